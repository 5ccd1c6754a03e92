/**
 * What a customer is told about the money a cancellation gives back (issue 22 item 4), read
 * from the stored refund rows only: how much, where it goes (card, wallet, gift card), and
 * when — credited at once to the wallet or gift card, expected on the bank card within
 * CARD_REFUND_DAYS of the refund (the provider's settlement and the bank's booking). Pure:
 * the booking page, "booked" and the cancellation e-mail all show this one summary.
 */
import { AGENCY_TIME_ZONE } from "~/travel/clock";
import { formatLongDate } from "~/utils/format";
import type { Locale } from "~/routing/screens";

/** A refund to a bank card reaches the statement within this many days (the provider's and bank's time). */
export const CARD_REFUND_DAYS = 10;

export type RefundDestination = "card" | "wallet" | "gift_card";

export interface RefundRow {
  amount: number;
  currency: string;
  method: RefundDestination;
  status: "pending" | "done";
  createdAt: Date | string;
}

export interface RefundPart {
  amount: number;
  destination: RefundDestination;
  /** pending: recorded, the provider has not confirmed it yet. */
  status: "pending" | "done";
  /** credited: already there (wallet, gift card); expected: on its way to the card, by `date`. */
  timing: "credited" | "expected";
  /** The day it was credited or is expected by, on the agency's clock, in the page's language and calendar. */
  date: string;
}

export interface RefundSummary {
  total: number;
  currency: string;
  parts: RefundPart[];
}

const DAY = 24 * 60 * 60 * 1000;
const order: RefundDestination[] = ["card", "wallet", "gift_card"];

/** The refunds of one order (its refund rows), or null when nothing was refunded. */
export function refundSummary(rows: readonly RefundRow[], locale: Locale): RefundSummary | null {
  const given = rows.filter((r) => r.amount > 0);
  if (!given.length) return null;
  const parts = given
    .map((r): RefundPart => {
      const at = new Date(r.createdAt);
      const card = r.method === "card";
      return {
        amount: r.amount,
        destination: r.method,
        status: r.status,
        timing: card ? "expected" : "credited",
        date: formatLongDate(card ? new Date(at.getTime() + CARD_REFUND_DAYS * DAY) : at, locale, AGENCY_TIME_ZONE),
      };
    })
    .sort((a, b) => order.indexOf(a.destination) - order.indexOf(b.destination));
  return { total: parts.reduce((s, p) => s + p.amount, 0), currency: given[0].currency, parts };
}
