import fs from "node:fs";
import sharp from "sharp";
import { deskLogin, expect, expectNoAxeViolations, ready, test } from "./fixtures";
import { pathFor } from "../../app/routing/screens";

/**
 * The FAQ, the team and the Q&A on the desk (issue 26, decision 117), in Persian and English, with
 * JavaScript on and off: an editor writes an FAQ entry in two languages and publishes it (it is then on the
 * FAQ in those two and not in the others); adds a team member, publishes and edits them (the team page
 * shows the change); and writes the agency's answer to a question (on the question's page, marked as the
 * agency's). Each run's words carry its own mark, so runs never see each other's entries.
 */
const read = (lang: string, ns: string) => JSON.parse(fs.readFileSync(`locales/${lang}/${ns}.json`, "utf8"));
/** A run's mark in letters only (the site writes digits in the page's own script). */
const mark = () =>
  Date.now()
    .toString(26)
    .replace(/\d/g, (d) => "qrstuvwxyz"[Number(d)]!);

for (const lang of ["fa", "en"] as const) {
  const w = read(lang, "deskEditorial");
  const content = read(lang, "content");
  const field = (part: string, l: string) =>
    w.fields.in.replace("{{part}}", w.fields.parts[part]).replace("{{language}}", w.languages[l]);

  test(`an editor writes an FAQ entry in two languages and publishes it (${lang})`, async ({ page, jsEnabled }) => {
    const stamp = `${lang}${jsEnabled ? "js" : "nojs"}${mark()}`;
    const questions = { fa: `چمدان دوم ${stamp} را چطور ثبت کنم؟`, en: `How do I add a second bag ${stamp}?` };
    await deskLogin(page, `faq-${stamp}@example.com`, "editor");
    await page.goto(pathFor("deskFaq", lang));
    await ready(page, jsEnabled);
    if (jsEnabled) await expectNoAxeViolations(page);

    await page.getByLabel(w.faq.topic, { exact: true }).selectOption("baggage");
    await page.getByLabel(field("question", "fa"), { exact: true }).fill(questions.fa);
    // A language started and not finished is refused by the field, what was typed kept.
    await page.getByRole("button", { name: w.save, exact: true }).click();
    await expect(page.getByText(w.validation.required).first()).toBeVisible();
    await expect(page.getByLabel(field("question", "fa"), { exact: true })).toHaveValue(questions.fa);
    await page.getByLabel(field("answer", "fa"), { exact: true }).fill("در مرحلهٔ مسافران، بار اضافه را بیفزایید.");
    await page.getByLabel(field("question", "en"), { exact: true }).fill(questions.en);
    await page.getByLabel(field("answer", "en"), { exact: true }).fill("Add the extra bag in the passengers step.");
    await page.getByRole("button", { name: w.save, exact: true }).click();
    await expect(page.getByText(w.faq.saved)).toBeVisible();
    await expect(page.getByRole("row", { name: new RegExp(stamp) })).toContainText(w.draft);
    if (jsEnabled) await expectNoAxeViolations(page);

    // Not on the FAQ until published.
    await page.goto(pathFor("faqList", "en"));
    await expect(page.getByText(questions.en)).toHaveCount(0);
    await page.goBack();
    await ready(page, jsEnabled);
    await page.getByRole("button", { name: w.publishButton, exact: true }).click();
    await expect(page.getByText(w.publish.published)).toBeVisible();
    await expect(page.getByRole("row", { name: new RegExp(stamp) })).toContainText(w.published);

    for (const l of ["fa", "en"] as const) {
      await page.goto(pathFor("faqList", l));
      await expect(page.getByRole("main").locator("summary", { hasText: questions[l] })).toBeVisible();
    }
    // Not in the languages left empty, in neither language's words.
    for (const l of ["nl", "fr"] as const) {
      await page.goto(pathFor("faqList", l));
      await expect(page.getByText(stamp)).toHaveCount(0);
    }
  });

  test(`an editor adds a team member, publishes and edits them (${lang})`, async ({ page, jsEnabled }) => {
    const stamp = `${lang}${jsEnabled ? "js" : "nojs"}${mark()}`;
    const name = lang === "fa" ? `نسیم ${stamp}` : `Nasim ${stamp}`;
    const role = lang === "fa" ? "مشاور سفرهای خانوادگی" : "Family travel adviser";
    const newRole = lang === "fa" ? "سرپرست تورهای کویر" : "Head of desert tours";
    await deskLogin(page, `team-${stamp}@example.com`, "editor");
    await page.goto(pathFor("deskTeam", lang));
    await ready(page, jsEnabled);
    if (jsEnabled) await expectNoAxeViolations(page);

    await page.getByLabel(w.team.email, { exact: true }).fill(`nasim-${stamp}@parvaz.example`);
    await page.getByLabel(field("name", lang), { exact: true }).fill(name);
    await page.getByLabel(field("role", lang), { exact: true }).fill(role);
    await page
      .getByLabel(field("bio", lang), { exact: true })
      .fill(lang === "fa" ? "نسیم سفر خانواده‌ها را برنامه‌ریزی می‌کند." : "Nasim plans trips for families.");
    await page.getByRole("button", { name: w.save, exact: true }).click();
    await expect(page.getByText(w.team.saved)).toBeVisible();

    // A photo first (its bytes checked, cut square), then publish.
    await page.getByRole("button", { name: w.publishButton, exact: true }).click();
    await expect(page.getByText(w.publish.noPhoto)).toBeVisible();
    const photo = await sharp({ create: { width: 500, height: 400, channels: 3, background: "#2f7d4f" } })
      .png()
      .toBuffer();
    await page.getByLabel(w.team.photo).setInputFiles({ name: "nasim.png", mimeType: "image/png", buffer: photo });
    await page.getByRole("button", { name: w.team.upload, exact: true }).click();
    await expect(page.getByText(w.photo.saved)).toBeVisible();
    await page.getByRole("button", { name: w.publishButton, exact: true }).click();
    await expect(page.getByText(w.publish.published)).toBeVisible();
    if (jsEnabled) await expectNoAxeViolations(page);

    await page.getByLabel(field("role", lang), { exact: true }).fill(newRole);
    await page.getByRole("button", { name: w.save, exact: true }).click();
    await expect(page.getByText(w.team.saved)).toBeVisible();

    await page.goto(pathFor("team", lang));
    const card = page.getByRole("listitem").filter({ hasText: name });
    await expect(card).toContainText(newRole);
    const src = await card.locator("img").getAttribute("src");
    expect((await page.request.get(src!)).headers()["content-type"]).toBe("image/webp");
    // Written in one language only: not on the other's team page.
    await page.goto(pathFor("team", lang === "fa" ? "en" : "fa"));
    await expect(page.getByText(stamp)).toHaveCount(0);
  });

  test(`an editor writes the agency's answer to a question (${lang})`, async ({ page, jsEnabled }) => {
    const stamp = `${lang}${jsEnabled ? "js" : "nojs"}${mark()}`;
    const answer =
      lang === "fa"
        ? `پشتیبانی پرواز این کار را برایتان انجام می‌دهد (${stamp}).`
        : `Our support team can do this for you (${stamp}).`;
    // A published question in this language, from the site's own list.
    await page.goto(pathFor("qaList", lang));
    const link = page.getByRole("main").getByRole("heading", { level: 2 }).getByRole("link").first();
    const title = (await link.innerText()).trim();
    const href = (await link.getAttribute("href"))!;

    await deskLogin(page, `qa-${stamp}@example.com`, "editor");
    await page.goto(pathFor("deskQa", lang));
    await ready(page, jsEnabled);
    if (jsEnabled) await expectNoAxeViolations(page);
    await page.getByRole("link", { name: w.editNamed.replace("{{title}}", title), exact: true }).click();
    await ready(page, jsEnabled);
    if (jsEnabled) await expectNoAxeViolations(page);

    await page.getByLabel(w.qa.language, { exact: true }).selectOption(lang);
    await page.getByLabel(w.qa.answer, { exact: true }).fill(answer);
    await page.getByRole("button", { name: w.qa.publishAnswer, exact: true }).click();
    await expect(page.getByText(w.qa.answered)).toBeVisible();

    await page.goto(href);
    const shown = page.getByRole("listitem").filter({ hasText: stamp });
    await expect(shown).toContainText(answer);
    await expect(shown).toContainText(content.qa.staff);
  });
}
