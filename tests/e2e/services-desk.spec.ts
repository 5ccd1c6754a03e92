import fs from "node:fs";
import sharp from "sharp";
import { deskLogin, expect, expectNoAxeViolations, login, outboxFor, payOnSandbox, ready, test } from "./fixtures";
import { pathFor } from "../../app/routing/screens";
import { addDays, agencyToday } from "../../app/travel/clock";

/**
 * Services on the desk and paying a firm quote (issue 28, decisions 810–811), in Persian and English, JavaScript on
 * and off: a signed-in customer's estimate from a service, saved and its firm quote asked for; an agent finds it
 * first in the desk's projects, is told beside the field that a deposit of 100 % is not one, firms it up with a
 * validity day and a 30 % deposit, and the customer is e-mailed in the project's language; the customer sees the
 * firm quote, puts it into the basket ("It is added to your basket"), pays the deposit through checkout and the
 * sandbox, and the project shows what is paid and what is still due; then it cannot be put in the basket again.
 * On the way the agent adds a picture to an item (a text file is refused beside the field, decision 815) and the
 * customer sees it beside the item. Every new screen passes axe.
 */
const read = (lang: string, ns: string) => JSON.parse(fs.readFileSync(`locales/${lang}/${ns}.json`, "utf8"));
const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 7)}`;

const checkout = {
  en: {
    first: "First name",
    last: "Last name",
    email: "E-mail address",
    mobile: "Mobile phone",
    accept: /I accept/,
    confirm: "Confirm booking",
    deposit: /^Pay a deposit of /,
  },
  fa: {
    first: "نام",
    last: "نام خانوادگی",
    email: "نشانی ایمیل",
    mobile: "تلفن همراه",
    accept: /قوانین/,
    confirm: "تأیید رزرو",
    deposit: /^پرداخت پیش‌پرداخت /,
  },
} as const;

for (const lang of ["fa", "en"] as const) {
  const w = read(lang, "deskServices");
  const pay = read(lang, "servicesPay");
  const s = read(lang, "services");
  const screen = read(lang, "common").screen;
  const c = checkout[lang];

  test(`the desk firms a quote up and the customer pays its deposit through the basket (${lang})`, async ({
    page,
    jsEnabled,
  }) => {
    test.setTimeout(180_000);
    const email = `svc-${lang}-${unique()}@example.com`;
    await login(page, { email, firstName: "Sara", lastName: "Ahmadi" });
    // The customer's estimate from a service, saved, the firm quote asked for (the visitor's half, as its forms post).
    const started = await page.request.post(pathFor("estimateNew", lang), {
      form: { intent: "start", service: "school-trip" },
      maxRedirects: 0,
    });
    expect(started.status()).toBe(302);
    const slug = new URL(started.headers().location, "http://x").searchParams.get("project")!;
    const editor = `${pathFor("estimateNew", lang)}?project=${slug}`;
    expect((await page.request.post(editor, { form: { intent: "save", project: slug } })).ok()).toBe(true);
    const projectPath = pathFor("estimateProject", lang, { slug });
    expect((await page.request.post(projectPath, { form: { intent: "quote", note: "30 pupils" } })).ok()).toBe(true);

    // The agent: the projects, the asked quote first.
    await deskLogin(page, `agent-svc-${lang}-${unique()}@example.com`, "agent");
    await page.goto(pathFor("desk", lang));
    await page.getByRole("link", { name: screen.deskProjects }).click();
    await ready(page, jsEnabled);
    if (jsEnabled) await expectNoAxeViolations(page);
    // Asked quotes come first: the second row is one too (or ours is the only one).
    const rows = page.getByRole("region", { name: screen.deskProjects }).getByRole("row");
    await expect(rows.nth(1)).toContainText(s.status.quote_requested);
    const first = rows.filter({ hasText: email });
    await expect(first).toContainText(s.status.quote_requested);
    await first.getByRole("link").click();
    await ready(page, jsEnabled);
    if (jsEnabled) await expectNoAxeViolations(page);
    await expect(page.getByTestId("desk-status")).toHaveText(s.status.quote_requested);

    // A deposit of 100 % is refused beside its field; then firm with 30 %.
    const firm = page.getByRole("region", { name: w.firm.title });
    await firm.getByLabel(w.firm.validUntil).fill(addDays(agencyToday(), 14));
    await firm.getByLabel(w.firm.deposit).fill("100");
    await firm.getByRole("button", { name: w.firm.submit }).click();
    await expect(page.getByText(w.errors.deposit).first()).toBeVisible();
    await ready(page, jsEnabled);
    await page.getByRole("region", { name: w.firm.title }).getByLabel(w.firm.deposit).fill("30");
    await page.getByRole("region", { name: w.firm.title }).getByRole("button", { name: w.firm.submit }).click();
    await expect(page.getByText(w.saved.firm)).toBeVisible();
    await expect(page.getByTestId("desk-status")).toHaveText(s.status.firm);
    await ready(page, jsEnabled);
    if (jsEnabled) await expectNoAxeViolations(page);

    // A picture of the first item: a file that is no picture is refused beside its field; a photo is kept.
    const pictures = page.getByRole("region", { name: w.pictures.title });
    const itemName = (await pictures.getByRole("heading", { level: 3 }).first().textContent())!;
    const fileField = pictures.getByLabel(w.pictures.file.replace("{{name}}", itemName));
    await fileField.setInputFiles({ name: "notes.png", mimeType: "image/png", buffer: Buffer.from("not a picture") });
    await pictures.getByRole("button", { name: w.pictures.upload }).first().click();
    await expect(page.getByText(w.errors.picture.type)).toBeVisible();
    await ready(page, jsEnabled);
    const photo = await sharp({ create: { width: 900, height: 600, channels: 3, background: "#2f7d4f" } })
      .jpeg()
      .toBuffer();
    await page
      .getByRole("region", { name: w.pictures.title })
      .getByLabel(w.pictures.file.replace("{{name}}", itemName))
      .setInputFiles({ name: "hotel.jpg", mimeType: "image/jpeg", buffer: photo });
    await page
      .getByRole("region", { name: w.pictures.title })
      .getByRole("button", { name: w.pictures.upload })
      .first()
      .click();
    await expect(page.getByText(w.saved.picture)).toBeVisible();
    const alt = s.pictures.alt.replace("{{name}}", itemName).replace("{{number}}", lang === "fa" ? "۱" : "1");
    await expect(page.getByRole("img", { name: alt })).toBeVisible();
    await ready(page, jsEnabled);
    if (jsEnabled) await expectNoAxeViolations(page);

    const mails = await outboxFor(page, email);
    expect(mails.some((m) => m.subject.includes(lang === "fa" ? "پیش‌فاکتور قطعی" : "Your firm quote"))).toBe(true);

    // The customer: the firm quote, into the basket, the deposit paid.
    await login(page, { email });
    await page.goto(projectPath);
    await ready(page, jsEnabled);
    await expect(page.getByTestId("status")).toHaveText(s.status.firm);
    // The agent's picture beside its item, a link to the larger picture.
    const thumbnail = page.getByRole("img", { name: alt });
    await expect(thumbnail).toBeVisible();
    await thumbnail.scrollIntoViewIfNeeded();
    await expect
      .poll(() => thumbnail.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBeGreaterThan(0);
    await expect(page.getByRole("link", { name: alt })).toHaveAttribute("href", /\/_\/content-image\/\d+\/640\.webp$/);
    if (jsEnabled) await expectNoAxeViolations(page);
    await page.getByRole("button", { name: pay.button }).click();
    await expect(page.getByText(pay.added)).toBeVisible();
    await ready(page, jsEnabled);
    await page.getByRole("link", { name: lang === "fa" ? /تسویه/ : "Go to checkout" }).click();
    await ready(page, jsEnabled);
    await page.getByLabel(c.first, { exact: true }).fill("Sara");
    await page.getByLabel(c.last).fill("Ahmadi");
    await page.getByLabel(c.email, { exact: true }).fill(email);
    await page.getByLabel(c.mobile).fill("+989123456789");
    await page.getByLabel(c.accept).check();
    await page.getByRole("button", { name: c.confirm }).click();
    await ready(page, jsEnabled);
    await page.getByRole("radio", { name: c.deposit }).check();
    await page.getByRole("button", { name: lang === "fa" ? /^پرداخت/ : /^Pay/ }).click();
    await payOnSandbox(page, lang);
    await expect(page).not.toHaveURL(/sandbox/);

    await page.goto(projectPath);
    await ready(page, jsEnabled);
    const paid = page.getByTestId("paid-and-due");
    await expect(paid).toContainText(pay.paid);
    await expect(paid).toContainText(pay.due);
    await expect(page.getByRole("button", { name: pay.button })).toHaveCount(0);
    await expect(page.getByText(pay.refusal.held)).toBeVisible();
    if (jsEnabled) await expectNoAxeViolations(page);
  });
}
