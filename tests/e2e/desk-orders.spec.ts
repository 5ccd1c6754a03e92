import type { Page } from "@playwright/test";
import { deskLogin, expect, expectNoAxeViolations, login, ready, test } from "./fixtures";
import { pathFor } from "../../app/routing/screens";
import { rawKeys } from "../support/page-text";

/**
 * The desk's orders and customers (issue 26, decision 112), in Persian and English, JavaScript on and
 * off: finance finds a paid flight order, is refused a refund above what is left, refunds part of it
 * to the card and sees the refund on the order; an agent finds a customer and suspends the account,
 * which then cannot sign in through the sign-in form. Every desk screen passes axe.
 */
const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 7)}`;
const PASSWORD = "safe-pass-123";

const words = {
  en: {
    search: "Order number, e-ticket, name, e-mail or phone",
    find: "Search",
    amount: "Amount in EUR",
    reason: "Reason",
    refund: "Refund",
    tooMuch: "This is more than is still refundable that way.",
    refunded: "The refund has been recorded.",
    customerQ: "Name, e-mail, phone or client number",
    suspend: "Suspend the account",
    suspended: "The account has been suspended and signed out everywhere.",
    status: "Suspended",
    identifier: "E-mail or mobile number",
    password: "Password",
    signIn: "Sign in",
    refusal: "Your account has been suspended. Please use the contact page to reach us.",
    ten: "€10",
  },
  fa: {
    search: "شمارهٔ سفارش، بلیت الکترونیکی، نام، ایمیل یا تلفن",
    find: "جستجو",
    amount: "مبلغ به EUR",
    reason: "دلیل",
    refund: "استرداد",
    tooMuch: "این مبلغ بیش از باقی‌ماندهٔ قابل استرداد با این روش است.",
    refunded: "استرداد ثبت شد.",
    customerQ: "نام، ایمیل، تلفن یا شمارهٔ مشتری",
    suspend: "تعلیق حساب",
    suspended: "حساب معلق شد و از همه‌جا خارج شد.",
    status: "معلق",
    identifier: "ایمیل یا شماره موبایل",
    password: "رمز عبور",
    signIn: "ورود",
    refusal: "حساب کاربری شما مسدود شده است. لطفاً از طریق صفحه تماس با ما در ارتباط باشید.",
    ten: "۱۰ €",
  },
};

/** The desk screen fits a 320 px phone: nothing scrolls sideways (its tables scroll inside their own box). */
async function fitsPhone(page: Page) {
  await page.setViewportSize({ width: 320, height: 800 });
  const { scroll, inner } = await page.evaluate(() => ({
    scroll: document.documentElement.scrollWidth,
    inner: window.innerWidth,
  }));
  expect(scroll).toBeLessThanOrEqual(inner);
  await page.setViewportSize({ width: 1280, height: 800 });
}

async function signOutEverything(page: Page, baseURL: string) {
  await page.context().clearCookies();
  await page
    .context()
    .addCookies([{ name: "consent", value: encodeURIComponent(btoa(JSON.stringify("necessary"))), url: baseURL }]);
}

for (const lang of ["en", "fa"] as const) {
  const w = words[lang];

  test(`finance refunds part of a paid flight order to the card (${lang})`, async ({ page, jsEnabled }) => {
    const email = `desk-refund-${unique()}@example.com`;
    const made = await page.request.post("/_/e2e/flight-order", { data: { locale: lang, email } });
    expect(made.ok()).toBe(true);
    const { orderNumber } = (await made.json()) as { orderNumber: string };
    await deskLogin(page, `finance-${unique()}@example.com`, "finance");
    // The desk's home counts today's paid orders (this one among them) and links to the orders.
    await page.goto(pathFor("desk", lang));
    await expect(
      page.getByRole("link", {
        name: lang === "fa" ? /^[۰-۹٬]+ سفارش امروز ثبت و پرداخت شد$/ : /^[\d,]+ orders? placed and paid today$/,
      }),
    ).toBeVisible();

    await page.goto(pathFor("deskOrders", lang));
    await ready(page, jsEnabled);
    await page.getByLabel(w.search).fill(orderNumber);
    await page.getByRole("button", { name: w.find }).click();
    await expect(page).toHaveURL(/[?&]q=/);
    if (jsEnabled) await expectNoAxeViolations(page);
    await page.getByRole("link", { name: orderNumber }).click();
    await expect(page).toHaveURL(new RegExp(`${orderNumber}$`));
    await ready(page, jsEnabled);
    if (jsEnabled) await expectNoAxeViolations(page);

    // More than was charged is refused next to the field, the typed values kept.
    await page.getByLabel(w.amount).fill("100000");
    await page.getByLabel(w.reason).fill("Goodwill for the delay");
    await page.getByRole("button", { name: w.refund, exact: true }).click();
    await expect(page.getByText(w.tooMuch).first()).toBeVisible();
    await expect(page.getByLabel(w.reason)).toHaveValue("Goodwill for the delay");

    await ready(page, jsEnabled);
    await page.getByLabel(w.amount).fill("10");
    await page.getByRole("button", { name: w.refund, exact: true }).click();
    await expect(page.getByText(w.refunded)).toBeVisible();
    await expect(page.getByTestId("refund-amount")).toHaveCount(1);
    await expect(page.getByTestId("refund-amount")).toHaveText(w.ten);
    await expect(page.getByText("Goodwill for the delay")).toBeVisible();
    await fitsPhone(page);
  });

  test(`an agent suspends an account, which then cannot sign in (${lang})`, async ({ page, jsEnabled, baseURL }) => {
    const email = `desk-suspend-${unique()}@example.com`;
    await login(page, { email, password: PASSWORD, firstName: "Kaveh", lastName: "Rostami", signIn: false });
    await deskLogin(page, `agent-${unique()}@example.com`, "agent");

    await page.goto(pathFor("deskCustomers", lang));
    await ready(page, jsEnabled);
    await page.getByLabel(w.customerQ).fill(email);
    await page.getByRole("button", { name: w.find }).click();
    if (jsEnabled) await expectNoAxeViolations(page);
    await page.getByRole("link", { name: "Kaveh Rostami" }).click();
    await ready(page, jsEnabled);
    if (jsEnabled) await expectNoAxeViolations(page);
    await page.getByRole("button", { name: w.suspend }).click();
    await expect(page.getByText(w.suspended)).toBeVisible();
    await expect(page.getByTestId("customer-status")).toHaveText(w.status);
    await fitsPhone(page);

    await signOutEverything(page, baseURL!);
    await page.goto(pathFor("signIn", lang));
    await ready(page, jsEnabled);
    await page.getByLabel(w.identifier).fill(email);
    await page.getByLabel(w.password, { exact: true }).fill(PASSWORD);
    await page.getByRole("button", { name: w.signIn, exact: true }).click();
    await expect(page.getByText(w.refusal)).toBeVisible();
  });
}

test("an administrator's desk screens in every language: every word translated, axe clean", async ({
  page,
  jsEnabled,
}) => {
  test.skip(!jsEnabled, "read once, with JavaScript (axe)");
  // Sixteen pages, each read by axe: about a minute on a quiet 2-core machine, more beside the other workers.
  test.setTimeout(180_000);
  const email = `desk-all-${unique()}@example.com`;
  const made = await page.request.post("/_/e2e/flight-order", { data: { locale: "fr", email } });
  const { orderNumber } = (await made.json()) as { orderNumber: string };
  const { userId } = await login(page, { email: `desk-customer-${unique()}@example.com`, signIn: false });
  await deskLogin(page, `admin-${unique()}@example.com`, "admin");
  for (const lang of ["fa", "en", "nl", "fr"] as const)
    for (const path of [
      `${pathFor("deskOrders", lang)}?q=${orderNumber}`,
      pathFor("deskOrder", lang, { orderNumber }),
      `${pathFor("deskCustomers", lang)}?q=desk-customer`,
      pathFor("deskCustomer", lang, { id: String(userId) }),
    ]) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(200);
      expect(rawKeys(await page.content(), lang), path).toEqual([]);
      await expectNoAxeViolations(page);
    }
});
