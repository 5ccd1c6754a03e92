import fs from "node:fs";
import { deskLogin, expect, expectNoAxeViolations, ready, test } from "./fixtures";
import { pathFor } from "../../app/routing/screens";
import { addDays, agencyToday } from "../../app/travel/clock";
import { dateTextValue } from "../../app/utils/date-text";

/**
 * Inventory on the desk (issue 26, decision 114), in Persian and English, with JavaScript on and off:
 * an agent closes a hotel's room type for a stay's nights, and the property page then offers no rate of
 * it for that stay; reopened, it is offered again. A flight closed on the desk leaves the search.
 */
const read = (lang: string, ns: string) => JSON.parse(fs.readFileSync(`locales/${lang}/${ns}.json`, "utf8"));

for (const lang of ["fa", "en"] as const) {
  const w = read(lang, "deskInventory");
  const h = read(lang, "hotels");

  test(`an agent closes a room type, and the property offers it no more (${lang})`, async ({ page, jsEnabled }) => {
    // Each run its own stay, far enough ahead that no other test books it.
    const offset = 95 + (lang === "fa" ? 6 : 0) + (jsEnabled ? 0 : 3);
    const checkIn = addDays(agencyToday(), offset);
    const checkOut = addDays(checkIn, 2);
    await deskLogin(page, `agent-stock-${lang}-${jsEnabled ? "js" : "nojs"}-${Date.now()}@example.com`, "agent");
    const query = new URLSearchParams({ q: "Kish", in: checkIn, out: checkOut, rooms: "1", a1: "2" });
    await page.goto(`${pathFor("hotelResults", lang)}?${query}`);
    await page.getByRole("article").first().getByRole("link").first().click();
    await expect(page.getByRole("heading", { name: h.property.rooms })).toBeVisible();
    const property = page.url();
    const name = (await page.getByRole("heading", { level: 1 }).textContent())!.trim();
    // The first room type with a rate to reserve.
    const offered = page
      .getByRole("article")
      .filter({ has: page.locator("form[method=get]") })
      .first();
    const room = (await offered.getByRole("heading", { level: 3 }).textContent())!.trim();

    await page.goto(`${pathFor("deskInventory", lang)}`);
    await ready(page, jsEnabled);
    if (jsEnabled) await expectNoAxeViolations(page);
    await page.getByRole("link", { name: lang === "fa" ? "موجودی هتل‌ها" : "Hotel inventory" }).click();
    await ready(page, jsEnabled);
    await page.getByLabel(w.hotels.find).fill(name);
    await page.getByRole("button", { name: w.hotels.search }).click();
    await page
      .getByRole("link", { name: new RegExp(name.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")) })
      .first()
      .click();
    await expect(page.getByRole("heading", { level: 2, name })).toBeVisible();
    await ready(page, jsEnabled);
    if (jsEnabled) await expectNoAxeViolations(page);
    const close = page.getByRole("region", { name: w.hotels.closeTitle });
    await close.getByLabel(w.hotels.roomType).selectOption({ label: room });
    await close.getByLabel(w.from).fill(dateTextValue(checkIn, lang));
    await close.getByLabel(w.to).fill(dateTextValue(addDays(checkOut, -1), lang));
    await close.getByRole("button", { name: w.hotels.close, exact: true }).click();
    await expect(page.getByText(w.hotels.closed)).toBeVisible();

    // The customer's property page: that room type has nothing to reserve for the stay.
    await page.goto(property);
    const closed = page
      .getByRole("article")
      .filter({ has: page.getByRole("heading", { level: 3, name: room, exact: true }) });
    await expect(closed.locator("form[method=get]")).toHaveCount(0);
    await expect(closed.getByText(h.property.unavailable).first()).toBeVisible();

    // Reopened, it is offered again.
    await page.goBack();
    await ready(page, jsEnabled);
    const again = page.getByRole("region", { name: w.hotels.closeTitle });
    await again.getByLabel(w.hotels.roomType).selectOption({ label: room });
    await again.getByLabel(w.from).fill(dateTextValue(checkIn, lang));
    await again.getByLabel(w.to).fill(dateTextValue(addDays(checkOut, -1), lang));
    await again.getByRole("button", { name: w.hotels.reopen, exact: true }).click();
    await expect(page.getByText(w.hotels.reopened)).toBeVisible();
    await page.goto(property);
    await expect(
      page
        .getByRole("article")
        .filter({ has: page.getByRole("heading", { level: 3, name: room, exact: true }) })
        .locator("form[method=get]")
        .first(),
    ).toBeVisible();
  });
}

for (const lang of ["fa", "en"] as const) {
  const w = read(lang, "deskInventory");
  const stations = lang === "fa" ? ["تهران", "مشهد"] : ["Tehran", "Mashhad"];

  test(`an agent closes a train for a day, and the search offers it no more (${lang})`, async ({ page, jsEnabled }) => {
    // Each run its own day, far enough ahead that no other test books it.
    const day = addDays(agencyToday(), 70 + (lang === "fa" ? 2 : 0) + (jsEnabled ? 0 : 1));
    const results = `${pathFor("trainResults", lang)}?${new URLSearchParams({ from: "tehran", to: "mashhad", date: day, adults: "1" })}&trip=oneway`;
    await page.goto(results);
    const trains = await page.getByRole("article").count();
    expect(trains).toBeGreaterThan(1);

    await deskLogin(page, `agent-trains-${lang}-${jsEnabled ? "js" : "nojs"}-${Date.now()}@example.com`, "agent");
    await page.goto(pathFor("deskInventory", lang));
    await ready(page, jsEnabled);
    await page.getByRole("link", { name: lang === "fa" ? "موجودی قطارها" : "Train inventory" }).click();
    await ready(page, jsEnabled);
    await page.getByLabel(w.flights.from).fill(stations[0]);
    await page.getByLabel(w.flights.to).fill(stations[1]);
    await page.getByLabel(w.flights.date).fill(dateTextValue(day, lang));
    await page.getByRole("button", { name: w.hotels.search }).click();
    const first = page.getByRole("region").first();
    await expect(first.getByRole("heading", { level: 3 })).toBeVisible();
    await ready(page, jsEnabled);
    if (jsEnabled) await expectNoAxeViolations(page);
    await first
      .getByRole("button", { name: new RegExp(`^${w.flights.close}`) })
      .first()
      .click();
    await expect(page.getByText(w.trains.closed)).toBeVisible();
    await expect(page.getByRole("region").first().getByRole("heading", { level: 3 })).toContainText(
      w.flights.closedStatus,
    );

    // The customer's search: one train fewer that day.
    await page.goto(results);
    await expect(page.getByRole("article")).toHaveCount(trains - 1);

    // Reopened for a range of days around it, the train is offered again.
    await page.goBack();
    await ready(page, jsEnabled);
    const range = page.getByRole("region", { name: w.trains.rangeTitle });
    await range.getByLabel(w.trains.trainField).selectOption({ index: 1 });
    await range.getByLabel(w.trains.fromDay).fill(dateTextValue(addDays(day, -1), lang));
    await range.getByLabel(w.trains.toDay).fill(dateTextValue(addDays(day, 1), lang));
    await range.getByRole("button", { name: w.flights.reopen, exact: true }).click();
    await expect(page.getByText(w.trains.reopened)).toBeVisible();
    await page.goto(results);
    await expect(page.getByRole("article")).toHaveCount(trains);
  });
}
