/**
 * Dates of the flight forms (pure, shared): ISO calendar dates (YYYY-MM-DD), the Solar
 * Hijri (Jalali) calendar used in Persian, ages on the travel date. The Jalali calendar
 * comes from Intl (ICU's "persian" calendar), so no table of leap years is kept here.
 */
/** How far ahead flights are sold (the generated schedule). */
export const BOOKING_HORIZON_DAYS = 120;

// The Jalali calendar itself (from Intl) lives in app/utils/jalali.ts, shared with the user area.
import { toAsciiDigits } from "~/utils/digits";
import { formatJalali, fromJalali, isIsoDate, toJalali } from "~/utils/jalali";

export { formatJalali, fromJalali, isIsoDate, toJalali };

/**
 * Reads a date typed in a form: ISO (YYYY-MM-DD, what a date input sends) or a Jalali
 * date YYYY/MM/DD (year below 1700, Persian or Latin digits). Returns the ISO date or null.
 */
export function parseDateInput(value: string | null | undefined): string | null {
  const text = toAsciiDigits((value ?? "").trim());
  if (!text) return null;
  if (isIsoDate(text)) return text;
  const m = /^(\d{4})[/.-](\d{1,2})[/.-](\d{1,2})$/.exec(text);
  if (!m) return null;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  if (y < 1700) return fromJalali(y, mo, d);
  const iso = `${m[1]}-${m[2].padStart(2, "0")}-${m[3].padStart(2, "0")}`;
  return isIsoDate(iso) ? iso : null;
}

/** How a date is written in a form field of this language (Jalali in fa). */
export function dateFieldValue(iso: string | null | undefined, locale: string) {
  if (!iso || !isIsoDate(iso)) return iso ?? "";
  return locale === "fa" ? formatJalali(iso) : iso;
}

export function addDays(iso: string, days: number) {
  return new Date(Date.parse(`${iso}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

/** Whole years between a birth date and another date (both ISO). */
export function ageOn(birthDate: string, on: string) {
  const [by, bm, bd] = birthDate.split("-").map(Number);
  const [y, m, d] = on.split("-").map(Number);
  return y - by - (m < bm || (m === bm && d < bd) ? 1 : 0);
}

/** Days from one ISO date to another. */
export function daysBetween(from: string, to: string) {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

/** The agency's time zone: its calendar day, and every deadline it gives a customer ("held until …"). */
export const AGENCY_TIME_ZONE = "Asia/Tehran";

let tehranDay: Intl.DateTimeFormat | null = null;

/** Today's date in Tehran (the agency's calendar), YYYY-MM-DD. */
export function agencyToday(now = new Date()) {
  tehranDay ??= new Intl.DateTimeFormat("en-CA", {
    timeZone: AGENCY_TIME_ZONE,
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
  });
  return tehranDay.format(now);
}
