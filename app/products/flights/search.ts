/**
 * Flight search (pure, shared by server and browser): the search criteria (read from the
 * URL by search-url.ts) checked with the spec's rules (§5), and the filters, option counts and
 * sorting of the results. Error messages are message keys of the "flights" namespace.
 */
import { z } from "zod";
import { adultPrice, cabins, flightTypes, seatsNeeded } from "./fare-rules";
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

/** What the results list needs of an offer. */
export interface ResultOffer {
  id: number;
  airline: string;
  aircraft: string;
  cabin: string;
  flightType: string;
  durationMinutes: number;
  priceAdult: number;
  taxAdult: number;
  departAt: Date | string;
}

/** Upper bounds offered for duration (minutes). */
export const durationBands = [90, 120, 180, 300, 480, 720] as const;

type Facet = "airline" | "aircraft" | "cabin" | "type" | "maxPrice" | "maxDuration";

function passes(o: ResultOffer, f: Filters, skip?: Facet) {
  return (
    (skip === "airline" || !f.airline.length || f.airline.includes(o.airline)) &&
    (skip === "aircraft" || !f.aircraft.length || f.aircraft.includes(o.aircraft)) &&
    (skip === "cabin" || !f.cabin.length || f.cabin.includes(o.cabin)) &&
    (skip === "type" || !f.type.length || f.type.includes(o.flightType)) &&
    (skip === "maxPrice" || f.maxPrice === null || adultPrice(o) <= f.maxPrice) &&
    (skip === "maxDuration" || f.maxDuration === null || o.durationMinutes <= f.maxDuration)
  );
}

const time = (d: Date | string) => new Date(d).getTime();

export function sortOffers<T extends ResultOffer>(offers: T[], sort: Sort): T[] {
  const key: Record<Sort, (o: T) => number> = {
    price: (o) => adultPrice(o),
    depart: (o) => time(o.departAt),
    duration: (o) => o.durationMinutes,
  };
  return [...offers].sort((a, b) => key[sort](a) - key[sort](b) || time(a.departAt) - time(b.departAt) || a.id - b.id);
}

export function applyFilters<T extends ResultOffer>(offers: T[], f: Filters): T[] {
  return sortOffers(
    offers.filter((o) => passes(o, f)),
    f.sort,
  );
}

export interface FacetOption {
  value: string;
  /** How many results this option leaves, with the other filters kept. */
  count: number;
  selected: boolean;
}

/** Round price steps (EUR cents) for the price filter: four bands over the offers' range. */
export function priceBands(offers: ResultOffer[]) {
  if (!offers.length) return [];
  const prices = offers.map(adultPrice).sort((a, b) => a - b);
  const step = (v: number) => Math.ceil(v / 1000) * 1000;
  const marks = [0.25, 0.5, 0.75].map((q) => step(prices[Math.min(prices.length - 1, Math.floor(q * prices.length))]));
  return [...new Set(marks)].filter((m) => m < prices[prices.length - 1]);
}

/** Every filter's options with the number of results each would leave (other filters kept). */
export function facets(offers: ResultOffer[], f: Filters) {
  const counted = (
    facet: "airline" | "aircraft" | "cabin" | "type",
    field: keyof ResultOffer,
    order?: readonly string[],
  ): FacetOption[] => {
    const base = offers.filter((o) => passes(o, f, facet));
    const values = [...new Set(offers.map((o) => String(o[field])))];
    if (order) values.sort((a, b) => order.indexOf(a) - order.indexOf(b));
    else values.sort();
    return values.map((value) => ({
      value,
      count: base.filter((o) => String(o[field]) === value).length,
      selected: f[facet].includes(value),
    }));
  };
  const priceBase = offers.filter((o) => passes(o, f, "maxPrice"));
  const durationBase = offers.filter((o) => passes(o, f, "maxDuration"));
  const longest = Math.max(0, ...offers.map((o) => o.durationMinutes));
  return {
    airline: counted("airline", "airline"),
    aircraft: counted("aircraft", "aircraft"),
    cabin: counted("cabin", "cabin", cabins),
    type: counted("type", "flightType", flightTypes),
    maxPrice: priceBands(offers).map((m) => ({
      value: String(m),
      count: priceBase.filter((o) => adultPrice(o) <= m).length,
      selected: f.maxPrice === m,
    })),
    maxDuration: durationBands
      .filter((b, i) => b < longest && (i === 0 || durationBands[i - 1] < longest))
      .map((b) => ({
        value: String(b),
        count: durationBase.filter((o) => o.durationMinutes <= b).length,
        selected: f.maxDuration === b,
      })),
  };
}

/** The earliest date a search form offers, and the default depart date (tomorrow). */
export function defaultDates(today: string) {
  return { depart: addDays(today, 1), return: addDays(today, 8) };
}
