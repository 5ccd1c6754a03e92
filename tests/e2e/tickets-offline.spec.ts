import type { Page } from "@playwright/test";
import { expect, expectNoAxeViolations, login, ready, test } from "./fixtures";

/**
 * Tickets offline (decision 107): an e-ticket this device opened opens again without a network, with its
 * QR codes and a note saying it is the saved copy; the offline page lists the saved tickets; signing out
 * (or someone else signing in) takes them away. All of it is the service worker: JavaScript only.
 */
// This file is about the service worker: allowed here (the JavaScript run blocks it elsewhere, playwright.config.ts).
test.use({ serviceWorkers: "allow" });

const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 7)}`;

/** Until the service worker controls the page (it installs on the first visit). */
async function controlled(page: Page) {
  await page.goto("/en/about-us");
  await ready(page, true);
  await page.waitForFunction(() => document.documentElement.dataset.pwa === "1");
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 30_000 });
}

/** Cart line → checkout → card payment → the e-ticket (as orders.spec.ts books). */
async function buyFlight(page: Page, email: string) {
  const line = await page.request.post("/_/e2e/cart-line", { data: { flight: { adults: 1 } } });
  expect(line.ok()).toBe(true);
  await page.goto("/en/checkout");
  await ready(page, true);
  await page.getByLabel("First name").fill("Sara");
  await page.getByLabel("Last name").fill("Ahmadi");
  await page.getByLabel("E-mail address", { exact: true }).fill(email);
  await page.getByLabel("Mobile phone").fill("+989121234567");
  await page.getByLabel("Which cause should we support?").selectOption("orphans");
  await page.getByLabel("How did you find us?").selectOption("friend");
  await page.getByLabel(/I accept the fare rules/).check();
  await page.getByRole("button", { name: "Confirm booking" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Payment" })).toBeVisible();
  await ready(page, true);
  await page.getByRole("button", { name: /^Pay/ }).click();
  await expect(page.getByRole("heading", { name: "Secure card payment" })).toBeVisible();
  await page.getByLabel("Name on card").fill("Sara Ahmadi");
  await page.getByLabel("Card number").fill("4242 4242 4242 4242");
  await page.getByLabel("Expiry date").fill("12/39");
  await page.getByLabel("Security code (CVV)").fill("123");
  await page.getByRole("button", { name: /^Pay/ }).click();
  await expect(page.getByText("Thank you!")).toBeVisible();
  const orderNumber = (await page.getByTestId("order-number").textContent())!.trim();
  const ticket = (await page.getByTestId("eticket").first().textContent())!.trim();
  return { orderNumber, ticket };
}

/** The ticket caches on this device and the addresses each holds. */
function savedTickets(page: Page) {
  return page.evaluate(async () => {
    const saved: Record<string, string[]> = {};
    for (const name of await caches.keys())
      if (name.startsWith("parvaz-tickets-"))
        saved[name] = (await (await caches.open(name)).keys()).map((r) => decodeURI(new URL(r.url).pathname));
    return saved;
  });
}

async function waitUntilSaved(page: Page, path: string) {
  await expect.poll(async () => Object.values(await savedTickets(page)).flat()).toContain(path);
}

test.beforeEach(({ jsEnabled }) => {
  test.skip(!jsEnabled, "the service worker needs JavaScript; without it every page is fetched as before");
});

test("a paid e-ticket opens offline with its QR codes and a note; the offline page lists it; sign-out takes it away", async ({
  page,
  context,
}) => {
  await login(page, { email: `offline-${unique()}@example.com` });
  await controlled(page);
  const { orderNumber, ticket } = await buyFlight(page, `offline-buyer-${unique()}@example.com`);
  const path = `/en/booking/${orderNumber}`;
  const qr = page.getByTestId("qr-verify").first().locator("svg");
  const code = await qr.locator("path").getAttribute("d");
  expect(code?.length).toBeGreaterThan(50);
  await waitUntilSaved(page, path);
  // Kept in one cache, the signed-in session's; no other page (checkout, payment, cart) was kept.
  const caches = await savedTickets(page);
  expect(Object.keys(caches)).toHaveLength(1);
  expect(Object.keys(caches)[0]).toMatch(/^parvaz-tickets-u-[\w-]{22}$/);
  expect(Object.values(caches)[0]).toEqual([path]);

  // At the airport: no network. The ticket reloads from the device, with its codes and the note.
  await context.setOffline(true);
  await page.reload();
  await ready(page, true);
  await expect(page.getByTestId("saved-ticket-note")).toHaveText(
    /^Saved on this device: opened without a connection, shown as it was on .+ \d{2}:\d{2} Tehran time\.$/,
  );
  await expect(page.getByTestId("order-number")).toHaveText(orderNumber);
  await expect(page.getByTestId("eticket").first()).toHaveText(ticket);
  await expect(qr).toBeVisible();
  await expect(qr.locator("path")).toHaveAttribute("d", code!);
  await expectNoAxeViolations(page);

  // "Booked" without a network: the offline page lists the tickets saved here, as links that open them.
  await page.goto("/en/user/booked");
  await expect(page.getByRole("heading", { name: "You are offline" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Tickets and vouchers saved on this device" })).toBeVisible();
  const saved = page.getByRole("link", { name: new RegExp(`^Booking \u2066${orderNumber}\u2069 — saved `) });
  await expect(saved).toBeVisible();
  await expectNoAxeViolations(page);
  await saved.click();
  await expect(page).toHaveURL(new RegExp(`${path}$`));
  await expect(page.getByTestId("eticket").first()).toHaveText(ticket);
  await expect(page.getByTestId("saved-ticket-note")).toBeVisible();
  // A page that is not a ticket was never kept.
  await page.goto("/en/cart");
  await expect(page.getByRole("heading", { name: "You are offline" })).toBeVisible();

  // Back online, the ticket comes from the network again (no note); then sign out.
  await context.setOffline(false);
  await page.goto(path);
  await ready(page, true);
  await expect(page.getByTestId("eticket").first()).toHaveText(ticket);
  await expect(page.getByTestId("saved-ticket-note")).toHaveCount(0);

  // In Persian the note has the Jalali date and Persian digits, on the agency's clock.
  const persian = `/fa/رزرو/${orderNumber}`;
  await page.goto(persian);
  await ready(page, true);
  await waitUntilSaved(page, persian);
  await context.setOffline(true);
  await page.reload();
  await expect(page.getByTestId("saved-ticket-note")).toHaveText(
    /^ذخیره‌شده روی این دستگاه: بدون اتصال باز شد .+ (آذر|دی|بهمن|اسفند|فروردین|اردیبهشت|خرداد|تیر|مرداد|شهریور|مهر|آبان) [۰-۹]{4}، [۰-۹]{2}:[۰-۹]{2} به وقت تهران بود\.$/,
  );
  await context.setOffline(false);
  await page.goto("/en/sign-out");
  await ready(page, true);
  await page.getByRole("main").getByRole("button", { name: "Sign out" }).click();
  await expect(page.getByRole("heading", { name: "You are signed out." })).toBeVisible();
  await expect.poll(async () => Object.keys(await savedTickets(page)).filter((n) => n.includes("-u-"))).toEqual([]);

  // Offline again: the ticket is not on this device any more.
  await context.setOffline(true);
  await page.goto(path);
  await expect(page.getByRole("heading", { name: "You are offline" })).toBeVisible();
  await expect(page.getByTestId("eticket")).toHaveCount(0);
  await expect(page.getByRole("heading", { name: "Tickets and vouchers saved on this device" })).toBeHidden();
});

test("another user signing in on the same device never sees the first user's saved ticket", async ({
  page,
  context,
}) => {
  await login(page, { email: `first-${unique()}@example.com` });
  await controlled(page);
  const { orderNumber } = await buyFlight(page, `first-buyer-${unique()}@example.com`);
  const path = `/en/booking/${orderNumber}`;
  await waitUntilSaved(page, path);

  // Someone else signs in here (the first user's session is replaced) and opens any page.
  await login(page, { email: `second-${unique()}@example.com` });
  await page.goto("/en/user");
  await ready(page, true);
  await expect.poll(async () => Object.values(await savedTickets(page)).flat()).toEqual([]);

  await context.setOffline(true);
  await page.goto(path);
  await expect(page.getByRole("heading", { name: "You are offline" })).toBeVisible();
  await expect(page.getByTestId("eticket")).toHaveCount(0);
});

test("a ticket opened by a client-side navigation (from 'booked') is kept too", async ({ page, context }) => {
  await login(page, { email: `client-${unique()}@example.com` });
  await controlled(page);
  const { orderNumber, ticket } = await buyFlight(page, `client-buyer-${unique()}@example.com`);
  const path = `/en/booking/${orderNumber}`;
  await waitUntilSaved(page, path);
  // Forget it, then open it as a click in the user area: the service worker sees only the data request.
  await page.evaluate(async () => {
    for (const name of await caches.keys()) if (name.startsWith("parvaz-tickets-")) await caches.delete(name);
  });
  await page.goto("/en/user/booked");
  await ready(page, true);
  await page.evaluate(() => ((window as Window & { __marker?: number }).__marker = 1));
  await page
    .getByTestId("booked-order")
    .filter({ hasText: orderNumber })
    .getByRole("link", { name: "Details and tickets" })
    .click();
  await expect(page).toHaveURL(new RegExp(`${path}$`));
  expect(await page.evaluate(() => (window as Window & { __marker?: number }).__marker)).toBe(1);
  await waitUntilSaved(page, path);

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByTestId("saved-ticket-note")).toBeVisible();
  await expect(page.getByTestId("eticket").first()).toHaveText(ticket);
});

test("a guest's hotel voucher opens offline, kept under the guest's booking access", async ({ page, context }) => {
  await controlled(page);
  const response = await page.request.post("/_/e2e/hotel-order", {
    data: { locale: "en", email: `stay-${unique()}@example.com`, domestic: false },
  });
  expect(response.ok()).toBe(true);
  const made = (await response.json()) as { orderNumber: string; confirmation: string };
  await page.goto(made.confirmation);
  await ready(page, true);
  const confirmation = (await page.getByTestId("voucher-confirmation").first().textContent())!.trim();
  await waitUntilSaved(page, made.confirmation);
  // The guest's booking access, not a session.
  expect(Object.keys(await savedTickets(page))).toEqual([expect.stringMatching(/^parvaz-tickets-g-[\w-]{22}$/)]);

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByTestId("saved-ticket-note")).toBeVisible();
  await expect(page.getByTestId("voucher-confirmation").first()).toHaveText(confirmation);
  await expect(page.getByTestId("hotel-voucher")).toBeVisible();

  // The PDF, once fetched with the network up, comes from the device too (the offline list shows only pages).
  await context.setOffline(false);
  const pdf = `/_/ticket/${made.orderNumber}`;
  const online = await page.evaluate(async (url) => (await fetch(url)).headers.get("Content-Type"), pdf);
  expect(online).toBe("application/pdf");
  await waitUntilSaved(page, pdf);
  await context.setOffline(true);
  const offline = await page.evaluate(async (url) => {
    const answer = await fetch(url);
    return {
      status: answer.status,
      type: answer.headers.get("Content-Type"),
      size: (await answer.arrayBuffer()).byteLength,
    };
  }, pdf);
  expect(offline).toMatchObject({ status: 200, type: "application/pdf" });
  expect(offline.size).toBeGreaterThan(1000);
});
