import type { Db } from "../client.server";
import * as shell from "./0001_shell";
import * as flights from "~/products/flights/seed";
import * as content from "./0300_content";
import * as orders from "./0400_orders";
import * as hotels from "~/products/hotels/seed";
import * as trains from "~/products/trains/seed";

/**
 * Every seeder of the project, in order. Each is idempotent (safe to run again) and owns
 * one domain's demo data. Add a domain's seeder here in its number range.
 */
export interface SeedOptions {
  /** Number of flights to generate (flights seeder). */
  flights?: number;
  /** Number of hotel properties to generate (hotels seeder; default DEFAULT_PROPERTIES). */
  hotels?: number;
  log?: (message: string) => void;
}

export interface Seeder {
  name: string;
  seed(db: Db, options: SeedOptions): Promise<void>;
}

export const seeders: Seeder[] = [shell, flights, content, orders, hotels, trains];

export async function runSeeders(db: Db, options: SeedOptions = {}) {
  for (const seeder of seeders) {
    const started = Date.now();
    await seeder.seed(db, options);
    options.log?.(`  ${seeder.name}: ${Date.now() - started} ms`);
  }
}
