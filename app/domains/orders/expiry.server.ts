import { and, asc, eq, lt, sql } from "drizzle-orm";
import { getDb } from "~/db/client.server";
import { discountCodes, giftCards, orderLines, orders, payments, refunds, walletEntries } from "~/db/schema";
import type { Tx } from "~/domains/booking/inventory";
import { inventoryFor } from "~/domains/booking/products";
import { assertTransition } from "./rules";
import type { Order } from "./order-read.server";
import { walletTaken } from "./wallet.server";

/** Unpaid orders: what they hold goes back when they expire or make room for a newer one (decision 407). */

/** Gives back what an unpaid order held: inventory, gift-card balance, wallet payment. */
async function releaseHolds(tx: Tx, order: Order, reason: string) {
  const lines = await tx.select().from(orderLines).where(eq(orderLines.orderId, order.id));
  for (const line of lines) await inventoryFor(line.kind)?.release(tx, line);
  const currency = order.currency;
  if (order.giftCardId && order.giftCardAmount > 0) {
    await tx
      .update(giftCards)
      .set({ balance: sql`${giftCards.balance} + ${order.giftCardBase}` })
      .where(eq(giftCards.id, order.giftCardId));
    await tx
      .insert(refunds)
      .values({ orderId: order.id, amount: order.giftCardAmount, currency, method: "gift_card", reason });
  }
  if (order.userId && order.walletAmount > 0) {
    await tx
      .insert(walletEntries)
      .values({
        userId: order.userId,
        amount: await walletTaken(tx, order.id),
        kind: "payment_reversal",
        orderId: order.id,
        note: reason,
      })
      .onConflictDoNothing();
    await tx
      .insert(refunds)
      .values({ orderId: order.id, amount: order.walletAmount, currency, method: "wallet", reason });
  }
  if (order.discountCodeId)
    await tx
      .update(discountCodes)
      .set({ usedCount: sql`greatest(${discountCodes.usedCount} - 1, 0)` })
      .where(eq(discountCodes.id, order.discountCodeId));
}

/** Unpaid orders past their payment window expire and give their seats back. */
export async function expireStaleOrders(now = new Date()) {
  const db = await getDb();
  const stale = await db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.status, "pending_payment"), lt(orders.expiresAt, now)))
    .limit(200);
  for (const { id } of stale) await expireOrder(id, now);
  return stale.length;
}

export async function expireOrder(id: number, now: Date) {
  const db = await getDb();
  await db.transaction(async (tx) => {
    const [order] = await tx.select().from(orders).where(eq(orders.id, id)).for("update");
    if (!order || order.status !== "pending_payment" || order.expiresAt >= now) return;
    await expireTx(tx, order, now, "expired");
  });
}

/** A pending order (locked by the caller) gives back what it held and expires. */
export async function expireTx(tx: Tx, order: Order, now: Date, reason: string) {
  assertTransition(order.status, "expired");
  await releaseHolds(tx, order, reason);
  await tx.update(orders).set({ status: "expired", cancelledAt: now }).where(eq(orders.id, order.id));
  // Payment pages still open for it can no longer be completed.
  await tx
    .update(payments)
    .set({ status: "cancelled", completedAt: now })
    .where(and(eq(payments.orderId, order.id), eq(payments.status, "pending")));
}

/** Pending orders one visitor (a user or a guest cart) may hold at once, and one address (docs/decisions/407). */
export const MAX_PENDING_PER_VISITOR = 3;

export const MAX_PENDING_PER_IP = 10;

/**
 * Before a new order: when the visitor (or their address) already holds the most pending
 * orders allowed, the oldest are released, so seats cannot be hoarded by placing orders.
 */
export async function makeRoomForPendingOrder(tx: Tx, who: { visitor: string; clientIp: string | null }, now: Date) {
  const limits: [ReturnType<typeof eq>, number][] = [[eq(orders.visitor, who.visitor), MAX_PENDING_PER_VISITOR]];
  if (who.clientIp) limits.push([eq(orders.clientIp, who.clientIp), MAX_PENDING_PER_IP]);
  for (const [where, max] of limits) {
    const pending = await tx
      .select()
      .from(orders)
      .where(and(eq(orders.status, "pending_payment"), where))
      .orderBy(asc(orders.createdAt), asc(orders.id))
      .for("update");
    for (const order of pending.slice(0, Math.max(0, pending.length - max + 1)))
      await expireTx(tx, order, now, "released for a newer order");
  }
}
