import fs from "node:fs";
import path from "node:path";
import { getEnv } from "../utils/env.server";

/**
 * Versioned SQL migrations: app/db/migrations/NNNN_name.sql, applied once each, in number
 * order, each in its own transaction, recorded in schema_migrations. The numbers are ONE
 * sequence (decision 011): a new migration takes the next number after the highest one, so a
 * fresh and an existing database apply the same migrations in the same order. A pending
 * migration numbered below one already applied is refused (it would run in another order on
 * existing databases than on fresh ones). 0001–0400 predate the rule (per-domain ranges) and
 * keep their numbers; a database that missed one of them still gets it.
 */
export const LAST_UNSEQUENCED = 400;

export function migrationsDir() {
  return getEnv().PARVAZ_MIGRATIONS_DIR ?? path.join(process.cwd(), "app", "db", "migrations");
}

export interface Migration {
  name: string;
  number: number;
  sql: string;
}

/** The migrations of a directory in number order; two files with one number are an error. */
export function listMigrations(dir = migrationsDir()): Migration[] {
  const migrations = fs
    .readdirSync(dir)
    .filter((f) => /^\d{4,}_[\w-]+\.sql$/.test(f))
    .map((file) => ({
      name: file.replace(/\.sql$/, ""),
      number: migrationNumber(file),
      sql: fs.readFileSync(path.join(dir, file), "utf8"),
    }))
    .sort((a, b) => a.number - b.number);
  for (let i = 1; i < migrations.length; i++) {
    if (migrations[i].number === migrations[i - 1].number)
      throw new Error(
        `migrations ${migrations[i - 1].name} and ${migrations[i].name} have the same number: give the newer one the next free number`,
      );
  }
  return migrations;
}

export function migrationNumber(name: string) {
  return Number(/^(\d+)_/.exec(name)?.[1] ?? NaN);
}

export async function migrate(
  exec: (sql: string) => Promise<void>,
  query: (sql: string) => Promise<Record<string, unknown>[]>,
  dir = migrationsDir(),
) {
  await exec(
    `CREATE TABLE IF NOT EXISTS schema_migrations (name text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())`,
  );
  // Serialise concurrent boots of several server processes on one PostgreSQL database.
  await exec(`SELECT pg_advisory_lock(727274)`);
  try {
    const migrations = listMigrations(dir);
    const done = new Set((await query(`SELECT name FROM schema_migrations`)).map((r) => String(r.name)));
    const highest = Math.max(0, ...[...done].map(migrationNumber).filter(Number.isFinite));
    const pending = migrations.filter((m) => !done.has(m.name));
    const late = pending.find((m) => m.number > LAST_UNSEQUENCED && m.number <= highest);
    if (late) {
      const next = String(Math.max(highest, ...migrations.map((m) => m.number)) + 1).padStart(4, "0");
      throw new Error(
        `migration ${late.name} is numbered below migrations already applied (up to ${highest}): renumber it ${next}_… (one sequence, decision 011)`,
      );
    }
    for (const migration of pending) {
      await exec(
        `BEGIN;\n${migration.sql}\nINSERT INTO schema_migrations (name) VALUES ('${migration.name}');\nCOMMIT;`,
      );
    }
  } catch (error) {
    await exec("ROLLBACK").catch(() => {});
    throw error;
  } finally {
    await exec(`SELECT pg_advisory_unlock(727274)`);
  }
}
