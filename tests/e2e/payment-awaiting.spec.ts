import type { Page } from "@playwright/test";
import { expect, expectNoAxeViolations, login, payOnSandbox, ready, test } from "./fixtures";
import { locales, pathFor } from "../../app/routing/screens";

/**
 * The bare payment path (decision 413): the orders awaiting this visitor's payment, each with a link that pays it,
 * or a clear page when nothing is awaiting payment — in English and Persian, with JavaScript on and off. Orders are
 * placed through the real checkout from a test cart line (/_/e2e/cart-line), in the page's language.
 */
const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 7)}`;

const words = {
  en: {
    none: "Nothing is awaiting payment",
    list: "Awaiting payment",
    search: "Find a trip",
    basket: "Go to your basket",
    pay: "Pay",
    payButton: /^Pay/,
    left: /^\d+ min, held until \d{2}:\d{2} Tehran time$/,
  },
  fa: {
    none: "هیچ سفارشی در انتظار پرداخت نیست",
    list: "در انتظار پرداخت",
    search: "جستجوی سفر",
    basket: "رفتن به سبد خرید",
    pay: "پرداخت",
    payButton: /^پرداخت/,
    left: /^[۰-۹]+ دقیقه، نگه‌داری تا [۰-۹]{2}:[۰-۹]{2} به وقت تهران$/,
  },
} as const;

async function addFlightLine(page: Page) {
  const response = await page.request.post("/_/e2e/cart-line", { data: { flight: { adults: 1 } } });
  expect(response.ok()).toBe(true);
}

/** A flight line through the checkout in `lang`, left unpaid: the order's number. */
async function placeUnpaidOrder(page: Page, lang: "en" | "fa", jsEnabled: boolean) {
  await addFlightLine(page);
  await page.goto(pathFor("checkout", lang));
  await ready(page, jsEnabled);
  await page.locator('input[name="firstName"]').fill("Sara");
  await page.locator('input[name="lastName"]').fill("Ahmadi");
  await page.locator("#checkout-email").fill(`awaiting-${unique()}@example.com`);
  await page.locator('input[name="phone"]').fill("+989121234567");
  await page.locator('input[name="acceptRules"]').check();
  await page.locator("button[form]").click();
  await expect(page).toHaveURL(/\?order=PZ\d{8}/);
  return new URL(page.url()).searchParams.get("order")!;
}

test("the bare payment path is a page in every language (spec §2: /en/payment, /nl/betaling, /fr/paiement)", async ({
  page,
  jsEnabled,
}) => {
  test.skip(!jsEnabled, "request-level: runs once");
  for (const path of ["/en/payment", "/nl/betaling", "/fr/paiement", ...locales.map((l) => pathFor("payment", l))]) {
    const response = await page.request.get(path, { maxRedirects: 0 });
    expect(response.status(), decodeURI(path)).toBe(200);
  }
});

for (const lang of ["en", "fa"] as const) {
  const w = words[lang];

  test(`${lang}: with nothing awaiting payment the page says so, with search and (when it has items) the basket`, async ({
    page,
    jsEnabled,
  }) => {
    const response = await page.goto(pathFor("payment", lang));
    expect(response?.status()).toBe(200);
    await ready(page, jsEnabled);
    await expect(page.getByRole("heading", { level: 1, name: w.none })).toBeVisible();
    await expect(page.getByRole("link", { name: w.search })).toBeVisible();
    await expect(page.getByRole("link", { name: w.basket })).toHaveCount(0);
    if (jsEnabled) await expectNoAxeViolations(page);
    await addFlightLine(page);
    await page.reload();
    await ready(page, jsEnabled);
    await expect(page.getByRole("heading", { level: 1, name: w.none })).toBeVisible();
    await page.getByRole("link", { name: w.basket }).click();
    await page.waitForURL((url) => decodeURI(url.pathname) === decodeURI(pathFor("cart", lang)));
  });

  test(`${lang}: a guest finds the order awaiting payment and pays it through its link; another visitor does not see it`, async ({
    page,
    browser,
    jsEnabled,
  }) => {
    const number = await placeUnpaidOrder(page, lang, jsEnabled);
    await page.goto(pathFor("payment", lang));
    await ready(page, jsEnabled);
    await expect(page.getByRole("heading", { level: 1, name: w.list })).toBeVisible();
    const card = page.getByTestId("awaiting-order");
    await expect(card).toHaveCount(1);
    await expect(card.getByRole("heading", { name: new RegExp(number) })).toBeVisible();
    await expect(card.getByTestId("awaiting-amount")).not.toBeEmpty();
    await expect(card.getByTestId("awaiting-left")).toHaveText(w.left);
    if (jsEnabled) await expectNoAxeViolations(page);
    // No sideways scrolling on a small phone (the layout spec measures the route table's pages with nothing awaiting).
    await page.setViewportSize({ width: 320, height: 800 });
    const { scroll, inner } = await page.evaluate(() => ({
      scroll: document.documentElement.scrollWidth,
      inner: window.innerWidth,
    }));
    expect(scroll).toBeLessThanOrEqual(inner);
    await page.setViewportSize({ width: 1280, height: 800 });

    // Another browser — a guest, then signed in — holds nothing of it: the clear page, and its payment page is a 404.
    const other = await browser.newContext({ javaScriptEnabled: jsEnabled });
    const intruder = await other.newPage();
    expect((await intruder.goto(pathFor("payment", lang)))?.status()).toBe(200);
    await expect(intruder.getByRole("heading", { level: 1, name: w.none })).toBeVisible();
    await expect(intruder.getByText(number)).toHaveCount(0);
    await login(intruder, { email: `intruder-${unique()}@example.com` });
    await intruder.goto(pathFor("payment", lang));
    await expect(intruder.getByRole("heading", { level: 1, name: w.none })).toBeVisible();
    expect((await intruder.goto(`${pathFor("payment", lang)}?order=${number}`))?.status()).toBe(404);
    await other.close();

    // "Pay" opens that order's payment page; paid, nothing is awaiting payment any more.
    await card.getByRole("link", { name: w.pay, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`\\?order=${number}$`));
    await ready(page, jsEnabled);
    await page.getByRole("button", { name: w.payButton }).first().click();
    await payOnSandbox(page, lang);
    await expect(page.getByTestId("order-number")).toHaveText(number);
    await page.goto(pathFor("payment", lang));
    await expect(page.getByRole("heading", { level: 1, name: w.none })).toBeVisible();
  });
}
