import type { LoaderFunctionArgs } from "@remix-run/node";
import { latestMessages } from "~/domains/mail/mail.server";
import { getEnv } from "~/utils/env.server";

/** Development only: the e-mail/SMS outbox as JSON (tests read codes and tickets back from it). */
export async function loader({ request }: LoaderFunctionArgs) {
  if (getEnv().NODE_ENV === "production" && !getEnv().PARVAZ_EXPOSE_OUTBOX) throw new Response(null, { status: 404 });
  const to = new URL(request.url).searchParams.get("to");
  const rows = await latestMessages(100);
  return Response.json(to ? rows.filter((r) => r.recipient === to.toLowerCase()) : rows);
}
