/**
 * The one PostgreSQL schema (drizzle pg-core), split by domain. Each domain file has a
 * matching SQL migration in app/db/migrations/ (see README "Conventions"). A product's tables
 * are in its own folder (app/products/<name>/schema.ts, decision 030): the core never reads them,
 * and nothing here lists the products.
 */
export * from "./schema/shell";
export * from "./schema/accounts";
export * from "./schema/cart";
export * from "./schema/passengers";
export * from "./schema/orders";
export * from "./schema/content";
export * from "./schema/desk";
export * from "./schema/desk-orders";
export * from "./schema/desk-requests";
export * from "./schema/desk-pages";
export * from "./schema/storage";
