/**
 * The hand-over from the travellers' step to the cart: the departure, hotel and party re-read and re-priced now
 * (quote.ts: the price the page showed is the price the line carries, or the visitor is told it changed), then one
 * cart line "a party on a departure", priced in the tour's currency with one breakdown item per price kind.
 */
import type { NewCartLine } from "~/domains/cart/cart.server";
import type { Locale } from "~/routing/screens";
import { zonedInstant } from "~/travel/clock";
import { cityTimeZone, isAbroad, type CityCode } from "~/travel/places";
import { addDays } from "~/travel/clock";
import type { TransportLeg } from "./codes";
import { TOUR_LINE_KIND, tourCartLineSchema, type TourCartLine, type TourTraveller } from "./cart-line";
import { cityName, tourChoice } from "./pages.server";
import type { PartyPrice } from "./occupancy";
import type { PlannerChoice } from "./planner";

/** How long a tour line waits in the cart before its price and places are checked again. */
export const TOUR_LINE_MINUTES = 60;

function segment(leg: TransportLeg, day: string, locale: Locale) {
  const departsAt = zonedInstant(day, leg.departs, cityTimeZone(leg.from as CityCode));
  const arrivesAt = zonedInstant(addDays(day, leg.arrivesNextDay ?? 0), leg.arrives, cityTimeZone(leg.to as CityCode));
  return {
    ...(leg.number ? { flightNumber: leg.number } : {}),
    label: `${cityName(leg.from, locale)} – ${cityName(leg.to, locale)}`,
    from: leg.from,
    to: leg.to,
    departsAt: departsAt.toISOString(),
    arrivesAt: arrivesAt.toISOString(),
  };
}

/** A party's price as a line's breakdown: one item per price kind, in the tour's currency. */
export function tourBreakdown(price: PartyPrice<string>) {
  return {
    items: price.byKind.map((row) => ({ key: `tour:${row.kind}`, quantity: row.count, unitAmount: row.price })),
    tax: 0,
    commission: 0,
    otherCosts: 0,
    total: price.total,
  };
}

export type TourLineResult =
  { status: "ok"; line: NewCartLine; total: number } | { status: "gone" } | { status: "full" } | { status: "invalid" };

export async function tourCartLine(
  input: {
    slug: string;
    choice: PlannerChoice;
    passengers: TourTraveller[];
    contact: { email: string; mobile: string };
    locale: Locale;
  },
  now = new Date(),
): Promise<TourLineResult> {
  const c = await tourChoice(input.slug, input.choice, input.locale, now);
  if (!c?.departure || !c.quote) return { status: "gone" };
  if (!c.quote.ok) return { status: c.quote.error === "placesLeft" ? "full" : "invalid" };
  const { tour, departure, hotel, quote } = c;
  const payload: TourCartLine = {
    tourId: tour.id,
    departureId: departure.id,
    hotelId: hotel?.id ?? null,
    slug: tour.slug,
    kind: tour.kind,
    currency: tour.currency,
    departsOn: departure.departsOn,
    returnsOn: departure.returnsOn,
    abroad: isAbroad(tour.destination as CityCode),
    board: hotel?.board ?? null,
    hotel: hotel?.name ?? null,
    stars: hotel?.stars ?? null,
    rooms: input.choice.rooms,
    places: quote.price.places,
    people: quote.price.people,
    passengers: input.passengers,
    terms: { depositPercent: tour.depositPercent, balanceDays: tour.balanceDays },
    ...(c.offer && input.choice.offer ? { waitlistToken: input.choice.offer } : {}),
    contact: input.contact,
    title: c.text.title,
    subtitle: hotel ? hotel.name : cityName(tour.destination, input.locale),
    segments: [
      segment(tour.outbound, departure.departsOn, input.locale),
      segment(tour.inbound, departure.returnsOn, input.locale),
    ],
  };
  const parsed = tourCartLineSchema.safeParse(payload);
  if (!parsed.success) return { status: "invalid" };
  return {
    status: "ok",
    total: quote.price.total,
    line: {
      kind: TOUR_LINE_KIND,
      payload: parsed.data,
      currency: tour.currency,
      amount: quote.price.total,
      breakdown: tourBreakdown(quote.price),
      expiresAt: new Date(now.getTime() + TOUR_LINE_MINUTES * 60_000),
    },
  };
}
