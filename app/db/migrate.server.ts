import fs from "node:fs";
import path from "node:path";
import { getEnv } from "../utils/env.server";

/**
 * Versioned SQL migrations: app/db/migrations/NNNN_name.sql, applied once each, in
 * order, each in its own transaction, recorded in schema_migrations. Number ranges by
 * domain keep parallel work apart: 0001–0099 shell, 0100 flights, 0200 accounts,
 * 0300 content, 0400 orders and payments.
 */
export function migrationsDir() {
  return getEnv().PARVAZ_MIGRATIONS_DIR ?? path.join(process.cwd(), "app", "db", "migrations");
}

export function listMigrations(dir = migrationsDir()) {
  return fs
    .readdirSync(dir)
    .filter((f) => /^\d{4}_[\w-]+\.sql$/.test(f))
    .sort()
    .map((file) => ({ name: file.replace(/\.sql$/, ""), sql: fs.readFileSync(path.join(dir, file), "utf8") }));
}

export async function migrate(
  exec: (sql: string) => Promise<void>,
  query: (sql: string) => Promise<Record<string, unknown>[]>,
) {
  await exec(`CREATE TABLE IF NOT EXISTS schema_migrations (name text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())`);
  // Serialise concurrent boots of several server processes on one PostgreSQL database.
  await exec(`SELECT pg_advisory_lock(727274)`);
  try {
    const done = new Set((await query(`SELECT name FROM schema_migrations`)).map((r) => String(r.name)));
    for (const migration of listMigrations()) {
      if (done.has(migration.name)) continue;
      await exec(`BEGIN;\n${migration.sql}\nINSERT INTO schema_migrations (name) VALUES ('${migration.name}');\nCOMMIT;`);
    }
  } catch (error) {
    await exec("ROLLBACK").catch(() => {});
    throw error;
  } finally {
    await exec(`SELECT pg_advisory_unlock(727274)`);
  }
}
