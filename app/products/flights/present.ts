/**
 * An offer as the results and passenger pages show it, formatted on the server in the
 * page's language (times in each airport's own time zone), so the browser needs no
 * airport table and server and browser render the same text.
 */
import type { Locale } from "~/routing/screens";
import { formatLongDate, formatNumber, formatTime } from "~/utils/format";
import { adultPrice, penalties, priceBooking, type FareType } from "./fare-rules";
import { type PassengerCounts } from "~/travel/travellers";
import { airlineName, placeByCode } from "./places";
import type { Layover } from "./connections";

export interface OfferRow {
  id: number;
  flightNumber: string;
  airline: string;
  origin: string;
  destination: string;
  departDate: string;
  departAt: Date;
  arriveAt: Date;
  durationMinutes: number;
  aircraft: string;
  cabin: string;
  flightType: string;
  fareType: string;
  seatsRemaining: number;
  baggageKg: number;
  priceAdult: number;
  taxAdult: number;
}

export function presentOffer(o: OfferRow, locale: Locale, counts: PassengerCounts) {
  const from = placeByCode[o.origin];
  const to = placeByCode[o.destination];
  const departDay = formatLongDate(o.departAt, locale, from?.tz ?? "UTC");
  const arriveDay = formatLongDate(o.arriveAt, locale, to?.tz ?? "UTC");
  return {
    id: o.id,
    flightNumber: o.flightNumber,
    airline: airlineName(o.airline, locale),
    airlineCode: o.airline,
    aircraft: o.aircraft,
    cabin: o.cabin,
    flightType: o.flightType,
    fareType: o.fareType,
    refundable: penalties[o.fareType as FareType]?.refundable ?? false,
    seatsRemaining: o.seatsRemaining,
    baggageKg: o.baggageKg,
    origin: { code: o.origin, city: from?.city[locale] ?? o.origin },
    destination: { code: o.destination, city: to?.city[locale] ?? o.destination },
    departDay,
    departTime: formatTime(o.departAt, locale, from?.tz),
    arriveTime: formatTime(o.arriveAt, locale, to?.tz),
    arriveDay: arriveDay === departDay ? null : arriveDay,
    departAt: o.departAt.toISOString(),
    durationMinutes: o.durationMinutes,
    flightHours: formatNumber(Math.round((o.durationMinutes / 60) * 10) / 10, locale, { maximumFractionDigits: 1 }),
    adultPrice: adultPrice(o),
    total: priceBooking([o], counts).total,
  };
}

/** What the card of an itinerary reads: its flights as offers, the waits between them, and its sums. */
export interface TripLike {
  key: string;
  segments: OfferRow[];
  layovers: Layover[];
  stops: number;
  durationMinutes: number;
}

export function presentTrip(it: TripLike, locale: Locale, counts: PassengerCounts) {
  const segments = it.segments.map((s) => presentOffer(s, locale, counts));
  const first = segments[0];
  const last = segments[segments.length - 1];
  const changes = it.layovers.filter((l) => l.airportChange).length;
  const uniq = <T>(xs: T[]) => [...new Set(xs)];
  const airport = (code: string) => ({
    code,
    city: placeByCode[code]?.city[locale] ?? code,
    airport: placeByCode[code]?.airport[locale] ?? code,
  });
  return {
    key: it.key,
    segments,
    stops: it.stops,
    layovers: it.layovers.map((l) => ({
      minutes: l.minutes,
      overnight: l.overnight,
      airportChange: l.airportChange,
      selfTransfer: l.selfTransfer,
      arrive: airport(l.arrive),
      depart: airport(l.depart),
    })),
    origin: first.origin,
    destination: last.destination,
    departDay: first.departDay,
    departTime: first.departTime,
    arriveTime: last.arriveTime,
    arriveDay: last.arriveDay ?? (last.departDay === first.departDay ? null : last.departDay),
    departAt: first.departAt,
    durationMinutes: it.durationMinutes,
    airline: uniq(segments.map((s) => s.airline)).join(" · "),
    flightNumber: segments.map((s) => s.flightNumber).join(" + "),
    flightType: segments.some((s) => s.flightType === "charter") ? "charter" : "scheduled",
    cabins: uniq(segments.map((s) => s.cabin)),
    fareTypes: uniq(segments.map((s) => s.fareType)),
    refundable: segments.every((s) => s.refundable),
    seatsRemaining: Math.min(...segments.map((s) => s.seatsRemaining)),
    baggageKg: Math.min(...segments.map((s) => s.baggageKg)),
    flightHours: formatNumber(
      Math.round((it.segments.reduce((m, s) => m + s.durationMinutes, 0) / 60) * 10) / 10,
      locale,
      { maximumFractionDigits: 1 },
    ),
    airportChanges: changes,
    selfTransfer: it.layovers.some((l) => l.selfTransfer),
    adultPrice: priceBooking(it.segments, { adults: 1, children: 0, infants: 0 }, changes).total,
    total: priceBooking(it.segments, counts, changes).total,
  };
}
export type PresentedTrip = ReturnType<typeof presentTrip>;
