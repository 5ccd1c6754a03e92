import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
} from "drizzle-orm/pg-core";
import type {
  Amenity,
  BedGroup,
  Board,
  CancellationKind,
  IdRule,
  PetPolicy,
  PhotoId,
  PropertyKind,
  RoomCode,
} from "~/products/hotels/codes";
import type { Locale } from "~/routing/screens";

/**
 * Hotels (migration 0409_hotels.sql; docs/decisions/500): the generated catalog and the
 * nightly inventory. Ids are given by the generator (app/products/hotels/catalog.ts), so a
 * re-seed keeps them. Prices are minor units of the property's currency (IRR in Iran, EUR
 * abroad), before the property's taxes; `hotel_nights.available` never goes below 0 (CHECK)
 * and is taken inside the order's transaction (app/products/hotels/inventory.server.ts).
 */
export const hotelProperties = pgTable(
  "hotel_properties",
  {
    id: integer("id").primaryKey(),
    slug: text("slug").notNull().unique(),
    /** A city of app/products/hotels/cities.ts. */
    city: text("city").notNull(),
    country: text("country").notNull(),
    domestic: boolean("domestic").notNull(),
    currency: text("currency").$type<"IRR" | "EUR">().notNull(),
    kind: text("kind").$type<PropertyKind>().notNull(),
    stars: smallint("stars").notNull(),
    district: text("district").notNull(),
    latitude: doublePrecision("latitude").notNull(),
    longitude: doublePrecision("longitude").notNull(),
    distanceM: integer("distance_m").notNull(),
    amenities: text("amenities").array().$type<Amenity[]>().notNull(),
    photos: text("photos").array().$type<PhotoId[]>().notNull(),
    checkInTime: text("check_in_time").notNull(),
    checkOutTime: text("check_out_time").notNull(),
    childrenAllowed: boolean("children_allowed").notNull(),
    /** Children up to this age count as children in a room; older ones as adults. */
    childMaxAge: smallint("child_max_age").notNull(),
    /** A cot for a baby (under 2) on request, not counted in the room's occupancy. */
    cots: boolean("cots").notNull(),
    pets: text("pets").$type<PetPolicy>().notNull(),
    idRules: text("id_rules").array().$type<IdRule[]>().notNull(),
    /** Tenths of a point out of 10 (86 = 8.6); null without reviews. */
    reviewScore: smallint("review_score"),
    reviewCount: integer("review_count").notNull(),
    /** Taxes added to the room price, in percent (paid with the booking, shown apart). */
    taxPercent: smallint("tax_percent").notNull(),
    /** City tax per adult per night, minor units of `currency`, paid at the hotel. */
    cityTax: integer("city_tax").notNull(),
    popularity: smallint("popularity").notNull(),
    timeZone: text("time_zone").notNull(),
  },
  (t) => [
    index("hotel_properties_city_idx").on(t.city),
    check("hotel_properties_currency_check", sql`currency IN ('IRR', 'EUR')`),
    check("hotel_properties_kind_check", sql`kind IN ('hotel', 'boutique', 'apartment', 'traditional', 'resort')`),
    check("hotel_properties_stars_check", sql`stars BETWEEN 1 AND 5`),
    check("hotel_properties_distance_m_check", sql`distance_m >= 0`),
    check("hotel_properties_check_in_time_check", sql`check_in_time ~ '^[0-2][0-9]:[0-5][0-9]$'`),
    check("hotel_properties_check_out_time_check", sql`check_out_time ~ '^[0-2][0-9]:[0-5][0-9]$'`),
    check("hotel_properties_child_max_age_check", sql`child_max_age BETWEEN 1 AND 17`),
    check("hotel_properties_pets_check", sql`pets IN ('allowed', 'on_request', 'not_allowed')`),
    check("hotel_properties_review_score_check", sql`review_score BETWEEN 10 AND 100`),
    check("hotel_properties_review_count_check", sql`review_count >= 0`),
    check("hotel_properties_tax_percent_check", sql`tax_percent BETWEEN 0 AND 30`),
    check("hotel_properties_city_tax_check", sql`city_tax >= 0`),
    check("hotel_properties_popularity_check", sql`popularity BETWEEN 0 AND 100`),
  ],
);

export const hotelPropertyTexts = pgTable(
  "hotel_property_texts",
  {
    propertyId: integer("property_id")
      .notNull()
      .references(() => hotelProperties.id, { onDelete: "cascade" }),
    locale: text("locale").$type<Locale>().notNull(),
    name: text("name").notNull(),
    description: text("description").notNull(),
    address: text("address").notNull(),
    /** The name as searches compare it (normaliseSearchText). */
    searchName: text("search_name").notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.propertyId, t.locale] }),
    check("hotel_property_texts_locale_check", sql`locale IN ('fa', 'en', 'nl', 'fr')`),
  ],
);

export const hotelRoomTypes = pgTable(
  "hotel_room_types",
  {
    id: integer("id").primaryKey(),
    propertyId: integer("property_id")
      .notNull()
      .references(() => hotelProperties.id, { onDelete: "cascade" }),
    code: text("code").$type<RoomCode>().notNull(),
    /** The ways the beds can be set up. */
    beds: jsonb("beds").$type<BedGroup[]>().notNull(),
    maxAdults: smallint("max_adults").notNull(),
    maxChildren: smallint("max_children").notNull(),
    maxOccupancy: smallint("max_occupancy").notNull(),
    sizeM2: smallint("size_m2").notNull(),
  },
  (t) => [
    index("hotel_room_types_property_idx").on(t.propertyId),
    check(
      "hotel_room_types_code_check",
      sql`code IN ('single', 'double', 'twin', 'triple', 'family', 'suite', 'studio', 'apartment_1br', 'apartment_2br')`,
    ),
    check("hotel_room_types_max_adults_check", sql`max_adults >= 1`),
    check("hotel_room_types_max_children_check", sql`max_children >= 0`),
    check("hotel_room_types_size_m2_check", sql`size_m2 > 0`),
    check(
      "hotel_room_types_occupancy_check",
      sql`max_occupancy >= max_adults AND max_occupancy <= max_adults + max_children`,
    ),
  ],
);

export const hotelRatePlans = pgTable(
  "hotel_rate_plans",
  {
    id: integer("id").primaryKey(),
    roomTypeId: integer("room_type_id")
      .notNull()
      .references(() => hotelRoomTypes.id, { onDelete: "cascade" }),
    propertyId: integer("property_id")
      .notNull()
      .references(() => hotelProperties.id, { onDelete: "cascade" }),
    board: text("board").$type<Board>().notNull(),
    cancellation: text("cancellation").$type<CancellationKind>().notNull(),
    /** free: cancelling is free until this many days before arrival (12:00 at the hotel). */
    freeUntilDays: smallint("free_until_days").notNull(),
    /** partial: the share of the room price kept when cancelled; none: 100. */
    keepPercent: smallint("keep_percent").notNull(),
    minStay: smallint("min_stay").notNull(),
    basePrice: integer("base_price").notNull(),
  },
  (t) => [
    index("hotel_rate_plans_property_idx").on(t.propertyId),
    check(
      "hotel_rate_plans_board_check",
      sql`board IN ('room_only', 'breakfast', 'half_board', 'full_board', 'all_inclusive')`,
    ),
    check("hotel_rate_plans_cancellation_check", sql`cancellation IN ('free', 'partial', 'none')`),
    check("hotel_rate_plans_free_until_days_check", sql`free_until_days BETWEEN 0 AND 60`),
    check("hotel_rate_plans_keep_percent_check", sql`keep_percent BETWEEN 0 AND 100`),
    check("hotel_rate_plans_min_stay_check", sql`min_stay BETWEEN 1 AND 30`),
    check("hotel_rate_plans_base_price_check", sql`base_price > 0`),
  ],
);

export const hotelNights = pgTable(
  "hotel_nights",
  {
    ratePlanId: integer("rate_plan_id")
      .notNull()
      .references(() => hotelRatePlans.id, { onDelete: "cascade" }),
    night: date("night", { mode: "string" }).notNull(),
    /** One room for this night. */
    price: integer("price").notNull(),
    allotment: smallint("allotment").notNull(),
    available: smallint("available").notNull(),
    /** Closed by staff (the desk, migration 0419): nothing new is sold for this night; holds and sales stay. */
    closed: boolean("closed").notNull().default(false),
  },
  (t) => [
    primaryKey({ columns: [t.ratePlanId, t.night] }),
    check("hotel_nights_price_check", sql`price > 0`),
    check("hotel_nights_allotment_check", sql`allotment >= 0`),
    check("hotel_nights_available_check", sql`available >= 0`),
    check("hotel_nights_available_allotment_check", sql`available <= allotment`),
  ],
);

/** The cities whose nights have been made, and from which night (app/products/hotels/seed.ts). */
export const hotelCityStock = pgTable("hotel_city_stock", {
  city: text("city").primaryKey(),
  firstNight: date("first_night", { mode: "string" }).notNull(),
});

export type HotelPropertyRow = typeof hotelProperties.$inferSelect;
export type HotelRoomTypeRow = typeof hotelRoomTypes.$inferSelect;
export type HotelRatePlanRow = typeof hotelRatePlans.$inferSelect;
