import express from "express";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { describe, expect, it } from "vitest";
import { originCheck } from "./origin-check.server";

/** Issue 22 item 11: a demo opened at localhost or 127.0.0.1, on any port, takes its own forms. */
describe("the origin check without PUBLIC_ORIGIN (a demonstration or development)", () => {
  it("accepts a form from either loopback name on the server's port, and marks or refuses one from elsewhere", async () => {
    const app = express();
    app.use(originCheck);
    app.all("*", (_req, res) => {
      res.send(res.locals.crossSite ? "cross-site" : "ok");
    });
    const server = app.listen(0, "127.0.0.1");
    await new Promise((resolve) => server.once("listening", resolve));
    const port = (server.address() as AddressInfo).port;
    // node:http, not fetch: a browser at http://localhost:PORT sends that Host, which fetch does not let a test set.
    const post = (host: string, path: string, origin: string) =>
      new Promise<{ status: number; text: () => Promise<string> }>((resolve, reject) => {
        const request = http.request({ port, path, method: "POST", headers: { Host: host, Origin: origin } }, (res) => {
          let body = "";
          res.setEncoding("utf8");
          res.on("data", (chunk: string) => (body += chunk));
          res.on("end", () => resolve({ status: res.statusCode ?? 0, text: async () => body }));
        });
        request.on("error", reject);
        request.end("a=1");
      });
    try {
      for (const name of ["localhost", "127.0.0.1"]) {
        const response = await post(`${name}:${port}`, "/en/contact", `http://${name}:${port}`);
        expect(await response.text(), name).toBe("ok");
      }
      // From another site: a screen goes on, marked, to answer 403 on its own page; a resource is refused here.
      expect(await (await post(`localhost:${port}`, "/en/contact", "http://evil.example")).text()).toBe("cross-site");
      const resource = await post(`localhost:${port}`, "/_/consent", "http://evil.example");
      expect(resource.status).toBe(403);
      const page = await resource.text();
      expect(page).toContain("This form was sent from another website");
      expect(page).toContain("این فرم از وب‌سایت دیگری فرستاده شده بود");
    } finally {
      server.close();
    }
  });
});
