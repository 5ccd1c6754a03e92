import { balanceOverdue } from "~/domains/booking/payment-plan";
import type { LocalMoment } from "./presented";

/**
 * What the bare payment screen lists (decision 413): a visitor's orders that still wait for money — a hold not paid
 * yet and not expired, or a booking confirmed on a deposit whose balance is not overdue — and how much each asks.
 */

/** The order fields the rule reads (an orders row). */
export interface AwaitingOrderFields {
  status: string;
  total: number;
  giftCardAmount: number;
  walletAmount: number;
  balanceAmount: number;
  balanceDueOn: string | null;
  expiresAt: Date;
}

export type Awaiting =
  /** A hold waiting for its first payment: what is left to pay and the minutes left before it is released. */
  | { kind: "payment"; due: number; minutesLeft: number }
  /** Confirmed on a deposit (decision 411): the balance and the agency day it is due by. */
  | { kind: "balance"; due: number; dueOn: string };

/** What an order still waits for at `now` (agency day `today`), or null when nothing is asked of the visitor. */
export function awaitingOf(order: AwaitingOrderFields, now: Date, today: string): Awaiting | null {
  if (order.status === "pending_payment") {
    const ms = order.expiresAt.getTime() - now.getTime();
    if (ms <= 0) return null;
    return {
      kind: "payment",
      due: Math.max(0, order.total - order.giftCardAmount - order.walletAmount),
      // Rounded up: a hold with 20 seconds left still has "1 min", never "0 min".
      minutesLeft: Math.ceil(ms / 60_000),
    };
  }
  if (order.status === "confirmed" && order.balanceAmount > 0 && order.balanceDueOn) {
    if (balanceOverdue(order.balanceDueOn, today)) return null;
    return { kind: "balance", due: order.balanceAmount, dueOn: order.balanceDueOn };
  }
  return null;
}

/** Holds first, the soonest released on top; then balances, the soonest due on top. */
export function awaitingOrder(a: Awaiting & { expiresAt: Date }, b: Awaiting & { expiresAt: Date }): number {
  if (a.kind !== b.kind) return a.kind === "payment" ? -1 : 1;
  if (a.kind === "balance" && b.kind === "balance") return a.dueOn.localeCompare(b.dueOn);
  return a.expiresAt.getTime() - b.expiresAt.getTime();
}

/** One order as the screen shows it (made on the server, every text already in the page's language). */
export interface AwaitingView {
  number: string;
  kind: Awaiting["kind"];
  currency: string;
  due: number;
  /** What it is: each line's title and subtitle. */
  lines: { title: string; subtitle: string | null }[];
  /** A hold: the minutes left and the moment it is released, on the agency's clock. */
  hold: { minutesLeft: number; until: LocalMoment } | null;
  /** A balance: the day it is due by, written for the language. */
  dueOn: string | null;
}
