/// <reference types="vite/client" />
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { generateDrizzleJson, generateMigration } from "drizzle-kit/api";
import { openDatabase } from "~/db/client.server";
import * as core from "~/db/schema";

/** The core's tables and every product's (app/products/<name>/schema.ts, decision 030), found by their place. */
const productSchemas = import.meta.glob<Record<string, unknown>>("../../app/products/*/schema.ts", { eager: true });
const schema: Record<string, unknown> = Object.assign({}, core, ...Object.values(productSchemas));

/**
 * The migrations (app/db/migrations, hand-written SQL) and the drizzle schema (app/db/schema)
 * describe the same database. One PGlite database is built by the migrations, another by the
 * SQL drizzle-kit generates from the schema; their catalogs must be equal: tables, columns
 * (type, nullability, default), indexes, and primary-key, unique, foreign-key and check
 * constraints. (drizzle-kit's pushSchema cannot introspect PGlite: it drops query parameters.)
 * A difference means a migration without its schema change or the other way round.
 */
type Handle = Awaited<ReturnType<typeof openDatabase>>;

async function catalog(handle: Handle) {
  const rows = async (sql: string) =>
    (await handle.query(sql)).map((r) =>
      Object.values(r)
        .map((v) => String(v ?? ""))
        .join(" | "),
    );
  return {
    tables: await rows(
      `SELECT table_name FROM information_schema.tables WHERE table_schema = 'public' AND table_name <> 'schema_migrations' ORDER BY 1`,
    ),
    columns: await rows(`
      SELECT table_name, column_name, data_type, udt_name, is_nullable, column_default, character_maximum_length, numeric_precision, numeric_scale, is_identity
      FROM information_schema.columns WHERE table_schema = 'public' AND table_name <> 'schema_migrations' ORDER BY 1, 2`),
    // Indexes of their own (those behind a primary key or unique constraint are compared as constraints).
    indexes: await rows(`
      SELECT i.tablename, i.indexdef FROM pg_indexes i
      WHERE i.schemaname = 'public' AND i.tablename <> 'schema_migrations'
        AND NOT EXISTS (SELECT 1 FROM pg_constraint k WHERE k.conindid = (quote_ident(i.schemaname) || '.' || quote_ident(i.indexname))::regclass AND k.contype IN ('p', 'u'))
      ORDER BY 1, 2`),
    // Constraint names differ (PostgreSQL's table_column_fkey against drizzle's table_column_other_id_fk), so they
    // are compared by definition; check constraints are named alike in both and compared with their names.
    constraints: await rows(`
      SELECT c.relname, k.contype, CASE WHEN k.contype = 'c' THEN k.conname ELSE '' END, pg_get_constraintdef(k.oid)
      FROM pg_constraint k JOIN pg_class c ON c.oid = k.conrelid JOIN pg_namespace n ON n.oid = c.relnamespace
      WHERE n.nspname = 'public' AND c.relname <> 'schema_migrations' ORDER BY 1, 2, 3, 4`),
  };
}

let migrated: Handle;
let fromSchema: Handle;

beforeAll(async () => {
  [migrated, fromSchema] = await Promise.all([
    openDatabase({ dataDir: "memory://", databaseUrl: "" }),
    openDatabase({ dataDir: "memory://", databaseUrl: "", migrate: false }),
  ]);
  const statements = await generateMigration(generateDrizzleJson({}), generateDrizzleJson(schema));
  for (const statement of statements) await fromSchema.exec(statement);
}, 120_000);

afterAll(async () => {
  await Promise.all([migrated?.close(), fromSchema?.close()]);
});

describe("migrations and the drizzle schema", () => {
  it("build the same database", async () => {
    const [a, b] = await Promise.all([catalog(migrated), catalog(fromSchema)]);
    for (const part of ["tables", "columns", "indexes", "constraints"] as const) {
      const onlyMigrations = a[part].filter((x) => !b[part].includes(x));
      const onlySchema = b[part].filter((x) => !a[part].includes(x));
      expect({ part, onlyMigrations, onlySchema }).toEqual({ part, onlyMigrations: [], onlySchema: [] });
    }
    expect(a.tables.length).toBeGreaterThan(20);
  });
});
