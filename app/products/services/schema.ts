import { sql } from "drizzle-orm";
import {
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { users } from "~/db/schema";
import type { Locale } from "~/routing/screen-table";
import type { ItemKind, ItemUnit, ProjectStatus } from "./codes";

/**
 * Services and project estimates (migration 0427_services.sql; decision 800). Service ids are given by the seed
 * (seed.ts) so a re-seed keeps them; projects, their items and their status history are the visitors'. Amounts are
 * minor units (bigint, read as numbers: an estimate in rials stays far below 2^53); volumes and coefficients are
 * numerics read as strings and turned into numbers by projects.server.ts.
 */
export interface ServiceText {
  name: string;
  summary: string;
  description: string;
}

export interface DefaultItem {
  name: Record<Locale, string>;
  kind: ItemKind;
  unit: ItemUnit;
  volume: number;
  /** Minor units of `currency`. */
  value: number;
  currency: string;
  coefficient: number;
}

export const services = pgTable(
  "services",
  {
    id: integer("id").primaryKey(),
    slug: text("slug").notNull().unique(),
    texts: jsonb("texts").$type<Record<Locale, ServiceText>>().notNull(),
    pictures: jsonb("pictures")
      .$type<string[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    defaultItems: jsonb("default_items")
      .$type<DefaultItem[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    defaultPersons: smallint("default_persons").notNull().default(1),
    sort: smallint("sort").notNull().default(0),
    published: boolean("published").notNull().default(true),
  },
  () => [
    check("services_slug_check", sql`slug ~ '^[a-z0-9-]+$' AND slug NOT IN ('estimate')`),
    check("services_persons_check", sql`default_persons BETWEEN 1 AND 1000`),
  ],
);

export const projects = pgTable(
  "projects",
  {
    id: serial("id").primaryKey(),
    slug: text("slug").notNull().unique(),
    serviceId: integer("service_id").references(() => services.id, { onDelete: "set null" }),
    title: text("title").notNull(),
    status: text("status").$type<ProjectStatus>().notNull().default("draft"),
    userId: integer("user_id").references(() => users.id, { onDelete: "cascade" }),
    guestTokenHash: text("guest_token_hash"),
    locale: text("locale").$type<Locale>().notNull(),
    currency: text("currency").notNull(),
    vatMode: text("vat_mode").$type<"incl" | "excl">().notNull().default("incl"),
    persons: smallint("persons").notNull().default(1),
    validUntil: date("valid_until", { mode: "string" }),
    firmTotal: bigint("firm_total", { mode: "number" }),
    depositPercent: smallint("deposit_percent"),
    firmNote: text("firm_note"),
    quoteRequestedAt: timestamp("quote_requested_at", { withTimezone: true }),
    /** Migration 0428 (decision 811): an order placed for the firm quote holds it (paid once). */
    held: boolean("held").notNull().default(false),
    /** Migration 0429 (decision 813): a read-only link is shared while set; stopping raises the version. */
    sharedAt: timestamp("shared_at", { withTimezone: true }),
    shareVersion: integer("share_version").notNull().default(0),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("projects_user_idx").on(t.userId, t.updatedAt),
    index("projects_guest_idx").on(t.guestTokenHash),
    check("projects_title_check", sql`char_length(title) BETWEEN 1 AND 80`),
    check(
      "projects_status_check",
      sql`status IN ('draft', 'in_progress', 'quote_requested', 'firm', 'completed', 'cancelled')`,
    ),
    check("projects_locale_check", sql`locale IN ('fa', 'en', 'nl', 'fr')`),
    check("projects_currency_check", sql`currency IN ('EUR', 'USD', 'IRR', 'GBP', 'CAD')`),
    check("projects_vat_check", sql`vat_mode IN ('incl', 'excl')`),
    check("projects_persons_check", sql`persons BETWEEN 1 AND 1000`),
    check("projects_firm_total_check", sql`firm_total IS NULL OR firm_total >= 0`),
    check("projects_deposit_check", sql`deposit_percent IS NULL OR deposit_percent BETWEEN 1 AND 100`),
    check("projects_owner_check", sql`user_id IS NOT NULL OR guest_token_hash IS NOT NULL`),
    check("projects_share_version_check", sql`share_version >= 0`),
    check("projects_firm_check", sql`status <> 'firm' OR (valid_until IS NOT NULL AND firm_total IS NOT NULL)`),
  ],
);

export const projectItems = pgTable(
  "project_items",
  {
    id: serial("id").primaryKey(),
    projectId: integer("project_id")
      .notNull()
      .references(() => projects.id, { onDelete: "cascade" }),
    position: integer("position").notNull(),
    name: text("name").notNull(),
    kind: text("kind").$type<ItemKind>().notNull(),
    unit: text("unit").$type<ItemUnit>().notNull(),
    volume: numeric("volume", { precision: 10, scale: 2 }).notNull(),
    value: bigint("value", { mode: "number" }).notNull(),
    currency: text("currency").notNull(),
    coefficient: numeric("coefficient", { precision: 8, scale: 4 }).notNull().default("1"),
    pictures: jsonb("pictures")
      .$type<string[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    donePercent: smallint("done_percent").notNull().default(0),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("project_items_project_idx").on(t.projectId, t.position),
    check("project_items_name_check", sql`char_length(name) BETWEEN 1 AND 80`),
    check(
      "project_items_kind_check",
      sql`kind IN ('room_nights', 'flights', 'bus', 'guide', 'hall', 'catering', 'visa', 'insurance', 'transfer', 'activity', 'other')`,
    ),
    check("project_items_unit_check", sql`unit IN ('night', 'person', 'day', 'trip', 'hour', 'piece')`),
    check("project_items_volume_check", sql`volume > 0 AND volume <= 10000`),
    check("project_items_value_check", sql`value >= 0`),
    check("project_items_currency_check", sql`currency IN ('EUR', 'USD', 'IRR', 'GBP', 'CAD')`),
    check("project_items_coefficient_check", sql`coefficient > 0 AND coefficient <= 10`),
    check("project_items_done_check", sql`done_percent BETWEEN 0 AND 100`),
    check("project_items_pictures_check", sql`jsonb_typeof(pictures) = 'array' AND jsonb_array_length(pictures) <= 4`),
  ],
);

export const projectStatusHistory = pgTable(
  "project_status_history",
  {
    id: serial("id").primaryKey(),
    projectId: integer("project_id")
      .notNull()
      .references(() => projects.id, { onDelete: "cascade" }),
    fromStatus: text("from_status").$type<ProjectStatus>(),
    toStatus: text("to_status").$type<ProjectStatus>().notNull(),
    actor: text("actor").$type<"customer" | "desk" | "system">().notNull(),
    staffUserId: integer("staff_user_id").references(() => users.id, { onDelete: "set null" }),
    note: text("note"),
    at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("project_status_history_project_idx").on(t.projectId, t.at),
    check(
      "project_status_history_status_check",
      sql`to_status IN ('draft', 'in_progress', 'quote_requested', 'firm', 'completed', 'cancelled')`,
    ),
    check("project_status_history_actor_check", sql`actor IN ('customer', 'desk', 'system')`),
  ],
);

/**
 * A firm quote's group (migration 0430, decision 814): each participant pays their own share (net of VAT, minor
 * units of the project's currency) through a personal signed link; `linkVersion` withdraws the links sent when
 * raised, `held` is the share's hold by an order (paid once). The shares never exceed the firm total (a guard in the
 * transaction that adds one, the project row locked, and again in the share's hold).
 */
export const projectParticipants = pgTable(
  "project_participants",
  {
    id: serial("id").primaryKey(),
    projectId: integer("project_id")
      .notNull()
      .references(() => projects.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    email: text("email").notNull(),
    amount: bigint("amount", { mode: "number" }).notNull(),
    linkVersion: integer("link_version").notNull().default(1),
    held: boolean("held").notNull().default(false),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("project_participants_email_idx").on(t.projectId, sql`lower(email)`),
    check("project_participants_name_check", sql`char_length(name) BETWEEN 1 AND 80`),
    check("project_participants_email_check", sql`char_length(email) BETWEEN 3 AND 254 AND position('@' in email) > 1`),
    check("project_participants_amount_check", sql`amount > 0`),
    check("project_participants_link_version_check", sql`link_version >= 1`),
  ],
);
