/**
 * A departure's places (decision 700): taken inside the order's transaction by one conditional update (the CHECK
 * `places_left >= 0` is the last guard), given back on expiry or cancellation, when the freed places are offered to
 * the departure's waitlist in the same transaction (waitlist.server.ts). A line booked from a waitlist offer uses
 * the places held for it instead of taking others.
 */
import { and, eq, gte, ne, sql } from "drizzle-orm";
import { z } from "zod";
import type { LineInventory, Tx } from "~/domains/booking/inventory";
import { tourDepartures } from "./schema";
import { claimOffer, offerFreedPlaces } from "./waitlist.server";

const heldSchema = z.object({
  departureId: z.number().int().positive(),
  places: z.number().int().min(1).max(45),
  waitlistToken: z.string().min(16).optional(),
});
type Held = z.infer<typeof heldSchema>;

function held(payload: Record<string, unknown>): Held | null {
  const parsed = heldSchema.safeParse(payload);
  return parsed.success ? parsed.data : null;
}

/** Takes `places` of an open departure; false when fewer are left (or it was cancelled). */
export async function takePlaces(tx: Tx, departureId: number, places: number): Promise<boolean> {
  const rows = await tx
    .update(tourDepartures)
    .set({ placesLeft: sql`${tourDepartures.placesLeft} - ${places}` })
    .where(
      and(
        eq(tourDepartures.id, departureId),
        ne(tourDepartures.status, "cancelled"),
        gte(tourDepartures.placesLeft, places),
      ),
    )
    .returning({ id: tourDepartures.id });
  return rows.length === 1;
}

/** Gives places back, then offers what is free to the waitlist. */
export async function releasePlaces(tx: Tx, departureId: number, places: number, now = new Date()) {
  await tx
    .update(tourDepartures)
    .set({ placesLeft: sql`${tourDepartures.placesLeft} + ${places}` })
    .where(eq(tourDepartures.id, departureId));
  await offerFreedPlaces(tx, departureId, now);
}

export const tourInventory: LineInventory = {
  async take(tx, line) {
    const h = held(line.payload);
    if (!h) return line.payload.departureId === undefined; // a tour line the desk adds by hand holds nothing
    if (h.waitlistToken && (await claimOffer(tx, h.departureId, h.waitlistToken, h.places))) return true;
    return takePlaces(tx, h.departureId, h.places);
  },
  async release(tx, line) {
    const h = held(line.payload);
    if (h) await releasePlaces(tx, h.departureId, h.places);
  },
  // A booking moved (decision 708): the places on the new departure taken, those on the old one given back and
  // offered to its waitlist; on the same departure only what the party gained or lost.
  change: {
    async take(tx, from, to) {
      const a = held(from.payload);
      const b = held(to.payload);
      if (!b) return false;
      if (a && a.departureId === b.departureId)
        return b.places <= a.places || takePlaces(tx, b.departureId, b.places - a.places);
      return takePlaces(tx, b.departureId, b.places);
    },
    async release(tx, from, to) {
      const a = held(from.payload);
      const b = held(to.payload);
      if (!a) return;
      if (b && a.departureId === b.departureId) {
        if (a.places > b.places) await releasePlaces(tx, a.departureId, a.places - b.places);
        return;
      }
      await releasePlaces(tx, a.departureId, a.places);
    },
  },
};
