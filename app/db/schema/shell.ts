import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";

/** The currencies of spec §9. rate = units of this currency per 1 EUR. */
export const currencies = pgTable(
  "currencies",
  {
    id: serial("id").primaryKey(),
    code: text("code").notNull().unique(),
    label: text("label").notNull(),
    sign: text("sign").notNull(),
    active: boolean("active").notNull().default(true),
    rate: numeric("rate", { precision: 18, scale: 6, mode: "number" }).notNull(),
    icon: text("icon").notNull(),
    /** Digits of the minor unit: 2 for EUR, 0 for IRR. */
    decimals: integer("decimals").notNull().default(2),
    position: integer("position").notNull().default(0),
  },
  () => [check("currencies_rate_check", sql`(rate > (0)::numeric)`)],
);

export const newsletterSubscriptions = pgTable(
  "newsletter_subscriptions",
  {
    id: serial("id").primaryKey(),
    email: text("email").notNull(),
    locale: text("locale").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    unsubscribedAt: timestamp("unsubscribed_at", { withTimezone: true }),
    /** Double opt-in (migration 0408, decision 305): subscribed only once confirmed and not unsubscribed. */
    confirmedAt: timestamp("confirmed_at", { withTimezone: true }),
  },
  (t) => [uniqueIndex("newsletter_subscriptions_email_key").on(t.email)],
);

/** Requests for the verticals the agency books by hand (hotels, trains, tours …). */
export const serviceRequests = pgTable("service_requests", {
  id: serial("id").primaryKey(),
  vertical: text("vertical").notNull(),
  name: text("name").notNull(),
  email: text("email").notNull(),
  phone: text("phone"),
  destination: text("destination").notNull(),
  startDate: text("start_date"),
  endDate: text("end_date"),
  travellers: integer("travellers").notNull(),
  message: text("message"),
  locale: text("locale").notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Every e-mail and text message the site sends, queued in the transaction that causes it and
 * delivered by the outbox worker (decision 404); without SMTP the row is the delivery itself.
 */
export const outbox = pgTable(
  "outbox",
  {
    id: serial("id").primaryKey(),
    channel: text("channel").notNull().default("email"),
    recipient: text("recipient").notNull(),
    subject: text("subject").notNull(),
    body: text("body").notNull(),
    html: text("html"),
    /** Headers of this message (List-Unsubscribe, migration 0413), made header-safe when queued. */
    headers: jsonb("headers").$type<Record<string, string>>(),
    /** pending → sending (leased) → sent | stored, or back to pending with backoff, or failed */
    status: text("status").notNull().default("pending"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    /** What the worker adds at send time: "message" (nothing), "order-ticket" (the PDF ticket of order `ref`), "contact" (…). */
    kind: text("kind").notNull().default("message"),
    ref: text("ref"),
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }).notNull().defaultNow(),
    /** The lease of the worker that claimed the row ("sending"); expired, the row can be claimed again. */
    lockedUntil: timestamp("locked_until", { withTimezone: true }),
    claimToken: text("claim_token"),
    lastError: text("last_error"),
    sentAt: timestamp("sent_at", { withTimezone: true }),
  },
  (t) => [
    index("outbox_recipient_idx").on(t.recipient, t.id),
    index("outbox_due_idx")
      .on(t.nextAttemptAt, t.id)
      .where(sql`${t.status} = ANY (ARRAY['pending'::text, 'sending'::text])`),
    check(
      "outbox_status_check",
      sql`(status = ANY (ARRAY['pending'::text, 'sending'::text, 'sent'::text, 'stored'::text, 'failed'::text]))`,
    ),
    check("outbox_attempts_check", sql`(attempts >= 0)`),
    check("outbox_lease_check", sql`((status <> 'sending'::text) OR (locked_until IS NOT NULL))`),
  ],
);

/**
 * The nonces of the public forms' honeypot tokens that were used (migration 0412, decision 207): a token is
 * accepted once; its row is kept until the token would have expired anyway.
 */
export const honeypotNonces = pgTable(
  "honeypot_nonces",
  {
    nonce: text("nonce").primaryKey(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  },
  (t) => [index("honeypot_nonces_expires_at_idx").on(t.expiresAt)],
);
