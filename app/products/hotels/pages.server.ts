/**
 * What the hotel screens share on the server (the route modules stay thin): the search form's
 * data for a scope, the stay read from a URL and checked (checkStay's codes as message keys
 * of the "hotels" namespace, keyed by field), and the cancellation terms of a rate in plain
 * words on the hotel's clock ("Free cancellation until 14 Azar 1405, 12:00").
 */
import type { CancellationStep } from "~/travel/timeline";
import { addDays, agencyToday } from "~/travel/clock";
import { isStale } from "~/travel/clock";
import type { Locale } from "~/routing/screens";
import { formatLongDate, formatTime } from "~/utils/format";
import { hotelResultsTtlMinutes } from "./booking.server";
import { hotelCities } from "./cities";
import { readStayQuery, stayFieldsOf } from "./search-url";
import { HOTEL_HORIZON_DAYS, MAX_NIGHTS, checkStay, type Stay } from "./stay";
import { timelineTerms } from "./timeline-words";

export type HotelScope = "all" | "domestic" | "international";

/** The city names a destination field suggests, in the page's language. */
export function cityNames(locale: Locale, scope: HotelScope = "all") {
  return hotelCities.filter((c) => scope === "all" || c.domestic === (scope === "domestic")).map((c) => c.name[locale]);
}

/** The first and last check-in days a form offers (the agency's today; the check-out may be MAX_NIGHTS later). */
export function dateRange() {
  const today = agencyToday();
  return { today, min: today, max: addDays(today, HOTEL_HORIZON_DAYS + MAX_NIGHTS - 1) };
}

/** The stay of a URL, checked: the query as typed, and either the stay or the errors as message keys by field. */
export function readStay(q: URLSearchParams, today = agencyToday()) {
  const query = readStayQuery(q);
  const errors: Record<string, string[]> = {};
  if (!query.destination) errors.q = ["hotels:errors.destinationRequired"];
  const checked = checkStay(stayFieldsOf(query), today);
  if (!checked.ok)
    for (const [field, codes] of Object.entries(checked.errors))
      (errors[field] ??= []).push(...codes.map((c) => `hotels:errors.${c}`));
  const stay: Stay | null = checked.ok ? checked.stay : null;
  return { query, stay, errors };
}

/** Whether results searched at `at` (ms) are probably old. */
export function hotelResultsStale(at: number, now = Date.now()) {
  return isStale(at, now, hotelResultsTtlMinutes());
}

/** "14 Azar 1405, 12:00" — a moment on the hotel's clock, in the page's calendar and digits. */
export function hotelMoment(at: Date, locale: Locale, timeZone: string) {
  const day = formatLongDate(at, locale, timeZone);
  return `${day}${locale === "fa" ? "،" : ","} ${formatTime(at, locale, timeZone)}`;
}

/** A rate's cancellation terms as message keys and values (the page translates them). */
export function timelineText(steps: CancellationStep[], locale: Locale, timeZone: string, now = new Date()) {
  return timelineTerms(steps, now).map((term): { key: string; values: Record<string, string | number> } =>
    term.key === "freeUntil"
      ? { key: term.key, values: { date: hotelMoment(term.until, locale, timeZone) } }
      : term.key === "partial"
        ? { key: term.key, values: { percent: term.percent } }
        : { key: term.key, values: {} },
  );
}
