/**
 * Hotel search speed (issue 13): p50 and p95 of `searchHotels` (destination, the query of
 * every rate plan bookable for the stay, who fits which room, prices in the base currency,
 * filters, option counts, sorting, paging and the cards of one page) at the demo size (300
 * properties) and at 10× (3 000), on PGlite (in memory) and on PostgreSQL (a throwaway
 * database on TEST_PG_URL, named hotels_bench_…). Also: what seeding costs the e2e server
 * (the catalog, since nights are made per city when first needed) and what making a city's
 * nights costs its first search. `BENCH_HOTELS=300,3000` chooses the sizes.
 */
import type { HotelFilters } from "../app/products/hotels/search";
import type { BenchReport } from "./run";
import { percentile } from "./support";
import { createTestDatabase } from "../tests/support/db";

const sizes = (process.env.BENCH_HOTELS ?? "300,3000").split(",").map(Number);
const RUNS = 300;
const WARMUP = 50;

async function measure(kind: "pglite" | "postgres", n: number) {
  const { handle, drop } = await createTestDatabase(kind, "hotels_bench");
  try {
    const { generateHotels } = await import("../app/products/hotels/seed");
    const { cityNights, ensureCityNights } = await import("../app/products/hotels/stock.server");
    const { hotelCities } = await import("../app/products/hotels/cities");
    const { searchHotels } = await import("../app/products/hotels/search.server");
    const { noFilters } = await import("../app/products/hotels/search");
    const { agencyToday, addDays } = await import("../app/travel/clock");
    const { allCurrencies } = await import("../app/utils/currency.server");

    let t = performance.now();
    await generateHotels(handle.db, n);
    const catalogMs = performance.now() - t;
    const cityMs: number[] = [];
    for (const city of hotelCities) {
      t = performance.now();
      await cityNights(handle.db, city.code);
      cityMs.push(performance.now() - t);
    }
    await ensureCityNights(hotelCities.map((c) => c.code));
    await handle.exec("ANALYZE");
    const [{ nights }] = await handle.query<{ nights: number }>(`SELECT count(*)::int AS nights FROM hotel_nights`);
    const names = await handle.query<{ name: string }>(
      `SELECT name FROM hotel_property_texts WHERE property_id % 7 = 0 ORDER BY property_id, locale`,
    );
    const currencies = await allCurrencies();

    // Searches over every city, check-in 1–60 days ahead, 1–7 nights; some with two rooms or a child,
    // some by a property's name (any language), some filtered, sorted or on page 2.
    let seed = 12345;
    const rand = (m: number) => ((seed = (seed * 1103515245 + 12345) % 2147483648), seed % m);
    const extras: { filters?: HotelFilters; page?: number }[] = [
      {},
      { filters: { ...noFilters, stars: [4, 5] } },
      { filters: { ...noFilters, freeCancellation: true } },
      { filters: { ...noFilters, boards: ["breakfast" as const], sort: "price" as const } },
      { filters: { ...noFilters, sort: "distance" as const } },
      { page: 2 },
    ];
    const parties = [
      [{ adults: 2, childAges: [] }],
      [{ adults: 2, childAges: [] }],
      [{ adults: 1, childAges: [] }],
      [{ adults: 2, childAges: [6] }],
      [
        { adults: 2, childAges: [] },
        { adults: 2, childAges: [] },
      ],
    ];
    const today = agencyToday();
    const times: number[] = [];
    let found = 0;
    for (let i = 0; i < WARMUP + RUNS; i++) {
      const city = hotelCities[rand(hotelCities.length)];
      const destination =
        rand(10) === 0 ? names[rand(names.length)].name : city.name[(["fa", "en", "nl", "fr"] as const)[rand(4)]];
      const checkIn = addDays(today, 1 + rand(60));
      const nightsCount = 1 + rand(7);
      const extra = extras[rand(extras.length)];
      const started = performance.now();
      const result = await searchHotels({
        destination,
        stay: {
          checkIn,
          checkOut: addDays(checkIn, nightsCount),
          nights: nightsCount,
          rooms: parties[rand(parties.length)],
        },
        filters: extra.filters ?? noFilters,
        page: extra.page ?? 1,
        locale: "en",
        currencies,
      });
      const ms = performance.now() - started;
      if (i >= WARMUP) {
        times.push(ms);
        if (result.status === "ok") found += result.total;
      }
    }
    return {
      p50: percentile(times, 50),
      p95: percentile(times, 95),
      perSearch: found / RUNS,
      nights,
      catalogMs,
      allCitiesMs: cityMs.reduce((s, x) => s + x, 0),
      worstCityMs: Math.max(...cityMs),
    };
  } finally {
    await drop();
  }
}

/** What the hotels seeder adds to the e2e server's boot: every seeder as tests/e2e/server.ts runs them, on PGlite. */
async function e2eSeeding() {
  const { handle, drop } = await createTestDatabase("pglite");
  try {
    const { runSeeders } = await import("../app/db/seeds/run");
    const lines: string[] = [];
    await runSeeders(handle.db, { flights: 3000, log: (m) => lines.push(m.trim()) });
    return lines.filter((l) => /^\w+: \d+ ms$/.test(l));
  } finally {
    await drop();
  }
}

export async function run(): Promise<BenchReport> {
  const lines = [
    `\`searchHotels\`, ${RUNS} searches after ${WARMUP} warm-up ones: a random city (its name in a random language; one in ten a property's name), check-in 1–60 days ahead, 1–7 nights, one or two rooms, some with a child, filters, sorting or page 2. Every city's nights made beforehand.`,
    "",
    "| database | properties | nights rows | bookable properties per search (avg) | p50 | p95 | catalog seeding | one city's nights (worst) | all cities' nights |",
    "|---|---|---|---|---|---|---|---|---|",
  ];
  for (const kind of ["pglite", "postgres"] as const) {
    for (const n of sizes) {
      try {
        const r = await measure(kind, n);
        lines.push(
          `| ${kind} | ${n.toLocaleString("en")} | ${r.nights.toLocaleString("en")} | ${r.perSearch.toFixed(1)} | ${r.p50.toFixed(1)} ms | ${r.p95.toFixed(1)} ms | ${(r.catalogMs / 1000).toFixed(2)} s | ${(r.worstCityMs / 1000).toFixed(2)} s | ${(r.allCitiesMs / 1000).toFixed(1)} s |`,
        );
      } catch (error) {
        lines.push(`| ${kind} | ${n.toLocaleString("en")} | not measured: ${(error as Error).message} | | | | | | |`);
      }
      console.log(lines[lines.length - 1]);
    }
  }
  lines.push("", "Seeding as the e2e server does (PGlite in memory, 3 000 flights, demo hotels):", "");
  for (const l of await e2eSeeding()) lines.push(`- ${l}`);
  return { title: "Hotels: search latency and seeding", lines };
}
