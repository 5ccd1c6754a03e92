/**
 * Server throughput (issue 1, item 9): requests per second of the production server
 * beside a bare Remix v2 page whose loader runs one database query (bench/bare/), both
 * served by Express + compression + @remix-run/express, on PGlite and on PostgreSQL.
 *
 * Each server is its own process (`node --import tsx`); autocannon runs in this process
 * with 10 connections. Targets are measured round-robin after a warm-up, and each figure
 * is the median of the rounds, so a burst of load from elsewhere on the machine hits
 * every target alike. Goal: Parvaz home ≥ 0.5× and flight results ≥ 0.3× the bare page.
 *
 * Environment: BENCH_SECONDS (per run, default 5), BENCH_ROUNDS (default 3),
 * BENCH_DATABASES ("pglite,postgres"), BENCH_PG_URL (server to create a throwaway
 * database on; default postgres://postgres@127.0.0.1:5432/test), BENCH_CPU_PROF (a
 * directory: the Parvaz server writes a V8 CPU profile there when it stops).
 */
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import pg from "pg";
import type { BenchReport } from "./run";
import { throwawayDatabase, waitFor } from "./support";
import { addDays, agencyToday } from "../app/travel/clock";

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), "..");
const seconds = Number(process.env.BENCH_SECONDS ?? 5);
const rounds = Number(process.env.BENCH_ROUNDS ?? 3);
const databases = (process.env.BENCH_DATABASES ?? "pglite,postgres").split(",");
const pgAdminUrl = process.env.BENCH_PG_URL ?? "postgres://postgres@127.0.0.1:5432/test";
const barePort = 3195;
const parvazPort = 3196;

/** A date n days after the agency's today (Tehran), as the search form expects it. */
const daysAhead = (n: number) => addDays(agencyToday(), n);

function node(args: string[], env: Record<string, string>, cwd = root): ChildProcess {
  // BENCH_SERVER_LOG=file keeps the servers' request logs (stdout) there.
  const log = process.env.BENCH_SERVER_LOG ? fs.openSync(process.env.BENCH_SERVER_LOG, "a") : "ignore";
  return spawn(process.execPath, args, {
    cwd,
    env: { ...process.env, ...env },
    stdio: ["ignore", log, "inherit"],
    detached: true,
  });
}

async function stop(child: ChildProcess) {
  if (child.exitCode !== null || !child.pid) return;
  const exited = new Promise((resolve) => child.once("exit", resolve));
  process.kill(-child.pid, "SIGTERM");
  await Promise.race([exited, new Promise((r) => setTimeout(r, 15_000))]);
}

async function requestsPerSecond(url: string, duration: number): Promise<{ rps: number; p50: number; errors: number }> {
  const result = await autocannon({ url, connections: 10, duration, pipelining: 1 });
  const errors = result.errors + result.timeouts + result.non2xx;
  return { rps: result.requests.average, p50: result.latency.p50, errors };
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

async function portsFree() {
  for (const port of [barePort, parvazPort]) {
    const taken = await fetch(`http://127.0.0.1:${port}/healthz`).then(
      () => true,
      () => false,
    );
    if (taken) throw new Error(`port ${port} is already in use: stop that server before benchmarking`);
  }
}

/** The bare app's build (bench/bare/build), with the installed Remix Vite plugin. */
function buildBare() {
  const result = spawnSync("npx", ["remix", "vite:build", "bench/bare"], { cwd: root, stdio: "inherit" });
  if (result.status !== 0) throw new Error("the bare app did not build");
}

interface Measured {
  database: string;
  target: string;
  rps: number;
  p50: number;
  errors: number;
}

async function measureOn(database: string): Promise<Measured[]> {
  const env: Record<string, string> = {
    NODE_ENV: "production",
    HOST: "127.0.0.1",
    SESSION_SECRET: "bench-secret-0123456789",
    // Production fails closed (decision 010): the bench serves the sandbox payment provider on loopback.
    DEMO: "1",
    PUBLIC_ORIGIN: `http://127.0.0.1:${parvazPort}`,
  };
  let cleanup = async () => {};
  if (database === "postgres") {
    const db = await throwawayDatabase(pgAdminUrl, `parvaz_bench_${process.pid}`);
    env.DATABASE_URL = db.url;
    cleanup = db.drop;
  } else {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "parvaz-bench-"));
    env.PGLITE_DIR = dir;
    cleanup = async () => fs.rmSync(dir, { recursive: true, force: true });
  }
  const servers: ChildProcess[] = [];
  try {
    console.log(`  seeding (${database}) …`);
    const seeded = spawnSync(process.execPath, ["--import", "tsx", "scripts/seed.ts"], {
      cwd: root,
      env: { ...process.env, ...env },
      stdio: ["ignore", "ignore", "inherit"],
    });
    if (seeded.status !== 0) throw new Error(`seeding failed (${database})`);
    const prof = process.env.BENCH_CPU_PROF
      ? [`--cpu-prof`, `--cpu-prof-dir=${path.resolve(process.env.BENCH_CPU_PROF)}`]
      : [];
    servers.push(node(["--import", "tsx", "bench/bare/server.ts"], { ...env, PORT: String(barePort) }));
    servers.push(node([...prof, "--import", "tsx", "server.ts"], { ...env, PORT: String(parvazPort) }));
    await waitFor(`http://127.0.0.1:${barePort}/healthz`);
    await waitFor(`http://127.0.0.1:${parvazPort}/healthz`);
    const parvaz = `http://127.0.0.1:${parvazPort}`;
    const search = new URLSearchParams({
      adults: "1",
      children: "0",
      infants: "0",
      trip: "oneway",
      from: "THR",
      to: "MHD",
      depart: daysAhead(4),
    });
    const targets: [string, string][] = [
      ["bare Remix page (one query)", `http://127.0.0.1:${barePort}/`],
      ["Parvaz home (/en)", `${parvaz}/en`],
      ["flight results (THR→MHD)", `${parvaz}/en/flights/search?${search}`],
      ["blog list (/en/blogs)", `${parvaz}/en/blogs`],
    ];
    for (const target of targets) {
      // The page answered at the end of any redirect (none today: search results answer at once).
      const response = await fetch(target[1]);
      const html = await response.text();
      if (!response.ok) throw new Error(`${target[0]}: ${target[1]} answered ${response.status}`);
      target[1] = response.url;
      if (target[0].startsWith("flight") && !/flights? found/.test(html))
        console.warn(`  warning: ${target[1]} shows no flights`);
      await requestsPerSecond(target[1], 3); // warm-up: JIT, caches, connection pools
    }
    const runs = new Map<string, Awaited<ReturnType<typeof requestsPerSecond>>[]>();
    for (let round = 0; round < rounds; round++) {
      for (const [name, url] of targets) {
        const r = await requestsPerSecond(url, seconds);
        runs.set(name, [...(runs.get(name) ?? []), r]);
        console.log(`  ${database} round ${round + 1}: ${name} ${r.rps.toFixed(0)} req/s`);
      }
    }
    return targets.map(([name]) => {
      const list = runs.get(name)!;
      return {
        database,
        target: name,
        rps: median(list.map((r) => r.rps)),
        p50: median(list.map((r) => r.p50)),
        errors: list.reduce((n, r) => n + r.errors, 0),
      };
    });
  } finally {
    for (const server of servers) await stop(server);
    await cleanup().catch((error) => console.warn(`cleanup (${database}):`, error.message));
  }
}

export async function run(): Promise<BenchReport> {
  await portsFree();
  buildBare();
  const all: Measured[] = [];
  for (const database of databases) {
    if (database === "postgres") {
      const client = new pg.Client({ connectionString: pgAdminUrl });
      const reachable = await client.connect().then(
        () => true,
        () => false,
      );
      await client.end().catch(() => {});
      if (!reachable) {
        console.warn(`PostgreSQL at ${pgAdminUrl} is not reachable: skipping it`);
        continue;
      }
    }
    all.push(...(await measureOn(database)));
  }
  const lines = [
    `10 connections, ${rounds} rounds of ${seconds} s per target after a 3 s warm-up, median of the rounds; ${os.cpus().length} CPUs (load average at the end ${os.loadavg()[0].toFixed(1)}).`,
    "",
    "| database | target | req/s (median) | × bare | p50 latency | errors | goal |",
    "|---|---|---|---|---|---|---|",
  ];
  for (const database of databases) {
    const rows = all.filter((m) => m.database === database);
    const bare = rows.find((m) => m.target.startsWith("bare"));
    for (const m of rows) {
      const ratio = bare ? m.rps / bare.rps : NaN;
      const goal = m.target.startsWith("Parvaz home") ? 0.5 : m.target.startsWith("flight") ? 0.3 : null;
      const verdict = goal === null ? "" : ratio >= goal ? `pass (≥ ${goal}×)` : `FAIL (< ${goal}×)`;
      lines.push(
        `| ${database} | ${m.target} | ${m.rps.toFixed(0)} | ${ratio.toFixed(2)}× | ${m.p50} ms | ${m.errors} | ${verdict} |`,
      );
    }
  }
  return { title: "Throughput: Parvaz beside a bare Remix page", lines };
}
