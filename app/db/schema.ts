/**
 * The one PostgreSQL schema (drizzle pg-core), split by domain. Each domain file has a
 * matching SQL migration in app/db/migrations/ (see README "Conventions").
 */
export * from "./schema/shell";
export * from "./schema/accounts";
export * from "./schema/cart";
export * from "./schema/passengers";
export * from "~/products/flights/schema";
export * from "./schema/orders";
export * from "./schema/content";
export * from "~/products/hotels/schema";
export * from "~/products/trains/schema";
