import { sql } from "drizzle-orm";
import { check, index, integer, jsonb, pgTable, serial, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { users } from "./accounts";

/**
 * Cart core (migration 0003): a cart and its typed lines. A guest's cart is found by the
 * cart-id cookie; a signed-in user's cart by user_id. A line's `kind` says what it is
 * ("flight" now; "hotel", "insurance", "tour", "service" later) and `payload` holds what
 * that kind needs (offer ids, passengers, contact …). Prices are net of VAT, in EUR minor units,
 * broken down in `breakdown` (ticket amount per passenger type, tax, commission, other costs).
 */
export const carts = pgTable(
  "carts",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: integer("user_id").references(() => users.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("carts_user_idx").on(t.userId)],
);

export interface PriceBreakdown {
  /** Ticket amount per passenger type (or per unit for other kinds), net of VAT. */
  items: { key: string; quantity: number; unitAmount: number }[];
  tax: number;
  commission: number;
  otherCosts: number;
  /** items + tax + commission + otherCosts, net of VAT. */
  total: number;
}

export const cartLines = pgTable(
  "cart_lines",
  {
    id: serial("id").primaryKey(),
    cartId: uuid("cart_id")
      .notNull()
      .references(() => carts.id, { onDelete: "cascade" }),
    kind: text("kind").notNull(),
    payload: jsonb("payload").$type<Record<string, unknown>>().notNull(),
    currency: text("currency").notNull().default("EUR"),
    /** The line's total, net of VAT, minor units of `currency`. */
    amount: integer("amount").notNull(),
    breakdown: jsonb("breakdown").$type<PriceBreakdown>().notNull(),
    quantity: integer("quantity").notNull().default(1),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("cart_lines_cart_idx").on(t.cartId),
    check("cart_lines_amount_check", sql`(amount >= 0)`),
    check("cart_lines_quantity_check", sql`(quantity > 0)`),
  ],
);
