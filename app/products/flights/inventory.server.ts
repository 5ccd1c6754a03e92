/**
 * Flight inventory: offers and their seats. The contract with the cart and checkout
 * issue (orders), kept stable:
 *
 * - `recheckOffer(offerId, passengers)` — the offer as it is now in the database: its
 *   current price for these passengers and its seats, or `{ status: "filled" }` when
 *   fewer seats remain than the passengers need, or `{ status: "gone" }` when the offer
 *   no longer exists or has departed. Read-only; call it before creating an order.
 * - `takeSeats(tx, offerId, count)` — inside the caller's transaction, one conditional
 *   `UPDATE flights SET seats_remaining = seats_remaining - count WHERE id = … AND
 *   seats_remaining >= count`; returns false (and changes nothing) when not enough seats
 *   are left, so two buyers can never share the last seat. The table also keeps
 *   `CHECK (seats_remaining >= 0)`.
 * - `releaseSeats(tx, offerId, count)` — gives seats back (cancelled or unpaid order),
 *   never above the flight's total.
 *
 * `count` is the number of seated passengers (adults + children; infants sit on a lap):
 * `seatsNeeded()` from fare-rules.ts.
 */
import { and, eq, gte, inArray, sql } from "drizzle-orm";
import { itineraryOf, type Itinerary } from "./connections";
import { getDb, type Db } from "~/db/client.server";
import { flights, type FlightRow } from "./schema";
import { priceBooking, seatsNeeded, type Breakdown } from "./fare-rules";
import { type PassengerCounts } from "~/travel/travellers";

/** A database or an open transaction (what `db.transaction(async (tx) => …)` passes). */
export type Tx = Db | Parameters<Parameters<Db["transaction"]>[0]>[0];

export type Offer = FlightRow;

export type RecheckResult =
  | { status: "ok"; offer: Offer; price: Breakdown; seatsRemaining: number }
  | { status: "filled"; offer: Offer; seatsRemaining: number }
  | { status: "gone" };

export async function getOffer(offerId: number): Promise<Offer | null> {
  if (!Number.isSafeInteger(offerId) || offerId <= 0) return null;
  const db = await getDb();
  const [row] = await db.select().from(flights).where(eq(flights.id, offerId)).limit(1);
  return row ?? null;
}

export async function recheckOffer(
  offerId: number,
  passengers: PassengerCounts,
  now = new Date(),
): Promise<RecheckResult> {
  const offer = await getOffer(offerId);
  if (!offer || offer.departAt.getTime() <= now.getTime()) return { status: "gone" };
  // A flight closed by staff (the desk, decision 114) is full to buyers.
  if (offer.closed) return { status: "filled", offer, seatsRemaining: 0 };
  if (offer.seatsRemaining < seatsNeeded(passengers))
    return { status: "filled", offer, seatsRemaining: offer.seatsRemaining };
  return { status: "ok", offer, price: priceBooking([offer], passengers), seatsRemaining: offer.seatsRemaining };
}

export async function takeSeats(tx: Tx, offerId: number, count: number): Promise<boolean> {
  if (!Number.isSafeInteger(count) || count < 0) throw new RangeError("seat count must be a whole number ≥ 0");
  const rows = await tx
    .update(flights)
    .set({ seatsRemaining: sql`${flights.seatsRemaining} - ${count}` })
    .where(and(eq(flights.id, offerId), gte(flights.seatsRemaining, count), eq(flights.closed, false)))
    .returning({ id: flights.id });
  return rows.length === 1;
}

export async function releaseSeats(tx: Tx, offerId: number, count: number): Promise<void> {
  if (!Number.isSafeInteger(count) || count < 0) throw new RangeError("seat count must be a whole number ≥ 0");
  await tx
    .update(flights)
    .set({ seatsRemaining: sql`LEAST(${flights.seatsTotal}, ${flights.seatsRemaining} + ${count})` })
    .where(eq(flights.id, offerId));
}

/** The flights of an itinerary in the order given, joined by the connection rules; null when one is missing or they do not connect. */
export async function getItinerary(ids: number[]): Promise<Itinerary<Offer> | null> {
  if (!ids.length || ids.some((id) => !Number.isSafeInteger(id) || id <= 0)) return null;
  const db = await getDb();
  const rows = await db.select().from(flights).where(inArray(flights.id, ids));
  const byId = new Map(rows.map((r) => [r.id, r]));
  const segments = ids.map((id) => byId.get(id));
  if (segments.some((s) => !s)) return null;
  return itineraryOf(segments as Offer[]);
}
