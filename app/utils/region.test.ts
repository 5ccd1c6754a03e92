import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { currencyOfCountry, httpRegionProvider, lookupRegion, offlineRegionProvider } from "./region.server";

const req = (acceptLanguage?: string) =>
  new Request("http://x/", { headers: acceptLanguage ? { "Accept-Language": acceptLanguage } : {} });

describe("region lookup", () => {
  let server: http.Server;
  let base = "";
  beforeAll(async () => {
    server = http.createServer((request, response) => {
      if (request.url?.startsWith("/ok")) {
        response.setHeader("Content-Type", "application/json");
        response.end(
          JSON.stringify({
            country: "ca",
            currency_name: "Canadian Dollar",
            key: new URL(request.url, "http://x").searchParams.get("key"),
          }),
        );
      } else if (request.url?.startsWith("/slow")) {
        setTimeout(() => response.end("{}"), 3000);
      } else {
        response.statusCode = 500;
        response.end("boom");
      }
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it("reads country and currency_name from the HTTP service, with the key and IP filled in", async () => {
    const region = await lookupRegion(
      req(),
      "203.0.113.9",
      httpRegionProvider(`${base}/ok/{ip}.json?key={key}`, "secret"),
    );
    expect(region).toEqual({ country: "CA", currencyName: "Canadian Dollar" });
  });

  it("falls back to the offline answer when the service fails or is slow", async () => {
    expect(await lookupRegion(req("nl-NL"), null, httpRegionProvider(`${base}/fail.json`, "k"))).toEqual({
      country: "NL",
      currencyName: null,
    });
    const started = Date.now();
    expect(await lookupRegion(req("fa"), null, httpRegionProvider(`${base}/slow.json`, "k", 200))).toEqual({
      country: "IR",
      currencyName: null,
    });
    expect(Date.now() - started).toBeLessThan(2000);
    expect(await lookupRegion(req("en-US"), null, httpRegionProvider("http://127.0.0.1:9/none.json", "k"))).toEqual({
      country: "US",
      currencyName: null,
    });
  });

  it("answers offline from the Accept-Language region, or the language's home country", async () => {
    expect(await offlineRegionProvider.lookup(req("en-GB,en;q=0.8"), null)).toEqual({
      country: "GB",
      currencyName: null,
    });
    expect(await offlineRegionProvider.lookup(req("fr"), null)).toEqual({ country: "FR", currencyName: null });
    expect(await offlineRegionProvider.lookup(req(), null)).toEqual({ country: null, currencyName: null });
  });

  it("maps countries to the agency's currencies", () => {
    expect(["IR", "NL", "FR", "DE", "US", "GB", "CA", "JP", null].map(currencyOfCountry)).toEqual([
      "IRR",
      "EUR",
      "EUR",
      "EUR",
      "USD",
      "GBP",
      "CAD",
      null,
      null,
    ]);
  });
});
