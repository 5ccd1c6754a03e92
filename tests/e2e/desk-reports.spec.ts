import fs from "node:fs";
import { deskLogin, expect, expectNoAxeViolations, ready, test } from "./fixtures";
import { pathFor } from "../../app/routing/screens";

/**
 * The desk's reports (issue 26 item 7, decision 116), in Persian and English, JavaScript on and off: finance
 * makes a discount code whose name starts with a minus, a customer's paid order uses it; the reports screen then
 * shows the sales chart (an SVG image with its title, Persian digits on the Persian page, drawn right to left)
 * and the totals, and the discount codes' CSV file downloads with a byte-order mark and that code neutralised.
 * An agent is answered 404 by the reports screen and its files.
 */
const read = (lang: string, ns: string) => JSON.parse(fs.readFileSync(`locales/${lang}/${ns}.json`, "utf8"));
/** A run's mark in letters only (the site writes digits in the page's own script). */
const mark = () =>
  Date.now()
    .toString(26)
    .replace(/\d/g, (d) => "qrstuvwxyz"[Number(d)]!)
    .toUpperCase();

for (const lang of ["fa", "en"] as const) {
  const w = read(lang, "deskReports");
  const prices = read(lang, "deskPrices");
  const common = read(lang, "common");

  test(`finance reads the reports and downloads a CSV file; an agent cannot (${lang})`, async ({ page, jsEnabled }) => {
    const stamp = `${lang}${jsEnabled ? "JS" : "NOJS"}${mark()}`;
    // A code a spreadsheet would read as a formula ("-…"), as the discount form allows.
    const code = `-R${stamp}`.toUpperCase().slice(0, 30);
    await deskLogin(page, `finance-${stamp.toLowerCase()}@example.com`, "finance");
    await page.goto(pathFor("deskDiscounts", lang));
    await ready(page, jsEnabled);
    await page.getByLabel(prices.discounts.code, { exact: true }).fill(code);
    await page.getByLabel(prices.discounts.type, { exact: true }).selectOption("percentage");
    await page.getByLabel(prices.discounts.value, { exact: true }).fill(lang === "fa" ? "۱۰" : "10");
    await page.getByRole("button", { name: prices.discounts.save }).click();
    await expect(page.getByText(prices.discounts.saved)).toBeVisible();
    const made = await page.request.post("/_/e2e/flight-order", {
      data: { locale: lang, email: `reports-${stamp.toLowerCase()}@example.com`, discountCode: code },
    });
    expect(made.ok(), await made.text()).toBe(true);

    await page.goto(pathFor("desk", lang));
    await ready(page, jsEnabled);
    await page.getByRole("navigation").getByRole("link", { name: common.screen.deskReports }).click();
    await expect(page.getByRole("heading", { level: 1, name: common.screen.deskReports })).toBeVisible();
    await ready(page, jsEnabled);
    if (jsEnabled) await expectNoAxeViolations(page);

    // The chart: one image per currency sold, named by its title; Persian digits and right to left in Persian.
    const chart = page.getByRole("img", {
      name: w.chart.title.replace("{{currency}}", common.currency.EUR),
    });
    await expect(chart).toBeVisible();
    expect(await chart.locator("rect").count()).toBeGreaterThan(0);
    const chartText = (await chart.textContent()) ?? "";
    if (lang === "fa") {
      expect(chartText).not.toMatch(/[0-9]/);
      expect(chartText).toMatch(/[۰-۹]/);
      await expect(chart).toHaveAttribute("direction", "rtl");
    }

    // Totals under the tables: sales by day, and the code's row among the discounts.
    const sales = page.getByRole("region", { name: w.title.sales });
    await expect(sales.locator("tfoot").getByRole("rowheader", { name: w.label.total })).toBeVisible();
    const discounts = page.getByRole("region", { name: w.title.discounts });
    await expect(discounts.getByRole("row", { name: new RegExp(code) })).toBeVisible();
    await expect(discounts.locator("tfoot")).toContainText(w.label.total);

    // A preset is a plain link: this month.
    await page.getByRole("link", { name: w.filter.thisMonth }).click();
    await expect(page).toHaveURL(/preset=thisMonth/);
    await expect(page.getByRole("link", { name: w.filter.thisMonth })).toHaveAttribute("aria-current", "true");
    await ready(page, jsEnabled);

    // The discount codes' file: a download, UTF-8 with a BOM, the code neutralised, amounts as numbers.
    const downloading = page.waitForEvent("download");
    await page.getByRole("link", { name: w.csvNamed.replace("{{report}}", w.title.discounts) }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/^parvaz-discounts-\d{4}-\d{2}-\d{2}-\d{4}-\d{2}-\d{2}\.csv$/);
    const bytes = fs.readFileSync((await download.path())!);
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = bytes.toString("utf8").slice(1);
    expect(text.split("\r\n")[0]).toContain(`"${w.head.code}"`);
    expect(text).toMatch(new RegExp(`\\r\\n"'${code}",\\d+,\\d+\\.\\d{2}`));
    expect(text).toContain(`"${w.label.total}"`);
    const href = await page
      .getByRole("link", { name: w.csvNamed.replace("{{report}}", w.title.sales) })
      .getAttribute("href");
    const file = await page.request.get(href!);
    expect(file.headers()["content-type"]).toBe("text/csv; charset=utf-8");
    expect(file.headers()["content-disposition"]).toMatch(/^attachment; filename="parvaz-sales-/);

    // An agent: no such screen, no such file.
    await deskLogin(page, `agent-${stamp.toLowerCase()}@example.com`, "agent");
    expect((await page.goto(pathFor("deskReports", lang)))?.status()).toBe(404);
    expect((await page.request.get(href!)).status()).toBe(404);
  });
}
