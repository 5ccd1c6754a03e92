import type { Locator, Page } from "@playwright/test";
import { expect, ready, test } from "./fixtures";
import { addDays, agencyToday } from "../../app/travel/clock";
import { formatJalali } from "../../app/utils/jalali";
import { formatFullDate } from "../../app/utils/format";

/**
 * Persian done right (issue 12, items 2–4), with JavaScript on and off: numbers in the
 * page's digits (decision 019), one way to type dates per language (decision 019) and a
 * search that understands Persian typed on any keyboard.
 */
const daysAhead = (n: number) => addDays(agencyToday(), n);

/**
 * Text with Latin digits that is not a Latin-script fragment (a flight number "W5 178", an
 * aircraft "ATR 72-600", a code): on a Persian page every such number must be in Persian digits.
 */
async function latinNumbers(scope: Locator) {
  return scope.evaluate((root) => {
    const found: string[] = [];
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (!parent || parent.closest("script, style, [hidden], .hidden, template")) continue;
      const text = node.textContent ?? "";
      if (/[0-9]/.test(text) && !/[A-Za-z]/.test(text)) found.push(text.trim());
    }
    for (const input of root.querySelectorAll<HTMLInputElement>(
      "input:not([type=hidden], [type=radio], [type=checkbox])",
    ))
      if (/[0-9]/.test(input.value) && !/[A-Za-z@]/.test(input.value)) found.push(`${input.name}=${input.value}`);
    return found;
  });
}

async function toast(page: Page) {
  return page.getByRole("status").filter({ hasText: /\S/ }).last();
}

test("a Persian search typed on an Arabic keyboard finds Shiraz; the results read in Persian digits", async ({
  page,
  jsEnabled,
}) => {
  await page.goto("/fa/پرواز");
  await ready(page, jsEnabled);
  const form = page.getByRole("form", { name: "جستجوی پرواز" });
  await form.getByLabel("مبدأ").fill("تهران");
  // Arabic yeh (ي), as Arabic and many older keyboards type it.
  await form.getByLabel("مقصد").fill("شيراز");
  // A Jalali date typed with Latin digits and dashes; two adults typed in Persian digits.
  const depart = daysAhead(5);
  await form.getByLabel("تاریخ رفت").fill(formatJalali(depart, "latn").replace(/\//g, "-"));
  await form.getByLabel(/^بزرگسال/).fill("۲");
  await form.getByRole("button", { name: "جستجوی پرواز" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("پروازهای تهران به شیراز");
  const main = page.getByRole("main");
  const status = main.getByRole("status").filter({ hasText: "پرواز پیدا شد" });
  await expect(status).toHaveText(/^[۰-۹]+ پرواز پیدا شد/);
  // The day in the order Persian is written: weekday, day, month, year.
  await expect(main.getByText(formatFullDate(depart, "fa"), { exact: true })).toBeVisible();
  expect(formatFullDate(depart, "fa")).toMatch(/^\S+ [۰-۹]+ \S+ [۰-۹]{4}$/);
  // A duration: "۱ ساعت و ۵ دقیقه", or "۲ ساعت" when the minutes are zero.
  await expect(main.getByText(/^[۰-۹]+ ساعت(?: و [۰-۹]+ دقیقه)?$/).first()).toBeVisible();
  await expect(main.getByText(/^[۰-۹]+ صندلی$/).first()).toBeVisible();
  await expect(main.getByText(/^[۰-۹]+ کیلوگرم$/).first()).toBeVisible();
  // Nothing else in the page's main part — counts, filter counts, fields — is in Latin digits.
  expect(await latinNumbers(main)).toEqual([]);
  // The search form (folded away above the results) shows what was searched the page's way.
  const modify = main.getByRole("form", { name: "ویرایش جستجو", includeHidden: true });
  await expect(modify.locator('input[name="adults"]')).toHaveValue("۲");
  await expect(modify.locator('input[name="depart"]')).toHaveValue(formatJalali(depart));
});

test("a vertical's request form takes the page's dates: Jalali with any digits in fa, DD/MM/YYYY in en", async ({
  page,
  jsEnabled,
}) => {
  // A new address per run: the same request twice is stored once (decision 304).
  const email = `sara-l10n-${jsEnabled ? "js" : "nojs"}-${Date.now()}@example.com`;
  await page.goto("/fa/هتل/درخواست");
  await ready(page, jsEnabled);
  const fa = page.locator("form").filter({ has: page.getByRole("button", { name: "ارسال درخواست" }) });
  await fa.getByLabel("نام شما").fill("سارا احمدی");
  await fa.getByLabel("ایمیل", { exact: true }).fill(email);
  await fa.getByLabel("شهر یا نام هتل").fill("کیش");
  await fa.getByLabel("از تاریخ").fill("۱۴۰۵/۰۹/۱۵");
  await fa.getByLabel("تا تاریخ").fill("1405-9-20");
  await fa.getByLabel("تعداد مسافران").fill("۲");
  if (jsEnabled) {
    // Typed digits are shown the page's way; the calendar (Jalali) opens from its button and works by keyboard.
    await expect(fa.getByLabel("تا تاریخ")).toHaveValue("۱۴۰۵-۹-۲۰");
    await fa.getByRole("button", { name: "انتخاب از تقویم" }).last().click();
    const calendar = page.getByRole("dialog", { name: "تقویم" });
    await expect(calendar.getByRole("grid")).toContainText("۲۰");
    await page.keyboard.press("ArrowLeft");
    await page.keyboard.press("Enter");
    await expect(calendar).toBeHidden();
    await expect(fa.getByLabel("تا تاریخ")).toHaveValue("۱۴۰۵/۰۹/۲۱");
    await fa.getByRole("button", { name: "انتخاب از تقویم" }).last().click();
    await expect(calendar).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(calendar).toBeHidden();
    await expect(fa.getByRole("button", { name: "انتخاب از تقویم" }).last()).toBeFocused();
  }
  await fa.getByRole("button", { name: "ارسال درخواست" }).click();
  // The request number in Persian digits.
  await expect(await toast(page)).toContainText(/درخواست شما با شمارهٔ [۰-۹]+ ثبت شد/);

  await page.goto("/en/hotels/request");
  await ready(page, jsEnabled);
  const en = page.locator("form").filter({ has: page.getByRole("button", { name: "Send request" }) });
  await en.getByLabel("Your name").fill("Sara Ahmadi");
  await en.getByLabel("E-mail", { exact: true }).fill(email);
  await en.getByLabel("City or hotel").fill("Kish");
  await en.getByLabel("From", { exact: true }).fill("15/12/2026");
  await en.getByLabel("Until", { exact: true }).fill("20/12/2026");
  await en.getByLabel("Travellers").fill("2");
  await en.getByRole("button", { name: "Send request" }).click();
  await expect(await toast(page)).toContainText(/Your request number \d+ has been received/);
  // A date the server cannot read is refused next to its field, in the page's words, and kept.
  await en.getByLabel("Your name").fill("Sara Ahmadi");
  await en.getByLabel("E-mail", { exact: true }).fill(email);
  await en.getByLabel("City or hotel").fill("Kish");
  await en.getByLabel("From", { exact: true }).fill("31/02/2026");
  await en.getByRole("button", { name: "Send request" }).click();
  await expect(en.getByText("Please enter a valid date").last()).toBeVisible();
  await expect(en.getByLabel("From", { exact: true })).toHaveValue("31/02/2026");
});
