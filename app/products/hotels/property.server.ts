/**
 * A property page's data (decision 500): the property in one language (name, description,
 * address, district, position, amenities, photos, house rules) and its table of room types ×
 * rate plans — for a stay, each rate's price for the stay, rooms left, whether the parties
 * fit, whether the minimum stay is met, and its cancellation timeline (cancellation.ts).
 */
import { and, asc, eq, gte, lt, sql } from "drizzle-orm";
import type { CancellationStep } from "~/travel/timeline";
import { getDb } from "~/db/client.server";
import {
  hotelNights,
  hotelProperties,
  hotelPropertyTexts,
  hotelRatePlans,
  hotelRoomTypes,
  type HotelRatePlanRow,
  type HotelRoomTypeRow,
} from "./schema";
import type { Locale } from "~/routing/screens";
import { freeCancellationUntil, hotelTimeline } from "./cancellation";
import { cityByCode, districtOf } from "./cities";
import { fitRooms, type FitError } from "./occupancy";
import { priceFromSum, type StayPrice } from "./pricing";
import { guestCounts, meetsMinStay, type Stay } from "./stay";
import { ensureCityNights } from "./stock.server";

export interface RateForStay {
  plan: HotelRatePlanRow;
  /** Null when not every night has a room for every room asked (or the nights are outside the inventory). */
  price: StayPrice | null;
  roomsLeft: number;
  /** Why the parties do not fit this room type, or the stay is shorter than the plan's minimum; null when they do. */
  unfit: FitError | "minStay" | null;
  freeUntil: Date | null;
  /** Cancellation, step by step, for this stay (with its price's first night). */
  timeline: CancellationStep[];
}

export async function propertyDetails(slug: string, locale: Locale, stay: Stay | null, now = new Date()) {
  const db = await getDb();
  const [found] = await db
    .select({ property: hotelProperties, text: hotelPropertyTexts })
    .from(hotelProperties)
    .innerJoin(
      hotelPropertyTexts,
      and(eq(hotelPropertyTexts.propertyId, hotelProperties.id), eq(hotelPropertyTexts.locale, locale)),
    )
    .where(eq(hotelProperties.slug, slug))
    .limit(1);
  if (!found) return null;
  const { property, text } = found;
  const city = cityByCode[property.city];
  const roomTypes = await db
    .select()
    .from(hotelRoomTypes)
    .where(eq(hotelRoomTypes.propertyId, property.id))
    .orderBy(asc(hotelRoomTypes.id));
  const plans = await db
    .select()
    .from(hotelRatePlans)
    .where(eq(hotelRatePlans.propertyId, property.id))
    .orderBy(asc(hotelRatePlans.id));

  const totals = new Map<number, { stay: number; first: number; left: number; nights: number }>();
  if (stay) {
    await ensureCityNights([property.city]);
    const rows = await db
      .select({
        plan: hotelNights.ratePlanId,
        stay: sql<string>`sum(${hotelNights.price})`,
        first: sql<number>`min(${hotelNights.price}) FILTER (WHERE ${hotelNights.night} = ${stay.checkIn})`,
        left: sql<number>`min(CASE WHEN ${hotelNights.closed} THEN 0 ELSE ${hotelNights.available} END)`,
        nights: sql<number>`count(*)::int`,
      })
      .from(hotelNights)
      .innerJoin(hotelRatePlans, eq(hotelRatePlans.id, hotelNights.ratePlanId))
      .where(
        and(
          eq(hotelRatePlans.propertyId, property.id),
          gte(hotelNights.night, stay.checkIn),
          lt(hotelNights.night, stay.checkOut),
        ),
      )
      .groupBy(hotelNights.ratePlanId);
    for (const r of rows)
      totals.set(r.plan, { stay: Number(r.stay), first: Number(r.first), left: Number(r.left), nights: r.nights });
  }

  const clock = stay && { checkIn: stay.checkIn, checkInTime: property.checkInTime, timeZone: property.timeZone };
  const rateFor = (room: HotelRoomTypeRow, plan: HotelRatePlanRow): RateForStay | null => {
    if (!stay || !clock) return null;
    const t = totals.get(plan.id);
    const bookable = !!t && t.nights === stay.nights && t.left >= stay.rooms.length;
    const price = bookable
      ? priceFromSum(t.stay, stay.nights, t.first, {
          rooms: stay.rooms.length,
          taxPercent: property.taxPercent,
          cityTax: property.cityTax,
          adults: guestCounts(stay.rooms).adults,
          currency: property.currency,
        })
      : null;
    const terms = {
      kind: plan.cancellation,
      freeUntilDays: plan.freeUntilDays,
      keepPercent: plan.keepPercent,
      lateShare: plan.cancellation === "free" && price ? price.firstNightShare : 0,
    };
    return {
      plan,
      price,
      roomsLeft: t && t.nights === stay.nights ? t.left : 0,
      unfit: !meetsMinStay(stay.nights, plan.minStay) ? "minStay" : fitRooms(stay.rooms, room, property),
      freeUntil: freeCancellationUntil(terms, clock, now),
      timeline: hotelTimeline(terms, clock),
    };
  };

  return {
    property,
    name: text.name,
    description: text.description,
    address: text.address,
    city: city ? { code: city.code, name: city.name[locale] } : { code: property.city, name: property.city },
    district: {
      code: property.district,
      name: (city && districtOf(city, property.district)?.name[locale]) ?? property.district,
    },
    rooms: roomTypes.map((room) => ({
      room,
      plans: plans
        .filter((plan) => plan.roomTypeId === room.id)
        .map((plan) => ({ plan, forStay: rateFor(room, plan) })),
    })),
  };
}
