import { eq, inArray } from "drizzle-orm";
import { z } from "zod";
import { getDb } from "~/db/client.server";
import type { ChangeProposal } from "~/domains/orders/changes.server";
import type { OrderLine } from "~/domains/orders/order-read.server";
import { flightCartLineSchema, type FlightCartLine } from "./cart-line";
import {
  MAX_EXTRA_BAGS,
  bagPrice,
  bagsAllowed,
  seatKeyOf,
  seatMapOf,
  seatPrice,
  seatRefusal,
  seatsOf,
  type SeatMap,
} from "./extras";
import { flightSeats, flights } from "./schema";
import { placeByCode } from "./places";

/**
 * Seats and extra bags for a booked flight (decision 110): the seat map of one of the line's flights with the
 * seats taken, and the proposal the booking core prices, holds (the seats, by the inventory's `change`) and
 * applies like a date change — paid by card, added to the line, on the e-ticket.
 */

/** The form: for each passenger, a seat (or none) and extra bags, on one flight. */
export const extrasFormSchema = z.object({
  offerId: z.coerce.number().int().positive().max(2_147_483_647),
  attempt: z.string().min(8).max(64),
  seat: z
    .array(z.string().regex(/^(\d{1,2}[A-K])?$/))
    .max(9)
    .default([]),
  bags: z.array(z.coerce.number().int().min(0).max(MAX_EXTRA_BAGS)).max(9).default([]),
});
export type ExtrasForm = z.infer<typeof extrasFormSchema>;

export function isDomestic(leg: { origin: string; destination: string }) {
  return !!placeByCode[leg.origin]?.domestic && !!placeByCode[leg.destination]?.domestic;
}

/** A flight of the line with its seat map, the seats taken on it and what each passenger has already. */
export async function flightOfLine(line: FlightCartLine, offerId: number) {
  const leg = line.legs.find((l) => l.offerId === offerId);
  if (!leg) return null;
  const db = await getDb();
  const [row] = await db
    .select({ aircraft: flights.aircraft, flightType: flights.flightType, departAt: flights.departAt })
    .from(flights)
    .where(eq(flights.id, offerId));
  if (!row) return null;
  const map = seatMapOf(row.aircraft);
  const taken = (
    await db
      .select({ seat: flightSeats.seat })
      .from(flightSeats)
      .where(eq(flightSeats.flightKey, seatKeyOf(leg)))
  ).map((r) => r.seat);
  const mine = (line.extras?.seats ?? []).filter((s) => s.offerId === offerId);
  const bags = (line.extras?.bags ?? []).filter((b) => b.offerId === offerId);
  return {
    leg,
    aircraft: row.aircraft,
    flightType: row.flightType,
    departed: row.departAt.getTime() <= Date.now(),
    map,
    domestic: isDomestic(leg),
    taken: new Set(taken),
    seatOf: (passenger: number) => mine.find((s) => s.passenger === passenger)?.seat ?? null,
    bagsOf: (passenger: number) => bags.filter((b) => b.passenger === passenger).reduce((n, b) => n + b.pieces, 0),
  };
}

export type FlightSeats = NonNullable<Awaited<ReturnType<typeof flightOfLine>>>;

/** The seats a passenger may choose on this flight, each with its price, in map order. */
export function seatChoices(flight: FlightSeats, passengerType: "adult" | "child" | "infant") {
  return seatsOf(flight.map)
    .filter((seat) => !flight.taken.has(seat) && seatRefusal(flight.map, seat, passengerType) === null)
    .map((seat) => ({
      seat,
      price: seatPrice(flight.map, seat, flight.leg.fareType, flight.domestic),
      legroom: flight.map.legroomRows.includes(Number(seat.slice(0, -1))),
    }));
}

export type ExtrasError = "nothing" | "seatTaken" | "seatRefused" | "bagsRefused" | "tooManyBags" | "departed";

/**
 * The change that adds the chosen seats and bags to the line, checked again on the server; or why not.
 * Passengers who already have a seat on the flight keep it; bags add up to MAX_EXTRA_BAGS a flight.
 */
export async function proposeExtras(
  row: Pick<OrderLine, "id" | "payload">,
  form: ExtrasForm,
): Promise<{ proposal: ChangeProposal } | { error: ExtrasError; passenger?: number }> {
  const parsed = flightCartLineSchema.safeParse(row.payload);
  if (!parsed.success) return { error: "nothing" };
  const line = parsed.data;
  const flight = await flightOfLine(line, form.offerId);
  if (!flight) return { error: "nothing" };
  if (flight.departed) return { error: "departed" };
  const seats = [...(line.extras?.seats ?? [])];
  const bags = [...(line.extras?.bags ?? [])];
  let price = 0;
  const chosen = new Set<string>();
  for (const [passenger, p] of line.passengers.entries()) {
    const seat = form.seat[passenger] ?? "";
    if (seat && !flight.seatOf(passenger)) {
      if (seatRefusal(flight.map, seat, p.type) !== null) return { error: "seatRefused", passenger };
      if (flight.taken.has(seat) || chosen.has(seat)) return { error: "seatTaken", passenger };
      const amount = seatPrice(flight.map, seat, flight.leg.fareType, flight.domestic);
      seats.push({ passenger, offerId: form.offerId, seat, amount });
      chosen.add(seat);
      price += amount;
    }
    const pieces = form.bags[passenger] ?? 0;
    if (pieces > 0) {
      if (!bagsAllowed(flight.flightType, p.type)) return { error: "bagsRefused", passenger };
      if (flight.bagsOf(passenger) + pieces > MAX_EXTRA_BAGS) return { error: "tooManyBags", passenger };
      const amount = bagPrice(pieces, flight.domestic);
      bags.push({ passenger, offerId: form.offerId, pieces, amount });
      price += amount;
    }
  }
  if (price === 0 && !chosen.size) return { error: "nothing" };
  const payload = flightCartLineSchema.parse({ ...line, extras: { seats, bags } });
  return {
    proposal: {
      lineId: row.id,
      payload: payload as unknown as Record<string, unknown>,
      share: 0,
      replacement: { items: [], tax: 0, commission: 0, otherCosts: price, total: price },
      feePercent: 0,
    },
  };
}

/** The seat map as rows of cells for the page: each seat free, taken or the passenger's own, with its price. */
export function seatRows(flight: FlightSeats, own: string[]) {
  const map: SeatMap = flight.map;
  return Array.from({ length: map.rows }, (_, r) => ({
    row: r + 1,
    exit: map.exitRows.includes(r + 1),
    cells: map.layout.map((letter) => {
      if (!letter) return null;
      const seat = `${r + 1}${letter}`;
      return {
        seat,
        state: own.includes(seat)
          ? ("yours" as const)
          : flight.taken.has(seat)
            ? ("taken" as const)
            : ("free" as const),
        price: seatPrice(map, seat, flight.leg.fareType, flight.domestic),
        legroom: map.legroomRows.includes(r + 1),
      };
    }),
  }));
}

/** The flights of the line whose extras can be bought (not left yet), by offer id, for the links. */
export async function openFlights(line: FlightCartLine) {
  const db = await getDb();
  const ids = line.legs.map((l) => l.offerId);
  const rows = ids.length
    ? await db.select({ id: flights.id, departAt: flights.departAt }).from(flights).where(inArray(flights.id, ids))
    : [];
  const now = Date.now();
  return new Set(rows.filter((r) => r.departAt.getTime() > now).map((r) => r.id));
}
