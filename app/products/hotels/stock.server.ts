/**
 * The nightly inventory, made per city when first needed (decision 500): seeding inserts
 * only the catalog (fast: the e2e server boots with it), and the first search, property
 * page or booking in a city makes that city's nights — one INSERT … SELECT over
 * generate_series. A night's price and rooms depend only on its rate plan and date (a
 * multiplicative hash of both), so nights made now or later are the same rows.
 */
import { sql } from "drizzle-orm";
import { getDb, type Db } from "~/db/client.server";
import { hotelCityStock } from "./schema";
import { agencyToday } from "~/travel/clock";
import { INVENTORY_DAYS } from "./stay";

/**
 * The INSERT … SELECT statement of one city's nights (every rate plan of its properties, for
 * INVENTORY_DAYS nights from `startDate`). Integer arithmetic only: factors are in thousandths.
 */
export function nightsSql(city: string, startDate: string, days = INVENTORY_DAYS) {
  if (!/^[a-z]+$/.test(city) || !/^\d{4}-\d{2}-\d{2}$/.test(startDate)) throw new RangeError("bad city or date");
  return `
WITH nights AS (
  SELECT rp.id, rp.base_price::bigint AS base, p.currency, p.domestic, p.city, d::date AS night,
    (extract(month FROM d) * 100 + extract(day FROM d))::int AS md, extract(isodow FROM d)::int AS dow,
    ((rp.id::bigint * 2654435761 + (d::date - date '2000-01-01')::bigint * 97531 + 12345) % 4294967296) AS h
  FROM hotel_rate_plans rp JOIN hotel_properties p ON p.id = rp.property_id
  CROSS JOIN generate_series(date '${startDate}', date '${startDate}' + ${days - 1}, interval '1 day') AS d
  WHERE p.city = '${city}'
),
priced AS (
  SELECT n.id, n.night, n.currency, n.h,
    n.base
      -- weekend nights: Thursday and Friday in Iran, Friday and Saturday abroad
      * (CASE WHEN (n.domestic AND n.dow IN (4, 5)) OR (NOT n.domestic AND n.dow IN (5, 6)) THEN 1120 ELSE 1000 END)
      -- seasons: Nowruz in Iran; Christmas and the summer in Europe and Turkey; the Gulf's cool winter
      * (CASE
          WHEN n.domestic AND n.md BETWEEN 316 AND 403 THEN 1600
          WHEN n.domestic AND n.city = 'mashhad' AND n.md BETWEEN 701 AND 831 THEN 1200
          WHEN n.city IN ('dubai', 'doha') AND (n.md >= 1201 OR n.md <= 228) THEN 1250
          WHEN n.city IN ('dubai', 'doha') AND n.md BETWEEN 601 AND 831 THEN 800
          WHEN NOT n.domestic AND (n.md >= 1220 OR n.md <= 102) THEN 1350
          WHEN NOT n.domestic AND n.md BETWEEN 701 AND 831 THEN 1250
          ELSE 1000 END)
      * (920 + (n.h / 7) % 161) AS raw,
    CASE WHEN (n.h / 13) % 100 < 4 THEN 0 ELSE 1 + ((n.h / 101) % 8)::int END AS allotment
  FROM nights n
)
INSERT INTO hotel_nights (rate_plan_id, night, price, allotment, available)
SELECT id, night,
  (CASE WHEN currency = 'IRR' THEN GREATEST(1, (raw + 5000000000000) / 10000000000000) * 10000
        ELSE GREATEST(1, (raw + 50000000000) / 100000000000) * 100 END)::int,
  allotment,
  -- a few rooms already sold, never below 0
  allotment - LEAST(allotment, ((h / 1009) % 4)::int / 2)
FROM priced`;
}

/**
 * Makes one city's nights from `startDate` unless they are there: the city's row in
 * hotel_city_stock is claimed first (a second process waits for the first one's commit and
 * then finds it), so concurrent searches generate a city once. Returns true when it made them.
 */
export async function cityNights(db: Db, city: string, startDate = agencyToday()): Promise<boolean> {
  return db.transaction(async (tx) => {
    const claimed = await tx
      .insert(hotelCityStock)
      .values({ city, firstNight: startDate })
      .onConflictDoNothing()
      .returning({ city: hotelCityStock.city });
    if (!claimed.length) return false;
    await tx.execute(sql.raw(nightsSql(city, startDate)));
    return true;
  });
}

const made = new WeakMap<object, Set<string>>();

/**
 * Makes sure the cities' nights exist (once per process and database: later calls cost
 * nothing). A re-seed that forgets the nights is picked up by the next process.
 */
export async function ensureCityNights(cities: Iterable<string>) {
  const db = await getDb();
  let known = made.get(db);
  if (!known) made.set(db, (known = new Set()));
  for (const city of cities) {
    if (known.has(city)) continue;
    await cityNights(db, city);
    known.add(city);
  }
}

/** Forgets which cities this process has seen made (after the seeder has forgotten their nights). */
export function forgetCityNights(db: object) {
  made.delete(db);
}
