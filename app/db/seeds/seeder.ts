import type { Db } from "../client.server";

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
