/**
 * Dates typed in form fields (decision 019), shared by the server's schemas and the browser's:
 * one reading for every date field of the site, whatever the language, so the browser never
 * refuses what the server would take.
 *
 * - Digits may be ASCII, Persian (۰-۹) or Arabic-Indic (٠-٩); the parts may be separated by
 *   "/", "-", ".", spaces (or a mix); direction marks are ignored.
 * - Year first (YYYY/MM/DD, ISO YYYY-MM-DD) or year last (DD/MM/YYYY, the spec's date format).
 * - A year below 1700 is a Jalali (Solar Hijri) year: "۱۴۰۵/۰۹/۱۵" is 6 December 2026.
 *
 * Fields show their date in the page's language: Jalali with Persian digits in fa
 * ("۱۴۰۵/۰۹/۱۵"), DD/MM/YYYY elsewhere ("06/12/2026").
 */
import type { Locale } from "~/routing/screens";
import { toAsciiDigits } from "./digits";
import { formatJalali, fromJalali, isIsoDate } from "./jalali";

const SEPARATORS = "[\\s/.\\-\u066b\u060c]+";
const yearFirst = new RegExp(`^(\\d{4})${SEPARATORS}(\\d{1,2})${SEPARATORS}(\\d{1,2})$`);
const yearLast = new RegExp(`^(\\d{1,2})${SEPARATORS}(\\d{1,2})${SEPARATORS}(\\d{4})$`);

/** The earliest birth date any form takes (issue 21: a birth year between 1900 and this year). */
export const MIN_BIRTH_DATE = "1900-01-01";
/** Passports and other documents are taken with an expiry up to this many years ahead (the longest run ten). */
const MAX_EXPIRY_YEARS = 20;

/** The last expiry date a form takes: MAX_EXPIRY_YEARS after `today` (ISO). */
export function maxExpiryDate(today: string) {
  return `${String(Number(today.slice(0, 4)) + MAX_EXPIRY_YEARS).padStart(4, "0")}${today.slice(4)}`;
}

/** The year below which a typed year is a Jalali one (1700 SH is 2321 AD). */
const JALALI_BEFORE = 1700;

function isoOf(year: number, month: number, day: number): string | null {
  if (year < JALALI_BEFORE) return fromJalali(year, month, day);
  const iso = `${year}-${String(month).padStart(2, "0")}-${String(day).padStart(2, "0")}`;
  return isIsoDate(iso) ? iso : null;
}

/** The ISO date (YYYY-MM-DD) of a typed date, or null when it is not one (decision 019). */
export function parseDateText(value: string | null | undefined): string | null {
  const text = toAsciiDigits(value ?? "")
    .replace(/[\u200e\u200f\u061c\u202a-\u202e\u2066-\u2069]/g, "")
    .trim();
  if (!text) return null;
  const first = yearFirst.exec(text);
  if (first) return isoOf(Number(first[1]), Number(first[2]), Number(first[3]));
  const last = yearLast.exec(text);
  if (last) return isoOf(Number(last[3]), Number(last[2]), Number(last[1]));
  return null;
}

/** How a field shows a date: "۱۴۰۵/۰۹/۱۵" in fa, "06/12/2026" elsewhere; anything else as it is. */
export function formatDateText(iso: string | null | undefined, locale: Locale | string): string {
  if (!iso || !isIsoDate(iso)) return iso ?? "";
  if (locale === "fa") return formatJalali(iso);
  const [y, m, d] = iso.split("-");
  return `${d}/${m}/${y}`;
}

/** A typed date shown again in the field's own way when it can be read (a query string's ISO date), else as typed. */
export function dateTextValue(value: string | null | undefined, locale: Locale | string): string {
  const iso = parseDateText(value);
  return iso ? formatDateText(iso, locale) : (value ?? "");
}
