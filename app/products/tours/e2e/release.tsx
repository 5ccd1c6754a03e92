import type { ActionFunctionArgs } from "@remix-run/node";
import { getDb } from "~/db/client.server";
import { getEnv } from "~/utils/env.server";
import { releasePlaces } from "../inventory.server";

/**
 * Test-only (PARVAZ_E2E=1, set by tests/e2e/server.ts; 404 elsewhere): gives `places` back to a departure as a
 * cancellation would (`releasePlaces`, in one transaction), so its waitlist is offered them — the waitlist e2e
 * starts from a full departure without cancelling someone else's order on the server the tests share.
 */
export async function action({ request }: ActionFunctionArgs) {
  if (!getEnv().PARVAZ_E2E) throw new Response(null, { status: 404 });
  const form = await request.formData();
  const db = await getDb();
  await db.transaction((tx) => releasePlaces(tx, Number(form.get("departure")), Number(form.get("places"))));
  return Response.json({ ok: true });
}
