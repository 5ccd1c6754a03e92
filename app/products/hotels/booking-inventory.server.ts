import { z } from "zod";
import type { LineInventory } from "~/domains/booking/inventory";
import { releaseRooms, takeRooms } from "./inventory.server";

/**
 * Hotel lines hold their rooms on every night of the stay: `takeRooms` in the order's
 * transaction (false when a night has filled meanwhile: "This room has just been taken"),
 * `releaseRooms` on expiry or cancellation. A hotel line the travel desk adds by hand (no
 * rate plan in its payload) holds nothing; a payload that names a rate plan but does not
 * say which nights and rooms is refused. (The whole payload was checked with
 * `hotelCartLineSchema` when the line was made; only what is held is read here, so a later
 * change to that schema can never keep an old order's rooms from coming back.)
 */
const heldSchema = z.object({
  ratePlanId: z.number().int().positive(),
  checkIn: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
  checkOut: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
  rooms: z.array(z.unknown()).min(1),
});

function held(line: { payload: Record<string, unknown>; quantity: number }) {
  const parsed = heldSchema.safeParse(line.payload);
  if (!parsed.success) return null;
  const { ratePlanId, checkIn, checkOut, rooms } = parsed.data;
  return { stay: { ratePlanId, checkIn, checkOut }, rooms: rooms.length * line.quantity };
}

export const hotelInventory: LineInventory = {
  async take(tx, line) {
    if (line.payload.ratePlanId === undefined) return true;
    const h = held(line);
    return h ? takeRooms(tx, h.stay, h.rooms) : false;
  },
  async release(tx, line) {
    const h = held(line);
    if (h) await releaseRooms(tx, h.stay, h.rooms);
  },
};
