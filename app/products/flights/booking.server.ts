import { addLine, getOrCreateCart } from "~/domains/cart/cart.server";
import { rememberPassengers } from "~/domains/passengers/saved.server";
import {
  FLIGHT_LINE_KIND,
  countsOf,
  flightCartLineSchema,
  type FlightCartLine,
  type StoredPassenger,
} from "./cart-line";
import { getOffer, recheckOffer, type Offer } from "./inventory.server";
import { priceBooking } from "./fare-rules";
import { type PassengerCounts } from "~/travel/travellers";
import { resultsTtlMinutes } from "./search.server";

/**
 * The passenger page's server side: the chosen offers (outbound and optional return)
 * and the hand-over to the cart — price and seats re-checked against the database, then
 * one cart line "flight offer + passengers + contact" with its price breakdown.
 */
export async function chosenOffers(outId: number, retId: number | null) {
  const outbound = await getOffer(outId);
  const inbound = retId ? await getOffer(retId) : null;
  if (!outbound || (retId && !inbound)) return null;
  if (
    inbound &&
    (inbound.origin !== outbound.destination ||
      inbound.destination !== outbound.origin ||
      inbound.departAt <= outbound.arriveAt)
  )
    return null;
  return { outbound, inbound };
}

export type HandOver = { status: "added"; headers: Headers } | { status: "filled" } | { status: "gone" };

export async function addFlightToCart(
  request: Request,
  input: {
    outboundId: number;
    returnId: number | null;
    passengers: StoredPassenger[];
    contact: { email: string; mobile: string };
    searchedAt: Date;
    userId: number | null;
  },
  now = new Date(),
): Promise<HandOver> {
  const counts: PassengerCounts = countsOf(input.passengers);
  const checks = [
    await recheckOffer(input.outboundId, counts, now),
    ...(input.returnId ? [await recheckOffer(input.returnId, counts, now)] : []),
  ];
  if (checks.some((c) => c.status === "gone")) return { status: "gone" };
  if (checks.some((c) => c.status === "filled")) return { status: "filled" };
  const offers = checks.map((c) => (c as { offer: Offer }).offer);
  const breakdown = priceBooking(offers, counts);
  const payload: FlightCartLine = flightCartLineSchema.parse({
    outboundOfferId: input.outboundId,
    ...(input.returnId ? { returnOfferId: input.returnId } : {}),
    passengers: input.passengers,
    contact: input.contact,
    searchedAt: input.searchedAt.toISOString(),
    legs: offers.map((o) => ({
      offerId: o.id,
      flightNumber: o.flightNumber,
      airline: o.airline,
      origin: o.origin,
      destination: o.destination,
      departAt: o.departAt.toISOString(),
      arriveAt: o.arriveAt.toISOString(),
      cabin: o.cabin,
      fareType: o.fareType,
    })),
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
