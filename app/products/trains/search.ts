/**
 * A train search as a form or URL gives it, and what is done with its results in memory
 * (pure, shared by server and browser; decision 603): the fields' rules (codes the screens
 * translate, keyed by field), the departure time of day, filters and sorting.
 */
import { BOOKING_HORIZON_DAYS, daysBetween, parseDateText } from "~/travel/clock";
import { MAX_SEATED, type PassengerCounts } from "~/travel/travellers";
import type { CompartmentKind, Operator, TimeOfDay, WagonType } from "./codes";
import { wagonLayout } from "./catalog";
import type { TrainPrice } from "./fares";
import { findStation, type Station } from "./stations";

/** How long results and a train line in the cart stay valid before prices and places are read again. */
export const TRAIN_RESULTS_TTL_MINUTES = 15;
/** The largest compartment (6 berths): a whole-compartment party fits in it. */
export const MAX_WHOLE_COMPARTMENT = Math.max(...Object.values(wagonLayout).map((w) => w.berths));

export interface TrainSearch {
  from: Station;
  to: Station;
  date: string;
  returnDate: string | null;
  passengers: PassengerCounts;
  whole: boolean;
  /** The compartment kind the party wants (family when not said); places left are counted for it. */
  kind: CompartmentKind;
}

export type SearchError =
  | "fromRequired"
  | "fromUnknown"
  | "toRequired"
  | "toUnknown"
  | "sameStation"
  | "dateRequired"
  | "dateInvalid"
  | "datePast"
  | "dateTooFar"
  | "returnRequired"
  | "returnInvalid"
  | "reversed"
  | "returnTooFar"
  | "passengersRequired"
  | "adultRequired"
  | "tooManyPassengers"
  | "infantsOverAdults"
  | "tooManyForCompartment";

export interface SearchFields {
  from?: string | null;
  to?: string | null;
  date?: string | null;
  returnDate?: string | null;
  tripType?: string | null;
  adults?: unknown;
  children?: unknown;
  infants?: unknown;
  whole?: unknown;
  kind?: string | null;
}

const count = (value: unknown) => {
  if (value === "" || value === null || value === undefined) return 0;
  const n = Number(value);
  return Number.isInteger(n) && n >= 0 ? n : -1;
};

/**
 * Checks a search: both stations known (a name in any language, or a code) and different;
 * the date given, readable (ISO or Jalali), from today and within BOOKING_HORIZON_DAYS; a
 * return date for a return trip, not before the departure; at least one passenger, an adult
 * among them, at most MAX_SEATED with places, no more infants than adults; a whole
 * compartment for at most MAX_WHOLE_COMPARTMENT.
 */
export function checkSearch(
  fields: SearchFields,
  today: string,
): { ok: true; search: TrainSearch } | { ok: false; errors: Record<string, SearchError[]> } {
  const errors: Record<string, SearchError[]> = {};
  const fail = (field: string, error: SearchError) => (errors[field] ??= []).push(error);

  const from = findStation(fields.from);
  if (!fields.from?.trim()) fail("from", "fromRequired");
  else if (!from) fail("from", "fromUnknown");
  const to = findStation(fields.to);
  if (!fields.to?.trim()) fail("to", "toRequired");
  else if (!to) fail("to", "toUnknown");
  else if (from && from.code === to.code) fail("to", "sameStation");

  const inHorizon = (iso: string) => daysBetween(today, iso) < BOOKING_HORIZON_DAYS;
  const date = parseDateText(fields.date);
  if (!fields.date?.trim()) fail("date", "dateRequired");
  else if (!date) fail("date", "dateInvalid");
  else if (date < today) fail("date", "datePast");
  else if (!inHorizon(date)) fail("date", "dateTooFar");

  const isReturn = fields.tripType === "return";
  const returnDate = isReturn ? parseDateText(fields.returnDate) : null;
  if (isReturn) {
    if (!fields.returnDate?.trim()) fail("returnDate", "returnRequired");
    else if (!returnDate) fail("returnDate", "returnInvalid");
    else if (date && returnDate < date) fail("returnDate", "reversed");
    else if (!inHorizon(returnDate)) fail("returnDate", "returnTooFar");
  }

  const passengers = { adults: count(fields.adults), children: count(fields.children), infants: count(fields.infants) };
  const whole = fields.whole === true || fields.whole === "on" || fields.whole === "1" || fields.whole === "true";
  const seated = passengers.adults + passengers.children;
  if (passengers.adults < 0 || passengers.children < 0 || passengers.infants < 0 || seated + passengers.infants === 0)
    fail("adults", "passengersRequired");
  else if (passengers.adults === 0) fail("adults", "adultRequired");
  else if (seated > MAX_SEATED) fail("adults", "tooManyPassengers");
  else if (passengers.infants > passengers.adults) fail("infants", "infantsOverAdults");
  else if (whole && seated > MAX_WHOLE_COMPARTMENT) fail("whole", "tooManyForCompartment");

  const kind: CompartmentKind = fields.kind === "men" || fields.kind === "women" ? fields.kind : "family";
  if (Object.keys(errors).length || !from || !to || !date) return { ok: false, errors };
  return { ok: true, search: { from, to, date, returnDate, passengers, whole, kind } };
}

/** The band of a local departure time (HH:MM). */
export function timeOfDay(departs: string): TimeOfDay {
  const hour = Number(departs.slice(0, 2));
  return hour < 6 ? "night" : hour < 12 ? "morning" : hour < 18 ? "afternoon" : "evening";
}

/** One wagon type of a train on a date, for the search's party. */
export interface WagonOffer {
  type: WagonType;
  /** Places the party could take (for its compartment kind), summed over the train's wagons of this type. */
  placesLeft: number;
  /** Compartments wholly free (0 in open-seat cars). */
  freeCompartments: number;
  berths: number;
  /** The party's price in this wagon type (a whole compartment when asked). */
  price: TrainPrice;
}

export interface TrainOption {
  trainId: number;
  number: string;
  operator: Operator;
  from: string;
  to: string;
  date: string;
  /** Local departure and arrival (HH:MM) and the days the arrival is after the departure date. */
  departs: string;
  arrives: string;
  arrivalDays: number;
  departsAt: string;
  arrivesAt: string;
  minutes: number;
  meals: readonly string[];
  /** Wagon types the party fits in, cheapest first. */
  wagons: WagonOffer[];
}

export const sorts = ["departure", "price", "duration", "arrival"] as const;
export type TrainSort = (typeof sorts)[number];

export interface TrainFilters {
  operators: Operator[];
  wagonTypes: WagonType[];
  times: TimeOfDay[];
  /** The party's total at most this (rials); null: any. */
  maxPrice: number | null;
  sort: TrainSort;
}

export const noTrainFilters: TrainFilters = {
  operators: [],
  wagonTypes: [],
  times: [],
  maxPrice: null,
  sort: "departure",
};

/** The cheapest total of an option (its first wagon offer). */
export const cheapest = (option: TrainOption) => option.wagons[0]?.price.total ?? Infinity;

/**
 * Filters (every chosen operator, wagon type and time band: any of them; the price ceiling)
 * and sorts. An option keeps only its wagon types that the wagon and price filters leave,
 * and goes when none is left.
 */
export function applyFilters(options: readonly TrainOption[], filters: TrainFilters): TrainOption[] {
  const kept = options.flatMap((o) => {
    if (filters.operators.length && !filters.operators.includes(o.operator)) return [];
    if (filters.times.length && !filters.times.includes(timeOfDay(o.departs))) return [];
    const wagons = o.wagons.filter(
      (w) =>
        (!filters.wagonTypes.length || filters.wagonTypes.includes(w.type)) &&
        (filters.maxPrice === null || w.price.total <= filters.maxPrice),
    );
    return wagons.length ? [{ ...o, wagons }] : [];
  });
  return sortOptions(kept, filters.sort);
}

export function sortOptions(options: TrainOption[], sort: TrainSort): TrainOption[] {
  const by: Record<TrainSort, (a: TrainOption, b: TrainOption) => number> = {
    departure: (a, b) => a.departsAt.localeCompare(b.departsAt),
    arrival: (a, b) => a.arrivesAt.localeCompare(b.arrivesAt),
    duration: (a, b) => a.minutes - b.minutes,
    price: (a, b) => cheapest(a) - cheapest(b),
  };
  return [...options].sort((a, b) => by[sort](a, b) || a.departsAt.localeCompare(b.departsAt) || a.trainId - b.trainId);
}

/** Each filter option with how many trains it would leave, the other filters kept (a filter panel's counts). */
export function facets(options: readonly TrainOption[], filters: TrainFilters) {
  const countWith = (over: Partial<TrainFilters>) => applyFilters(options, { ...filters, ...over }).length;
  const present = <T>(values: T[]) => [...new Set(values)];
  return {
    operators: present(options.map((o) => o.operator)).map((value) => ({
      value,
      count: countWith({ operators: [value] }),
    })),
    wagonTypes: present(options.flatMap((o) => o.wagons.map((w) => w.type))).map((value) => ({
      value,
      count: countWith({ wagonTypes: [value] }),
    })),
    times: present(options.map((o) => timeOfDay(o.departs))).map((value) => ({
      value,
      count: countWith({ times: [value] }),
    })),
  };
}

/** Whether results read at `searchedAt` are too old to book from ("Probably this data is old"). */
export function isStale(searchedAt: Date, now = new Date()) {
  return now.getTime() - searchedAt.getTime() > TRAIN_RESULTS_TTL_MINUTES * 60_000;
}
