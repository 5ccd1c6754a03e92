/**
 * Paying a firm quote (decision 811): the quote goes into the basket as one line of this product and through the
 * booking core's checkout and payment unchanged. Placing the order holds the project (the product's inventory:
 * one conditional update, only while the quote is firm, unexpired, unchanged and not already held), so a quote is
 * paid once; an order that expires or is cancelled gives it back. The core's deposit plan (decision 411) offers
 * the desk's deposit now and the balance by the validity day. The project's page reads its orders back.
 */
import { and, desc, eq, sql } from "drizzle-orm";
import { getDb, type Db } from "~/db/client.server";
import { cartLines, orderLines, orders } from "~/db/schema";
import type { LineInventory } from "~/domains/booking/inventory";
import { keyIn } from "~/i18n/keys";
import { pathFor, type Locale } from "~/routing/screens";
import { agencyToday } from "~/travel/clock";
import { getEnv } from "~/utils/env.server";
import { formatDigits, formatLongDate } from "~/utils/format";
import { redirectWithToast } from "~/utils/toast.server";
import { withVat } from "~/utils/vat";
import { addServiceLineOnce, serviceLine } from "./basket.server";
import { SERVICE_LINE_KIND } from "./cart-line";
import type { ProjectRow } from "./projects.server";
import { anyShareHeld } from "./group.server";
import { depositOf, paidAndDue, payRefusal, quotePlan, type PayRefusal } from "./quote-rules";
import { projectParticipants, projects } from "./schema";

/** The whole firm quote as a line of the basket, with the desk's deposit plan. */
export const quoteLine = (project: ProjectRow, now = new Date()) => serviceLine(project, null, now);

/** Why the whole quote cannot be paid: the quote's own rules, or a participant's share already held (decision 814). */
export type WholeRefusal = PayRefusal | "shares";

async function wholeRefusal(project: ProjectRow, now: Date): Promise<WholeRefusal | null> {
  return payRefusal(project, agencyToday(now)) ?? ((await anyShareHeld(project.id)) ? "shares" : null);
}

export type AddOutcome = { ok: true; headers: Headers } | { ok: false; error: WholeRefusal | "inBasket" };

/** "It is added to your basket": the firm quote as a line of the visitor's basket (once per basket). */
export async function addQuoteToBasket(request: Request, project: ProjectRow, now = new Date()): Promise<AddOutcome> {
  const refusal = await wholeRefusal(project, now);
  if (refusal) return { ok: false, error: refusal };
  const line = quoteLine(project, now);
  if (!line) return { ok: false, error: "nothing" };
  return addServiceLineOnce(
    request,
    line,
    sql`${cartLines.payload}->>'projectId' = ${String(project.id)} AND NOT (${cartLines.payload} ? 'participantId')`,
  );
}

const projectIdOf = (payload: Record<string, unknown>) =>
  typeof payload.projectId === "number" && Number.isInteger(payload.projectId) ? payload.projectId : null;
const participantIdOf = (payload: Record<string, unknown>) =>
  typeof payload.participantId === "number" && Number.isInteger(payload.participantId) ? payload.participantId : null;

/**
 * The hold (Product.inventory): placing an order for a quote takes it only while it is firm, valid today, priced as
 * the line says and not held by another order. A "service" line without a project (one the desk made by hand)
 * holds nothing. A group participant's share (decision 814) holds that participant's row instead, once, while the
 * quote is open and nobody pays it as a whole, and only while the shares do not exceed the firm total; the whole
 * quote is refused once any share is held. Both lock the project row first, so a share and the whole quote ordered
 * at the same moment are decided one after the other.
 */
export const serviceInventory: LineInventory = {
  async take(tx, line) {
    const projectId = projectIdOf(line.payload);
    if (projectId === null) return true;
    if (line.quantity !== 1 || typeof line.payload.firmTotal !== "number") return false;
    const [project] = await tx
      .select({ id: projects.id })
      .from(projects)
      .where(
        and(
          eq(projects.id, projectId),
          eq(projects.status, "firm"),
          eq(projects.held, false),
          eq(projects.firmTotal, line.payload.firmTotal),
          sql`${projects.validUntil} >= ${agencyToday()}`,
        ),
      )
      .for("update");
    if (!project) return false;
    const participantId = participantIdOf(line.payload);
    if (participantId !== null) {
      if (typeof line.payload.share !== "number") return false;
      const held = await tx
        .update(projectParticipants)
        .set({ held: true })
        .where(
          and(
            eq(projectParticipants.id, participantId),
            eq(projectParticipants.projectId, projectId),
            eq(projectParticipants.held, false),
            eq(projectParticipants.amount, line.payload.share),
            sql`(SELECT COALESCE(SUM(amount), 0) FROM ${projectParticipants} WHERE project_id = ${projectId}) <= ${line.payload.firmTotal}`,
          ),
        )
        .returning({ id: projectParticipants.id });
      return held.length === 1;
    }
    const taken = await tx
      .update(projects)
      .set({ held: true, updatedAt: new Date() })
      .where(
        and(
          eq(projects.id, projectId),
          eq(projects.held, false),
          sql`NOT EXISTS (SELECT 1 FROM ${projectParticipants} WHERE project_id = ${projectId} AND held)`,
        ),
      )
      .returning({ id: projects.id });
    return taken.length === 1;
  },
  async release(tx, line) {
    const projectId = projectIdOf(line.payload);
    if (projectId === null) return;
    const participantId = participantIdOf(line.payload);
    if (participantId !== null)
      await tx
        .update(projectParticipants)
        .set({ held: false })
        .where(and(eq(projectParticipants.id, participantId), eq(projectParticipants.projectId, projectId)));
    else await tx.update(projects).set({ held: false }).where(eq(projects.id, projectId));
  },
};

/** The orders placed for a project, newest first, and what they paid and still owe. */
export async function projectOrders(projectId: number, db?: Db) {
  const handle = db ?? (await getDb());
  const rows = await handle
    .selectDistinct({
      id: orders.id,
      number: orders.number,
      status: orders.status,
      currency: orders.currency,
      total: orders.total,
      balanceAmount: orders.balanceAmount,
      balanceDueOn: orders.balanceDueOn,
      createdAt: orders.createdAt,
    })
    .from(orders)
    .innerJoin(orderLines, eq(orderLines.orderId, orders.id))
    .where(and(eq(orderLines.kind, SERVICE_LINE_KIND), sql`${orderLines.payload}->>'projectId' = ${String(projectId)}`))
    .orderBy(desc(orders.createdAt));
  return { orders: rows, sums: paidAndDue(rows) };
}

/** What the project's page shows of paying: the firm quote with VAT, its deposit, why it cannot be paid, the orders. */
export async function payView(project: ProjectRow, locale: Locale, now = new Date()) {
  const refusal = await wholeRefusal(project, now);
  const { orders: placed, sums } = await projectOrders(project.id);
  const gross = project.firmTotal === null ? null : withVat(project.firmTotal, getEnv().VAT_PERCENT);
  const plan = quotePlan({ depositPercent: project.depositPercent, validUntil: project.validUntil }, agencyToday(now));
  return {
    shown: project.status === "firm" || placed.length > 0,
    refusal,
    currency: project.currency,
    gross,
    deposit: gross !== null && plan ? depositOf(gross, plan.depositPercent) : null,
    depositPercent: plan ? formatDigits(plan.depositPercent, locale) : null,
    validUntil: project.validUntil ? formatLongDate(project.validUntil, locale) : null,
    sums,
    orders: placed.map((o) => ({ number: o.number, status: o.status })),
  };
}
export type PayView = Awaited<ReturnType<typeof payView>>;

/** The project page's "pay" POST: into the basket ("It is added to your basket"), or back with the reason. */
export async function payAction(request: Request, project: ProjectRow, locale: Locale) {
  const outcome = await addQuoteToBasket(request, project);
  if (outcome.ok)
    return redirectWithToast(
      pathFor("cart", locale),
      { type: "success", message: "servicesPay:added" },
      { headers: outcome.headers },
    );
  return redirectWithToast(pathFor("estimateProject", locale, { slug: project.slug }), {
    type: "error",
    message: keyIn("servicesPay:refusal", outcome.error) as "servicesPay:refusal.expired",
  });
}
