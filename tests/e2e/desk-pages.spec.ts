import fs from "node:fs";
import type { Page } from "@playwright/test";
import { deskLogin, expect, expectNoAxeViolations, outboxFor, ready, test } from "./fixtures";
import { pathFor } from "../../app/routing/screens";

/**
 * Job offers, guide pages and special offers on the desk (issue 26, decision 118), in Persian and English,
 * with JavaScript on and off: an editor writes a job offer in two languages and publishes it (the jobs page
 * lists it and its application form takes it); changes the refund guide (the page shows the new text); writes
 * a special offer that appears on the offers page, and unpublishes it.
 */
const read = (lang: string, ns: string) => JSON.parse(fs.readFileSync(`locales/${lang}/${ns}.json`, "utf8"));
/** A run's mark in letters only (the site writes digits in the page's own script). */
const mark = () =>
  Date.now()
    .toString(26)
    .replace(/\d/g, (d) => "qrstuvwxyz"[Number(d)]!);

/** A distinct client address, so the application limit per address is this test's own. */
const asClient = async (page: Page) => {
  const ip = `203.0.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`;
  await page.setExtraHTTPHeaders({ "X-Forwarded-For": ip });
};

for (const lang of ["fa", "en"] as const) {
  const w = read(lang, "deskPages");
  const content = read(lang, "content");
  const common = read(lang, "common");
  const other = lang === "fa" ? "en" : "fa";
  const label = (key: string, l: "fa" | "en" = lang) => key.replace("{{language}}", w.languages[l]);

  test(`an editor publishes a job offer in two languages that the jobs page takes applications for (${lang})`, async ({
    page,
    jsEnabled,
  }) => {
    const stamp = `${lang}${jsEnabled ? "js" : "nojs"}${mark()}`;
    const titles = { fa: `کارشناس سفرهای کویر ${stamp}`, en: `Desert trips specialist ${stamp}` };
    await deskLogin(page, `jobs-editor-${stamp}@example.com`, "editor");
    await page.goto(pathFor("deskJobOffers", lang));
    await ready(page, jsEnabled);
    if (jsEnabled) await expectNoAxeViolations(page);

    for (const l of ["fa", "en"] as const) {
      await page.getByLabel(label(w.jobs.titleIn, l), { exact: true }).fill(titles[l]);
      await page
        .getByLabel(label(w.jobs.bodyIn, l), { exact: true })
        .fill(l === "fa" ? "سفرهای **کویر** را برنامه‌ریزی می‌کنید." : "You plan our **desert** trips.");
    }
    await page.getByRole("button", { name: w.common.preview, exact: true }).click();
    const preview = page.getByRole("region", { name: w.common.previewTitle });
    await expect(preview.locator("strong", { hasText: lang === "fa" ? "کویر" : "desert" })).toBeVisible();
    await page.getByRole("button", { name: w.common.save, exact: true }).click();
    await expect(page.getByText(w.common.saved)).toBeVisible();
    await expect(page.getByRole("row", { name: new RegExp(stamp) })).toContainText(w.common.draft);
    await page.getByRole("button", { name: w.common.publish, exact: true }).click();
    await expect(page.getByText(w.publish.published)).toBeVisible();

    // On the jobs page in both languages; the form takes an application for it.
    await asClient(page);
    await page.goto(pathFor("jobs", other));
    await expect(page.getByRole("heading", { level: 2, name: titles[other] })).toBeVisible();
    await page.goto(pathFor("jobs", lang));
    await ready(page, jsEnabled);
    await expect(page.getByRole("heading", { level: 2, name: titles[lang] })).toBeVisible();
    const email = `applicant-${stamp}@example.com`;
    const form = page.locator("form#job-application");
    await form.getByLabel(content.jobs.position).selectOption({ label: titles[lang] });
    await form.getByLabel(content.contact.name, { exact: true }).fill(lang === "fa" ? "نگار" : "Negar");
    await form.getByLabel(content.contact.email, { exact: true }).fill(email);
    await form
      .getByLabel(content.jobs.letter)
      .fill(
        lang === "fa"
          ? "پنج سال است که سفرهای کویری را برنامه‌ریزی می‌کنم و دوست دارم این تجربه را با مسافران پرواز در میان بگذارم."
          : "I have planned desert trips for five years and would love to share that with the travellers of Parvaz.",
      );
    await form.getByRole("button", { name: content.jobs.submit }).click();
    await expect(page.getByRole("status")).toContainText(content.jobs.applied.split("{{")[0]!.trim().slice(0, 10));
    const mails = await outboxFor(page, email);
    expect(mails[0]!.subject).toContain(titles[lang]);
  });

  test(`an editor changes the refund guide and the page shows it (${lang})`, async ({ page, jsEnabled }) => {
    const stamp = `${lang}${jsEnabled ? "js" : "nojs"}${mark()}`;
    const added = lang === "fa" ? `بازپرداخت با کارت هدیه ${stamp}` : `Refunds as a gift card ${stamp}`;
    await deskLogin(page, `guides-editor-${stamp}@example.com`, "editor");
    await page.goto(pathFor("deskGuides", lang));
    await ready(page, jsEnabled);
    if (jsEnabled) await expectNoAxeViolations(page);
    await page
      .getByRole("link", { name: w.common.editNamed.replace("{{title}}", common.screen.refundGuide), exact: true })
      .click();
    const body = page.getByLabel(label(w.guides.bodyIn), { exact: true });
    await expect(body).not.toHaveValue("");
    const original = await body.inputValue();
    await body.fill(`${original}\n\n## ${added}\n\n**${stamp}**`);
    await page.getByRole("button", { name: w.common.save, exact: true }).click();
    await expect(page.getByText(w.common.saved)).toBeVisible();
    if (jsEnabled) await expectNoAxeViolations(page);

    await page.goto(pathFor("refundGuide", lang));
    await ready(page, jsEnabled);
    await expect(page.getByRole("heading", { level: 2, name: added })).toBeVisible();
    await expect(page.getByRole("main").locator("strong", { hasText: stamp })).toBeVisible();
    await page.goto(pathFor("refundGuide", other));
    await expect(page.getByText(added)).toHaveCount(0);

    // Put the guide back as it was.
    await page.goto(`${pathFor("deskGuides", lang)}?edit=refundGuide`);
    await ready(page, jsEnabled);
    await page.getByLabel(label(w.guides.bodyIn), { exact: true }).fill(original);
    await page.getByRole("button", { name: w.common.save, exact: true }).click();
    await expect(page.getByText(w.common.saved)).toBeVisible();
  });

  test(`an editor writes a special offer that appears on the offers page, then unpublishes it (${lang})`, async ({
    page,
    jsEnabled,
  }) => {
    const stamp = `${lang}${jsEnabled ? "js" : "nojs"}${mark()}`;
    const title = lang === "fa" ? `تور شب یلدا ${stamp}` : `A Yalda night tour ${stamp}`;
    await deskLogin(page, `offers-editor-${stamp}@example.com`, "editor");
    await page.goto(pathFor("deskSpecialOffers", lang));
    await ready(page, jsEnabled);
    if (jsEnabled) await expectNoAxeViolations(page);
    await page.getByLabel(w.common.order, { exact: true }).fill("90");
    await page.getByLabel(w.offers.kinds.priced, { exact: true }).check();
    await page.getByLabel(w.offers.screen, { exact: true }).selectOption({ label: common.screen.tours });
    await page.getByLabel(w.offers.price, { exact: true }).fill("99");
    await page.getByLabel(w.offers.was, { exact: true }).fill("120.50");
    await page.getByLabel(label(w.offers.titleIn), { exact: true }).fill(title);
    await page
      .getByLabel(label(w.offers.textIn), { exact: true })
      .fill(lang === "fa" ? "بلندترین شب سال در یزد." : "The longest night of the year in Yazd.");
    await page.getByRole("button", { name: w.common.save, exact: true }).click();
    await expect(page.getByText(w.common.saved)).toBeVisible();
    await page.getByRole("button", { name: w.common.publish, exact: true }).click();
    await expect(page.getByText(w.publish.published)).toBeVisible();
    if (jsEnabled) await expectNoAxeViolations(page);

    await page.goto(pathFor("offers", lang));
    await ready(page, jsEnabled);
    const card = page.getByRole("article").filter({ has: page.getByRole("heading", { name: title, exact: true }) });
    await expect(card).toBeVisible();
    expect(decodeURI((await card.getByRole("link").getAttribute("href"))!)).toBe(decodeURI(pathFor("tours", lang)));
    await page.goto(pathFor("offers", other));
    await expect(page.getByText(title)).toHaveCount(0);

    await page.goto(pathFor("deskSpecialOffers", lang));
    await page.getByRole("link", { name: w.common.editNamed.replace("{{title}}", title), exact: true }).click();
    await page.getByRole("button", { name: w.common.unpublish, exact: true }).click();
    await expect(page.getByText(w.publish.unpublished)).toBeVisible();
    await page.goto(pathFor("offers", lang));
    await expect(page.getByText(title)).toHaveCount(0);
  });
}
