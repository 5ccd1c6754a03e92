/**
 * The flexible-date rules (pure, shared by server and browser; docs/decisions/103): the months of
 * the page's calendar (Jalali on Persian pages, Gregorian elsewhere, both from Intl through
 * app/utils/jalali.ts and the spending report's `monthOf`), a month laid out in weeks from the
 * page's first weekday, the cheapest day of a month, the ±3-day strip's window and the nearest
 * days that have a flight. Dates are ISO calendar days (YYYY-MM-DD).
 */
import type { Locale } from "~/routing/screens";
import { addDays, daysBetween } from "~/travel/clock";
import { monthOf, type ReportCalendar } from "~/domains/orders/report";
import { fromJalali, isIsoDate } from "~/utils/jalali";

export type MonthCalendar = ReportCalendar;

/** The calendar a page shows months in. */
export function calendarOf(locale: Locale): MonthCalendar {
  return locale === "fa" ? "jalali" : "gregorian";
}

/**
 * The first day of the week as `Date#getUTCDay` counts (0 = Sunday): Saturday in Iran, Monday in
 * the British, Dutch and French calendars (CLDR's weekData, which `Intl.Locale#getWeekInfo` gives
 * where browsers have it).
 */
export const WEEK_START: Record<Locale, number> = { fa: 6, en: 1, nl: 1, fr: 1 };

/** A month's key in its calendar ("1405-09", "2026-12") and its first day (ISO). */
export function monthContaining(day: string, calendar: MonthCalendar) {
  return monthOf(day, calendar);
}

/**
 * The first day (ISO) of a month named in the URL: "2026-12" (Gregorian) or "1405-09" (Jalali:
 * a year before 1700), so a link keeps its month when the page changes language. Null when it
 * names no month.
 */
export function monthStart(key: string | null | undefined): string | null {
  const m = /^(\d{4})-(\d{2})$/.exec(key ?? "");
  if (!m) return null;
  const [y, mo] = [Number(m[1]), Number(m[2])];
  if (y < 1700) return fromJalali(y, mo, 1);
  const iso = `${m[1]}-${m[2]}-01`;
  return isIsoDate(iso) ? iso : null;
}

/** Every day (ISO) of the month a day is in, in the given calendar. */
export function monthDays(day: string, calendar: MonthCalendar): string[] {
  const { firstDay } = monthOf(day, calendar);
  const days: string[] = [];
  for (let d = firstDay; monthOf(d, calendar).firstDay === firstDay; d = addDays(d, 1)) days.push(d);
  return days;
}

/** The first days of the months before and after the month a day is in. */
export function adjacentMonths(day: string, calendar: MonthCalendar) {
  const days = monthDays(day, calendar);
  return {
    previous: monthOf(addDays(days[0], -1), calendar).firstDay,
    next: addDays(days[days.length - 1], 1),
  };
}

/** A month's days in weeks of seven from `weekStart` (0 = Sunday); null where a week runs outside the month. */
export function monthWeeks(days: string[], weekStart: number): (string | null)[][] {
  if (!days.length) return [];
  const weekday = (iso: string) => new Date(`${iso}T00:00:00Z`).getUTCDay();
  const lead = (weekday(days[0]) - weekStart + 7) % 7;
  const cells: (string | null)[] = [...Array<null>(lead).fill(null), ...days];
  while (cells.length % 7) cells.push(null);
  const weeks: (string | null)[][] = [];
  for (let i = 0; i < cells.length; i += 7) weeks.push(cells.slice(i, i + 7));
  return weeks;
}

/** The seven weekdays from `weekStart`, as ISO days of one week (to name them with Intl). */
export function weekdayDays(weekStart: number): string[] {
  // 2026-11-01 is a Sunday.
  return Array.from({ length: 7 }, (_, i) => addDays("2026-11-01", (weekStart + i) % 7));
}

/** The cheapest day of a set of prices (the earliest of equal ones), or null when there is none. */
export function cheapestDay(prices: Map<string, number>): string | null {
  let best: string | null = null;
  for (const [day, price] of prices) {
    const bestPrice = best === null ? Infinity : prices.get(best)!;
    if (price < bestPrice || (price === bestPrice && best !== null && day < best)) best = day;
  }
  return best;
}

/** The days a flight can be booked on: from today for BOOKING_HORIZON_DAYS. */
export function horizonOf(today: string, horizonDays: number) {
  return { first: today, last: addDays(today, horizonDays - 1) };
}

/**
 * The ±3-day strip's seven days around `date`, moved inside the booking horizon (on today, the
 * strip starts today and shows the six days after it).
 */
export function stripDays(date: string, today: string, horizonDays: number): string[] {
  const { first, last } = horizonOf(today, horizonDays);
  const span = Math.min(7, horizonDays);
  let start = addDays(date, -3);
  if (start < first) start = first;
  if (daysBetween(start, last) < span - 1) start = addDays(last, -(span - 1));
  return Array.from({ length: span }, (_, i) => addDays(start, i));
}

/** The `n` days with a flight nearest before and after `date` (each list in calendar order). */
export function nearestDays(days: Iterable<string>, date: string, n: number) {
  const sorted = [...days].sort();
  return {
    before: sorted.filter((d) => d < date).slice(-n),
    after: sorted.filter((d) => d > date).slice(0, n),
  };
}

/** One day of the ±3-day strip: its cheapest price (null: no flight) and its results link. */
export interface StripDay {
  date: string;
  /** The day as the page writes it: "Thu 3 Dec", "پنجشنبه ۱۲ آذر". */
  label: string;
  price: number | null;
  /** The results page's query for this day (the other criteria kept): for `<ScreenLink to="flightResults">`. */
  search: string;
  current: boolean;
}
