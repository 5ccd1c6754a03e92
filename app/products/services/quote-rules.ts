/**
 * The firm quote's rules (issue 28, the desk's half; decisions 810 and 811), pure: when the desk may firm a project
 * up or change its items, when a firm quote may still be paid, the deposit plan it offers the booking core
 * (decision 411), what an item's done percent makes of the project, and what a project's orders have paid.
 */
import type { ProjectStatus } from "./codes";

/** The desk firms up a project the customer asked about, or revises a firm quote nobody is paying yet. */
export function canFirm(status: ProjectStatus, held: boolean) {
  return status === "quote_requested" || (status === "firm" && !held);
}

/** The work's done percents are marked once the quote is firm (and until it is completed or cancelled). */
export function canMarkDone(status: ProjectStatus) {
  return status === "firm";
}

/** The desk adds and removes items' pictures on any project the customer has saved, until it is cancelled. */
export function canPicture(status: ProjectStatus) {
  return status !== "draft" && status !== "cancelled";
}

/** A firm quote holds through its validity day (agency day, ISO): it may be paid on that day, not after. */
export function quoteOpen(validUntil: string | null, today: string) {
  return !!validUntil && validUntil >= today;
}

export type PayRefusal = "notFirm" | "expired" | "held" | "nothing";

/** Why a project's firm quote cannot go into the basket now, or null when it can. */
export function payRefusal(
  project: { status: ProjectStatus; validUntil: string | null; firmTotal: number | null; held: boolean },
  today: string,
): PayRefusal | null {
  if (project.status !== "firm") return "notFirm";
  if (!quoteOpen(project.validUntil, today)) return "expired";
  if (project.held) return "held";
  if (!project.firmTotal) return "nothing";
  return null;
}

/**
 * The deposit plan a firm quote's line offers the booking core (Product.paymentPlan, decision 411): the desk's
 * percent now and the balance by the quote's validity day. None when no deposit was set, or when the validity day
 * has come (the whole quote is then paid at once).
 */
export function quotePlan(
  payload: { depositPercent?: unknown; validUntil?: unknown },
  today: string,
): { depositPercent: number; balanceDue: string } | null {
  const { depositPercent, validUntil } = payload;
  if (typeof depositPercent !== "number" || !Number.isInteger(depositPercent)) return null;
  if (depositPercent < 1 || depositPercent > 99) return null;
  if (typeof validUntil !== "string" || !/^\d{4}-\d{2}-\d{2}$/.test(validUntil) || validUntil <= today) return null;
  return { depositPercent, balanceDue: validUntil };
}

/** The deposit of a gross amount at a percent, rounded half up to the minor unit (as the core rounds it). */
export function depositOf(gross: number, percent: number) {
  return Math.round((gross * percent) / 100);
}

/** When every item is done, the work is complete. An empty project is never complete by itself. */
export function allDone(items: readonly { donePercent: number }[]) {
  return items.length > 0 && items.every((i) => i.donePercent >= 100);
}

/**
 * What a project's orders have paid and still owe, per currency (an order is charged in its buyer's currency): a
 * confirmed order paid its total less the balance it still owes; an order waiting for payment owes its total (it
 * is shown as waiting); expired and cancelled orders count for nothing.
 */
export function paidAndDue(
  orders: readonly { status: string; currency: string; total: number; balanceAmount: number }[],
): { currency: string; paid: number; due: number }[] {
  const sums = new Map<string, { paid: number; due: number }>();
  for (const o of orders) {
    if (o.status !== "confirmed") continue;
    const s = sums.get(o.currency) ?? { paid: 0, due: 0 };
    s.paid += o.total - o.balanceAmount;
    s.due += o.balanceAmount;
    sums.set(o.currency, s);
  }
  return [...sums].map(([currency, s]) => ({ currency, ...s }));
}
