import { describe, expect, it } from "vitest";
import { changeCharge, changedTotals, feeOn, partOf, replacePart } from "./change-rules";
import { summarize } from "./rules";

const line = (adult: number, tax = 3000, commission = 600, otherCosts = 150) => {
  const items = [{ key: "adult", quantity: 2, unitAmount: adult }];
  const total = 2 * adult + tax + commission + otherCosts;
  return { amount: total, quantity: 1, breakdown: { items, tax, commission, otherCosts, total } };
};

describe("a change's balance", () => {
  it("charges the fare difference and the fee, VAT on both", () => {
    const from = line(10_000);
    const to = line(12_000);
    // 2 × €20 more, gross at 9 % VAT; fee €30 net → €32.70 gross.
    const c = changeCharge(from, to, 3000, 9, 100_000);
    expect(c.difference).toBe(4360);
    expect(c.fee).toBe(3270);
    expect(c.due).toBe(7630);
    expect(c.refund).toBe(0);
  });

  it("refunds what a cheaper flight saves beyond the fee", () => {
    const c = changeCharge(line(12_000), line(10_000), 1000, 0, 100_000);
    expect(c).toEqual({ difference: -4000, fee: 1000, due: 0, refund: 3000 });
  });

  it("costs nothing when the fee eats the saving, and never refunds more than was paid", () => {
    expect(changeCharge(line(12_000), line(11_000), 2000, 0, 100_000)).toMatchObject({ due: 0, refund: 0 });
    expect(changeCharge(line(50_000), line(1_000), 0, 0, 5_000).refund).toBe(5_000);
  });
});

describe("replacing part of a line", () => {
  it("keeps the rest as paid and takes the new part's price", () => {
    const paid = line(20_000).breakdown; // a return: outbound and inbound
    const replacement = {
      items: [{ key: "adult", quantity: 2, unitAmount: 8_000 }],
      tax: 1500,
      commission: 300,
      otherCosts: 75,
      total: 0,
    };
    replacement.total = 16_000 + 1500 + 300 + 75;
    const { removed, next } = replacePart(paid, 0.5, replacement);
    expect(removed.items[0].unitAmount).toBe(10_000);
    expect(next.items[0].unitAmount).toBe(18_000);
    expect(next.tax).toBe(3000);
    expect(next.total).toBe(2 * 18_000 + 3000 + 600 + 150);
    expect(feeOn(removed, 1, 10)).toBe(2000); // 10 % of the replaced fares (2 × €100)
  });

  it("replaces all of a one-way line", () => {
    const paid = line(20_000).breakdown;
    const next = line(15_000).breakdown;
    expect(replacePart(paid, 1, next).next).toEqual(next);
    expect(partOf(paid, 0).total).toBe(0);
  });

  it("moves the order's amounts so they still add up", () => {
    const from = line(10_000);
    const to = line(12_000);
    const order = { ...summarize([from], 0, 9) };
    const charge = changeCharge(from, to, 1000, 9, order.total);
    const after = changedTotals(order, from, to, 1000, 9, charge);
    expect(after.total).toBe(order.total + charge.due);
    expect(after.otherCosts).toBe(order.otherCosts + 1000);
    expect(after.ticketAmount + after.tax + after.commission + after.otherCosts + after.vat).toBe(after.total);
  });
});
