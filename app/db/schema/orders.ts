import { sql } from "drizzle-orm";
import {
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
  unique,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { users } from "./accounts";
import type { DiscountType } from "~/domains/orders/rules";
import type { PriceBreakdown } from "./cart";

/**
 * Orders and payments (migration 0400): discount codes, gift cards, orders with their
 * lines and e-tickets, card payments through a provider, the wallet ledger, saved cards
 * (brand, last four and a provider token only) and refunds. Amounts are integers in
 * minor units of `currency` (EUR), net of VAT unless named `vat`/`total`.
 */
export const discountCodes = pgTable(
  "discount_codes",
  {
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
  },
  () => [
    check("discount_codes_check", sql`((usage_limit IS NULL) OR (used_count <= usage_limit))`),
    check("discount_codes_min_amount_check", sql`(min_amount >= 0)`),
    check(
      "discount_codes_type_check",
      sql`(type = ANY (ARRAY['fixed_amount'::text, 'percentage'::text, 'second_purchase'::text, 'buy_one_get_one'::text, 'direct'::text]))`,
    ),
    check("discount_codes_usage_limit_check", sql`((usage_limit IS NULL) OR (usage_limit >= 0))`),
    check("discount_codes_used_count_check", sql`(used_count >= 0)`),
    check("discount_codes_value_check", sql`(value >= 0)`),
  ],
);

export const giftCards = pgTable(
  "gift_cards",
  {
    id: serial("id").primaryKey(),
    code: text("code").notNull().unique(),
    kind: text("kind").$type<"gift" | "promo">().notNull().default("gift"),
    currency: text("currency").notNull().default("EUR"),
    initialAmount: integer("initial_amount").notNull(),
    balance: integer("balance").notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }),
    redeemedBy: integer("redeemed_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  () => [
    check("gift_cards_balance_check", sql`(balance >= 0)`),
    check("gift_cards_check", sql`(balance <= initial_amount)`),
    check("gift_cards_initial_amount_check", sql`(initial_amount >= 0)`),
    check("gift_cards_kind_check", sql`(kind = ANY (ARRAY['gift'::text, 'promo'::text]))`),
  ],
);

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
    /** Units of `currency` per 1 EUR when the order was placed (every amount below is in `currency`). */
    rate: numeric("rate", { precision: 18, scale: 6, mode: "number" }).notNull().default(1),
    /** Who placed it while it waits for payment (a user or a guest cart) and from where: the hold limits. */
    visitor: text("visitor"),
    /** Links in this order's e-mails carry it; raising it withdraws them (booking links). */
    accessVersion: integer("access_version").notNull().default(1),
    clientIp: text("client_ip"),
    ticketAmount: integer("ticket_amount").notNull(),
    tax: integer("tax").notNull(),
    commission: integer("commission").notNull(),
    otherCosts: integer("other_costs").notNull(),
    discount: integer("discount").notNull().default(0),
    vat: integer("vat").notNull(),
    total: integer("total").notNull(),
    giftCardAmount: integer("gift_card_amount").notNull().default(0),
    /** What the gift card gave, in the card's (base) currency. */
    giftCardBase: integer("gift_card_base").notNull().default(0),
    walletAmount: integer("wallet_amount").notNull().default(0),
    cardAmount: integer("card_amount").notNull().default(0),
    /** What is still owed after a deposit (decision 411), and the agency day it is due by; 0 and null when paid in full. */
    balanceAmount: integer("balance_amount").notNull().default(0),
    balanceDueOn: date("balance_due_on", { mode: "string" }),
    /** The last balance reminder queued (7, then 2 days before the due day); each is sent once. */
    balanceReminded: smallint("balance_reminded"),
    buyer: jsonb("buyer").$type<Buyer>().notNull(),
    /** Only when an invoice was requested or the payment method needs it (decision 405). */
    billing: jsonb("billing").$type<Address>(),
    /** Only when a line ships something (decision 405). */
    shipping: jsonb("shipping").$type<Address>(),
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
  (t) => [
    index("orders_user_idx").on(t.userId),
    check("orders_card_amount_check", sql`(card_amount >= 0)`),
    check("orders_check", sql`((gift_card_amount + wallet_amount) <= total)`),
    check("orders_gift_card_amount_check", sql`(gift_card_amount >= 0)`),
    check(
      "orders_status_check",
      sql`(status = ANY (ARRAY['pending_payment'::text, 'confirmed'::text, 'cancelled'::text, 'expired'::text]))`,
    ),
    check("orders_total_check", sql`(total >= 0)`),
    check("orders_wallet_amount_check", sql`(wallet_amount >= 0)`),
    index("orders_pending_idx")
      .on(t.expiresAt)
      .where(sql`${t.status} = 'pending_payment'`),
    check("orders_rate_check", sql`(rate > (0)::numeric)`),
    check("orders_gift_card_base_check", sql`(gift_card_base >= 0)`),
    check("orders_access_version_check", sql`(access_version >= 1)`),
    index("orders_pending_visitor_idx")
      .on(t.visitor)
      .where(sql`${t.status} = 'pending_payment'`),
    index("orders_pending_ip_idx")
      .on(t.clientIp)
      .where(sql`${t.status} = 'pending_payment'`),
    check("orders_balance_amount_check", sql`(balance_amount >= 0)`),
    check("orders_paid_check", sql`((gift_card_amount + wallet_amount + card_amount + balance_amount) <= total)`),
    check("orders_balance_due_check", sql`((balance_amount = 0) OR (balance_due_on IS NOT NULL))`),
    index("orders_balance_due_idx")
      .on(t.balanceDueOn)
      .where(sql`${t.balanceAmount} > 0 AND ${t.status} = 'confirmed'`),
  ],
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
  (t) => [
    index("order_lines_order_idx").on(t.orderId),
    check("order_lines_amount_check", sql`(amount >= 0)`),
    check("order_lines_quantity_check", sql`(quantity > 0)`),
  ],
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

export type OrderChangeStatus = "pending_payment" | "done" | "expired";

/**
 * A change of a confirmed order's line after purchase (decision 109): the new line (payload,
 * amount and breakdown in the order's currency, net of VAT), the fee (net), and what the customer
 * pays (`due`) or gets back (`refund`), VAT included. While the due is paid, the new line's
 * inventory is held; applying it replaces the line and gives back what the old one held.
 */
export const orderChanges = pgTable(
  "order_changes",
  {
    id: serial("id").primaryKey(),
    orderId: integer("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    orderLineId: integer("order_line_id")
      .notNull()
      .references(() => orderLines.id, { onDelete: "cascade" }),
    status: text("status").$type<OrderChangeStatus>().notNull(),
    payload: jsonb("payload").$type<Record<string, unknown>>().notNull(),
    amount: integer("amount").notNull(),
    breakdown: jsonb("breakdown").$type<PriceBreakdown>().notNull(),
    fee: integer("fee").notNull(),
    due: integer("due").notNull(),
    refund: integer("refund").notNull(),
    currency: text("currency").notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    doneAt: timestamp("done_at", { withTimezone: true }),
  },
  (t) => [
    index("order_changes_order_idx").on(t.orderId),
    uniqueIndex("order_changes_one_pending")
      .on(t.orderId)
      .where(sql`${t.status} = 'pending_payment'`),
    check(
      "order_changes_status_check",
      sql`(status = ANY (ARRAY['pending_payment'::text, 'done'::text, 'expired'::text]))`,
    ),
    check("order_changes_amount_check", sql`(amount >= 0)`),
    check("order_changes_fee_check", sql`(fee >= 0)`),
    check("order_changes_due_check", sql`(due >= 0)`),
    check("order_changes_refund_check", sql`(refund >= 0)`),
    check("order_changes_one_way_check", sql`((due = 0) OR (refund = 0))`),
  ],
);

/** refunded: charged, then refunded in full (a second charge, or one after the hold); cancelled: replaced by a newer attempt. */
export type PaymentStatus = "pending" | "succeeded" | "declined" | "failed" | "refunded" | "cancelled";

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
    /** Set when it pays a change of the order (order_changes) rather than the order itself. */
    changeId: integer("change_id").references(() => orderChanges.id, { onDelete: "cascade" }),
    /** What was given back of it so far (card refunds in parts: a cheaper date, then a cancellation). */
    refunded: integer("refunded").notNull().default(0),
    /** It pays the balance of an order confirmed on a deposit (decision 411). */
    forBalance: boolean("for_balance").notNull().default(false),
  },
  (t) => [
    index("payments_order_idx").on(t.orderId),
    check("payments_amount_check", sql`(amount > 0)`),
    check(
      "payments_status_check",
      sql`(status = ANY (ARRAY['pending'::text, 'succeeded'::text, 'declined'::text, 'failed'::text, 'refunded'::text, 'cancelled'::text]))`,
    ),
    uniqueIndex("payments_one_success")
      .on(t.orderId)
      .where(sql`${t.status} = 'succeeded' AND ${t.changeId} IS NULL AND NOT ${t.forBalance}`),
    uniqueIndex("payments_one_balance_success")
      .on(t.orderId)
      .where(sql`${t.status} = 'succeeded' AND ${t.forBalance}`),
    uniqueIndex("payments_one_success_per_change")
      .on(t.changeId)
      .where(sql`${t.status} = 'succeeded'`),
    check("payments_refunded_check", sql`((refunded >= 0) AND (refunded <= amount))`),
  ],
);

/** adjustment: made by finance on the desk (migration 0417), with who made it and why (note). */
export type WalletEntryKind =
  "credit" | "payment" | "payment_reversal" | "refund" | "gift_card" | "adjustment" | "balance_payment";

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
    /** The staff member who made an adjustment (migration 0417). */
    createdBy: integer("created_by").references(() => users.id, { onDelete: "set null" }),
  },
  (t) => [
    index("wallet_entries_user_idx").on(t.userId),
    check("wallet_entries_amount_check", sql`(amount <> 0)`),
    check(
      "wallet_entries_kind_check",
      sql`(kind = ANY (ARRAY['credit'::text, 'payment'::text, 'payment_reversal'::text, 'refund'::text, 'gift_card'::text, 'adjustment'::text, 'balance_payment'::text]))`,
    ),
    uniqueIndex("wallet_one_payment_per_order")
      .on(t.orderId)
      .where(sql`${t.kind} = 'payment'`),
    uniqueIndex("wallet_one_reversal_per_order")
      .on(t.orderId)
      .where(sql`${t.kind} = 'payment_reversal'`),
    uniqueIndex("wallet_one_balance_payment_per_order")
      .on(t.orderId)
      .where(sql`${t.kind} = 'balance_payment'`),
  ],
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
  (t) => [
    unique().on(t.userId, t.fingerprint),
    check("saved_cards_exp_month_check", sql`((exp_month >= 1) AND (exp_month <= 12))`),
    check("saved_cards_last4_check", sql`(last4 ~ '^[0-9]{4}$'::text)`),
  ],
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
    /** Card refunds: the payment refunded (at most one refund each) and the provider's reference once done. */
    paymentId: integer("payment_id").references(() => payments.id, { onDelete: "set null" }),
    providerRef: text("provider_ref"),
    /** pending: recorded, not yet confirmed by the provider (the refund worker retries it). */
    status: text("status").$type<"pending" | "done">().notNull().default("done"),
    /** The staff member who made a manual refund on the desk (migration 0417); null when the site made it. */
    createdBy: integer("created_by").references(() => users.id, { onDelete: "set null" }),
  },
  (t) => [
    index("refunds_order_idx").on(t.orderId),
    check("refunds_status_check", sql`(status = ANY (ARRAY['pending'::text, 'done'::text]))`),
    index("refunds_payment_idx").on(t.paymentId),
    index("refunds_pending_idx")
      .on(t.id)
      .where(sql`${t.status} = 'pending'`),
    check("refunds_amount_check", sql`(amount >= 0)`),
    check("refunds_method_check", sql`(method = ANY (ARRAY['wallet'::text, 'card'::text, 'gift_card'::text]))`),
  ],
);
