import { toAsciiDigits } from "~/utils/digits";

/**
 * The account forms' limits, dialling codes and e-mail/phone normalisation, without zod:
 * pages import them from here, so a page's first load does not carry the zod schemas of
 * app/domains/accounts/identity.ts (which re-exports everything below).
 */
export const PASSWORD_MIN = 6;
export const NAME_MAX = 20;
export const TEXT_MAX = 40;
export const ABOUT_MAX = 500;
export const PHOTO_MAX_BYTES = 1024 * 1024;
export const PHOTO_TYPES = ["image/jpeg", "image/png", "image/webp"] as const;

/** Dialling codes offered by the forms (Iran first; the agency's customers). */
export const countryCodes = [
  "+98",
  "+31",
  "+32",
  "+33",
  "+44",
  "+49",
  "+1",
  "+90",
  "+971",
  "+93",
  "+964",
  "+7",
  "+86",
  "+91",
  "+61",
] as const;

/** The offered dialling code an E.164 number starts with, or null (dialling codes never prefix one another). */
export function countryCodeOf(phone: string): string | null {
  return countryCodes.find((code) => phone.startsWith(code)) ?? null;
}

/** Trimmed, lower case, ASCII digits. */
export function normaliseEmail(value: string) {
  return toAsciiDigits(value).trim().toLowerCase();
}

/** Digits only (any script), without spaces, dashes, dots or brackets. */
function digitsOf(value: string) {
  return toAsciiDigits(value).replace(/[\s().\-\u200c\u200f\u200e]/g, "");
}

/**
 * A phone number in E.164 (+989121234567), or null when it cannot be one. The national
 * trunk zero is dropped ("0912…" with +98 → +98912…). A number already written with "+" or
 * "00" keeps its own country code.
 */
export function normalisePhone(countryCode: string | null | undefined, number: string): string | null {
  let n = digitsOf(number);
  if (n.startsWith("00")) n = `+${n.slice(2)}`;
  if (!n.startsWith("+")) {
    const cc = digitsOf(countryCode ?? "").replace(/^\+/, "");
    if (!/^\d{1,3}$/.test(cc)) return null;
    n = `+${cc}${n.replace(/^0+/, "")}`;
  }
  return /^\+[1-9]\d{7,14}$/.test(n) ? n : null;
}
