import { and, count, eq, gte, lt } from "drizzle-orm";
import { getDb } from "~/db/client.server";
import { orders, refunds } from "~/db/schema";
import { agencyDayRange, agencyToday } from "~/travel/clock";
import type { DeskCount } from "../home-counts.server";

/**
 * Orders paid today at the agency (Tehran), by the day they were paid (`confirmed_at`), as the reports count a sale
 * (decision 116): an order cancelled since stays counted, its money back is a refund.
 */
async function paidToday(now = new Date()) {
  const today = agencyToday(now);
  const { start, end } = agencyDayRange(today, today);
  const db = await getDb();
  const [row] = await db
    .select({ n: count() })
    .from(orders)
    .where(and(gte(orders.confirmedAt, start), lt(orders.confirmedAt, end)));
  return row?.n ?? 0;
}

/** Card refunds recorded and not yet confirmed by the payment provider (the refund worker retries them). */
async function refundsPending() {
  const db = await getDb();
  const [row] = await db.select({ n: count() }).from(refunds).where(eq(refunds.status, "pending"));
  return row?.n ?? 0;
}

/**
 * What the orders area shows on the desk's home (decision 112): today's orders, and card refunds still
 * waiting for the provider.
 */
export const orderCounts: DeskCount[] = [
  { screen: "deskOrders", message: "deskOrders:home.today", count: paidToday },
  { screen: "deskOrders", message: "deskOrders:home.refundsPending", count: refundsPending },
];
