import { describe, expect, it } from "vitest";
import {
  assertTransition,
  canTransition,
  checkDiscount,
  eTicketNumber,
  giftCardUse,
  orderNumber,
  refundQuote,
  summarize,
  unitPrices,
  type DiscountCode,
  type PricedLine,
} from "./rules";
import { ticketPlan, viewLine } from "./lines";
import { agencyTimeline, shareAt } from "~/travel/timeline";

const line = (units: number[], extra: Partial<PricedLine["breakdown"]> = {}, quantity = 1): PricedLine => {
  const items = units.map((u, i) => ({ key: `p${i}`, quantity: 1, unitAmount: u }));
  const b = { items, tax: 1500, commission: 500, otherCosts: 200, total: 0, ...extra };
  b.total = units.reduce((s, u) => s + u, 0) + b.tax + b.commission + b.otherCosts;
  return { amount: b.total, quantity, breakdown: b };
};

const code = (over: Partial<DiscountCode>): DiscountCode => ({
  code: "X",
  type: "percentage",
  value: 10,
  minAmount: 0,
  validFrom: null,
  validUntil: null,
  usageLimit: null,
  usedCount: 0,
  active: true,
  ...over,
});
const now = new Date("2026-06-01T12:00:00Z");
const ctx = (ticketAmount: number, units = [ticketAmount], earlierOrders = 0) => ({
  now,
  ticketAmount,
  units,
  earlierOrders,
});

describe("price summary", () => {
  it("adds ticket amount, tax, commission and other costs, then VAT", () => {
    const s = summarize([line([10000, 8000])], 0, 10);
    expect(s).toEqual({
      ticketAmount: 18000,
      tax: 1500,
      commission: 500,
      otherCosts: 200,
      discount: 0,
      net: 20200,
      vat: 2020,
      total: 22220,
    });
  });
  it("multiplies a line by its quantity", () => {
    expect(summarize([line([5000], { tax: 0, commission: 0, otherCosts: 0 }, 3)], 0, 0).total).toBe(15000);
  });
  it("takes the discount off the ticket amount only, never more", () => {
    const s = summarize([line([10000])], 50000, 10);
    expect(s.discount).toBe(10000);
    expect(s.net).toBe(2200);
  });
  it("lists one unit price per passenger", () => {
    expect(unitPrices([line([100, 50]), line([70], {}, 2)])).toEqual([100, 50, 70, 70]);
  });
});

describe("discount codes", () => {
  it("fixed_amount subtracts the value, floor 0", () => {
    expect(checkDiscount(code({ type: "fixed_amount", value: 2000 }), ctx(10000))).toEqual({ ok: true, amount: 2000 });
    expect(checkDiscount(code({ type: "fixed_amount", value: 20000 }), ctx(10000))).toEqual({
      ok: true,
      amount: 10000,
    });
  });
  it("percentage takes a percent of the ticket amount", () => {
    expect(checkDiscount(code({ type: "percentage", value: 15 }), ctx(20000))).toEqual({ ok: true, amount: 3000 });
  });
  it("second_purchase only applies after an earlier confirmed order", () => {
    expect(checkDiscount(code({ type: "second_purchase", value: 10 }), ctx(20000))).toEqual({
      ok: false,
      error: "orders:discount.secondPurchase",
    });
    expect(checkDiscount(code({ type: "second_purchase", value: 10 }), ctx(20000, [20000], 1))).toEqual({
      ok: true,
      amount: 2000,
    });
  });
  it("buy_one_get_one makes every second (cheaper) unit free", () => {
    expect(checkDiscount(code({ type: "buy_one_get_one" }), ctx(29000, [10000, 8000, 11000]))).toEqual({
      ok: true,
      amount: 10000,
    });
    expect(checkDiscount(code({ type: "buy_one_get_one" }), ctx(10000, [10000]))).toEqual({
      ok: false,
      error: "orders:discount.buyOneGetOne",
    });
  });
  it("direct makes the value the ticket amount", () => {
    expect(checkDiscount(code({ type: "direct", value: 9900 }), ctx(15000))).toEqual({ ok: true, amount: 5100 });
    expect(checkDiscount(code({ type: "direct", value: 20000 }), ctx(15000))).toEqual({ ok: true, amount: 0 });
  });
  // Rules of the former app/utils/pricing.ts discount tests, on this (the orders') implementation.
  it("fixed_amount leaves the price minus the value, never below 0", () => {
    expect(checkDiscount(code({ type: "fixed_amount", value: 3000 }), ctx(10000))).toEqual({ ok: true, amount: 3000 });
    expect(checkDiscount(code({ type: "fixed_amount", value: 3000 }), ctx(2000))).toEqual({ ok: true, amount: 2000 });
  });
  it("percentage rounds to the minor unit and never takes more than the price", () => {
    expect(checkDiscount(code({ type: "percentage", value: 15 }), ctx(20000))).toEqual({ ok: true, amount: 3000 });
    expect(checkDiscount(code({ type: "percentage", value: 10 }), ctx(9999))).toEqual({ ok: true, amount: 1000 });
    expect(checkDiscount(code({ type: "percentage", value: 150 }), ctx(5000))).toEqual({ ok: true, amount: 5000 });
    expect(checkDiscount(code({ type: "percentage", value: -20 }), ctx(5000))).toEqual({ ok: true, amount: 0 });
  });
  it("direct makes the value the final price, and never raises it", () => {
    expect(checkDiscount(code({ type: "direct", value: 5500 }), ctx(8000))).toEqual({ ok: true, amount: 2500 });
    expect(checkDiscount(code({ type: "direct", value: 13000 }), ctx(10000))).toEqual({ ok: true, amount: 0 });
  });
  it("no code takes nothing off", () => {
    expect(checkDiscount(null, ctx(8000)).ok).toBe(false);
    expect(summarize([line([8000], { tax: 0, commission: 0, otherCosts: 0 })], 0, 0).total).toBe(8000);
  });
  it("refuses unknown, inactive, early, late, used-up and too-small orders", () => {
    expect(checkDiscount(null, ctx(1))).toEqual({ ok: false, error: "orders:discount.wrong" });
    expect(checkDiscount(code({ active: false }), ctx(1))).toEqual({ ok: false, error: "orders:discount.wrong" });
    expect(checkDiscount(code({ validFrom: new Date("2026-07-01") }), ctx(1))).toEqual({
      ok: false,
      error: "orders:discount.notYet",
    });
    expect(checkDiscount(code({ validUntil: new Date("2026-05-01") }), ctx(1))).toEqual({
      ok: false,
      error: "orders:discount.expired",
    });
    expect(checkDiscount(code({ usageLimit: 3, usedCount: 3 }), ctx(1))).toEqual({
      ok: false,
      error: "orders:discount.usedUp",
    });
    expect(checkDiscount(code({ minAmount: 5000 }), ctx(4999))).toEqual({
      ok: false,
      error: "orders:discount.minimum",
    });
    expect(checkDiscount(code({ usageLimit: 3, usedCount: 2, minAmount: 5000 }), ctx(5000)).ok).toBe(true);
  });
});

describe("gift cards and the wallet", () => {
  it("a gift card pays up to its balance", () => {
    expect(giftCardUse({ balance: 5000, expiresAt: null }, 12000, now)).toEqual({ ok: true, amount: 5000 });
    expect(giftCardUse({ balance: 5000, expiresAt: null }, 3000, now)).toEqual({ ok: true, amount: 3000 });
  });
  it("refuses a missing, expired or empty card", () => {
    expect(giftCardUse(null, 1, now)).toEqual({ ok: false, error: "orders:gift.wrong" });
    expect(giftCardUse({ balance: 10, expiresAt: new Date("2026-01-01") }, 1, now)).toEqual({
      ok: false,
      error: "orders:gift.expired",
    });
    expect(giftCardUse({ balance: 0, expiresAt: null }, 1, now)).toEqual({ ok: false, error: "orders:gift.empty" });
  });
});

describe("order state machine", () => {
  it("allows pending → confirmed → cancelled and pending → expired", () => {
    expect(canTransition("pending_payment", "confirmed")).toBe(true);
    expect(canTransition("confirmed", "cancelled")).toBe(true);
    expect(canTransition("pending_payment", "expired")).toBe(true);
  });
  it("refuses everything else", () => {
    expect(canTransition("confirmed", "expired")).toBe(false);
    expect(canTransition("expired", "confirmed")).toBe(false);
    expect(canTransition("cancelled", "confirmed")).toBe(false);
    expect(() => assertTransition("confirmed", "pending_payment")).toThrow(/cannot go/);
  });
});

describe("refund quotes (fare rules)", () => {
  const order = { status: "confirmed" as const, discount: 0, total: 22220, vat: 2020 };
  const at = (hours: number) => [
    {
      ...line([10000, 8000]),
      penaltyShare: shareAt(agencyTimeline(new Date(now.getTime() + hours * 3_600_000)), now),
    },
  ];
  it("keeps 20 % of the ticket amount 72 hours or more before departure", () => {
    // 18000 − 3600 + tax 1500 = 15900 net, + 10 % VAT.
    expect(refundQuote(order, at(100), 10)).toMatchObject({ refundable: true, amount: 17490, penalty: 3600 });
  });
  it("explains every part of the refund, so nothing is kept without a word", () => {
    const { amount, explained } = refundQuote(order, at(100), 10);
    // fare 18000 − penalty 3600 + taxes 1500 = 15900, + VAT 1590 = 17490; the fees are not refunded.
    expect(explained).toEqual({
      paid: 22220,
      fare: 18000,
      penalty: 3600,
      taxes: 1500,
      fees: 700,
      discount: 0,
      vat: 1590,
    });
    expect(explained.fare - explained.penalty + explained.taxes - explained.discount + explained.vat).toBe(amount);
  });
  it("keeps half between 24 and 72 hours", () => {
    expect(refundQuote(order, at(48), 10)).toMatchObject({ refundable: true, amount: 11550, penalty: 9000 });
  });
  it("refunds nothing within 24 hours or for an unconfirmed order", () => {
    expect(refundQuote(order, at(5), 10).refundable).toBe(false);
    expect(refundQuote({ ...order, status: "pending_payment" }, at(100), 10).refundable).toBe(false);
  });
  it("takes the discount off the refund and never refunds more than was paid", () => {
    expect(refundQuote({ ...order, discount: 1000 }, at(100), 10).amount).toBe(16390);
    expect(refundQuote({ ...order, total: 100 }, at(100), 10).amount).toBe(100);
  });
});

describe("numbers and tickets", () => {
  it("makes order and e-ticket numbers of the right shape", () => {
    expect(orderNumber(() => 0.0123)).toBe("PZ01230000");
    expect(eTicketNumber(() => 0.5)).toMatch(/^729\d{10}$/);
  });
  it("issues one ticket per passenger per flight", () => {
    const view = viewLine("flight", {
      passengers: [
        { firstName: "Sara", lastName: "Ahmadi" },
        { firstName: "Reza", lastName: "Ahmadi" },
      ],
      segments: [
        { flightNumber: "IR701", from: "IKA", to: "IST" },
        { flightNumber: "IR702", from: "IST", to: "IKA" },
      ],
    });
    const plan = ticketPlan(view, "Buyer");
    expect(plan).toHaveLength(4);
    expect(plan[3]).toEqual({
      passengerIndex: 1,
      segmentIndex: 1,
      passengerName: "Reza Ahmadi",
      segmentLabel: "IR702 IST→IKA",
    });
  });
  it("issues one voucher for a line without passengers", () => {
    expect(ticketPlan(viewLine("insurance", { title: "Travel insurance" }), "Sara Ahmadi")).toEqual([
      { passengerIndex: 0, segmentIndex: 0, passengerName: "Sara Ahmadi", segmentLabel: "Travel insurance" },
    ]);
  });
});
