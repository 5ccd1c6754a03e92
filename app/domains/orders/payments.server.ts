import { and, asc, eq, sql } from "drizzle-orm";
import { getDb } from "~/db/client.server";
import {
  orderLines,
  orders,
  payments,
  refunds,
  savedCards,
  users,
  walletEntries,
  type PaymentStatus,
} from "~/db/schema";
import { publicOrigin } from "~/utils/env.server";
import type { Tx } from "~/domains/booking/inventory";
import { ticketPlan, viewLine } from "./lines";
import { assertTransition } from "./rules";
import { getProvider } from "~/domains/payments/provider.server";
import type { CurrencyInfo } from "~/utils/money";
import { orderCurrencyInfo, useBalance } from "./currency";
import { allCurrencies } from "~/utils/currency.server";
import { queueConfirmation } from "./notify.server";
import { issueTickets } from "./tickets.server";
import { type Order, orderDetails } from "./order-read.server";
import { walletBalanceTx } from "./wallet.server";
import { expireOrder, expireTx } from "./expiry.server";
import { settleRefunds } from "./refunds.server";
import { completeChangeTx } from "./changes.server";
import { dueNow } from "~/domains/booking/payment-plan";
import { balanceRefused, completeBalanceTx, planOf } from "./balance.server";

/** Paying an order: the wallet, a saved card or the provider's page; confirming it once paid (decisions 403, 404). */

/**
 * Marks a pending order paid, issues its e-tickets (once: unique per passenger and segment) and queues the
 * confirmation e-mails in the same transaction (decision 404). On a deposit (decision 411) `balanceDue` is the
 * day the rest is due by: what its recorded payments leave of the total becomes the balance.
 */
async function confirmTx(
  tx: Tx,
  order: Order,
  now: Date,
  known: Pick<CurrencyInfo, "code" | "sign" | "decimals">[],
  balanceDue: string | null = null,
) {
  assertTransition(order.status, "confirmed");
  const balance = balanceDue ? order.total - order.giftCardAmount - order.walletAmount - order.cardAmount : 0;
  const [confirmed] = await tx
    .update(orders)
    .set({
      status: "confirmed",
      confirmedAt: now,
      balanceAmount: Math.max(0, balance),
      balanceDueOn: balance > 0 ? balanceDue : null,
    })
    .where(and(eq(orders.id, order.id), eq(orders.status, "pending_payment")))
    .returning();
  if (!confirmed) return false;
  const lines = await tx.select().from(orderLines).where(eq(orderLines.orderId, order.id)).orderBy(asc(orderLines.id));
  const buyerName = `${order.buyer.firstName} ${order.buyer.lastName}`;
  for (const line of lines)
    await issueTickets(tx, order.id, line.id, ticketPlan(viewLine(line.kind, line.payload, line.quantity), buyerName));
  // In a savepoint: an e-mail that cannot be written is logged and never undoes a paid order (decision 403).
  await tx
    .transaction(async (savepoint) =>
      queueConfirmation(
        await orderDetails(confirmed, savepoint),
        publicOrigin(),
        savepoint,
        orderCurrencyInfo(confirmed, known),
      ),
    )
    .catch((error: unknown) => console.error(`order ${order.number}: confirmation e-mail not queued`, error));
  return true;
}

export type PayOutcome =
  | { kind: "confirmed"; order: Order; newlyConfirmed: boolean }
  | { kind: "redirect"; url: string }
  | { kind: "error"; message: string; order?: Order };

/**
 * "Pay": uses the wallet (signed-in owner only) and then either confirms the order (nothing
 * left to pay), charges a saved card, or sends the buyer to the provider's hosted page.
 * Idempotent: the same attempt key never makes a second payment, a paid order is never paid again.
 */
export async function payOrder(params: {
  orderNumber: string;
  userId: number | null;
  attempt: string;
  useWallet: boolean;
  savedCardId: number | null;
  /** "deposit": pay what the order's plan asks now, the balance later (decision 411); default in full. */
  plan?: "full" | "deposit";
  now?: Date;
}): Promise<PayOutcome> {
  const now = params.now ?? new Date();
  const db = await getDb();
  const provider = getProvider();
  // Read before the transaction: on PGlite a query outside it would wait for it to end.
  const known = await allCurrencies();
  const step = await db.transaction(async (tx) => {
    const [order] = await tx.select().from(orders).where(eq(orders.number, params.orderNumber)).for("update");
    if (!order) return { kind: "error", message: "orders:payment.notFound" } as const;
    if (order.status === "confirmed") return { kind: "confirmed", order, newlyConfirmed: false } as const;
    if (order.status !== "pending_payment")
      return { kind: "error", message: `orders:payment.${order.status}`, order } as const;
    if (order.expiresAt < now) return { kind: "expire", order } as const;
    // Deposit now, balance later (decision 411): the gift card and the wallet pay towards what is due now.
    const plan = params.plan === "deposit" ? await planOf(tx, order, now) : null;
    const target = dueNow(plan, order.total, order.giftCardAmount);
    let walletAmount = order.walletAmount;
    if (
      params.useWallet &&
      params.userId &&
      order.userId === params.userId &&
      walletAmount === 0 &&
      target > order.giftCardAmount
    ) {
      await tx.select({ id: users.id }).from(users).where(eq(users.id, params.userId)).for("update");
      // The wallet keeps euros; what it pays is converted at the order's rate.
      const balance = Math.max(0, await walletBalanceTx(tx, params.userId));
      const taken = useBalance(balance, target - order.giftCardAmount, orderCurrencyInfo(order, known));
      walletAmount = taken.amount;
      if (walletAmount > 0) {
        await tx.insert(walletEntries).values({
          userId: params.userId,
          amount: -taken.base,
          kind: "payment",
          orderId: order.id,
          note: order.number,
        });
        await tx.update(orders).set({ walletAmount }).where(eq(orders.id, order.id));
        // The amount due changed: payment pages opened for the old amount can no longer be completed.
        await tx
          .update(payments)
          .set({ status: "cancelled", completedAt: now })
          .where(and(eq(payments.orderId, order.id), eq(payments.status, "pending")));
      }
    }
    const due = target - order.giftCardAmount - walletAmount;
    if (due <= 0) {
      const newlyConfirmed = await confirmTx(tx, { ...order, walletAmount }, now, known, plan?.balanceDue ?? null);
      return {
        kind: "confirmed",
        order: { ...order, walletAmount, status: "confirmed" as const },
        newlyConfirmed,
      } as const;
    }
    let card: typeof savedCards.$inferSelect | undefined;
    if (params.savedCardId) {
      if (!params.userId || order.userId !== params.userId)
        return { kind: "error", message: "orders:payment.cardNotFound", order } as const;
      [card] = await tx
        .select()
        .from(savedCards)
        .where(and(eq(savedCards.id, params.savedCardId), eq(savedCards.userId, params.userId)));
      if (!card) return { kind: "error", message: "orders:payment.cardNotFound", order } as const;
    }
    await tx
      .insert(payments)
      .values({
        orderId: order.id,
        provider: provider.id,
        idempotencyKey: `${order.id}:${params.attempt}`,
        amount: due,
        currency: order.currency,
        status: "pending",
        cardBrand: card?.brand ?? null,
        cardLast4: card?.last4 ?? null,
      })
      .onConflictDoNothing();
    const [payment] = await tx
      .select()
      .from(payments)
      .where(eq(payments.idempotencyKey, `${order.id}:${params.attempt}`));
    // One payment page at a time (the order row is locked): a newer attempt retires the older
    // ones; a charge made on a retired page anyway is refunded (completePayment).
    await tx
      .update(payments)
      .set({ status: "cancelled", completedAt: now })
      .where(and(eq(payments.orderId, order.id), eq(payments.status, "pending"), sql`${payments.id} <> ${payment.id}`));
    return { kind: "pay", order, payment, card } as const;
  });
  if (step.kind === "expire") {
    await expireOrder(step.order.id, now);
    return { kind: "error", message: "orders:payment.expired", order: step.order };
  }
  if (step.kind !== "pay") return step;
  const { payment, card, order } = step;
  if (payment.status === "succeeded")
    return { kind: "confirmed", order: { ...order, status: "confirmed" }, newlyConfirmed: false };
  if (payment.status !== "pending") return { kind: "error", message: `orders:payment.${payment.status}`, order };
  if (card) {
    const charge = await provider.chargeToken(
      card.providerToken,
      payment.amount,
      payment.currency,
      `pay-${payment.id}`,
    );
    const result = await completePayment(
      {
        paymentId: payment.id,
        status: charge.status,
        ref: charge.ref,
        brand: card.brand,
        last4: card.last4,
        token: null,
        fingerprint: null,
        expMonth: null,
        expYear: null,
        holder: null,
      },
      now,
    );
    if (result.order?.status === "confirmed")
      return { kind: "confirmed", order: result.order, newlyConfirmed: result.newlyConfirmed };
    return { kind: "error", message: `orders:payment.${charge.status}`, order };
  }
  return { kind: "redirect", url: provider.hostedPageUrl(payment.id, order.locale) };
}

/**
 * Why a successful charge cannot pay its order (it is then refunded), or null when it can; `deposit`: what the
 * order's plan asks now after the gift card and the wallet (decision 411), when it has one.
 */
function chargeRefused(
  order: Order,
  payment: typeof payments.$inferSelect,
  now: Date,
  deposit: number | null,
): string | null {
  if (payment.status === "cancelled") return "payment page replaced";
  if (order.status === "confirmed") return "order already paid";
  if (order.status !== "pending_payment") return `order ${order.status}`;
  if (order.expiresAt <= now) return "paid after the hold";
  if (payment.amount !== order.total - order.giftCardAmount - order.walletAmount && payment.amount !== deposit)
    return "order changed";
  return null;
}

/**
 * The provider's answer (signed callback or a token charge), applied once: a replayed
 * callback, a refresh or five at once change nothing after the first. A success that
 * cannot pay its order — a second charge for a paid order, a page replaced by a newer one,
 * a payment after the hold, an order whose amount changed — is recorded as refunded and
 * given back to the card through the provider (settleRefunds, after the commit).
 */
export async function completePayment(
  result: {
    paymentId: number;
    status: "succeeded" | "declined" | "failed";
    ref: string;
    brand: string | null;
    last4: string | null;
    token: string | null;
    fingerprint: string | null;
    /** The card to save: expiry and holder as typed on the provider's page. */
    expMonth?: number | null;
    expYear?: number | null;
    holder?: string | null;
  },
  now = new Date(),
): Promise<{
  order: Order | null;
  payment: typeof payments.$inferSelect | null;
  newlyConfirmed: boolean;
  refunded: string | null;
}> {
  const db = await getDb();
  const known = await allCurrencies();
  const outcome = await db.transaction(async (tx) => {
    // The order first, then its payment: the order every writer locks them in (paying, expiring, cancelling),
    // so a charge completing while the balance is paid from the wallet or cancelled never deadlocks.
    const [head] = await tx
      .select({ orderId: payments.orderId })
      .from(payments)
      .where(eq(payments.id, result.paymentId));
    if (!head) return { order: null, payment: null, newlyConfirmed: false, refunded: null };
    const [order] = await tx.select().from(orders).where(eq(orders.id, head.orderId)).for("update");
    const [payment] = await tx.select().from(payments).where(eq(payments.id, result.paymentId)).for("update");
    const charged = result.status === "succeeded";
    // Settled before (a replay), or a refusal/failure for a page already replaced: nothing changes.
    if (payment.status !== "pending" && !(payment.status === "cancelled" && charged))
      return { order, payment, newlyConfirmed: false, refunded: null };
    // A deposit's plan (decision 411), when the charge is not the whole amount due.
    const full = payment.amount === order.total - order.giftCardAmount - order.walletAmount;
    const plan = charged && !payment.changeId && !payment.forBalance && !full ? await planOf(tx, order, now) : null;
    const deposit = plan
      ? dueNow(plan, order.total, order.giftCardAmount) - order.giftCardAmount - order.walletAmount
      : null;
    // A change's balance (decision 109): applied with the change, or refunded.
    const refused = payment.changeId
      ? await completeChangeTx(tx, payment, order, charged, now, known)
      : payment.forBalance
        ? charged
          ? balanceRefused(order, payment)
          : null
        : charged
          ? chargeRefused(order, payment, now, deposit)
          : null;
    const status: PaymentStatus = !charged ? result.status : refused ? "refunded" : "succeeded";
    await tx
      .update(payments)
      .set({
        status,
        providerRef: result.ref,
        cardBrand: result.brand ?? payment.cardBrand,
        cardLast4: result.last4 ?? payment.cardLast4,
        completedAt: now,
      })
      .where(eq(payments.id, payment.id));
    let newlyConfirmed = false;
    let current = order;
    if (refused) {
      await tx.update(payments).set({ refunded: payment.amount }).where(eq(payments.id, payment.id));
      await tx.insert(refunds).values({
        orderId: order.id,
        paymentId: payment.id,
        amount: payment.amount,
        currency: payment.currency,
        method: "card",
        reason: refused,
        status: "pending",
      });
      if (order.status === "pending_payment" && order.expiresAt <= now) {
        await expireTx(tx, order, now, "expired");
        current = { ...order, status: "expired" };
      }
    } else if (status === "succeeded" && payment.changeId) {
      const [fresh] = await tx.select().from(orders).where(eq(orders.id, order.id));
      current = fresh;
    } else if (status === "succeeded" && payment.forBalance) {
      current = await completeBalanceTx(tx, order, payment);
    } else if (status === "succeeded") {
      await tx.update(orders).set({ cardAmount: payment.amount }).where(eq(orders.id, order.id));
      const paid = { ...order, cardAmount: payment.amount };
      newlyConfirmed = await confirmTx(tx, paid, now, known, full ? null : (plan?.balanceDue ?? null));
      const [fresh] = await tx.select().from(orders).where(eq(orders.id, order.id));
      current = fresh;
    }
    if (status === "succeeded" && result.token && result.fingerprint && order.userId) {
      await tx
        .insert(savedCards)
        .values({
          userId: order.userId,
          brand: result.brand ?? "card",
          last4: result.last4 ?? "0000",
          expMonth: result.expMonth ?? 12,
          expYear: result.expYear ?? now.getUTCFullYear() + 3,
          holder: result.holder ?? `${order.buyer.firstName} ${order.buyer.lastName}`,
          provider: payment.provider,
          providerToken: result.token,
          fingerprint: result.fingerprint,
        })
        .onConflictDoNothing();
    }
    return { order: current, payment: { ...payment, status }, newlyConfirmed, refunded: refused };
  });
  if (outcome.refunded) await settleRefunds();
  return outcome;
}
