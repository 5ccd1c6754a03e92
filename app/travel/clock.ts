/**
 * Dates of the flight forms (pure, shared): ISO calendar dates (YYYY-MM-DD), the Solar
 * Hijri (Jalali) calendar used in Persian, ages on the travel date. The Jalali calendar
 * comes from Intl (ICU's "persian" calendar), so no table of leap years is kept here.
 */
/** How far ahead flights are sold (the generated schedule). */
export const BOOKING_HORIZON_DAYS = 120;

// The Jalali calendar itself (from Intl) lives in app/utils/jalali.ts, shared with the user area.
import { formatJalali, fromJalali, isIsoDate, toJalali } from "~/utils/jalali";

export { formatJalali, fromJalali, isIsoDate, toJalali };
/** Typed dates (any digits, Jalali or Gregorian, decision 019) live in app/utils/date-text.ts, shared by every form. */
export { formatDateText, parseDateText } from "~/utils/date-text";

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
