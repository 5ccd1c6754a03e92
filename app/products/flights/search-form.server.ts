/**
 * (A .server module, so loaders can use it without the airport table, the calendar code
 * or their top-level setup reaching any browser bundle — the home page's included.)
 *
 * What a search form needs from the server (built in loaders, so the browser bundle
 * carries no airport table): the offered places as labels in the page's language, and
 * the values to show (from the query string; dates the page's way: Jalali in fa, DD/MM/YYYY elsewhere).
 */
import type { Locale } from "~/routing/screens";
import { BOOKING_HORIZON_DAYS, addDays, agencyToday, formatDateText, parseDateText } from "~/travel/clock";
import { resolveWhere, whereLabel, wheresFor, type Scope } from "./places";
import { defaultDates } from "./search";
import { DEFAULT_COUNTS, readSearchFields } from "./search-url";

export interface SearchFormValues {
  trip: string;
  from: string;
  to: string;
  depart: string;
  return: string;
  adults: string;
  children: string;
  infants: string;
}

export interface SearchFormData {
  places: { code: string; label: string }[];
  values: SearchFormValues;
  /** Date bounds for the date fields' calendar (ISO). */
  min: string;
  max: string;
}

export function searchFormData(
  locale: Locale,
  scope: Scope,
  query: URLSearchParams,
  today = agencyToday(),
  horizonDays = BOOKING_HORIZON_DAYS,
): SearchFormData {
  const label = (value: string | undefined) => {
    const where = resolveWhere(value);
    return where ? whereLabel(where, locale) : (value ?? "");
  };
  const date = (value: string | undefined, fallback: string) => {
    if (value === undefined) return formatDateText(fallback, locale);
    const iso = parseDateText(value);
    return iso ? formatDateText(iso, locale) : value;
  };
  const fields = readSearchFields(query);
  const defaults = defaultDates(today);
  return {
    places: wheresFor(scope).map((w) => ({ code: w.code, label: whereLabel(w, locale) })),
    values: {
      trip: fields.trip === "return" ? "return" : "oneway",
      from: label(fields.from),
      to: label(fields.to),
      depart: date(fields.depart, defaults.depart),
      return: date(fields.return, defaults.return),
      adults: fields.adults ?? String(DEFAULT_COUNTS.adults),
      children: fields.children ?? String(DEFAULT_COUNTS.children),
      infants: fields.infants ?? String(DEFAULT_COUNTS.infants),
    },
    min: today,
    max: addDays(today, horizonDays - 1),
  };
}
