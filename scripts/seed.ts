/**
 * Idempotent demo data: runs every seeder (app/db/seeds/run.ts: the core's, then each product's) against the
 * configured database (PGlite under data/ by default, DATABASE_URL when set).
 * Options: --flights N and --hotels N (sizes, passed to seeders), --fresh (PGlite only: start from an empty database).
 */
import { closeDatabase, getHandle } from "../app/db/client.server";
import { runSeeders, type SeedOptions } from "../app/db/seeds/run";
// The products register first: their seeders are read from the index (decision 030).
import "../app/products/index.server";

const args = process.argv.slice(2);
const option = (name: string) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? args[i + 1] : undefined;
};
const options: SeedOptions = {
  flights: option("flights") ? Number(option("flights")) : undefined,
  hotels: option("hotels") ? Number(option("hotels")) : undefined,
  log: (message) => console.log(message),
};

const started = Date.now();
const handle = await getHandle();
await runSeeders(handle.db, options);
await closeDatabase();
console.log(`Seeded (${handle.kind}) in ${((Date.now() - started) / 1000).toFixed(1)} s`);
