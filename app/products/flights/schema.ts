import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  unique,
} from "drizzle-orm/pg-core";
import { users } from "~/db/schema";

/**
 * Flights (migration 0100_flights.sql): the bookable inventory. One row is one fare
 * offer on one flight — a flight number on a date, in one cabin, with one fare type.
 * Prices are net of VAT, EUR minor units, for one adult (child and infant prices follow
 * app/products/flights/fare-rules.ts). `seats_remaining` never goes below 0 (CHECK); seats
 * are taken by `takeSeats` when an order is created (app/products/flights/inventory.server.ts).
 */
export const flights = pgTable(
  "flights",
  {
    id: serial("id").primaryKey(),
    flightNumber: text("flight_number").notNull(),
    airline: text("airline").notNull(),
    origin: text("origin").notNull(),
    destination: text("destination").notNull(),
    /** Local calendar date of departure at the origin (YYYY-MM-DD). */
    departDate: date("depart_date", { mode: "string" }).notNull(),
    departAt: timestamp("depart_at", { withTimezone: true }).notNull(),
    arriveAt: timestamp("arrive_at", { withTimezone: true }).notNull(),
    durationMinutes: integer("duration_minutes").notNull(),
    aircraft: text("aircraft").notNull(),
    /** economy | premium_economy | business | first */
    cabin: text("cabin").notNull(),
    /** scheduled | charter */
    flightType: text("flight_type").notNull(),
    /** saver | standard | flex (refundability and penalties: fare-rules.ts) */
    fareType: text("fare_type").notNull(),
    seatsTotal: integer("seats_total").notNull(),
    seatsRemaining: integer("seats_remaining").notNull(),
    baggageKg: integer("baggage_kg").notNull(),
    priceAdult: integer("price_adult").notNull(),
    taxAdult: integer("tax_adult").notNull(),
    /** Closed by staff (the desk, migration 0419): no new sale; seats held or sold stay. */
    closed: boolean("closed").notNull().default(false),
  },
  (t) => [
    index("flights_search_idx").on(t.origin, t.destination, t.departDate, t.priceAdult),
    check("flights_baggage_kg_check", sql`(baggage_kg >= 0)`),
    check(
      "flights_cabin_check",
      sql`(cabin = ANY (ARRAY['economy'::text, 'premium_economy'::text, 'business'::text, 'first'::text]))`,
    ),
    check("flights_check", sql`(seats_remaining <= seats_total)`),
    check("flights_duration_minutes_check", sql`(duration_minutes > 0)`),
    check("flights_fare_type_check", sql`(fare_type = ANY (ARRAY['saver'::text, 'standard'::text, 'flex'::text]))`),
    check("flights_flight_type_check", sql`(flight_type = ANY (ARRAY['scheduled'::text, 'charter'::text]))`),
    check("flights_price_adult_check", sql`(price_adult > 0)`),
    check("flights_seats_remaining_check", sql`(seats_remaining >= 0)`),
    check("flights_seats_total_check", sql`(seats_total > 0)`),
    check("flights_tax_adult_check", sql`(tax_adult >= 0)`),
  ],
);

export type FlightRow = typeof flights.$inferSelect;

/**
 * Seats taken on a seat map (migration 0415, decision 110): one row per seat of one physical flight, keyed by
 * `flightKey` (airline, number and departure, `seatKeyOf` in extras.ts) since every fare offer of the flight
 * shares the cabin. Inserted and deleted in the order change's transaction; the primary key gives a seat once.
 */
export const flightSeats = pgTable(
  "flight_seats",
  {
    flightKey: text("flight_key").notNull(),
    seat: text("seat").notNull(),
    takenAt: timestamp("taken_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.flightKey, t.seat] }),
    check("flight_seats_seat_check", sql`(seat ~ '^[0-9]{1,2}[A-K]$'::text)`),
  ],
);

/**
 * Price alerts (migration 0413_price_alerts.sql, docs/decisions/108-price-alerts.md): an address
 * follows a route on one day (`period` YYYY-MM-DD) or in a month (YYYY-MM). Prices are what one
 * adult pays (`adultPrice`, EUR cents net of VAT). `referencePrice` is what the next drop is
 * measured from; `version` guards the scheduled check's conditional update.
 */
export const flightPriceAlerts = pgTable(
  "flight_price_alerts",
  {
    id: serial("id").primaryKey(),
    email: text("email").notNull(),
    userId: integer("user_id").references(() => users.id, { onDelete: "set null" }),
    locale: text("locale").notNull(),
    origin: text("origin").notNull(),
    destination: text("destination").notNull(),
    period: text("period").notNull(),
    adults: integer("adults").notNull().default(1),
    /** pending (a guest's, until confirmed) | active | ended (its dates are past) | stopped (unsubscribed) */
    status: text("status").notNull().default("pending"),
    baselinePrice: integer("baseline_price"),
    baselineSeats: integer("baseline_seats"),
    referencePrice: integer("reference_price"),
    latestPrice: integer("latest_price"),
    latestSeats: integer("latest_seats"),
    seatsLow: boolean("seats_low").notNull().default(false),
    version: integer("version").notNull().default(0),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    confirmedAt: timestamp("confirmed_at", { withTimezone: true }),
    checkedAt: timestamp("checked_at", { withTimezone: true }),
    notifiedAt: timestamp("notified_at", { withTimezone: true }),
  },
  (t) => [
    index("flight_price_alerts_status_idx").on(t.status),
    index("flight_price_alerts_user_id_idx").on(t.userId),
    unique("flight_price_alerts_email_route_key").on(t.email, t.origin, t.destination, t.period),
    check(
      "flight_price_alerts_status_check",
      sql`(status = ANY (ARRAY['pending'::text, 'active'::text, 'ended'::text, 'stopped'::text]))`,
    ),
    check("flight_price_alerts_period_check", sql`(period ~ '^\\d{4}-\\d{2}(-\\d{2})?$'::text)`),
    check("flight_price_alerts_adults_check", sql`((adults >= 1) AND (adults <= 9))`),
  ],
);

export type PriceAlertRow = typeof flightPriceAlerts.$inferSelect;
