/**
 * Content pages (issue 6): server time of the blog, an article, the FAQ (with a search),
 * a Q&A thread, the team and a language sitemap on the seeded demo content, median and
 * p95 of 100 sequential requests each, and each page's ratio to the home page (the same
 * server, the same moment: the ratio is what to compare between machines). Also the
 * weight of an article page (HTML and first-load JavaScript, gzip).
 */
import { spawn } from "node:child_process";
import type { BenchReport } from "./run";
import { waitFor, gz, kb, percentile } from "./support";

const port = 3191;
const base = `http://127.0.0.1:${port}`;

async function time(path: string, n = 100) {
  const times: number[] = [];
  for (let i = 0; i < n; i++) {
    const t = performance.now();
    const response = await fetch(base + encodeURI(path));
    await response.text();
    if (response.status !== 200) throw new Error(`${path}: ${response.status}`);
    times.push(performance.now() - t);
  }
  return { median: percentile(times, 50), p95: percentile(times, 95) };
}

export async function run(): Promise<BenchReport> {
  // The e2e server: production build, in-memory PGlite, migrated and seeded (content included).
  const server = spawn("npx", ["tsx", "tests/e2e/server.ts"], {
    env: { ...process.env, E2E_PORT: String(port), E2E_FLIGHTS: "0", SESSION_SECRET: "bench-secret-0123456789" },
    stdio: "ignore",
    detached: true,
  });
  try {
    await waitFor(`${base}/healthz`);
    await waitFor(`${base}/en/blogs`);
    const pages = [
      ["home (reference)", "/en"],
      ["blog list", "/en/blogs"],
      ["blog article", "/en/blogs/a-weekend-in-isfahan"],
      ["blog article (fa)", "/fa/بلاگ/آخر-هفته-در-اصفهان"],
      ["FAQ list", "/en/frequently-asked-questions"],
      ["FAQ search", "/en/frequently-asked-questions?q=baggage"],
      ["Q&A thread", "/en/question-and-answer/does-an-infant-get-a-seat"],
      ["team", "/en/team"],
      ["sitemap-en.xml", "/sitemap-en.xml"],
    ] as const;
    for (const [, path] of pages) await time(path, 5); // warm-up
    const lines = ["| page | median | p95 | median ÷ home |", "|---|---|---|---|"];
    let home = 1;
    for (const [name, path] of pages) {
      const r = await time(path);
      if (path === "/en") home = r.median;
      lines.push(`| ${name} | ${r.median.toFixed(1)} ms | ${r.p95.toFixed(1)} ms | ${(r.median / home).toFixed(2)} |`);
    }
    const html = await (await fetch(`${base}/en/blogs/a-weekend-in-isfahan`)).text();
    const scripts = new Set<string>();
    for (const m of html.matchAll(/rel="modulepreload" href="(\/assets\/[^"]+\.js)"/g)) scripts.add(m[1]);
    for (const m of html.matchAll(/import(?:\s+\*\s+as\s+\w+\s+from\s+|\()"(\/assets\/[^"]+\.js)"/g)) scripts.add(m[1]);
    let js = 0;
    for (const s of scripts) js += gz(Buffer.from(await (await fetch(base + s)).arrayBuffer()));
    lines.push(
      "",
      `Article page weight: HTML ${kb(gz(html))} gzip, first-load JavaScript ${kb(js)} gzip (${scripts.size} files; the comment form brings conform + zod).`,
    );
    return { title: "Content: blog, FAQ, Q&A, team and sitemaps", lines };
  } finally {
    try {
      process.kill(-server.pid!, "SIGTERM");
    } catch {
      server.kill("SIGTERM");
    }
  }
}
