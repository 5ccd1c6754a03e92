/**
 * (A .server module, so loaders can use it without the airport table, the calendar code
 * or their top-level setup reaching any browser bundle — the home page's included.)
 *
 * What a search form needs from the server (built in loaders, so the browser bundle
 * carries no airport table): the offered places as labels in the page's language, and
 * the values to show (from the query string; dates the page's way: Jalali in fa, DD/MM/YYYY elsewhere).
 */
import { pathFor, type Locale } from "~/routing/screens";
import { BOOKING_HORIZON_DAYS, addDays, agencyToday, formatDateText, parseDateText } from "~/travel/clock";
import { otherSpellings } from "~/travel/places";
import { placeByCode, resolveWhere, whereLabel, wheresFor, type Scope, type Where } from "./places";
import { searchKeys, type SuggestionPlace } from "./place-suggestions";
import { defaultDates } from "./search";
import { DEFAULT_COUNTS, readFormFields } from "./search-url";

export interface SearchFormValues {
  trip: string;
  from: string;
  to: string;
  depart: string;
  return: string;
  adults: string;
  children: string;
  infants: string;
  /** A multi-city trip's flights 2…5 as the fields show them. */
  legs: { from: string; to: string; depart: string }[];
}

export interface SearchFormData {
  /** The offered places: labels for the datalist, kinds and search keys for the autocomplete (decision 104). */
  places: SuggestionPlace[];
  /**
   * Where the swap button sends the form without JavaScript: this scope's flights landing page, which shows
   * the same form with From and To swapped and runs no search.
   */
  swapAction: string;
  /** Where the form's "prices for the whole month" button sends the route (the month price calendar). */
  calendarAction: string;
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
  const fields = readFormFields(query);
  const defaults = defaultDates(today);
  return {
    places: suggestionPlaces(scope, locale),
    swapAction: pathFor(landingOf[scope], locale),
    calendarAction: pathFor("flightCalendar", locale),
    values: {
      trip: fields.trip === "return" || fields.trip === "multi" ? fields.trip : "oneway",
      from: label(fields.from),
      to: label(fields.to),
      depart: date(fields.depart, defaults.depart),
      return: date(fields.return, defaults.return),
      adults: fields.adults ?? String(DEFAULT_COUNTS.adults),
      children: fields.children ?? String(DEFAULT_COUNTS.children),
      infants: fields.infants ?? String(DEFAULT_COUNTS.infants),
      legs: (fields.legs ?? []).map((leg) => ({
        from: leg.from ? label(leg.from) : "",
        to: leg.to ? label(leg.to) : "",
        depart: leg.depart ? date(leg.depart, leg.depart) : "",
      })),
    },
    min: today,
    max: addDays(today, horizonDays - 1),
  };
}

const landingOf = { all: "flights", domestic: "flightsDomestic", international: "flightsInternational" } as const;

/**
 * The places a form offers, as the autocomplete matches them: a city by its names in every language and its
 * other spellings; an airport by its code, its names and its city's names. Made once per scope and language.
 */
const suggestionCache = new Map<string, SuggestionPlace[]>();
export function suggestionPlaces(scope: Scope, locale: Locale): SuggestionPlace[] {
  const key = `${scope}:${locale}`;
  const cached = suggestionCache.get(key);
  if (cached) return cached;
  const wheres = wheresFor(scope);
  const cities = new Set(wheres.filter((w) => w.kind === "city").map((w) => w.code));
  const cityNames = (w: Where) => [...Object.values(w.city), ...(otherSpellings[w.cityCode] ?? [])];
  const made = wheres.map((w): SuggestionPlace => {
    const label = whereLabel(w, locale);
    if (w.kind === "city") return { code: w.code, label, kind: "city", keys: searchKeys([label, ...cityNames(w)]) };
    const airport = placeByCode[w.code];
    return {
      code: w.code,
      label,
      kind: "airport",
      ...(cities.has(w.cityCode) ? { parent: w.cityCode } : {}),
      keys: searchKeys([w.code, ...Object.values(airport.airport), ...cityNames(w)]),
    };
  });
  suggestionCache.set(key, made);
  return made;
}
