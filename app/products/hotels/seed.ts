import { sql } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { hotelCities } from "~/products/hotels/cities";
import { agencyToday } from "~/travel/clock";
import { DEFAULT_PROPERTIES, generateCatalog } from "~/products/hotels/catalog";
import { cityNights, forgetCityNights } from "~/products/hotels/stock.server";

/**
 * The hotel inventory generator (issue 13; docs/decisions/500): the catalog (properties,
 * texts, room types, rate plans) comes from app/products/hotels/catalog.ts and is inserted
 * with one statement per table when seeding; the nights — one row per rate plan and night for INVENTORY_DAYS
 * days — are made per city, the first time the city is needed, inside the database by one
 * INSERT … SELECT over generate_series (app/products/hotels/stock.server.ts; so seeding stays fast). A night's price and rooms
 * depend only on its rate plan and date (a multiplicative hash of both): made now or later,
 * the same size gives the same rows.
 */
export const name = "hotels";

const snake = (key: string) => key.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);

/** Inserts rows in one statement: a JSON array read by json_populate_recordset (keys turned snake_case). */
async function insertJson(db: Db, table: string, rows: object[]) {
  const json = JSON.stringify(
    rows.map((row) => Object.fromEntries(Object.entries(row).map(([k, v]) => [snake(k), v]))),
  );
  await db.execute(
    sql`INSERT INTO ${sql.identifier(table)} SELECT * FROM json_populate_recordset(NULL::${sql.identifier(table)}, ${json}::json)`,
  );
}

/**
 * Fills the hotel catalog with `count` properties (replacing what was there) and forgets
 * every city's nights; those are made per city when first needed (`cityNights`), or all
 * at once with `nights: "all"` (benchmarks).
 */
export async function generateHotels(
  db: Db,
  count: number,
  options: { nights?: "lazy" | "all"; startDate?: string; log?: (m: string) => void } = {},
) {
  const catalog = generateCatalog(count);
  await db.execute(
    sql`TRUNCATE hotel_city_stock, hotel_nights, hotel_rate_plans, hotel_room_types, hotel_property_texts, hotel_properties`,
  );
  await insertJson(db, "hotel_properties", catalog.properties);
  await insertJson(db, "hotel_property_texts", catalog.texts);
  await insertJson(db, "hotel_room_types", catalog.roomTypes);
  await insertJson(db, "hotel_rate_plans", catalog.ratePlans);
  forgetCityNights(db);
  options.log?.(`    hotels: ${count} properties, ${catalog.ratePlans.length} rate plans`);
  if (options.nights === "all")
    for (const city of hotelCities) await cityNights(db, city.code, options.startDate ?? agencyToday());
}

/**
 * Idempotent: keeps the catalog when it has the requested size; forgets the nights when
 * they do not start today (they are made again per city when first searched). `--hotels N`
 * / E2E_HOTELS choose the size.
 */
export async function seed(db: Db, options: { hotels?: number; log?: (m: string) => void }) {
  const count = options.hotels ?? DEFAULT_PROPERTIES;
  const today = agencyToday();
  const result = await db.execute(
    sql`SELECT (SELECT count(*)::int FROM hotel_properties) AS n, (SELECT count(*)::int FROM hotel_city_stock WHERE first_night <> ${today}) AS old`,
  );
  const [row] = (result as unknown as { rows: { n: number; old: number }[] }).rows;
  if (row?.n !== count) await generateHotels(db, count, { log: options.log });
  else if (row.old > 0) {
    await db.execute(sql`TRUNCATE hotel_city_stock, hotel_nights`);
    forgetCityNights(db);
  }
  await db.execute(sql`ANALYZE hotel_properties, hotel_property_texts, hotel_room_types, hotel_rate_plans`);
}
