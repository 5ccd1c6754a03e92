/**
 * A project's lines in the basket (decisions 811, 814): the whole firm quote, or one group participant's share, as
 * one line of kind "service" (quantity 1, net of VAT in the project's currency), and putting such a line into the
 * visitor's basket once.
 */
import { and, eq, type SQL } from "drizzle-orm";
import { getDb } from "~/db/client.server";
import { cartLines } from "~/db/schema";
import { addLine, getOrCreateCart, type NewCartLine } from "~/domains/cart/cart.server";
import { SERVICE_LINE_KIND, serviceCartLineSchema, type ServiceCartLine } from "./cart-line";
import type { ProjectRow } from "./projects.server";

/** How long a project's line waits in the basket (then it is checked again, as every line is). */
const SERVICE_LINE_MINUTES = 60;

/**
 * The line for the whole firm quote (`participant` null: the desk's deposit plan offered), or for a participant's
 * share (paid in full, naming the participant); null while the quote is not firm or the payload would not parse.
 */
export function serviceLine(
  project: ProjectRow,
  participant: { id: number; name: string; amount: number } | null,
  now: Date,
): NewCartLine | null {
  if (project.firmTotal === null || !project.validUntil) return null;
  const amount = participant ? participant.amount : project.firmTotal;
  const payload: ServiceCartLine = {
    projectId: project.id,
    slug: project.slug,
    currency: project.currency,
    firmTotal: project.firmTotal,
    validUntil: project.validUntil,
    depositPercent:
      !participant && project.depositPercent && project.depositPercent < 100 ? project.depositPercent : null,
    persons: project.persons,
    title: project.title,
    subtitle: participant?.name ?? null,
    ...(participant ? { participantId: participant.id, share: participant.amount } : {}),
  };
  const parsed = serviceCartLineSchema.safeParse(payload);
  if (!parsed.success) return null;
  return {
    kind: SERVICE_LINE_KIND,
    payload: parsed.data,
    currency: project.currency,
    amount,
    quantity: 1,
    breakdown: {
      items: [{ key: participant ? "service:share" : "service:quote", quantity: 1, unitAmount: amount }],
      tax: 0,
      commission: 0,
      otherCosts: 0,
      total: amount,
    },
    expiresAt: new Date(now.getTime() + SERVICE_LINE_MINUTES * 60_000),
  };
}

/** Puts a service line into the visitor's basket once: "inBasket" when a service line `same` matches is there. */
export async function addServiceLineOnce(
  request: Request,
  line: NewCartLine,
  same: SQL,
): Promise<{ ok: true; headers: Headers } | { ok: false; error: "inBasket" }> {
  const { cart, headers } = await getOrCreateCart(request);
  const db = await getDb();
  const [already] = await db
    .select({ id: cartLines.id })
    .from(cartLines)
    .where(and(eq(cartLines.cartId, cart.id), eq(cartLines.kind, SERVICE_LINE_KIND), same))
    .limit(1);
  if (already) return { ok: false, error: "inBasket" };
  await addLine(cart.id, line);
  return { ok: true, headers };
}
