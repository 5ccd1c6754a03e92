import type { LoaderFunctionArgs } from "@remix-run/node";
import { latestMessages } from "~/domains/mail/mail.server";

/** Development only: the e-mail/SMS outbox as JSON (tests read codes and tickets back from it). */
export async function loader({ request }: LoaderFunctionArgs) {
  if (process.env.NODE_ENV === "production" && process.env.PARVAZ_EXPOSE_OUTBOX !== "1") throw new Response(null, { status: 404 });
  const to = new URL(request.url).searchParams.get("to");
  const rows = await latestMessages(100);
  return Response.json(to ? rows.filter((r) => r.recipient === to.toLowerCase()) : rows);
}
