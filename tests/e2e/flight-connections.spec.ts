import type { Page } from "@playwright/test";
import { expect, expectNoAxeViolations, outboxFor, payOnSandbox, ready, test } from "./fixtures";
import { addDays, agencyToday } from "../../app/travel/clock";

/**
 * Issue 25 items 1 and 2, JavaScript on and off: a city searches all its airports (Tehran = Mehrabad + Imam
 * Khomeini), and flights join into connections sold as one order with a ticket per flight.
 */
const daysAhead = (n: number) => addDays(agencyToday(), n);
const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 7)}`;

async function searchFrom(page: Page, jsEnabled: boolean, locale: "en" | "fa", from: string, to: string, day: number) {
  await page.goto(locale === "en" ? "/en/flights" : "/fa/پرواز");
  await ready(page, jsEnabled);
  const form = page.getByRole("form", { name: locale === "en" ? "Search flights" : "جستجوی پرواز" });
  await form.getByLabel(locale === "en" ? "From" : "مبدأ").fill(from);
  await form.getByLabel(locale === "en" ? "To" : "مقصد").fill(to);
  await form.getByLabel(locale === "en" ? "Departure date" : "تاریخ رفت").fill(daysAhead(day));
  await form.getByRole("button", { name: locale === "en" ? "Search flights" : "جستجوی پرواز" }).click();
  await expect(page).toHaveURL(locale === "en" ? /\/en\/flights\/search\?/ : /\/fa\/.+\?/);
}

test("Tehran → Istanbul searches both Tehran airports and finds Imam Khomeini's flights (en)", async ({
  page,
  jsEnabled,
}) => {
  await searchFrom(page, jsEnabled, "en", "Tehran", "Istanbul", 6);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Flights from Tehran to Istanbul");
  await expect(page.getByRole("status").filter({ hasText: /found/ })).not.toContainText(/^0 /);
  // Each result says which airport: every international flight leaves from Imam Khomeini.
  const first = page.getByRole("article").first();
  await expect(first).toContainText("Tehran (IKA)");
  // The airports filter names both cities' airports.
  await expect(page.getByRole("group", { name: "Airports" })).toContainText("Imam Khomeini Airport (IKA)");
  await expect(page.getByRole("group", { name: "Airports" })).toContainText("Sabiha Gökçen Airport (SAW)");
  if (jsEnabled) await expectNoAxeViolations(page);
});

test("تهران ← استانبول از فرودگاه امام خمینی پرواز پیدا می‌کند (fa)", async ({ page, jsEnabled }) => {
  await searchFrom(page, jsEnabled, "fa", "تهران", "استانبول", 7);
  await expect(page.getByRole("heading", { level: 1 })).toContainText("تهران");
  await expect(page.getByRole("article").first()).toContainText("تهران (IKA)");
});

test("Mashhad → Istanbul books a one-stop itinerary: seats on both flights, a ticket per flight", async ({
  page,
  jsEnabled,
}) => {
  const email = `connection-${unique()}@example.com`;
  await searchFrom(page, jsEnabled, "en", "Mashhad", "Istanbul", jsEnabled ? 8 : 9);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Flights from Mashhad to Istanbul");
  const card = page.getByRole("article").first();
  await expect(card).toContainText(/1 stop \((IKA|THR)\)/);
  await expect(card.getByRole("list", { name: "Flights and connections" }).getByRole("listitem")).toHaveCount(2);
  await expect(card).toContainText(/connection in Tehran/);
  await card.getByRole("link", { name: /^Select:/ }).click();
  await expect(page).toHaveURL(/\/en\/flights\/passengers\?out=\d+-\d+&/);
  await ready(page, jsEnabled);
  const box = page.getByRole("group", { name: "Passenger 1", exact: true });
  await box.getByLabel("First name (in English)").fill("Reza");
  await box.getByLabel("Surname (in English)").fill("Karimi");
  await box.getByLabel("Male", { exact: true }).check();
  await box.getByLabel("Year").fill("1988");
  await box.getByLabel("Month").fill("3");
  await box.getByLabel("Day").fill("9");
  await box.getByLabel("Passport", { exact: true }).check();
  await box.getByLabel("Passport number").fill("K7654321");
  await box.getByLabel("Issuing country").selectOption("IR");
  await box.getByLabel("Passport expiry date").fill(daysAhead(3 * 365));
  await page.getByLabel("E-mail address", { exact: true }).fill(email);
  await page.getByLabel("Mobile number").fill("+98 912 345 6789");
  await page.getByRole("button", { name: "Continue to the basket" }).click();

  await expect(page).toHaveURL(/\/en\/cart$/);
  await expect(page.getByTestId("leg")).toHaveCount(2);
  await ready(page, jsEnabled);
  await page.getByRole("link", { name: "Go to checkout" }).click();
  await ready(page, jsEnabled);
  await page.getByLabel(/I accept the fare rules/).check();
  await page.getByRole("button", { name: "Confirm booking" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Payment" })).toBeVisible();
  await ready(page, jsEnabled);
  await page.getByRole("button", { name: /^Pay/ }).click();
  await payOnSandbox(page, "en", "4242 4242 4242 4242", "Reza Karimi");

  await expect(page.getByText("Thank you!")).toBeVisible();
  // One e-ticket per flight: Mashhad → Tehran, then Tehran → Istanbul.
  await expect(page.getByTestId("eticket")).toHaveCount(2);
  await expect(page.getByText("Mashhad Airport (MHD)")).toBeVisible();
  // The best itinerary of the day may land at either of Istanbul's airports (the generated fares decide).
  await expect(page.getByText(/^(Istanbul Airport \(IST\)|Sabiha Gökçen Airport \(SAW\))$/).first()).toBeVisible();
  expect((await outboxFor(page, email))[0].subject).toMatch(/^Booking confirmation PZ\d{8}$/);
});

test("an empty day links to the nearest days with flights; Mehrabad → Istanbul offers Tehran's every airport", async ({
  page,
  jsEnabled,
}) => {
  const results = (params: Record<string, string>) =>
    `/en/flights/search?${new URLSearchParams({ trip: "oneway", adults: "1", children: "0", infants: "0", ...params })}`;
  // The e2e inventory covers about the first 31 days; day 33 has no flight, days 30 and 31 do.
  await page.goto(results({ from: "THR", to: "MHD", depart: daysAhead(33) }));
  await ready(page, jsEnabled);
  await expect(page.getByText("No flights on this day. Try another date or a nearby airport.")).toBeVisible();
  const days = page.getByRole("region", { name: "Flights on the nearest days" });
  await expect(days.getByRole("link").first()).toContainText(/from \D*\d/);
  await days.getByRole("link").first().click();
  await expect(page.getByRole("article").first()).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`depart=(${daysAhead(31)}|${daysAhead(30)})`));

  // Mehrabad has no flight to Istanbul: the page offers Tehran's every airport, which has.
  await page.goto(results({ from: "THR", to: "IST", depart: daysAhead(6) }));
  await ready(page, jsEnabled);
  const nearby = page.getByRole("region", { name: "Flights from or to nearby airports" });
  await nearby.getByRole("link", { name: /Tehran \(all airports\) to Istanbul/ }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Flights from Tehran to Istanbul");
  await expect(page.getByRole("article").first()).toContainText("(IKA)");
});
