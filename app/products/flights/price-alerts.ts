/**
 * Price alerts' rules (pure, unit-tested; docs/decisions/108-price-alerts.md): which days an alert
 * follows, and what one scheduled check does with the cheapest fare it finds — e-mail a drop of at
 * least DROP_PERCENT below the reference price, e-mail once when the cheapest fare's seats fall to
 * SEATS_THRESHOLD, end an alert whose days are past. Prices are EUR cents (one adult, net of VAT).
 */
import { isIsoDate } from "~/utils/jalali";
import { calendarOf, monthContaining, monthDays, monthStart } from "./calendar";
import type { Locale } from "~/routing/screens";
import { formatDate, formatFullDate, formatMonth } from "~/utils/format";

/** A drop of at least this share of the reference price is e-mailed. */
export const DROP_PERCENT = 5;
/** When the cheapest fare has this many seats left or fewer, it is e-mailed once. */
export const SEATS_THRESHOLD = 3;
/** How often the server checks the active alerts. */
export const CHECK_MINUTES = 15;

/** One day ("2026-12-05") or a month in the page's calendar ("2026-12", Jalali "1405-09"). */
export function isPeriod(period: string): boolean {
  return isIsoDate(period) || monthStart(period) !== null;
}

/** The calendar a month period is in: a Jalali year is before 1700. */
const calendarOfMonth = (period: string) => calendarOf(Number(period.slice(0, 4)) < 1700 ? "fa" : "en");

/** The month period of a day in a page's calendar ("1405-09" on Persian pages), as the price calendar names it. */
export function monthPeriod(day: string, locale: Locale): string {
  return monthContaining(day, calendarOf(locale)).month;
}

/** The days still ahead that an alert follows (from today), or null once they are all past. */
export function periodDays(period: string, today: string): { from: string; to: string } | null {
  if (isIsoDate(period)) return period < today ? null : { from: period, to: period };
  const first = monthStart(period);
  if (!first) return null;
  const days = monthDays(first, calendarOfMonth(period));
  const last = days[days.length - 1];
  if (last < today) return null;
  return { from: days[0] < today ? today : days[0], to: last };
}

export interface AlertState {
  /** The price a drop is measured from: the baseline, then the last price e-mailed, raised by rises. */
  referencePrice: number;
  /** A "few seats left" e-mail was sent and the seats have not come back above the threshold since. */
  seatsLow: boolean;
}

/** The cheapest fare a check found: its price and, for a direct flight, its seats left (null: unknown). */
export interface Observed {
  price: number;
  seats: number | null;
}

export type Verdict =
  | { action: "end" }
  | { action: "notify"; reason: "drop" | "seats"; state: AlertState }
  | { action: "keep"; state: AlertState };

/** A drop of at least DROP_PERCENT, in whole cents (no rounding at the boundary). */
export const isDrop = (reference: number, price: number) => price * 100 <= reference * (100 - DROP_PERCENT);

/**
 * What a check does with an alert: `end` when its days are past; `notify` (one e-mail) on a drop of
 * at least DROP_PERCENT below the reference, or when the cheapest fare's seats fall to
 * SEATS_THRESHOLD for the first time; else `keep`. A rise re-arms: the reference follows the price up,
 * so a later fall from there counts. Seats that come back above the threshold re-arm the seats e-mail.
 * Nothing found (sold out, no flight) keeps the state.
 */
export function judgeAlert(state: AlertState, observed: Observed | null, period: string, today: string): Verdict {
  if (!periodDays(period, today)) return { action: "end" };
  if (!observed) return { action: "keep", state };
  const few = observed.seats !== null && observed.seats <= SEATS_THRESHOLD;
  if (isDrop(state.referencePrice, observed.price))
    return { action: "notify", reason: "drop", state: { referencePrice: observed.price, seatsLow: few } };
  const referencePrice = Math.max(state.referencePrice, observed.price);
  if (few && !state.seatsLow) return { action: "notify", reason: "seats", state: { referencePrice, seatsLow: true } };
  return { action: "keep", state: { referencePrice, seatsLow: few && state.seatsLow } };
}

/** How a page or an e-mail names an alert's dates: the day in full, the month, or a foreign calendar's month as its days. */
export function periodText(period: string, locale: Locale): string {
  if (isIsoDate(period)) return formatFullDate(period, locale);
  const first = monthStart(period);
  if (!first) return period;
  const jalali = Number(period.slice(0, 4)) < 1700;
  if (jalali === (locale === "fa")) return formatMonth(first, locale);
  const days = monthDays(first, calendarOfMonth(period));
  return `${formatDate(days[0], locale, { day: "numeric", month: "long", year: undefined })} – ${formatDate(days[days.length - 1], locale, { day: "numeric", month: "long", year: "numeric" })}`;
}
