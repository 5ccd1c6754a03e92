import fs from "node:fs";
import pg from "pg";
import { inject } from "vitest";
import { closeDatabase, openDatabase, useHandle } from "~/db/client.server";

/**
 * A fresh, migrated database for one test file, installed as the process database.
 * - kind "pglite": in memory, from the run's migrated template when there is one (tests/support/pglite-template.ts).
 * - kind "postgres": a new database on TEST_PG_URL (default the local server), dropped afterwards,
 *   named <prefix>_<pid>_<random>: the suite's prefix, else TEST_DB_PREFIX, else "parvaz_test".
 */
export const TEST_PG_URL = process.env.TEST_PG_URL ?? "postgres://postgres@127.0.0.1:5432/test";
const TEST_DB_PREFIX = process.env.TEST_DB_PREFIX ?? "parvaz_test";

export async function createTestDatabase(kind: "pglite" | "postgres" = "pglite", prefix = TEST_DB_PREFIX) {
  if (kind === "pglite") {
    const template = inject("pgliteTemplate");
    const loadDataDir = template && fs.existsSync(template) ? new Blob([fs.readFileSync(template)]) : undefined;
    const handle = await openDatabase({ dataDir: "memory://", databaseUrl: "", loadDataDir });
    useHandle(handle);
    return { handle, drop: () => closeDatabase() };
  }
  if (!/^[a-z_][a-z0-9_]*$/.test(prefix)) throw new Error(`a database name prefix must be a plain name: ${prefix}`);
  const name = `${prefix}_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
  const admin = new pg.Client({ connectionString: TEST_PG_URL });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(TEST_PG_URL);
  url.pathname = `/${name}`;
  const handle = await openDatabase({ databaseUrl: url.toString() });
  useHandle(handle);
  return {
    handle,
    url: url.toString(),
    async drop() {
      await closeDatabase();
      const cleanup = new pg.Client({ connectionString: TEST_PG_URL });
      await cleanup.connect();
      await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await cleanup.end();
    },
  };
}
