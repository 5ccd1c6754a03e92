import { sql } from "drizzle-orm";
import { boolean, check, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";

/**
 * Accounts core (migration 0002): the user and the server-side session every domain
 * refers to. The accounts domain (migrations 02xx) adds profile fields, codes, cards …
 */
export const users = pgTable(
  "users",
  {
    id: serial("id").primaryKey(),
    /** Normalised (trimmed, lower case); null for phone-only accounts. */
    email: text("email"),
    /** E.164 without spaces (+989121234567); null for e-mail-only accounts. */
    phone: text("phone"),
    passwordHash: text("password_hash").notNull(),
    firstName: text("first_name").notNull().default(""),
    lastName: text("last_name").notNull().default(""),
    locale: text("locale").notNull().default("fa"),
    /** pending (code not yet confirmed), active, suspended */
    status: text("status").notNull().default("pending"),
    mustChangePassword: boolean("must_change_password").notNull().default(false),
    /** The number shown to the customer and quoted to support. */
    clientNumber: text("client_number").notNull(),
    // ── Profile and preferences (migration 0200) ──
    /** Dialling code with "+", e.g. "+98" (the phone column holds the full E.164 number). */
    countryCode: text("country_code"),
    /** ISO date YYYY-MM-DD (shown in the Jalali calendar in Persian). */
    birthDate: text("birth_date"),
    occupation: text("occupation"),
    organization: text("organization"),
    about: text("about"),
    currency: text("currency"),
    newsletter: boolean("newsletter").notNull().default(false),
    referralCode: text("referral_code"),
    discoverySource: text("discovery_source"),
    passwordChangedAt: timestamp("password_changed_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("users_email_key").on(t.email),
    uniqueIndex("users_phone_key").on(t.phone),
    uniqueIndex("users_client_number_key").on(t.clientNumber),
    check("users_check", sql`((email IS NOT NULL) OR (phone IS NOT NULL))`),
    check("users_status_check", sql`(status = ANY (ARRAY['pending'::text, 'active'::text, 'suspended'::text]))`),
  ],
);

/** A server-side session; the cookie holds a random token, the table its SHA-256 hash. */
export const sessions = pgTable(
  "sessions",
  {
    id: text("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
    userAgent: text("user_agent"),
  },
  (t) => [index("sessions_user_idx").on(t.userId)],
);

/** A user's photo (migration 0200), kept apart so sessions do not load it. Base64 data. */
export const userPhotos = pgTable("user_photos", {
  userId: integer("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  contentType: text("content_type").notNull(),
  data: text("data").notNull(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

/** One-time codes (sign-up, e-mail or phone change): 6 digits and a one-click link, both stored hashed. */
export const verificationCodes = pgTable(
  "verification_codes",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** "signup", "email_change" or "phone_change" (migration 0411) */
    purpose: text("purpose").notNull(),
    /** "email" or "sms" */
    channel: text("channel").notNull(),
    /** Where the code went (the new address or number of a change). */
    target: text("target").notNull(),
    codeHash: text("code_hash").notNull(),
    linkHash: text("link_hash").notNull(),
    attempts: integer("attempts").notNull().default(0),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("verification_codes_user_idx").on(t.userId),
    uniqueIndex("verification_codes_link_key").on(t.linkHash),
    check("verification_codes_channel_check", sql`(channel = ANY (ARRAY['email'::text, 'sms'::text]))`),
    check(
      "verification_codes_purpose_check",
      sql`(purpose = ANY (ARRAY['signup'::text, 'email_change'::text, 'phone_change'::text]))`,
    ),
  ],
);

/** One-use password-reset links (token stored hashed). */
export const passwordResets = pgTable(
  "password_resets",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    tokenHash: text("token_hash").notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("password_resets_token_key").on(t.tokenHash)],
);

/** Image-puzzle challenges: the hashed answer, the digits (for the spoken alternative), single use. */
export const captchaChallenges = pgTable("captcha_challenges", {
  id: text("id").primaryKey(),
  answerHashes: text("answer_hashes").notNull(),
  digits: text("digits"),
  expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  usedAt: timestamp("used_at", { withTimezone: true }),
});
