import { and, count, eq, gte } from "drizzle-orm";
import { getDb } from "~/db/client.server";
import { orders, refunds } from "~/db/schema";
import { AGENCY_TIME_ZONE, agencyToday, zonedInstant } from "~/travel/clock";
import { deskCounts, type DeskCount } from "../home-counts.server";

/** Orders placed since midnight at the agency (Tehran) and paid (confirmed). */
async function confirmedToday(now = new Date()) {
  const db = await getDb();
  const [row] = await db
    .select({ n: count() })
    .from(orders)
    .where(
      and(
        eq(orders.status, "confirmed"),
        gte(orders.createdAt, zonedInstant(agencyToday(now), "00:00", AGENCY_TIME_ZONE)),
      ),
    );
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
 * waiting for the provider. The desk home's loader registers them once (as the requests' counts).
 */
const orderCounts: DeskCount[] = [
  { screen: "deskOrders", message: "deskOrders:home.today", count: confirmedToday },
  { screen: "deskOrders", message: "deskOrders:home.refundsPending", count: refundsPending },
];

export function registerOrderCounts() {
  for (const c of orderCounts) if (!deskCounts.includes(c)) deskCounts.unshift(c);
}
