import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  index,
  integer,
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

/** Every e-mail the site sends is recorded here; without SMTP it is the delivery itself. */
export const outbox = pgTable(
  "outbox",
  {
    id: serial("id").primaryKey(),
    channel: text("channel").notNull().default("email"),
    recipient: text("recipient").notNull(),
    subject: text("subject").notNull(),
    body: text("body").notNull(),
    html: text("html"),
    status: text("status").notNull().default("stored"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("outbox_recipient_idx").on(t.recipient, t.id)],
);
