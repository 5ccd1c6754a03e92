import { and, asc, desc, eq, sql } from "drizzle-orm";
import { getDb } from "~/db/client.server";
import { giftCards, orderLines, orders, payments, refunds, walletEntries } from "~/db/schema";
import { publicOrigin } from "~/utils/env.server";
import { inventoryFor, productOf } from "~/domains/booking/products";
import type { Locale } from "~/routing/screens";
import type { DocumentT } from "./document-parts";
import { shareAt } from "~/travel/timeline";
import { viewLine } from "./lines";
import { assertTransition, refundQuote } from "./rules";
import { getProvider } from "~/domains/payments/provider.server";
import { BASE_CURRENCY, convertMinor, orderCurrencyInfo, splitRefund } from "./currency";
import { allCurrencies } from "~/utils/currency.server";
import { keyIn } from "~/i18n/keys";
import { queueCancellation } from "./notify.server";
import { type Order, type OrderLine, orderDetails } from "./order-read.server";
import { vatPercent } from "./quote.server";
import { walletTaken } from "./wallet.server";
import type { Tx } from "~/domains/booking/inventory";
import { overdueCancellation } from "~/domains/booking/payment-plan";

/** Cancelling a confirmed order and giving the money back the way it came; card refunds settled with the provider. */

/**
 * Card refunds recorded as pending are given back through the provider, one row at a
 * time under a row lock (SKIP LOCKED: several processes share the work, none does a row
 * twice); the idempotency key `refund-{id}` makes a retry after a crash safe at the
 * provider. Run after every commit that records one and by the server's timer.
 */
export async function settleRefunds(limit = 50) {
  const db = await getDb();
  const provider = getProvider();
  let settled = 0;
  for (let i = 0; i < limit; i++) {
    const done = await db.transaction(async (tx) => {
      const [row] = await tx
        .select({ refund: refunds, payment: payments })
        .from(refunds)
        .innerJoin(payments, eq(payments.id, refunds.paymentId))
        .where(and(eq(refunds.status, "pending"), eq(refunds.method, "card")))
        .orderBy(asc(refunds.id))
        .limit(1)
        .for("update", { of: refunds, skipLocked: true });
      if (!row) return null;
      const answer = await provider.refund(
        row.payment.providerRef ?? "",
        row.refund.amount,
        row.refund.currency,
        `refund-${row.refund.id}`,
      );
      if (answer.status !== "succeeded") {
        console.error(`refund ${row.refund.id}: the provider refused (${answer.ref}); retried later`);
        return false;
      }
      await tx.update(refunds).set({ status: "done", providerRef: answer.ref }).where(eq(refunds.id, row.refund.id));
      return true;
    });
    if (done === null || done === false) break;
    settled++;
  }
  return settled;
}

/**
 * Gives `amount` back to the cards that paid the order (the order's charge, then its changes'),
 * each refund recorded against its charge and bounded by what is left of it (payments.refunded).
 */
export async function refundToCardsTx(
  tx: Tx,
  order: Order,
  amount: number,
  reason: string,
  createdBy: number | null = null,
) {
  const charges = await tx
    .select()
    .from(payments)
    .where(and(eq(payments.orderId, order.id), eq(payments.status, "succeeded")))
    .orderBy(asc(payments.id))
    .for("update");
  let rest = amount;
  for (const charge of charges) {
    const part = Math.min(rest, charge.amount - charge.refunded);
    if (part <= 0) continue;
    await tx
      .update(payments)
      .set({ refunded: sql`${payments.refunded} + ${part}` })
      .where(eq(payments.id, charge.id));
    await tx.insert(refunds).values({
      orderId: order.id,
      paymentId: charge.id,
      amount: part,
      currency: order.currency,
      method: "card",
      reason,
      status: "pending",
      createdBy,
    });
    rest -= part;
  }
  // Paid without a charge on record (a card the provider settled outside the site): recorded as given back.
  if (rest > 0)
    await tx.insert(refunds).values({
      orderId: order.id,
      amount: rest,
      currency: order.currency,
      method: "card",
      reason,
      status: "done",
      createdBy,
    });
}

/**
 * The refund of cancelling now. An order with a balance outstanding (decision 411) was paid only in part:
 * the penalty the timelines keep of the whole comes out of what was paid, and only the rest goes back.
 */
export function quoteCancellation(order: Order, lines: OrderLine[], now = new Date()) {
  const quote = refundQuote(
    order,
    lines.map((l) => {
      const view = viewLine(l.kind, l.payload, l.quantity);
      return { ...l, penaltyShare: shareAt(productOf(l.kind).timeline(view), now) };
    }),
    vatPercent(),
  );
  if (order.balanceAmount <= 0) return quote;
  const paid = order.cardAmount + order.walletAmount + order.giftCardAmount;
  const { refund } = overdueCancellation(paid, order.total, quote.amount);
  return { ...quote, amount: refund, explained: { ...quote.explained, paid } };
}

/**
 * A signed-in user (or a guest, for an order this browser may see) cancels a confirmed order
 * where the fare rules allow: the seats go
 * back and the quoted refund goes back the way the money came (splitRefund): to the card
 * through the provider (settled after the commit), to the wallet and to the gift card,
 * each part recorded.
 */
export async function cancelOrder(
  who: number | { userId: number | null; numbers: string[] },
  number: string,
  now = new Date(),
) {
  const viewer = typeof who === "number" ? { userId: who, numbers: [] } : who;
  const db = await getDb();
  const known = await allCurrencies();
  const outcome = await db.transaction(async (tx) => {
    const [found] = await tx.select().from(orders).where(eq(orders.number, number)).for("update");
    // The owner, or for a guest's order a browser it was placed in or opened from a booking link (orderForViewer's rule).
    const order =
      found && (found.userId !== null ? found.userId === viewer.userId : viewer.numbers.includes(found.number))
        ? found
        : null;
    if (!order) return { ok: false as const, error: "orders:booked.notFound" };
    return cancelLockedOrderTx(tx, order, now, "cancelled by customer", known);
  });
  if (outcome.ok && outcome.split.card > 0) await settleRefunds();
  return outcome;
}

/**
 * Cancels an order locked FOR UPDATE in `tx` (the customer's cancellation, or an agent's on the desk):
 * the quoted refund back the way the money came, the seats released, the cancellation e-mail queued.
 * Card refunds are recorded pending; the caller runs settleRefunds() after the commit. `full`: the whole
 * total back whatever the timeline says (the agency's own cancellation, decision 707).
 */
export async function cancelLockedOrderTx(
  tx: Tx,
  order: Order,
  now: Date,
  reason: string,
  known: Awaited<ReturnType<typeof allCurrencies>>,
  createdBy: number | null = null,
  /** The balance was not paid by its day (decision 411): cancelled whatever the timeline allows, the e-mail says why. */
  overdue: { due: string } | null = null,
  /** The agency cancels what it cannot deliver (a tour departure called off): everything paid back, no penalty. */
  full = false,
) {
  if (order.status !== "confirmed") return { ok: false as const, error: "orders:booked.notCancellable" };
  const lines = await tx.select().from(orderLines).where(eq(orderLines.orderId, order.id));
  // Everything paid goes back (a deposit-paid order was paid its deposit only).
  const paid = order.cardAmount + order.walletAmount + order.giftCardAmount;
  const q = full ? { refundable: true, amount: paid, penalty: 0 } : quoteCancellation(order, lines, now);
  if (!q.refundable && !overdue) return { ok: false as const, error: "orders:booked.notRefundable" };
  assertTransition(order.status, "cancelled");
  for (const line of lines) await inventoryFor(line.kind)?.release(tx, line);
  await tx
    .update(orders)
    .set({ status: "cancelled", cancelledAt: now, balanceAmount: 0 })
    .where(eq(orders.id, order.id));
  const split = splitRefund(q.amount, {
    card: order.cardAmount,
    wallet: order.walletAmount,
    giftCard: order.giftCardAmount,
  });
  const currency = order.currency;
  if (split.card > 0) await refundToCardsTx(tx, order, split.card, reason, createdBy);
  if (split.wallet > 0) {
    // The wallet keeps euros: all of what it paid comes back exactly, a part at the order's rate.
    const taken = await walletTaken(tx, order.id);
    const base =
      split.wallet === order.walletAmount
        ? taken
        : convertMinor(split.wallet, orderCurrencyInfo(order, known), BASE_CURRENCY);
    await tx
      .insert(refunds)
      .values({ orderId: order.id, amount: split.wallet, currency, method: "wallet", reason, createdBy });
    if (order.userId)
      await tx
        .insert(walletEntries)
        .values({ userId: order.userId, amount: base, kind: "refund", orderId: order.id, note: order.number });
  }
  if (split.giftCard > 0 && order.giftCardId) {
    const base =
      split.giftCard === order.giftCardAmount
        ? order.giftCardBase
        : Math.min(order.giftCardBase, convertMinor(split.giftCard, orderCurrencyInfo(order, known), BASE_CURRENCY));
    await tx
      .update(giftCards)
      .set({ balance: sql`${giftCards.balance} + ${base}` })
      .where(eq(giftCards.id, order.giftCardId));
    await tx
      .insert(refunds)
      .values({ orderId: order.id, amount: split.giftCard, currency, method: "gift_card", reason, createdBy });
  }
  // In a savepoint: an e-mail that cannot be written is logged and never undoes the cancellation.
  const cancelled = { ...order, status: "cancelled" as const, cancelledAt: now };
  await tx
    .transaction(async (savepoint) =>
      queueCancellation(
        await orderDetails(cancelled, savepoint),
        publicOrigin(),
        savepoint,
        orderCurrencyInfo(order, known),
        overdue,
      ),
    )
    .catch((error: unknown) => console.error(`order ${order.number}: cancellation e-mail not queued`, error));
  return { ok: true as const, amount: q.amount, split, penalty: q.penalty, order };
}

/** Why a refund was made, as a message key (refunds.reason keeps the words the code wrote). */
export function refundReasonKey(reason: string) {
  const known: Record<string, string> = {
    "cancelled by customer": "cancelled",
    "cancelled by the agency": "cancelled",
    "payment page replaced": "replaced",
    "order already paid": "alreadyPaid",
    "paid after the hold": "afterHold",
    "order changed": "changed",
    "date changed": "dateChanged",
    "moved by the agency": "agencyMove",
    "change closed": "replaced",
    "order cancelled": "closed",
    "order expired": "closed",
    "balance not paid": "balanceUnpaid",
  };
  return keyIn("orders:refund.reason", known[reason] ?? "other");
}

/** A user's card refunds, newest first: the financial page. */
export async function cardRefunds(userId: number) {
  const db = await getDb();
  return db
    .select({
      id: refunds.id,
      orderNumber: orders.number,
      amount: refunds.amount,
      currency: refunds.currency,
      reason: refunds.reason,
      status: refunds.status,
      createdAt: refunds.createdAt,
    })
    .from(refunds)
    .innerJoin(orders, eq(orders.id, refunds.orderId))
    .where(and(eq(orders.userId, userId), eq(refunds.method, "card")))
    .orderBy(desc(refunds.id));
}

/** Where cancelling each line now falls on its product's own refund rules (a train's ladder step), beside the quote. */
export function refundSteps(
  lines: readonly { kind: string; payload: Record<string, unknown> }[],
  now: Date,
  locale: Locale,
  t: DocumentT,
) {
  return lines.flatMap((l) => {
    const step = productOf(l.kind).refundNow?.(l, now, locale, t);
    return step ? [step] : [];
  });
}
