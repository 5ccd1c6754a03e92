import { and, eq, inArray, sql } from "drizzle-orm";
import { getDb } from "~/db/client.server";
import { walletEntries } from "~/db/schema";
import type { Tx } from "~/domains/booking/inventory";
import { BASE_CURRENCY, convertMinor } from "./currency";
import { agencyToday } from "~/travel/clock";
import { monthlyReport, type ReportCalendar } from "./report";
import { type Db, type Order, currencyOfOrder } from "./order-read.server";

/** The wallet (kept in euros): its balance, what it is worth for an order, what it gave one; the spending report. */

/** What the wallet gave an order, in the wallet's (base) currency: its payment entry and its balance's (decision 411). */
export async function walletTaken(tx: Tx, orderId: number) {
  const [entry] = await tx
    .select({ sum: sql<string>`coalesce(sum(${walletEntries.amount}), 0)` })
    .from(walletEntries)
    .where(and(eq(walletEntries.orderId, orderId), inArray(walletEntries.kind, ["payment", "balance_payment"])));
  return -Number(entry?.sum ?? 0);
}

export async function walletBalanceTx(tx: Tx | Db, userId: number) {
  const [row] = await tx
    .select({ sum: sql<string>`coalesce(sum(${walletEntries.amount}), 0)` })
    .from(walletEntries)
    .where(eq(walletEntries.userId, userId));
  return Number(row?.sum ?? 0);
}

export async function walletBalance(userId: number) {
  return walletBalanceTx(await getDb(), userId);
}

/** What a user's wallet (kept in euros) is worth for an order, at the order's rate, in the order's minor units. */
export async function walletBalanceFor(userId: number, order: Order) {
  return convertMinor(await walletBalance(userId), BASE_CURRENCY, await currencyOfOrder(order));
}

/**
 * Spending by month and currency: confirmed and cancelled orders, minus cancellation refunds and the desk's
 * manual refunds (created_by); months of
 * the page's calendar (Jalali on Persian pages), each order in the month of its Tehran day.
 */
export async function spendingReport(userId: number, calendar: ReportCalendar = "gregorian") {
  const db = await getDb();
  const rows = await db.execute<{ at: string; currency: string; total: string; refunded: string }>(sql`
    SELECT (extract(epoch FROM o.confirmed_at) * 1000)::bigint AS at, o.currency, o.total,
           coalesce((SELECT sum(r.amount) FROM refunds r WHERE r.order_id = o.id AND (r.reason IN ('cancelled by customer', 'cancelled by the agency') OR r.created_by IS NOT NULL)), 0) AS refunded
    FROM orders o
    WHERE o.user_id = ${userId} AND o.confirmed_at IS NOT NULL`);
  const list = (
    rows as unknown as { rows: { at: string | number; currency: string; total: string; refunded: string }[] }
  ).rows;
  // Each order in the month of its day on the agency's calendar, in the page's calendar (report.ts).
  return monthlyReport(
    list.map((r) => ({
      day: agencyToday(new Date(Number(r.at))),
      currency: r.currency,
      total: Number(r.total),
      refunded: Number(r.refunded),
    })),
    calendar,
  );
}
