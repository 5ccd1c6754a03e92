import { and, asc, desc, eq, inArray } from "drizzle-orm";
import { getDb } from "~/db/client.server";
import { orderLines, orders, payments, refunds, tickets } from "~/db/schema";
import type { Tx } from "~/domains/booking/inventory";
import type { CurrencyInfo } from "~/utils/money";
import { orderCurrencyInfo } from "./currency";
import { allCurrencies } from "~/utils/currency.server";

/** Reading orders: one with its lines, tickets, payments and refunds; a viewer's; a user's list; the inquiry. */

export type Order = typeof orders.$inferSelect;

export type OrderLine = typeof orderLines.$inferSelect;

export type Db = Awaited<ReturnType<typeof getDb>>;

/** An order's currency: its code and recorded rate, with that currency's sign and minor-unit digits. */
export async function currencyOfOrder(order: Pick<Order, "currency" | "rate">): Promise<CurrencyInfo> {
  return orderCurrencyInfo(order, await allCurrencies());
}

/** An order with its lines, tickets and payments (read in `tx` when given). */
export async function orderDetails(order: Order, tx?: Tx) {
  const db = tx ?? (await getDb());
  // Queries run when awaited: side by side on the pool, one after another on a transaction's one connection.
  const queries = [
    db.select().from(orderLines).where(eq(orderLines.orderId, order.id)).orderBy(asc(orderLines.id)),
    db
      .select()
      .from(tickets)
      .where(eq(tickets.orderId, order.id))
      .orderBy(asc(tickets.orderLineId), asc(tickets.passengerIndex), asc(tickets.segmentIndex)),
    db.select().from(payments).where(eq(payments.orderId, order.id)).orderBy(asc(payments.id)),
    db.select().from(refunds).where(eq(refunds.orderId, order.id)).orderBy(asc(refunds.id)),
  ] as const;
  const [lines, ticketRows, paymentRows, refundRows] = tx
    ? ([await queries[0], await queries[1], await queries[2], await queries[3]] as const)
    : await Promise.all(queries);
  return { order, lines, tickets: ticketRows, payments: paymentRows, refunds: refundRows };
}

export async function findOrder(number: string) {
  const db = await getDb();
  const [order] = await db.select().from(orders).where(eq(orders.number, number)).limit(1);
  return order ?? null;
}

/** An order the viewer may see: their own (signed in) or one placed in this browser. */
export async function orderForViewer(number: string, viewer: { userId: number | null; numbers: string[] }) {
  const order = await findOrder(number);
  if (!order) return null;
  if (order.userId !== null) return order.userId === viewer.userId ? order : null;
  return viewer.numbers.includes(order.number) ? order : null;
}

/** The inquiry screen: an e-ticket number AND its order number together. */
export async function inquire(ticketNumber: string, number: string) {
  const db = await getDb();
  const [row] = await db
    .select({ order: orders })
    .from(tickets)
    .innerJoin(orders, eq(orders.id, tickets.orderId))
    .where(and(eq(tickets.number, ticketNumber), eq(orders.number, number)))
    .limit(1);
  return row?.order ?? null;
}

export async function listUserOrders(userId: number) {
  const db = await getDb();
  const rows = await db.select().from(orders).where(eq(orders.userId, userId)).orderBy(desc(orders.createdAt));
  if (!rows.length) return [];
  const ids = rows.map((o) => o.id);
  const [lines, ticketRows, refundRows] = await Promise.all([
    db.select().from(orderLines).where(inArray(orderLines.orderId, ids)),
    db.select().from(tickets).where(inArray(tickets.orderId, ids)),
    db.select().from(refunds).where(inArray(refunds.orderId, ids)),
  ]);
  return rows.map((order) => ({
    order,
    lines: lines.filter((l) => l.orderId === order.id),
    tickets: ticketRows.filter((t) => t.orderId === order.id),
    refunds: refundRows.filter((r) => r.orderId === order.id),
  }));
}
