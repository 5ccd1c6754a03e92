import { describe, expect, it } from "vitest";
import type { CurrencyInfo } from "~/utils/money";
import { lineTotal, priceProduct, type ProductPriceFields } from "./price-logic";

// The spec's table (§9): units per 1 EUR.
const currencies: Record<string, CurrencyInfo> = {
  EUR: { code: "EUR", sign: "€", rate: 1, decimals: 2 },
  USD: { code: "USD", sign: "$", rate: 1.1111, decimals: 2 },
  IRR: { code: "IRR", sign: "﷼", rate: 600000, decimals: 0 },
};
const ctx = (target: string, intlLocale = "en-GB") => ({ currencies, target, intlLocale });
const product = (fields: Partial<ProductPriceFields>): ProductPriceFields => ({
  price: 10000,
  currency: "EUR",
  defaultAmount: 1,
  coeficient: 1,
  ...fields,
});

describe("priceProduct (spec §3, §9; decision 801)", () => {
  it("no discount: 100 € seen in dollars, × 2 nights × 1.15 season", () => {
    const p = priceProduct(product({ defaultAmount: 2, coeficient: 1.15 }), ctx("USD"));
    // 100 × 1.1111 = 111.11 $; 11111 × 2 × 1.15 = 25555.3 → 25555 cents.
    expect(p).toEqual({
      correctedPrice: 11111,
      price_after_discount: 11111,
      price_after_discount_decimal: 111.11,
      discount_lable: null,
      total: 25555,
      currency: "USD",
    });
  });

  it("percentage: 10 % off 100 € for 3 persons", () => {
    const p = priceProduct(product({ discount_type: "percentage", discount_value: 10, defaultAmount: 3 }), ctx("EUR"));
    expect(p.price_after_discount).toBe(9000);
    expect(p.price_after_discount_decimal).toBe(90);
    expect(p.total).toBe(27000);
    expect(p.discount_lable).toEqual({ key: "services:discount.percentage", values: { percent: 10 } });
  });

  it("percentage in rials: 15 % off 50 € is 25,500,000 IRR", () => {
    const p = priceProduct(product({ price: 5000, discount_type: "percentage", discount_value: 15 }), ctx("IRR"));
    expect(p.correctedPrice).toBe(30_000_000);
    expect(p.price_after_discount).toBe(25_500_000);
    expect(p.price_after_discount_decimal).toBe(25_500_000);
  });

  it("fixed_amount: 5 € off, the value converted like the price", () => {
    const eur = priceProduct(product({ discount_type: "fixed_amount", discount_value: 500 }), ctx("EUR"));
    expect(eur.price_after_discount).toBe(9500);
    expect(eur.discount_lable).toEqual({ key: "services:discount.fixedAmount", values: { amount: "€5" } });
    const usd = priceProduct(product({ discount_type: "fixed_amount", discount_value: 500 }), ctx("USD"));
    // 111.11 $ − 5.56 $ (5 € in dollars, rounded to the cent).
    expect(usd.price_after_discount).toBe(11111 - 556);
    const irr = priceProduct(product({ discount_type: "fixed_amount", discount_value: 500 }), ctx("IRR", "fa-IR"));
    expect(irr.price_after_discount).toBe(57_000_000);
    expect(irr.discount_lable?.values.amount).toBe("۳۰۰٬۰۰۰\u00a0تومان");
  });

  it("fixed_amount never goes below 0", () => {
    const p = priceProduct(
      product({ discount_type: "fixed_amount", discount_value: 25000, defaultAmount: 4 }),
      ctx("EUR"),
    );
    expect(p.price_after_discount).toBe(0);
    expect(p.total).toBe(0);
  });

  it("second_purchase and buy_one_get_one change no price, only the label", () => {
    const second = priceProduct(product({ discount_type: "second_purchase", discount_value: 50 }), ctx("EUR"));
    expect(second.price_after_discount).toBe(10000);
    expect(second.discount_lable).toEqual({ key: "services:discount.secondPurchase", values: { percent: 50 } });
    const bogo = priceProduct(product({ discount_type: "buy_one_get_one", defaultAmount: 2 }), ctx("USD"));
    expect(bogo.price_after_discount).toBe(11111);
    expect(bogo.total).toBe(22222);
    expect(bogo.discount_lable).toEqual({ key: "services:discount.buyOneGetOne", values: {} });
  });

  it("direct: the value is the final price, in any currency", () => {
    const eur = priceProduct(product({ discount_type: "direct", discount_value: 7500, defaultAmount: 2 }), ctx("EUR"));
    expect(eur.price_after_discount).toBe(7500);
    expect(eur.total).toBe(15000);
    const irr = priceProduct(product({ discount_type: "direct", discount_value: 7500 }), ctx("IRR"));
    expect(irr.price_after_discount).toBe(45_000_000);
  });

  it("a price in rials seen in euros and dollars", () => {
    const rials = product({ price: 30_000_000, currency: "IRR", defaultAmount: 1.5, coeficient: 0.9 });
    expect(priceProduct(rials, ctx("EUR")).correctedPrice).toBe(5000);
    // 50 × 1.1111 = 55.555 → 55.56 $.
    expect(priceProduct(rials, ctx("USD")).correctedPrice).toBe(5556);
    // 30,000,000 × 1.5 × 0.9 = 40,500,000 rials.
    expect(priceProduct(rials, ctx("IRR")).total).toBe(40_500_000);
  });

  it("an unknown currency is refused", () => {
    expect(() => priceProduct(product({ currency: "XXX" }), ctx("EUR"))).toThrow(RangeError);
  });
});

describe("lineTotal (decision 801's rounding)", () => {
  it("is exact where floating point is not", () => {
    // 1000 × 3 × 1.15 is 3449.9999999999995 in floating point.
    expect(lineTotal(1000, 3, 1.15)).toBe(3450);
    expect(lineTotal(1005, 1, 0.5)).toBe(503);
    expect(lineTotal(1003, 1, 0.5)).toBe(502);
  });
  it("keeps rials of large amounts exact", () => {
    expect(lineTotal(6_000_000_000, 999.99, 9.9999)).toBe(59_998_800_006_000);
  });
});
