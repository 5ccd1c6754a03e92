import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  date,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
} from "drizzle-orm/pg-core";

/** Job offers, guide pages and special offers, edited on the desk (migration 0422, decision 118). */
export const jobOffers = pgTable("job_offers", {
  id: serial("id").primaryKey(),
  /** What an application names (job_applications.position). */
  key: text("key").notNull().unique(),
  position: integer("position").notNull().default(0),
  published: boolean("published").notNull().default(false),
  /** The last agency day it takes applications; null: until unpublished. */
  closesOn: date("closes_on", { mode: "string" }),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

export const jobOfferTranslations = pgTable(
  "job_offer_translations",
  {
    offerId: integer("offer_id")
      .notNull()
      .references(() => jobOffers.id, { onDelete: "cascade" }),
    locale: text("locale").notNull(),
    title: text("title").notNull(),
    bodyMarkdown: text("body_markdown").notNull(),
    bodyHtml: text("body_html").notNull(),
  },
  (t) => [primaryKey({ columns: [t.offerId, t.locale] })],
);

/** A guide page, named by its screen (purchaseGuide, refundGuide). */
export const guidePages = pgTable("guide_pages", {
  screen: text("screen").primaryKey(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

export const guidePageTranslations = pgTable(
  "guide_page_translations",
  {
    screen: text("screen")
      .notNull()
      .references(() => guidePages.screen, { onDelete: "cascade" }),
    locale: text("locale").notNull(),
    title: text("title").notNull(),
    intro: text("intro").notNull(),
    bodyMarkdown: text("body_markdown").notNull(),
    bodyHtml: text("body_html").notNull(),
    published: boolean("published").notNull().default(true),
  },
  (t) => [primaryKey({ columns: [t.screen, t.locale] })],
);

export const specialOffers = pgTable(
  "special_offers",
  {
    id: serial("id").primaryKey(),
    key: text("key").notNull().unique(),
    position: integer("position").notNull().default(0),
    published: boolean("published").notNull().default(false),
    /** The first and last agency days it is shown (inclusive); null: open. */
    startsOn: date("starts_on", { mode: "string" }),
    endsOn: date("ends_on", { mode: "string" }),
    /** The picture's address (the 1200 px WebP of content_images), or "". */
    picture: text("picture").notNull().default(""),
    /** A product's offer: its kind, and the search it prices (the product's `offers.fare`). */
    product: text("product"),
    params: jsonb("params").$type<Record<string, string>>().notNull().default({}),
    /** An offer priced by the travel desk: the screen it opens, its price and the usual one (EUR minor, net). */
    screen: text("screen"),
    price: integer("price"),
    was: integer("was"),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check("special_offers_window", sql`${t.startsOn} IS NULL OR ${t.endsOn} IS NULL OR ${t.startsOn} <= ${t.endsOn}`),
    check(
      "special_offers_kind",
      sql`${t.product} IS NOT NULL OR (${t.screen} IS NOT NULL AND ${t.price} IS NOT NULL AND ${t.was} IS NOT NULL)`,
    ),
  ],
);

export const specialOfferTranslations = pgTable(
  "special_offer_translations",
  {
    offerId: integer("offer_id")
      .notNull()
      .references(() => specialOffers.id, { onDelete: "cascade" }),
    locale: text("locale").notNull(),
    title: text("title").notNull(),
    text: text("text").notNull(),
  },
  (t) => [primaryKey({ columns: [t.offerId, t.locale] })],
);
