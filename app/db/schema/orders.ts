import { boolean, index, integer, jsonb, pgTable, serial, text, timestamp, unique } from "drizzle-orm/pg-core";
import { users } from "./accounts";
import type { DiscountType } from "~/domains/orders/rules";
import type { PriceBreakdown } from "./cart";

/**
 * Orders and payments (migration 0400): discount codes, gift cards, orders with their
 * lines and e-tickets, card payments through a provider, the wallet ledger, saved cards
 * (brand, last four and a provider token only) and refunds. Amounts are integers in
 * minor units of `currency` (EUR), net of VAT unless named `vat`/`total`.
 */
export const discountCodes = pgTable("discount_codes", {
  id: serial("id").primaryKey(),
  code: text("code").notNull().unique(),
  type: text("type").$type<DiscountType>().notNull(),
  /** fixed_amount and direct: minor units; percentage and second_purchase: percent. */
  value: integer("value").notNull(),
  currency: text("currency").notNull().default("EUR"),
  minAmount: integer("min_amount").notNull().default(0),
  validFrom: timestamp("valid_from", { withTimezone: true }),
  validUntil: timestamp("valid_until", { withTimezone: true }),
  usageLimit: integer("usage_limit"),
  usedCount: integer("used_count").notNull().default(0),
  active: boolean("active").notNull().default(true),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

export const giftCards = pgTable("gift_cards", {
  id: serial("id").primaryKey(),
  code: text("code").notNull().unique(),
  kind: text("kind").$type<"gift" | "promo">().notNull().default("gift"),
  currency: text("currency").notNull().default("EUR"),
  initialAmount: integer("initial_amount").notNull(),
  balance: integer("balance").notNull(),
  expiresAt: timestamp("expires_at", { withTimezone: true }),
  redeemedBy: integer("redeemed_by").references(() => users.id, { onDelete: "set null" }),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

export type OrderStatus = "pending_payment" | "confirmed" | "cancelled" | "expired";

export interface Address {
  postCode: string;
  houseNumber: string;
  address: string;
  street: string;
  city: string;
  county: string;
  province: string;
  mailbox: string;
}

export interface Buyer {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
}

export const orders = pgTable(
  "orders",
  {
    id: serial("id").primaryKey(),
    number: text("number").notNull().unique(),
    userId: integer("user_id").references(() => users.id, { onDelete: "set null" }),
    status: text("status").$type<OrderStatus>().notNull(),
    locale: text("locale").notNull().default("fa"),
    currency: text("currency").notNull().default("EUR"),
    ticketAmount: integer("ticket_amount").notNull(),
    tax: integer("tax").notNull(),
    commission: integer("commission").notNull(),
    otherCosts: integer("other_costs").notNull(),
    discount: integer("discount").notNull().default(0),
    vat: integer("vat").notNull(),
    total: integer("total").notNull(),
    giftCardAmount: integer("gift_card_amount").notNull().default(0),
    walletAmount: integer("wallet_amount").notNull().default(0),
    cardAmount: integer("card_amount").notNull().default(0),
    buyer: jsonb("buyer").$type<Buyer>().notNull(),
    billing: jsonb("billing").$type<Address>().notNull(),
    shipping: jsonb("shipping").$type<Address>().notNull(),
    charity: text("charity"),
    discovery: text("discovery"),
    sendTo: jsonb("send_to").$type<{ name: string; email: string } | null>(),
    discountCodeId: integer("discount_code_id").references(() => discountCodes.id),
    giftCardId: integer("gift_card_id").references(() => giftCards.id),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    confirmedAt: timestamp("confirmed_at", { withTimezone: true }),
    cancelledAt: timestamp("cancelled_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("orders_user_idx").on(t.userId)],
);

export const orderLines = pgTable(
  "order_lines",
  {
    id: serial("id").primaryKey(),
    orderId: integer("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    kind: text("kind").notNull(),
    payload: jsonb("payload").$type<Record<string, unknown>>().notNull(),
    currency: text("currency").notNull().default("EUR"),
    amount: integer("amount").notNull(),
    breakdown: jsonb("breakdown").$type<PriceBreakdown>().notNull(),
    quantity: integer("quantity").notNull().default(1),
  },
  (t) => [index("order_lines_order_idx").on(t.orderId)],
);

export const tickets = pgTable(
  "tickets",
  {
    id: serial("id").primaryKey(),
    orderId: integer("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    orderLineId: integer("order_line_id")
      .notNull()
      .references(() => orderLines.id, { onDelete: "cascade" }),
    passengerIndex: integer("passenger_index").notNull(),
    segmentIndex: integer("segment_index").notNull(),
    passengerName: text("passenger_name").notNull(),
    segmentLabel: text("segment_label").notNull(),
    number: text("number").notNull().unique(),
    issuedAt: timestamp("issued_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("tickets_order_idx").on(t.orderId), unique().on(t.orderLineId, t.passengerIndex, t.segmentIndex)],
);

export type PaymentStatus = "pending" | "succeeded" | "declined" | "failed";

export const payments = pgTable(
  "payments",
  {
    id: serial("id").primaryKey(),
    orderId: integer("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    provider: text("provider").notNull(),
    idempotencyKey: text("idempotency_key").notNull().unique(),
    amount: integer("amount").notNull(),
    currency: text("currency").notNull().default("EUR"),
    status: text("status").$type<PaymentStatus>().notNull(),
    providerRef: text("provider_ref"),
    cardBrand: text("card_brand"),
    cardLast4: text("card_last4"),
    saveCard: boolean("save_card").notNull().default(false),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    completedAt: timestamp("completed_at", { withTimezone: true }),
  },
  (t) => [index("payments_order_idx").on(t.orderId)],
);

export type WalletEntryKind = "credit" | "payment" | "payment_reversal" | "refund" | "gift_card";

export const walletEntries = pgTable(
  "wallet_entries",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    amount: integer("amount").notNull(),
    currency: text("currency").notNull().default("EUR"),
    kind: text("kind").$type<WalletEntryKind>().notNull(),
    orderId: integer("order_id").references(() => orders.id, { onDelete: "set null" }),
    giftCardId: integer("gift_card_id").references(() => giftCards.id),
    note: text("note"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("wallet_entries_user_idx").on(t.userId)],
);

export const savedCards = pgTable(
  "saved_cards",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    brand: text("brand").notNull(),
    last4: text("last4").notNull(),
    expMonth: integer("exp_month").notNull(),
    expYear: integer("exp_year").notNull(),
    holder: text("holder").notNull(),
    provider: text("provider").notNull(),
    providerToken: text("provider_token").notNull(),
    /** A keyed hash of the card number (duplicate detection); the number itself is never stored. */
    fingerprint: text("fingerprint").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [unique().on(t.userId, t.fingerprint)],
);

export const refunds = pgTable(
  "refunds",
  {
    id: serial("id").primaryKey(),
    orderId: integer("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    amount: integer("amount").notNull(),
    currency: text("currency").notNull().default("EUR"),
    method: text("method").$type<"wallet" | "card" | "gift_card">().notNull(),
    reason: text("reason").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("refunds_order_idx").on(t.orderId)],
);
