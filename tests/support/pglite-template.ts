/**
 * Vitest's global set-up for the unit and PGlite tests: one in-memory PGlite database is migrated once per run and
 * its data directory dumped to a file; each test file's fresh database (tests/support/db.ts) starts from that dump.
 * Opening PGlite from a dump skips `initdb`, which is most of a fresh in-memory database's cost (about 1 s instead of
 * 3–8 s on this two-core machine, for some seventy database test files). The test still runs the migrations on
 * it, which finds them all applied. Made afresh every run, so it is never older than the migrations.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { TestProject } from "vitest/node";

declare module "vitest" {
  export interface ProvidedContext {
    pgliteTemplate: string;
  }
}

export default async function setup(project: TestProject) {
  const { PGlite } = await import("@electric-sql/pglite");
  const { migrate } = await import("../../app/db/migrate.server");
  const client = await PGlite.create("memory://");
  await migrate(
    async (sql) => void (await client.exec(sql)),
    async (sql) => (await client.query(sql)).rows as Record<string, unknown>[],
  );
  const dump = await client.dumpDataDir("none");
  await client.close();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "parvaz-pglite-"));
  const file = path.join(dir, "template.tar");
  fs.writeFileSync(file, new Uint8Array(await dump.arrayBuffer()));
  project.provide("pgliteTemplate", file);
  return () => fs.rmSync(dir, { recursive: true, force: true });
}
