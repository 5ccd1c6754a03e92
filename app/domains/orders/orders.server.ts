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
  type PaymentStatus,
} from "~/db/schema";
import { getEnv, publicOrigin } from "~/utils/env.server";
import { inventoryFor, type Tx } from "~/domains/booking/inventory.server";
import "~/domains/flights/booking-inventory.server";
import "~/domains/hotels/booking-inventory.server";
import "~/domains/trains/booking-inventory.server";
import { productOf } from "~/domains/booking/products";
import { shareAt } from "~/domains/booking/timeline";
import { ticketPlan, viewLine } from "./lines";
import {
  assertTransition,
  checkDiscount,
  eTicketNumber,
  giftCardUse,
  lineCharge,
  orderNumber,
  PAYMENT_WINDOW_MINUTES,
  refundQuote,
  summarize,
  unitPrices,
  type DiscountCheck,
  type Summary,
} from "./rules";
import type { CheckoutInput } from "./schema";
import { getProvider } from "~/domains/payments/provider.server";
import type { CurrencyInfo } from "~/utils/money";
import { BASE_CURRENCY, convertMinor, lineIn, orderCurrencyInfo, splitRefund, useBalance } from "./currency";
import { allCurrencies } from "~/utils/currency.server";
import { keyIn } from "~/i18n/keys";
import { queueCancellation, queueConfirmation } from "./notify.server";
import { agencyToday } from "~/domains/flights/dates";
import { monthlyReport, type ReportCalendar } from "./report";

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
  /** The currency every amount above is in. */
  currency: string;
}

/**
 * Cart lines priced in the order's currency. A line is priced in the base currency, or in
 * its product's own (hotels in Iran in rials): each is converted at the currencies' rates now.
 */
function linesIn<L extends CartLineRow>(lines: L[], currency: CurrencyInfo, known: readonly CurrencyInfo[]): L[] {
  return lines.map((l) => {
    if (l.currency === currency.code) return l;
    const from = l.currency === BASE_CURRENCY.code ? BASE_CURRENCY : known.find((c) => c.code === l.currency);
    if (!from) throw new Error(`cart line ${l.id} is priced in ${l.currency}`);
    return lineIn(l, from, currency);
  });
}

/**
 * Cart lines as the order would price them, in `currency`, each with its charge (net, VAT,
 * gross): the cart shows these, the checkout's quote and the order are summed from them.
 */
export async function linesCharged<L extends CartLineRow>(lines: L[], currency: CurrencyInfo) {
  const priced = linesIn(lines, currency, await ratesFor(lines, currency));
  return priced.map((line) => ({ line, charge: lineCharge(line, vatPercent()) }));
}

/** The currencies (with rates) the lines need beyond the base and the order's own: none in the usual case. */
async function ratesFor(lines: readonly CartLineRow[], currency: CurrencyInfo): Promise<CurrencyInfo[]> {
  const other = lines.some((l) => l.currency !== BASE_CURRENCY.code && l.currency !== currency.code);
  return other ? allCurrencies() : [];
}

/** A discount code's amounts (fixed and direct values, the minimum) in the order's currency; percentages stay. */
function codeIn<C extends typeof discountCodes.$inferSelect>(code: C | undefined, currency: CurrencyInfo) {
  if (!code) return null;
  const from = code.currency === currency.code ? currency : BASE_CURRENCY;
  const money = code.type === "fixed_amount" || code.type === "direct";
  return {
    ...code,
    value: money ? convertMinor(code.value, from, currency) : code.value,
    minAmount: convertMinor(code.minAmount, from, currency),
  };
}

/** A gift card's balance (base currency) as it pays in the order's currency. */
function giftIn(card: typeof giftCards.$inferSelect | undefined, currency: CurrencyInfo) {
  if (!card) return null;
  return { ...card, balance: convertMinor(card.balance, BASE_CURRENCY, currency) };
}

/** The price summary for lines with optional codes, in `currency` (read only: nothing is used up). */
export async function quote(
  cartLineRows: CartLineRow[],
  codes: { discountCode?: string; giftCode?: string },
  who: { userId: number | null; email: string | null },
  now = new Date(),
  currency: CurrencyInfo = BASE_CURRENCY,
): Promise<Quote> {
  const db = await getDb();
  const lines = linesIn(cartLineRows, currency, await ratesFor(cartLineRows, currency));
  const base = summarize(lines, 0, vatPercent());
  let discount: DiscountCheck | null = null;
  if (codes.discountCode) {
    const [code] = await db.select().from(discountCodes).where(eq(discountCodes.code, codes.discountCode)).limit(1);
    discount = checkDiscount(codeIn(code, currency), {
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
    gift = giftCardUse(giftIn(card, currency), summary.total, now);
  }
  return { summary, discount, gift, due: summary.total - (gift?.ok ? gift.amount : 0), currency: currency.code };
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
  /** The currency the customer chose (with its rate now); the order is priced, charged and refunded in it. */
  currency?: CurrencyInfo;
  /** The address the request came from (pending-order limit per address). */
  clientIp?: string | null;
  now?: Date;
}): Promise<Order> {
  const now = params.now ?? new Date();
  const { input } = params;
  const currency = params.currency ?? BASE_CURRENCY;
  await expireStaleOrders(now);
  const db = await getDb();
  // Read before the transaction: every currency's rate, in case a line is priced in another one.
  const known = await allCurrencies();
  const visitor = params.userId ? `user:${params.userId}` : `cart:${params.cartId}`;
  return db.transaction(async (tx) => {
    const [cart] = await tx.select().from(carts).where(eq(carts.id, params.cartId)).for("update");
    if (!cart) throw new CheckoutError("orders:checkout.empty");
    const rows = await tx.select().from(cartLines).where(eq(cartLines.cartId, cart.id)).orderBy(asc(cartLines.id));
    const split = splitLines(rows, now);
    if (split.expired.length) throw new CheckoutError("orders:checkout.linesExpired");
    if (!split.valid.length) throw new CheckoutError("orders:checkout.empty");
    const valid = linesIn(split.valid, currency, known);
    await makeRoomForPendingOrder(tx, { visitor, clientIp: params.clientIp ?? null }, now);

    const base = summarize(valid, 0, vatPercent());
    let discountAmount = 0;
    let discountCodeId: number | null = null;
    if (input.discountCode) {
      const [code] = await tx
        .select()
        .from(discountCodes)
        .where(eq(discountCodes.code, input.discountCode))
        .for("update");
      const check = checkDiscount(codeIn(code, currency), {
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
    let giftBase = 0;
    let giftCardId: number | null = null;
    if (input.giftCode) {
      const [card] = await tx.select().from(giftCards).where(eq(giftCards.code, input.giftCode)).for("update");
      const use = giftCardUse(giftIn(card, currency), summary.total, now);
      if (!use.ok) throw new CheckoutError(use.error, "giftCode");
      // The card keeps a base-currency balance: take off what pays `use.amount` at this rate.
      const taken = useBalance(card.balance, use.amount, currency);
      giftAmount = taken.amount;
      giftBase = taken.base;
      giftCardId = card.id;
      await tx
        .update(giftCards)
        .set({ balance: sql`${giftCards.balance} - ${taken.base}` })
        .where(eq(giftCards.id, card.id));
    }

    const [order] = await tx
      .insert(orders)
      .values({
        number: await freshOrderNumber(tx),
        userId: params.userId,
        status: "pending_payment",
        locale: params.locale,
        currency: currency.code,
        rate: currency.rate,
        visitor,
        clientIp: params.clientIp ?? null,
        ticketAmount: summary.ticketAmount,
        tax: summary.tax,
        commission: summary.commission,
        otherCosts: summary.otherCosts,
        discount: summary.discount,
        vat: summary.vat,
        total: summary.total,
        giftCardAmount: giftAmount,
        giftCardBase: giftBase,
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
      const taken = inventory ? await inventory.take(tx, line) : true;
      if (!taken) throw new CheckoutError("orders:checkout.seatsGone");
      await tx.insert(orderLines).values({
        orderId: order.id,
        kind: line.kind,
        // What the inventory holds: the line as it came, or as held (places the site chose at hold time).
        payload: taken === true ? line.payload : taken.payload,
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

/** What the wallet gave an order, in the wallet's (base) currency: its payment entry. */
async function walletTaken(tx: Tx, orderId: number) {
  const [entry] = await tx
    .select({ amount: walletEntries.amount })
    .from(walletEntries)
    .where(and(eq(walletEntries.orderId, orderId), eq(walletEntries.kind, "payment")));
  return entry ? -entry.amount : 0;
}

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

async function expireOrder(id: number, now: Date) {
  const db = await getDb();
  await db.transaction(async (tx) => {
    const [order] = await tx.select().from(orders).where(eq(orders.id, id)).for("update");
    if (!order || order.status !== "pending_payment" || order.expiresAt >= now) return;
    await expireTx(tx, order, now, "expired");
  });
}

/** A pending order (locked by the caller) gives back what it held and expires. */
async function expireTx(tx: Tx, order: Order, now: Date, reason: string) {
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
async function makeRoomForPendingOrder(tx: Tx, who: { visitor: string; clientIp: string | null }, now: Date) {
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

/**
 * Marks a pending order paid, issues its e-tickets (once: unique per passenger and segment) and queues the
 * confirmation e-mails in the same transaction (decision 404).
 */
async function confirmTx(tx: Tx, order: Order, now: Date, known: Pick<CurrencyInfo, "code" | "sign" | "decimals">[]) {
  assertTransition(order.status, "confirmed");
  const [confirmed] = await tx
    .update(orders)
    .set({ status: "confirmed", confirmedAt: now })
    .where(and(eq(orders.id, order.id), eq(orders.status, "pending_payment")))
    .returning();
  if (!confirmed) return false;
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
    let walletAmount = order.walletAmount;
    if (params.useWallet && params.userId && order.userId === params.userId && walletAmount === 0) {
      await tx.select({ id: users.id }).from(users).where(eq(users.id, params.userId)).for("update");
      // The wallet keeps euros; what it pays is converted at the order's rate.
      const balance = Math.max(0, await walletBalanceTx(tx, params.userId));
      const taken = useBalance(balance, order.total - order.giftCardAmount, orderCurrencyInfo(order, known));
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
    const due = order.total - order.giftCardAmount - walletAmount;
    if (due <= 0) {
      const newlyConfirmed = await confirmTx(tx, { ...order, walletAmount }, now, known);
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

/** Why a successful charge cannot pay its order (it is then refunded), or null when it can. */
function chargeRefused(order: Order, payment: typeof payments.$inferSelect, now: Date): string | null {
  if (payment.status === "cancelled") return "payment page replaced";
  if (order.status === "confirmed") return "order already paid";
  if (order.status !== "pending_payment") return `order ${order.status}`;
  if (order.expiresAt <= now) return "paid after the hold";
  if (payment.amount !== order.total - order.giftCardAmount - order.walletAmount) return "order changed";
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
    const [payment] = await tx.select().from(payments).where(eq(payments.id, result.paymentId)).for("update");
    if (!payment) return { order: null, payment: null, newlyConfirmed: false, refunded: null };
    const [order] = await tx.select().from(orders).where(eq(orders.id, payment.orderId)).for("update");
    const charged = result.status === "succeeded";
    // Settled before (a replay), or a refusal/failure for a page already replaced: nothing changes.
    if (payment.status !== "pending" && !(payment.status === "cancelled" && charged))
      return { order, payment, newlyConfirmed: false, refunded: null };
    const refused = charged ? chargeRefused(order, payment, now) : null;
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
    } else if (status === "succeeded") {
      await tx.update(orders).set({ cardAmount: payment.amount }).where(eq(orders.id, order.id));
      newlyConfirmed = await confirmTx(tx, order, now, known);
      current = { ...order, status: "confirmed", cardAmount: payment.amount, confirmedAt: now };
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

/** What a user's wallet (kept in euros) is worth for an order, at the order's rate, in the order's minor units. */
export async function walletBalanceFor(userId: number, order: Order) {
  return convertMinor(await walletBalance(userId), BASE_CURRENCY, await currencyOfOrder(order));
}

/** An order's currency: its code and recorded rate, with that currency's sign and minor-unit digits. */
async function currencyOfOrder(order: Pick<Order, "currency" | "rate">): Promise<CurrencyInfo> {
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

export function quoteCancellation(order: Order, lines: OrderLine[], now = new Date()) {
  return refundQuote(
    order,
    lines.map((l) => {
      const view = viewLine(l.kind, l.payload, l.quantity);
      return { ...l, penaltyShare: shareAt(productOf(l.kind).timeline(view), now) };
    }),
    vatPercent(),
  );
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
    if (order.status !== "confirmed") return { ok: false as const, error: "orders:booked.notCancellable" };
    const lines = await tx.select().from(orderLines).where(eq(orderLines.orderId, order.id));
    const q = quoteCancellation(order, lines, now);
    if (!q.refundable) return { ok: false as const, error: "orders:booked.notRefundable" };
    assertTransition(order.status, "cancelled");
    for (const line of lines) await inventoryFor(line.kind)?.release(tx, line);
    await tx.update(orders).set({ status: "cancelled", cancelledAt: now }).where(eq(orders.id, order.id));
    const split = splitRefund(q.amount, {
      card: order.cardAmount,
      wallet: order.walletAmount,
      giftCard: order.giftCardAmount,
    });
    const reason = "cancelled by customer";
    const currency = order.currency;
    if (split.card > 0) {
      const [charge] = await tx
        .select()
        .from(payments)
        .where(and(eq(payments.orderId, order.id), eq(payments.status, "succeeded")));
      await tx.insert(refunds).values({
        orderId: order.id,
        paymentId: charge?.id ?? null,
        amount: split.card,
        currency,
        method: "card",
        reason,
        status: charge ? "pending" : "done",
      });
    }
    if (split.wallet > 0) {
      // The wallet keeps euros: all of what it paid comes back exactly, a part at the order's rate.
      const taken = await walletTaken(tx, order.id);
      const base =
        split.wallet === order.walletAmount
          ? taken
          : convertMinor(split.wallet, orderCurrencyInfo(order, known), BASE_CURRENCY);
      await tx.insert(refunds).values({ orderId: order.id, amount: split.wallet, currency, method: "wallet", reason });
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
        .values({ orderId: order.id, amount: split.giftCard, currency, method: "gift_card", reason });
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
        ),
      )
      .catch((error: unknown) => console.error(`order ${order.number}: cancellation e-mail not queued`, error));
    return { ok: true as const, amount: q.amount, split, penalty: q.penalty, order };
  });
  if (outcome.ok && outcome.split.card > 0) await settleRefunds();
  return outcome;
}

/** Why a refund was made, as a message key (refunds.reason keeps the words the code wrote). */
export function refundReasonKey(reason: string) {
  const known: Record<string, string> = {
    "cancelled by customer": "cancelled",
    "payment page replaced": "replaced",
    "order already paid": "alreadyPaid",
    "paid after the hold": "afterHold",
    "order changed": "changed",
    "order cancelled": "closed",
    "order expired": "closed",
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

/**
 * Spending by month and currency: confirmed and cancelled orders, minus refunds; months of
 * the page's calendar (Jalali on Persian pages), each order in the month of its Tehran day.
 */
export async function spendingReport(userId: number, calendar: ReportCalendar = "gregorian") {
  const db = await getDb();
  const rows = await db.execute<{ at: string; currency: string; total: string; refunded: string }>(sql`
    SELECT (extract(epoch FROM o.confirmed_at) * 1000)::bigint AS at, o.currency, o.total,
           coalesce((SELECT sum(r.amount) FROM refunds r WHERE r.order_id = o.id AND r.reason = 'cancelled by customer'), 0) AS refunded
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
