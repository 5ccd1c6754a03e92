import { and, eq, or } from "drizzle-orm";
import { countsOf, flightCartLineSchema, heldOffers, type FlightCartLine } from "~/products/flights/cart-line";
import { seatKeyOf } from "~/products/flights/extras";
import { flightSeats } from "~/products/flights/schema";
import { seatsNeeded } from "~/products/flights/fare-rules";
import { releaseSeats, takeSeats } from "./inventory.server";
import type { LineInventory, Tx } from "~/domains/booking/inventory";

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
    chosen: chosenSeats(line),
  };
}

/** The seats a line chose on seat maps (decision 110), as "flight key|seat". */
function chosenSeats(line: FlightCartLine) {
  return (line.extras?.seats ?? []).flatMap((s) => {
    const leg = line.legs.find((l) => l.offerId === s.offerId);
    return leg ? [`${seatKeyOf(leg)}|${s.seat}`] : [];
  });
}

const split = (key: string) => {
  const at = key.lastIndexOf("|");
  return { flightKey: key.slice(0, at), seat: key.slice(at + 1) };
};

/** Takes the seats on their maps: false when any is taken already (the primary key). */
async function takeChosen(tx: Tx, keys: string[]) {
  if (!keys.length) return true;
  const rows = await tx
    .insert(flightSeats)
    .values(keys.map(split))
    .onConflictDoNothing()
    .returning({ seat: flightSeats.seat });
  return rows.length === keys.length;
}

async function releaseChosen(tx: Tx, keys: string[]) {
  if (!keys.length) return;
  await tx
    .delete(flightSeats)
    .where(
      or(...keys.map(split).map((k) => and(eq(flightSeats.flightKey, k.flightKey), eq(flightSeats.seat, k.seat)))),
    );
}

export const flightInventory: LineInventory = {
  async take(tx, line) {
    const held = parse(line.payload);
    if (!held) return false;
    for (const offerId of held.offers) if (!(await takeSeats(tx, offerId, held.seats * line.quantity))) return false;
    return takeChosen(tx, held.chosen);
  },
  async release(tx, line) {
    const held = parse(line.payload);
    if (!held) return;
    for (const offerId of held.offers) await releaseSeats(tx, offerId, held.seats * line.quantity);
    await releaseChosen(tx, held.chosen);
  },
  change: {
    async take(tx, from, to) {
      const before = parse(from.payload);
      const after = parse(to.payload);
      if (!before || !after || before.seats * from.quantity !== after.seats * to.quantity) return false;
      for (const offerId of after.offers)
        if (!before.offers.includes(offerId) && !(await takeSeats(tx, offerId, after.seats * to.quantity)))
          return false;
      return takeChosen(
        tx,
        after.chosen.filter((k) => !before.chosen.includes(k)),
      );
    },
    async release(tx, from, to) {
      const before = parse(from.payload);
      const after = parse(to.payload);
      if (!before || !after) return;
      for (const offerId of before.offers)
        if (!after.offers.includes(offerId)) await releaseSeats(tx, offerId, before.seats * from.quantity);
      await releaseChosen(
        tx,
        before.chosen.filter((k) => !after.chosen.includes(k)),
      );
    },
  },
};
