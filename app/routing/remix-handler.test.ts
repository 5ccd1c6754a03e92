import { loadContextOf } from "../../tests/support/load-context";
import express from "express";
import type { AddressInfo } from "node:net";
import { describe, expect, it, vi } from "vitest";
import { remixHandler } from "./remix-handler.server";
import { readBodies } from "./request-body.server";

describe("the Remix handler", () => {
  it("answers a legacy ?_data request 400 at once, without running a route or logging an error (issue 21 item 9)", async () => {
    const build = vi.fn(() => Promise.reject(new Error("no route may run")));
    const errors = vi.spyOn(console, "error");
    const app = express();
    app.use(readBodies({ timeoutMs: 1000, minBytesPerSecond: 8192, perClient: 8 }));
    const handler = remixHandler({
      build,
      mode: "production",
      getLoadContext: (req) => loadContextOf(new Request(`http://localhost${req.originalUrl}`)),
    });
    // eslint-disable-next-line @typescript-eslint/no-misused-promises -- the handler passes its errors to next()
    app.all("*", handler);
    const server = app.listen(0, "127.0.0.1");
    await new Promise((resolve) => server.once("listening", resolve));
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    try {
      for (const init of [{ method: "GET" }, { method: "POST", body: new URLSearchParams({ a: "1" }) }]) {
        const response = await fetch(`${base}/en/contact?_data=routes%2Fcontact`, init);
        expect(response.status).toBe(400);
      }
      expect(build).not.toHaveBeenCalled();
      expect(errors).not.toHaveBeenCalled();
    } finally {
      server.close();
    }
  });
});
