import sharp from "sharp";
import { deskLogin, expect, expectNoAxeViolations, ready, test } from "./fixtures";
import { pathFor } from "../../app/routing/screens";

/**
 * Travellers' documents on the booking page (decision 412), JavaScript on and off, in English and Persian:
 * a paid order whose line asks each traveller for a passport scan and a photo (the test-only
 * /_/e2e/documents-order hook) lists what is missing; a PDF named as a JPEG is refused next to its field;
 * a real photo is uploaded and listed with its name and day, and opens (for this browser only) with
 * nosniff and no shared caching.
 */
const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 7)}`;
const words = {
  en: {
    title: "Documents",
    missing: "Some documents are still missing",
    photoOf: "Photo for Sara Ahmadi",
    upload: "Upload",
    wrongType: "This type of file is not accepted here",
    uploadedOn: /^sara photo\.jpg, uploaded on [A-Z][a-z]+, \d{1,2} [A-Z][a-z]+ 20\d\d View$/,
    view: "View the Photo of Sara Ahmadi",
  },
  fa: {
    title: "مدارک",
    missing: "هنوز برخی مدارک بارگذاری نشده‌اند",
    photoOf: "عکس برای Sara Ahmadi",
    upload: "بارگذاری",
    wrongType: "این نوع فایل در اینجا پذیرفته نمی‌شود",
    // A Jalali date in Persian digits (year 14xx).
    uploadedOn: /^sara photo\.jpg، بارگذاری‌شده در \S+ [۰-۹]{1,2} \S+ ۱۴[۰-۹]{2} مشاهده$/,
    view: "مشاهدهٔ عکس Sara Ahmadi",
  },
} as const;

for (const locale of ["en", "fa"] as const) {
  const w = words[locale];
  test(`${locale}: a traveller uploads a photo on the booking page; a wrong type is refused at its field`, async ({
    page,
    jsEnabled,
  }) => {
    test.setTimeout(90_000);
    const made = await page.request.post("/_/e2e/documents-order", {
      data: { locale, email: `docs-${unique()}@example.com` },
    });
    expect(made.ok()).toBe(true);
    const { confirmation } = (await made.json()) as { confirmation: string };
    await page.goto(confirmation);
    await ready(page, jsEnabled);
    const section = page.getByRole("region", { name: w.title, exact: true });
    await expect(section).toBeVisible();
    await expect(section.getByTestId("documents-status")).toContainText(w.missing);

    const field = section.getByLabel(w.photoOf);
    const submit = field.locator("xpath=ancestor::form").getByRole("button", { name: w.upload });
    // A PDF that calls itself a JPEG: refused by its bytes, the message next to the field.
    await field.setInputFiles({
      name: "photo.jpg",
      mimeType: "image/jpeg",
      buffer: Buffer.from("%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n"),
    });
    await submit.click();
    const again = page.getByRole("region", { name: w.title, exact: true }).getByLabel(w.photoOf);
    await expect(again).toHaveAttribute("aria-invalid", "true");
    await expect(page.getByText(w.wrongType)).toBeVisible();

    const jpeg = await sharp({ create: { width: 700, height: 900, channels: 3, background: "#c8b4a0" } })
      .jpeg()
      .toBuffer();
    await again.setInputFiles({ name: "sara photo.jpg", mimeType: "image/jpeg", buffer: jpeg });
    await again.locator("xpath=ancestor::form").getByRole("button", { name: w.upload }).click();
    const link = page.getByRole("link", { name: w.view });
    await expect(link).toBeVisible();
    await expect(link.locator("xpath=..")).toHaveText(w.uploadedOn);
    const href = (await link.getAttribute("href"))!;
    expect(href).toMatch(/^\/_\/traveller-document\/[\w-]{32}$/);
    const file = await page.request.get(href);
    expect(file.status()).toBe(200);
    expect(file.headers()["content-type"]).toBe("image/jpeg");
    // Said by the route and by the site's headers: every value is nosniff.
    expect(file.headers()["x-content-type-options"].split(/,\s*/)).toEqual(expect.arrayContaining(["nosniff"]));
    expect(new Set(file.headers()["x-content-type-options"].split(/,\s*/))).toEqual(new Set(["nosniff"]));
    expect(file.headers()["cache-control"]).toBe("private, no-store");
    // Another browser, without this booking, gets nothing there.
    const stranger = await page.context().browser()!.newContext();
    expect((await stranger.request.get(new URL(href, page.url()).toString())).status()).toBe(404);
    await stranger.close();
    if (jsEnabled) await expectNoAxeViolations(page);
  });
}

test("the desk's order screen lists the travellers' documents and opens them for staff", async ({
  page,
  jsEnabled,
}) => {
  test.setTimeout(90_000);
  const made = await page.request.post("/_/e2e/documents-order", {
    data: { locale: "en", email: `desk-docs-${unique()}@example.com` },
  });
  expect(made.ok()).toBe(true);
  const { confirmation, orderNumber } = (await made.json()) as { confirmation: string; orderNumber: string };
  const html = await (await page.request.get(confirmation)).text();
  const line = /name="line" value="(\d+)"/.exec(html)![1]!;
  const pdf = Buffer.from("%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n");
  const upload = await page.request.post(confirmation, {
    multipart: {
      intent: "uploadDocument",
      line,
      traveller: "1",
      kind: "passportScan",
      file: { name: "reza-passport.pdf", mimeType: "application/pdf", buffer: pdf },
    },
    maxRedirects: 0,
  });
  expect(upload.status()).toBe(303);

  await page.context().clearCookies();
  await deskLogin(page, `agent-docs-${unique()}@example.com`, "agent");
  await page.goto(pathFor("deskOrder", "en", { orderNumber }));
  await ready(page, jsEnabled);
  const section = page.getByRole("region", { name: "Travellers’ documents" });
  await expect(section).toContainText("reza-passport.pdf, uploaded on");
  await expect(section.getByText("Missing")).toHaveCount(3);
  const href = (await section
    .getByRole("link", { name: "View the Passport scan of Reza Ahmadi" })
    .getAttribute("href"))!;
  const file = await page.request.get(href);
  expect(file.status()).toBe(200);
  expect(file.headers()["content-type"]).toBe("application/pdf");
  expect(file.headers()["content-disposition"]).toBe('attachment; filename="passport-scan.pdf"');
  // The customer's own route does not serve this browser (it is not the order's).
  const id = href.split("/").pop()!;
  expect((await page.request.get(`/_/traveller-document/${id}`)).status()).toBe(404);
  if (jsEnabled) await expectNoAxeViolations(page);
});
