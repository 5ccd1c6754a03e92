import { agencyToday } from "~/travel/clock";
import { getItinerary } from "~/products/flights/inventory.server";
import { airportsOf } from "~/products/flights/places";
import { BOOKING_HORIZON_DAYS, checkSearch, fieldErrors } from "~/products/flights/search";
import { isStale } from "~/travel/clock";
import {
  readChosen,
  readFilters,
  readOutbound,
  readPage,
  readSearchFields,
  readSearchedAt,
} from "~/products/flights/search-url";
import type { Itinerary } from "~/products/flights/connections";
import type { Offer } from "~/products/flights/inventory.server";
import { searchFormData } from "~/products/flights/search-form.server";
import { resultsTtlMinutes, searchPage } from "~/products/flights/search.server";
import type { Locale } from "~/routing/screens";
import { alternativesFor, type Alternatives } from "~/products/flights/alternatives.server";

/** The flight results page's data (the results route's loader; also timed by bench/flights.bench.ts). */
export async function resultsData(url: URL, locale: Locale, now = new Date()) {
  const today = agencyToday(now);
  const q = url.searchParams;
  const form = searchFormData(locale, "all", q, today, BOOKING_HORIZON_DAYS);
  const parsed = checkSearch(readSearchFields(q), today);
  if (!parsed.success) return { status: "invalid" as const, form, errors: fieldErrors(parsed.error) };
  const criteria = parsed.data;
  const at = readSearchedAt(q);
  const stale = isStale(at, now.getTime(), resultsTtlMinutes());
  const filters = readFilters(q);
  let outbound = null;
  const outId = readOutbound(q);
  const origins = airportsOf(criteria.origin);
  const destinations = airportsOf(criteria.destination);
  if (criteria.trip === "return" && outId) {
    const chosen = await getItinerary(outId);
    const first = chosen?.segments[0];
    const last = chosen?.segments[chosen.segments.length - 1];
    if (
      chosen &&
      origins.includes(first!.origin) &&
      destinations.includes(last!.destination) &&
      first!.departDate === criteria.depart
    )
      outbound = chosen;
  }
  // A multi-city trip: the itineraries chosen so far, one per leg, each leaving after the previous one lands.
  const multi = criteria.trip === "multi" ? await chosenLegs(criteria.legs, readChosen(q)) : null;
  const step = multi ? ("leg" as const) : outbound ? ("return" as const) : ("outbound" as const);
  const current = multi ? criteria.legs[multi.length] : null;
  const leg = current
    ? { origins: airportsOf(current.origin), destinations: airportsOf(current.destination), date: current.date }
    : step === "outbound"
      ? { origins, destinations, date: criteria.depart }
      : { origins: destinations, destinations: origins, date: criteria.return! };
  const page = readPage(q);
  const after = multi?.length ? multi[multi.length - 1].arriveAt : undefined;
  const result = await searchPage(leg, criteria.counts, filters, page, now, after);
  // An empty day offers the nearest days and the nearby airports that have flights; a day with connections
  // only offers the airports nearby (Mehrabad's searcher sees Tehran's every airport).
  let alternatives: Alternatives | null = null;
  if (result.direct === 0 && !multi) {
    const found = await alternativesFor(
      step === "outbound"
        ? { from: criteria.origin, to: criteria.destination, date: criteria.depart }
        : { from: criteria.destination, to: criteria.origin, date: criteria.return! },
      criteria.counts,
      today,
      now,
      result.total === 0,
    );
    alternatives = {
      // A return trip's days stay in order: the outbound no later than the return, the return no earlier.
      days: found.days.filter((d) =>
        step === "return" ? d.date >= criteria.depart : !criteria.return || d.date <= criteria.return,
      ),
      // With connections found, only an airport with a flight with no stop is worth offering.
      places: step === "outbound" ? found.places.filter((p) => result.total === 0 || p.direct) : [],
    };
  }
  return {
    status: "ok" as const,
    form,
    criteria,
    at,
    stale,
    filters,
    step,
    leg,
    outbound,
    result,
    alternatives,
    multi: multi && { chosen: multi, index: multi.length, current: current! },
  };
}

/**
 * The itineraries a multi-city URL says were chosen, kept while each matches its leg (its airports and day) and
 * leaves after the previous one lands; the first that does not, and the ones after it, are dropped.
 */
async function chosenLegs(legs: { origin: string; destination: string; date: string }[], chosen: number[][]) {
  const kept: Itinerary<Offer>[] = [];
  for (const [i, ids] of chosen.slice(0, legs.length - 1).entries()) {
    const it = await getItinerary(ids);
    const leg = legs[i];
    const first = it?.segments[0];
    const last = it?.segments[it.segments.length - 1];
    if (
      !it ||
      !airportsOf(leg.origin).includes(first!.origin) ||
      !airportsOf(leg.destination).includes(last!.destination) ||
      first!.departDate !== leg.date ||
      (kept.length && it.departAt <= kept[kept.length - 1].arriveAt)
    )
      break;
    kept.push(it);
  }
  return kept;
}
