/**
 * Purchase load (issue 11 item 8): 200 buyers at once, each from its own address, each
 * putting a flight in a cart, opening the checkout, confirming it and opening the payment
 * page, against the e2e server on PGlite and on PostgreSQL. Counts answers by status per
 * step, pages cut short, connections reset, and the time a buyer took. Goal: no 500, no cut
 * page, no reset; a busy server answers 503 with Retry-After (decision 018), which the
 * buyer's browser would retry (this bench retries a 503 once after Retry-After, like a person).
 * Environment: BENCH_DATABASES ("pglite,postgres"), BUYERS (200).
 */
import type { BenchReport } from "./run";
import { percentile, startE2eServer } from "./support";

const port = 3193;
const buyers = Number(process.env.BUYERS ?? 200);
const databases = (process.env.BENCH_DATABASES ?? "pglite,postgres").split(",");

interface Tally {
  statuses: Map<string, number>;
  cut: number;
  reset: number;
  retried: number;
  bought: number;
  times: number[];
}

async function buyer(base: string, n: number, tally: Tally) {
  const ip = `10.${50 + Math.floor(n / 250)}.${n % 250}.7`;
  const cookies = new Map<string, string>();
  const send = async (step: string, path: string, init: RequestInit = {}, retry = true): Promise<Response | null> => {
    const headers = new Headers(init.headers);
    headers.set("X-Forwarded-For", ip);
    headers.set("Cookie", [...cookies].map(([k, v]) => `${k}=${v}`).join("; "));
    let response: Response;
    try {
      response = await fetch(base + path, { ...init, headers, redirect: "manual" });
    } catch {
      tally.reset++;
      return null;
    }
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(";");
      const i = pair.indexOf("=");
      cookies.set(pair.slice(0, i), pair.slice(i + 1));
    }
    const key = `${step} ${response.status}`;
    tally.statuses.set(key, (tally.statuses.get(key) ?? 0) + 1);
    if (response.status === 503 && retry) {
      tally.retried++;
      await response.arrayBuffer();
      await new Promise((r) => setTimeout(r, Number(response.headers.get("retry-after") ?? 5) * 1000));
      return send(step, path, init, false);
    }
    return response;
  };
  const page = async (response: Response | null) => {
    if (!response) return null;
    const html = await response.text();
    // A whole page has its </html> and, when streamed, the stream's closing script after it.
    const whole =
      html.includes("</html>") && (!html.includes("streamController") || html.includes("streamController.close()"));
    if ((response.headers.get("content-type") ?? "").includes("html") && !whole) tally.cut++;
    return html;
  };
  const started = performance.now();
  const line = await send("cart line", "/_/e2e/cart-line", {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    // Spread over the schedule's flights, as real buyers are (one flight's last seats are another test).
    body: JSON.stringify({ flight: { adults: 1, minDays: 8 + (n % 20) } }),
  });
  await line?.arrayBuffer();
  if (!line?.ok) return;
  if (!(await page(await send("checkout page", "/en/checkout")))) return;
  const form = new URLSearchParams({
    firstName: "Sara",
    lastName: "Ahmadi",
    email: `load${n}@example.com`,
    phone: "+989121234567",
    discountCode: "",
    giftCode: "",
    acceptRules: "on",
  });
  const confirmed = await send("checkout post", "/en/checkout", {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded" },
    body: form.toString(),
  });
  await page(confirmed);
  const location = confirmed?.headers.get("location");
  if (!location) return;
  const payment = await page(await send("payment page", location));
  if (payment?.includes('name="attempt"')) tally.bought++;
  tally.times.push(performance.now() - started);
}

async function loadOn(database: string, extraEnv: Record<string, string> = {}) {
  const { base, stop } = await startE2eServer(database, port, extraEnv);
  try {
    const tally: Tally = { statuses: new Map(), cut: 0, reset: 0, retried: 0, bought: 0, times: [] };
    const started = performance.now();
    await Promise.all(Array.from({ length: buyers }, (_, n) => buyer(base, n, tally)));
    const seconds = (performance.now() - started) / 1000;
    const healthy = (await fetch(`${base}/healthz`)).ok;
    return {
      database: extraEnv.MAX_IN_FLIGHT ? `${database}, no admission control` : database,
      tally,
      seconds,
      healthy,
    };
  } finally {
    await stop();
  }
}

export async function run(): Promise<BenchReport> {
  const results: Awaited<ReturnType<typeof loadOn>>[] = [];
  for (const database of databases) {
    console.log(`  ${buyers} buyers on ${database} …`);
    results.push(await loadOn(database));
  }
  // The same burst with admission control off (every request worked on at once), as before decision 018.
  console.log(`  ${buyers} buyers on pglite without admission control …`);
  results.push(await loadOn("pglite", { MAX_IN_FLIGHT: "10000" }));
  const keys = [...new Set(results.flatMap((r) => [...r.tally.statuses.keys()]))].sort();
  const lines = [
    `${buyers} buyers at once, each: flight into the cart → checkout page → confirm → payment page. A 503 is retried once after Retry-After.`,
    "",
    `| database | seconds | reached payment | p50 / p95 per buyer | retried 503 | cut pages | resets | healthy after |`,
    `|---|---|---|---|---|---|---|---|`,
    ...results.map(
      (r) =>
        `| ${r.database} | ${r.seconds.toFixed(1)} | ${r.tally.bought} / ${buyers} | ${(percentile(r.tally.times, 50) / 1000).toFixed(1)} s / ${(percentile(r.tally.times, 95) / 1000).toFixed(1)} s | ${r.tally.retried} | ${r.tally.cut} | ${r.tally.reset} | ${r.healthy ? "yes" : "**no**"} |`,
    ),
    "",
    `| step and status | ${results.map((r) => r.database).join(" | ")} |`,
    `|---|${results.map(() => "---").join("|")}|`,
    ...keys.map((k) => `| ${k} | ${results.map((r) => r.tally.statuses.get(k) ?? 0).join(" | ")} |`),
  ];
  return { title: "Purchase load: 200 buyers at once", lines };
}
