import { describe, expect, it } from "vitest";
import { BASE_CURRENCY, convertMinor, lineIn, orderCurrencyInfo, splitRefund, useBalance } from "./currency";
import { summarize } from "./rules";

const USD = { code: "USD", sign: "$", rate: 1.111111, decimals: 2 };
const IRR = { code: "IRR", sign: "﷼", rate: 600000, decimals: 0 };

const line = {
  currency: "EUR",
  amount: 0,
  quantity: 1,
  breakdown: {
    items: [
      { key: "adult", quantity: 2, unitAmount: 49_99 },
      { key: "child", quantity: 1, unitAmount: 37_49 },
    ],
    tax: 12_35,
    commission: 3_33,
    otherCosts: 1_01,
    total: 2 * 49_99 + 37_49 + 12_35 + 3_33 + 1_01,
  },
};

describe("order money", () => {
  it("converts minor units at the rate per euro (IRR has no minor unit)", () => {
    expect(convertMinor(100_00, BASE_CURRENCY, IRR)).toBe(60_000_000);
    expect(convertMinor(1_00, BASE_CURRENCY, USD)).toBe(1_11);
    expect(convertMinor(1_11, USD, BASE_CURRENCY)).toBe(1_00);
    expect(convertMinor(5_00, BASE_CURRENCY, BASE_CURRENCY)).toBe(5_00);
  });

  it("re-prices a line by converting its total once; the ticket amount is the rest, so the parts add up", () => {
    const usd = lineIn(line, BASE_CURRENCY, USD);
    expect(usd.currency).toBe("USD");
    expect(usd.breakdown.items.map((i) => i.unitAmount)).toEqual([55_54, 41_66]);
    expect(usd.breakdown.total).toBe(convertMinor(line.breakdown.total, BASE_CURRENCY, USD));
    expect(usd.amount).toBe(usd.breakdown.total);
    const s = summarize([usd], 0, 0);
    expect(s.ticketAmount + s.tax + s.commission + s.otherCosts).toBe(usd.breakdown.total);
  });

  it("gives an order summary that reconciles to the minor unit in the chosen currency", () => {
    for (const to of [USD, IRR]) {
      const s = summarize([lineIn(line, BASE_CURRENCY, to)], 0, 10);
      expect(s.total).toBe(s.ticketAmount + s.tax + s.commission + s.otherCosts - s.discount + s.vat);
      expect(Number.isInteger(s.total)).toBe(true);
    }
  });

  it("pays from a euro balance in the order's currency, never taking more than the balance", () => {
    expect(useBalance(30_00, 100_00, USD)).toEqual({ amount: 33_33, base: 30_00 });
    expect(useBalance(300_00, 100_00, USD)).toEqual({ amount: 100_00, base: 90_00 });
    expect(useBalance(0, 100_00, USD)).toEqual({ amount: 0, base: 0 });
    expect(useBalance(50_00, 0, USD)).toEqual({ amount: 0, base: 0 });
    expect(useBalance(10_00, 3_000_000, IRR)).toEqual({ amount: 3_000_000, base: 5_00 });
  });

  it("refunds to the card first, then the wallet, then the gift card", () => {
    expect(splitRefund(41_80, { card: 62_15, wallet: 30_00, giftCard: 0 })).toEqual({
      card: 41_80,
      wallet: 0,
      giftCard: 0,
    });
    expect(splitRefund(80_00, { card: 62_15, wallet: 30_00, giftCard: 0 })).toEqual({
      card: 62_15,
      wallet: 17_85,
      giftCard: 0,
    });
    expect(splitRefund(100_00, { card: 0, wallet: 20_00, giftCard: 50_00 })).toEqual({
      card: 0,
      wallet: 20_00,
      giftCard: 50_00,
    });
  });

  it("keeps an order in its own currency and rate", () => {
    expect(orderCurrencyInfo({ currency: "USD", rate: 1.08 }, [USD])).toEqual({ ...USD, rate: 1.08 });
    expect(orderCurrencyInfo({ currency: "XYZ", rate: 2 }, [])).toEqual({
      code: "XYZ",
      sign: "XYZ",
      decimals: 2,
      rate: 2,
    });
  });
});
