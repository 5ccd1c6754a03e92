/**
 * Cheapest prices per day (docs/decisions/103): the month price calendar, the ±3-day strip and the
 * nearest days with a flight read one GROUP BY over the search index (origin, destination,
 * depart_date, price_adult), with the search's own rules — enough seats, leaving at least
 * MIN_LEAD_MINUTES from now, direct offers (one row is one direct flight).
 */
import { and, eq, gt, gte, inArray, lte, sql } from "drizzle-orm";
import { getDb } from "~/db/client.server";
import { flights } from "./schema";
import { adultPrice, seatsNeeded } from "./fare-rules";
import { MIN_LEAD_MINUTES, findItineraries, tripOf } from "./search.server";
import { BOOKING_HORIZON_DAYS, agencyToday, everyDay } from "~/travel/clock";
import { airportsOf } from "./places";
import { buildSearch, trips } from "./search-url";
import { horizonOf, nearestDays, stripDays, type StripDay } from "./calendar";

export type { StripDay };
import type { PassengerCounts } from "~/travel/travellers";
import type { Locale } from "~/routing/screens";
import { formatDate } from "~/utils/format";

export interface DayPriceQuery {
  /** The airports flown from and to (a city's airports: `airportsOf`). */
  origins: string[];
  destinations: string[];
  /** First and last departure day (ISO, local at the origin), both included. */
  from: string;
  to: string;
  /** Seats the travellers need (`seatsNeeded`): at least one. */
  seats: number;
  now?: Date;
}

/**
 * The cheapest bookable price per departure day: what one adult pays (`adultPrice`, EUR cents net
 * of VAT) for the cheapest direct offer of the day with enough seats left that leaves at least
 * MIN_LEAD_MINUTES from now. Days without one are absent.
 *
 * `adultPrice` is the adult's fare plus the adult's tax plus fixed fees, so it grows with
 * price_adult + tax_adult: the row of each day is picked by that sum (not by price_adult alone,
 * which the index is ordered by), and its own fare and tax are priced by `adultPrice`.
 */
export async function cheapestByDay(q: DayPriceQuery): Promise<Map<string, number>> {
  return new Map([...(await cheapestOffersByDay(q))].map(([date, offer]) => [date, offer.price]));
}

/** `cheapestByDay` with the seats left on each day's cheapest offer (price alerts: "few seats left"). */
export async function cheapestOffersByDay(q: DayPriceQuery): Promise<Map<string, { price: number; seats: number }>> {
  const out = new Map<string, { price: number; seats: number }>();
  if (!q.origins.length || !q.destinations.length || q.from > q.to) return out;
  const now = q.now ?? new Date();
  const db = await getDb();
  const order = sql`${flights.priceAdult} + ${flights.taxAdult}, ${flights.id}`;
  const rows = await db
    .select({
      date: flights.departDate,
      priceAdult: sql<number>`(array_agg(${flights.priceAdult} ORDER BY ${order}))[1]`,
      taxAdult: sql<number>`(array_agg(${flights.taxAdult} ORDER BY ${order}))[1]`,
      seats: sql<number>`(array_agg(${flights.seatsRemaining} ORDER BY ${order}))[1]`,
    })
    .from(flights)
    .where(
      and(
        inArray(flights.origin, q.origins),
        inArray(flights.destination, q.destinations),
        gte(flights.departDate, q.from),
        lte(flights.departDate, q.to),
        gte(flights.seatsRemaining, Math.max(1, q.seats)),
        eq(flights.closed, false),
        gt(flights.departAt, new Date(now.getTime() + MIN_LEAD_MINUTES * 60_000)),
      ),
    )
    .groupBy(flights.departDate);
  for (const r of rows)
    out.set(r.date, {
      price: adultPrice({ priceAdult: Number(r.priceAdult), taxAdult: Number(r.taxAdult) }),
      seats: Number(r.seats),
    });
  return new Map([...out].sort(([a], [b]) => (a < b ? -1 : 1)));
}

/**
 * The cheapest price per day for a route: its direct flights' (`cheapestByDay`, one query); a route with no
 * direct flight in the range (Mashhad → Istanbul) is priced from its connections instead, one search per
 * day (decision 103: the calendar of a connecting route costs a search a day).
 */
export async function dayPrices(q: DayPriceQuery): Promise<{ prices: Map<string, number>; connections: boolean }> {
  const direct = await cheapestByDay(q);
  if (direct.size || !q.origins.length || !q.destinations.length || q.from > q.to)
    return { prices: direct, connections: false };
  const days = everyDay(q.from, q.to);
  const counts = { adults: Math.max(1, q.seats), children: 0, infants: 0 };
  const found = await Promise.all(
    days.map(async (date) => {
      const trips = (await findItineraries(q.origins, q.destinations, date, counts, q.now ?? new Date())).map(tripOf);
      return [date, trips.length ? Math.min(...trips.map((t) => t.price)) : null] as const;
    }),
  );
  return {
    prices: new Map(found.flatMap(([date, price]) => (price === null ? [] : [[date, price] as [string, number]]))),
    connections: true,
  };
}

/** A day and its cheapest price (EUR cents, net of VAT, one adult). */
export interface DayPrice {
  date: string;
  price: number;
}

/**
 * The `n` days nearest before and after `date` within the booking horizon (from the agency's
 * today) that have a bookable flight, each with its cheapest price, in calendar order.
 */
export async function nearestDaysWithFlights(
  q: Omit<DayPriceQuery, "from" | "to">,
  date: string,
  n: number,
): Promise<{ before: DayPrice[]; after: DayPrice[] }> {
  const { first, last } = horizonOf(agencyToday(q.now), BOOKING_HORIZON_DAYS);
  const prices = await cheapestByDay({ ...q, from: first, to: last });
  const { before, after } = nearestDays(prices.keys(), date, n);
  const priced = (d: string) => ({ date: d, price: prices.get(d)! });
  return { before: before.map(priced), after: after.map(priced) };
}

/** A search's criteria as the results page has them (`checkSearch`'s data). */
export interface StripCriteria {
  trip: (typeof trips)[number];
  origin: string;
  destination: string;
  depart: string;
  return?: string | null;
  counts: PassengerCounts;
}

/**
 * The ±3-day strip of a search's departure day: seven days (moved inside the booking horizon),
 * each with the cheapest outbound price and a link to the results of that day. A return trip
 * keeps its return date, or returns on the new departure day when that comes after it.
 */
export async function dateStrip(criteria: StripCriteria, locale: Locale, now = new Date()): Promise<StripDay[]> {
  const days = stripDays(criteria.depart, agencyToday(now), BOOKING_HORIZON_DAYS);
  const { prices } = await dayPrices({
    origins: airportsOf(criteria.origin),
    destinations: airportsOf(criteria.destination),
    from: days[0],
    to: days[days.length - 1],
    seats: seatsNeeded(criteria.counts),
    now,
  });
  return days.map((date) => {
    const ret =
      criteria.trip === "return" && criteria.return ? (criteria.return < date ? date : criteria.return) : null;
    return {
      date,
      label: formatDate(date, locale, { weekday: "short", day: "numeric", month: "short", year: undefined }),
      price: prices.get(date) ?? null,
      search: `?${buildSearch({ ...criteria, depart: date, return: ret })}`,
      current: date === criteria.depart,
    };
  });
}
