import { and, eq, sql } from "drizzle-orm";
import { giftCards, orders, payments, refunds, walletEntries } from "~/db/schema";
import type { Tx } from "~/domains/booking/inventory";
import { BASE_CURRENCY, convertMinor, orderCurrencyInfo } from "~/domains/orders/currency";
import type { Order } from "~/domains/orders/order-read.server";
import { refundToCardsTx, settleRefunds } from "~/domains/orders/refunds.server";
import { allCurrencies } from "~/utils/currency.server";
import { type Actor, audited } from "../audit.server";
import type { RefundMethod } from "./constants";

/**
 * Finance's manual refund (decision 112): any amount up to what is still refundable, back to the
 * method the order was paid with. The order row is locked first, then its charges, so two staff
 * refunding at once run one after the other and the second sees what the first gave back; the
 * payments.refunded CHECK (≤ amount) and the gift card's balance CHECK (≤ its initial amount) are the
 * last word should any code path forget.
 */

/** What can still be given back, per method, in the order's minor units (read in `tx` under the order's lock). */
export async function refundableTx(tx: Tx, order: Order): Promise<Record<RefundMethod, number>> {
  const [card] = await tx
    .select({ left: sql<string>`coalesce(sum(${payments.amount} - ${payments.refunded}), 0)` })
    .from(payments)
    .where(and(eq(payments.orderId, order.id), eq(payments.status, "succeeded")));
  const given = await tx
    .select({ method: refunds.method, sum: sql<string>`coalesce(sum(${refunds.amount}), 0)` })
    .from(refunds)
    .where(eq(refunds.orderId, order.id))
    .groupBy(refunds.method);
  const back = (method: RefundMethod) => Number(given.find((g) => g.method === method)?.sum ?? 0);
  return {
    card: Number(card?.left ?? 0),
    wallet: order.userId ? Math.max(0, order.walletAmount - back("wallet")) : 0,
    gift_card: order.giftCardId ? Math.max(0, order.giftCardAmount - back("gift_card")) : 0,
  };
}

export type RefundOutcome =
  { ok: true; refunded: number } | { ok: false; error: "notFound" | "notPaid" | "tooMuch"; refundable?: number };

export async function manualRefund(
  actor: Actor,
  number: string,
  request: { method: RefundMethod; amount: number; reason: string },
): Promise<RefundOutcome> {
  const known = await allCurrencies();
  const outcome = await audited<RefundOutcome>(actor, async (tx) => {
    const [order] = await tx.select().from(orders).where(eq(orders.number, number)).for("update");
    if (!order) return { result: { ok: false, error: "notFound" }, entry: null };
    if (order.status !== "confirmed" && order.status !== "cancelled")
      return { result: { ok: false, error: "notPaid" }, entry: null };
    // The charges are locked before they are summed: refundToCardsTx locks them again in the same order.
    await tx.select({ id: payments.id }).from(payments).where(eq(payments.orderId, order.id)).for("update");
    const left = (await refundableTx(tx, order))[request.method];
    if (request.amount <= 0 || request.amount > left)
      return { result: { ok: false, error: "tooMuch", refundable: left }, entry: null };
    const { method, amount, reason } = request;
    if (method === "card") await refundToCardsTx(tx, order, amount, reason, actor.id);
    else if (method === "wallet") await refundToWalletTx(tx, order, amount, reason, actor.id, known);
    else await refundToGiftCardTx(tx, order, amount, reason, actor.id, known);
    return {
      result: { ok: true, refunded: amount },
      entry: {
        action: "order.refund",
        entity: "order",
        entityId: order.number,
        before: { refundable: left },
        after: { method, amount, currency: order.currency, reason },
      },
    };
  });
  if (outcome.ok && request.method === "card") await settleRefunds();
  return outcome;
}

async function refundToWalletTx(
  tx: Tx,
  order: Order,
  amount: number,
  reason: string,
  createdBy: number,
  known: Awaited<ReturnType<typeof allCurrencies>>,
) {
  // The wallet keeps euros: the amount at the order's recorded rate.
  const base = convertMinor(amount, orderCurrencyInfo(order, known), BASE_CURRENCY);
  await tx
    .insert(refunds)
    .values({ orderId: order.id, amount, currency: order.currency, method: "wallet", reason, createdBy });
  if (base > 0)
    await tx
      .insert(walletEntries)
      .values({ userId: order.userId!, amount: base, kind: "refund", orderId: order.id, note: order.number });
}

async function refundToGiftCardTx(
  tx: Tx,
  order: Order,
  amount: number,
  reason: string,
  createdBy: number,
  known: Awaited<ReturnType<typeof allCurrencies>>,
) {
  const base =
    amount === order.giftCardAmount
      ? order.giftCardBase
      : Math.min(order.giftCardBase, convertMinor(amount, orderCurrencyInfo(order, known), BASE_CURRENCY));
  await tx
    .update(giftCards)
    .set({ balance: sql`${giftCards.balance} + ${base}` })
    .where(eq(giftCards.id, order.giftCardId!));
  await tx
    .insert(refunds)
    .values({ orderId: order.id, amount, currency: order.currency, method: "gift_card", reason, createdBy });
}
