import type { Page } from "@playwright/test";
import { expect, outboxFor, payOnSandbox, ready, test } from "./fixtures";
import { addDays, agencyToday } from "../../app/travel/clock";

/**
 * The whole journey of issue 4, with JavaScript on and off: a guest searches a one-way
 * flight, chooses it, enters the traveller, checks out, pays with the sandbox card page
 * and downloads the PDF ticket. (The step-by-step rules are in flights.spec.ts and
 * orders.spec.ts; this test proves the screens of both issues work as one flow.)
 */
/** A date n days after the agency's today (Tehran), as the search form expects it. */
const daysAhead = (n: number) => addDays(agencyToday(), n);
const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 7)}`;

async function search(page: Page, jsEnabled: boolean) {
  await page.goto("/en/flights");
  await ready(page, jsEnabled);
  const form = page.getByRole("form", { name: "Search flights" });
  await form.getByLabel("From").fill("Tehran (THR) – Mehrabad Airport");
  await form.getByLabel("To").fill("MHD");
  await form.getByLabel("Departure date").fill(daysAhead(5));
  await form.getByRole("button", { name: "Search flights" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Flights from Tehran to Mashhad");
}

test("a guest books a one-way flight from search to a downloaded PDF ticket", async ({ page, jsEnabled }) => {
  const email = `journey-${unique()}@example.com`;
  await search(page, jsEnabled);
  const select = page.getByRole("link", { name: /^Select:/ }).first();
  // The results show the departure on Mehrabad's clock (Tehran); every later screen must show the same time.
  const departs = /(\d{2}:\d{2})$/.exec((await select.getAttribute("aria-label")) ?? "")?.[1];
  expect(departs).toBeTruthy();
  await select.click();
  await expect(page).toHaveURL(/\/en\/flights\/passengers\?/);
  await ready(page, jsEnabled);

  const box = page.getByRole("group", { name: "Passenger 1", exact: true });
  await box.getByLabel("First name (in English)").fill("Sara");
  await box.getByLabel("Surname (in English)").fill("Ahmadi");
  await box.getByLabel("Female").check();
  await box.getByLabel("Year").fill("1990");
  await box.getByLabel("Month").fill("5");
  await box.getByLabel("Day").fill("14");
  await box.getByLabel("ID card").check();
  await box.getByLabel("National ID number").fill("0012345679");
  await page.getByLabel("E-mail address", { exact: true }).fill(email);
  await page.getByLabel("Mobile number").fill("+98 912 345 6789");
  await page.getByRole("button", { name: "Continue to the basket" }).click();

  await expect(page).toHaveURL(/\/en\/cart$/);
  await expect(page.getByText("It is added to your basket")).toBeVisible();
  await expect(page.getByTestId("cart-line")).toHaveCount(1);
  await expect(page.getByTestId("cart-line")).toContainText("Sara Ahmadi");
  await expect(page.getByTestId("leg")).toContainText(`Departs`);
  await expect(page.getByTestId("leg")).toContainText(`${departs} Tehran time`);
  await expect(page.getByTestId("cart-line")).toContainText(/Price held until .+ \d{2}:\d{2} Tehran time/);
  await ready(page, jsEnabled);
  await page.getByRole("link", { name: "Go to checkout" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Checkout" })).toBeVisible();
  await ready(page, jsEnabled);

  // The contact given on the traveller step is already there; an e-ticket asks no billing or shipping address.
  await expect(page.getByLabel("First name")).toHaveValue("Sara");
  await expect(page.getByLabel("Last name")).toHaveValue("Ahmadi");
  await expect(page.getByLabel("E-mail address", { exact: true })).toHaveValue(email);
  await expect(page.getByLabel("Mobile phone")).toHaveValue("+989123456789");
  await expect(page.getByRole("group", { name: "Billing address" })).toBeHidden();
  await expect(page.getByRole("group", { name: "Shipping address" })).toHaveCount(0);
  await page.getByLabel(/I accept the fare rules/).check();
  await page.getByRole("button", { name: "Confirm booking" }).click();

  await expect(page.getByRole("heading", { level: 1, name: "Payment" })).toBeVisible();
  await expect(page.getByTestId("leg")).toContainText(`${departs} Tehran time`);
  await expect(page.getByText(/Your seats are held until \d{2}:\d{2} Tehran time\./)).toBeVisible();
  await ready(page, jsEnabled);
  await page.getByRole("button", { name: /^Pay/ }).click();
  await expect(page.getByRole("heading", { name: "Secure card payment" })).toBeVisible();
  await payOnSandbox(page);

  await expect(page.getByText("Thank you!")).toBeVisible();
  await expect(page.getByTestId("eticket")).toHaveCount(1);
  await expect(page.getByTestId("departure-time")).toHaveText(`${departs} Tehran time`);
  await expect(page.getByText("Mehrabad Airport (THR)")).toBeVisible();
  await expect(page.getByTestId("passenger-document")).toContainText("••••••5679");
  await expect(page.getByRole("img", { name: /^QR code of e-ticket \d{13}$/ })).toBeVisible();
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("link", { name: "Download the ticket (PDF)" }).click(),
  ]);
  const chunks: Buffer[] = [];
  for await (const chunk of await download.createReadStream()) chunks.push(chunk as Buffer);
  expect(Buffer.concat(chunks).subarray(0, 5).toString()).toBe("%PDF-");
  expect((await outboxFor(page, email))[0].subject).toMatch(/^Booking confirmation PZ\d{8}$/);
});
