import fs from "node:fs";
import sharp from "sharp";
import { deskLogin, expect, expectNoAxeViolations, ready, test } from "./fixtures";
import { pathFor } from "../../app/routing/screens";

/**
 * The blog on the desk (issue 26, decision 115), in Persian and English, with JavaScript on and off: a
 * content editor writes an article in one language only, previews it (rendered by the site's sanitiser),
 * adds a picture, publishes it; it is then on the blog in that language and not in the one left empty.
 * Its words name no place: the desk's French pages list every article, and places have French names.
 */
const read = (lang: string, ns: string) => JSON.parse(fs.readFileSync(`locales/${lang}/${ns}.json`, "utf8"));
/** A run's mark in letters only (the site writes digits in the page's own script). */
const mark = () =>
  Date.now()
    .toString(26)
    .replace(/\d/g, (d) => "qrstuvwxyz"[Number(d)]!);

for (const lang of ["fa", "en"] as const) {
  const w = read(lang, "deskContent");
  const other = lang === "fa" ? "en" : "fa";
  const label = (key: "titleIn" | "summaryIn" | "bodyIn") => w.articles[key].replace("{{language}}", w.languages[lang]);

  test(`an editor writes, previews and publishes an article in one language (${lang})`, async ({ page, jsEnabled }) => {
    const stamp = `${lang}${jsEnabled ? "js" : "nojs"}${mark()}`;
    const title = lang === "fa" ? `آخر هفته کنار دریا ${stamp}` : `A weekend by the sea ${stamp}`;
    const strong = lang === "fa" ? "خانهٔ قدیمی کنار ساحل" : "the old house on the beach";
    await deskLogin(page, `editor-${stamp}@example.com`, "editor");
    await page.goto(pathFor("deskArticles", lang));
    await ready(page, jsEnabled);
    if (jsEnabled) await expectNoAxeViolations(page);

    await page.getByLabel(label("titleIn"), { exact: true }).fill(title);
    await page
      .getByLabel(label("summaryIn"), { exact: true })
      .fill(lang === "fa" ? "دو روز کنار آب." : "Two days by the water.");
    await page
      .getByLabel(label("bodyIn"), { exact: true })
      .fill(`## ${lang === "fa" ? "روز اول" : "Day one"}\n\n**${strong}** <script>document.title="x"</script>`);
    await page.getByRole("button", { name: w.articles.preview, exact: true }).click();
    const preview = page.getByRole("region", { name: w.articles.previewTitle });
    await expect(preview.locator("strong", { hasText: strong })).toBeVisible();
    await expect(preview.locator("script")).toHaveCount(0);
    await expect(page.getByLabel(label("titleIn"), { exact: true })).toHaveValue(title);

    await page.getByRole("button", { name: w.articles.save, exact: true }).click();
    await expect(page.getByText(w.articles.saved)).toBeVisible();
    await expect(page.getByRole("row", { name: new RegExp(stamp) })).toContainText(w.articles.draft);

    // Not yet on the blog; publishing needs a picture.
    await page.getByRole("button", { name: w.articles.publish, exact: true }).click();
    await expect(page.getByText(w.publish.noPicture)).toBeVisible();
    const picture = await sharp({ create: { width: 1200, height: 700, channels: 3, background: "#2f7d4f" } })
      .jpeg()
      .toBuffer();
    await page
      .getByLabel(w.articles.picture)
      .setInputFiles({ name: "beach.jpg", mimeType: "image/jpeg", buffer: picture });
    await page.getByRole("button", { name: w.articles.upload, exact: true }).click();
    await expect(page.getByText(w.picture.saved)).toBeVisible();
    await page.getByRole("button", { name: w.articles.publish, exact: true }).click();
    await expect(page.getByText(w.publish.published)).toBeVisible();
    await expect(page.getByRole("row", { name: new RegExp(stamp) })).toContainText(w.articles.published);

    // On the blog in its language, with the picture served as WebP.
    await page.goto(pathFor("blogList", lang));
    await ready(page, jsEnabled);
    await page.getByRole("link", { name: title }).first().click();
    await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
    await expect(page.getByRole("main").locator("strong", { hasText: strong })).toBeVisible();
    const src = await page.locator('img[src^="/_/content-image/"]').first().getAttribute("src");
    const image = await page.request.get(src!);
    expect(image.headers()["content-type"]).toBe("image/webp");

    // Not in the language left empty.
    await page.goto(pathFor("blogList", other));
    await expect(page.getByText(title)).toHaveCount(0);
  });
}
