/**
 * Hotel inventory: a stay at a rate plan and the rooms it holds. The contract with the
 * hotel screens and the booking core (decision 500):
 *
 * - `recheckStay(request, now)` — the rate as it is now: every night's price, the stay's
 *   price, the rooms left and the cancellation terms; or `filled` (fewer rooms left on some
 *   night than asked), `unfit` (the parties do not fit the room type, or the stay is shorter
 *   than the plan's minimum), `gone` (no such rate, check-in passed, nights outside the
 *   inventory). Read-only (it may make the city's nights: stock.server.ts).
 * - `takeRooms(tx, …)` — inside the order's transaction: the stay's nights are locked in
 *   date order (so two orders for overlapping stays never deadlock), and only when every
 *   night has enough rooms are they all taken; false (nothing changed) otherwise. The table
 *   keeps `CHECK (available >= 0)`.
 * - `releaseRooms(tx, …)` — gives them back on expiry or cancellation, never above the allotment.
 */
import { and, asc, eq, gte, lt, sql } from "drizzle-orm";
import { getDb, type Db } from "~/db/client.server";
import {
  hotelNights,
  hotelProperties,
  hotelRatePlans,
  hotelRoomTypes,
  type HotelPropertyRow,
  type HotelRatePlanRow,
  type HotelRoomTypeRow,
} from "./schema";
import { arrivalOf, type CancellationTerms } from "./cancellation";
import { fitRooms, type FitError } from "./occupancy";
import { stayPrice, type NightPrice, type StayPrice } from "./pricing";
import { guestCounts, meetsMinStay, nightsOf, type RoomParty } from "./stay";
import { ensureCityNights } from "./stock.server";

/** A database or an open transaction. */
export type Tx = Db | Parameters<Parameters<Db["transaction"]>[0]>[0];

export interface StayRequest {
  propertyId: number;
  roomTypeId: number;
  ratePlanId: number;
  checkIn: string;
  checkOut: string;
  rooms: RoomParty[];
}

export type RecheckResult =
  | {
      status: "ok";
      property: HotelPropertyRow;
      roomType: HotelRoomTypeRow;
      ratePlan: HotelRatePlanRow;
      nights: NightPrice[];
      price: StayPrice;
      roomsLeft: number;
      terms: CancellationTerms;
    }
  | { status: "filled"; roomsLeft: number }
  | { status: "unfit"; reason: FitError | "minStay" }
  | { status: "gone" };

/** The rate plan with its room type and property, when the three ids belong together. */
async function rateOf(request: Pick<StayRequest, "propertyId" | "roomTypeId" | "ratePlanId">) {
  const ids = [request.propertyId, request.roomTypeId, request.ratePlanId];
  if (!ids.every((id) => Number.isSafeInteger(id) && id > 0)) return null;
  const db = await getDb();
  const [row] = await db
    .select({ property: hotelProperties, roomType: hotelRoomTypes, ratePlan: hotelRatePlans })
    .from(hotelRatePlans)
    .innerJoin(hotelRoomTypes, eq(hotelRoomTypes.id, hotelRatePlans.roomTypeId))
    .innerJoin(hotelProperties, eq(hotelProperties.id, hotelRatePlans.propertyId))
    .where(
      and(
        eq(hotelRatePlans.id, request.ratePlanId),
        eq(hotelRatePlans.roomTypeId, request.roomTypeId),
        eq(hotelRatePlans.propertyId, request.propertyId),
      ),
    )
    .limit(1);
  return row ?? null;
}

export async function recheckStay(request: StayRequest, now = new Date()): Promise<RecheckResult> {
  const found = await rateOf(request);
  if (!found) return { status: "gone" };
  const { property, roomType, ratePlan } = found;
  const dates = nightsOf(request.checkIn, request.checkOut);
  if (!dates.length || !request.rooms.length) return { status: "gone" };
  const clock = { checkIn: request.checkIn, checkInTime: property.checkInTime, timeZone: property.timeZone };
  if (arrivalOf(clock).getTime() <= now.getTime()) return { status: "gone" };
  if (!meetsMinStay(dates.length, ratePlan.minStay)) return { status: "unfit", reason: "minStay" };
  const misfit = fitRooms(request.rooms, roomType, property);
  if (misfit) return { status: "unfit", reason: misfit };

  await ensureCityNights([property.city]);
  const db = await getDb();
  const rows = await db
    .select({
      night: hotelNights.night,
      price: hotelNights.price,
      available: hotelNights.available,
      closed: hotelNights.closed,
    })
    .from(hotelNights)
    .where(
      and(
        eq(hotelNights.ratePlanId, ratePlan.id),
        gte(hotelNights.night, request.checkIn),
        lt(hotelNights.night, request.checkOut),
      ),
    )
    .orderBy(asc(hotelNights.night));
  if (rows.length !== dates.length) return { status: "gone" };
  // A night closed by staff sells nothing new (the desk, decision 114).
  const roomsLeft = Math.min(...rows.map((r) => (r.closed ? 0 : r.available)));
  if (roomsLeft < request.rooms.length) return { status: "filled", roomsLeft };
  const nights = rows.map((r) => ({ night: r.night, price: r.price }));
  const price = stayPrice(nights, {
    rooms: request.rooms.length,
    taxPercent: property.taxPercent,
    cityTax: property.cityTax,
    adults: guestCounts(request.rooms).adults,
    currency: property.currency,
  });
  return {
    status: "ok",
    property,
    roomType,
    ratePlan,
    nights,
    price,
    roomsLeft,
    terms: {
      kind: ratePlan.cancellation,
      freeUntilDays: ratePlan.freeUntilDays,
      keepPercent: ratePlan.keepPercent,
      lateShare: ratePlan.cancellation === "free" ? price.firstNightShare : 0,
    },
  };
}

function assertCount(rooms: number) {
  if (!Number.isSafeInteger(rooms) || rooms < 0) throw new RangeError("room count must be a whole number ≥ 0");
}

/** Takes `rooms` rooms on every night of the stay, or nothing (false) when some night has fewer left. */
export async function takeRooms(
  tx: Tx,
  stay: { ratePlanId: number; checkIn: string; checkOut: string },
  rooms: number,
): Promise<boolean> {
  assertCount(rooms);
  const nights = nightsOf(stay.checkIn, stay.checkOut).length;
  if (!nights) return false;
  const range = and(
    eq(hotelNights.ratePlanId, stay.ratePlanId),
    gte(hotelNights.night, stay.checkIn),
    lt(hotelNights.night, stay.checkOut),
  );
  // Locked in date order: concurrent orders for overlapping stays queue up instead of deadlocking.
  const locked = await tx
    .select({ available: hotelNights.available, closed: hotelNights.closed })
    .from(hotelNights)
    .where(range)
    .orderBy(asc(hotelNights.night))
    .for("update");
  if (locked.length !== nights || locked.some((n) => n.closed || n.available < rooms)) return false;
  await tx
    .update(hotelNights)
    .set({ available: sql`${hotelNights.available} - ${rooms}` })
    .where(range);
  return true;
}

/** Gives rooms back on every night of the stay, never above the allotment. */
export async function releaseRooms(
  tx: Tx,
  stay: { ratePlanId: number; checkIn: string; checkOut: string },
  rooms: number,
): Promise<void> {
  assertCount(rooms);
  await tx
    .update(hotelNights)
    .set({ available: sql`LEAST(${hotelNights.allotment}, ${hotelNights.available} + ${rooms})` })
    .where(
      and(
        eq(hotelNights.ratePlanId, stay.ratePlanId),
        gte(hotelNights.night, stay.checkIn),
        lt(hotelNights.night, stay.checkOut),
      ),
    );
}
