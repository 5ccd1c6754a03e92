import { addLine, getOrCreateCart } from "~/domains/cart/cart.server";
import { rememberPassengers } from "~/domains/passengers/saved.server";
import {
  FLIGHT_LINE_KIND,
  countsOf,
  flightCartLineSchema,
  legSummaryOf,
  type FlightCartLine,
  type StoredPassenger,
} from "./cart-line";
import { getItinerary, recheckOffer, type Offer } from "./inventory.server";
import { itineraryOf, type Itinerary } from "./connections";
import { priceBooking } from "./fare-rules";
import { type PassengerCounts } from "~/travel/travellers";
import { resultsTtlMinutes } from "./search.server";
import { placeByCode } from "./places";

/**
 * The passenger page's server side: the chosen itineraries (outbound and optional return, each one flight
 * or flights joined by connections) and the hand-over to the cart — price and seats re-checked against the
 * database, then one cart line "flights + passengers + contact" with its price breakdown.
 */
export async function chosenOffers(outIds: number[], retIds: number[] | null, moreIds: number[][] = []) {
  const outbound = await getItinerary(outIds);
  const inbound = retIds ? await getItinerary(retIds) : null;
  if (!outbound || (retIds && !inbound)) return null;
  if (moreIds.length) {
    // A multi-city trip: each itinerary leaves after the one before it lands.
    if (retIds || moreIds.length > 4) return null;
    const more = [];
    let previous = outbound;
    for (const ids of moreIds) {
      const it = await getItinerary(ids);
      if (!it || it.departAt <= previous.arriveAt) return null;
      more.push(it);
      previous = it;
    }
    return { outbound, inbound: null, more };
  }
  const city = (code: string) => placeByCode[code]?.cityCode ?? code;
  const first = outbound.segments[0];
  const last = outbound.segments[outbound.segments.length - 1];
  if (
    inbound &&
    (city(inbound.segments[0].origin) !== city(last.destination) ||
      city(inbound.segments[inbound.segments.length - 1].destination) !== city(first.origin) ||
      inbound.departAt <= outbound.arriveAt)
  )
    return null;
  return { outbound, inbound, more: [] as Itinerary<Offer>[] };
}

/** How many times the customer changes airport on these itineraries (each priced as the agency's transfer). */
export function airportChangesOf(...itineraries: ({ layovers: { airportChange: boolean }[] } | null)[]) {
  return itineraries.reduce((n, it) => n + (it?.layovers.filter((l) => l.airportChange).length ?? 0), 0);
}

export type HandOver = { status: "added"; headers: Headers } | { status: "filled" } | { status: "gone" };

export async function addFlightToCart(
  request: Request,
  input: {
    /** The chosen itineraries' flights, in order. */
    outboundIds: number[];
    returnIds: number[] | null;
    /** A multi-city trip's later itineraries. */
    moreIds?: number[][];
    passengers: StoredPassenger[];
    contact: { email: string; mobile: string };
    searchedAt: Date;
    userId: number | null;
  },
  now = new Date(),
): Promise<HandOver> {
  const counts: PassengerCounts = countsOf(input.passengers);
  const groups = [input.outboundIds, ...(input.returnIds ? [input.returnIds] : []), ...(input.moreIds ?? [])];
  const ids = groups.flat();
  const checks = await Promise.all(ids.map((id) => recheckOffer(id, counts, now)));
  if (checks.some((c) => c.status === "gone")) return { status: "gone" };
  if (checks.some((c) => c.status === "filled")) return { status: "filled" };
  const offers = checks.map((c) => (c as { offer: Offer }).offer);
  let start = 0;
  const itineraries = groups.map((g) => {
    const it = itineraryOf(offers.slice(start, start + g.length));
    start += g.length;
    return it;
  });
  // The flights still connect as they did (a schedule change since the search breaks the itinerary), in order.
  if (itineraries.some((it, i) => !it || (i > 0 && it.departAt <= itineraries[i - 1]!.arriveAt)))
    return { status: "gone" };
  const breakdown = priceBooking(offers, counts, airportChangesOf(...itineraries));
  const payload: FlightCartLine = flightCartLineSchema.parse({
    outboundOfferId: input.outboundIds[0],
    ...(input.returnIds ? { returnOfferId: input.returnIds[0] } : {}),
    itineraries: groups,
    passengers: input.passengers,
    contact: input.contact,
    searchedAt: input.searchedAt.toISOString(),
    legs: offers.map(legSummaryOf),
  });
  // Prices and seats were re-checked now: the line holds them for one result validity, never past departure.
  const expiresAt = new Date(Math.min(now.getTime() + resultsTtlMinutes() * 60_000, offers[0].departAt.getTime()));
  const { cart, headers } = await getOrCreateCart(request);
  await addLine(cart.id, {
    kind: FLIGHT_LINE_KIND,
    payload,
    currency: "EUR",
    amount: breakdown.total,
    breakdown,
    expiresAt,
  });
  if (input.userId) {
    await rememberPassengers(
      input.userId,
      input.passengers.map((p) => ({
        firstName: p.firstName,
        lastName: p.lastName,
        gender: p.gender,
        birthDate: p.birthDate,
        documentType: p.documentType,
        nationalId: p.nationalId ?? null,
        passportNumber: p.passportNumber ?? null,
        passportCountry: p.passportCountry ?? null,
        passportExpiry: p.passportExpiry ?? null,
        occupation: p.occupation ?? null,
      })),
    );
  }
  return { status: "added", headers };
}
