/**
 * The data of the hotel landing pages (decision 507): how many properties each city has, and a
 * city's top properties with the cheapest room for a sample night two weeks ahead (two adults,
 * one room, taxes included), read through the same search the results page uses.
 */
import { and, eq, inArray, sql } from "drizzle-orm";
import { getDb } from "~/db/client.server";
import { hotelProperties, hotelPropertyTexts } from "./schema";
import { addDays, agencyToday } from "~/travel/clock";
import { pathFor, type Locale } from "~/routing/screens";
import type { HotelCity } from "./cities";
import { citySlug, landingCities, landingJsonLd, type CityHotel } from "./landing";
import { noFilters } from "./search";
import { searchHotels } from "./search.server";

/** How far ahead the sample night is, and how many properties a city page lists. */
export const SAMPLE_DAYS_AHEAD = 14;
export const CITY_TOP = 12;

/** Properties per city code. */
export async function propertiesPerCity(): Promise<Map<string, number>> {
  const db = await getDb();
  const rows = await db
    .select({ city: hotelProperties.city, count: sql<number>`count(*)::int` })
    .from(hotelProperties)
    .groupBy(hotelProperties.city);
  return new Map(rows.map((r) => [r.city, Number(r.count)]));
}

/** A city's top properties (the results page's "recommended" order) with a price from, for the sample night. */
export async function cityHotels(city: HotelCity, locale: Locale, now = new Date()) {
  const checkIn = addDays(agencyToday(now), SAMPLE_DAYS_AHEAD);
  const found = await searchHotels({
    destination: city.name.en,
    stay: { checkIn, checkOut: addDays(checkIn, 1), nights: 1, rooms: [{ adults: 2, childAges: [] }] },
    filters: noFilters,
    locale,
    now,
  });
  const results = found.status === "ok" ? found.results.slice(0, CITY_TOP) : [];
  const ids = results.map((r) => r.id);
  const db = await getDb();
  const details = ids.length
    ? await db
        .select({
          id: hotelProperties.id,
          latitude: hotelProperties.latitude,
          longitude: hotelProperties.longitude,
          address: hotelPropertyTexts.address,
        })
        .from(hotelProperties)
        .innerJoin(
          hotelPropertyTexts,
          and(eq(hotelPropertyTexts.propertyId, hotelProperties.id), eq(hotelPropertyTexts.locale, locale)),
        )
        .where(inArray(hotelProperties.id, ids))
    : [];
  const hotels: (CityHotel & { id: number; slug: string; district: string; perNight: number })[] = results.map((r) => {
    const d = details.find((x) => x.id === r.id);
    return {
      id: r.id,
      slug: r.slug,
      name: r.name,
      district: r.district.name,
      address: d?.address ?? "",
      stars: r.stars,
      reviewScore: r.reviewScore,
      reviewCount: r.reviewCount,
      latitude: d?.latitude ?? city.centre[0],
      longitude: d?.longitude ?? city.centre[1],
      from: { amount: r.rate.price.total, currency: r.rate.price.currency },
      perNight: r.rate.price.perNight,
    };
  });
  return { checkIn, hotels };
}

/** The domestic or international landing: its cities (most properties first) with their pages, and its JSON-LD. */
export async function hotelLanding(domestic: boolean, locale: Locale, origin: string, title: string) {
  const counts = await propertiesPerCity();
  const cities = landingCities(domestic)
    .filter((c) => (counts.get(c.code) ?? 0) > 0)
    .map((c) => ({ code: c.code, name: c.name[locale], slug: citySlug(c, locale), properties: counts.get(c.code)! }));
  return {
    landing: { domestic, cities },
    jsonLd: landingJsonLd(
      title,
      cities.map((c) => ({ name: c.name, url: `${origin}${pathFor("hotelCity", locale, { slug: c.slug })}` })),
    ),
  };
}
