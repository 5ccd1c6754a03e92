/**
 * Pure order rules (shared by server and browser, unit-tested beside this file): the
 * price summary, discount codes (spec §3/§9, five types), gift cards, the order state
 * machine and refund quotes. Amounts are integers in minor units of one currency (EUR).
 */
import { vatOn } from "~/utils/vat";

/** The five kinds of discount code (spec §9); stored in discount_codes.type. */
export const discountTypes = ["fixed_amount", "percentage", "second_purchase", "buy_one_get_one", "direct"] as const;
export type DiscountType = (typeof discountTypes)[number];

export interface PricedLine {
  amount: number;
  quantity: number;
  breakdown: {
    items: { key: string; quantity: number; unitAmount: number }[];
    tax: number;
    commission: number;
    otherCosts: number;
    total: number;
  };
}

export interface Summary {
  ticketAmount: number;
  tax: number;
  commission: number;
  otherCosts: number;
  discount: number;
  /** Everything above minus the discount, net of VAT. */
  net: number;
  vat: number;
  /** What the buyer pays: net + VAT. */
  total: number;
}

/**
 * Ticket amount of one line (all its units), net of VAT: the line's total less its tax,
 * commission and other costs (once converted, unit prices need not add up to it: decision 025).
 */
export function lineTicketAmount(line: PricedLine) {
  const b = line.breakdown;
  return line.quantity * (b.total - b.tax - b.commission - b.otherCosts);
}

/** A line's net (all its units) and its VAT: VAT is rounded once per line, as the line is shown and charged. */
export function lineCharge(line: PricedLine, vatPercent: number) {
  const net = line.quantity * line.breakdown.total;
  const vat = vatOn(net, vatPercent);
  return { net, vat, gross: net + vat };
}

/** Every unit price in the lines (one entry per passenger or per unit), for buy-one-get-one. */
export function unitPrices(lines: PricedLine[]): number[] {
  const units: number[] = [];
  for (const line of lines)
    for (let q = 0; q < line.quantity; q++)
      for (const item of line.breakdown.items) for (let i = 0; i < item.quantity; i++) units.push(item.unitAmount);
  return units;
}

/**
 * The checkout's price summary: ticket amount, tax, commission and other costs, the
 * discount (taken off the ticket amount only; taxes are not discounted), VAT. VAT is each
 * line's VAT (`lineCharge`, as the line is shown) less the VAT on the discount, so the lines
 * shown with VAT, less the discount with its VAT, add up to the total (decision 025).
 */
export function summarize(lines: PricedLine[], discount: number, vatPercent: number): Summary {
  const ticketAmount = lines.reduce((s, l) => s + lineTicketAmount(l), 0);
  const tax = lines.reduce((s, l) => s + l.quantity * l.breakdown.tax, 0);
  const commission = lines.reduce((s, l) => s + l.quantity * l.breakdown.commission, 0);
  const otherCosts = lines.reduce((s, l) => s + l.quantity * l.breakdown.otherCosts, 0);
  const d = Math.max(0, Math.min(discount, ticketAmount));
  const net = ticketAmount - d + tax + commission + otherCosts;
  const linesVat = lines.reduce((s, l) => s + lineCharge(l, vatPercent).vat, 0);
  const vat = Math.max(0, linesVat - vatOn(d, vatPercent));
  return { ticketAmount, tax, commission, otherCosts, discount: d, net, vat, total: net + vat };
}

export interface DiscountCode {
  code: string;
  type: DiscountType;
  value: number;
  minAmount: number;
  validFrom: Date | null;
  validUntil: Date | null;
  usageLimit: number | null;
  usedCount: number;
  active: boolean;
}

export type DiscountCheck = { ok: true; amount: number } | { ok: false; error: string };

/**
 * What a discount code takes off the ticket amount, or why it cannot be used:
 * - fixed_amount: the value (minor units), never more than the ticket amount;
 * - percentage: the value as a percent of the ticket amount;
 * - second_purchase: the value as a percent, only for a buyer with an earlier confirmed order;
 * - buy_one_get_one: every second unit (passenger or item) free, the cheaper ones first;
 * - direct: the value becomes the ticket amount.
 * Validity dates, the usage limit and the minimum amount (on the ticket amount) apply to all.
 */
export function checkDiscount(
  code: DiscountCode | null,
  context: { now: Date; ticketAmount: number; units: number[]; earlierOrders: number },
): DiscountCheck {
  if (!code || !code.active) return { ok: false, error: "orders:discount.wrong" };
  if (code.validFrom && context.now < code.validFrom) return { ok: false, error: "orders:discount.notYet" };
  if (code.validUntil && context.now > code.validUntil) return { ok: false, error: "orders:discount.expired" };
  if (code.usageLimit !== null && code.usedCount >= code.usageLimit)
    return { ok: false, error: "orders:discount.usedUp" };
  if (context.ticketAmount < code.minAmount) return { ok: false, error: "orders:discount.minimum" };
  const base = context.ticketAmount;
  let amount = 0;
  switch (code.type) {
    case "fixed_amount":
      amount = Math.min(base, code.value);
      break;
    case "percentage":
      amount = Math.round((base * Math.min(100, code.value)) / 100);
      break;
    case "second_purchase":
      if (context.earlierOrders < 1) return { ok: false, error: "orders:discount.secondPurchase" };
      amount = Math.round((base * Math.min(100, code.value)) / 100);
      break;
    case "buy_one_get_one": {
      if (context.units.length < 2) return { ok: false, error: "orders:discount.buyOneGetOne" };
      const sorted = [...context.units].sort((a, b) => b - a);
      amount = sorted.filter((_, i) => i % 2 === 1).reduce((s, u) => s + u, 0);
      break;
    }
    case "direct":
      amount = Math.max(0, base - code.value);
      break;
  }
  return { ok: true, amount: Math.min(base, Math.max(0, amount)) };
}

export interface GiftCardState {
  balance: number;
  expiresAt: Date | null;
}

/** How much of a gift card (or promo code) pays for an amount due, or why it cannot. */
export function giftCardUse(
  card: GiftCardState | null,
  due: number,
  now: Date,
): { ok: true; amount: number } | { ok: false; error: string } {
  if (!card) return { ok: false, error: "orders:gift.wrong" };
  if (card.expiresAt && now > card.expiresAt) return { ok: false, error: "orders:gift.expired" };
  if (card.balance <= 0) return { ok: false, error: "orders:gift.empty" };
  return { ok: true, amount: Math.min(card.balance, Math.max(0, due)) };
}

export type OrderStatus = "pending_payment" | "confirmed" | "cancelled" | "expired";

/** The order state machine: pending payment → confirmed → cancelled; pending payment → cancelled or expired. */
export const transitions: Record<OrderStatus, readonly OrderStatus[]> = {
  pending_payment: ["confirmed", "cancelled", "expired"],
  confirmed: ["cancelled"],
  cancelled: [],
  expired: [],
};

export function canTransition(from: OrderStatus, to: OrderStatus) {
  return transitions[from].includes(to);
}

export class InvalidTransition extends Error {
  constructor(
    public from: OrderStatus,
    public to: OrderStatus,
  ) {
    super(`order cannot go from ${from} to ${to}`);
  }
}

export function assertTransition(from: OrderStatus, to: OrderStatus) {
  if (!canTransition(from, to)) throw new InvalidTransition(from, to);
}

/** Minutes an unpaid order holds its seats. */
export const PAYMENT_WINDOW_MINUTES = 20;

export interface RefundQuote {
  refundable: boolean;
  /** Gross amount refunded (VAT included), never more than what was paid. */
  amount: number;
  penalty: number;
  /**
   * The refund explained line by line (all in the order's currency): the fare and the
   * penalty kept from it, the taxes (always refunded), the service fee and other costs (never
   * refunded), the discount taken off, VAT refunded on the rest, and what was paid.
   */
  explained: {
    paid: number;
    fare: number;
    penalty: number;
    taxes: number;
    fees: number;
    discount: number;
    vat: number;
  };
}

/**
 * The refund for cancelling a confirmed order: per line, the ticket amount minus the
 * line's penalty share (null = not refundable), plus its taxes; minus the discount; plus VAT.
 */
export function refundQuote(
  order: { status: OrderStatus; discount: number; total: number; vat: number },
  lines: (PricedLine & { penaltyShare: number | null })[],
  vatPercent: number,
): RefundQuote {
  const explained = { paid: order.total, fare: 0, penalty: 0, taxes: 0, fees: 0, discount: 0, vat: 0 };
  const none = { refundable: false, amount: 0, penalty: 0, explained };
  if (order.status !== "confirmed") return none;
  for (const line of lines) {
    const share = line.penaltyShare;
    if (share === null) return none;
    const ticket = lineTicketAmount(line);
    explained.fare += ticket;
    explained.penalty += Math.round(ticket * share);
    explained.taxes += line.quantity * line.breakdown.tax;
    explained.fees += line.quantity * (line.breakdown.commission + line.breakdown.otherCosts);
  }
  const beforeDiscount = explained.fare - explained.penalty + explained.taxes;
  explained.discount = Math.min(order.discount, beforeDiscount);
  const net = beforeDiscount - explained.discount;
  const amount = Math.min(order.total, net + vatOn(net, vatPercent));
  explained.vat = amount - net;
  return { refundable: amount > 0, amount, penalty: explained.penalty, explained };
}

/** Order numbers (PZ + 8 digits) and e-ticket numbers (13 digits, airline-style). */
export function orderNumber(random: () => number = Math.random) {
  return `PZ${String(Math.floor(random() * 1e8)).padStart(8, "0")}`;
}

export function eTicketNumber(random: () => number = Math.random) {
  return `729${String(Math.floor(random() * 1e10)).padStart(10, "0")}`;
}
