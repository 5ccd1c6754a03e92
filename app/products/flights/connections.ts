/**
 * Connections (pure, shared by server and browser; decision 105): how flights join into one itinerary.
 *
 * - A connection needs the airport's **minimum connection time** (published per airport, domestic or
 *   international on each side), more when the customer changes airport in the same city (by road,
 *   THR ↔ IKA) or changes carrier (bags collected and checked in again), and at most MAX_LAYOVER_MINUTES.
 * - An itinerary never visits an airport (or a city) twice and never passes through its own origin or
 *   destination city.
 * - A layover is flagged overnight when it crosses local midnight at the connecting airport; a change of
 *   airport and a change of carrier are **self-transfers**, always said on the result, the passenger page and
 *   the e-ticket; an airport change adds the agency's road transfer to the price (fare-rules.ts).
 */
import { placeByCode } from "./places";

/** The longest wait between two flights of one itinerary. */
export const MAX_LAYOVER_MINUTES = 24 * 60;
/** Itineraries have at most this many flights (two stops). */
export const MAX_SEGMENTS = 3;

/** Minimum connection times in minutes: arriving → departing, domestic (d) or international (i) flights. */
export interface ConnectionTimes {
  dd: number;
  di: number;
  id: number;
  ii: number;
}
const DEFAULT_MCT: ConnectionTimes = { dd: 45, di: 90, id: 90, ii: 60 };
/** Published by the airports (and IATA's MCT tables); where an airport publishes none, DEFAULT_MCT. */
export const minimumConnectionTimes: Record<string, ConnectionTimes> = {
  IKA: { dd: 60, di: 120, id: 120, ii: 75 },
  THR: { dd: 45, di: 90, id: 90, ii: 60 },
  MHD: { dd: 45, di: 90, id: 90, ii: 60 },
  IST: { dd: 60, di: 90, id: 90, ii: 60 },
  SAW: { dd: 45, di: 75, id: 75, ii: 60 },
  DXB: { dd: 60, di: 75, id: 75, ii: 75 },
  DOH: { dd: 45, di: 60, id: 60, ii: 60 },
  FRA: { dd: 45, di: 45, id: 45, ii: 45 },
  AMS: { dd: 40, di: 50, id: 50, ii: 50 },
  CDG: { dd: 60, di: 90, id: 90, ii: 90 },
};
/** Changing airports within a city by road, including getting through security again (minutes). */
export const airportChangeMinutes: Record<string, number> = {
  "THR-IKA": 240,
  "IKA-THR": 240,
  "IST-SAW": 300,
  "SAW-IST": 300,
  "DXB-DWC": 240,
  "DWC-DXB": 240,
};
/** A change of carrier (not checked through): bags collected and checked in again. */
export const SELF_TRANSFER_EXTRA_MINUTES = 60;

/** What the connection rules read of a flight. */
export interface Segment {
  id: number;
  origin: string;
  destination: string;
  airline: string;
  departAt: Date;
  arriveAt: Date;
}

export interface Layover {
  /** Where the customer lands and where the next flight leaves (the same airport unless they change). */
  arrive: string;
  depart: string;
  minutes: number;
  overnight: boolean;
  airportChange: boolean;
  /** The customer collects their bags and checks in again (an airport or carrier change). */
  selfTransfer: boolean;
}

const international = (s: Segment) => !placeByCode[s.origin]?.domestic || !placeByCode[s.destination]?.domestic;
const cityOf = (code: string) => placeByCode[code]?.cityCode ?? code;

/** The least time a customer needs between these two flights; null when they cannot connect at all. */
export function minimumConnection(a: Segment, b: Segment): number | null {
  const change = a.destination !== b.origin;
  if (change && (cityOf(a.destination) !== cityOf(b.origin) || !airportChangeMinutes[`${a.destination}-${b.origin}`]))
    return null;
  const times = minimumConnectionTimes[a.destination] ?? DEFAULT_MCT;
  const kind = `${international(a) ? "i" : "d"}${international(b) ? "i" : "d"}` as keyof ConnectionTimes;
  const base = change ? airportChangeMinutes[`${a.destination}-${b.origin}`] : times[kind];
  return base + (a.airline !== b.airline && !change ? SELF_TRANSFER_EXTRA_MINUTES : 0);
}

/** One formatter per time zone: building an Intl.DateTimeFormat costs far more than using one. */
const dayFormats = new Map<string, Intl.DateTimeFormat>();
const localDay = (at: Date, code: string) => {
  const tz = placeByCode[code]?.tz ?? "UTC";
  let format = dayFormats.get(tz);
  if (!format) dayFormats.set(tz, (format = new Intl.DateTimeFormat("en-CA", { timeZone: tz })));
  return format.format(at);
};

/** The layover between two flights when a customer can make it (rules above); null otherwise. */
export function layoverBetween(a: Segment, b: Segment): Layover | null {
  const least = minimumConnection(a, b);
  if (least === null) return null;
  const minutes = Math.round((b.departAt.getTime() - a.arriveAt.getTime()) / 60_000);
  if (minutes < least || minutes > MAX_LAYOVER_MINUTES) return null;
  const airportChange = a.destination !== b.origin;
  return {
    arrive: a.destination,
    depart: b.origin,
    minutes,
    overnight: localDay(a.arriveAt, a.destination) !== localDay(b.departAt, b.origin),
    airportChange,
    selfTransfer: airportChange || a.airline !== b.airline,
  };
}

/** Whether a chain of flights visits no airport or city twice (its origin and destination cities included). */
export function visitsOnce(segments: Segment[]): boolean {
  const cities = [cityOf(segments[0].origin), ...segments.map((s) => cityOf(s.destination))];
  // Changing airports inside a city is one visit of that city: the arriving and departing airports share it.
  return new Set(cities).size === cities.length;
}

export interface Itinerary<T extends Segment = Segment> {
  /** The flights' ids joined by "-": what the URLs carry. */
  key: string;
  segments: T[];
  layovers: Layover[];
  stops: number;
  departAt: Date;
  arriveAt: Date;
  durationMinutes: number;
}

/** One itinerary from a chain of flights, or null when the chain breaks a rule. */
export function itineraryOf<T extends Segment>(segments: T[]): Itinerary<T> | null {
  if (!segments.length || segments.length > MAX_SEGMENTS || !visitsOnce(segments)) return null;
  const layovers: Layover[] = [];
  for (let i = 1; i < segments.length; i++) {
    const layover = layoverBetween(segments[i - 1], segments[i]);
    if (!layover) return null;
    layovers.push(layover);
  }
  const first = segments[0];
  const last = segments[segments.length - 1];
  return {
    key: segments.map((s) => s.id).join("-"),
    segments,
    layovers,
    stops: segments.length - 1,
    departAt: first.departAt,
    arriveAt: last.arriveAt,
    durationMinutes: Math.round((last.arriveAt.getTime() - first.departAt.getTime()) / 60_000),
  };
}

/**
 * Every itinerary from `chains` (flights already joined) continued by one flight of `next`, keeping per
 * chain at most `keep` continuations: the cheapest by `price` and the earliest arriving (a chain followed by
 * every later flight of the day would only repeat itself with a longer wait). Cheap checks only (the
 * connection time, the cities visited): the full layover (overnight, self-transfer) is made by `itineraryOf`
 * for the chains kept.
 */
export function extend<T extends Segment>(chains: T[][], next: T[], price: (s: T) => number, keep = 2): T[][] {
  // The next flights by the city they leave from, in order of departure (times as numbers, searched by halves).
  const byCity = new Map<string, { flights: T[]; departs: number[] }>();
  for (const s of [...next].sort((a, b) => a.departAt.getTime() - b.departAt.getTime())) {
    const city = cityOf(s.origin);
    const group = byCity.get(city) ?? { flights: [], departs: [] };
    group.flights.push(s);
    group.departs.push(s.departAt.getTime());
    byCity.set(city, group);
  }
  const out: T[][] = [];
  for (const chain of chains) {
    const last = chain[chain.length - 1];
    const group = byCity.get(cityOf(last.destination));
    if (!group) continue;
    const visited = new Set([cityOf(chain[0].origin), ...chain.map((s) => cityOf(s.destination))]);
    const arrive = last.arriveAt.getTime();
    const latest = arrive + MAX_LAYOVER_MINUTES * 60_000;
    // The first flight leaving after landing (binary search), then every one within the day's wait.
    let lo = 0;
    let hi = group.departs.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (group.departs[mid] < arrive) lo = mid + 1;
      else hi = mid;
    }
    let cheapest: T[] = [];
    let earliest: T | null = null;
    for (let i = lo; i < group.flights.length && group.departs[i] <= latest; i++) {
      const s = group.flights[i];
      if (visited.has(cityOf(s.destination))) continue;
      const least = minimumConnection(last, s);
      if (least === null || group.departs[i] - arrive < least * 60_000) continue;
      if (
        !earliest ||
        s.arriveAt < earliest.arriveAt ||
        (s.arriveAt.getTime() === earliest.arriveAt.getTime() && price(s) < price(earliest))
      )
        earliest = s;
      if (cheapest.length < keep || price(s) < price(cheapest[cheapest.length - 1])) {
        cheapest = [...cheapest, s].sort((a, b) => price(a) - price(b)).slice(0, keep);
      }
    }
    if (!earliest) continue;
    const picked = new Set<T>([earliest, ...cheapest.slice(0, Math.max(1, keep - 1))]);
    for (const s of picked) out.push([...chain, s]);
  }
  return out;
}
