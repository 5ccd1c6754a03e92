/**
 * The flight cart line (contract with the cart and checkout issue). A line of kind
 * "flight" in `cart_lines` carries this payload; parse it with `flightCartLineSchema`
 * before use. `amount` is the line's total net of VAT in EUR cents and `breakdown` its
 * PriceBreakdown (ticket amount per passenger type — items keyed "adult" | "child" |
 * "infant" — tax, commission, otherCosts, total); `expiresAt` is the offer's expiry (price
 * and seats were re-checked when the line was added; re-check with `recheckOffer` and
 * take seats with `takeSeats` when the order is created — inventory.server.ts).
 *
 * - outboundOfferId / returnOfferId: `flights.id` of the first flight of each chosen itinerary (return optional).
 * - itineraries: every flight of each itinerary, in order (outbound, then return); a direct flight is one id.
 *   Lines made before connections have none: their flights are outboundOfferId and returnOfferId.
 * - passengers: every traveller, validated (names in Latin letters, birth date fits the
 *   type on the travel date, national ID check digit or a passport valid on travel).
 * - contact: the buyer's e-mail and mobile number.
 * - searchedAt: when the search that produced the offers ran (ISO 8601).
 * - legs: a summary of each flight for display (numbers, places, times, cabin), every flight of every
 *   itinerary in order; seats are held on each (booking-inventory.server.ts).
 */
import { z } from "zod";
import { documentTypes, genders } from "~/utils/choices";
import { cabins, fareTypes } from "./fare-rules";
import { passengerTypes, type PassengerCounts } from "~/travel/travellers";

export const FLIGHT_LINE_KIND = "flight";

export const storedPassengerSchema = z.object({
  type: z.enum(passengerTypes),
  firstName: z.string().regex(/^[A-Za-z][A-Za-z' -]{0,19}$/),
  lastName: z.string().regex(/^[A-Za-z][A-Za-z' -]{0,19}$/),
  gender: z.enum(genders),
  /** YYYY-MM-DD */
  birthDate: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
  documentType: z.enum(documentTypes),
  nationalId: z
    .string()
    .regex(/^\d{10}$/)
    .optional(),
  passportNumber: z.string().optional(),
  /** ISO 3166-1 alpha-2 */
  passportCountry: z.string().length(2).optional(),
  /** YYYY-MM-DD */
  passportExpiry: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/)
    .optional(),
  occupation: z.string().optional(),
});
export type StoredPassenger = z.infer<typeof storedPassengerSchema>;

export const legSummarySchema = z.object({
  offerId: z.number().int().positive(),
  flightNumber: z.string(),
  airline: z.string(),
  origin: z.string(),
  destination: z.string(),
  departAt: z.string(),
  arriveAt: z.string(),
  cabin: z.enum(cabins),
  fareType: z.enum(fareTypes),
});

/** A seat or extra bags bought after booking, for one passenger (index in `passengers`) on one flight (decision 110). */
const extraSeatSchema = z.object({
  passenger: z.number().int().min(0).max(8),
  offerId: z.number().int().positive(),
  seat: z.string().regex(/^\d{1,2}[A-K]$/),
  amount: z.number().int().min(0),
});
const extraBagsSchema = z.object({
  passenger: z.number().int().min(0).max(8),
  offerId: z.number().int().positive(),
  pieces: z.number().int().min(1).max(2),
  amount: z.number().int().min(0),
});
export const extrasSchema = z.object({
  seats: z.array(extraSeatSchema).max(135),
  bags: z.array(extraBagsSchema).max(135),
});
export type FlightExtras = z.infer<typeof extrasSchema>;

export const flightCartLineSchema = z.object({
  outboundOfferId: z.number().int().positive(),
  returnOfferId: z.number().int().positive().optional(),
  itineraries: z.array(z.array(z.number().int().positive()).min(1).max(3)).min(1).max(5).optional(),
  passengers: z.array(storedPassengerSchema).min(1),
  contact: z.object({ email: z.string().email(), mobile: z.string().min(6) }),
  searchedAt: z.string().datetime(),
  legs: z.array(legSummarySchema).min(1).max(15),
  /** Seats and extra bags bought after booking (decision 110); none on a cart line. */
  extras: extrasSchema.optional(),
});
export type FlightCartLine = z.infer<typeof flightCartLineSchema>;

/** How many of each passenger type a line carries (for recheckOffer and seat counts). */
export function countsOf(passengers: Pick<StoredPassenger, "type">[]): PassengerCounts {
  return {
    adults: passengers.filter((p) => p.type === "adult").length,
    children: passengers.filter((p) => p.type === "child").length,
    infants: passengers.filter((p) => p.type === "infant").length,
  };
}

/** Every flight a line holds seats on, once each. */
export function heldOffers(line: FlightCartLine): number[] {
  const ids = line.itineraries?.flat() ?? [line.outboundOfferId, line.returnOfferId];
  return [...new Set(ids.filter((id): id is number => typeof id === "number"))];
}

/** What the extras of a line cost in all (EUR cents, net). */
export function extrasTotal(extras: FlightExtras | undefined) {
  if (!extras) return 0;
  return [...extras.seats, ...extras.bags].reduce((sum, e) => sum + e.amount, 0);
}

export type LegSummary = z.infer<typeof legSummarySchema>;

/** A flight as a line's legs summarise it (the flights table's CHECKs keep cabin and fare type in their lists). */
export function legSummaryOf(o: {
  id: number;
  flightNumber: string;
  airline: string;
  origin: string;
  destination: string;
  departAt: Date;
  arriveAt: Date;
  cabin: string;
  fareType: string;
}): LegSummary {
  return {
    offerId: o.id,
    flightNumber: o.flightNumber,
    airline: o.airline,
    origin: o.origin,
    destination: o.destination,
    departAt: o.departAt.toISOString(),
    arriveAt: o.arriveAt.toISOString(),
    cabin: o.cabin as LegSummary["cabin"],
    fareType: o.fareType as LegSummary["fareType"],
  };
}
