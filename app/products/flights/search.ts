/**
 * Flight search (pure, shared by server and browser): the search criteria (read from the
 * URL by search-url.ts) checked with the spec's rules (§5), and the filters, option counts and
 * sorting of the results. Error messages are message keys of the "flights" namespace.
 */
import { z } from "zod";
import { cabins, flightTypes, seatsNeeded } from "./fare-rules";
import { MAX_SEATED, type PassengerCounts } from "~/travel/travellers";
import { BOOKING_HORIZON_DAYS, addDays, daysBetween, parseDateText } from "~/travel/clock";
import { resolveWhere } from "./places";
import { trips, type Filters, type SearchFields, type Sort } from "./search-url";

export type { Filters } from "./search-url";
import { messageKey } from "~/i18n/keys";
import { toAsciiDigits } from "~/utils/digits";

export { BOOKING_HORIZON_DAYS };

const count = (max: number) =>
  z.preprocess(
    // Typed in a text field with any digits ("۲" is 2; decision 019).
    (v) => (v === "" || v === undefined || v === null ? 0 : Number(toAsciiDigits(String(v)).trim())),
    z
      .number({ invalid_type_error: messageKey("flights:errors.number") })
      .int("flights:errors.number")
      .min(0, messageKey("flights:errors.number"))
      .max(max, messageKey("flights:errors.number")),
  );

/** The search form as it arrives (query string). `today` bounds the dates (agency calendar). */
export function searchSchema(today: string) {
  return z
    .object({
      trip: z.enum(trips).default("oneway"),
      from: z
        .string({ required_error: messageKey("flights:errors.required") })
        .trim()
        .min(1, messageKey("flights:errors.required")),
      to: z
        .string({ required_error: messageKey("flights:errors.required") })
        .trim()
        .min(1, messageKey("flights:errors.required")),
      depart: z.string().trim().optional(),
      return: z.string().trim().optional(),
      adults: count(MAX_SEATED),
      children: count(MAX_SEATED),
      infants: count(MAX_SEATED),
      legs: z
        .array(z.object({ from: z.string().optional(), to: z.string().optional(), depart: z.string().optional() }))
        .optional(),
    })
    .transform((v, ctx) => {
      const origin = resolveWhere(v.from);
      const destination = resolveWhere(v.to);
      if (!origin) ctx.addIssue({ code: "custom", path: ["from"], message: messageKey("flights:errors.unknownPlace") });
      if (!destination)
        ctx.addIssue({ code: "custom", path: ["to"], message: messageKey("flights:errors.unknownPlace") });
      if (origin && destination && origin.cityCode === destination.cityCode)
        ctx.addIssue({ code: "custom", path: ["to"], message: messageKey("flights:errors.samePlace") });
      const depart = parseDateText(v.depart);
      if (!v.depart)
        ctx.addIssue({ code: "custom", path: ["depart"], message: messageKey("flights:errors.departRequired") });
      else if (!depart) ctx.addIssue({ code: "custom", path: ["depart"], message: messageKey("flights:errors.date") });
      else if (depart < today)
        ctx.addIssue({ code: "custom", path: ["depart"], message: messageKey("flights:errors.past") });
      else if (daysBetween(today, depart) >= BOOKING_HORIZON_DAYS)
        ctx.addIssue({ code: "custom", path: ["depart"], message: messageKey("flights:errors.tooFar") });
      let ret: string | null = null;
      if (v.trip === "return") {
        ret = parseDateText(v.return);
        if (!v.return)
          ctx.addIssue({ code: "custom", path: ["return"], message: messageKey("flights:errors.returnRequired") });
        else if (!ret) ctx.addIssue({ code: "custom", path: ["return"], message: messageKey("flights:errors.date") });
        else if (depart && ret < depart)
          ctx.addIssue({ code: "custom", path: ["return"], message: messageKey("flights:errors.returnBeforeDepart") });
        else if (daysBetween(today, ret) >= BOOKING_HORIZON_DAYS)
          ctx.addIssue({ code: "custom", path: ["return"], message: messageKey("flights:errors.tooFar") });
      }
      // A multi-city trip: its other legs, each checked as the first is; empty rows are left out, at least one is needed.
      const legs: { origin: string; destination: string; date: string }[] = [];
      if (v.trip === "multi") {
        if (origin && destination && depart)
          legs.push({ origin: origin.code, destination: destination.code, date: depart });
        let previous = depart;
        (v.legs ?? []).forEach((leg, i) => {
          const n = i + 2;
          if (!leg.from?.trim() && !leg.to?.trim() && !leg.depart?.trim()) return;
          const from = resolveWhere(leg.from);
          const to = resolveWhere(leg.to);
          const date = parseDateText(leg.depart);
          if (!from)
            ctx.addIssue({ code: "custom", path: [`from${n}`], message: messageKey("flights:errors.unknownPlace") });
          if (!to)
            ctx.addIssue({ code: "custom", path: [`to${n}`], message: messageKey("flights:errors.unknownPlace") });
          if (from && to && from.cityCode === to.cityCode)
            ctx.addIssue({ code: "custom", path: [`to${n}`], message: messageKey("flights:errors.samePlace") });
          if (!leg.depart?.trim())
            ctx.addIssue({
              code: "custom",
              path: [`depart${n}`],
              message: messageKey("flights:errors.departRequired"),
            });
          else if (!date)
            ctx.addIssue({ code: "custom", path: [`depart${n}`], message: messageKey("flights:errors.date") });
          else if (previous && date < previous)
            ctx.addIssue({
              code: "custom",
              path: [`depart${n}`],
              message: messageKey("flights:errors.legBeforePrevious"),
            });
          else if (daysBetween(today, date) >= BOOKING_HORIZON_DAYS)
            ctx.addIssue({ code: "custom", path: [`depart${n}`], message: messageKey("flights:errors.tooFar") });
          if (from && to && date) legs.push({ origin: from.code, destination: to.code, date });
          if (date) previous = date;
        });
        if (!(v.legs ?? []).some((l) => l.from?.trim() || l.to?.trim() || l.depart?.trim()))
          ctx.addIssue({ code: "custom", path: ["from2"], message: messageKey("flights:errors.secondLeg") });
      }
      const counts: PassengerCounts = { adults: v.adults, children: v.children, infants: v.infants };
      if (counts.adults + counts.children + counts.infants < 1)
        ctx.addIssue({ code: "custom", path: ["adults"], message: messageKey("flights:errors.minPassenger") });
      else if (seatsNeeded(counts) > MAX_SEATED)
        ctx.addIssue({ code: "custom", path: ["adults"], message: messageKey("flights:errors.maxSeated") });
      else if (counts.infants > counts.adults)
        ctx.addIssue({ code: "custom", path: ["infants"], message: messageKey("flights:errors.infants") });
      return {
        trip: v.trip,
        origin: origin?.code ?? "",
        destination: destination?.code ?? "",
        depart: depart ?? "",
        return: ret,
        legs,
        counts,
      };
    });
}

/** The search criteria in the fields read from a URL (search-url.ts), checked; `today` bounds the dates. */
export function checkSearch(fields: SearchFields, today: string) {
  return searchSchema(today).safeParse(fields);
}

/** Form-field errors from a failed parse: field name → message keys. */
export function fieldErrors(error: z.ZodError): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const issue of error.issues) {
    const key = String(issue.path[0] ?? "");
    (out[key] ??= []).push(issue.message);
  }
  return out;
}

/**
 * What the filters, counts and sorting read of a result: one itinerary (a direct flight or flights joined
 * by connections), summed up. `price` is what one adult pays for it, everything included but VAT.
 */
export interface ResultTrip {
  key: string;
  airlines: string[];
  aircraft: string[];
  cabins: string[];
  flightTypes: string[];
  stops: number;
  durationMinutes: number;
  price: number;
  departAt: Date | string;
  /** The airports it leaves from and arrives at (of a city's several). */
  origin: string;
  destination: string;
  /** Local hour (0–23) of departure and arrival at those airports. */
  departHour: number;
  arriveHour: number;
  /** The longest wait between two flights (0 when direct). */
  longestLayover: number;
  /** kg CO₂ per passenger (co2.server.ts). */
  co2Kg: number;
}

/** "Lower emissions": at least 10 % under the median of the results (null when there are none). */
export function lowerEmissionsLimit(values: number[]): number | null {
  if (!values.length) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  const median = sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
  return Math.floor(median * 0.9);
}

/** Parts of the day by local hour, as travel sites offer them. */
export const dayParts = [
  { key: "night", from: 0, to: 6 },
  { key: "morning", from: 6, to: 12 },
  { key: "afternoon", from: 12, to: 18 },
  { key: "evening", from: 18, to: 24 },
] as const;
export type DayPart = (typeof dayParts)[number]["key"];
export const dayPartOf = (hour: number): DayPart => dayParts.find((p) => hour >= p.from && hour < p.to)!.key;

/** Upper bounds offered for a layover (minutes). */
export const layoverBands = [120, 240, 480, 720] as const;

type Facet =
  | "airline"
  | "aircraft"
  | "cabin"
  | "type"
  | "stops"
  | "airport"
  | "departTime"
  | "arriveTime"
  | "maxPrice"
  | "maxDuration"
  | "maxLayover"
  | "lowerCo2";

const some = (selected: string[], values: string[]) => !selected.length || values.some((v) => selected.includes(v));

/**
 * The airports filter names airports at either end: a trip passes when each end's airport is chosen or
 * none of that end's airports is (choosing IKA on Tehran → Istanbul leaves IST and SAW open).
 */
function airportOk(o: ResultTrip, chosen: string[], searched: AirportEnds) {
  const origin = chosen.filter((a) => searched.origin.includes(a));
  const destination = chosen.filter((a) => searched.destination.includes(a));
  return (!origin.length || origin.includes(o.origin)) && (!destination.length || destination.includes(o.destination));
}

/** The airports searched at each end (for the airports filter). */
export interface AirportEnds {
  origin: string[];
  destination: string[];
}
const NO_ENDS: AirportEnds = { origin: [], destination: [] };

function passes(o: ResultTrip, f: Filters, searched: AirportEnds, co2Limit: number | null, skip?: Facet) {
  return (
    (skip === "airline" || some(f.airline, o.airlines)) &&
    (skip === "aircraft" || some(f.aircraft, o.aircraft)) &&
    // A cabin is chosen for the whole journey: every flight in it.
    (skip === "cabin" || !f.cabin.length || o.cabins.every((c) => f.cabin.includes(c))) &&
    (skip === "type" || some(f.type, o.flightTypes)) &&
    (skip === "stops" || !f.stops.length || f.stops.includes(String(Math.min(2, o.stops)))) &&
    (skip === "airport" || airportOk(o, f.airport, searched)) &&
    (skip === "departTime" || !f.departTime.length || f.departTime.includes(dayPartOf(o.departHour))) &&
    (skip === "arriveTime" || !f.arriveTime.length || f.arriveTime.includes(dayPartOf(o.arriveHour))) &&
    (skip === "maxPrice" || f.maxPrice === null || o.price <= f.maxPrice) &&
    (skip === "maxDuration" || f.maxDuration === null || o.durationMinutes <= f.maxDuration) &&
    (skip === "maxLayover" || f.maxLayover === null || o.longestLayover <= f.maxLayover) &&
    (skip === "lowerCo2" || !f.lowerCo2 || co2Limit === null || o.co2Kg <= co2Limit)
  );
}

const time = (d: Date | string) => new Date(d).getTime();

/**
 * "Best" (decision 105): the price plus what the time costs a traveller — €0.20 a minute from departure to
 * arrival, €30 a stop, €20 an overnight wait folded into the longest layover's minutes — so a flight two hours
 * shorter is worth €24 more, and a stop €30; ties go to the earlier departure.
 */
export function bestScore(o: Pick<ResultTrip, "price" | "durationMinutes" | "stops">) {
  return o.price + 20 * o.durationMinutes + 3000 * o.stops;
}

export function sortTrips<T extends ResultTrip>(trips: T[], sort: Sort): T[] {
  const key: Record<Sort, (o: T) => number> = {
    best: bestScore,
    price: (o) => o.price,
    depart: (o) => time(o.departAt),
    duration: (o) => o.durationMinutes,
  };
  return [...trips].sort(
    (a, b) => key[sort](a) - key[sort](b) || time(a.departAt) - time(b.departAt) || a.key.localeCompare(b.key),
  );
}

export function applyFilters<T extends ResultTrip>(trips: T[], f: Filters, searched: AirportEnds = NO_ENDS): T[] {
  const co2Limit = lowerEmissionsLimit(trips.map((o) => o.co2Kg));
  return sortTrips(
    trips.filter((o) => passes(o, f, searched, co2Limit)),
    f.sort,
  );
}

export interface FacetOption {
  value: string;
  /** How many results this option leaves, with the other filters kept. */
  count: number;
  selected: boolean;
}

/** Round steps over the results' own range (quartiles), so every option leaves some results and none leaves all. */
function bands(values: number[], round: (v: number) => number) {
  if (!values.length) return [];
  const sorted = [...values].sort((a, b) => a - b);
  const marks = [0.25, 0.5, 0.75].map((q) => round(sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]));
  return [...new Set(marks)].filter((m) => m >= sorted[0] && m < sorted[sorted.length - 1]);
}

/** Price steps (EUR cents, whole euros ×10) for the price filter, from the results' prices. */
export function priceBands(trips: Pick<ResultTrip, "price">[]) {
  return bands(
    trips.map((o) => o.price),
    (v) => Math.ceil(v / 1000) * 1000,
  );
}

/** Duration steps (minutes, half hours) from the results' durations: never a bucket that matches nothing. */
export function durationSteps(trips: Pick<ResultTrip, "durationMinutes">[]) {
  return bands(
    trips.map((o) => o.durationMinutes),
    (v) => Math.ceil(v / 30) * 30,
  );
}

/** Every filter's options with the number of results each would leave (other filters kept). */
export function facets(trips: ResultTrip[], f: Filters, searched: AirportEnds = NO_ENDS) {
  const co2Limit = lowerEmissionsLimit(trips.map((o) => o.co2Kg));
  const counted = (
    facet: "airline" | "aircraft" | "cabin" | "type" | "stops" | "airport" | "departTime" | "arriveTime",
    valuesOf: (o: ResultTrip) => string[],
    order?: readonly string[],
  ): FacetOption[] => {
    const base = trips.filter((o) => passes(o, f, searched, co2Limit, facet));
    const values = [...new Set(trips.flatMap(valuesOf))];
    if (order) values.sort((a, b) => order.indexOf(a) - order.indexOf(b));
    else values.sort();
    return values.map((value) => ({
      value,
      count:
        facet === "airport"
          ? base.filter((o) => o.origin === value || o.destination === value).length
          : facet === "cabin"
            ? // A cabin counts the journeys flown in it all the way (what choosing it leaves).
              base.filter((o) => o.cabins.every((c) => c === value)).length
            : base.filter((o) => valuesOf(o).includes(value)).length,
      selected: (f[facet] as string[]).includes(value),
    }));
  };
  const within = (
    facet: "maxPrice" | "maxDuration" | "maxLayover",
    steps: number[],
    value: (o: ResultTrip) => number,
  ) => {
    const base = trips.filter((o) => passes(o, f, searched, co2Limit, facet));
    return steps.map((m) => ({
      value: String(m),
      count: base.filter((o) => value(o) <= m).length,
      selected: f[facet] === m,
    }));
  };
  const longestLayover = Math.max(0, ...trips.map((o) => o.longestLayover));
  const airports = [...searched.origin, ...searched.destination];
  return {
    stops: counted("stops", (o) => [String(Math.min(2, o.stops))], ["0", "1", "2"]),
    airport:
      searched.origin.length > 1 || searched.destination.length > 1
        ? counted("airport", (o) => [o.origin, o.destination], airports)
        : [],
    airline: counted("airline", (o) => o.airlines),
    aircraft: counted("aircraft", (o) => o.aircraft),
    cabin: counted("cabin", (o) => o.cabins, cabins),
    type: counted("type", (o) => o.flightTypes, flightTypes),
    departTime: counted(
      "departTime",
      (o) => [dayPartOf(o.departHour)],
      dayParts.map((p) => p.key),
    ),
    arriveTime: counted(
      "arriveTime",
      (o) => [dayPartOf(o.arriveHour)],
      dayParts.map((p) => p.key),
    ),
    maxPrice: within("maxPrice", priceBands(trips), (o) => o.price),
    maxDuration: within("maxDuration", durationSteps(trips), (o) => o.durationMinutes),
    lowerCo2: (() => {
      if (co2Limit === null) return null;
      const count = trips.filter((o) => passes(o, f, searched, co2Limit, "lowerCo2") && o.co2Kg <= co2Limit).length;
      return count ? { count, selected: f.lowerCo2, limitKg: co2Limit } : null;
    })(),
    maxLayover: within(
      "maxLayover",
      layoverBands.filter((b) => b < longestLayover && trips.some((o) => o.stops > 0 && o.longestLayover <= b)),
      (o) => o.longestLayover,
    ),
  };
}

/** The earliest date a search form offers, and the default depart date (tomorrow). */
export function defaultDates(today: string) {
  return { depart: addDays(today, 1), return: addDays(today, 8) };
}
