import { z } from "zod";
import type { LineInventory } from "~/domains/booking/inventory";
import { passengerTypes } from "~/travel/travellers";
import { compartmentKinds, genders } from "./codes";
import { releasePlaces, takePlaces, type HeldPlaces } from "./inventory.server";

/**
 * Train lines hold their places: `takePlaces` in the order's transaction (false when a place
 * or its compartment was taken meanwhile: "This place has just been taken"; when the site
 * chose the places, `anyPlace`, the places held may be others free then, and the order line
 * keeps those), `releasePlaces` on expiry or cancellation. Only what is held is read from the payload (checked in full by
 * `trainCartLineSchema` when the line was made); a train line the desk adds by hand (no
 * train in its payload) holds nothing.
 */
const heldSchema = z.object({
  trainId: z.number().int().positive(),
  date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
  wagonNo: z.number().int().positive(),
  places: z.array(z.number().int().positive()).min(1),
  kind: z.enum(compartmentKinds).nullable(),
  whole: z.boolean(),
  hold: z.string().min(8),
  anyPlace: z.boolean().optional(),
  passengers: z.array(z.object({ type: z.enum(passengerTypes), gender: z.enum(genders) })).optional(),
});

function held(line: { payload: Record<string, unknown> }): HeldPlaces | null {
  const parsed = heldSchema.safeParse(line.payload);
  if (!parsed.success) return null;
  const { passengers, ...places } = parsed.data;
  return { ...places, party: passengers };
}

export const trainInventory: LineInventory = {
  async take(tx, line) {
    if (line.payload.trainId === undefined) return true;
    const h = held(line);
    const places = h ? await takePlaces(tx, h) : null;
    if (!places) return false;
    const asked = [...h!.places].sort((a, b) => a - b);
    // Other places than the line's (the site chose again): the order line says which it holds.
    return places.join() === asked.join() ? true : { payload: { ...line.payload, places } };
  },
  async release(tx, line) {
    const h = held(line);
    if (h) await releasePlaces(tx, h);
  },
};
