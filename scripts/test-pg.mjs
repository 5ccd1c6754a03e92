// Runs the PostgreSQL-path tests against the local server. In CI (CI=1, set by .ci/run)
// they are mandatory; on a machine without PostgreSQL they are skipped with a notice.
import { spawnSync } from "node:child_process";
import pg from "pg";

const url = process.env.TEST_PG_URL ?? "postgres://postgres@127.0.0.1:5432/test";
const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 3000 });
try {
  await client.connect();
  await client.query("SELECT 1");
  await client.end();
} catch (error) {
  const message = `PostgreSQL is not reachable at ${url} (${error.message}).`;
  if (process.env.CI) {
    console.error(`${message} The PostgreSQL-path tests are mandatory in CI.`);
    process.exit(1);
  }
  console.warn(
    `\n*** SKIPPED: the PostgreSQL-path tests. ${message}\n*** Start PostgreSQL (pg_ctlcluster 15 main start) to run them.\n`,
  );
  process.exit(0);
}
const result = spawnSync("npx", ["vitest", "run", "--config", "vitest.pg.config.ts", ...process.argv.slice(2)], {
  stdio: "inherit",
});
process.exit(result.status ?? 1);
