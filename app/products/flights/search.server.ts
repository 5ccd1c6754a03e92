import { and, asc, eq, gt, gte } from "drizzle-orm";
import { getDb } from "~/db/client.server";
import { flights } from "./schema";
import { getEnv } from "~/utils/env.server";
import { seatsNeeded } from "./fare-rules";
import { type PassengerCounts } from "~/travel/travellers";
import { applyFilters, facets, type Filters } from "./search";
import type { Offer } from "./inventory.server";

/**
 * The search against the inventory: one index range (origin, destination, day), only
 * offers with enough seats that leave at least MIN_LEAD_MINUTES from now; filters, option
 * counts and sorting then run in memory on those rows (search.ts).
 */
export const MIN_LEAD_MINUTES = 120;
export const PAGE_SIZE = 20;

export function resultsTtlMinutes() {
  return getEnv().FLIGHT_RESULTS_TTL_MINUTES;
}

export async function findOffers(
  origin: string,
  destination: string,
  date: string,
  counts: PassengerCounts,
  now = new Date(),
): Promise<Offer[]> {
  const db = await getDb();
  return db
    .select()
    .from(flights)
    .where(
      and(
        eq(flights.origin, origin),
        eq(flights.destination, destination),
        eq(flights.departDate, date),
        gte(flights.seatsRemaining, Math.max(1, seatsNeeded(counts))),
        gt(flights.departAt, new Date(now.getTime() + MIN_LEAD_MINUTES * 60_000)),
      ),
    )
    .orderBy(asc(flights.priceAdult));
}

/** The data of one results page: the filtered, sorted page of offers, counts and filter options. */
export async function searchPage(
  leg: { origin: string; destination: string; date: string },
  counts: PassengerCounts,
  filters: Filters,
  page = 1,
  now = new Date(),
) {
  const all = await findOffers(leg.origin, leg.destination, leg.date, counts, now);
  const matching = applyFilters(all, filters);
  const pages = Math.max(1, Math.ceil(matching.length / PAGE_SIZE));
  const current = Math.min(Math.max(1, page), pages);
  return {
    total: all.length,
    found: matching.length,
    page: current,
    pages,
    offers: matching.slice((current - 1) * PAGE_SIZE, current * PAGE_SIZE),
    facets: facets(all, filters),
  };
}
