import type { Page } from "@playwright/test";
import { pathFor } from "~/routing/screens";
import { deskLogin, expect, expectNoAxeViolations, outboxFor, ready, test } from "./fixtures";

/**
 * The desk's requests and moderation (issue 26, decision 113), in Persian and English, with
 * JavaScript on and off: a visitor's comment approved on the desk appears on the article; a
 * contact message answered from the desk reaches the visitor's address through the outbox.
 */
const token = () =>
  Array.from({ length: 10 }, () => "abcdefghijklmnopqrstuvwxyz"[Math.floor(Math.random() * 26)]).join("");

/** The desk screen fits a 320 px phone: nothing scrolls sideways (measured in the page, so with JavaScript on). */
async function fitsNarrowScreen(page: Page) {
  const size = page.viewportSize();
  await page.setViewportSize({ width: 320, height: 800 });
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  if (size) await page.setViewportSize(size);
  expect(overflow).toBeLessThanOrEqual(0);
}

/** A distinct client address per test, so the per-IP limits of one test never touch another. */
const asClient = (page: Page) =>
  page.setExtraHTTPHeaders({
    "X-Forwarded-For": `198.51.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`,
  });

const words = {
  en: {
    article: "the-packing-list-you-will-not-forget",
    comment: "Really useful packing advice",
    name: "Your name",
    email: "Your e-mail address",
    stars: "5 stars",
    body: "Your comment",
    sendComment: "Send comment",
    held: "Your comment will appear once it has been approved.",
    approveTicked: "Approve the ticked ones",
    editText: "Edit the text",
    text: "Text",
    saveText: "Save the text",
    textRequired: "The text cannot be empty.",
    approved: "1 contribution approved.",
    contactName: "Name",
    contactEmail: "E-mail address",
    contactMessage: "Message",
    sendMessage: "Send message",
    sent: "Successfully sent!",
    question: "Can I change the date of my Kish flight",
    reply: "Yes, up to a day before departure, for a fee of 10 euros.",
    replyLabel: "Your reply",
    sendReply: "Send the reply",
    replied: "Your reply has been sent.",
    answered: "Answered",
    subject: "Your message to Parvaz",
    homeNew: /^[\d,]+ new requests? (?:or|and) messages?$/,
  },
  fa: {
    article: "فهرست-وسایل-سفر",
    comment: "راهنمای بسیار خوبی برای بستن چمدان",
    name: "نام شما",
    email: "ایمیل شما",
    stars: "۵ ستاره",
    body: "دیدگاه شما",
    sendComment: "ارسال دیدگاه",
    held: "دیدگاه شما پس از تأیید نمایش داده می‌شود.",
    approveTicked: "تأیید موارد علامت‌خورده",
    editText: "ویرایش متن",
    text: "متن",
    saveText: "ذخیرهٔ متن",
    textRequired: "متن نمی‌تواند خالی باشد.",
    approved: "۱ نوشته تأیید شد.",
    contactName: "نام",
    contactEmail: "ایمیل",
    contactMessage: "پیام",
    sendMessage: "ارسال پیام",
    sent: "با موفقیت ارسال شد!",
    question: "آیا می‌توانم تاریخ پرواز کیش را تغییر دهم",
    reply: "بله، تا یک روز پیش از پرواز و با پرداخت جریمه.",
    replyLabel: "پاسخ شما",
    sendReply: "ارسال پاسخ",
    replied: "پاسخ شما ارسال شد.",
    answered: "پاسخ داده شده",
    subject: "پیام شما به",
    homeNew: /^[۰-۹٬]+ درخواست (?:یا|و) پیام تازه$/,
  },
} as const;

for (const lang of ["fa", "en"] as const) {
  const w = words[lang];

  test(`${lang}: a visitor's comment, approved in bulk on the desk by a content editor, appears on the article`, async ({
    page,
    jsEnabled,
  }) => {
    await asClient(page);
    const text = `${w.comment} ${token()}`;
    const article = pathFor("blogArticle", lang, { slug: w.article });
    await page.goto(article);
    await ready(page, jsEnabled);
    const form = page.locator("form#comment");
    await form.getByLabel(w.name).fill("Ava");
    await form.getByLabel(w.email).fill(`ava-${token()}@example.com`);
    await form.getByRole("radio", { name: w.stars }).check();
    await form.getByLabel(w.body).fill(text);
    await form.getByRole("button", { name: w.sendComment }).click();
    await expect(page.getByRole("status")).toContainText(w.held);

    await deskLogin(page, `editor-${token()}@example.com`, "editor");
    await page.goto(pathFor("deskModeration", lang));
    await ready(page, jsEnabled);
    if (jsEnabled) {
      await expectNoAxeViolations(page);
      await fitsNarrowScreen(page);
    }
    const held = page.getByRole("article").filter({ hasText: text });
    // An emptied text is refused beside its field, and nothing is decided.
    await held.getByText(w.editText).click();
    await held.getByLabel(w.text, { exact: true }).fill("");
    await held.getByRole("button", { name: w.saveText }).click();
    await expect(held.getByText(w.textRequired)).toBeVisible();
    await held.getByRole("checkbox").check();
    await page.getByRole("button", { name: w.approveTicked }).click();
    await expect(page.getByRole("status")).toContainText(w.approved);
    await expect(page.getByRole("article").filter({ hasText: text })).toHaveCount(0);

    await page.goto(article);
    await expect(page.getByText(text)).toBeVisible();
  });

  test(`${lang}: a visitor's contact message is answered by an agent from the desk, by e-mail`, async ({
    page,
    jsEnabled,
  }) => {
    await asClient(page);
    const name = `Sam ${token()}`;
    const email = `sam-${token()}@example.com`;
    await page.goto(pathFor("contact", lang));
    await ready(page, jsEnabled);
    await page.getByLabel(w.contactName, { exact: true }).fill(name);
    await page.getByLabel(w.contactEmail, { exact: true }).fill(email);
    await page.getByLabel(w.contactMessage, { exact: true }).fill(`${w.question}?`);
    await page.getByRole("button", { name: w.sendMessage }).click();
    await expect(page.getByRole("status")).toContainText(w.sent);

    await deskLogin(page, `agent-${token()}@example.com`, "agent");
    // The desk's home counts what is new.
    await page.goto(pathFor("desk", lang));
    await expect(page.getByRole("link", { name: w.homeNew })).toBeVisible();
    await page.goto(`${pathFor("deskRequests", lang)}?kind=contact&status=new`);
    await ready(page, jsEnabled);
    if (jsEnabled) {
      await expectNoAxeViolations(page);
      await fitsNarrowScreen(page);
    }
    await page.getByRole("link", { name }).click();
    await ready(page, jsEnabled);
    await expect(page.getByText(w.question)).toBeVisible();
    if (jsEnabled) {
      await expectNoAxeViolations(page);
      await fitsNarrowScreen(page);
    }
    await page.getByLabel(w.replyLabel).fill(w.reply);
    await page.getByRole("button", { name: w.sendReply }).click();
    await expect(page.getByRole("status")).toContainText(w.replied);
    await expect(page.getByRole("list").getByText(w.reply)).toBeVisible();
    await expect(page.getByText(w.answered).first()).toBeVisible();

    const mails = await outboxFor(page, email);
    expect(mails).toHaveLength(1);
    expect(mails[0].subject).toContain(w.subject);
    expect(mails[0].body).toContain(w.reply);
  });
}
