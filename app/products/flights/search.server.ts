import { and, asc, between, eq, gt, gte, inArray, lte, sql } from "drizzle-orm";
import { getDb, type Db } from "~/db/client.server";
import { flights } from "./schema";
import { getEnv } from "~/utils/env.server";
import { itineraryAdultPrice, seatsNeeded } from "./fare-rules";
import { type PassengerCounts } from "~/travel/travellers";
import { addDays } from "~/travel/clock";
import { applyFilters, bestScore, facets, type AirportEnds, type Filters, type ResultTrip } from "./search";
import { extend, itineraryOf, MAX_LAYOVER_MINUTES, type Itinerary } from "./connections";
import { placeByCode } from "./places";
import { itineraryCo2Kg } from "./co2.server";
import type { Offer } from "./inventory.server";

/**
 * The search against the inventory (decision 105): direct flights from one index range per airport pair
 * (origin, destination, day); connections through the hubs the route map says can join the two ends, each
 * leg read from the same index, joined in memory by the connection rules (connections.ts). Two stops are
 * searched only when nothing shorter exists. Filters, option counts and sorting then run in memory.
 */
export const MIN_LEAD_MINUTES = 120;
export const PAGE_SIZE = 20;

export function resultsTtlMinutes() {
  return getEnv().FLIGHT_RESULTS_TTL_MINUTES;
}

/** The route map: which airports have flights to which (a loose index scan; kept a minute per database). */
const ROUTES_TTL_MS = 60_000;
const routeCache = new WeakMap<object, { at: number; routes: Promise<Map<string, Set<string>>> }>();

async function routeMap(db: Db, now = Date.now()): Promise<Map<string, Set<string>>> {
  const cached = routeCache.get(db);
  if (cached && now - cached.at < ROUTES_TTL_MS) return cached.routes;
  const routes = db
    .execute(
      sql`WITH RECURSIVE r AS (
        (SELECT origin, destination FROM flights ORDER BY origin, destination LIMIT 1)
        UNION ALL
        SELECT n.origin, n.destination FROM r, LATERAL (
          SELECT f.origin, f.destination FROM flights f
          WHERE (f.origin, f.destination) > (r.origin, r.destination)
          ORDER BY f.origin, f.destination LIMIT 1
        ) n
      ) SELECT origin, destination FROM r`,
    )
    .then((result) => {
      const map = new Map<string, Set<string>>();
      for (const row of (result as unknown as { rows: { origin: string; destination: string }[] }).rows)
        map.set(row.origin, (map.get(row.origin) ?? new Set()).add(row.destination));
      return map;
    });
  routeCache.set(db, { at: now, routes });
  routes.catch(() => routeCache.delete(db));
  return routes;
}

const cityAirports = (code: string) => {
  const city = placeByCode[code]?.cityCode;
  return city
    ? Object.values(placeByCode)
        .filter((p) => p.cityCode === city)
        .map((p) => p.code)
    : [code];
};

interface Leg {
  origins: string[];
  destinations: string[];
  /** Local departure days, first and last. */
  days: [string, string];
}

async function legOffers(db: Db, leg: Leg, seats: number, earliest: Date, latest?: Date): Promise<Offer[]> {
  if (!leg.origins.length || !leg.destinations.length) return [];
  return db
    .select()
    .from(flights)
    .where(
      and(
        inArray(flights.origin, leg.origins),
        inArray(flights.destination, leg.destinations),
        leg.days[0] === leg.days[1]
          ? sql`${flights.departDate} = ${leg.days[0]}`
          : between(flights.departDate, ...leg.days),
        gte(flights.seatsRemaining, seats),
        eq(flights.closed, false),
        gt(flights.departAt, earliest),
        latest ? lte(flights.departAt, latest) : undefined,
      ),
    )
    .orderBy(asc(flights.priceAdult));
}

const legPrice = (o: Offer) => o.priceAdult + o.taxAdult;

/**
 * Every itinerary from one of `origins` to one of `destinations` leaving on `date` (local): direct flights,
 * one-stop connections, and two-stop ones when there is nothing shorter. Only flights with enough seats for
 * the passengers, the first leaving at least MIN_LEAD_MINUTES from now.
 */
export async function findItineraries(
  origins: string[],
  destinations: string[],
  date: string,
  counts: PassengerCounts,
  now = new Date(),
): Promise<Itinerary<Offer>[]> {
  const db = await getDb();
  const seats = Math.max(1, seatsNeeded(counts));
  const earliest = new Date(now.getTime() + MIN_LEAD_MINUTES * 60_000);
  // A connection's later legs may leave up to a day (and a time zone) later.
  const later: [string, string] = [date, addDays(date, Math.ceil(MAX_LAYOVER_MINUTES / 1440) * 2)];
  const endCities = new Set([...origins, ...destinations].map((c) => placeByCode[c]?.cityCode ?? c));
  const routes = await routeMap(db, now.getTime());
  const from = (airports: string[]) => new Set(airports.flatMap((a) => [...(routes.get(a) ?? [])]));
  const into = (targets: string[]) =>
    [...routes].filter(([, to]) => targets.some((t) => to.has(t))).map(([origin]) => origin);
  const hub = (code: string) => !endCities.has(placeByCode[code]?.cityCode ?? code);

  const [direct, oneStop] = await Promise.all([
    legOffers(db, { origins, destinations, days: [date, date] }, seats, earliest),
    (async () => {
      const firstHubs = [...from(origins)].filter(hub);
      // Where a second flight can leave for the destination: a hub, or another airport of its city.
      const lastHubs = into(destinations).filter(hub);
      const reachable = firstHubs.filter((h) => cityAirports(h).some((a) => lastHubs.includes(a)));
      if (!reachable.length) return [];
      const lastFrom = lastHubs.filter((a) => reachable.some((h) => cityAirports(h).includes(a)));
      const first = await legOffers(db, { origins, destinations: reachable, days: [date, date] }, seats, earliest);
      if (!first.length) return [];
      // Only the flights that leave within a day of a first flight's landing.
      const lands = first.map((o) => o.arriveAt.getTime());
      const second = await legOffers(
        db,
        { origins: lastFrom, destinations, days: later },
        seats,
        new Date(Math.min(...lands)),
        new Date(Math.max(...lands) + MAX_LAYOVER_MINUTES * 60_000),
      );
      return extend(
        first.map((o) => [o]),
        second,
        legPrice,
      );
    })(),
  ]);
  let chains: Offer[][] = [...direct.map((o) => [o]), ...oneStop];
  if (!chains.length) {
    const firstHubs = [...from(origins)].filter(hub);
    const lastHubs = into(destinations).filter(hub);
    const middleFrom = [...new Set(firstHubs.flatMap(cityAirports))].filter(hub);
    const middleTo = [...new Set(lastHubs.flatMap(cityAirports))].filter(hub);
    if (firstHubs.length && lastHubs.length) {
      const [first, middle, last] = await Promise.all([
        legOffers(db, { origins, destinations: firstHubs, days: [date, date] }, seats, earliest),
        legOffers(db, { origins: middleFrom, destinations: middleTo, days: later }, seats, earliest),
        legOffers(db, { origins: lastHubs, destinations, days: later }, seats, earliest),
      ]);
      chains = extend(
        extend(
          first.map((o) => [o]),
          middle,
          legPrice,
          2,
        ),
        last,
        legPrice,
        2,
      );
    }
  }
  const all = chains.map((c) => itineraryOf(c)).filter((i): i is Itinerary<Offer> => i !== null);
  return keepConnections(all);
}

/**
 * A search keeps every direct flight and at most MAX_CONNECTIONS connecting itineraries (decision 105): the
 * best ones by the "best" score and the cheapest ones — the rest only repeat them with longer waits or higher
 * fares, and would cost a slow phone a long page.
 */
export const MAX_CONNECTIONS = 200;
function keepConnections(all: Itinerary<Offer>[]): Itinerary<Offer>[] {
  const direct = all.filter((i) => i.stops === 0);
  const connecting = all.filter((i) => i.stops > 0);
  if (connecting.length <= MAX_CONNECTIONS) return all;
  const priced = connecting.map((i) => {
    const price = itineraryAdultPrice(i.segments, i.layovers.filter((l) => l.airportChange).length);
    return { i, price, best: bestScore({ price, durationMinutes: i.durationMinutes, stops: i.stops }) };
  });
  const kept = new Set([
    ...[...priced].sort((a, b) => a.best - b.best).slice(0, (MAX_CONNECTIONS * 3) / 4),
    ...[...priced].sort((a, b) => a.price - b.price).slice(0, MAX_CONNECTIONS / 4),
  ]);
  return [...direct, ...[...kept].map((k) => k.i)];
}

/** Direct flights only, from any of the airports to any of the others on a day (the nearby airports' check). */
export async function findDirect(
  origins: string[],
  destinations: string[],
  date: string,
  counts: PassengerCounts,
  now = new Date(),
): Promise<Offer[]> {
  const db = await getDb();
  const earliest = new Date(now.getTime() + MIN_LEAD_MINUTES * 60_000);
  return legOffers(db, { origins, destinations, days: [date, date] }, Math.max(1, seatsNeeded(counts)), earliest);
}

const hourFormats = new Map<string, Intl.DateTimeFormat>();
const localHour = (at: Date, code: string) => {
  const tz = placeByCode[code]?.tz ?? "UTC";
  let format = hourFormats.get(tz);
  if (!format)
    hourFormats.set(
      tz,
      (format = new Intl.DateTimeFormat("en-GB", { timeZone: tz, hour: "2-digit", hourCycle: "h23" })),
    );
  return Number(format.format(at));
};

/** An itinerary as the filters read it (search.ts ResultTrip), with its flights kept. */
export function tripOf(it: Itinerary<Offer>): ResultTrip & { itinerary: Itinerary<Offer> } {
  const first = it.segments[0];
  const last = it.segments[it.segments.length - 1];
  const uniq = (xs: string[]) => [...new Set(xs)];
  return {
    key: it.key,
    airlines: uniq(it.segments.map((s) => s.airline)),
    aircraft: uniq(it.segments.map((s) => s.aircraft)),
    cabins: uniq(it.segments.map((s) => s.cabin)),
    flightTypes: uniq(it.segments.map((s) => s.flightType)),
    stops: it.stops,
    durationMinutes: it.durationMinutes,
    price: itineraryAdultPrice(it.segments, it.layovers.filter((l) => l.airportChange).length),
    departAt: it.departAt,
    origin: first.origin,
    destination: last.destination,
    departHour: localHour(first.departAt, first.origin),
    arriveHour: localHour(last.arriveAt, last.destination),
    longestLayover: Math.max(0, ...it.layovers.map((l) => l.minutes)),
    co2Kg: itineraryCo2Kg(it.segments),
    itinerary: it,
  };
}

/** The data of one results page: the filtered, sorted page of itineraries, counts and filter options. */
export async function searchPage(
  leg: { origins: string[]; destinations: string[]; date: string },
  counts: PassengerCounts,
  filters: Filters,
  page = 1,
  now = new Date(),
  /** Only itineraries leaving after this instant (a multi-city trip's next leg). */
  after?: Date,
) {
  const all = (await findItineraries(leg.origins, leg.destinations, leg.date, counts, now))
    .filter((it) => !after || it.departAt > after)
    .map(tripOf);
  const ends: AirportEnds = { origin: leg.origins, destination: leg.destinations };
  const matching = applyFilters(all, filters, ends);
  const pages = Math.max(1, Math.ceil(matching.length / PAGE_SIZE));
  const current = Math.min(Math.max(1, page), pages);
  return {
    total: all.length,
    direct: all.filter((t) => t.stops === 0).length,
    found: matching.length,
    page: current,
    pages,
    trips: matching.slice((current - 1) * PAGE_SIZE, current * PAGE_SIZE),
    facets: facets(all, filters, ends),
  };
}

/** Direct offers only, from one airport to another on a day, cheapest first (the direct-only search). */
export async function findOffers(
  origin: string,
  destination: string,
  date: string,
  counts: PassengerCounts,
  now = new Date(),
): Promise<Offer[]> {
  const db = await getDb();
  const earliest = new Date(now.getTime() + MIN_LEAD_MINUTES * 60_000);
  return legOffers(
    db,
    { origins: [origin], destinations: [destination], days: [date, date] },
    Math.max(1, seatsNeeded(counts)),
    earliest,
  );
}
