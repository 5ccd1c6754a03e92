import type { Page } from "@playwright/test";
import { expect, ready, test } from "./fixtures";
import { addDays, agencyToday } from "../../app/travel/clock";
import { pathFor, type ScreenId } from "../../app/routing/screens";

/**
 * The amount shown is the amount charged, and every price follows the VAT switch (issue 22
 * items 1–3, decision 025), in English and Persian, with JavaScript on and off: the cart's
 * lines add up to its total, which the checkout, the payment page and the provider's card
 * page ask for to the minor unit; the card page speaks the customer's currency and language;
 * results and product pages show the price paid, with or without VAT as the header says.
 */
const unique = () => `money-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 7)}@example.com`;
const cookie = (value: string) => encodeURIComponent(btoa(JSON.stringify(value)));

async function choose(page: Page, settings: { currency: string; vat: "incl" | "excl" }) {
  const url = process.env.E2E_BASE_URL ?? `http://127.0.0.1:${process.env.E2E_PORT ?? 3100}`;
  await page.context().addCookies(
    [
      ["regionalcountry", "NL"],
      ["currencycookie", settings.currency],
      ["vat", settings.vat],
    ].map(([name, value]) => ({ name, value: cookie(value), url })),
  );
}

/** A price as a number: Persian or Latin digits, grouping removed ("۹٬۸۸۲٬۱۵۸ تومان" → 9882158, "457.12 $" → 457.12). */
function amountOf(text: string | null) {
  const latin = (text ?? "").replace(/[۰-۹]/g, (d) => String("۰۱۲۳۴۵۶۷۸۹".indexOf(d))).replace(/٫/g, ".");
  const match = latin.replace(/[,٬\s\u00a0]/g, "").match(/\d+(\.\d+)?/);
  if (!match) throw new Error(`no amount in "${text}"`);
  return Number(match[0]);
}
const cents = (n: number) => Math.round(n * 100);

async function addFlightLine(page: Page, adults: number) {
  const response = await page.request.post("/_/e2e/cart-line", { data: { flight: { adults } } });
  expect(response.ok()).toBe(true);
}

for (const lang of ["en", "fa"] as const) {
  const currency = lang === "en" ? "USD" : "IRR";
  test(`${lang}: the cart's lines add up to the total the checkout, payment and card pages charge (${currency})`, async ({
    page,
    jsEnabled,
  }) => {
    await choose(page, { currency, vat: "incl" });
    await addFlightLine(page, 2);
    await addFlightLine(page, 1);
    await page.goto(lang === "en" ? "/en/cart" : "/fa/سبد-خرید");
    await ready(page, jsEnabled);
    const lines = await page.getByTestId("line-price").allTextContents();
    expect(lines).toHaveLength(2);
    const total = (await page.getByTestId("order-total").textContent())!.trim();
    // Each line with its VAT (the header's switch), summed, is the total to the minor unit.
    expect(cents(lines.map(amountOf).reduce((s, n) => s + n, 0))).toBe(cents(amountOf(total)));
    if (lang === "fa") expect(total).toMatch(/^[۰-۹٬]+\s?تومان$/);
    else expect(total).toContain("$");

    await page.goto(lang === "en" ? "/en/checkout" : "/fa/checkout");
    await ready(page, jsEnabled);
    await expect(page.getByTestId("order-total").first()).toHaveText(total);
    await page.locator('input[name="firstName"]').fill("Sara");
    await page.locator('input[name="lastName"]').fill("Ahmadi");
    await page.locator("#checkout-email").fill(unique());
    await page.locator('input[name="phone"]').fill("+989121234567");
    await page.locator('input[name="acceptRules"]').check();
    await page.locator("button[form]").click();
    await expect(page).toHaveURL(/\?order=PZ\d{8}/);
    await expect(page.getByTestId("order-total")).toHaveText(total);

    await ready(page, jsEnabled);
    await page
      .getByRole("button", { name: lang === "en" ? /^Pay/ : /^پرداخت/ })
      .first()
      .click();
    await expect(page).toHaveURL(/\/_\/pay\/sandbox\/\d+/);
    // The card page: in the page's language, the charge as the customer chose it, and (toman) the bank's rials.
    await expect(page.locator("html")).toHaveAttribute("lang", lang);
    await expect(page.getByTestId("gateway-amount")).toHaveText(total);
    if (lang === "fa") {
      const rials = (await page.getByTestId("gateway-charged").textContent())!;
      expect(rials).toContain("ریال");
      expect(rials).not.toMatch(/[0-9]|IRR/);
      expect(amountOf(rials)).toBe(amountOf(total) * 10);
    } else {
      await expect(page.getByTestId("gateway-charged")).toHaveCount(0);
    }
  });
}

const checkIn = addDays(agencyToday(), 30);
const pages = {
  en: {
    hotels: `/en/hotels/search?${new URLSearchParams({ q: "Kish", in: checkIn, out: addDays(checkIn, 2), rooms: "1", a1: "2" })}`,
    hotelCity: "/en/hotels/city/istanbul",
    trains: `/en/trains/search?${new URLSearchParams({ from: "tehran", to: "mashhad", date: checkIn, adults: "1", trip: "oneway" })}`,
    trainRoute: "/en/trains/route/tehran-mashhad",
  },
  fa: {
    hotels: `/fa/هتل/جستجو?${new URLSearchParams({ q: "کیش", in: checkIn, out: addDays(checkIn, 2), rooms: "1", a1: "2" })}`,
    hotelCity: "/fa/هتل/شهر/istanbul",
    trains: `/fa/قطار/جستجو?${new URLSearchParams({ from: "tehran", to: "mashhad", date: checkIn, adults: "1", trip: "oneway" })}`,
    trainRoute: "/fa/قطار/مسیر/tehran-mashhad",
  },
};
const priceOn = { hotels: "hotel-price", hotelCity: "price-from", trains: "train-price", trainRoute: "route-price" };

for (const lang of ["en", "fa"] as const)
  test(`${lang}: every results and product page follows the VAT switch (incl = net + VAT)`, async ({
    page,
    jsEnabled,
  }) => {
    test.setTimeout(180_000);
    for (const [name, path] of Object.entries(pages[lang]) as [keyof typeof priceOn, string][]) {
      const seen: Record<string, number> = {};
      for (const vat of ["excl", "incl"] as const) {
        await choose(page, { currency: "EUR", vat });
        await page.goto(path);
        await ready(page, jsEnabled);
        const price = page.getByTestId(priceOn[name]).first();
        await expect(price, `${name} shows a price`).toBeVisible();
        const text = (await price.textContent())!;
        if (lang === "fa") expect(text, name).not.toMatch(/[0-9]/);
        seen[vat] = amountOf(text);
      }
      // VAT 10 %: the price including VAT is the net plus its VAT, rounded once (to the cent).
      expect(cents(seen.incl), name).toBe(Math.round(cents(seen.excl) * 1.1));
    }
  });

/** The rows of the first price box whose total has `totalId`: every amount above the total, and the total. */
async function priceBox(page: Page, totalId: string) {
  const total = page.getByTestId(totalId).first();
  await expect(total).toBeVisible();
  const rows = await total.evaluate((dd) => {
    const list = dd.closest("dl")!;
    const all = [...list.querySelectorAll("dd")];
    return all
      .slice(0, all.indexOf(dd as HTMLElement))
      .map((d) => ({ text: d.textContent ?? "", vat: d.dataset.testid === "price-vat" }));
  });
  return { rows, total: (await total.textContent())! };
}

/** The same page in another language: its screen's path there, the same query. */
function inLanguage(url: string, lang: "en" | "fa", id: ScreenId, params: Record<string, string> = {}) {
  const u = new URL(url);
  return `${pathFor(id, lang, params as never)}${u.search}`;
}

test("the price boxes before the cart (flight passengers, hotel property and guests, train passengers) add up, with a VAT row as the switch says", async ({
  page,
  jsEnabled,
}) => {
  test.setTimeout(240_000);
  const date = addDays(agencyToday(), 24);
  // The steps, reached once in English; each is then read in English and Persian, VAT excluded and included.
  await choose(page, { currency: "EUR", vat: "incl" });
  const flightSearch = `/en/flights/search?${new URLSearchParams({ from: "THR", to: "MHD", depart: date, adults: "1", children: "0", infants: "0", trip: "oneway" })}`;
  await page.goto(flightSearch);
  await ready(page, jsEnabled);
  await page
    .getByRole("link", { name: /^Select:/ })
    .first()
    .click();
  await expect(page).toHaveURL(/\/en\/flights\/passengers\?/);
  const flight = page.url();

  await page.goto(pages.en.hotels);
  await ready(page, jsEnabled);
  await page.getByTestId("hotel-price").first().locator("xpath=ancestor::article[1]").getByRole("link").last().click();
  await expect(page).toHaveURL(/\/en\/hotels\/property\//);
  const property = page.url();
  const slug = decodeURIComponent(new URL(property).pathname.split("/").pop()!);
  await ready(page, jsEnabled);
  await page.getByRole("button", { name: "Reserve", exact: true }).first().click();
  await expect(page).toHaveURL(/\/en\/hotels\/guests\?/);
  const guests = page.url();

  await page.goto(pages.en.trains);
  await ready(page, jsEnabled);
  await page
    .getByRole("link", { name: /^Choose places/ })
    .first()
    .click();
  await ready(page, jsEnabled);
  await page.getByRole("radio").first().check();
  await page.getByRole("button", { name: "Continue to passengers" }).click();
  await expect(page).toHaveURL(/\/en\/trains\/passengers\?/);
  const train = page.url();

  const steps = [
    { name: "flight passengers", url: flight, id: "passengers", total: "price-total", params: {} },
    { name: "hotel property", url: property, id: "hotelProperty", total: "hotel-total", params: { slug } },
    { name: "hotel guests", url: guests, id: "hotelGuests", total: "hotel-total", params: {} },
    { name: "train passengers", url: train, id: "trainPassengers", total: "train-total", params: {} },
  ] as const;
  for (const lang of ["en", "fa"] as const)
    for (const step of steps) {
      const totals: Record<string, number> = {};
      for (const vat of ["excl", "incl"] as const) {
        await choose(page, { currency: lang === "fa" ? "IRR" : "EUR", vat });
        await page.goto(inLanguage(step.url, lang, step.id, step.params));
        const box = await priceBox(page, step.total);
        const what = `${lang} ${step.name} ${vat}`;
        // A VAT row exactly when VAT is shown, and the rows add up to the total to the minor unit.
        expect(
          box.rows.filter((r) => r.vat),
          what,
        ).toHaveLength(vat === "incl" ? 1 : 0);
        const sum = box.rows.reduce((s, r) => s + cents(amountOf(r.text)), 0);
        expect(sum, what).toBe(cents(amountOf(box.total)));
        if (lang === "fa") expect(box.total + box.rows.map((r) => r.text).join(""), what).not.toMatch(/[0-9]/);
        totals[vat] = cents(amountOf(box.total));
      }
      expect(totals.incl, `${lang} ${step.name}`).toBeGreaterThan(totals.excl);
    }
  // The first price a one-adult flight search shows is the passenger step's total for it (no drip pricing).
  await choose(page, { currency: "EUR", vat: "incl" });
  await page.goto(flight);
  const total = cents(amountOf(await page.getByTestId("price-total").textContent()));
  await page.goto(flightSearch);
  const firstPrices = await page.getByTestId("offer-price").allTextContents();
  expect(firstPrices.map(amountOf).map(cents)).toContain(total);
});

test("the card page speaks the order's language, not the browser's (a French order from a Persian browser)", async ({
  browser,
  jsEnabled,
}) => {
  // The browser asks for Persian (Accept-Language) and has chosen it before (the language cookie).
  const context = await browser.newContext({ locale: "fa-IR", javaScriptEnabled: jsEnabled });
  const page = await context.newPage();
  const url = process.env.E2E_BASE_URL ?? `http://127.0.0.1:${process.env.E2E_PORT ?? 3100}`;
  await page.context().addCookies([{ name: "lang", value: cookie("fa"), url }]);
  await choose(page, { currency: "EUR", vat: "incl" });
  await addFlightLine(page, 1);
  await page.goto("/fr/checkout");
  await ready(page, jsEnabled);
  await page.locator('input[name="firstName"]').fill("Sara");
  await page.locator('input[name="lastName"]').fill("Ahmadi");
  await page.locator("#checkout-email").fill(unique());
  await page.locator('input[name="phone"]').fill("+989121234567");
  await page.locator('input[name="acceptRules"]').check();
  await page.locator("button[form]").click();
  await expect(page).toHaveURL(/\?order=PZ\d{8}/);
  const total = (await page.getByTestId("order-total").textContent())!.trim();
  await ready(page, jsEnabled);
  await page
    .getByRole("button", { name: /^Payer/ })
    .first()
    .click();
  await expect(page).toHaveURL(/\/_\/pay\/sandbox\/\d+/);
  await expect(page.locator("html")).toHaveAttribute("lang", "fr");
  await expect(page.locator("html")).toHaveAttribute("dir", "ltr");
  await expect(page.getByTestId("gateway-amount")).toHaveText(total);
  // The same page opened again without its language in the address (a bookmark, the bank's back link): still French.
  const bare = new URL(page.url());
  bare.searchParams.delete("lang");
  await page.goto(bare.pathname + bare.search);
  await expect(page.locator("html")).toHaveAttribute("lang", "fr");
  await expect(page.getByTestId("gateway-amount")).toHaveText(total);
  await context.close();
});
