import { describe, expect, it } from "vitest";
import type { CurrencyInfo } from "~/utils/money";
import { estimateTotals, progressOf } from "./estimate";

const currencies: Record<string, CurrencyInfo> = {
  EUR: { code: "EUR", sign: "€", rate: 1, decimals: 2 },
  USD: { code: "USD", sign: "$", rate: 1.1111, decimals: 2 },
  IRR: { code: "IRR", sign: "﷼", rate: 600000, decimals: 0 },
};
const item = (value: number, currency: string, volume: number, coefficient = 1, donePercent = 0) => ({
  value,
  currency,
  volume,
  coefficient,
  donePercent,
});

describe("estimateTotals (decisions 801, 802)", () => {
  it("sums items converted into the project's currency, VAT per item, and splits per person", () => {
    const t = estimateTotals(
      [item(9000, "EUR", 10, 1.2), item(30_000_000, "IRR", 2), item(2500, "USD", 3)],
      { currency: "EUR", persons: 4, vatPercent: 10 },
      currencies,
    );
    // 90 € × 10 nights × 1.2 = 1080 €; 2 × 50 € = 100 €; 25 $ = 22.50 € → 3 × 22.50 = 67.50 €.
    expect(t.items.map((i) => i.net)).toEqual([108000, 10000, 6750]);
    expect(t.items.map((i) => i.vat)).toEqual([10800, 1000, 675]);
    expect(t.overall).toEqual({ net: 124750, vat: 12475, gross: 137225 });
    expect(t.perPerson).toEqual({ net: 31188, vat: 3119, gross: 34306 });
  });

  it("prices in rials for a Persian group", () => {
    const t = estimateTotals(
      [item(45_000_000, "IRR", 3, 1.1)],
      { currency: "IRR", persons: 30, vatPercent: 10 },
      currencies,
    );
    expect(t.overall).toEqual({ net: 148_500_000, vat: 14_850_000, gross: 163_350_000 });
    expect(t.perPerson.gross).toBe(5_445_000);
  });

  it("an empty estimate is all zeros", () => {
    const t = estimateTotals([], { currency: "USD", persons: 1, vatPercent: 10 }, currencies);
    expect(t.overall).toEqual({ net: 0, vat: 0, gross: 0 });
    expect(t.progress).toBe(0);
  });
});

describe("progressOf (decision 800)", () => {
  it("weights the done percents by cost", () => {
    // 900 done at 100 %, 100 at 0 % → 90 %.
    expect(
      progressOf([
        { net: 900, donePercent: 100 },
        { net: 100, donePercent: 0 },
      ]),
    ).toBe(90);
    expect(
      progressOf([
        { net: 1, donePercent: 50 },
        { net: 2, donePercent: 0 },
      ]),
    ).toBe(16.7);
  });
  it("counts items equally when nothing costs anything", () => {
    expect(
      progressOf([
        { net: 0, donePercent: 100 },
        { net: 0, donePercent: 0 },
      ]),
    ).toBe(50);
  });
  it("is 100 when every item is done", () => {
    expect(
      progressOf([
        { net: 5, donePercent: 100 },
        { net: 7, donePercent: 100 },
      ]),
    ).toBe(100);
  });
});
