import { describe, expect, it } from "vitest";
import { BASE_CURRENCY, breakdownShown, chargeOf, type PriceView } from "./currency";

const USD = { code: "USD", sign: "$", rate: 1.111111, decimals: 2 };
const IRR = { code: "IRR", sign: "﷼", rate: 600000, decimals: 0 };
const view = (currency: typeof USD, vat: "incl" | "excl"): PriceView => ({
  currencies: [BASE_CURRENCY, USD, IRR],
  currency,
  vat,
  vatPercent: 10,
});

/** A small seeded generator (no fast-check here): the same cases on every run. */
function mulberry32(seed: number) {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

describe("a price box's rows (issue 22 item 3)", () => {
  it("shows a VAT row with VAT included, and the rows add up to the total the cart charges", () => {
    const parts = [2 * 49_99 + 37_49, 12_35, 3_33, 1_01];
    const shown = breakdownShown({ parts, currency: "EUR" }, view(USD, "incl"))!;
    const charge = chargeOf(
      parts.reduce((s, p) => s + p, 0),
      BASE_CURRENCY,
      USD,
      10,
    );
    expect(shown.currency).toBe("USD");
    expect(shown.vat).toBe(charge.vat);
    expect(shown.total).toBe(charge.gross);
    expect(shown.parts.reduce((s, p) => s + p, 0) + shown.vat!).toBe(shown.total);
  });

  it("has no VAT row with VAT excluded, and the rows add up to the net the cart charges before VAT", () => {
    const shown = breakdownShown({ parts: [85_87, 8_59], currency: "EUR" }, view(IRR, "excl"))!;
    expect(shown.vat).toBeNull();
    expect(shown.total).toBe(chargeOf(85_87 + 8_59, BASE_CURRENCY, IRR, 10).net);
    expect(shown.parts[0] + shown.parts[1]).toBe(shown.total);
  });

  it("adds up to the minor unit for random boxes in every currency and both VAT choices", () => {
    const random = mulberry32(22);
    for (let n = 0; n < 2000; n++) {
      const parts = Array.from({ length: 1 + Math.floor(random() * 6) }, () => Math.floor(random() * 5_000_000));
      const from = [BASE_CURRENCY, USD, IRR][n % 3];
      const to = [BASE_CURRENCY, USD, IRR][Math.floor(random() * 3)];
      const mode = random() < 0.5 ? "incl" : "excl";
      const shown = breakdownShown({ parts, currency: from.code }, view(to, mode))!;
      const charge = chargeOf(
        parts.reduce((s, p) => s + p, 0),
        from,
        to,
        10,
      );
      expect(shown.total).toBe(mode === "incl" ? charge.gross : charge.net);
      expect(shown.parts.reduce((s, p) => s + p, 0) + (shown.vat ?? 0)).toBe(shown.total);
    }
  });

  it("shows nothing for an unknown currency", () => {
    expect(breakdownShown({ parts: [1_00], currency: "XYZ" }, view(USD, "incl"))).toBeNull();
  });
});
