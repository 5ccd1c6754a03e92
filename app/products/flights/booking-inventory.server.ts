import { countsOf, flightCartLineSchema, heldOffers } from "~/products/flights/cart-line";
import { seatsNeeded } from "~/products/flights/fare-rules";
import { releaseSeats, takeSeats } from "./inventory.server";
import type { LineInventory } from "~/domains/booking/inventory";

/**
 * Flight lines hold seats on every flight of their itineraries (each connection's legs too): `takeSeats`
 * on each in the order's one transaction — all or none: false when any flight has filled meanwhile, and the
 * caller rolls the transaction back — `releaseSeats` on each on expiry or cancellation. Infants sit on a lap.
 */
function parse(payload: Record<string, unknown>) {
  const parsed = flightCartLineSchema.safeParse(payload);
  if (!parsed.success) return null;
  const line = parsed.data;
  return {
    offers: heldOffers(line),
    seats: seatsNeeded(countsOf(line.passengers)),
  };
}

export const flightInventory: LineInventory = {
  async take(tx, line) {
    const held = parse(line.payload);
    if (!held) return false;
    for (const offerId of held.offers) if (!(await takeSeats(tx, offerId, held.seats * line.quantity))) return false;
    return true;
  },
  async release(tx, line) {
    const held = parse(line.payload);
    if (!held) return;
    for (const offerId of held.offers) await releaseSeats(tx, offerId, held.seats * line.quantity);
  },
  change: {
    async take(tx, from, to) {
      const before = parse(from.payload);
      const after = parse(to.payload);
      if (!before || !after || before.seats * from.quantity !== after.seats * to.quantity) return false;
      for (const offerId of after.offers)
        if (!before.offers.includes(offerId) && !(await takeSeats(tx, offerId, after.seats * to.quantity))) return false;
      return true;
    },
    async release(tx, from, to) {
      const before = parse(from.payload);
      const after = parse(to.payload);
      if (!before || !after) return;
      for (const offerId of before.offers)
        if (!after.offers.includes(offerId)) await releaseSeats(tx, offerId, before.seats * from.quantity);
    },
  },
};
