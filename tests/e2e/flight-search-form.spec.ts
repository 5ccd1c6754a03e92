import type { BrowserContext, Page } from "@playwright/test";
import { expect, expectNoAxeViolations, ready, test } from "./fixtures";
import { addDays, agencyToday } from "../../app/travel/clock";

/**
 * The flight search form (issue 25, item 1; decision 104), with JavaScript on ("js") and off ("nojs"), in
 * English and Persian: the place autocomplete (JavaScript only; without it the datalist stays), the swap
 * button (in place with JavaScript, a submit button without) and the recent searches kept in a cookie.
 */
const daysAhead = (n: number) => addDays(agencyToday(), n);

const words = {
  en: {
    landing: "/en/flights",
    results: "/en/flights/search",
    form: "Search flights",
    from: "From",
    to: "To",
    depart: "Departure date",
    adults: "Adults (12+)",
    typed: "Teheran",
    city: "Tehran (all airports)",
    airports: ["Tehran (THR) – Mehrabad Airport", "Tehran (IKA) – Imam Khomeini Airport"],
    announced: "3 suggestions",
    swap: "Swap From and To",
    recent: "Recent searches",
    route: "Tehran (THR) to Mashhad",
    heading: "Flights from Tehran to Mashhad",
    clear: "Clear recent searches",
  },
  fa: {
    landing: "/fa/پرواز",
    results: "/fa/پرواز/جستجو",
    form: "جستجوی پرواز",
    from: "مبدأ",
    to: "مقصد",
    depart: "تاریخ رفت",
    adults: "بزرگسال (۱۲ سال به بالا)",
    // With the Arabic kaf-free letters and a zero-width non-joiner a Persian keyboard may add.
    typed: "تهران\u200c",
    city: "تهران (همه فرودگاه‌ها)",
    airports: ["تهران (THR) – فرودگاه مهرآباد", "تهران (IKA) – فرودگاه امام خمینی"],
    announced: "۳ پیشنهاد",
    swap: "جابه‌جا کردن مبدأ و مقصد",
    recent: "جستجوهای اخیر",
    route: "تهران (THR) به مشهد",
    heading: "پروازهای تهران به مشهد",
    clear: "پاک کردن جستجوهای اخیر",
  },
} as const;

const searchForm = (page: Page, locale: keyof typeof words) => page.getByRole("form", { name: words[locale].form });

/** Consent to all cookies (the recent searches are a functional cookie, written only then). */
async function consentToAll(context: BrowserContext, baseURL: string) {
  await context.addCookies([{ name: "consent", value: encodeURIComponent(btoa(JSON.stringify("all"))), url: baseURL }]);
}

for (const locale of ["en", "fa"] as const) {
  const w = words[locale];

  test(`${locale}: typing a city suggests it first, then its airports; the keyboard picks it`, async ({
    page,
    jsEnabled,
  }) => {
    test.skip(!jsEnabled, "the autocomplete needs JavaScript; without it the datalist is the browser's");
    await page.goto(w.landing);
    await ready(page, jsEnabled);
    const from = searchForm(page, locale).getByRole("combobox", { name: w.from });
    await expect(from).toHaveAttribute("aria-expanded", "false");
    await from.pressSequentially(w.typed);
    await expect(from).toHaveAttribute("aria-expanded", "true");
    const list = page.getByRole("listbox", { name: w.from });
    await expect(from).toHaveAttribute("aria-controls", (await list.getAttribute("id"))!);
    await expect(list.getByRole("option")).toHaveText([w.city, ...w.airports]);
    await expect(page.locator("[aria-live=polite]").filter({ hasText: w.announced })).toHaveCount(1);
    // Nothing is chosen until the arrow keys say so.
    await expect(from).not.toHaveAttribute("aria-activedescendant", /.+/);
    await from.press("ArrowDown");
    const first = list.getByRole("option", { name: w.city });
    await expect(first).toHaveAttribute("aria-selected", "true");
    await expect(from).toHaveAttribute("aria-activedescendant", (await first.getAttribute("id"))!);
    await from.press("End");
    await expect(list.getByRole("option", { name: w.airports[1] })).toHaveAttribute("aria-selected", "true");
    await from.press("Home");
    await expect(first).toHaveAttribute("aria-selected", "true");
    await from.press("ArrowUp");
    await expect(list.getByRole("option", { name: w.airports[1] })).toHaveAttribute("aria-selected", "true");
    await from.press("ArrowDown");
    await expect(first).toHaveAttribute("aria-selected", "true");
    await expectNoAxeViolations(page);
    // Enter takes the option and does not send the form.
    const url = page.url();
    await from.press("Enter");
    await expect(from).toHaveValue(w.city);
    await expect(from).toHaveAttribute("aria-expanded", "false");
    await expect(list).toHaveCount(0);
    expect(page.url()).toBe(url);
    // An airport by its code; Escape closes the list and keeps what was typed.
    const to = searchForm(page, locale).getByRole("combobox", { name: w.to });
    await to.pressSequentially("IKA");
    await expect(page.getByRole("listbox", { name: w.to }).getByRole("option")).toHaveText([w.airports[1]]);
    await to.press("Escape");
    await expect(to).toHaveAttribute("aria-expanded", "false");
    await expect(to).toHaveValue("IKA");
    // A click takes an option too.
    await to.fill("");
    await to.pressSequentially("Imam");
    await page.getByRole("option", { name: w.airports[1] }).click();
    await expect(to).toHaveValue(w.airports[1]);
    await expect(to).toBeFocused();
  });

  test(`${locale}: the swap button exchanges From and To and keeps the rest`, async ({ page, jsEnabled }) => {
    await page.goto(w.landing);
    await ready(page, jsEnabled);
    const form = searchForm(page, locale);
    // The fields themselves (with JavaScript an open list is named like its field).
    const from = form.locator('input[name="from"]');
    const to = form.locator('input[name="to"]');
    await from.fill("THR");
    await to.fill(w.city);
    await form.getByLabel(w.adults).fill("2");
    const depart = await form.getByLabel(w.depart).inputValue();
    await form.getByRole("button", { name: w.swap }).click();
    if (jsEnabled) {
      // In place: nothing was sent.
      await expect(page).toHaveURL(new RegExp(`${encodeURI(w.landing)}$`));
      await expect(from).toHaveValue(w.city);
      await expect(to).toHaveValue("THR");
    } else {
      // The form comes back from the landing page, swapped, and no search ran.
      await expect(page).toHaveURL(/swap=1/);
      await expect(page.getByRole("heading", { level: 1 })).not.toContainText(/Mashhad|مشهد/);
      await expect(from).toHaveValue(w.city);
      await expect(to).toHaveValue(w.airports[0]);
    }
    await expect(form.getByLabel(w.adults)).toHaveValue(locale === "fa" ? "۲" : "2");
    await expect(form.getByLabel(w.depart)).toHaveValue(depart);
  });

  test.describe(() => {
    test.use({ consent: false });

    test(`${locale}: a search appears in the recent searches, runs again from there, and is cleared`, async ({
      page,
      context,
      baseURL,
      jsEnabled,
    }) => {
      await consentToAll(context, baseURL!);
      const day = daysAhead(jsEnabled ? 8 : 9);
      const query = new URLSearchParams({ trip: "oneway", from: "THR", to: "MHD", depart: day, adults: "1" });
      query.set("children", "0");
      query.set("infants", "0");
      await page.goto(`${w.results}?${query}`);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(w.heading);
      await page.goto(w.landing);
      await ready(page, jsEnabled);
      const recent = page.getByRole("region", { name: w.recent });
      const link = recent.getByRole("link", { name: w.route });
      await expect(link).toHaveCount(1);
      // The date in the page's calendar and digits: Jalali with Persian digits on a Persian page.
      await expect(recent).toContainText(
        locale === "fa" ? /[۰-۹]{4}\/[۰-۹]{2}\/[۰-۹]{2}/ : day.split("-").reverse().join("/"),
      );
      await link.click();
      await expect(page).toHaveURL(/\/(flights|%D9%BE%D8%B1%D9%88%D8%A7%D8%B2)\/.*from=THR&to=MHD/);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(w.heading);
      // Cleared with a plain form (works without JavaScript), back on the same page.
      await page.goto(w.landing);
      await ready(page, jsEnabled);
      await page.getByRole("button", { name: w.clear }).click();
      await expect(page.getByRole("region", { name: w.recent })).toHaveCount(0);
      expect(decodeURI(new URL(page.url()).pathname)).toBe(w.landing);
    });
  });
}

test("without consent to all cookies no recent search is kept", async ({ page, jsEnabled }) => {
  await page.goto(`/en/flights/search?trip=oneway&from=THR&to=MHD&depart=${daysAhead(jsEnabled ? 10 : 11)}&adults=1`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(words.en.heading);
  expect((await page.context().cookies()).map((c) => c.name)).not.toContain("recent_flights");
  await page.goto(words.en.landing);
  await expect(page.getByRole("region", { name: words.en.recent })).toHaveCount(0);
});
