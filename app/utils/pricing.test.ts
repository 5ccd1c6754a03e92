import { describe, expect, it } from "vitest";
import { applyDiscount, discountAmount, displayPrice, netFromGross, vatBreakdown } from "./pricing";

describe("discounts (spec §9)", () => {
  it("fixed_amount subtracts the value, never below 0", () => {
    expect(applyDiscount(100, { type: "fixed_amount", value: 30 })).toBe(70);
    expect(applyDiscount(20, { type: "fixed_amount", value: 30 })).toBe(0);
  });
  it("percentage takes the value as a percent", () => {
    expect(applyDiscount(200, { type: "percentage", value: 15 })).toBe(170);
    expect(applyDiscount(99.99, { type: "percentage", value: 10 })).toBe(89.99);
    expect(applyDiscount(50, { type: "percentage", value: 150 })).toBe(0);
  });
  it("second_purchase and buy_one_get_one change no price", () => {
    expect(applyDiscount(80, { type: "second_purchase", value: 50 })).toBe(80);
    expect(applyDiscount(80, { type: "buy_one_get_one", value: 1 })).toBe(80);
  });
  it("direct makes the value the final price", () => {
    expect(applyDiscount(80, { type: "direct", value: 55 })).toBe(55);
  });
  it("no discount leaves the price", () => {
    expect(applyDiscount(80, null)).toBe(80);
    expect(discountAmount(100, { type: "fixed_amount", value: 30 })).toBe(30);
    expect(discountAmount(100, { type: "direct", value: 130 })).toBe(0);
  });
});

describe("VAT", () => {
  it("splits a net price", () => {
    expect(vatBreakdown(100, 10)).toEqual({ net: 100, vat: 10, gross: 110 });
    expect(vatBreakdown(19.99, 9)).toEqual({ net: 19.99, vat: 1.8, gross: 21.79 });
  });
  it("shows prices including or excluding VAT as chosen", () => {
    expect(displayPrice(100, "incl", 10)).toBe(110);
    expect(displayPrice(100, "excl", 10)).toBe(100);
    expect(netFromGross(110, 10)).toBe(100);
  });
});
