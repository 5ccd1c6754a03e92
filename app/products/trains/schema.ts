import { sql } from "drizzle-orm";
import {
  check,
  date,
  foreignKey,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  unique,
} from "drizzle-orm/pg-core";
import type { CompartmentHold, Operator, WagonType } from "~/products/trains/codes";

/**
 * Trains (migration 0410_trains.sql; docs/decisions/600, 601): the generated catalog of trains
 * and wagons (app/products/trains/catalog.ts) and the places sold per date. A place is sold at
 * most once (primary key), only if its wagon has it; a compartment on a date has one kind and
 * never more berths taken than it has (app/products/trains/inventory.server.ts).
 */
export const trainTrips = pgTable(
  "train_trips",
  {
    id: integer("id").primaryKey(),
    number: text("number").notNull().unique(),
    operator: text("operator").$type<Operator>().notNull(),
    origin: text("origin").notNull(),
    destination: text("destination").notNull(),
    km: integer("km").notNull(),
    departs: text("departs").notNull(),
    minutes: integer("minutes").notNull(),
    weekdays: smallint("weekdays").notNull(),
  },
  (t) => [
    index("train_trips_route_idx").on(t.origin, t.destination),
    check("train_trips_operator_check", sql`operator IN ('raja', 'fadak', 'safir', 'noor', 'simorgh')`),
    check("train_trips_km_check", sql`km > 0`),
    check("train_trips_departs_check", sql`departs ~ '^[0-2][0-9]:[0-5][0-9]$'`),
    check("train_trips_minutes_check", sql`minutes > 0`),
    check("train_trips_weekdays_check", sql`weekdays BETWEEN 1 AND 127`),
    check("train_trips_stations_check", sql`origin <> destination`),
  ],
);

export const trainWagons = pgTable(
  "train_wagons",
  {
    tripId: integer("trip_id")
      .notNull()
      .references(() => trainTrips.id, { onDelete: "cascade" }),
    wagonNo: smallint("wagon_no").notNull(),
    type: text("type").$type<WagonType>().notNull(),
    places: smallint("places").notNull(),
    berths: smallint("berths").notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.tripId, t.wagonNo] }),
    unique().on(t.tripId, t.wagonNo, t.places, t.berths),
    check("train_wagons_wagon_no_check", sql`wagon_no >= 1`),
    check("train_wagons_type_check", sql`type IN ('seat', 'berth4', 'berth6', 'vip')`),
    check("train_wagons_places_check", sql`places >= 1`),
    check("train_wagons_berths_check", sql`berths = 0 OR places % berths = 0`),
  ],
);

export const trainCompartments = pgTable(
  "train_compartments",
  {
    tripId: integer("trip_id").notNull(),
    travelDate: date("travel_date", { mode: "string" }).notNull(),
    wagonNo: smallint("wagon_no").notNull(),
    compartmentNo: smallint("compartment_no").notNull(),
    places: smallint("places").notNull(),
    berths: smallint("berths").notNull(),
    kind: text("kind").$type<CompartmentHold>().notNull(),
    taken: smallint("taken").notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.tripId, t.travelDate, t.wagonNo, t.compartmentNo] }),
    foreignKey({
      columns: [t.tripId, t.wagonNo, t.places, t.berths],
      foreignColumns: [trainWagons.tripId, trainWagons.wagonNo, trainWagons.places, trainWagons.berths],
    }).onDelete("cascade"),
    index("train_compartments_date_idx").on(t.travelDate, t.tripId),
    check("train_compartments_no_check", sql`compartment_no >= 1`),
    check("train_compartments_berths_check", sql`berths >= 1`),
    check("train_compartments_kind_check", sql`kind IN ('family', 'men', 'women', 'whole')`),
    check(
      "train_compartments_taken_check",
      sql`taken >= 1 AND taken <= berths AND (kind <> 'whole' OR taken = berths)`,
    ),
    check("train_compartments_in_wagon_check", sql`compartment_no * berths <= places`),
  ],
);

export const trainPlaceSales = pgTable(
  "train_place_sales",
  {
    tripId: integer("trip_id").notNull(),
    travelDate: date("travel_date", { mode: "string" }).notNull(),
    wagonNo: smallint("wagon_no").notNull(),
    placeNo: smallint("place_no").notNull(),
    places: smallint("places").notNull(),
    berths: smallint("berths").notNull(),
    hold: text("hold").notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.tripId, t.travelDate, t.wagonNo, t.placeNo] }),
    foreignKey({
      columns: [t.tripId, t.wagonNo, t.places, t.berths],
      foreignColumns: [trainWagons.tripId, trainWagons.wagonNo, trainWagons.places, trainWagons.berths],
    }).onDelete("cascade"),
    index("train_place_sales_date_idx").on(t.travelDate, t.tripId),
    check("train_place_sales_place_check", sql`place_no BETWEEN 1 AND places`),
  ],
);

/**
 * A train (wagon 0) or one of its wagons closed on a travel date by the desk (migration 0423, decision 119):
 * nothing new is sold of it that day; places already held or sold stay theirs.
 */
export const trainClosures = pgTable(
  "train_closures",
  {
    tripId: integer("trip_id")
      .notNull()
      .references(() => trainTrips.id, { onDelete: "cascade" }),
    travelDate: date("travel_date", { mode: "string" }).notNull(),
    wagonNo: smallint("wagon_no").notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.tripId, t.travelDate, t.wagonNo] }),
    check("train_closures_wagon_no_check", sql`wagon_no >= 0`),
  ],
);

export type TrainTripRow = typeof trainTrips.$inferSelect;
