/**
 * An order or cart line as the order screens, e-mails and documents show it (pure, run on
 * the server so server and browser render the same text): every departure and arrival in
 * its airport's own time zone with the place named ("07:05 Tehran time"), airports by name
 * and code, the carrier by name. Lines of other kinds keep their title; a time whose place
 * is unknown is read on the agency's clock (Tehran).
 */
import { readingArrows } from "~/utils/arrows";
import { AGENCY_TIME_ZONE } from "~/travel/clock";
import { airlineName, placeByCode } from "~/products/flights/places";
import type { Locale } from "~/routing/screens";
import { agency } from "~/utils/agency";
import { formatMoment } from "~/utils/format";
import type { LinePassenger, LineSegment, LineView } from "./lines";
import { productOf } from "~/domains/booking/products";
import { presentHotelStay, type PresentedStay } from "~/products/hotels/present";
import { presentTrainTrip, type PresentedTrip } from "~/products/trains/present";

/** A moment on a local clock: the date and time there, and the place whose clock it is. */
export interface LocalMoment {
  date: string;
  time: string;
  place: string;
}

export interface PresentedPlace {
  code: string;
  city: string;
  /** The airport's name, or null when the code is not an airport the agency knows. */
  airport: string | null;
}

export interface PresentedLeg {
  flightNumber: string | null;
  /** The carrier's name (its code when unknown). */
  airline: string | null;
  cabin: string | null;
  fareType: string | null;
  offerId: number | null;
  from: PresentedPlace | null;
  to: PresentedPlace | null;
  depart: LocalMoment | null;
  arrive: LocalMoment | null;
}

/** One step of a line's cancellation timeline, on the agency's clock (travel/timeline.ts). */
export interface PresentedStep {
  /** Up to when (null: at any time). */
  until: LocalMoment | null;
  /** Share of the fare kept (0: all back; null: no refund). */
  penaltyShare: number | null;
}

export interface PresentedLine {
  kind: string;
  title: string;
  subtitle: string | null;
  passengers: LinePassenger[];
  legs: PresentedLeg[];
  /** What cancelling costs, step by step; after the last step nothing is refunded. */
  timeline: PresentedStep[];
  /** A hotel line's stay (dates, nights, rooms, meals …) instead of legs; null for other kinds. */
  stay?: PresentedStay | null;
  /** A train line's trip (stations, local times, wagon, places …) instead of legs; null for other kinds. */
  train?: PresentedTrip | null;
}

/** A moment on the agency's clock (hold deadlines, confirmations), with Tehran named. */
export function agencyMoment(value: Date | string, locale: Locale): LocalMoment {
  return { ...formatMoment(value, locale, AGENCY_TIME_ZONE), place: agency.city[locale] };
}

function placeOf(code: string | undefined, locale: Locale): PresentedPlace | null {
  if (!code) return null;
  const place = placeByCode[code];
  return { code, city: place?.city[locale] ?? code, airport: place?.airport[locale] ?? null };
}

/** A moment at an airport: its own time zone and city; the agency's when the airport is unknown. */
function momentAt(value: string | undefined, code: string | undefined, locale: Locale): LocalMoment | null {
  if (!value || Number.isNaN(Date.parse(value))) return null;
  const place = code ? placeByCode[code] : undefined;
  if (!place) return agencyMoment(value, locale);
  return { ...formatMoment(value, locale, place.tz), place: place.city[locale] };
}

export function presentLeg(segment: LineSegment, locale: Locale): PresentedLeg {
  return {
    flightNumber: segment.flightNumber ?? null,
    airline: segment.airline ? airlineName(segment.airline, locale) : null,
    cabin: segment.cabin ?? null,
    fareType: segment.fareType ?? null,
    offerId: segment.offerId ?? null,
    from: placeOf(segment.from, locale),
    to: placeOf(segment.to, locale),
    depart: momentAt(segment.departsAt, segment.from, locale),
    arrive: momentAt(segment.arrivesAt, segment.to, locale),
  };
}

export function presentLine(view: LineView, locale: Locale): PresentedLine {
  const train = view.kind === "train" ? presentTrainTrip(view.payload, locale) : null;
  return {
    kind: view.kind,
    title: readingArrows(view.title, locale),
    subtitle: view.subtitle,
    passengers: view.passengers,
    legs: view.kind === "hotel" || train ? [] : view.segments.map((s) => presentLeg(s, locale)),
    stay: view.kind === "hotel" ? presentHotelStay(view.payload, locale) : null,
    train,
    timeline: productOf(view.kind)
      .timeline(view)
      .map((step) => ({
        until: step.until ? agencyMoment(step.until, locale) : null,
        penaltyShare: step.penaltyShare,
      })),
  };
}
