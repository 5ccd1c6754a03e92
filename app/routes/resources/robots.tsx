import type { LoaderFunctionArgs } from "@remix-run/node";
import { robotsTxt } from "~/domains/content/sitemap";
import { getEnv } from "~/utils/env.server";

/** robots.txt: everything public may be crawled; the sitemap index is announced. */
export async function loader({ request }: LoaderFunctionArgs) {
  const origin = getEnv().PUBLIC_ORIGIN ?? new URL(request.url).origin;
  return new Response(robotsTxt(origin), {
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
