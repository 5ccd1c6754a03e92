/**
 * Deposit now, balance later (decision 411), pure: what an order asks now when some of its
 * lines may be paid in part, when the rest is due, when to remind, and what a cancellation for
 * an unpaid balance keeps. Amounts are minor units of the order's currency.
 */
import { daysBetween } from "~/travel/clock";

/** A product's offer for one line (Product.paymentPlan): the share taken now and the agency day the rest is due by. */
export interface LinePlan {
  depositPercent: number;
  balanceDue: string;
}

/** An order's plan: what is paid now, what is left and the day it is due by. */
export interface OrderPlan {
  deposit: number;
  balance: number;
  balanceDue: string;
}

/** A plan a product may offer: a whole percent from 1 to 99 and an ISO day. */
function valid(plan: LinePlan | null): plan is LinePlan {
  return (
    plan !== null &&
    Number.isInteger(plan.depositPercent) &&
    plan.depositPercent >= 1 &&
    plan.depositPercent <= 99 &&
    /^\d{4}-\d{2}-\d{2}$/.test(plan.balanceDue)
  );
}

/**
 * The deposit of an order: every line with a plan gives round(its total × percent / 100), every
 * other line its whole total; never more than the order's total (a discount comes off the balance).
 * The balance is the rest, due by the earliest of the lines' days. Null: nothing to defer — no line
 * offers a plan (or none is due after `today`), or the deposit already covers the total.
 */
export function orderPlan(
  lines: readonly { total: number; plan: LinePlan | null }[],
  orderTotal: number,
  today: string,
): OrderPlan | null {
  let deposit = 0;
  let balanceDue: string | null = null;
  for (const line of lines) {
    const plan = valid(line.plan) && line.plan.balanceDue > today ? line.plan : null;
    if (!plan) {
      deposit += line.total;
      continue;
    }
    deposit += Math.round((line.total * plan.depositPercent) / 100);
    if (balanceDue === null || plan.balanceDue < balanceDue) balanceDue = plan.balanceDue;
  }
  if (balanceDue === null) return null;
  deposit = Math.min(deposit, orderTotal);
  const balance = orderTotal - deposit;
  return balance > 0 ? { deposit, balance, balanceDue } : null;
}

/**
 * What is paid now on a plan once the gift card (fixed at checkout) has been taken: the deposit, or
 * the gift card's amount when it is worth more (a gift card is not split); the wallet pays towards
 * this and the card the rest.
 */
export function dueNow(plan: OrderPlan | null, total: number, giftCardAmount: number) {
  return Math.min(total, Math.max(plan ? plan.deposit : total, giftCardAmount));
}

/** The days before the due day a reminder goes out, the earlier first. */
export const BALANCE_REMINDER_DAYS = [7, 2] as const;

/**
 * The reminder to queue now for a balance due by `due` (agency day), given the last one sent
 * (`reminded`: 7, 2 or null), or null. A reminder never goes out twice, a later one replaces an
 * earlier one missed (the 2-day reminder alone when the order was paid 3 days before), none on or after the day.
 */
export function reminderDue(due: string, today: string, reminded: number | null): 7 | 2 | null {
  const left = daysBetween(today, due);
  if (left <= 0) return null;
  for (const days of [...BALANCE_REMINDER_DAYS].reverse())
    if (left <= days && (reminded === null || reminded > days)) return days;
  return null;
}

/** The balance is overdue once the agency's day is past the due day (it may be paid through the due day). */
export function balanceOverdue(due: string, today: string) {
  return today > due;
}

/**
 * A booking cancelled because its balance was not paid: the penalty its lines' timelines keep
 * (what a cancellation of the order paid in full would not give back: `total − refundIfPaid`) is
 * kept from what was paid, never more; the rest goes back.
 */
export function overdueCancellation(paid: number, total: number, refundIfPaid: number) {
  const penalty = Math.max(0, total - Math.max(0, refundIfPaid));
  const keep = Math.min(paid, penalty);
  return { keep, refund: paid - keep };
}
