/**
 * The home page's weight on a slow phone: first-load JavaScript and CSS (gzip), and the
 * HTML document, measured from the production build served by the real server.
 * Budget (issue 2): JavaScript ≤ 100 KB gzip, CSS ≤ 15 KB gzip.
 * Also: server time for the home page (median and p95 of 200 sequential requests).
 */
import { spawn } from "node:child_process";
import type { BenchReport } from "./run";
import { waitFor, gz, kb, percentile } from "./support";

const port = 3190;
const base = `http://127.0.0.1:${port}`;

export async function run(): Promise<BenchReport> {
  // Never measure somebody else's server: the port must be free.
  const taken = await fetch(`${base}/healthz`).then(
    () => true,
    () => false,
  );
  if (taken) throw new Error(`port ${port} is already in use: stop that server before benchmarking`);
  const server = spawn("npx", ["tsx", "server.ts"], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: "127.0.0.1",
      NODE_ENV: "production",
      DEMO: "1",
      PUBLIC_ORIGIN: base,
      PGLITE_DIR: "memory://",
      SESSION_SECRET: "bench-secret-0123456789",
    },
    stdio: "ignore",
    detached: true,
  });
  try {
    await waitFor(`${base}/healthz`);
    const lines: string[] = [
      "| page | HTML gzip | JS gzip (first load) | CSS gzip | JS budget | CSS budget |",
      "|---|---|---|---|---|---|",
    ];
    for (const page of ["/en", "/fa"]) {
      const html = await (await fetch(base + page)).text();
      const scripts = new Set<string>();
      // What the browser loads: module preloads, and the inline module script's imports
      // (not the manifest's own "url", which is never fetched on first load).
      for (const m of html.matchAll(/rel="modulepreload" href="(\/assets\/[^"]+\.js)"/g)) scripts.add(m[1]);
      for (const m of html.matchAll(/import(?:\s+\*\s+as\s+\w+\s+from\s+|\()"(\/assets\/[^"]+\.js)"/g))
        scripts.add(m[1]);
      const css = [...html.matchAll(/href="(\/assets\/[^"]+\.css)"/g)].map((m) => m[1]);
      let js = 0;
      for (const s of scripts) js += gz(Buffer.from(await (await fetch(base + s)).arrayBuffer()));
      let styles = 0;
      for (const s of css) styles += gz(Buffer.from(await (await fetch(base + s)).arrayBuffer()));
      lines.push(
        `| ${page} | ${kb(gz(html))} | ${kb(js)} (${scripts.size} files) | ${kb(styles)} | ${js <= 100 * 1024 ? "ok" : "OVER"} ≤ 100 KB | ${styles <= 15 * 1024 ? "ok" : "OVER"} ≤ 15 KB |`,
      );
    }
    const times: number[] = [];
    for (let i = 0; i < 200; i++) {
      const t = performance.now();
      await (await fetch(`${base}/en`)).text();
      times.push(performance.now() - t);
    }
    lines.push(
      "",
      `Home page (/en) server time over 200 sequential requests: median ${percentile(times, 50).toFixed(1)} ms, p95 ${percentile(times, 95).toFixed(1)} ms.`,
    );
    return { title: "Shell: home page weight and speed", lines };
  } finally {
    // npx starts tsx as a child: stop the whole process group.
    if (server.pid) process.kill(-server.pid, "SIGTERM");
  }
}
