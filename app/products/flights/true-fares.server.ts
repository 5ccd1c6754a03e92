/**
 * True fares (issue 25 item 6, docs/decisions/103): the price an offer card shows for a route is
 * the cheapest bookable direct offer in its window (the next FARE_WINDOW_DAYS days), read from the
 * inventory, never written by hand; its link opens the results of that day, sorted by price, whose
 * first flight has exactly that price.
 *
 * Cached per process and checked on every read: one primary-key query over the cached offers
 * (still there, a seat left, same fare and tax, still leaving after the search's lead time). A
 * sold-out, repriced, departed or regenerated offer makes its route recomputed at once; a cheaper
 * offer appearing elsewhere (seats given back, new inventory) is seen within FARE_CACHE_MS.
 */
import { and, asc, eq, gt, gte, inArray, lte, sql } from "drizzle-orm";
import { getDb } from "~/db/client.server";
import { flights } from "./schema";
import { adultPrice } from "./fare-rules";
import { MIN_LEAD_MINUTES } from "./search.server";
import { addDays, agencyToday } from "~/travel/clock";
import { airportsOf } from "./places";
import { DEFAULT_COUNTS, buildSearch } from "./search-url";

export const FARE_WINDOW_DAYS = 30;
export const FARE_CACHE_MS = 5 * 60_000;

/** A route as the search URL names its ends: airport codes or multi-airport cities ("tehran"). */
export interface FareRoute {
  from: string;
  to: string;
}

export interface TrueFare {
  from: string;
  to: string;
  /** The departure day of the cheapest offer (ISO, local at the origin). */
  date: string;
  /** What one adult pays (`adultPrice`: EUR cents, net of VAT). */
  price: number;
  offerId: number;
  /** The results page's query for that day (one adult): `<ScreenLink to="flightResults" search={…}>`. */
  search: string;
}

interface Cached {
  fare: TrueFare | null;
  /** The offer's fare and tax when cached (a repricing is a change). */
  priceAdult: number;
  taxAdult: number;
  today: string;
  at: number;
}

const cache = new Map<string, Cached>();
const keyOf = (r: FareRoute) => `${r.from}>${r.to}`;
const leadOf = (now: Date) => new Date(now.getTime() + MIN_LEAD_MINUTES * 60_000);

/** The cheapest bookable offer of a route in the window starting today, straight from the inventory. */
async function computeFare(route: FareRoute, now: Date): Promise<Cached> {
  const today = agencyToday(now);
  const origins = airportsOf(route.from);
  const destinations = airportsOf(route.to);
  const empty = { fare: null, priceAdult: 0, taxAdult: 0, today, at: now.getTime() };
  if (!origins.length || !destinations.length) return empty;
  const db = await getDb();
  const [row] = await db
    .select({
      id: flights.id,
      date: flights.departDate,
      priceAdult: flights.priceAdult,
      taxAdult: flights.taxAdult,
    })
    .from(flights)
    .where(
      and(
        inArray(flights.origin, origins),
        inArray(flights.destination, destinations),
        gte(flights.departDate, today),
        lte(flights.departDate, addDays(today, FARE_WINDOW_DAYS - 1)),
        gte(flights.seatsRemaining, 1),
        eq(flights.closed, false),
        gt(flights.departAt, leadOf(now)),
      ),
    )
    // The results page's price order: adultPrice (fare + tax), then the earliest, then the id.
    .orderBy(sql`${flights.priceAdult} + ${flights.taxAdult}`, asc(flights.departAt), asc(flights.id))
    .limit(1);
  if (!row) return empty;
  const search = buildSearch({
    trip: "oneway",
    origin: route.from,
    destination: route.to,
    depart: row.date,
    counts: DEFAULT_COUNTS,
  });
  return {
    fare: {
      from: route.from,
      to: route.to,
      date: row.date,
      price: adultPrice(row),
      offerId: row.id,
      search: `?${search}`,
    },
    priceAdult: row.priceAdult,
    taxAdult: row.taxAdult,
    today,
    at: now.getTime(),
  };
}

/**
 * The true fare of each route (null: no bookable flight in the window), in the routes' order:
 * from the cache when its offers are still as they were, else from the inventory.
 */
export async function trueFares(routes: FareRoute[], now = new Date()): Promise<(TrueFare | null)[]> {
  const today = agencyToday(now);
  const fresh = (c: Cached | undefined) => c && c.today === today && now.getTime() - c.at < FARE_CACHE_MS;
  const cached = routes.map((r) => cache.get(keyOf(r)));
  const ids = cached.flatMap((c) => (fresh(c) && c!.fare ? [c!.fare.offerId] : []));
  const current = new Map<number, { seats: number; priceAdult: number; taxAdult: number; departAt: Date }>();
  if (ids.length) {
    const db = await getDb();
    const rows = await db
      .select({
        id: flights.id,
        // A flight closed by staff has no seat to sell (the desk, decision 114).
        seats: sql<number>`CASE WHEN ${flights.closed} THEN 0 ELSE ${flights.seatsRemaining} END`,
        priceAdult: flights.priceAdult,
        taxAdult: flights.taxAdult,
        departAt: flights.departAt,
      })
      .from(flights)
      .where(inArray(flights.id, ids));
    for (const r of rows) current.set(r.id, r);
  }
  const still = (c: Cached) => {
    if (!c.fare) return true;
    const r = current.get(c.fare.offerId);
    return (
      !!r &&
      r.seats >= 1 &&
      r.priceAdult === c.priceAdult &&
      r.taxAdult === c.taxAdult &&
      r.departAt.getTime() > leadOf(now).getTime()
    );
  };
  return Promise.all(
    routes.map(async (route, i) => {
      const c = cached[i];
      if (c && fresh(c) && still(c)) return c.fare;
      const next = await computeFare(route, now);
      cache.set(keyOf(route), next);
      return next.fare;
    }),
  );
}
