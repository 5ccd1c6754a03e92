import { and, asc, eq, lt, sql } from "drizzle-orm";
import { getDb } from "~/db/client.server";
import {
  giftCards,
  orderChanges,
  orderLines,
  orders,
  payments,
  refunds,
  tickets,
  walletEntries,
  type PriceBreakdown,
} from "~/db/schema";
import type { Tx } from "~/domains/booking/inventory";
import { inventoryFor } from "~/domains/booking/products";
import { getProvider } from "~/domains/payments/provider.server";
import { allCurrencies } from "~/utils/currency.server";
import { publicOrigin } from "~/utils/env.server";
import type { CurrencyInfo } from "~/utils/money";
import { changeCharge, changedTotals, feeOn, replacePart } from "./change-rules";
import { vatOn } from "~/utils/vat";
import { BASE_CURRENCY, convertMinor, lineIn, orderCurrencyInfo, splitRefund } from "./currency";
import { ticketPlan, viewLine } from "./lines";
import { queueChanged } from "./notify.server";
import { orderDetails, type Order, type OrderLine } from "./order-read.server";
import { vatPercent } from "./quote.server";
import { refundToCardsTx, settleRefunds } from "./refunds.server";
import { walletTaken } from "./wallet.server";
import { issueTickets } from "./tickets.server";

/**
 * Changing a confirmed order's line after purchase (decision 109): a product proposes the new line
 * (a flight on another date) and its change fee; the core prices the balance, holds the new line's
 * inventory, takes the payment through the provider or gives the money back the way it came, and
 * applies the change — the line replaced, the old inventory given back, new tickets issued, an
 * e-mail queued — in one transaction. The product is reached only through its inventory contract.
 */

/** How long a change's new seats stay held while its balance is paid. */
export const CHANGE_HOLD_MINUTES = 15;

export interface ChangeProposal {
  lineId: number;
  /** The line's payload once changed. */
  payload: Record<string, unknown>;
  /** The part of the line's price the change replaces (0–1]: a return's outbound, the share of its fares. */
  share: number;
  /** What replaces it, priced by the product now in the base currency (EUR), or in `currency` when given. */
  replacement: PriceBreakdown;
  /** The currency the replacement is priced in, when not the base currency (a tour in rials). */
  currency?: string;
  /** The product's change fee, in percent of the replaced part's fares. */
  feePercent: number;
}

export type ChangeOutcome =
  | { kind: "pay"; url: string }
  | { kind: "done"; refund: number; currency: string }
  | { kind: "error"; message: string };

/** The new line in the order's currency (at the order's rate), the fee and what the change costs. */
export function priceChange(order: Order, line: OrderLine, proposal: ChangeProposal, known: CurrencyInfo[]) {
  const currency = orderCurrencyInfo(order, known);
  const code = proposal.currency ?? BASE_CURRENCY.code;
  const from =
    code === currency.code
      ? currency
      : code === BASE_CURRENCY.code
        ? BASE_CURRENCY
        : known.find((c) => c.code === code);
  if (!from) throw new Error(`a change priced in ${code}, a currency the site does not know`);
  const replacement = lineIn(
    { amount: proposal.replacement.total, breakdown: proposal.replacement, quantity: 1, currency: code },
    from,
    currency,
  ).breakdown;
  const share = Math.min(1, Math.max(0, proposal.share));
  const { removed, next } = replacePart(line.breakdown, share, replacement);
  const to = { amount: next.total, breakdown: next, quantity: line.quantity };
  const feeNet = feeOn(removed, line.quantity, proposal.feePercent);
  const charge = changeCharge(line, to, feeNet, vatPercent(), order.total);
  return { to, feeNet, charge, currency };
}

/** What an extra priced in the base currency (net) is charged on this order: its currency and rate, VAT included. */
export function extraCharge(order: Order, net: number, known: CurrencyInfo[]) {
  const converted = convertMinor(net, BASE_CURRENCY, orderCurrencyInfo(order, known));
  return converted + vatOn(converted, vatPercent());
}

/** The pending change of an order, if any, given up: its hold goes back, its payment pages are closed. */
async function dropPendingTx(tx: Tx, orderId: number, now: Date) {
  const [pending] = await tx
    .select()
    .from(orderChanges)
    .where(and(eq(orderChanges.orderId, orderId), eq(orderChanges.status, "pending_payment")))
    .for("update");
  if (!pending) return;
  const [line] = await tx.select().from(orderLines).where(eq(orderLines.id, pending.orderLineId));
  if (line) await inventoryFor(line.kind)?.change?.release(tx, { ...line, payload: pending.payload }, line);
  await tx.update(orderChanges).set({ status: "expired" }).where(eq(orderChanges.id, pending.id));
  await tx
    .update(payments)
    .set({ status: "cancelled", completedAt: now })
    .where(and(eq(payments.changeId, pending.id), eq(payments.status, "pending")));
}

/**
 * A proposal checked and priced under the order's lock: the line is the order's and its product can change lines,
 * a pending change is given up, the new line's inventory is taken (all or none). The line and the price, or why not.
 */
async function proposeTx(tx: Tx, order: Order, proposal: ChangeProposal, now: Date, known: CurrencyInfo[]) {
  const [line] = await tx
    .select()
    .from(orderLines)
    .where(and(eq(orderLines.id, proposal.lineId), eq(orderLines.orderId, order.id)));
  const inventory = line ? inventoryFor(line.kind) : undefined;
  if (!line || (inventory && !inventory.change)) return "notChangeable" as const;
  await dropPendingTx(tx, order.id, now);
  const priced = priceChange(order, line, proposal, known);
  const next = { payload: proposal.payload, quantity: line.quantity };
  if (inventory?.change && !(await inventory.change.take(tx, line, next))) return "filled" as const;
  return { line, ...priced };
}

/** The change's row, waiting for its payment (or applied at once by the caller). */
async function recordChangeTx(
  tx: Tx,
  order: Order,
  lineId: number,
  payload: Record<string, unknown>,
  c: { to: { amount: number; breakdown: PriceBreakdown }; fee: number; due: number; refund: number; expiresAt: Date },
) {
  const [change] = await tx
    .insert(orderChanges)
    .values({
      orderId: order.id,
      orderLineId: lineId,
      status: "pending_payment",
      payload,
      amount: c.to.amount,
      breakdown: c.to.breakdown,
      fee: c.fee,
      due: c.due,
      refund: c.refund,
      currency: order.currency,
      expiresAt: c.expiresAt,
    })
    .returning();
  return change;
}

/**
 * The customer confirms a change: the new line's inventory is taken (all or none), then either the
 * balance is to be paid on the provider's page (the change waits, held, for CHANGE_HOLD_MINUTES) or,
 * when nothing is due, it is applied at once and any refund goes back the way the order was paid.
 */
export async function startChange(params: {
  orderNumber: string;
  viewer: { userId: number | null; numbers: string[] };
  proposal: ChangeProposal;
  attempt: string;
  now?: Date;
}): Promise<ChangeOutcome> {
  const now = params.now ?? new Date();
  const db = await getDb();
  const known = await allCurrencies();
  const provider = getProvider();
  const step = await db.transaction(async (tx) => {
    const [order] = await tx.select().from(orders).where(eq(orders.number, params.orderNumber)).for("update");
    const mine =
      order &&
      (order.userId !== null ? order.userId === params.viewer.userId : params.viewer.numbers.includes(order.number));
    if (!order || !mine) return { kind: "error", message: "orders:booked.notFound" } as const;
    if (order.status !== "confirmed") return { kind: "error", message: "orders:change.notChangeable" } as const;
    // A booking paid on a deposit is changed once its balance is paid (decision 411).
    if (order.balanceAmount > 0) return { kind: "error", message: "orders:balance.changeFirst" } as const;
    const proposed = await proposeTx(tx, order, params.proposal, now, known);
    if (proposed === "notChangeable") return { kind: "error", message: "orders:change.notChangeable" } as const;
    if (proposed === "filled") return { kind: "error", message: "orders:change.filled" } as const;
    const { line, to, feeNet, charge, currency } = proposed;
    const change = await recordChangeTx(tx, order, line.id, params.proposal.payload, {
      to,
      fee: feeNet,
      due: charge.due,
      refund: charge.refund,
      expiresAt: new Date(now.getTime() + CHANGE_HOLD_MINUTES * 60_000),
    });
    if (charge.due === 0) {
      await applyChangeTx(tx, order, line, change, null, now, currency);
      return { kind: "done", refund: charge.refund, currency: order.currency } as const;
    }
    const [payment] = await tx
      .insert(payments)
      .values({
        orderId: order.id,
        changeId: change.id,
        provider: provider.id,
        idempotencyKey: `change-${change.id}:${params.attempt}`,
        amount: charge.due,
        currency: order.currency,
        status: "pending",
      })
      .returning();
    return { kind: "pay", url: provider.hostedPageUrl(payment.id, order.locale) } as const;
  });
  if (step.kind === "done" && step.refund > 0) await settleRefunds();
  return step;
}

/** How the agency's move settles the difference (agencyChangeTx): the balance it adds or cuts, and the balance after. */
interface AgencyMove {
  added: number;
  cut: number;
  balance: number;
  dueOn: string | null;
}

export type AgencyChangeOutcome =
  | { ok: true; difference: number; refund: number; balance: number; dueOn: string | null; changeId: number }
  | { ok: false; error: "notChangeable" | "filled" };

/**
 * The agency changes a confirmed order's line (decision 708: a tour moved to another departure), inside the
 * caller's transaction with the order row locked: no fee; the new line's inventory taken (all or none) and the
 * change applied at once. A dearer line adds the difference to the balance the customer owes, due by
 * `dueOn(balance)` and paid, reminded and enforced as any balance (decision 411); a cheaper one first comes off a
 * balance still owed, and the rest goes back the way the order was paid. The change is in the order's history
 * and the customer is e-mailed the new booking.
 */
export async function agencyChangeTx(
  tx: Tx,
  order: Order,
  proposal: Omit<ChangeProposal, "feePercent">,
  dueOn: () => string,
  now: Date,
  known: CurrencyInfo[],
): Promise<AgencyChangeOutcome> {
  if (order.status !== "confirmed") return { ok: false, error: "notChangeable" };
  const proposed = await proposeTx(tx, order, { ...proposal, feePercent: 0 }, now, known);
  if (typeof proposed === "string") return { ok: false, error: proposed };
  const { line, to, charge, currency } = proposed;
  const paid = order.cardAmount + order.walletAmount + order.giftCardAmount;
  const difference = charge.difference;
  const added = Math.max(0, difference);
  const cut = Math.min(order.balanceAmount, Math.max(0, -difference));
  const refund = Math.min(Math.max(0, -difference) - cut, paid);
  const balance = order.balanceAmount + added - cut;
  const due = balance > 0 ? (added > 0 || !order.balanceDueOn ? dueOn() : order.balanceDueOn) : null;
  const change = await recordChangeTx(tx, order, line.id, proposal.payload, {
    to,
    fee: 0,
    due: added,
    refund,
    expiresAt: now,
  });
  await applyChangeTx(tx, order, line, change, null, now, currency, { added, cut, balance, dueOn: due });
  return { ok: true, difference, refund, balance, dueOn: due, changeId: change.id };
}

/**
 * Applies a change: the old inventory given back, the line replaced, the order's amounts moved,
 * the refund (if any) recorded the way the order was paid, the line's tickets issued anew, the
 * e-mail queued. `paid` is the card charge that paid the balance (null when nothing was due).
 */
async function applyChangeTx(
  tx: Tx,
  order: Order,
  line: OrderLine,
  change: typeof orderChanges.$inferSelect,
  paid: number | null,
  now: Date,
  currency: CurrencyInfo,
  agency: AgencyMove | null = null,
) {
  const next = { payload: change.payload, quantity: line.quantity };
  await inventoryFor(line.kind)?.change?.release(tx, line, next);
  const to = { amount: change.amount, breakdown: change.breakdown, quantity: line.quantity };
  // The agency's move changes the total by the whole difference: what the balance gains or loses, and what goes back.
  const moved = agency ? { due: agency.added, refund: agency.cut + change.refund } : change;
  const totals = changedTotals(order, line, to, change.fee, vatPercent(), moved);
  const split = splitRefund(change.refund, {
    card: order.cardAmount + (paid ?? 0),
    wallet: order.walletAmount,
    giftCard: order.giftCardAmount,
  });
  const reason = agency ? "moved by the agency" : "date changed";
  if (split.card > 0) await refundToCardsTx(tx, order, split.card, reason);
  if (split.wallet > 0) {
    const base =
      split.wallet === order.walletAmount
        ? await walletTaken(tx, order.id)
        : convertMinor(split.wallet, currency, BASE_CURRENCY);
    await tx
      .insert(refunds)
      .values({ orderId: order.id, amount: split.wallet, currency: order.currency, method: "wallet", reason });
    if (order.userId)
      await tx
        .insert(walletEntries)
        .values({ userId: order.userId, amount: base, kind: "refund", orderId: order.id, note: order.number });
  }
  if (split.giftCard > 0 && order.giftCardId) {
    const base = Math.min(order.giftCardBase, convertMinor(split.giftCard, currency, BASE_CURRENCY));
    await tx
      .update(giftCards)
      .set({ balance: sql`${giftCards.balance} + ${base}` })
      .where(eq(giftCards.id, order.giftCardId));
    await tx
      .insert(refunds)
      .values({ orderId: order.id, amount: split.giftCard, currency: order.currency, method: "gift_card", reason });
  }
  const [updated] = await tx
    .update(orders)
    .set({
      ...totals,
      cardAmount: order.cardAmount + (paid ?? 0) - split.card,
      walletAmount: order.walletAmount - split.wallet,
      giftCardAmount: order.giftCardAmount - split.giftCard,
      ...(agency
        ? {
            balanceAmount: agency.balance,
            balanceDueOn: agency.balance > 0 ? agency.dueOn : null,
            // A new due day has its own reminders.
            ...(agency.dueOn !== order.balanceDueOn || agency.balance === 0 ? { balanceReminded: null } : {}),
          }
        : {}),
    })
    .where(eq(orders.id, order.id))
    .returning();
  await tx
    .update(orderLines)
    .set({ payload: change.payload, amount: change.amount, breakdown: change.breakdown })
    .where(eq(orderLines.id, line.id));
  // New flights void the old tickets: the line's travellers get new numbers for the flights they now take. Extras
  // (a seat, a bag) leave the tickets as they are.
  const buyerName = `${order.buyer.firstName} ${order.buyer.lastName}`;
  const plan = ticketPlan(viewLine(line.kind, change.payload, line.quantity), buyerName);
  const trips = (payload: Record<string, unknown>) =>
    JSON.stringify(
      viewLine(line.kind, payload, line.quantity).segments.map((x) => [x.offerId, x.flightNumber, x.departsAt]),
    );
  const issued = await tx.select({ id: tickets.id }).from(tickets).where(eq(tickets.orderLineId, line.id));
  const same = issued.length === plan.length && trips(line.payload) === trips(change.payload);
  if (!same) {
    await tx.delete(tickets).where(eq(tickets.orderLineId, line.id));
    await issueTickets(tx, order.id, line.id, plan);
  }
  await tx.update(orderChanges).set({ status: "done", doneAt: now }).where(eq(orderChanges.id, change.id));
  // In a savepoint: an e-mail that cannot be written is logged and never undoes the change.
  await tx
    .transaction(async (savepoint) =>
      queueChanged(await orderDetails(updated, savepoint), publicOrigin(), savepoint, currency, agency !== null),
    )
    .catch((error: unknown) => console.error(`order ${order.number}: change e-mail not queued`, error));
}

/**
 * The provider's answer for a change's payment, in completePayment's transaction (payment row
 * locked): a success applies the change if it still waits, unexpired, for exactly this amount;
 * otherwise the charge is refunded. Returns why it was refused, or null.
 */
export async function completeChangeTx(
  tx: Tx,
  payment: typeof payments.$inferSelect,
  order: Order,
  charged: boolean,
  now: Date,
  known: CurrencyInfo[],
): Promise<string | null> {
  const [change] = await tx.select().from(orderChanges).where(eq(orderChanges.id, payment.changeId!)).for("update");
  if (!charged) return null;
  const refused =
    payment.status === "cancelled"
      ? "payment page replaced"
      : !change || change.status !== "pending_payment"
        ? "change closed"
        : order.status !== "confirmed"
          ? `order ${order.status}`
          : change.expiresAt <= now
            ? "paid after the hold"
            : payment.amount !== change.due
              ? "order changed"
              : null;
  if (refused) {
    if (change?.status === "pending_payment" && change.expiresAt <= now) await dropPendingTx(tx, order.id, now);
    return refused;
  }
  const [line] = await tx.select().from(orderLines).where(eq(orderLines.id, change.orderLineId));
  await applyChangeTx(tx, order, line, change, payment.amount, now, orderCurrencyInfo(order, known));
  return null;
}

/** Changes whose balance was not paid within the hold give their seats back (the order sweeper's timer). */
export async function expireStaleChanges(now = new Date()) {
  const db = await getDb();
  const stale = await db
    .select({ orderId: orderChanges.orderId })
    .from(orderChanges)
    .where(and(eq(orderChanges.status, "pending_payment"), lt(orderChanges.expiresAt, now)))
    .limit(200);
  for (const { orderId } of stale)
    await db.transaction(async (tx) => {
      await tx.select({ id: orders.id }).from(orders).where(eq(orders.id, orderId)).for("update");
      const [pending] = await tx
        .select({ expiresAt: orderChanges.expiresAt })
        .from(orderChanges)
        .where(and(eq(orderChanges.orderId, orderId), eq(orderChanges.status, "pending_payment")));
      if (pending && pending.expiresAt < now) await dropPendingTx(tx, orderId, now);
    });
  return stale.length;
}

/** An order's changes, newest first (the booking page's history). */
export async function changesOf(orderId: number) {
  const db = await getDb();
  return db
    .select({
      id: orderChanges.id,
      status: orderChanges.status,
      fee: orderChanges.fee,
      due: orderChanges.due,
      refund: orderChanges.refund,
      currency: orderChanges.currency,
      doneAt: orderChanges.doneAt,
    })
    .from(orderChanges)
    .where(and(eq(orderChanges.orderId, orderId), eq(orderChanges.status, "done")))
    .orderBy(asc(orderChanges.id));
}
