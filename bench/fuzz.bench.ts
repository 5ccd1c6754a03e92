/**
 * The fuzz suite at full size (issue 11): every malformed request of
 * tests/support/fuzz-requests.ts, three times over with different orders (12,000+), against
 * the e2e server on PGlite and then on PostgreSQL; counts by status, and any 5xx listed.
 * `npm test` sends a bounded sample of the same requests (tests/e2e/fuzz.spec.ts).
 * Environment: BENCH_DATABASES ("pglite,postgres"), BENCH_PG_URL, FUZZ_ROUNDS (default 3).
 */
import type { BenchReport } from "./run";
import { startE2eServer } from "./support";
import { fuzzRequests } from "../tests/support/fuzz-requests";

const port = 3194;
const rounds = Number(process.env.FUZZ_ROUNDS ?? 3);
const databases = (process.env.BENCH_DATABASES ?? "pglite,postgres").split(",");

async function fuzzOn(database: string) {
  const { base, stop } = await startE2eServer(database, port);
  try {
    const counts = new Map<number, number>();
    const failures: string[] = [];
    let sent = 0;
    const started = Date.now();
    for (let round = 0; round < rounds; round++) {
      const requests = fuzzRequests(base, { seed: 11 + round });
      for (let i = 0; i < requests.length; i += 10) {
        await Promise.all(
          requests.slice(i, i + 10).map(async (r) => {
            const response = await fetch(base + r.path, {
              method: r.method,
              headers: r.headers,
              body: r.body,
              redirect: "manual",
            }).catch(() => null);
            const status = response?.status ?? 0;
            await response?.arrayBuffer().catch(() => null);
            sent++;
            counts.set(status, (counts.get(status) ?? 0) + 1);
            if (status >= 500 || status === 0) failures.push(`${status} ${r.className}: ${r.method} ${r.path}`);
          }),
        );
      }
    }
    const healthy = (await fetch(`${base}/healthz`)).ok;
    return { database, sent, seconds: (Date.now() - started) / 1000, counts, failures, healthy };
  } finally {
    await stop();
  }
}

export async function run(): Promise<BenchReport> {
  const results = [];
  for (const database of databases) {
    console.log(`  fuzzing on ${database} …`);
    results.push(await fuzzOn(database));
  }
  const statuses = [...new Set(results.flatMap((r) => [...r.counts.keys()]))].sort((a, b) => a - b);
  const lines = [
    `Every malformed request of tests/support/fuzz-requests.ts (15 classes × every screen in four languages and every resource route), ${rounds} times in different orders; 10 at a time. Goal: no answer ≥ 500 and the server still healthy.`,
    "",
    `| database | requests | seconds | ${statuses.map((s) => (s === 0 ? "no answer" : String(s))).join(" | ")} | ≥ 500 | healthy after |`,
    `|---|---|---|${statuses.map(() => "---").join("|")}|---|---|`,
    ...results.map(
      (r) =>
        `| ${r.database} | ${r.sent} | ${r.seconds.toFixed(0)} | ${statuses.map((s) => r.counts.get(s) ?? 0).join(" | ")} | ${r.failures.length} | ${r.healthy ? "yes" : "**no**"} |`,
    ),
    ...results.flatMap((r) =>
      r.failures.length ? ["", `5xx on ${r.database}:`, ...r.failures.slice(0, 30).map((f) => `- ${f}`)] : [],
    ),
  ];
  return { title: "Fuzz: malformed requests across every route", lines };
}
