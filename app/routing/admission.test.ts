import express from "express";
import type { AddressInfo } from "node:net";
import { describe, expect, it } from "vitest";
import { Admission, admission, RETRY_AFTER_SECONDS } from "./admission.server";

describe("admission control", () => {
  it("admits up to the limit, lets the next wait in line, and the urgent go first", async () => {
    const gate = new Admission({ maxInFlight: 2, maxQueue: 10, maxWaitMs: 1000 });
    const a = (await gate.enter())!;
    const b = (await gate.enter())!;
    const order: string[] = [];
    const normal = gate.enter().then((release) => (order.push("normal"), release));
    const urgent = gate.enter(true).then((release) => (order.push("urgent"), release));
    expect(gate.stats).toEqual({ inFlight: 2, waiting: 2 });
    a();
    a(); // releasing twice frees one place only
    expect((await urgent)!).toBeTypeOf("function");
    expect(gate.stats).toEqual({ inFlight: 2, waiting: 1 });
    b();
    await normal;
    expect(order).toEqual(["urgent", "normal"]);
  });

  it("refuses at once when the line is full, and after the longest wait", async () => {
    const gate = new Admission({ maxInFlight: 1, maxQueue: 1, maxWaitMs: 30 });
    await gate.enter();
    const waiting = gate.enter();
    expect(await gate.enter()).toBeNull();
    expect(await waiting).toBeNull();
    expect(gate.stats).toEqual({ inFlight: 1, waiting: 0 });
  });

  it("under a burst answers every request whole: 200 or 503 with Retry-After, never a 500 or a cut page", async () => {
    const app = express();
    // eslint-disable-next-line @typescript-eslint/no-misused-promises -- the middleware never rejects
    app.use(admission({ maxInFlight: 2, maxQueue: 8, maxWaitMs: 150 }, (req) => req.method === "POST"));
    app.all("*", (_req, res) => {
      setTimeout(() => res.send(`<!doctype html><html><body>${"x".repeat(20_000)}</body></html>`), 20);
    });
    const server = app.listen(0, "127.0.0.1");
    await new Promise((resolve) => server.once("listening", resolve));
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/en`;
    try {
      const answers = await Promise.all(
        Array.from({ length: 60 }, async (_, i) => {
          const response = await fetch(url, { method: i % 10 === 0 ? "POST" : "GET" });
          return { status: response.status, retry: response.headers.get("retry-after"), body: await response.text() };
        }),
      );
      const statuses = answers.map((a) => a.status);
      expect(statuses.every((s) => s === 200 || s === 503)).toBe(true);
      expect(statuses.filter((s) => s === 200).length).toBeGreaterThanOrEqual(10);
      expect(statuses.filter((s) => s === 503).length).toBeGreaterThan(0);
      for (const a of answers) {
        expect(a.body.trimEnd().endsWith("</html>")).toBe(true);
        if (a.status === 503) {
          expect(a.retry).toBe(String(RETRY_AFTER_SECONDS));
          expect(a.body).toContain("The site is very busy right now.");
          expect(a.body).toContain("سایت همین حالا بسیار شلوغ است");
        }
      }
    } finally {
      server.close();
    }
  });
});

describe("admission control when visitors leave", () => {
  const listen = async (app: express.Express) => {
    const server = app.listen(0, "127.0.0.1");
    await new Promise((resolve) => server.once("listening", resolve));
    return { server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
  };
  const leave = async (url: string, afterMs: number) => {
    const controller = new AbortController();
    const answer = fetch(url, { signal: controller.signal }).catch(() => null);
    setTimeout(() => controller.abort(), afterMs);
    await answer;
  };

  it("frees the place of a visitor who left before reaching the line (a slow earlier middleware)", async () => {
    const gate = admission({ maxInFlight: 2, maxQueue: 4, maxWaitMs: 500 }, () => false);
    const app = express();
    // Like serve-static's file lookup before the line: the visitor is gone by the time the request gets there.
    app.use((_req, _res, next) => void setTimeout(next, 60));
    // eslint-disable-next-line @typescript-eslint/no-misused-promises -- the middleware never rejects
    app.use(gate);
    app.all("*", (_req, res) => void setTimeout(() => res.send("ok"), 10));
    const { server, url } = await listen(app);
    try {
      await Promise.all(Array.from({ length: 6 }, () => leave(url, 15)));
      await new Promise((r) => setTimeout(r, 150));
      expect(gate.stats()).toEqual({ inFlight: 0, waiting: 0 });
      // Every place is free: the next visitors are served.
      const answers = await Promise.all([fetch(url), fetch(url), fetch(url)]);
      expect(answers.map((a) => a.status)).toEqual([200, 200, 200]);
    } finally {
      server.close();
    }
  });

  it("frees the place of a visitor who left while waiting in line", async () => {
    const gate = admission({ maxInFlight: 1, maxQueue: 4, maxWaitMs: 1000 }, () => false);
    const app = express();
    // eslint-disable-next-line @typescript-eslint/no-misused-promises -- the middleware never rejects
    app.use(gate);
    app.all("*", (_req, res) => void setTimeout(() => res.send("ok"), 80));
    const { server, url } = await listen(app);
    try {
      const served = fetch(url).then((r) => r.status);
      await new Promise((r) => setTimeout(r, 10));
      await Promise.all([leave(url, 20), leave(url, 20)]);
      expect(await served).toBe(200);
      await new Promise((r) => setTimeout(r, 50));
      expect(gate.stats()).toEqual({ inFlight: 0, waiting: 0 });
      expect((await fetch(url)).status).toBe(200);
    } finally {
      server.close();
    }
  });
});
