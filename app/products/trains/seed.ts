import { sql } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { trains } from "~/products/trains/catalog";

/**
 * The train catalog (issue 14; docs/decisions/600): trains and their wagons from
 * app/products/trains/catalog.ts, inserted with one statement per table. The timetable is the
 * catalog's (every train on the days it runs, over the booking horizon): no row per date is
 * made; a date's places exist as sales only (train_place_sales, train_compartments).
 */
export const name = "trains";

async function insertJson(db: Db, table: string, rows: object[]) {
  await db.execute(
    sql`INSERT INTO ${sql.identifier(table)} SELECT * FROM json_populate_recordset(NULL::${sql.identifier(table)}, ${JSON.stringify(rows)}::json)`,
  );
}

/** Replaces the catalog (and with it every sale: a re-seed starts empty). */
export async function generateTrains(db: Db) {
  const all = trains();
  await db.execute(sql`TRUNCATE train_closures, train_place_sales, train_compartments, train_wagons, train_trips`);
  await insertJson(
    db,
    "train_trips",
    all.map((t) => ({
      id: t.id,
      number: t.number,
      operator: t.operator,
      origin: t.from,
      destination: t.to,
      km: t.km,
      departs: t.departs,
      minutes: t.minutes,
      weekdays: t.weekdays,
    })),
  );
  await insertJson(
    db,
    "train_wagons",
    all.flatMap((t) =>
      t.wagons.map((w) => ({ trip_id: t.id, wagon_no: w.wagonNo, type: w.type, places: w.places, berths: w.berths })),
    ),
  );
  return all.length;
}

/** Idempotent: keeps the catalog (and its sales) when it is the generator's, else replaces it. */
export async function seed(db: Db, options: { log?: (m: string) => void }) {
  const wanted = trains();
  const result = await db.execute(
    sql`SELECT (SELECT count(*)::int FROM train_trips) AS n, (SELECT count(*)::int FROM train_wagons) AS w`,
  );
  const [row] = (result as unknown as { rows: { n: number; w: number }[] }).rows;
  const wagons = wanted.reduce((s, t) => s + t.wagons.length, 0);
  if (row?.n !== wanted.length || row.w !== wagons) {
    await generateTrains(db);
    options.log?.(`    trains: ${wanted.length} trains, ${wagons} wagons`);
  }
  await db.execute(sql`ANALYZE train_trips, train_wagons`);
}
