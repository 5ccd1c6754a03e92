/**
 * Tour search speed (issue 27): p50 and p95 of one shop page's work — `listTours` (the tours with departures in the
 * window, their cheapest price, grouped per tour in one query), matching the typed text in any language, the
 * filters with their counts, sorting and paging — at 10× the demo catalogue (each tour repeated ten times with its
 * departures), on PGlite (in memory) and on PostgreSQL (a throwaway database on TEST_PG_URL, tours_bench_…).
 */
import type { BenchReport } from "./run";
import { percentile } from "./support";
import { createTestDatabase } from "../tests/support/db";

const RUNS = 300;
const WARMUP = 50;
const SCALE = 10;

async function measure(kind: "pglite" | "postgres") {
  const { handle, drop } = await createTestDatabase(kind, "tours_bench");
  try {
    const { generateTours } = await import("../app/products/tours/seed");
    const { listTours } = await import("../app/products/tours/catalogue.server");
    const { filterTours, readTourSearch, tourFacets } = await import("../app/products/tours/search");
    const { pageOf } = await import("../app/travel/results");
    const { agencyToday, addDays } = await import("../app/travel/clock");
    const { allCurrencies } = await import("../app/utils/currency.server");
    const { cityNames } = await import("../app/travel/places");
    const today = agencyToday();
    let t = performance.now();
    const rows = await generateTours(handle.db, today, SCALE);
    const seedMs = performance.now() - t;
    const currencies = await allCurrencies();
    let seed = 2727;
    const rand = (m: number) => ((seed = (seed * 1103515245 + 12345) % 2147483648), seed % m);
    const locales = ["fa", "en", "nl", "fr"] as const;
    const places = ["istanbul", "dubai", "kish", "mashhad", "yerevan", "shiraz", "isfahan", "tbilisi"] as const;
    const times: number[] = [];
    let found = 0;
    for (let i = 0; i < WARMUP + RUNS; i++) {
      const locale = locales[rand(4)];
      const q = new URLSearchParams();
      if (rand(3) > 0) q.set("q", cityNames[places[rand(places.length)]][locales[rand(4)]]);
      if (rand(2) === 0) q.set("month", addDays(today, 15 + rand(180)).slice(0, 7));
      if (rand(4) === 0) q.set("length", ["day", "short", "week", "long"][rand(4)]);
      if (rand(4) === 0) q.set("sort", "price");
      if (rand(5) === 0) q.append("board", "breakfast");
      t = performance.now();
      const search = readTourSearch(q);
      const listed = await listTours(search, locale, today, { currencies });
      const matching = filterTours(listed, search);
      tourFacets(listed, search);
      pageOf(matching, search.page);
      const ms = performance.now() - t;
      if (i >= WARMUP) {
        times.push(ms);
        found += matching.length;
      }
    }
    return {
      p50: percentile(times, 50),
      p95: percentile(times, 95),
      perSearch: found / RUNS,
      tours: rows.tours.length,
      departures: rows.departures.length,
      seedMs,
    };
  } finally {
    await drop();
  }
}

export async function run(): Promise<BenchReport> {
  const lines = [
    `One shop page's search (\`listTours\`, text match, filters with counts, sort, page), ${RUNS} searches after ${WARMUP} warm-up ones, at ${SCALE}× the demo catalogue: two in three type a destination (in any of the four languages), one in two a month, one in four a length, some sorted by price or filtered by board. Budget: p95 ≤ 50 ms.`,
    "",
    "| database | tours | departures | tours per search (avg) | p50 | p95 | seeding |",
    "|---|---|---|---|---|---|---|",
  ];
  for (const kind of ["pglite", "postgres"] as const) {
    try {
      const r = await measure(kind);
      lines.push(
        `| ${kind} | ${r.tours} | ${r.departures.toLocaleString("en")} | ${r.perSearch.toFixed(1)} | ${r.p50.toFixed(1)} ms | ${r.p95.toFixed(1)} ms | ${r.seedMs.toFixed(0)} ms |`,
      );
    } catch (error) {
      lines.push(`| ${kind} | not measured: ${(error as Error).message} | | | | | |`);
    }
    console.log(lines[lines.length - 1]);
  }
  return { title: "Tours: search latency at 10× the catalogue", lines };
}
