import { countsOf, flightCartLineSchema } from "~/products/flights/cart-line";
import { seatsNeeded } from "~/products/flights/fare-rules";
import { releaseSeats, takeSeats } from "./inventory.server";
import type { LineInventory } from "~/domains/booking/inventory";

/**
 * Flight lines hold seats on their outbound (and return) offer: `takeSeats` in the
 * order's transaction (false when the flight has filled meanwhile), `releaseSeats` on
 * expiry or cancellation. Infants sit on a lap (seatsNeeded).
 */
function parse(payload: Record<string, unknown>) {
  const parsed = flightCartLineSchema.safeParse(payload);
  if (!parsed.success) return null;
  const line = parsed.data;
  return {
    offers: [line.outboundOfferId, line.returnOfferId].filter((id): id is number => typeof id === "number"),
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
};
