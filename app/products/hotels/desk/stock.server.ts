import { and, asc, eq, gte, ilike, inArray, lte, or } from "drizzle-orm";
import { getDb } from "~/db/client.server";
import { audited, type Actor } from "~/desk/audit.server";
import { minorFromText } from "~/utils/money";
import type { Locale } from "~/routing/screens";
import { hotelCities } from "../cities";
import { hotelNights, hotelProperties, hotelPropertyTexts, hotelRatePlans, hotelRoomTypes } from "../schema";
import { ensureCityNights } from "../stock.server";
import { normaliseSearchText } from "../text";

/**
 * Hotel inventory on the agency desk (issue 26, decision 114): a property's rooms by night, closing and
 * reopening a room type for a range of nights, and a room's price for a range of nights. Closing sets
 * the nights' `closed` flag (search, property page, quote and hold then sell nothing of them); the
 * counts of rooms are never touched, so rooms already held or sold stay theirs, and reopening sells
 * what is left. Each change is one audited transaction.
 */
export async function findProperties(locale: Locale, query: string) {
  const db = await getDb();
  const text = normaliseSearchText(query);
  if (!text) return [];
  // A city typed in any language finds its properties.
  const cities = hotelCities
    .filter((c) => c.code === text || Object.values(c.name).some((n) => normaliseSearchText(n) === text))
    .map((c) => c.code);
  const rows = await db
    .select({
      id: hotelProperties.id,
      city: hotelProperties.city,
      stars: hotelProperties.stars,
      name: hotelPropertyTexts.name,
    })
    .from(hotelProperties)
    .innerJoin(
      hotelPropertyTexts,
      and(eq(hotelPropertyTexts.propertyId, hotelProperties.id), eq(hotelPropertyTexts.locale, locale)),
    )
    .where(
      or(
        ilike(hotelPropertyTexts.searchName, `%${text}%`),
        eq(hotelProperties.slug, query.trim()),
        cities.length ? inArray(hotelProperties.city, cities) : undefined,
      ),
    )
    .orderBy(asc(hotelPropertyTexts.name))
    .limit(20);
  // The city in the page's language (the table keeps its code).
  return rows.map((r) => ({ ...r, city: hotelCities.find((c) => c.code === r.city)?.name[locale] ?? r.city }));
}

export async function propertyStock(locale: Locale, propertyId: number, from: string, to: string) {
  const db = await getDb();
  const [property] = await db
    .select({
      id: hotelProperties.id,
      city: hotelProperties.city,
      currency: hotelProperties.currency,
      name: hotelPropertyTexts.name,
    })
    .from(hotelProperties)
    .innerJoin(
      hotelPropertyTexts,
      and(eq(hotelPropertyTexts.propertyId, hotelProperties.id), eq(hotelPropertyTexts.locale, locale)),
    )
    .where(eq(hotelProperties.id, propertyId));
  if (!property) return null;
  await ensureCityNights([property.city]);
  const rooms = await db
    .select()
    .from(hotelRoomTypes)
    .where(eq(hotelRoomTypes.propertyId, propertyId))
    .orderBy(asc(hotelRoomTypes.id));
  const plans = await db
    .select()
    .from(hotelRatePlans)
    .where(eq(hotelRatePlans.propertyId, propertyId))
    .orderBy(asc(hotelRatePlans.id));
  const nights = plans.length
    ? await db
        .select()
        .from(hotelNights)
        .where(
          and(
            inArray(
              hotelNights.ratePlanId,
              plans.map((p) => p.id),
            ),
            gte(hotelNights.night, from),
            lte(hotelNights.night, to),
          ),
        )
        .orderBy(asc(hotelNights.night))
    : [];
  return {
    property,
    rooms: rooms.map((room) => ({
      id: room.id,
      code: room.code,
      plans: plans
        .filter((p) => p.roomTypeId === room.id)
        .map((plan) => ({
          id: plan.id,
          board: plan.board,
          nights: nights
            .filter((n) => n.ratePlanId === plan.id)
            .map((n) => ({
              night: n.night,
              price: n.price,
              available: n.available,
              allotment: n.allotment,
              closed: n.closed,
            })),
        })),
    })),
  };
}

/** Closes or reopens every rate plan of a room type for the nights from..to (inclusive); the nights changed. */
export async function setRoomTypeClosed(actor: Actor, roomTypeId: number, from: string, to: string, closed: boolean) {
  const db = await getDb();
  const [room] = await db
    .select({ id: hotelRoomTypes.id, city: hotelProperties.city, propertyId: hotelRoomTypes.propertyId })
    .from(hotelRoomTypes)
    .innerJoin(hotelProperties, eq(hotelProperties.id, hotelRoomTypes.propertyId))
    .where(eq(hotelRoomTypes.id, roomTypeId));
  if (!room) return null;
  await ensureCityNights([room.city]);
  return audited(actor, async (tx) => {
    const plans = tx
      .select({ id: hotelRatePlans.id })
      .from(hotelRatePlans)
      .where(eq(hotelRatePlans.roomTypeId, roomTypeId));
    const changed = await tx
      .update(hotelNights)
      .set({ closed })
      .where(
        and(
          inArray(hotelNights.ratePlanId, plans),
          gte(hotelNights.night, from),
          lte(hotelNights.night, to),
          eq(hotelNights.closed, !closed),
        ),
      )
      .returning({ night: hotelNights.night });
    return {
      result: changed.length,
      entry: changed.length
        ? {
            action: closed ? "hotelRoom.close" : "hotelRoom.reopen",
            entity: "hotel_room_type",
            entityId: roomTypeId,
            before: { closed: !closed, from, to },
            after: { closed, from, to, nights: changed.length },
          }
        : null,
    };
  });
}

/**
 * Sets one rate plan's price per night for the nights from..to, typed in major units of its property's currency
 * (rials have no decimals): the nights changed, or "tooPrecise".
 */
export async function setPlanPrice(actor: Actor, ratePlanId: number, from: string, to: string, priceText: string) {
  const db = await getDb();
  const [plan] = await db
    .select({ currency: hotelProperties.currency })
    .from(hotelRatePlans)
    .innerJoin(hotelProperties, eq(hotelProperties.id, hotelRatePlans.propertyId))
    .where(eq(hotelRatePlans.id, ratePlanId));
  if (!plan) return 0;
  const price = minorFromText(priceText, { decimals: plan.currency === "IRR" ? 0 : 2 });
  if (price === null) return "tooPrecise" as const;
  return audited(actor, async (tx) => {
    const range = and(eq(hotelNights.ratePlanId, ratePlanId), gte(hotelNights.night, from), lte(hotelNights.night, to));
    const before = await tx
      .select({ night: hotelNights.night, price: hotelNights.price })
      .from(hotelNights)
      .where(range)
      .orderBy(asc(hotelNights.night))
      .for("update");
    if (!before.length) return { result: 0, entry: null };
    await tx.update(hotelNights).set({ price }).where(range);
    return {
      result: before.length,
      entry: {
        action: "hotelRate.price",
        entity: "hotel_rate_plan",
        entityId: ratePlanId,
        before: { prices: before },
        after: { from, to, price },
      },
    };
  });
}
