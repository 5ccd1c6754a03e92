import { describe, expect, it } from "vitest";
import { cardBrand, cvvValid, expiryInFuture, luhnValid, parseExpiry, sandboxOutcome, sandboxTestCards } from "./card";
import { cardSchema, saveCardSchema } from "~/domains/orders/schema";

describe("bank cards", () => {
  it("checks the Luhn digit", () => {
    expect(luhnValid("4242 4242 4242 4242")).toBe(true);
    expect(luhnValid("4242 4242 4242 4241")).toBe(false);
    expect(luhnValid("۴۲۴۲۴۲۴۲۴۲۴۲۴۲۴۲")).toBe(true);
    expect(luhnValid("12")).toBe(false);
  });
  it("knows the brand", () => {
    expect(cardBrand("4242424242424242")).toBe("visa");
    expect(cardBrand("5555555555554444")).toBe("mastercard");
    expect(cardBrand("378282246310005")).toBe("amex");
    expect(cardBrand("6037991234567890")).toBe("shetab");
  });
  it("reads and checks the expiry", () => {
    expect(parseExpiry("07/29")).toEqual({ month: 7, year: 2029 });
    expect(parseExpiry("13/29")).toBeNull();
    expect(expiryInFuture({ month: 6, year: 2026 }, new Date("2026-06-30T00:00:00Z"))).toBe(true);
    expect(expiryInFuture({ month: 5, year: 2026 }, new Date("2026-06-01T00:00:00Z"))).toBe(false);
  });
  it("checks the CVV length", () => {
    expect(cvvValid("123", "visa")).toBe(true);
    expect(cvvValid("12", "visa")).toBe(false);
    expect(cvvValid("123", "amex")).toBe(false);
  });
  it("has sandbox numbers that succeed, are declined or fail", () => {
    expect(sandboxOutcome(sandboxTestCards.succeeds)).toBe("succeeded");
    expect(sandboxOutcome(sandboxTestCards.declined)).toBe("declined");
    expect(sandboxOutcome(sandboxTestCards.fails)).toBe("failed");
    for (const n of Object.values(sandboxTestCards)) expect(luhnValid(n)).toBe(true);
  });
  it("gives 'Please insert a valid card' for a bad number in the forms", () => {
    const r = saveCardSchema.safeParse({ holder: "A", number: "1234", expiry: "12/39" });
    expect(r.success).toBe(false);
    expect(r.error?.issues.map((i) => i.message)).toContain("orders:card.invalid");
    expect(cardSchema.safeParse({ holder: "A", number: "4242424242424242", expiry: "12/39", cvv: "123" }).success).toBe(
      true,
    );
  });
});
