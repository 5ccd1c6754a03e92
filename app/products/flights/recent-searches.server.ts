/**
 * The visitor's last flight searches, kept in a cookie (decision 104): the last 5 distinct valid searches
 * (places, dates, passengers, trip type), newest first, written by the results page when a search runs and
 * shown on the flight search forms as links that run them again.
 *
 * The cookie (`recent_flights`, app/utils/cookies.server.ts) is functional, not necessary: it is written only
 * when the visitor accepted all cookies in the cookie notice, and dropped by the next search once they have
 * not. It is signed, and its content is checked with zod on every read all the same (never trusted): a place
 * the site no longer serves, a bad date or count drops that entry. Each entry is a short tuple, so five fit in
 * about 400 bytes.
 */
import { z } from "zod";
import { formatDate } from "~/utils/format";
import { consentCookie, recentFlightsCookie } from "~/utils/cookies.server";
import { isIsoDate } from "~/utils/jalali";
import { agencyToday } from "~/travel/clock";
import { MAX_SEATED, type PassengerCounts } from "~/travel/travellers";
import type { Locale } from "~/routing/screens";
import { multiAirportCities, whereOf } from "./places";
import { buildSearch } from "./search-url";

/** How many searches the cookie keeps. */
export const RECENT_SEARCHES = 5;

/** A search as the results page ran it (checkSearch's result). */
export interface RecentCriteria {
  trip: "oneway" | "return";
  origin: string;
  destination: string;
  depart: string;
  return: string | null;
  counts: PassengerCounts;
}

const place = z
  .string()
  .max(20)
  .refine((code) => whereOf(code)?.code === code);
const day = z.string().refine(isIsoDate);
const count = z.number().int().min(0).max(MAX_SEATED);
/** One entry: [trip ("o"/"r"), from, to, depart, return or null, adults, children, infants]. */
const entry = z.tuple([z.enum(["o", "r"]), place, place, day, day.nullable(), count, count, count]);
type Entry = z.infer<typeof entry>;

const toEntry = (c: RecentCriteria): Entry => [
  c.trip === "return" ? "r" : "o",
  c.origin,
  c.destination,
  c.depart,
  c.trip === "return" ? c.return : null,
  c.counts.adults,
  c.counts.children,
  c.counts.infants,
];

const toCriteria = (e: Entry): RecentCriteria => ({
  trip: e[0] === "r" ? "return" : "oneway",
  origin: e[1],
  destination: e[2],
  depart: e[3],
  return: e[4],
  counts: { adults: e[5], children: e[6], infants: e[7] },
});

/** The searches in a cookie's value (anything else — a forged, old or broken entry — is dropped). */
export function decodeRecent(value: unknown): RecentCriteria[] {
  if (!Array.isArray(value)) return [];
  return value
    .slice(0, 4 * RECENT_SEARCHES)
    .flatMap((v) => {
      const parsed = entry.safeParse(v);
      return parsed.success ? [toCriteria(parsed.data)] : [];
    })
    .filter((c) => c.trip === "oneway" || c.return !== null)
    .slice(0, RECENT_SEARCHES);
}

/** The cookie's value with `criteria` first: distinct searches, the newest 5. */
export function encodeRecent(list: RecentCriteria[], criteria: RecentCriteria): Entry[] {
  const key = (e: Entry) => JSON.stringify(e);
  const first = toEntry(criteria);
  const rest = list.map(toEntry).filter((e) => key(e) !== key(first));
  return [first, ...rest].slice(0, RECENT_SEARCHES);
}

async function readCookie(request: Request): Promise<{ present: boolean; list: RecentCriteria[] }> {
  const header = request.headers.get("Cookie");
  if (!header?.includes("recent_flights=")) return { present: false, list: [] };
  try {
    return { present: true, list: decodeRecent(await recentFlightsCookie.parse(header)) };
  } catch {
    return { present: true, list: [] };
  }
}

/** The cookie that forgets every recent search. */
export function forgetSearches(): Promise<string> {
  return recentFlightsCookie.serialize("", { maxAge: 0 });
}

/**
 * Remembers a search that ran (the results page, once its criteria are valid): the Set-Cookie header to send,
 * or null when nothing changes. Without consent to all cookies nothing is written, and a cookie kept from an
 * earlier consent is removed.
 */
export async function rememberSearch(request: Request, criteria: RecentCriteria): Promise<string | null> {
  const { present, list } = await readCookie(request);
  const consent = await consentCookie.parse(request.headers.get("Cookie")).catch(() => null);
  if (consent !== "all") return present ? forgetSearches() : null;
  const next = encodeRecent(list, criteria);
  if (JSON.stringify(next) === JSON.stringify(list.map(toEntry))) return null;
  return recentFlightsCookie.serialize(next);
}

/** A recent search as the form shows it: place names in the page's language, dates in its calendar and digits. */
export interface RecentSearch {
  /** The results page's query string ("?trip=…"), to run it again. */
  search: string;
  from: string;
  to: string;
  trip: "oneway" | "return";
  depart: string;
  return: string | null;
  travellers: number;
}

/**
 * How a search place reads in a recent search: a city ("Tehran", "Mashhad"), or one airport of a city that has
 * several, with its code ("Tehran (IKA)").
 */
function placeName(code: string, locale: Locale) {
  const where = whereOf(code)!;
  const city = where.city[locale];
  return where.kind === "airport" && multiAirportCities.includes(where.cityCode) ? `${city} (${where.code})` : city;
}

/** The visitor's recent searches that can still run (a departure before today is left out), newest first. */
export async function recentSearches(request: Request, locale: Locale, today = agencyToday()): Promise<RecentSearch[]> {
  const { list } = await readCookie(request);
  return list
    .filter((c) => c.depart >= today)
    .map((c) => ({
      search: `?${buildSearch(c)}`,
      from: placeName(c.origin, locale),
      to: placeName(c.destination, locale),
      trip: c.trip,
      depart: formatDate(c.depart, locale),
      return: c.return ? formatDate(c.return, locale) : null,
      travellers: c.counts.adults + c.counts.children + c.counts.infants,
    }));
}
