import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  unique,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { users } from "~/db/schema";
import type { Board, Theme, TourKind, TourText, TransportLeg, Transport } from "./codes";
import type { Locale } from "~/routing/screens";

/**
 * Tours (migration 0424_tours.sql; docs/decisions/700): the catalogue (tours, their texts per language and hotel
 * options), the departures with their places, and the waitlist of full departures. Ids of tours, hotels and
 * departures are given by the seed (seed.ts), so a re-seed keeps them. `tour_departures.places_left` never goes
 * below 0 nor above `places` (CHECK) and is taken inside the order's transaction (inventory.server.ts).
 */
export const tours = pgTable(
  "tours",
  {
    id: integer("id").primaryKey(),
    slug: text("slug").notNull().unique(),
    kind: text("kind").$type<TourKind>().notNull(),
    theme: text("theme").$type<Theme>().notNull(),
    origin: text("origin").notNull(),
    destination: text("destination").notNull(),
    nights: smallint("nights").notNull(),
    transport: text("transport").$type<Transport>().notNull(),
    outbound: jsonb("outbound").$type<TransportLeg>().notNull(),
    inbound: jsonb("inbound").$type<TransportLeg>().notNull(),
    currency: text("currency").$type<"IRR" | "EUR">().notNull(),
    minParticipants: smallint("min_participants").notNull(),
    confirmDays: smallint("confirm_days").notNull(),
    depositPercent: smallint("deposit_percent").notNull(),
    balanceDays: smallint("balance_days").notNull(),
    dayPrices: jsonb("day_prices").$type<{ adult: number; child: number; infant: number } | null>(),
    search: text("search").notNull(),
    published: boolean("published").notNull().default(true),
  },
  () => [
    check("tours_kind_check", sql`kind IN ('package', 'day')`),
    check("tours_theme_check", sql`theme IN ('city', 'beach', 'pilgrimage', 'nature', 'heritage')`),
    check("tours_transport_check", sql`transport IN ('flight', 'bus')`),
    check("tours_currency_check", sql`currency IN ('IRR', 'EUR')`),
    check("tours_min_check", sql`min_participants >= 1`),
    check("tours_confirm_days_check", sql`confirm_days >= 0`),
    check("tours_deposit_check", sql`deposit_percent BETWEEN 1 AND 100`),
    check("tours_balance_days_check", sql`balance_days >= 0`),
    check("tours_nights_check", sql`(kind = 'day' AND nights = 0) OR (kind = 'package' AND nights >= 1)`),
    check("tours_day_prices_check", sql`(kind = 'day') = (day_prices IS NOT NULL)`),
  ],
);

export type TourBody = Omit<TourText, "title" | "summary">;

export const tourTexts = pgTable(
  "tour_texts",
  {
    tourId: integer("tour_id")
      .notNull()
      .references(() => tours.id, { onDelete: "cascade" }),
    locale: text("locale").$type<Locale>().notNull(),
    title: text("title").notNull(),
    summary: text("summary").notNull(),
    body: jsonb("body").$type<TourBody>().notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.tourId, t.locale] }),
    check("tour_texts_locale_check", sql`locale IN ('fa', 'en', 'nl', 'fr')`),
  ],
);

export const tourHotels = pgTable(
  "tour_hotels",
  {
    id: integer("id").primaryKey(),
    tourId: integer("tour_id")
      .notNull()
      .references(() => tours.id, { onDelete: "cascade" }),
    position: smallint("position").notNull(),
    name: text("name").notNull(),
    stars: smallint("stars").notNull(),
    board: text("board").$type<Board>().notNull(),
    double: integer("double").notNull(),
    triple: integer("triple").notNull(),
    singleSupplement: integer("single_supplement").notNull(),
    childWithBed: integer("child_with_bed").notNull(),
    childNoBed: integer("child_no_bed").notNull(),
    infant: integer("infant").notNull(),
  },
  (t) => [
    unique().on(t.tourId, t.position),
    check("tour_hotels_stars_check", sql`stars BETWEEN 1 AND 5`),
    check("tour_hotels_board_check", sql`board IN ('room_only', 'breakfast', 'half_board', 'all_inclusive')`),
    check(
      "tour_hotels_prices_check",
      sql`double > 0 AND triple > 0 AND single_supplement >= 0 AND child_with_bed >= 0 AND child_no_bed >= 0 AND infant >= 0`,
    ),
  ],
);

export type DepartureStatus = "open" | "confirmed" | "cancelled";

export const tourDepartures = pgTable(
  "tour_departures",
  {
    id: integer("id").primaryKey(),
    tourId: integer("tour_id")
      .notNull()
      .references(() => tours.id, { onDelete: "cascade" }),
    departsOn: date("departs_on", { mode: "string" }).notNull(),
    returnsOn: date("returns_on", { mode: "string" }).notNull(),
    places: integer("places").notNull(),
    placesLeft: integer("places_left").notNull(),
    pricePercent: smallint("price_percent").notNull().default(100),
    status: text("status").$type<DepartureStatus>().notNull().default("open"),
  },
  (t) => [
    unique().on(t.tourId, t.departsOn),
    index("tour_departures_day_idx").on(t.departsOn, t.tourId),
    check("tour_departures_percent_check", sql`price_percent BETWEEN 50 AND 300`),
    check("tour_departures_status_check", sql`status IN ('open', 'confirmed', 'cancelled')`),
    check("tour_departures_places_check", sql`places >= 1 AND places_left >= 0 AND places_left <= places`),
    check("tour_departures_dates_check", sql`returns_on >= departs_on`),
  ],
);

export type WaitlistStatus = "waiting" | "offered" | "booked" | "expired" | "left";

export const tourWaitlist = pgTable(
  "tour_waitlist",
  {
    id: serial("id").primaryKey(),
    departureId: integer("departure_id")
      .notNull()
      .references(() => tourDepartures.id, { onDelete: "cascade" }),
    email: text("email").notNull(),
    locale: text("locale").$type<Locale>().notNull(),
    userId: integer("user_id").references(() => users.id, { onDelete: "set null" }),
    places: smallint("places").notNull(),
    status: text("status").$type<WaitlistStatus>().notNull().default("waiting"),
    tokenHash: text("token_hash").unique(),
    holdUntil: timestamp("hold_until", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("tour_waitlist_queue_idx").on(t.departureId, t.status, t.id),
    check("tour_waitlist_places_check", sql`places BETWEEN 1 AND 9`),
    check("tour_waitlist_status_check", sql`status IN ('waiting', 'offered', 'booked', 'expired', 'left')`),
    check("tour_waitlist_offer_check", sql`status <> 'offered' OR (hold_until IS NOT NULL AND token_hash IS NOT NULL)`),
    uniqueIndex("tour_waitlist_once_idx")
      .on(t.departureId, sql`lower(${t.email})`)
      .where(sql`status IN ('waiting', 'offered')`),
  ],
);
