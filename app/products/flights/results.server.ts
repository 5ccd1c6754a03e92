import { agencyToday } from "~/travel/clock";
import { getOffer } from "~/products/flights/inventory.server";
import { BOOKING_HORIZON_DAYS, checkSearch, fieldErrors } from "~/products/flights/search";
import { isStale } from "~/travel/clock";
import { readFilters, readOutbound, readPage, readSearchFields, readSearchedAt } from "~/products/flights/search-url";
import { searchFormData } from "~/products/flights/search-form.server";
import { resultsTtlMinutes, searchPage } from "~/products/flights/search.server";
import type { Locale } from "~/routing/screens";

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
  if (criteria.trip === "return" && outId) {
    const offer = await getOffer(outId);
    if (
      offer &&
      offer.origin === criteria.origin &&
      offer.destination === criteria.destination &&
      offer.departDate === criteria.depart
    )
      outbound = offer;
  }
  const step = outbound ? ("return" as const) : ("outbound" as const);
  const leg =
    step === "outbound"
      ? { origin: criteria.origin, destination: criteria.destination, date: criteria.depart }
      : { origin: criteria.destination, destination: criteria.origin, date: criteria.return! };
  const page = readPage(q);
  const result = await searchPage(leg, criteria.counts, filters, page, now);
  return { status: "ok" as const, form, criteria, at, stale, filters, step, leg, outbound, result };
}
