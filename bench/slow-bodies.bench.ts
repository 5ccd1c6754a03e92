/**
 * Slow request bodies (issue 21 item 2): 40 connections that each POST /en/contact declaring
 * 100,000 bytes and sending 10 every 2 s, while normal traffic asks for the home page. Before
 * the fix they held every admission place: GET /en waited 20 s and answered 503.
 *
 * For each database: the home page's latency alone, then with the 40 slow bodies from one
 * address (the attack as found) and from 40 addresses (X-Forwarded-For through a trusted
 * proxy, so the per-address cap cannot help). Goal: p95 within 2× of the run without them,
 * and no 503 to the normal traffic. The server runs with production's body deadline
 * (BODY_TIMEOUT_MS 10 s). BENCH_ROOT runs another checkout's server (a before/after
 * comparison); BENCH_DATABASES ("pglite,postgres"); SLOW_REQUESTS (default 400).
 */
import type { BenchReport } from "./run";
import { percentile, startE2eServer } from "./support";
import { slowBody } from "../tests/support/fuzz-requests";

const port = 3193;
const databases = (process.env.BENCH_DATABASES ?? "pglite,postgres").split(",");
const requests = Number(process.env.SLOW_REQUESTS ?? 400);

async function homePages(base: string) {
  const times: number[] = [];
  const statuses = new Map<number, number>();
  let next = 0;
  // Four visitors at a time, one request after another.
  await Promise.all(
    Array.from({ length: 4 }, async () => {
      while (next++ < requests) {
        const started = performance.now();
        const response = await fetch(`${base}/en`).catch(() => null);
        await response?.arrayBuffer().catch(() => null);
        times.push(performance.now() - started);
        const status = response?.status ?? 0;
        statuses.set(status, (statuses.get(status) ?? 0) + 1);
      }
    }),
  );
  return { p50: percentile(times, 50), p95: percentile(times, 95), statuses };
}

async function on(database: string) {
  const { base, stop } = await startE2eServer(database, port, { BODY_TIMEOUT_MS: "10000" });
  try {
    await homePages(base); // warm-up
    const alone = await homePages(base);
    const rows = [{ name: "alone", ...alone, slow: "" }];
    for (const spread of ["one address", "40 addresses"] as const) {
      const slow = Array.from({ length: 40 }, (_, i) =>
        slowBody(base, "/en/contact", {
          length: 100_000,
          everyMs: 2000,
          maxMs: 60_000,
          client: spread === "one address" ? undefined : `203.0.113.${i + 1}`,
        }),
      );
      await new Promise((r) => setTimeout(r, 1000));
      const during = await homePages(base);
      const answers = await Promise.all(slow);
      const slowStatuses = new Map<number, number>();
      for (const a of answers) slowStatuses.set(a.status, (slowStatuses.get(a.status) ?? 0) + 1);
      rows.push({
        name: `with 40 slow bodies (${spread})`,
        ...during,
        slow: [...slowStatuses]
          .map(([s, n]) => `${n}× ${s || "none in 60 s"}`)
          .concat(`last after ${(Math.max(...answers.map((a) => a.ms)) / 1000).toFixed(1)} s`)
          .join(", "),
      });
    }
    return { database, rows, base: alone.p95 };
  } finally {
    await stop();
  }
}

export async function run(): Promise<BenchReport> {
  const lines = [
    `GET /en, ${requests} requests by 4 visitors at a time, alone and while 40 connections each POST /en/contact declaring 100,000 bytes and sending 10 every 2 s. Goal: p95 within 2× of the run alone, no 503.`,
    "",
    "| database | traffic | p50 ms | p95 ms | p95 / alone | answers to GET /en | answers to the slow bodies |",
    "| --- | --- | --- | --- | --- | --- | --- |",
  ];
  for (const database of databases) {
    console.log(`  slow bodies on ${database} …`);
    const result = await on(database);
    for (const row of result.rows)
      lines.push(
        `| ${database} | ${row.name} | ${row.p50.toFixed(0)} | ${row.p95.toFixed(0)} | ${(row.p95 / result.base).toFixed(2)}× | ${[...row.statuses].map(([s, n]) => `${n}× ${s}`).join(", ")} | ${row.slow} |`,
      );
  }
  return { title: "Slow request bodies", lines };
}
