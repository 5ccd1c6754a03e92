import { describe, expect, it } from "vitest";
import { chargeOf, shownAmount, BASE_CURRENCY } from "~/domains/orders/currency";
import { vatOn } from "./vat";

describe("VAT", () => {
  it("takes the given percent of a net amount, rounded to the minor unit", () => {
    expect(vatOn(10000, 10)).toBe(1000);
    expect(vatOn(1999, 9)).toBe(180);
    expect(vatOn(10000, 0)).toBe(0);
  });
  it("shows prices including or excluding VAT as chosen", () => {
    const shown = (net: number, mode: "incl" | "excl", percent: number) =>
      shownAmount(chargeOf(net, BASE_CURRENCY, BASE_CURRENCY, percent), mode);
    expect(shown(10000, "incl", 10)).toBe(11000);
    expect(shown(10000, "excl", 10)).toBe(10000);
    expect(shown(1999, "incl", 9)).toBe(2179);
  });
});
