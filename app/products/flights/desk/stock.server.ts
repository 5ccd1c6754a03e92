import { and, asc, eq, inArray } from "drizzle-orm";
import { z } from "zod";
import { getDb } from "~/db/client.server";
import { audited, type Actor } from "~/desk/audit.server";
import { messageKey } from "~/i18n/keys";
import { moneyText } from "~/utils/validation";
import { airportsOf } from "../places";
import { flights } from "../schema";

/**
 * Flight inventory on the agency desk (issue 26, decision 114): the flights of a route on a day with
 * seats left of the total; closing one (searches, calendars, offers and holds then pass it by), reopening
 * it, and its adult fare. Seats already held or sold are never touched. Each change is audited.
 */
export const fareSchema = z.object({
  id: z.coerce.number().int().positive(),
  price: moneyText(
    { required: messageKey("deskInventory:validation.price"), format: messageKey("deskInventory:validation.price") },
    { maxDigits: 7 },
  ),
});

/** The airports a typed place stands for: an airport code (THR) or a city of several (tehran). */
const airportsFor = (text: string) => {
  const typed = text.trim();
  return airportsOf(typed.length === 3 ? typed.toUpperCase() : typed.toLowerCase());
};

export async function flightsOn(from: string, to: string, date: string) {
  const origins = airportsFor(from);
  const destinations = airportsFor(to);
  if (!origins.length || !destinations.length) return null;
  const db = await getDb();
  return db
    .select()
    .from(flights)
    .where(
      and(inArray(flights.origin, origins), inArray(flights.destination, destinations), eq(flights.departDate, date)),
    )
    .orderBy(asc(flights.departAt))
    .limit(100);
}

export async function setFlightClosed(actor: Actor, id: number, closed: boolean) {
  return audited(actor, async (tx) => {
    const [before] = await tx.select().from(flights).where(eq(flights.id, id)).for("update");
    if (!before || before.closed === closed) return { result: false, entry: null };
    await tx.update(flights).set({ closed }).where(eq(flights.id, id));
    return {
      result: true,
      entry: {
        action: closed ? "flight.close" : "flight.reopen",
        entity: "flight",
        entityId: id,
        before: { closed: before.closed, seatsRemaining: before.seatsRemaining },
        after: { closed },
      },
    };
  });
}

/** Sets a flight's adult fare (net of VAT, EUR cents); lines already held keep the price they were quoted. */
export async function setFlightFare(actor: Actor, id: number, priceAdult: number) {
  return audited(actor, async (tx) => {
    const [before] = await tx.select().from(flights).where(eq(flights.id, id)).for("update");
    if (!before) return { result: false, entry: null };
    await tx.update(flights).set({ priceAdult }).where(eq(flights.id, id));
    return {
      result: true,
      entry: {
        action: "flight.fare",
        entity: "flight",
        entityId: id,
        before: { priceAdult: before.priceAdult },
        after: { priceAdult },
      },
    };
  });
}
