/**
 * THE flight-search URL codec (docs/decisions/015): every query string of the search flow
 * is read and written here, nowhere else — the search form's values, the results page
 * (criteria, search time, chosen outbound, page, sort and filters) and the passenger step
 * (chosen offers and passenger counts). Pure, shared by server and browser. The criteria
 * read here are checked by `checkSearch` (search.ts, the spec's rules).
 *
 * Parameters: trip, from, to, depart, return, adults, children, infants (the search form's
 * fields); swap (the form's swap button without JavaScript: show the form with From and To swapped); at (when
 * the search ran, ms); out, ret (chosen itineraries: flight ids joined by "-"); page; sort, airline, aircraft,
 * cabin, type, stops, airport, departTime, arriveTime, maxPrice, maxDuration, maxLayover, co2 (filters). The
 * month price calendar: from, to, month (a month of either calendar: "2026-12" or "1405-09") and the counts.
 */
import { cabins, flightTypes } from "./fare-rules";
import { MAX_SEATED, type PassengerCounts } from "~/travel/travellers";
import { toAsciiDigits } from "~/utils/digits";
// Types only: the search rules (search.ts) bring zod and the airport table, which the
// search form's browser code must not carry. The rules check what readSearchFields reads.

export const trips = ["oneway", "return", "multi"] as const;

/** A multi-city trip has 2 to MAX_LEGS flights' legs: the first in from/to/depart, the others in from2…depart5. */
export const MAX_LEGS = 5;
export const extraLegNumbers = [2, 3, 4, 5] as const;
export interface LegFields {
  from?: string;
  to?: string;
  depart?: string;
}

/** The parts of the day a time filter offers (search.ts dayParts gives their hours). */
export const dayPartKeys = ["night", "morning", "afternoon", "evening"] as const;

export const sorts = ["best", "price", "depart", "duration"] as const;
export type Sort = (typeof sorts)[number];

/** The search form's fields as typed (first value of each; absent ones undefined). */
export interface SearchFields {
  trip?: string;
  from?: string;
  to?: string;
  depart?: string;
  return?: string;
  adults?: string;
  children?: string;
  infants?: string;
  /** A multi-city trip's legs 2…5 as typed (absent ones left out). */
  legs?: LegFields[];
}
export const searchFieldNames = [
  "trip",
  "from",
  "to",
  "depart",
  "return",
  "adults",
  "children",
  "infants",
] as const satisfies readonly (keyof SearchFields)[];

/** Passenger counts when the URL gives none: one adult. */
export const DEFAULT_COUNTS: PassengerCounts = { adults: 1, children: 0, infants: 0 };

export function readSearchFields(q: URLSearchParams): SearchFields {
  const out: SearchFields = {};
  for (const name of searchFieldNames) {
    const value = q.get(name);
    if (value !== null) out[name] = value;
  }
  const legs = extraLegNumbers.map((n) => {
    const leg: LegFields = {};
    for (const f of ["from", "to", "depart"] as const) {
      const value = q.get(`${f}${n}`);
      if (value !== null) leg[f] = value;
    }
    return leg;
  });
  if (legs.some((l) => Object.keys(l).length)) out.legs = legs;
  return out;
}

/** The swap button's name: without JavaScript it sends the form with `swap` to be shown again, From and To swapped. */
export const SWAP_FIELD = "swap";

/** The search form's fields to show: as read, with From and To swapped when the swap button sent them. */
export function readFormFields(q: URLSearchParams): SearchFields {
  const fields = readSearchFields(q);
  if (!q.has(SWAP_FIELD)) return fields;
  const { from, to, ...rest } = fields;
  return { ...rest, ...(to !== undefined ? { from: to } : {}), ...(from !== undefined ? { to: from } : {}) };
}

/** Whether the URL carries a search at all (or is just the empty form). */
export function hasSearch(q: URLSearchParams) {
  return q.has("from") || q.has("to") || q.has("depart");
}

/** The query string of a search (what the search form sends), plus extra parameters (e.g. at, out). */
export function buildSearch(
  c: {
    trip: (typeof trips)[number];
    origin: string;
    destination: string;
    depart: string;
    return?: string | null;
    /** A multi-city trip's legs (the first is origin → destination on depart). */
    legs?: { origin: string; destination: string; date: string }[];
    counts: PassengerCounts;
  },
  extra: Record<string, string | number | null | undefined> = {},
) {
  const q = new URLSearchParams({ trip: c.trip, from: c.origin, to: c.destination, depart: c.depart });
  if (c.trip === "return" && c.return) q.set("return", c.return);
  if (c.trip === "multi")
    (c.legs ?? []).slice(1, MAX_LEGS).forEach((leg, i) => {
      q.set(`from${i + 2}`, leg.origin);
      q.set(`to${i + 2}`, leg.destination);
      q.set(`depart${i + 2}`, leg.date);
    });
  q.set("adults", String(c.counts.adults));
  q.set("children", String(c.counts.children));
  q.set("infants", String(c.counts.infants));
  for (const [k, v] of Object.entries(extra)) if (v !== undefined && v !== null && v !== "") q.set(k, String(v));
  return q;
}

/** The ids of an itinerary key ("12-34" → [12, 34]); null when it is not one. */
export function parseItineraryKey(key: string | null | undefined): number[] | null {
  if (!key || !/^\d{1,12}(-\d{1,12}){0,2}$/.test(key)) return null;
  const ids = key.split("-").map(Number);
  return ids.every((n) => Number.isSafeInteger(n) && n > 0) && new Set(ids).size === ids.length ? ids : null;
}

const positive = (v: string | null) => {
  const n = Number(v);
  return v && Number.isSafeInteger(n) && n > 0 ? n : null;
};

/** When the search ran (ms since the epoch); NaN when the URL does not say (isStale treats it as old). */
export function readSearchedAt(q: URLSearchParams): number {
  return Number(q.get("at") ?? Number.NaN);
}

/** The same URL with the search time set (the results page stamps a new search once). */
export function stampSearch(q: URLSearchParams, at: number) {
  const next = new URLSearchParams(q);
  next.set("at", String(at));
  return next;
}

/** The chosen outbound itinerary (its flights' ids) on a return trip's second step (null on the first). */
export function readOutbound(q: URLSearchParams): number[] | null {
  return parseItineraryKey(q.get("out"));
}

/** A multi-city trip's itineraries chosen so far, one per leg ("12-34,56": flight ids joined by "-", legs by ","). */
export function readChosen(q: URLSearchParams): number[][] {
  const value = q.get("chosen");
  if (!value) return [];
  const keys = value.split(",").slice(0, MAX_LEGS).map(parseItineraryKey);
  return keys.every((k) => k !== null) ? (keys as number[][]) : [];
}

export const writeChosen = (chosen: number[][]) => chosen.map((ids) => ids.join("-")).join(",");

/** The results page number (1 when absent or bad). */
export function readPage(q: URLSearchParams): number {
  return positive(q.get("page")) ?? 1;
}

const list = (q: URLSearchParams, name: string) =>
  q
    .getAll(name)
    .flatMap((v) => v.split(","))
    .filter(Boolean);

/** The results filters and sort (unknown values dropped, price sort by default). */
export function readFilters(q: URLSearchParams): Filters {
  const sort = q.get("sort");
  return {
    airline: list(q, "airline"),
    aircraft: list(q, "aircraft"),
    cabin: list(q, "cabin").filter((c) => (cabins as readonly string[]).includes(c)),
    type: list(q, "type").filter((c) => (flightTypes as readonly string[]).includes(c)),
    stops: list(q, "stops").filter((c) => ["0", "1", "2"].includes(c)),
    airport: list(q, "airport").filter((c) => /^[A-Z]{3}$/.test(c)),
    departTime: list(q, "departTime").filter((c) => (dayPartKeys as readonly string[]).includes(c)),
    arriveTime: list(q, "arriveTime").filter((c) => (dayPartKeys as readonly string[]).includes(c)),
    maxPrice: positive(q.get("maxPrice")),
    maxDuration: positive(q.get("maxDuration")),
    maxLayover: positive(q.get("maxLayover")),
    lowerCo2: q.get("co2") === "lower",
    sort: (sorts as readonly string[]).includes(sort ?? "") ? (sort as Sort) : "best",
  };
}

/**
 * A results link from the current query: the changes applied (undefined removes a
 * parameter) and the page reset unless it is one of the changes — for the sort links,
 * the pager and "search again".
 */
export function changeResults(q: URLSearchParams, changes: Record<string, string | number | undefined>) {
  const next = new URLSearchParams(q);
  next.delete("page");
  for (const [k, v] of Object.entries(changes)) {
    if (v === undefined) next.delete(k);
    else next.set(k, String(v));
  }
  return next;
}

/** The passenger step's query: the chosen offers, the passenger counts and the search time. */
export interface PassengerStep {
  /** The chosen itineraries' flights, in order (an itinerary key "12-34" in the URL). */
  out: number[] | null;
  ret: number[] | null;
  /** A multi-city trip's itineraries after the first (`legs`, as `chosen` writes them); null otherwise. */
  more?: number[][] | null;
  counts: PassengerCounts;
  at: number;
}

function readCounts(q: URLSearchParams): PassengerCounts {
  const n = (name: string, fallback: number) => {
    const v = Number(q.get(name) ?? fallback);
    return Number.isInteger(v) && v >= 0 && v <= MAX_SEATED ? v : fallback;
  };
  const counts = {
    adults: n("adults", DEFAULT_COUNTS.adults),
    children: n("children", DEFAULT_COUNTS.children),
    infants: n("infants", DEFAULT_COUNTS.infants),
  };
  return counts.adults + counts.children + counts.infants > 0 ? counts : { ...DEFAULT_COUNTS };
}

/** The month price calendar's query (what its form sends): the route, the month and the travellers. */
export interface CalendarCriteria {
  /** As typed, or a search place's code (an airport or a multi-airport city); absent: the empty form. */
  from?: string;
  to?: string;
  /** "2026-12" or "1405-09" (read by calendar.ts's monthStart); absent: the month of `depart`, else this month. */
  month?: string;
  /** A day whose month is shown when no month is given (a link from the results page). */
  depart?: string;
  counts: PassengerCounts;
}

export function readCalendarCriteria(q: URLSearchParams): CalendarCriteria {
  const text = (name: string) => q.get(name)?.trim() || undefined;
  return {
    from: text("from"),
    to: text("to"),
    month: text("month"),
    depart: text("depart"),
    // Counts typed with the page's digits ("۲", decision 019).
    counts: readCounts(new URLSearchParams([...q].map(([k, v]) => [k, toAsciiDigits(v)]))),
  };
}

/** The query string of a month price calendar. */
export function buildCalendar(c: CalendarCriteria) {
  const q = new URLSearchParams();
  for (const name of ["from", "to", "month", "depart"] as const) if (c[name]) q.set(name, c[name]);
  q.set("adults", String(c.counts.adults));
  q.set("children", String(c.counts.children));
  q.set("infants", String(c.counts.infants));
  return q;
}

export function readPassengerStep(q: URLSearchParams): PassengerStep {
  return {
    out: parseItineraryKey(q.get("out")),
    ret: parseItineraryKey(q.get("ret")),
    more: q.has("legs") ? readChosen(new URLSearchParams({ chosen: q.get("legs")! })) : undefined,
    counts: readCounts(q),
    at: readSearchedAt(q),
  };
}

export function buildPassengerStep(step: PassengerStep) {
  const q = new URLSearchParams({
    out: (step.out ?? []).join("-"),
    adults: String(step.counts.adults),
    children: String(step.counts.children),
    infants: String(step.counts.infants),
    at: String(step.at),
  });
  if (step.ret) q.set("ret", step.ret.join("-"));
  if (step.more?.length) q.set("legs", writeChosen(step.more));
  return q;
}

export interface Filters {
  airline: string[];
  aircraft: string[];
  cabin: string[];
  type: string[];
  /** Number of stops ("0", "1", "2" = two or more). */
  stops: string[];
  /** Airports of a city searched at either end. */
  airport: string[];
  /** Parts of the day (search.ts dayParts) of the departure and of the arrival, local time. */
  departTime: string[];
  arriveTime: string[];
  /** Highest price per adult (EUR cents), or null. */
  maxPrice: number | null;
  /** Longest duration (minutes), or null. */
  maxDuration: number | null;
  /** Longest layover (minutes), or null. */
  maxLayover: number | null;
  /** Only itineraries with lower emissions than the results' typical one (search.ts). */
  lowerCo2: boolean;
  sort: Sort;
}
