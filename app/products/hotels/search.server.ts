/**
 * The hotel search against the inventory (decision 500). A destination is a city (by name in
 * any of the four languages, any keyboard) or else a property name (any language); for the
 * stay, one query returns every rate plan of those properties that has a room on every
 * night for every room asked (and whose minimum stay the stay meets), with its stay price
 * and rooms left; who fits which room type, prices in the base currency, filters, option
 * counts, sorting and paging then run in memory (search.ts).
 */
import { eq, like, sql } from "drizzle-orm";
import { getDb } from "~/db/client.server";
import { hotelProperties, hotelPropertyTexts } from "./schema";
import { BASE_CURRENCY, convertMinor } from "~/domains/orders/currency";
import type { Locale } from "~/routing/screens";
import { allCurrencies } from "~/utils/currency.server";
import type { CurrencyInfo } from "~/utils/money";
import { freeCancellationUntil } from "./cancellation";
import { cityByCode, districtOf, resolveCity, type HotelCity } from "./cities";
import type { Board, CancellationKind, PhotoId, PropertyKind } from "./codes";
import { fitRooms } from "./occupancy";
import { priceFromSum } from "./pricing";
import {
  applyHotelFilters,
  badgesOf,
  hotelFacets,
  pageOf,
  shownRate,
  type Candidate,
  type HotelFilters,
  type RateOption,
} from "./search";
import { guestCounts, type Stay } from "./stay";
import { ensureCityNights } from "./stock.server";
import { normaliseSearchText } from "./text";

/** Properties a name search may return at most. */
const NAME_MATCHES = 200;

export type Destination =
  { kind: "city"; city: HotelCity } | { kind: "property"; query: string; propertyIds: number[]; cities: string[] };

/** A city from its name, else the properties whose name (in any language) contains the text; null when neither. */
export async function resolveDestination(text: string): Promise<Destination | null> {
  const city = resolveCity(text);
  if (city) return { kind: "city", city };
  const q = normaliseSearchText(text);
  if (q.length < 2) return null;
  const db = await getDb();
  const rows = await db
    .selectDistinct({ id: hotelPropertyTexts.propertyId, city: hotelProperties.city })
    .from(hotelPropertyTexts)
    .innerJoin(hotelProperties, eq(hotelProperties.id, hotelPropertyTexts.propertyId))
    .where(like(hotelPropertyTexts.searchName, `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`))
    .limit(NAME_MATCHES);
  if (!rows.length) return null;
  return {
    kind: "property",
    query: text.trim(),
    propertyIds: rows.map((r) => r.id),
    cities: [...new Set(rows.map((r) => r.city))],
  };
}

/** What a search reads of a property (the columns its rules and cards use, the name in the page's language). */
interface PropertyRow {
  id: number;
  slug: string;
  city: string;
  currency: string;
  kind: PropertyKind;
  stars: number;
  district: string;
  distance_m: number;
  review_score: number | null;
  review_count: number;
  photo: PhotoId | null;
  amenities: string[];
  check_in_time: string;
  time_zone: string;
  children_allowed: boolean;
  child_max_age: number;
  cots: boolean;
  tax_percent: number;
  city_tax: number;
  popularity: number;
  name: string;
}

async function propertiesFor(destination: Destination, locale: Locale): Promise<PropertyRow[]> {
  const db = await getDb();
  const result = await db.execute(sql`
    SELECT p.id, p.slug, p.city, p.currency, p.kind, p.stars, p.district, p.distance_m, p.review_score, p.review_count,
      p.photos[1] AS photo, p.amenities, p.check_in_time, p.time_zone, p.children_allowed, p.child_max_age, p.cots,
      p.tax_percent, p.city_tax, p.popularity, t.name
    FROM hotel_properties p JOIN hotel_property_texts t ON t.property_id = p.id AND t.locale = ${locale}
    WHERE ${propertiesOf(destination)}`);
  return (result as unknown as { rows: PropertyRow[] }).rows;
}

interface RateRow {
  rate_plan_id: number;
  room_type_id: number;
  property_id: number;
  board: Board;
  cancellation: CancellationKind;
  free_until_days: number;
  max_adults: number;
  max_children: number;
  max_occupancy: number;
  stay: string | number;
  first_price: number;
  rooms_left: number;
}

/** The destination's properties, as a condition on `hotel_properties p`. */
const propertiesOf = (destination: Destination) =>
  destination.kind === "city"
    ? sql`p.city = ${destination.city.code}`
    : sql`p.id IN (${sql.join(
        destination.propertyIds.map((id) => sql`${id}`),
        sql`, `,
      )})`;

/** Every rate plan of the destination's properties bookable for the stay (a room left on every night, minimum stay met). */
async function bookableRates(destination: Destination, stay: Stay): Promise<RateRow[]> {
  const db = await getDb();
  const where = propertiesOf(destination);
  // The room type must at least sleep the largest party (babies in cots aside; occupancy.ts decides exactly).
  const largest = Math.max(...stay.rooms.map((r) => r.adults + r.childAges.filter((a) => a > 1).length));
  const result = await db.execute(sql`
    SELECT rp.id AS rate_plan_id, rp.room_type_id, rp.property_id, rp.board, rp.cancellation, rp.free_until_days,
      rt.max_adults, rt.max_children, rt.max_occupancy,
      sum(n.price) AS stay, min(n.price) FILTER (WHERE n.night = ${stay.checkIn}) AS first_price,
      min(CASE WHEN n.closed THEN 0 ELSE n.available END) AS rooms_left
    FROM hotel_properties p
    JOIN hotel_rate_plans rp ON rp.property_id = p.id
    JOIN hotel_room_types rt ON rt.id = rp.room_type_id
    JOIN hotel_nights n ON n.rate_plan_id = rp.id AND n.night >= ${stay.checkIn} AND n.night < ${stay.checkOut}
    WHERE ${where} AND rp.min_stay <= ${stay.nights} AND rt.max_occupancy >= ${largest}
    GROUP BY rp.id, rt.id
    HAVING count(*) = ${stay.nights} AND min(CASE WHEN n.closed THEN 0 ELSE n.available END) >= ${stay.rooms.length}`);
  return (result as unknown as { rows: RateRow[] }).rows;
}

/** A result card: the property as the list shows it, with the rate it shows and its badges. */
export interface HotelResult {
  id: number;
  slug: string;
  name: string;
  city: string;
  kind: PropertyKind;
  stars: number;
  district: { code: string; name: string };
  distanceM: number;
  reviewScore: number | null;
  reviewCount: number;
  photo: PhotoId | null;
  amenities: string[];
  rate: RateOption;
  badges: ReturnType<typeof badgesOf>;
}

export type HotelSearchResult =
  | { status: "unknownDestination" }
  | {
      status: "ok";
      destination: Destination;
      /** Properties with a bookable rate for the stay and parties, before filters. */
      total: number;
      /** After filters. */
      found: number;
      page: number;
      pages: number;
      results: HotelResult[];
      facets: ReturnType<typeof hotelFacets>;
      searchedAt: Date;
    };

export async function searchHotels(params: {
  destination: string;
  stay: Stay;
  filters: HotelFilters;
  page?: number;
  locale: Locale;
  now?: Date;
  /** Currencies with their rates (default: the database's), for comparing IRR and EUR prices. */
  currencies?: CurrencyInfo[];
}): Promise<HotelSearchResult> {
  const now = params.now ?? new Date();
  const { stay, filters, locale } = params;
  const destination = await resolveDestination(params.destination);
  if (!destination) return { status: "unknownDestination" };
  await ensureCityNights(destination.kind === "city" ? [destination.city.code] : destination.cities);
  const rates = await bookableRates(destination, stay);
  const properties = rates.length ? await propertiesFor(destination, locale) : [];
  const currencies = params.currencies ?? (await allCurrencies());
  const toBase = (amount: number, code: string) => {
    const from = currencies.find((c) => c.code === code);
    if (!from) throw new Error(`no rate for ${code}`);
    return convertMinor(amount, from, BASE_CURRENCY);
  };
  const adults = guestCounts(stay.rooms).adults;
  const byProperty = new Map<number, RateRow[]>();
  for (const r of rates)
    (byProperty.get(r.property_id) ?? byProperty.set(r.property_id, []).get(r.property_id)!).push(r);

  const candidates: (Candidate & { row: PropertyRow })[] = [];
  for (const p of properties) {
    const clock = { checkIn: stay.checkIn, checkInTime: p.check_in_time, timeZone: p.time_zone };
    const policy = { childrenAllowed: p.children_allowed, childMaxAge: p.child_max_age, cots: p.cots };
    const options: RateOption[] = [];
    for (const r of byProperty.get(p.id) ?? []) {
      const room = { maxAdults: r.max_adults, maxChildren: r.max_children, maxOccupancy: r.max_occupancy };
      if (fitRooms(stay.rooms, room, policy)) continue;
      const price = priceFromSum(Number(r.stay), stay.nights, r.first_price, {
        rooms: stay.rooms.length,
        taxPercent: p.tax_percent,
        cityTax: p.city_tax,
        adults,
        currency: p.currency,
      });
      options.push({
        ratePlanId: r.rate_plan_id,
        roomTypeId: r.room_type_id,
        board: r.board,
        cancellation: r.cancellation,
        freeUntil: freeCancellationUntil({ kind: r.cancellation, freeUntilDays: r.free_until_days }, clock, now),
        price,
        baseTotal: toBase(price.total, p.currency),
        baseNight: toBase(price.perNight, p.currency),
        roomsLeft: r.rooms_left,
      });
    }
    if (options.length)
      candidates.push({
        id: p.id,
        stars: p.stars,
        district: p.district,
        distanceM: p.distance_m,
        reviewScore: p.review_score,
        amenities: p.amenities,
        popularity: p.popularity,
        rates: options,
        row: p,
      });
  }

  const matching = applyHotelFilters(candidates, filters);
  const { page, pages, items } = pageOf(matching, params.page ?? 1);
  const districtOrder = destination.kind === "city" ? destination.city.districts.map((d) => d.code) : [];
  return {
    status: "ok",
    destination,
    total: candidates.length,
    found: matching.length,
    page,
    pages,
    facets: hotelFacets(candidates, filters, districtOrder),
    searchedAt: now,
    results: items.map((c) => {
      const p = c.row;
      const rate = shownRate(c, filters)!;
      const city = cityByCode[p.city];
      const district = city ? districtOf(city, p.district) : undefined;
      return {
        id: p.id,
        slug: p.slug,
        name: p.name,
        city: p.city,
        kind: p.kind,
        stars: p.stars,
        district: { code: p.district, name: district?.name[locale] ?? p.district },
        distanceM: p.distance_m,
        reviewScore: p.review_score,
        reviewCount: p.review_count,
        photo: p.photo,
        amenities: p.amenities,
        rate,
        badges: badgesOf(rate),
      };
    }),
  };
}
