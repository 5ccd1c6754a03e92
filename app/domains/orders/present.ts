/**
 * An order or cart line as the order screens, e-mails and documents show it (pure, run on
 * the server so server and browser render the same text): its title, travellers, legs and
 * cancellation timeline, and what its product adds (decision 030: `present` of the product
 * contract — a flight's airports and carriers by name with each time on its airport's clock,
 * a hotel's stay, a train's trip). A time whose place is unknown is read on the agency's
 * clock (Tehran).
 */
import { readingArrows } from "~/utils/arrows";
import { AGENCY_TIME_ZONE } from "~/travel/clock";
import type { Locale } from "~/routing/screens";
import { agency } from "~/utils/agency";
import { formatMoment } from "~/utils/format";
import type { LineSegment, LineView } from "./lines";
import { productOf } from "~/domains/booking/products";

export type { LocalMoment, PresentedLeg, PresentedLine, PresentedPlace, PresentedStep } from "./presented";
import type { LocalMoment, PresentedLeg, PresentedLine, PresentedPlace } from "./presented";

/** A moment on the agency's clock (hold deadlines, confirmations), with Tehran named. */
export function agencyMoment(value: Date | string, locale: Locale): LocalMoment {
  return { ...formatMoment(value, locale, AGENCY_TIME_ZONE), place: agency.city[locale] };
}

/** Where a leg's places are: the product's table of them (a flight's airports), by code. */
export interface LegPlaces {
  place(code: string): { city: string; airport: string | null; tz: string } | undefined;
  carrier?(code: string): string;
}

function placeOf(code: string | undefined, places?: LegPlaces): PresentedPlace | null {
  if (!code) return null;
  const place = places?.place(code);
  return { code, city: place?.city ?? code, airport: place?.airport ?? null };
}

/** A moment at a place: its own time zone and city; the agency's when the place is unknown. */
function momentAt(value: string | undefined, code: string | undefined, locale: Locale, places?: LegPlaces) {
  if (!value || Number.isNaN(Date.parse(value))) return null;
  const place = code ? places?.place(code) : undefined;
  if (!place) return agencyMoment(value, locale);
  return { ...formatMoment(value, locale, place.tz), place: place.city };
}

/** A leg as the order screens show it; without `places` its stops are their codes, on the agency's clock. */
export function presentLeg(segment: LineSegment, locale: Locale, places?: LegPlaces): PresentedLeg {
  return {
    flightNumber: segment.flightNumber ?? null,
    airline: segment.airline ? (places?.carrier?.(segment.airline) ?? segment.airline) : null,
    cabin: segment.cabin ?? null,
    fareType: segment.fareType ?? null,
    offerId: segment.offerId ?? null,
    from: placeOf(segment.from, places),
    to: placeOf(segment.to, places),
    depart: momentAt(segment.departsAt, segment.from, locale, places),
    arrive: momentAt(segment.arrivesAt, segment.to, locale, places),
  };
}

export function presentLine(view: LineView, locale: Locale): PresentedLine {
  const product = productOf(view.kind);
  const own = product.present?.(view, locale);
  return {
    kind: view.kind,
    title: readingArrows(view.title, locale),
    subtitle: view.subtitle,
    passengers: view.passengers,
    legs: own ? (own.legs ?? []) : view.segments.map((s) => presentLeg(s, locale)),
    detail: own?.detail ?? null,
    travellers: own?.travellers ?? true,
    timeline: product.timeline(view).map((step) => ({
      until: step.until ? agencyMoment(step.until, locale) : null,
      penaltyShare: step.penaltyShare,
    })),
  };
}
