import type { Page } from "@playwright/test";
import { expect, ready, test } from "./fixtures";

/**
 * The PWA (decision 008): newer builds, the service worker's offline page, the chunk-failure
 * reload. All of it is JavaScript; the nojs run only checks that the pages do without it.
 */

type Marked = Window & { __marker?: number };

// This file is about the service worker: allowed here (the JavaScript run blocks it elsewhere, playwright.config.ts).
test.use({ serviceWorkers: "allow" });

/** Waits until /pwa.js (loaded on idle after hydration) has started. */
async function pwaReady(page: Page) {
  await ready(page, true);
  await page.waitForFunction(() => document.documentElement.dataset.pwa === "1");
}

test("without JavaScript the pages load no service worker and keep working", async ({ page, jsEnabled }) => {
  test.skip(jsEnabled, "the JS run covers the service worker below");
  await page.goto("/en/about-us");
  await page.getByRole("link", { name: "Contact us" }).first().click();
  await expect(page).toHaveURL(/\/en\/contact$/);
  expect(await page.evaluate(() => navigator.serviceWorker?.controller ?? null)).toBeNull();
});

test.describe("newer builds", () => {
  // The service worker would answer some requests itself; here the page talks to the network.
  test.use({ serviceWorkers: "block" });

  test("the page knows its build; a newer one in builds/latest.json turns the next navigation into a document load", async ({
    page,
    jsEnabled,
  }) => {
    test.skip(!jsEnabled, "build polling is JavaScript; without it every navigation is a document load");
    await page.goto("/en/about-us");
    await pwaReady(page);

    // The build descriptors: latest.json names the build this page runs, meta/{id}.json its route rules.
    const loaded = await page.evaluate(() => window.__remixManifest.version);
    const latest = await page.request.get("/builds/latest.json");
    expect(latest.headers()["cache-control"]).toBe("no-cache");
    expect((await latest.json()).id).toBe(loaded);
    const meta = await (await page.request.get(`/builds/meta/${loaded}.json`)).json();
    expect(meta.matcher.static["/en/contact"]).toMatchObject({ screen: "contact" });
    expect(meta.prerendered).toContain("/offline.html");

    // Same build: a link is a client-side navigation (the window survives).
    await page.evaluate(() => ((window as Marked).__marker = 1));
    await page.getByRole("link", { name: "Contact us" }).first().click();
    await expect(page).toHaveURL(/\/en\/contact$/);
    expect(await page.evaluate(() => (window as Marked).__marker)).toBe(1);

    // A newer build is out: the check on becoming visible notices it…
    let polled = 0;
    await page.route("**/builds/latest.json", (route) => {
      polled++;
      return route.fulfill({
        json: { id: "a-newer-build", timestamp: Date.now() },
        headers: { "cache-control": "no-cache" },
      });
    });
    await page.evaluate(() => document.dispatchEvent(new Event("visibilitychange")));
    await page.waitForFunction(() => document.documentElement.dataset.buildStale === "1");
    expect(polled).toBe(1);

    // …and the next navigation loads the document in full (the window marker is gone).
    await page.getByRole("link", { name: "About us" }).first().click();
    await expect(page).toHaveURL(/\/en\/about-us$/);
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === "1");
    expect(await page.evaluate(() => (window as Marked).__marker)).toBeUndefined();
  });
});

test.describe("a chunk that fails to load", () => {
  test.use({ serviceWorkers: "block" });

  test("reloads the page once per 10 s, keeping the query string and the typed input", async ({ page, jsEnabled }) => {
    test.skip(!jsEnabled, "code chunks are JavaScript");
    await page.goto("/en/about-us?ref=mail");
    await pwaReady(page);
    // The contact screen's route module cannot be loaded (a deploy removed it).
    await page.route(/\/assets\/contact-[\w-]+\.js$/, (route) => route.abort());
    await page.locator("#newsletter-email").fill("reader@example.com");
    await page.evaluate(() => ((window as Marked).__marker = 1));

    await page.getByRole("link", { name: "Contact us" }).first().click();
    // One reload of the page it was on, with its query string and the input kept.
    await page.waitForFunction(() => !(window as Marked).__marker && document.documentElement.dataset.pwa === "1");
    await expect(page).toHaveURL(/\/en\/about-us\?ref=mail$/);
    await expect(page.locator("#newsletter-email")).toHaveValue("reader@example.com");

    // The same failure again within 10 s: no second reload (the error page instead of a loop).
    await page.evaluate(() => ((window as Marked).__marker = 2));
    await page.getByRole("link", { name: "Contact us" }).first().click();
    await page.waitForTimeout(1500);
    expect(await page.evaluate(() => (window as Marked).__marker)).toBe(2);
  });
});

test.describe("the service worker", () => {
  test("says 'offline ready' once installed, and offline a navigation shows the offline page in the page's language", async ({
    page,
    context,
    jsEnabled,
  }) => {
    test.skip(!jsEnabled, "a service worker needs JavaScript");
    await page.goto("/en/about-us");
    await pwaReady(page);
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 30_000 });
    await expect(page.locator("#pwa-status")).toContainText("Offline ready");

    await context.setOffline(true);
    await page.goto("/en/flights");
    await expect(page.getByRole("heading", { name: "You are offline" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "U bent offline" })).toBeHidden();
    await expect(page.getByRole("link", { name: "+98 21 9100 2400" })).toBeVisible();

    await page.goto(`/fa/${encodeURIComponent("پرواز")}`);
    await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
    await expect(page.getByRole("heading", { name: "اتصال اینترنت برقرار نیست" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "You are offline" })).toBeHidden();

    // Back online, pages come from the network again.
    await context.setOffline(false);
    await page.goto("/en/flights");
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    await expect(page.getByRole("heading", { name: "You are offline" })).toHaveCount(0);
  });
});
