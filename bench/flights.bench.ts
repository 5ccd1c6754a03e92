/**
 * Flight search speed: p50 and p95 of the results page's data (criteria check, the
 * indexed queries of the direct flights and the connections, filters, option counts, sorting, paging
 * and the itineraries formatted for display — `resultsData` of the results route) for served routes,
 * routes with connections only and city-to-city searches, next to today's direct-only query (issue 25
 * asks for the ratio), with 10 000, 100 000 and 1 000 000 flights, on PGlite (in memory) and on
 * PostgreSQL (a throwaway database on TEST_PG_URL), and the results page's HTML size (gzip).
 * Targets: issue 3, p95 ≤ 50 ms at 1 000 000 on PostgreSQL and p95(1M) ≤ 2 × p95(10k); issue 25, with
 * connections p95 ≤ 50 ms on PostgreSQL and ≤ 100 ms on PGlite at 1 000 000.
 */
import { spawn } from "node:child_process";
import zlib from "node:zlib";
import type { BenchReport } from "./run";
import { percentile, throwawayDatabase } from "./support";

process.env.NODE_ENV = "production";
// Production fails closed (app/utils/env.server.ts): a demonstration configuration.
process.env.DEMO = "1";
process.env.PUBLIC_ORIGIN ??= "http://127.0.0.1:3000";
process.env.SESSION_SECRET ??= "bench-secret-0123456789";
const sizes = (process.env.BENCH_FLIGHTS ?? "10000,100000,1000000").split(",").map(Number);
const RUNS = Number(process.env.BENCH_RUNS ?? 300);
const WARMUP = Math.min(50, Math.ceil(RUNS / 6));

async function measure(kind: "pglite" | "postgres", n: number) {
  const { openDatabase, useHandle, closeDatabase } = await import("../app/db/client.server");
  const { generateFlights, routeDefs } = await import("../app/products/flights/seed");
  const { agencyToday, addDays } = await import("../app/travel/clock");
  const { resultsData } = await import("../app/products/flights/results.server");
  const { findOffers } = await import("../app/products/flights/search.server");
  let dropPg: (() => Promise<void>) | null = null;
  let handle;
  if (kind === "pglite") {
    handle = await openDatabase({ dataDir: "memory://", databaseUrl: "" });
  } else {
    const db = await throwawayDatabase(
      process.env.TEST_PG_URL ?? "postgres://postgres@127.0.0.1:5432/test",
      `parvaz_bench_${process.pid}_${n}`,
    );
    handle = await openDatabase({ databaseUrl: db.url });
    dropPg = db.drop;
  }
  useHandle(handle);
  const today = agencyToday();
  const seeded = performance.now();
  await generateFlights(handle.db, n, today);
  await handle.exec("ANALYZE flights");
  const seedMs = performance.now() - seeded;
  // Searches spread over every route and the first 60 days, some with filters and sorting.
  let seed = 12345;
  const rand = (m: number) => ((seed = (seed * 1103515245 + 12345) % 2147483648), seed % m);
  const extras = ["", "&cabin=economy", "&sort=duration", "&type=scheduled&sort=depart", "&maxDuration=180"];
  const day = () => addDays(today, 1 + rand(60));
  const search = (from: string, to: string) =>
    new URL(
      `http://bench/en/flights/search?trip=oneway&from=${from}&to=${to}&depart=${day()}&adults=1&children=0&infants=0&at=${Date.now()}${extras[rand(extras.length)]}`,
    );
  const pick = <T>(xs: T[]) => xs[rand(xs.length)];
  const scenarios: Record<Scenario, () => Promise<number>> = {
    // Today's direct-only search of one route (the figure issue 3 measured), for the ratio.
    direct: async () => {
      const r = pick(routeDefs);
      return (await findOffers(r.from, r.to, day(), { adults: 1, children: 0, infants: 0 })).length;
    },
    // The results page of a served route: its direct flights and its connections, filtered and sorted.
    route: async () => {
      const r = pick(routeDefs);
      const data = await resultsData(search(r.from, r.to), "en");
      return data.status === "ok" ? data.result.total : 0;
    },
    // A route with no direct flight: connections only (one stop, two where nothing shorter exists).
    connecting: async () => {
      const [from, to] = pick(connectingPairs);
      const data = await resultsData(search(from, to), "en");
      return data.status === "ok" ? data.result.total : 0;
    },
    // A city to a city: 2 airports × 2 airports.
    city: async () => {
      const [from, to] = pick(cityPairs);
      const data = await resultsData(search(from, to), "en");
      return data.status === "ok" ? data.result.total : 0;
    },
  };
  const out = {} as Record<Scenario, { p50: number; p95: number; perSearch: number }>;
  for (const name of Object.keys(scenarios) as Scenario[]) {
    const times: number[] = [];
    let found = 0;
    for (let i = 0; i < WARMUP + RUNS; i++) {
      const t = performance.now();
      const n = await scenarios[name]();
      const ms = performance.now() - t;
      if (i >= WARMUP) {
        times.push(ms);
        found += n;
      }
    }
    out[name] = { p50: percentile(times, 50), p95: percentile(times, 95), perSearch: found / RUNS };
  }
  await closeDatabase();
  await dropPg?.();
  return { scenarios: out, seedMs };
}

type Scenario = "direct" | "route" | "connecting" | "city";
const scenarioNames: Record<Scenario, string> = {
  direct: "direct only (before: findOffers)",
  route: "served route, with connections",
  connecting: "no direct flight (connections only)",
  city: "city → city (2 × 2 airports)",
};
const connectingPairs: [string, string][] = [
  ["MHD", "IST"],
  ["SYZ", "DXB"],
  ["TBZ", "AMS"],
  ["KIH", "IST"],
  ["AWZ", "DOH"],
  ["IST", "MHD"],
  ["FRA", "SYZ"],
  ["ZAH", "KIH"],
];
const cityPairs: [string, string][] = [
  ["tehran", "istanbul"],
  ["tehran", "dubai"],
  ["istanbul", "tehran"],
  ["dubai", "tehran"],
];

async function htmlSize() {
  const port = 3191;
  const server = spawn("npx", ["tsx", "tests/e2e/server.ts"], {
    env: { ...process.env, E2E_PORT: String(port), E2E_FLIGHTS: "40000" },
    stdio: "ignore",
    detached: true,
  });
  try {
    const until = Date.now() + 120_000;
    while (Date.now() < until) {
      try {
        if ((await fetch(`http://127.0.0.1:${port}/healthz`)).ok) break;
      } catch {}
      await new Promise((r) => setTimeout(r, 500));
    }
    const { agencyToday, addDays } = await import("../app/travel/clock");
    const out: string[] = [];
    for (const locale of ["en", "fa"]) {
      const path =
        locale === "en" ? "/en/flights/search" : `/fa/${encodeURIComponent("پرواز")}/${encodeURIComponent("جستجو")}`;
      const html = await (
        await fetch(
          `http://127.0.0.1:${port}${path}?trip=oneway&from=THR&to=MHD&depart=${addDays(agencyToday(), 3)}&adults=1&children=0&infants=0`,
        )
      ).text();
      const offers = (html.match(/<article/g) ?? []).length;
      out.push(
        `| ${locale} | ${offers} | ${(Buffer.byteLength(html) / 1024).toFixed(1)} KB | ${(zlib.gzipSync(html, { level: 9 }).length / 1024).toFixed(1)} KB |`,
      );
    }
    return out;
  } finally {
    try {
      process.kill(-server.pid!, "SIGTERM");
    } catch {}
  }
}

export async function run(): Promise<BenchReport> {
  const lines = [
    `Results page data (\`resultsData\`), ${RUNS} searches after ${WARMUP} warm-up ones, random route and day (first 60 days), some with filters or sorting.`,
    "",
    "| database | flights | search | results per search (avg) | p50 | p95 | p95 ÷ direct only |",
    "|---|---|---|---|---|---|---|",
  ];
  const p95: Record<string, Record<number, number>> = { pglite: {}, postgres: {} };
  const kinds = (process.env.BENCH_DATABASES ?? "pglite,postgres").split(",") as ("pglite" | "postgres")[];
  for (const kind of kinds) {
    for (const n of sizes) {
      try {
        const r = await measure(kind, n);
        p95[kind][n] = r.scenarios.route.p95;
        for (const [name, s] of Object.entries(r.scenarios) as [
          Scenario,
          { p50: number; p95: number; perSearch: number },
        ][]) {
          lines.push(
            `| ${kind} | ${n.toLocaleString("en")} | ${scenarioNames[name]} | ${s.perSearch.toFixed(1)} | ${s.p50.toFixed(2)} ms | ${s.p95.toFixed(2)} ms | ${(s.p95 / r.scenarios.direct.p95).toFixed(1)} |`,
          );
          console.log(lines[lines.length - 1]);
        }
        console.log(`  (seeded in ${(r.seedMs / 1000).toFixed(1)} s)`);
      } catch (error) {
        lines.push(`| ${kind} | ${n.toLocaleString("en")} | not measured: ${(error as Error).message} | | | | |`);
      }
    }
  }
  const big = Math.max(...sizes);
  const small = Math.min(...sizes);
  for (const kind of ["pglite", "postgres"] as const) {
    if (p95[kind][big] && p95[kind][small])
      lines.push(
        "",
        `${kind}: p95(${big.toLocaleString("en")}) / p95(${small.toLocaleString("en")}) = ${(p95[kind][big] / p95[kind][small]).toFixed(2)} (target ≤ 2)`,
      );
  }
  if (p95.postgres[1_000_000])
    lines.push(`PostgreSQL p95 at 1 000 000 flights: ${p95.postgres[1_000_000].toFixed(2)} ms (target ≤ 50 ms)`);
  lines.push(
    "",
    "Results page HTML (THR→MHD, 3 days ahead, 40 000-flight inventory):",
    "",
    "| page | offers shown | HTML | HTML gzip |",
    "|---|---|---|---|",
    ...(await htmlSize()),
  );
  return { title: "Flights: search latency and results page size", lines };
}
