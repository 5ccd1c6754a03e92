/**
 * Train search speed (issue 14): p50 and p95 of `searchTrains` (the trains of the route on
 * the date, every wagon's sold places and held compartments in two queries, places left per
 * wagon type for the party, prices, filters, option counts and sorting), one way and return,
 * on PGlite (in memory) and on PostgreSQL (a throwaway database on TEST_PG_URL, named
 * trains_bench_…). Before measuring, about 30 % of the places of the next SOLD_DAYS days are
 * sold (whole compartments in compartment cars, single seats in open cars).
 */
import type { BenchReport } from "./run";
import { percentile } from "./support";
import { createTestDatabase } from "../tests/support/db";

const RUNS = 300;
const WARMUP = 50;
const SOLD_DAYS = 30;

async function measure(kind: "pglite" | "postgres") {
  const { handle, drop } = await createTestDatabase(kind, "trains_bench");
  try {
    const { generateTrains } = await import("../app/products/trains/seed");
    const { trains } = await import("../app/products/trains/catalog");
    const { stationByCode } = await import("../app/products/trains/stations");
    const { searchTrains } = await import("../app/products/trains/search.server");
    const { noTrainFilters } = await import("../app/products/trains/search");
    const { agencyToday, addDays } = await import("../app/travel/clock");

    let t = performance.now();
    await generateTrains(handle.db);
    const seedMs = performance.now() - t;
    const today = agencyToday();
    t = performance.now();
    const hash = `(((w.trip_id * 2654435761::bigint + (d::date - date '2000-01-01') * 97531 + w.wagon_no * 7919 + c * 104729) % 4294967296) / 7 % 10)`;
    await handle.exec(`
      INSERT INTO train_compartments
      SELECT w.trip_id, d::date, w.wagon_no, c, w.places, w.berths, 'whole', w.berths
      FROM train_wagons w CROSS JOIN generate_series(date '${today}', date '${today}' + ${SOLD_DAYS - 1}, interval '1 day') d
      CROSS JOIN LATERAL generate_series(1, w.places / w.berths) c
      WHERE w.berths > 0 AND ${hash} < 3;
      INSERT INTO train_place_sales
      SELECT t.trip_id, t.travel_date, t.wagon_no, (t.compartment_no - 1) * t.berths + b, t.places, t.berths, 'bench'
      FROM train_compartments t CROSS JOIN LATERAL generate_series(1, t.berths) b;
      INSERT INTO train_place_sales
      SELECT w.trip_id, d::date, w.wagon_no, c, w.places, 0, 'bench'
      FROM train_wagons w CROSS JOIN generate_series(date '${today}', date '${today}' + ${SOLD_DAYS - 1}, interval '1 day') d
      CROSS JOIN LATERAL generate_series(1, w.places) c
      WHERE w.berths = 0 AND ${hash} < 3;
      ANALYZE;`);
    const sellMs = performance.now() - t;
    const [{ sold }] = await handle.query<{ sold: number }>(`SELECT count(*)::int AS sold FROM train_place_sales`);

    let seed = 4242;
    const rand = (m: number) => ((seed = (seed * 1103515245 + 12345) % 2147483648), seed % m);
    const all = trains();
    const locales = ["fa", "en", "nl", "fr"] as const;
    const parties = [
      { adults: 1, children: 0, infants: 0 },
      { adults: 2, children: 0, infants: 0 },
      { adults: 2, children: 1, infants: 1 },
      { adults: 4, children: 0, infants: 0 },
    ];
    const times: number[] = [];
    let found = 0;
    for (let i = 0; i < WARMUP + RUNS; i++) {
      const train = all[rand(all.length)];
      const date = addDays(today, rand(SOLD_DAYS));
      const from = stationByCode(train.from)!;
      const to = stationByCode(train.to)!;
      // The names are resolved as a form's would be (not timed: findStation is in memory).
      void from.name[locales[rand(4)]];
      const filters =
        rand(4) === 0 ? { ...noTrainFilters, sort: "price" as const, wagonTypes: ["berth4" as const] } : noTrainFilters;
      const started = performance.now();
      const result = await searchTrains(
        {
          from,
          to,
          date,
          returnDate: rand(3) === 0 ? addDays(date, 1 + rand(7)) : null,
          passengers: parties[rand(parties.length)],
          whole: rand(5) === 0,
          kind: (["family", "men", "women"] as const)[rand(3)],
        },
        filters,
        new Date(Date.parse(`${today}T00:00:00Z`) - 86_400_000),
      );
      const ms = performance.now() - started;
      if (i >= WARMUP) {
        times.push(ms);
        found += result.outbound.found;
      }
    }
    return { p50: percentile(times, 50), p95: percentile(times, 95), perSearch: found / RUNS, sold, seedMs, sellMs };
  } finally {
    await drop();
  }
}

export async function run(): Promise<BenchReport> {
  const lines = [
    `\`searchTrains\`, ${RUNS} searches after ${WARMUP} warm-up ones: a random train's route, a date in the next ${SOLD_DAYS} days, one in three a return within a week, parties of 1–4 (some with a child and an infant), one in five a whole compartment, one in four filtered to 4-berth and sorted by price. About 30 % of the places of those ${SOLD_DAYS} days sold beforehand.`,
    "",
    "| database | trains | places sold | trains per search (avg) | p50 | p95 | catalog seeding |",
    "|---|---|---|---|---|---|---|",
  ];
  const { trains } = await import("../app/products/trains/catalog");
  for (const kind of ["pglite", "postgres"] as const) {
    try {
      const r = await measure(kind);
      lines.push(
        `| ${kind} | ${trains().length} | ${r.sold.toLocaleString("en")} | ${r.perSearch.toFixed(1)} | ${r.p50.toFixed(1)} ms | ${r.p95.toFixed(1)} ms | ${r.seedMs.toFixed(0)} ms |`,
      );
    } catch (error) {
      lines.push(`| ${kind} | not measured: ${(error as Error).message} | | | | | |`);
    }
    console.log(lines[lines.length - 1]);
  }
  return { title: "Trains: search latency", lines };
}
