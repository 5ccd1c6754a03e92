/**
 * What the train screens share on the server (the route modules stay thin; decision 604):
 * the search form's data, the search read from a URL and checked (checkSearch's codes as
 * message keys of the "trains" namespace, keyed by field), staleness, a trip read from a
 * step's URL, and the refund ladder in words on the agency's clock.
 */
import { addDays, agencyToday, BOOKING_HORIZON_DAYS, AGENCY_TIME_ZONE } from "~/travel/clock";
import type { PassengerType } from "~/travel/travellers";
import type { Locale } from "~/routing/screens";
import { formatLongDate, formatTime } from "~/utils/format";
import { runsOn, trainById, type Train } from "./catalog";
import type { CompartmentKind } from "./codes";
import { trainTimeline } from "./refund";
import { checkSearch, isStale, type TrainSearch } from "./search";
import { readTrainQuery, searchFieldsOf } from "./search-url";
import { stations } from "./stations";
import { tripTimes } from "./trip";

/** Station names a from/to field suggests, in the page's language (sorted as the language sorts). */
export function stationNames(locale: Locale) {
  return stations.map((s) => s.name[locale]).sort((a, b) => a.localeCompare(b, locale));
}

/** The first and last travel days a form offers (the agency's today; the booking horizon). */
export function dateRange() {
  const today = agencyToday();
  return { today, min: today, max: addDays(today, BOOKING_HORIZON_DAYS - 1) };
}

/** The search of a URL, checked: the query as typed, and either the search or the errors as message keys by field. */
export function readSearch(q: URLSearchParams, today = agencyToday()) {
  const query = readTrainQuery(q);
  const checked = checkSearch(searchFieldsOf(query), today);
  const errors: Record<string, string[]> = {};
  if (!checked.ok)
    for (const [field, codes] of Object.entries(checked.errors))
      (errors[field] ??= []).push(...codes.map((c) => `trains:errors.${c}`));
  const search: TrainSearch | null = checked.ok ? checked.search : null;
  return { query, search, errors };
}

/** Whether results searched at `at` (ms) are probably old ("Probably this data is old"). */
export function trainResultsStale(at: number, now = Date.now()) {
  return !Number.isFinite(at) || at <= 0 || isStale(new Date(at), new Date(now));
}

/** The passenger types of a search's party, in order (adults, children, infants). */
export function partyTypes(search: Pick<TrainSearch, "passengers">): PassengerType[] {
  const { adults, children, infants } = search.passengers;
  return [
    ...Array<PassengerType>(adults).fill("adult"),
    ...Array<PassengerType>(children).fill("child"),
    ...Array<PassengerType>(infants).fill("infant"),
  ];
}

/** The kind a party is counted for on a train: the one asked when the operator sells it, else family. */
export function kindFor(train: Train, kind: CompartmentKind): CompartmentKind {
  return train.compartmentKinds.includes(kind) ? kind : "family";
}

/**
 * The trip a step's URL names (`train`, `day`): a train of the search's route in either
 * direction, on the search's departure or return date, running that day. Null otherwise.
 */
export function tripOf(
  q: URLSearchParams,
  search: TrainSearch,
): { train: Train; date: string; inbound: boolean } | null {
  const train = trainById(Number(q.get("train")));
  const date = q.get("day") ?? "";
  if (!train || !runsOn(train, date)) return null;
  if (train.from === search.from.code && train.to === search.to.code && date === search.date)
    return { train, date, inbound: false };
  if (search.returnDate && train.from === search.to.code && train.to === search.from.code && date === search.returnDate)
    return { train, date, inbound: true };
  return null;
}

/** "14 Azar 1405, 12:00" — a moment on the agency's (Tehran) clock, in the page's calendar and digits. */
export function agencyMomentText(at: Date, locale: Locale) {
  const day = formatLongDate(at, locale, AGENCY_TIME_ZONE);
  return `${day}${locale === "fa" ? "،" : ","} ${formatTime(at, locale, AGENCY_TIME_ZONE)}`;
}

/** The refund ladder of a trip before purchase: per step, up to when (in words) and the percentage back. */
export function refundLadder(train: Train, date: string, locale: Locale, now = new Date()) {
  const { departsAt } = tripTimes(train, date);
  return trainTimeline(departsAt)
    .filter((step) => !step.until || step.until.getTime() > now.getTime())
    .map((step) => ({
      until: step.until ? agencyMomentText(step.until, locale) : null,
      back: Math.round((1 - (step.penaltyShare ?? 1)) * 100),
    }));
}
