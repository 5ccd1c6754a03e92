/**
 * Dates of the flight forms (pure, shared): ISO calendar dates (YYYY-MM-DD), the Solar
 * Hijri (Jalali) calendar used in Persian, ages on the travel date. The Jalali calendar
 * comes from Intl (ICU's "persian" calendar), so no table of leap years is kept here.
 */
/** How far ahead flights are sold (the generated schedule). */
export const BOOKING_HORIZON_DAYS = 120;

// The Jalali calendar itself (from Intl) lives in app/utils/jalali.ts, shared with the user area.
import { fromJalali, isIsoDate, toJalali } from "~/utils/jalali";
import { dateTimeFormat } from "~/utils/format";

export { fromJalali, isIsoDate, toJalali };
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

/** Every ISO date from `from` to `to`, both included. */
export function everyDay(from: string, to: string): string[] {
  const days: string[] = [];
  for (let d = from; d <= to; d = addDays(d, 1)) days.push(d);
  return days;
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

/** The UTC offset of a time zone at an instant, in ms. */
function offsetMs(instant: number, timeZone: string) {
  const parts = dateTimeFormat("en-US", {
    timeZone,
    hourCycle: "h23",
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
    hour: "2-digit",
    minute: "2-digit",
    second: "2-digit",
  }).formatToParts(new Date(instant));
  const get = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  return (
    Date.UTC(get("year"), get("month") - 1, get("day"), get("hour"), get("minute"), get("second")) -
    Math.floor(instant / 1000) * 1000
  );
}

const instants = new Map<string, number>();

/**
 * The instant a wall-clock time happens in a time zone ("2026-12-05", "12:00", "Asia/Tehran"
 * → 08:30 UTC). Two passes over Intl's offset, so a change of offset (summer time) between
 * the guess and the answer is taken into account; no date library needed for this one rule.
 */
export function zonedInstant(date: string, time: string, timeZone: string): Date {
  const key = `${date} ${time} ${timeZone}`;
  let at = instants.get(key);
  if (at === undefined) {
    const [y, m, d] = date.split("-").map(Number);
    const [hh, mm] = time.split(":").map(Number);
    const wall = Date.UTC(y, m - 1, d, hh, mm);
    at = wall - offsetMs(wall - offsetMs(wall, timeZone), timeZone);
    // A search asks for the same few hundred moments (a deadline and an arrival per rate): remembered, within bounds.
    if (instants.size >= 5000) instants.clear();
    instants.set(key, at);
  }
  return new Date(at);
}

/** When the results a booking comes from were searched: the `at` of its link, or now when there is none. */
export function searchedAtOf(at: number) {
  return Number.isFinite(at) && at > 0 ? new Date(at) : new Date();
}

/** When a result set stops being valid (minutes after the search ran). */
export function isStale(searchedAt: number, now: number, ttlMinutes: number) {
  return !Number.isFinite(searchedAt) || now - searchedAt > ttlMinutes * 60_000 || searchedAt > now + 60_000;
}

/**
 * The instants a range of agency days covers: from the first day's midnight in Tehran to the midnight after the
 * last (`end` excluded). What "today" and "these days" mean wherever orders are counted or searched by day.
 */
export function agencyDayRange(from: string, to: string) {
  return {
    start: zonedInstant(from, "00:00", AGENCY_TIME_ZONE),
    end: zonedInstant(addDays(to, 1), "00:00", AGENCY_TIME_ZONE),
  };
}
