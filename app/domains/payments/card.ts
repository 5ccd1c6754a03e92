/**
 * Bank-card rules shared by the browser and the server: Luhn check, brand, expiry, and
 * the sandbox provider's test numbers. Nothing here stores a card.
 */
import { toAsciiDigits } from "~/utils/digits";

export function digitsOnly(value: string) {
  return toAsciiDigits(value.replace(/[\s-]/g, ""));
}

export function luhnValid(number: string): boolean {
  const digits = digitsOnly(number);
  if (!/^\d{12,19}$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

export type CardBrand = "visa" | "mastercard" | "amex" | "shetab" | "card";

export function cardBrand(number: string): CardBrand {
  const d = digitsOnly(number);
  if (
    /^(603799|589210|627353|603770|628023|627760|502229|627412|622106|627488|621986|639346|639607|502806|504706|585983|589463|627381|505785|636214|627648|636949|505801|606373|610433|991975|603769|627961|627884|639217|502908|502938|504172|507677|585947|606256|622106|636795|639370|639599)/.test(
      d,
    )
  )
    return "shetab";
  if (/^4/.test(d)) return "visa";
  if (/^(5[1-5]|222[1-9]|22[3-9]\d|2[3-6]\d\d|27[01]\d|2720)/.test(d)) return "mastercard";
  if (/^3[47]/.test(d)) return "amex";
  return "card";
}

/** Card expiry as MM/YY or MM/YYYY; valid through the last day of that month. */
export function parseExpiry(value: string): { month: number; year: number } | null {
  const m = digitsOnly(value).match(/^(\d{1,2})\s*\/\s*(\d{2}|\d{4})$/);
  if (!m) return null;
  const month = Number(m[1]);
  let year = Number(m[2]);
  if (year < 100) year += 2000;
  if (month < 1 || month > 12) return null;
  return { month, year };
}

export function expiryInFuture(expiry: { month: number; year: number }, now = new Date()) {
  return (
    expiry.year > now.getUTCFullYear() ||
    (expiry.year === now.getUTCFullYear() && expiry.month >= now.getUTCMonth() + 1)
  );
}

export function cvvValid(cvv: string, brand: CardBrand) {
  const d = digitsOnly(cvv);
  return brand === "amex" ? /^\d{4}$/.test(d) : /^\d{3,4}$/.test(d);
}

/**
 * The sandbox provider's test cards (docs/decisions/402-payment-provider.md): any other
 * Luhn-valid number succeeds.
 */
export const sandboxTestCards = {
  succeeds: "4242 4242 4242 4242",
  declined: "4000 0000 0000 0002",
  fails: "4000 0000 0000 0119",
} as const;

export type ChargeOutcome = "succeeded" | "declined" | "failed";

export function sandboxOutcome(number: string): ChargeOutcome {
  const d = digitsOnly(number);
  if (d === digitsOnly(sandboxTestCards.declined)) return "declined";
  if (d === digitsOnly(sandboxTestCards.fails)) return "failed";
  return "succeeded";
}
