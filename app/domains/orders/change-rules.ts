import { vatOn } from "~/utils/vat";
import { lineCharge, lineTicketAmount, type PricedLine } from "./rules";

/**
 * What changing a confirmed order's line costs (decision 109), pure: the new line's price
 * against the old one's, VAT included as charged, plus the product's change fee (net, VAT on
 * it). A positive balance is paid, a negative one refunded the way the order was paid — never
 * more than the order's total.
 */
export function changeCharge(
  from: PricedLine,
  to: PricedLine,
  feeNet: number,
  vatPercent: number,
  paid: number,
): { difference: number; fee: number; due: number; refund: number } {
  const difference = lineCharge(to, vatPercent).gross - lineCharge(from, vatPercent).gross;
  const fee = feeNet + vatOn(feeNet, vatPercent);
  const balance = difference + fee;
  return {
    difference,
    fee,
    due: Math.max(0, balance),
    refund: Math.min(Math.max(0, -balance), Math.max(0, paid)),
  };
}

/**
 * The order's amounts once the change is applied: the line's ticket, tax and fees replaced,
 * the change fee added to the other costs (kept on a later cancellation, as fees are), VAT and
 * total moved by what was paid or refunded.
 */
export function changedTotals<
  O extends { ticketAmount: number; tax: number; commission: number; otherCosts: number; vat: number; total: number },
>(
  order: O,
  from: PricedLine,
  to: PricedLine,
  feeNet: number,
  vatPercent: number,
  charge: { due: number; refund: number },
) {
  const part = (l: PricedLine) => ({
    ticket: lineTicketAmount(l),
    tax: l.quantity * l.breakdown.tax,
    commission: l.quantity * l.breakdown.commission,
    other: l.quantity * l.breakdown.otherCosts,
  });
  const a = part(from);
  const b = part(to);
  const total = order.total + charge.due - charge.refund;
  const net =
    order.total -
    order.vat +
    (b.ticket - a.ticket) +
    (b.tax - a.tax) +
    (b.commission - a.commission) +
    (b.other - a.other) +
    feeNet;
  return {
    ticketAmount: order.ticketAmount + b.ticket - a.ticket,
    tax: order.tax + b.tax - a.tax,
    commission: order.commission + b.commission - a.commission,
    otherCosts: order.otherCosts + b.other - a.other + feeNet,
    // What the VAT is now: the total less the net (a refund capped at the order's total moves the VAT only).
    vat: Math.max(0, total - net),
    total,
  };
}

type Breakdown = PricedLine["breakdown"];

/** `share` of a breakdown (0–1): each amount rounded on its own, as the part of the line it stands for. */
export function partOf(breakdown: Breakdown, share: number): Breakdown {
  const s = (n: number) => Math.round(n * share);
  const items = breakdown.items.map((i) => ({ ...i, unitAmount: s(i.unitAmount) }));
  const tax = s(breakdown.tax);
  const commission = s(breakdown.commission);
  const otherCosts = s(breakdown.otherCosts);
  const total = items.reduce((sum, i) => sum + i.quantity * i.unitAmount, 0) + tax + commission + otherCosts;
  return { items, tax, commission, otherCosts, total };
}

/**
 * The line once its part `share` is replaced by `replacement` (both in the line's currency): a return's
 * outbound moved to another date keeps the return's part as it was paid and takes the new flights' price.
 */
export function replacePart(breakdown: Breakdown, share: number, replacement: Breakdown) {
  const removed = partOf(breakdown, share);
  const keys = [...new Set([...breakdown.items, ...replacement.items].map((i) => i.key))];
  const items = keys.map((key) => {
    const had = breakdown.items.find((i) => i.key === key);
    const gone = removed.items.find((i) => i.key === key);
    const added = replacement.items.find((i) => i.key === key);
    return {
      key,
      quantity: had?.quantity ?? added?.quantity ?? 0,
      unitAmount: (had?.unitAmount ?? 0) - (gone?.unitAmount ?? 0) + (added?.unitAmount ?? 0),
    };
  });
  const tax = breakdown.tax - removed.tax + replacement.tax;
  const commission = breakdown.commission - removed.commission + replacement.commission;
  const otherCosts = breakdown.otherCosts - removed.otherCosts + replacement.otherCosts;
  const total = items.reduce((sum, i) => sum + i.quantity * i.unitAmount, 0) + tax + commission + otherCosts;
  return { removed, next: { items, tax, commission, otherCosts, total } };
}

/** The change fee: `percent` of the replaced part's ticket amount (its fares, not taxes or fees). */
export function feeOn(removed: Breakdown, quantity: number, percent: number) {
  const ticket = quantity * (removed.total - removed.tax - removed.commission - removed.otherCosts);
  return Math.round((ticket * percent) / 100);
}
