import { boolean, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";

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
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("users_email_key").on(t.email),
    uniqueIndex("users_phone_key").on(t.phone),
    uniqueIndex("users_client_number_key").on(t.clientNumber),
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
