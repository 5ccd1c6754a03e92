import type { AddressInfo } from "node:net";
import express from "express";
import { describe, expect, it } from "vitest";
import { trustProxy } from "~/utils/env.server";

/** The client IP the load context gets (server.ts: req.ip under `trust proxy` = trustProxy(TRUST_PROXY)). */
async function clientIpSeen(setting: string | undefined, forwardedFor: string) {
  const app = express();
  app.set("trust proxy", trustProxy(setting));
  app.get("/", (req, res) => void res.send(req.ip));
  const server = app.listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  try {
    const { port } = server.address() as AddressInfo;
    return await (await fetch(`http://127.0.0.1:${port}/`, { headers: { "X-Forwarded-For": forwardedFor } })).text();
  } finally {
    server.close();
  }
}

describe("client IP and TRUST_PROXY", () => {
  it("ignores X-Forwarded-For from anyone when TRUST_PROXY is unset", async () => {
    expect(await clientIpSeen(undefined, "203.0.113.7")).toMatch(/127\.0\.0\.1$/);
  });
  it("reads X-Forwarded-For from a trusted proxy, from the right", async () => {
    expect(await clientIpSeen("loopback", "203.0.113.7")).toBe("203.0.113.7");
    // A client's own X-Forwarded-For in front of the proxy's entry is not believed.
    expect(await clientIpSeen("loopback", "198.51.100.1, 203.0.113.7")).toBe("203.0.113.7");
    expect(await clientIpSeen("1", "198.51.100.1, 203.0.113.7")).toBe("203.0.113.7");
  });
});
