/** Helpers shared by the benches (bench/*.bench.ts). */
import zlib from "node:zlib";

/** Waits until a URL answers 2xx (a server under test has started). */
export async function waitFor(url: string, ms = 120_000) {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {}
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`server did not start: ${url}`);
}

/** Size in bytes after gzip -9, as a browser would download it. */
export const gz = (buf: Buffer | string) => zlib.gzipSync(buf, { level: 9 }).length;
export const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
/** The p-th percentile (nearest rank) of a list of timings. */
export const percentile = (xs: number[], p: number) =>
  [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor((p / 100) * xs.length))];

/** A throwaway PostgreSQL database on the server at `adminUrl`: its URL, and how to drop it. */
export async function throwawayDatabase(adminUrl: string, name: string) {
  const { default: pg } = await import("pg");
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${name}`);
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const c = new pg.Client({ connectionString: adminUrl });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    },
  };
}

/**
 * The e2e server (tests/e2e/server.ts: built site, demo data) on PGlite in memory or on a
 * throwaway PostgreSQL database, in its own process group; `stop()` ends it and drops the database.
 * `nodeArgs` go before the script, after tsx's loader (flags, `--import`s of TypeScript files); with `ipc` the child has an IPC channel.
 */
export async function startE2eServer(
  database: string,
  port: number,
  extraEnv: Record<string, string> = {},
  options: { nodeArgs?: string[]; ipc?: boolean } = {},
) {
  const { spawn } = await import("node:child_process");
  const path = await import("node:path");
  // BENCH_ROOT: another checkout's server (built, with its node_modules), for a before/after comparison.
  const root = process.env.BENCH_ROOT ?? path.resolve(path.dirname(new URL(import.meta.url).pathname), "..");
  const env: Record<string, string> = { E2E_PORT: String(port), LOG_LEVEL: "silent", ...extraEnv };
  let drop = async () => {};
  if (database === "postgres") {
    const adminUrl = process.env.BENCH_PG_URL ?? "postgres://postgres@127.0.0.1:5432/test";
    const db = await throwawayDatabase(adminUrl, `parvaz_bench_${port}_${process.pid}`);
    env.DATABASE_URL = db.url;
    drop = db.drop;
  }
  const child = spawn(process.execPath, ["--import", "tsx", ...(options.nodeArgs ?? []), "tests/e2e/server.ts"], {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: options.ipc ? ["ignore", "ignore", "inherit", "ipc"] : ["ignore", "ignore", "inherit"],
    detached: true,
  });
  const stop = async () => {
    if (child.exitCode === null && child.pid) {
      const exited = new Promise((resolve) => child.once("exit", resolve));
      try {
        process.kill(-child.pid, "SIGTERM");
      } catch {
        // The group is already gone (its last process exited between the check and the signal).
      }
      await Promise.race([exited, new Promise((r) => setTimeout(r, 15_000))]);
    }
    await drop().catch(() => {});
  };
  try {
    await waitFor(`http://127.0.0.1:${port}/healthz`, 300_000);
  } catch (error) {
    await stop();
    throw error;
  }
  return { base: `http://127.0.0.1:${port}`, stop, child };
}
