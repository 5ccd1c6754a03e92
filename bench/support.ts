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
