import { sql } from "drizzle-orm";
import {
  check,
  customType,
  index,
  integer,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  unique,
} from "drizzle-orm/pg-core";
import { orderLines, orders } from "./orders";

/** PostgreSQL's bytea: node-postgres reads a Buffer, PGlite a Uint8Array; both are Uint8Arrays. */
const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({ dataType: () => "bytea" });

/** Uploaded files kept in the database: the storage interface's default (migration 0426, decision 412). */
export const storedFiles = pgTable("stored_files", {
  key: text("key").primaryKey(),
  contentType: text("content_type").notNull(),
  bytes: bytea("bytes").notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

/** The documents travellers uploaded for a line (a passport scan, a photo): one of each kind per traveller. */
export const travellerDocuments = pgTable(
  "traveller_documents",
  {
    id: serial("id").primaryKey(),
    /** The unguessable id it is served under (never the storage key). */
    publicId: text("public_id").notNull().unique(),
    orderId: integer("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    orderLineId: integer("order_line_id")
      .notNull()
      .references(() => orderLines.id, { onDelete: "cascade" }),
    /** The traveller's place in the line's passengers (0 = the first). */
    traveller: smallint("traveller").notNull(),
    kind: text("kind").$type<"passportScan" | "photo">().notNull(),
    storageKey: text("storage_key").notNull(),
    /** The name the file had on the uploader's device, tidied: shown (escaped), never used as a path. */
    fileName: text("file_name").notNull(),
    contentType: text("content_type").notNull(),
    size: integer("size").notNull(),
    uploadedAt: timestamp("uploaded_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("traveller_documents_order_idx").on(t.orderId),
    unique("traveller_documents_line_traveller_kind_unique").on(t.orderLineId, t.traveller, t.kind),
    check("traveller_documents_traveller_check", sql`(traveller >= 0)`),
    check("traveller_documents_kind_check", sql`(kind IN ('passportScan', 'photo'))`),
    check("traveller_documents_size_check", sql`(size > 0)`),
  ],
);
