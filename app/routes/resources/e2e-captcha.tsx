import type { LoaderFunctionArgs } from "@remix-run/node";
import { liveCaptchaDigits } from "~/domains/accounts/captcha.server";
import { getEnv } from "~/utils/env.server";

/**
 * Test-only (PARVAZ_E2E=1, tests/e2e/server.ts; 404 everywhere else): the answer of a live
 * image puzzle, so end-to-end tests can pass it the way a person reading the picture does.
 */
export async function loader({ params }: LoaderFunctionArgs) {
  if (!getEnv().PARVAZ_E2E) throw new Response(null, { status: 404 });
  const digits = await liveCaptchaDigits(String(params.id ?? ""));
  if (!digits) throw new Response(null, { status: 404 });
  return new Response(digits, { headers: { "Content-Type": "text/plain", "Cache-Control": "no-store" } });
}
