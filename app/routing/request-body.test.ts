import express from "express";
import net from "node:net";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Admission } from "./admission.server";
import { bodyOf, bodyRule, FORM_BODY_LIMIT, readBodies, requestTimeoutMs } from "./request-body.server";
import { DOCUMENT_UPLOAD_BODY_BYTES } from "~/domains/traveller-documents/kinds";

/** Issue 21 items 2 and 8: bodies are read under a deadline, a few at a time per client, multipart only where files go. */
let server: ReturnType<express.Express["listen"]>;
let port = 0;
beforeAll(async () => {
  const app = express();
  app.set("trust proxy", "loopback");
  app.use(readBodies({ timeoutMs: 300, minBytesPerSecond: 1_000_000, perClient: 2 }));
  app.all("*", (req, res) => {
    res.send(`got ${bodyOf(req).length} bytes: ${bodyOf(req).toString().slice(0, 20)}`);
  });
  server = app.listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));

/** A POST whose body comes a few bytes at a time; resolves with the answer's status line (or "closed"). */
function trickle(length: number, headers: Record<string, string> = {}) {
  return new Promise<string>((resolve) => {
    const socket = net.connect(port, "127.0.0.1", () => {
      const extra = Object.entries(headers).map(([k, v]) => `${k}: ${v}\r\n`);
      socket.write(
        `POST /en/contact HTTP/1.1\r\nHost: x\r\nContent-Type: application/x-www-form-urlencoded\r\nContent-Length: ${length}\r\n${extra.join("")}\r\nab`,
      );
    });
    const timer = setInterval(() => socket.writable && socket.write("c"), 50);
    socket.on("data", (data) => {
      clearInterval(timer);
      resolve(data.toString().split("\r\n")[0]);
      socket.destroy();
    });
    socket.on("close", () => (clearInterval(timer), resolve("closed")));
    socket.on("error", () => {});
  });
}

const post = (path: string, body: BodyInit, headers: Record<string, string> = {}) =>
  fetch(`http://127.0.0.1:${port}${path}`, { method: "POST", body, headers });

describe("request bodies", () => {
  it("hands a whole form body on", async () => {
    const response = await post("/en/contact", "name=Sara&email=a%40b.c", {
      "Content-Type": "application/x-www-form-urlencoded",
    });
    expect(response.status).toBe(200);
    expect(await response.text()).toBe("got 23 bytes: name=Sara&email=a%40");
  });

  it("answers 408 to a body that does not arrive in time, and closes the connection", async () => {
    const started = Date.now();
    expect(await trickle(10_000)).toBe("HTTP/1.1 408 Request Timeout");
    expect(Date.now() - started).toBeLessThan(2000);
  });

  it("lets one client address send only a few bodies at once: the next answer 429 at once", async () => {
    const slow = [
      trickle(10_000, { "X-Forwarded-For": "203.0.113.9" }),
      trickle(10_000, { "X-Forwarded-For": "203.0.113.9" }),
    ];
    await new Promise((r) => setTimeout(r, 50));
    expect(await trickle(10_000, { "X-Forwarded-For": "203.0.113.9" })).toBe("HTTP/1.1 429 Too Many Requests");
    // Another address is not held up by that one.
    const other = await post("/en/contact", "a=1", {
      "Content-Type": "application/x-www-form-urlencoded",
      "X-Forwarded-For": "203.0.113.10",
    });
    expect(other.status).toBe(200);
    expect(await Promise.all(slow)).toEqual(["HTTP/1.1 408 Request Timeout", "HTTP/1.1 408 Request Timeout"]);
  });

  it("takes multipart only on a route that takes files, each with its own limit", async () => {
    const form = new FormData();
    form.append("name", "x");
    const refused = await post("/en/contact", form);
    expect(refused.status).toBe(415);
    expect(await refused.text()).toContain("This form does not take files.");
    expect((await post("/en/user/account/edit", form)).status).toBe(200);
    expect(bodyRule("/en/contact")).toEqual({ multipart: false, limit: FORM_BODY_LIMIT });
    expect(bodyRule("/en/booking/PZ12345678")).toEqual({ multipart: true, limit: DOCUMENT_UPLOAD_BODY_BYTES });
    expect(bodyRule("/fa/کاربر/حساب/ویرایش").multipart).toBe(true);
    expect(bodyRule("/en/user/account/edit").limit).toBeGreaterThan(1024 * 1024);
    // With JavaScript the form goes to the screen's single-fetch path.
    expect(bodyRule("/en/user/account/edit.data").multipart).toBe(true);
    const big = await post("/en/contact", "a=" + "x".repeat(FORM_BODY_LIMIT), {
      "Content-Type": "application/x-www-form-urlencoded",
    });
    expect(big.status).toBe(413);
  });

  it("gives Node's whole-request limit room for the largest upload at the slowest accepted rate", () => {
    // The largest is a traveller's document (5 MB and the form's fields, decision 412) on the booking page.
    expect(DOCUMENT_UPLOAD_BODY_BYTES).toBe(5 * 1024 * 1024 + 64 * 1024);
    expect(requestTimeoutMs({ timeoutMs: 10_000, minBytesPerSecond: 8192, perClient: 8 }, 20_000)).toBe(
      20_000 + 10_000 + Math.ceil((DOCUMENT_UPLOAD_BODY_BYTES / 8192) * 1000),
    );
  });
});

describe("admission places per client", () => {
  it("a client at its cap waits for one of its own places while others go ahead", async () => {
    const gate = new Admission({ maxInFlight: 4, maxQueue: 10, maxWaitMs: 1000, maxPerClient: 2 });
    const a1 = (await gate.enter(false, "a"))!;
    await gate.enter(false, "a");
    const a3 = gate.enter(false, "a");
    const b1 = await gate.enter(false, "b");
    expect(b1).toBeTypeOf("function");
    expect(gate.stats).toEqual({ inFlight: 3, waiting: 1 });
    a1();
    expect(await a3).toBeTypeOf("function");
    expect(gate.stats).toEqual({ inFlight: 3, waiting: 0 });
  });
});
