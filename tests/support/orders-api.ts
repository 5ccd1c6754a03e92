/**
 * The order modules in one namespace for the database suites and benches, which drive the whole
 * booking core (quote, place, pay, expire, cancel, refund, wallet) and load it after the database
 * is chosen (`await import`). The application imports each module itself.
 */
export * from "../../app/domains/orders/order-read.server";
export * from "../../app/domains/orders/quote.server";
export * from "../../app/domains/orders/orders.server";
export * from "../../app/domains/orders/payments.server";
export * from "../../app/domains/orders/expiry.server";
export * from "../../app/domains/orders/refunds.server";
export * from "../../app/domains/orders/wallet.server";
export * from "../../app/domains/orders/changes.server";
