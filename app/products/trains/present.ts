/**
 * Trains as the screens show them (pure; decision 604): an operator's name in the page's
 * language (its Persian brand in fa, the Latin one elsewhere), a station's name, and a
 * train cart or order line's trip — train, stations, date in the page's calendar, local
 * times, wagon, places, compartment kind and meal — read from the line's payload
 * (cart-line.ts) without its schema, so a line the travel desk made by hand simply has none.
 */
import type { Locale } from "~/routing/screens";
import { formatDigits, formatLongDate } from "~/utils/format";
import { operatorTraits } from "./catalog";
import {
  compartmentKinds,
  meals,
  operators,
  wagonTypes,
  type CompartmentKind,
  type Meal,
  type Operator,
  type WagonType,
} from "./codes";
import { stationByCode } from "./stations";

export const operatorName = (operator: Operator, locale: Locale) =>
  locale === "fa" ? operatorTraits[operator].name.fa : operatorTraits[operator].name.latin;

export const stationName = (code: string, locale: Locale) => stationByCode(code)?.name[locale] ?? code;

export interface PresentedTrip {
  number: string;
  operator: string;
  from: string;
  to: string;
  date: string;
  /** Local departure and arrival (the page's digits), and the days the arrival is after the date. */
  departs: string;
  arrives: string;
  arrivalDays: number;
  wagonNo: string;
  wagonType: WagonType;
  places: string;
  kind: CompartmentKind | null;
  whole: boolean;
  meal: Exclude<Meal, "none"> | null;
}

const str = (v: unknown) => (typeof v === "string" ? v : null);
const clock = new Intl.DateTimeFormat("en-GB", {
  timeZone: "Asia/Tehran",
  hour: "2-digit",
  minute: "2-digit",
  hourCycle: "h23",
});
const tehranDay = new Intl.DateTimeFormat("en-CA", { timeZone: "Asia/Tehran" });

export function presentTrainTrip(payload: Record<string, unknown>, locale: Locale): PresentedTrip | null {
  const date = str(payload.date);
  const operator = str(payload.operator) as Operator | null;
  const wagonType = str(payload.wagonType) as WagonType | null;
  const segment = Array.isArray(payload.segments) ? (payload.segments[0] as Record<string, unknown>) : null;
  const departsAt = segment ? Date.parse(str(segment.departsAt) ?? "") : NaN;
  const arrivesAt = segment ? Date.parse(str(segment.arrivesAt) ?? "") : NaN;
  if (!date || !/^\d{4}-\d{2}-\d{2}$/.test(date) || !operator || !operators.includes(operator)) return null;
  if (!wagonType || !wagonTypes.includes(wagonType) || Number.isNaN(departsAt) || Number.isNaN(arrivesAt)) return null;
  const places = Array.isArray(payload.places) ? payload.places.filter((p): p is number => typeof p === "number") : [];
  const kind = str(payload.kind) as CompartmentKind | null;
  const meal = str(payload.meal) as Meal | null;
  const days = Math.round(
    (Date.parse(tehranDay.format(new Date(arrivesAt))) - Date.parse(tehranDay.format(new Date(departsAt)))) /
      86_400_000,
  );
  return {
    number: formatDigits(str(payload.number) ?? "", locale),
    operator: operatorName(operator, locale),
    from: stationName(str(payload.from) ?? "", locale),
    to: stationName(str(payload.to) ?? "", locale),
    date: formatLongDate(date, locale),
    departs: formatDigits(clock.format(new Date(departsAt)), locale),
    arrives: formatDigits(clock.format(new Date(arrivesAt)), locale),
    arrivalDays: days,
    wagonNo: formatDigits(typeof payload.wagonNo === "number" ? payload.wagonNo : "", locale),
    wagonType,
    places: places.map((p) => formatDigits(p, locale)).join(locale === "fa" ? "، " : ", "),
    kind: kind && compartmentKinds.includes(kind as CompartmentKind) ? kind : null,
    whole: payload.whole === true,
    meal: meal && meal !== "none" && meals.includes(meal) ? meal : null,
  };
}
