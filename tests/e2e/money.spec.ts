import type { Page } from "@playwright/test";
import { expect, ready, test } from "./fixtures";
import { addDays, agencyToday } from "../../app/domains/flights/dates";

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
