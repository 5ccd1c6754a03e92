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
export type PresentedOffer = ReturnType<typeof presentOffer>;
