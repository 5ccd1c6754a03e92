import { BOOKING_HORIZON_DAYS, addDays, daysBetween } from "~/travel/clock";
import type { PassengerCounts } from "~/travel/travellers";
import { whereOf } from "./places";
import { findDirect, findItineraries, tripOf } from "./search.server";
import { adultPrice } from "./fare-rules";

/**
 * When a day has no flight (issue 25 item 1): the nearest days that have one (three each side, nearest
 * first) and the nearby airports that do — the other airports of a searched airport's city, or the whole
 * city — each with its cheapest price for one adult, for the results page to offer as links. Searched
 * only on an empty day, with the same search as the page (connections included).
 */
export interface Alternatives {
  days: { date: string; price: number }[];
  /** `direct`: the pair has a flight with no stop that day. */
  places: { from: string; to: string; price: number; direct: boolean }[];
}

const cheapest = (trips: { price: number }[]) => (trips.length ? Math.min(...trips.map((t) => t.price)) : null);

async function found(from: string, to: string, date: string, counts: PassengerCounts, now: Date, directOnly = false) {
  const origins = whereOf(from)?.airports ?? [];
  const destinations = whereOf(to)?.airports ?? [];
  if (directOnly) {
    const flights = await findDirect(origins, destinations, date, counts, now);
    return { price: cheapest(flights.map((f) => ({ price: adultPrice(f) }))), direct: flights.length > 0 };
  }
  const trips = (await findItineraries(origins, destinations, date, counts, now)).map(tripOf);
  return { price: cheapest(trips), direct: trips.some((t) => t.stops === 0) };
}

/** The other ways to search an end: an airport of a city with several → the whole city. */
function widen(code: string): string[] {
  const where = whereOf(code);
  if (!where || where.kind === "city") return [];
  const city = whereOf(where.cityCode);
  return city && city.kind === "city" ? [city.code] : [];
}

export async function alternativesFor(
  leg: { from: string; to: string; date: string },
  counts: PassengerCounts,
  today: string,
  now = new Date(),
  withDays = true,
): Promise<Alternatives> {
  const dates = (withDays ? [1, -1, 2, -2, 3, -3] : [])
    .map((n) => addDays(leg.date, n))
    .filter((d) => d >= today && daysBetween(today, d) < BOOKING_HORIZON_DAYS);
  const pairs = [
    ...widen(leg.from).map((from) => ({ from, to: leg.to })),
    ...widen(leg.to).map((to) => ({ from: leg.from, to })),
  ];
  const [days, places] = await Promise.all([
    Promise.all(dates.map(async (date) => ({ date, ...(await found(leg.from, leg.to, date, counts, now)) }))),
    // A day with flights asks the nearby airports for direct flights only (one query each).
    Promise.all(pairs.map(async (p) => ({ ...p, ...(await found(p.from, p.to, leg.date, counts, now, !withDays)) }))),
  ]);
  return {
    days: days.flatMap((d) => (d.price === null ? [] : [{ date: d.date, price: d.price }])),
    places: places.flatMap((p) =>
      p.price === null ? [] : [{ from: p.from, to: p.to, price: p.price, direct: p.direct }],
    ),
  };
}
