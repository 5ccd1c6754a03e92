import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, serial, text, timestamp } from "drizzle-orm/pg-core";
import { users } from "./accounts";

/**
 * Saved passengers (migration 0004): travellers a signed-in customer booked before,
 * offered again by the passenger form ("load earlier passenger data") and managed in
 * My account. Fields follow spec §3 Passenger.
 */
export const savedPassengers = pgTable(
  "saved_passengers",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    firstName: text("first_name").notNull(),
    lastName: text("last_name").notNull(),
    gender: text("gender").notNull(),
    birthDate: text("birth_date").notNull(),
    /** "id_card" (Iranian national ID) or "passport" */
    documentType: text("document_type").notNull(),
    nationalId: text("national_id"),
    passportNumber: text("passport_number"),
    passportCountry: text("passport_country"),
    passportExpiry: text("passport_expiry"),
    occupation: text("occupation"),
    organization: text("organization"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("saved_passengers_user_idx").on(t.userId),
    check(
      "saved_passengers_document_type_check",
      sql`(document_type = ANY (ARRAY['id_card'::text, 'passport'::text]))`,
    ),
    check("saved_passengers_gender_check", sql`(gender = ANY (ARRAY['male'::text, 'female'::text]))`),
  ],
);

/** Attempt counters for rate limits, shared by every server process through the database. */
export const rateLimits = pgTable("rate_limits", {
  key: text("key").primaryKey(),
  windowStart: timestamp("window_start", { withTimezone: true }).notNull(),
  count: integer("count").notNull(),
});
