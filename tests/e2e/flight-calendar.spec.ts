import type { Locator, Page } from "@playwright/test";
import { expect, expectNoAxeViolations, ready, test } from "./fixtures";
import { addDays, agencyToday } from "../../app/travel/clock";
import { calendarOf, monthContaining } from "../../app/products/flights/calendar";

/**
 * The month price calendar and the true fares of the offers (issue 25 items 3 and 6), each test with
 * JavaScript on ("js") and off ("nojs"), in English and Persian: a day's price is the price of the
 * first flight of that day's results, and an offer's fare is the price of the first flight its
 * link opens. Prices are compared as the page writes them (the visitor's currency and VAT).
 */
const calendarPath = { en: "/en/flights/calendar", fa: "/fa/پرواز/تقویم" } as const;
const offersPath = { en: "/en/offers", fa: "/fa/پیشنهادهای-ویژه" } as const;

/** The price a card or cell shows (the Price component's isolated phrase). */
/** A day a week ahead: the e2e inventory (3 000 flights) covers every route for the first weeks. */
const weekAhead = () => addDays(agencyToday(), 7);

const priceIn = async (box: Locator) => (await box.locator("bdi").first().innerText()).trim();

/** The first (cheapest: sorted by price) flight of a results page shows this price. */
async function firstResultShows(page: Page, price: string) {
  await expect(page).toHaveURL(new RegExp(`(/en/flights/search|${encodeURI("/fa/پرواز/جستجو")})\\?`));
  const first = page.locator("#results article").first();
  await expect(first).toBeVisible();
  expect(await first.innerText()).toContain(price);
}

for (const lang of ["en", "fa"] as const) {
  const words =
    lang === "en"
      ? { cheapest: "Cheapest", next: "Next month", previous: "Previous month", month: "Month", show: "Show prices" }
      : { cheapest: "ارزان‌ترین", next: "ماه بعد", previous: "ماه قبل", month: "ماه", show: "نمایش قیمت‌ها" };

  test(`the month price calendar (${lang}): a day's price is its first result's price`, async ({ page, jsEnabled }) => {
    if (lang === "en") {
      // From the empty form: a route typed as the search form takes it.
      await page.goto(calendarPath.en);
      await ready(page, jsEnabled);
      const form = page.getByRole("form", { name: "Price calendar" });
      await form.getByLabel("From").fill("Tehran (IKA) – Imam Khomeini Airport");
      await form.getByLabel("To").fill("IST");
      await form.getByLabel(words.month).selectOption(monthContaining(weekAhead(), calendarOf("en")).month);
      await form.getByRole("button", { name: words.show }).click();
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Flight prices from Tehran to Istanbul");
    } else {
      // A link from the results page: the month of its departure day.
      await page.goto(`${calendarPath.fa}?from=IKA&to=IST&depart=${weekAhead()}&adults=1&children=0&infants=0`);
      await ready(page, jsEnabled);
      await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
    }
    const table = page.getByRole("table");
    await expect(table).toBeVisible();
    // Weeks from the page's first weekday, the month of the page's calendar (Jalali in Persian, Persian digits).
    const headers = table.getByRole("columnheader");
    await expect(headers).toHaveCount(7);
    if (lang === "fa") {
      await expect(headers.first()).toHaveText("شنبه");
      await expect(table.locator("caption")).toContainText("۱۴۰");
      expect(await table.innerText()).not.toMatch(/[0-9]/);
    } else {
      await expect(headers.first()).toHaveText("Mon");
      await expect(table.locator("caption")).toContainText(
        /\w+ \d{4}: cheapest fare per adult from Tehran to Istanbul/,
      );
    }
    if (jsEnabled) await expectNoAxeViolations(page);
    // On a phone the month fits the page: nothing makes the page scroll sideways.
    await page.setViewportSize({ width: 390, height: 844 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    // Months go forward and back.
    const caption = await table.locator("caption").innerText();
    await page.getByRole("link", { name: words.next }).click();
    await expect(table.locator("caption")).not.toHaveText(caption);
    await page.getByRole("link", { name: words.previous }).click();
    await expect(table.locator("caption")).toHaveText(caption);
    // Each day with a flight links to its results; the cheapest one is marked.
    expect(await table.getByRole("link").count()).toBeGreaterThan(3);
    const cheapest = table.getByRole("link").filter({ hasText: words.cheapest });
    await expect(cheapest).toHaveCount(1);
    const price = await priceIn(cheapest);
    expect(price).not.toBe("");
    await cheapest.click();
    await firstResultShows(page, price);
  });

  test(`the offers' flight fares are true (${lang}): the link opens a search whose first flight has that fare`, async ({
    page,
    jsEnabled,
  }) => {
    await page.goto(offersPath[lang]);
    await ready(page, jsEnabled);
    const title = lang === "en" ? "Tehran – Istanbul" : "تهران – استانبول";
    const card = page.getByRole("article").filter({ has: page.getByRole("heading", { name: title, exact: true }) });
    const price = await priceIn(card);
    expect(price).not.toBe("");
    await card.getByRole("link").click();
    await firstResultShows(page, price);
    // The home page shows the same fare, with the same link.
    await page.goto(lang === "en" ? "/en" : "/fa");
    const home = page.getByRole("article").filter({ has: page.getByRole("heading", { name: title, exact: true }) });
    expect(await priceIn(home)).toBe(price);
  });
}
