import fs from "node:fs";
import { deskLogin, expect, expectNoAxeViolations, ready, test } from "./fixtures";
import { pathFor } from "../../app/routing/screens";

/**
 * Prices on the desk (issue 26, decision 114), in Persian and English, with JavaScript on and off: finance
 * creates a discount code (a bad form first: messages by the fields, values kept), and a customer's
 * checkout then takes it; a gift card is issued and voided; a currency rate is saved.
 */
const read = (lang: string, ns: string) => JSON.parse(fs.readFileSync(`locales/${lang}/${ns}.json`, "utf8"));
const words = (lang: "fa" | "en") => ({ prices: read(lang, "deskPrices"), orders: read(lang, "orders") });

for (const lang of ["fa", "en"] as const) {
  const { prices: w, orders: o } = words(lang);

  test(`finance creates a discount code that checkout then accepts (${lang})`, async ({ page, jsEnabled }) => {
    const stamp = `${lang}${jsEnabled ? "JS" : "NOJS"}${Date.now().toString(36)}`.toUpperCase();
    const code = `DESK-${stamp}`;
    await deskLogin(page, `finance-${stamp.toLowerCase()}@example.com`, "finance");
    await page.goto(pathFor("deskDiscounts", lang));
    await ready(page, jsEnabled);
    if (jsEnabled) await expectNoAxeViolations(page);
    await page.getByLabel(w.discounts.code, { exact: true }).fill(code);
    await page.getByLabel(w.discounts.type, { exact: true }).selectOption("percentage");
    await page.getByLabel(w.discounts.value, { exact: true }).fill("150");
    await page.getByRole("button", { name: w.discounts.save }).click();
    await expect(page.getByText(w.validation.percent).first()).toBeVisible();
    await expect(page.getByLabel(w.discounts.code, { exact: true })).toHaveValue(code);
    await page.getByLabel(w.discounts.value, { exact: true }).fill(lang === "fa" ? "۱۵" : "15");
    await page.getByRole("button", { name: w.discounts.save }).click();
    await expect(page.getByText(w.discounts.saved)).toBeVisible();
    await expect(page.getByRole("row", { name: new RegExp(code) })).toContainText(w.discounts.active);

    // A customer's checkout takes the new code at once.
    const line = await page.request.post("/_/e2e/cart-line", { data: { flight: { adults: 1 } } });
    expect(line.ok()).toBe(true);
    await page.goto(pathFor("checkout", lang));
    await ready(page, jsEnabled);
    await page.getByLabel(o.checkout.discountCode, { exact: true }).fill(code.toLowerCase());
    await page.getByRole("main").getByRole("button", { name: o.checkout.apply, exact: true }).first().click();
    await expect(page.getByText(o.checkout.discountApplied)).toBeVisible();
    await expect(page.getByTestId("discount-amount")).toBeVisible();

    // Switched off, the code is refused.
    await page.goto(pathFor("deskDiscounts", lang));
    await ready(page, jsEnabled);
    await page.getByRole("button", { name: w.discounts.deactivateNamed.replace("{{code}}", code) }).click();
    await expect(page.getByText(w.discounts.deactivated)).toBeVisible();
    await expect(page.getByRole("row", { name: new RegExp(code) })).toContainText(w.discounts.inactive);
  });

  test(`finance issues and voids a gift card and saves a currency rate (${lang})`, async ({ page, jsEnabled }) => {
    const stamp = `${lang}${jsEnabled ? "JS" : "NOJS"}${Date.now().toString(36)}`.toUpperCase();
    await deskLogin(page, `finance-gift-${stamp.toLowerCase()}@example.com`, "finance");
    await page.goto(pathFor("deskGiftCards", lang));
    await ready(page, jsEnabled);
    if (jsEnabled) await expectNoAxeViolations(page);
    await page.getByLabel(w.giftCards.code, { exact: true }).fill(`CARD-${stamp}`);
    await page.getByLabel(w.giftCards.amount, { exact: true }).fill("25.50");
    await page.getByRole("button", { name: w.giftCards.issue }).click();
    await expect(page.getByText(w.giftCards.issued)).toBeVisible();
    const row = page.getByRole("row", { name: new RegExp(`CARD-${stamp}`) });
    await expect(row).toContainText(w.giftCards.status.open);
    await row.getByRole("button", { name: w.giftCards.voidNamed.replace("{{code}}", `CARD-${stamp}`) }).click();
    await expect(page.getByText(w.giftCards.voided)).toBeVisible();
    await expect(page.getByRole("row", { name: new RegExp(`CARD-${stamp}`) })).toContainText(w.giftCards.status.empty);

    await page.goto(pathFor("deskCurrencies", lang));
    await ready(page, jsEnabled);
    if (jsEnabled) await expectNoAxeViolations(page);
    const rate = page.getByLabel(w.currencies.rate.replace("{{code}}", "USD"));
    const before = await rate.inputValue();
    await rate.fill(before);
    await page.getByRole("button", { name: w.currencies.saveNamed.replace("{{code}}", "USD") }).click();
    await expect(page.getByText(w.currencies.saved)).toBeVisible();
  });
}
