import type { Db } from "../client.server";
import { registeredProducts } from "~/domains/booking/products";
import * as shell from "./0001_shell";
import * as content from "./0300_content";
import * as pages from "./0310_pages";
import * as orders from "./0400_orders";
import * as desk from "./2600_desk";

/**
 * Every seeder of the project, in order: the core's (shell, content, orders), then each
 * registered product's (its `seed` in the product contract, in the index's order). Each is
 * idempotent (safe to run again) and owns one domain's demo data.
 */
export type { SeedOptions, Seeder } from "./seeder";
import type { SeedOptions, Seeder } from "./seeder";

const coreSeeders: Seeder[] = [shell, content, pages, orders, desk];

export function seeders(): Seeder[] {
  return [...coreSeeders, ...registeredProducts().flatMap((p) => (p.seed ? [p.seed] : []))];
}

export async function runSeeders(db: Db, options: SeedOptions = {}) {
  for (const seeder of seeders()) {
    const started = Date.now();
    await seeder.seed(db, options);
    options.log?.(`  ${seeder.name}: ${Date.now() - started} ms`);
  }
}
