import crypto from "node:crypto";
import { and, asc, desc, eq, inArray, lt, or, sql } from "drizzle-orm";
import { getDb } from "~/db/client.server";
import {
  cartLines,
  carts,
  discountCodes,
  giftCards,
  orderLines,
  orders,
  payments,
  refunds,
  savedCards,
  tickets,
  users,
  walletEntries,
} from "~/db/schema";
import { getEnv } from "~/utils/env.server";
import { inventoryFor, type Tx } from "./inventory.server";
import "./flight-inventory.server";
import { cancellationShare } from "./fare.server";
import { ticketPlan, viewLine } from "./lines";
import {
  assertTransition,
  checkDiscount,
  eTicketNumber,
  giftCardUse,
  orderNumber,
  PAYMENT_WINDOW_MINUTES,
  refundQuote,
  summarize,
  unitPrices,
  walletUse,
  type DiscountCheck,
  type Summary,
} from "./rules";
import type { CheckoutInput } from "./schema";
import { getProvider } from "~/domains/payments/provider.server";

export type Order = typeof orders.$inferSelect;
export type OrderLine = typeof orderLines.$inferSelect;
type CartLineRow = typeof cartLines.$inferSelect;

export function vatPercent() {
  return getEnv().VAT_PERCENT;
}

/** Lines that can still be bought (not expired) and the ones that cannot. */
export function splitLines<T extends { expiresAt: Date }>(lines: T[], now = new Date()) {
  return { valid: lines.filter((l) => l.expiresAt > now), expired: lines.filter((l) => l.expiresAt <= now) };
}

async function earlierOrders(db: Db | Tx, userId: number | null, email: string | null) {
  const who = [
    userId ? eq(orders.userId, userId) : undefined,
    email ? sql`${orders.buyer}->>'email' = ${email}` : undefined,
  ].filter(Boolean);
  if (!who.length) return 0;
  const rows = await db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.status, "confirmed"), or(...(who as never[]))))
    .limit(1);
  return rows.length;
}
type Db = Awaited<ReturnType<typeof getDb>>;

export interface Quote {
  summary: Summary;
  discount: DiscountCheck | null;
  gift: { ok: true; amount: number } | { ok: false; error: string } | null;
  due: number;
}

/** The price summary for lines with optional codes (read only: nothing is used up). */
export async function quote(
  lines: CartLineRow[],
  codes: { discountCode?: string; giftCode?: string },
  who: { userId: number | null; email: string | null },
  now = new Date(),
): Promise<Quote> {
  const db = await getDb();
  const base = summarize(lines, 0, vatPercent());
  let discount: DiscountCheck | null = null;
  if (codes.discountCode) {
    const [code] = await db.select().from(discountCodes).where(eq(discountCodes.code, codes.discountCode)).limit(1);
    discount = checkDiscount(code ?? null, {
      now,
      ticketAmount: base.ticketAmount,
      units: unitPrices(lines),
      earlierOrders: await earlierOrders(db, who.userId, who.email),
    });
  }
  const summary = summarize(lines, discount?.ok ? discount.amount : 0, vatPercent());
  let gift: Quote["gift"] = null;
  if (codes.giftCode) {
    const [card] = await db.select().from(giftCards).where(eq(giftCards.code, codes.giftCode)).limit(1);
    gift = giftCardUse(card ?? null, summary.total, now);
  }
  return { summary, discount, gift, due: summary.total - (gift?.ok ? gift.amount : 0) };
}

export class CheckoutError extends Error {
  constructor(
    public key: string,
    public field?: "discountCode" | "giftCode",
  ) {
    super(key);
  }
}

/**
 * "Confirm booking": one transaction that locks the cart, re-checks and uses up the
 * discount code and gift card, creates the order and its lines, takes the inventory of
 * every line (a seat can never be sold twice) and empties the cart. Throws CheckoutError.
 */
export async function placeOrder(params: {
  cartId: string;
  userId: number | null;
  locale: string;
  input: CheckoutInput;
  now?: Date;
}): Promise<Order> {
  const now = params.now ?? new Date();
  const { input } = params;
  await expireStaleOrders(now);
  const db = await getDb();
  return db.transaction(async (tx) => {
    const [cart] = await tx.select().from(carts).where(eq(carts.id, params.cartId)).for("update");
    if (!cart) throw new CheckoutError("orders:checkout.empty");
    const rows = await tx.select().from(cartLines).where(eq(cartLines.cartId, cart.id)).orderBy(asc(cartLines.id));
    const { valid, expired } = splitLines(rows, now);
    if (expired.length) throw new CheckoutError("orders:checkout.linesExpired");
    if (!valid.length) throw new CheckoutError("orders:checkout.empty");

    const base = summarize(valid, 0, vatPercent());
    let discountAmount = 0;
    let discountCodeId: number | null = null;
    if (input.discountCode) {
      const [code] = await tx
        .select()
        .from(discountCodes)
        .where(eq(discountCodes.code, input.discountCode))
        .for("update");
      const check = checkDiscount(code ?? null, {
        now,
        ticketAmount: base.ticketAmount,
        units: unitPrices(valid),
        earlierOrders: await earlierOrders(tx, params.userId, input.email),
      });
      if (!check.ok) throw new CheckoutError(check.error, "discountCode");
      discountAmount = check.amount;
      discountCodeId = code.id;
      await tx
        .update(discountCodes)
        .set({ usedCount: sql`${discountCodes.usedCount} + 1` })
        .where(eq(discountCodes.id, code.id));
    }
    const summary = summarize(valid, discountAmount, vatPercent());

    let giftAmount = 0;
    let giftCardId: number | null = null;
    if (input.giftCode) {
      const [card] = await tx.select().from(giftCards).where(eq(giftCards.code, input.giftCode)).for("update");
      const use = giftCardUse(card ?? null, summary.total, now);
      if (!use.ok) throw new CheckoutError(use.error, "giftCode");
      giftAmount = use.amount;
      giftCardId = card.id;
      await tx
        .update(giftCards)
        .set({ balance: sql`${giftCards.balance} - ${giftAmount}` })
        .where(eq(giftCards.id, card.id));
    }

    const [order] = await tx
      .insert(orders)
      .values({
        number: await freshOrderNumber(tx),
        userId: params.userId,
        status: "pending_payment",
        locale: params.locale,
        currency: "EUR",
        ticketAmount: summary.ticketAmount,
        tax: summary.tax,
        commission: summary.commission,
        otherCosts: summary.otherCosts,
        discount: summary.discount,
        vat: summary.vat,
        total: summary.total,
        giftCardAmount: giftAmount,
        buyer: { firstName: input.firstName, lastName: input.lastName, email: input.email, phone: input.phone },
        billing: input.billing,
        shipping: input.shipping,
        charity: input.charity ?? null,
        discovery: input.discovery ?? null,
        sendTo: input.sendToOther ? { name: input.sendToName, email: input.sendToEmail } : null,
        discountCodeId,
        giftCardId,
        expiresAt: new Date(now.getTime() + PAYMENT_WINDOW_MINUTES * 60_000),
      })
      .returning();
    for (const line of valid) {
      const inventory = inventoryFor(line.kind);
      if (inventory && !(await inventory.take(tx, line))) throw new CheckoutError("orders:checkout.seatsGone");
      await tx.insert(orderLines).values({
        orderId: order.id,
        kind: line.kind,
        payload: line.payload,
        currency: line.currency,
        amount: line.amount,
        breakdown: line.breakdown,
        quantity: line.quantity,
      });
    }
    await tx.delete(cartLines).where(eq(cartLines.cartId, cart.id));
    return order;
  });
}

async function freshOrderNumber(tx: Tx) {
  for (;;) {
    const number = orderNumber(() => crypto.randomInt(1e8) / 1e8);
    const [taken] = await tx.select({ id: orders.id }).from(orders).where(eq(orders.number, number)).limit(1);
    if (!taken) return number;
  }
}

/** Gives back what an unpaid order held: inventory, gift-card balance, wallet payment. */
async function releaseHolds(tx: Tx, order: Order, reason: string) {
  const lines = await tx.select().from(orderLines).where(eq(orderLines.orderId, order.id));
  for (const line of lines) await inventoryFor(line.kind)?.release(tx, line);
  if (order.giftCardId && order.giftCardAmount > 0) {
    await tx
      .update(giftCards)
      .set({ balance: sql`${giftCards.balance} + ${order.giftCardAmount}` })
      .where(eq(giftCards.id, order.giftCardId));
    await tx.insert(refunds).values({ orderId: order.id, amount: order.giftCardAmount, method: "gift_card", reason });
  }
  if (order.userId && order.walletAmount > 0) {
    await tx
      .insert(walletEntries)
      .values({
        userId: order.userId,
        amount: order.walletAmount,
        kind: "payment_reversal",
        orderId: order.id,
        note: reason,
      })
      .onConflictDoNothing();
    await tx.insert(refunds).values({ orderId: order.id, amount: order.walletAmount, method: "wallet", reason });
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

async function expireOrder(id: number, now: Date) {
  const db = await getDb();
  await db.transaction(async (tx) => {
    const [order] = await tx.select().from(orders).where(eq(orders.id, id)).for("update");
    if (!order || order.status !== "pending_payment" || order.expiresAt >= now) return;
    assertTransition(order.status, "expired");
    await releaseHolds(tx, order, "expired");
    await tx.update(orders).set({ status: "expired", cancelledAt: now }).where(eq(orders.id, id));
  });
}

/** Marks a pending order paid and issues its e-tickets (once: unique per passenger and segment). */
async function confirmTx(tx: Tx, order: Order, now: Date) {
  assertTransition(order.status, "confirmed");
  const updated = await tx
    .update(orders)
    .set({ status: "confirmed", confirmedAt: now })
    .where(and(eq(orders.id, order.id), eq(orders.status, "pending_payment")))
    .returning({ id: orders.id });
  if (!updated.length) return false;
  const lines = await tx.select().from(orderLines).where(eq(orderLines.orderId, order.id)).orderBy(asc(orderLines.id));
  const buyerName = `${order.buyer.firstName} ${order.buyer.lastName}`;
  for (const line of lines) {
    for (const t of ticketPlan(viewLine(line.kind, line.payload, line.quantity), buyerName)) {
      for (let attempt = 0; ; attempt++) {
        const number = eTicketNumber(() => crypto.randomInt(1e10) / 1e10);
        const [taken] = await tx.select({ id: tickets.id }).from(tickets).where(eq(tickets.number, number)).limit(1);
        if (taken && attempt < 5) continue;
        await tx
          .insert(tickets)
          .values({ orderId: order.id, orderLineId: line.id, number, ...t })
          .onConflictDoNothing();
        break;
      }
    }
  }
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
  now?: Date;
}): Promise<PayOutcome> {
  const now = params.now ?? new Date();
  const db = await getDb();
  const provider = getProvider();
  const step = await db.transaction(async (tx) => {
    const [order] = await tx.select().from(orders).where(eq(orders.number, params.orderNumber)).for("update");
    if (!order) return { kind: "error", message: "orders:payment.notFound" } as const;
    if (order.status === "confirmed") return { kind: "confirmed", order, newlyConfirmed: false } as const;
    if (order.status !== "pending_payment")
      return { kind: "error", message: `orders:payment.${order.status}`, order } as const;
    if (order.expiresAt < now) return { kind: "expire", order } as const;
    let walletAmount = order.walletAmount;
    if (params.useWallet && params.userId && order.userId === params.userId && walletAmount === 0) {
      await tx.select({ id: users.id }).from(users).where(eq(users.id, params.userId)).for("update");
      const balance = await walletBalanceTx(tx, params.userId);
      walletAmount = walletUse(balance, order.total - order.giftCardAmount);
      if (walletAmount > 0) {
        await tx.insert(walletEntries).values({
          userId: params.userId,
          amount: -walletAmount,
          kind: "payment",
          orderId: order.id,
          note: order.number,
        });
        await tx.update(orders).set({ walletAmount }).where(eq(orders.id, order.id));
      }
    }
    const due = order.total - order.giftCardAmount - walletAmount;
    if (due <= 0) {
      const newlyConfirmed = await confirmTx(tx, { ...order, walletAmount }, now);
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
        status: "pending",
        cardBrand: card?.brand ?? null,
        cardLast4: card?.last4 ?? null,
      })
      .onConflictDoNothing();
    const [payment] = await tx
      .select()
      .from(payments)
      .where(eq(payments.idempotencyKey, `${order.id}:${params.attempt}`));
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
      },
      now,
    );
    if (result.order?.status === "confirmed")
      return { kind: "confirmed", order: result.order, newlyConfirmed: result.newlyConfirmed };
    return { kind: "error", message: `orders:payment.${charge.status}`, order };
  }
  return { kind: "redirect", url: provider.hostedPageUrl(payment.id) };
}

/**
 * The provider's answer (signed callback or a token charge), applied once: a replayed
 * callback, a refresh or five at once change nothing after the first. A success for an
 * order that expired meanwhile is recorded and refunded to the card.
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
  },
  now = new Date(),
): Promise<{ order: Order | null; payment: typeof payments.$inferSelect | null; newlyConfirmed: boolean }> {
  const db = await getDb();
  return db.transaction(async (tx) => {
    const [payment] = await tx.select().from(payments).where(eq(payments.id, result.paymentId)).for("update");
    if (!payment) return { order: null, payment: null, newlyConfirmed: false };
    const [order] = await tx.select().from(orders).where(eq(orders.id, payment.orderId)).for("update");
    if (payment.status !== "pending") return { order, payment, newlyConfirmed: false };
    let status = result.status;
    // A second success for an already paid order is refused (the unique index would too).
    if (status === "succeeded" && order.status === "confirmed") status = "failed";
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
    if (status === "succeeded") {
      if (order.status === "pending_payment") {
        await tx.update(orders).set({ cardAmount: payment.amount }).where(eq(orders.id, order.id));
        newlyConfirmed = await confirmTx(tx, order, now);
        current = { ...order, status: "confirmed", cardAmount: payment.amount, confirmedAt: now };
      } else {
        await tx
          .insert(refunds)
          .values({ orderId: order.id, amount: payment.amount, method: "card", reason: `paid after ${order.status}` });
      }
      if (result.token && result.fingerprint && order.userId) {
        await tx
          .insert(savedCards)
          .values({
            userId: order.userId,
            brand: result.brand ?? "card",
            last4: result.last4 ?? "0000",
            expMonth: 12,
            expYear: now.getUTCFullYear() + 3,
            holder: `${order.buyer.firstName} ${order.buyer.lastName}`,
            provider: payment.provider,
            providerToken: result.token,
            fingerprint: result.fingerprint,
          })
          .onConflictDoNothing();
      }
    }
    return { order: current, payment: { ...payment, status }, newlyConfirmed };
  });
}

async function walletBalanceTx(tx: Tx | Db, userId: number) {
  const [row] = await tx
    .select({ sum: sql<string>`coalesce(sum(${walletEntries.amount}), 0)` })
    .from(walletEntries)
    .where(eq(walletEntries.userId, userId));
  return Number(row?.sum ?? 0);
}

export async function walletBalance(userId: number) {
  return walletBalanceTx(await getDb(), userId);
}

/** An order with its lines, tickets and payments. */
export async function orderDetails(order: Order) {
  const db = await getDb();
  const [lines, ticketRows, paymentRows, refundRows] = await Promise.all([
    db.select().from(orderLines).where(eq(orderLines.orderId, order.id)).orderBy(asc(orderLines.id)),
    db
      .select()
      .from(tickets)
      .where(eq(tickets.orderId, order.id))
      .orderBy(asc(tickets.orderLineId), asc(tickets.passengerIndex), asc(tickets.segmentIndex)),
    db.select().from(payments).where(eq(payments.orderId, order.id)).orderBy(asc(payments.id)),
    db.select().from(refunds).where(eq(refunds.orderId, order.id)).orderBy(asc(refunds.id)),
  ]);
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

export function quoteCancellation(order: Order, lines: OrderLine[], now = new Date()) {
  return refundQuote(
    order,
    lines.map((l) => ({ ...l, penaltyShare: cancellationShare(viewLine(l.kind, l.payload, l.quantity), now) })),
    vatPercent(),
  );
}

/**
 * A signed-in user cancels a confirmed order where the fare rules allow: the seats go
 * back, the quoted refund goes to the wallet at once and is recorded.
 */
export async function cancelOrder(userId: number, number: string, now = new Date()) {
  const db = await getDb();
  return db.transaction(async (tx) => {
    const [order] = await tx
      .select()
      .from(orders)
      .where(and(eq(orders.number, number), eq(orders.userId, userId)))
      .for("update");
    if (!order) return { ok: false as const, error: "orders:booked.notFound" };
    if (order.status !== "confirmed") return { ok: false as const, error: "orders:booked.notCancellable" };
    const lines = await tx.select().from(orderLines).where(eq(orderLines.orderId, order.id));
    const q = quoteCancellation(order, lines, now);
    if (!q.refundable) return { ok: false as const, error: "orders:booked.notRefundable" };
    assertTransition(order.status, "cancelled");
    for (const line of lines) await inventoryFor(line.kind)?.release(tx, line);
    await tx.update(orders).set({ status: "cancelled", cancelledAt: now }).where(eq(orders.id, order.id));
    await tx
      .insert(refunds)
      .values({ orderId: order.id, amount: q.amount, method: "wallet", reason: "cancelled by customer" });
    await tx
      .insert(walletEntries)
      .values({ userId, amount: q.amount, kind: "refund", orderId: order.id, note: order.number });
    return { ok: true as const, amount: q.amount, order };
  });
}

/** Spending by month and currency: confirmed and cancelled orders, minus refunds. */
export async function spendingReport(userId: number) {
  const db = await getDb();
  const rows = await db.execute<{
    month: string;
    currency: string;
    orders: string;
    spent: string;
    refunded: string;
  }>(sql`
    SELECT to_char(o.confirmed_at AT TIME ZONE 'UTC', 'YYYY-MM') AS month, o.currency,
           count(*) AS orders, sum(o.total) AS spent,
           coalesce(sum((SELECT sum(r.amount) FROM refunds r WHERE r.order_id = o.id AND r.method = 'wallet' AND r.reason = 'cancelled by customer')), 0) AS refunded
    FROM orders o
    WHERE o.user_id = ${userId} AND o.confirmed_at IS NOT NULL
    GROUP BY 1, 2 ORDER BY 1 DESC, 2`);
  const list = (
    rows as unknown as { rows: { month: string; currency: string; orders: string; spent: string; refunded: string }[] }
  ).rows;
  return list.map((r) => ({
    month: r.month,
    currency: r.currency,
    orders: Number(r.orders),
    spent: Number(r.spent),
    refunded: Number(r.refunded),
    net: Number(r.spent) - Number(r.refunded),
  }));
}
