import { asExtracted, readPdf } from "../pdf-reading";
import { expect, ready, test } from "./fixtures";

/**
 * After a hotel is bought (issue 13, items 6–7), in English and Persian, JavaScript on and
 * off: a paid hotel order (made by the test-only /_/e2e/hotel-order hook through the booking
 * core: cart line, order, sandbox payment) shows its voucher on the confirmation and its
 * print view; the voucher PDF downloads; the inquiry finds it by its confirmation number and
 * order number; it is cancelled with the refund quoted first. The hotel landing pages and a
 * city's page render with their JSON-LD and are in the sitemaps.
 */
const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 7)}`;
const persian = (digits: string) => digits.replace(/[0-9]/g, (d) => "۰۱۲۳۴۵۶۷۸۹"[Number(d)]);

const words = {
  en: {
    voucher: "Hotel voucher",
    pdf: "Download the voucher (PDF)",
    free: "Free cancellation until",
    date: /^\d{1,2} [A-Z][a-z]+ \d{4}$/,
    refund: "Cancel and request a refund",
    confirm: "Confirm cancellation",
    cancelled: (n: string) => `Booking ${n} is cancelled`,
    lookUp: "Look up",
    status: "Cancelled",
  },
  fa: {
    voucher: "واچر هتل",
    pdf: "دریافت واچر (PDF)",
    free: "لغو رایگان تا",
    date: /^[۰-۹]{1,2} \S+ [۰-۹]{4}$/,
    refund: "لغو و درخواست استرداد",
    confirm: "تأیید لغو",
    cancelled: (n: string) => `رزرو ${n} لغو شد`,
    lookUp: "استعلام",
    status: "لغو شده",
  },
} as const;

for (const locale of ["en", "fa"] as const) {
  const w = words[locale];
  test(`${locale}: a hotel order's voucher, print view, PDF, inquiry, and cancellation with its refund`, async ({
    page,
    jsEnabled,
  }) => {
    test.setTimeout(90_000);
    // The print view opens the browser's print dialog when JavaScript runs: not in a test.
    await page.addInitScript(() => {
      window.print = () => undefined;
    });
    const email = `stay-${unique()}@example.com`;
    const response = await page.request.post("/_/e2e/hotel-order", {
      data: { locale, email, domestic: locale === "fa" },
    });
    expect(response.ok()).toBe(true);
    const made = (await response.json()) as { orderNumber: string; confirmation: string; inquiry: string };

    // The confirmation: the voucher with the stay on the hotel's clock, the guests, the timeline in words.
    await page.goto(made.confirmation);
    await ready(page, jsEnabled);
    const voucher = page.getByTestId("hotel-voucher");
    await expect(voucher).toContainText(w.voucher);
    await expect(page.getByTestId("voucher-property")).not.toBeEmpty();
    await expect(page.getByTestId("voucher-checkIn")).toHaveText(w.date);
    await expect(page.getByTestId("voucher-checkOut")).toHaveText(w.date);
    await expect(page.getByTestId("voucher-cancellation")).toContainText(w.free);
    await expect(page.getByTestId("voucher-at-hotel")).not.toBeEmpty();
    await expect(voucher).toContainText("Sara Ahmadi");
    if (locale === "fa") await expect(page.getByTestId("voucher-stay")).toContainText("۲ شب");
    else await expect(page.getByTestId("voucher-stay")).toContainText("2 nights");
    const confirmation = (await page.getByTestId("voucher-confirmation").first().textContent())!.trim();
    expect(confirmation).toMatch(/^\d{13}$/);

    // The print view: the same voucher, the site's chrome hidden by the print stylesheet.
    await page.goto(`${made.confirmation}?print=1`);
    await expect(page.getByTestId("hotel-voucher")).toContainText(w.voucher);
    await page.emulateMedia({ media: "print" });
    await expect(page.getByTestId("hotel-voucher")).toBeVisible();
    await page.emulateMedia({ media: "screen" });

    // The PDF voucher, in the order's language.
    await page.goto(made.confirmation);
    const link = page.getByRole("link", { name: w.pdf });
    await expect(link).toBeVisible();
    const pdf = await page.request.get((await link.getAttribute("href"))!);
    expect(pdf.status()).toBe(200);
    expect(pdf.headers()["content-type"]).toBe("application/pdf");
    expect(pdf.headers()["content-disposition"]).toContain(`parvaz-voucher-${made.orderNumber}.pdf`);
    const bytes = await pdf.body();
    expect(bytes.length).toBeGreaterThan(10_000);
    expect(bytes.subarray(0, 5).toString()).toBe("%PDF-");
    // Tagged (issue 23 item 10), its confirmation numbers in the language's digits.
    const reading = await readPdf(bytes);
    expect([reading.marked, reading.structured, reading.displayDocTitle, reading.lang]).toEqual([
      true,
      true,
      true,
      locale,
    ]);
    expect(reading.untagged).toEqual([]);
    const text = asExtracted(reading.text);
    expect(text).toContain(w.voucher);
    expect(text).toContain(locale === "fa" ? persian(confirmation) : confirmation);
    if (locale === "fa") expect(text.replace(/\S+@\S+/g, "")).not.toMatch(/[0-9]/);

    // The confirmation e-mail carries the voucher in the order's language.
    const mail = (await (await page.request.get(`/_/outbox?to=${encodeURIComponent(email)}`)).json()) as {
      body: string;
    }[];
    expect(mail[0]?.body).toContain(w.voucher);

    // Inquiry by the confirmation number and the order number (a GET form).
    await page.goto(made.inquiry);
    await ready(page, jsEnabled);
    await page.locator('input[name="ticket"]').fill(confirmation);
    await page.locator('input[name="order"]').fill(made.orderNumber);
    await page.getByRole("button", { name: w.lookUp }).click();
    await expect(page.getByTestId("hotel-stay")).toBeVisible();

    // Cancellation: the refund quoted first (all of it before the free deadline), then confirmed.
    await page.goto(made.confirmation);
    await ready(page, jsEnabled);
    await page.getByRole("link", { name: w.refund }).click();
    await expect(page.getByTestId("refund-explained")).toBeVisible();
    await ready(page, jsEnabled);
    await page.getByRole("button", { name: w.confirm }).click();
    await expect(page.getByText(w.cancelled(made.orderNumber)).first()).toBeVisible();
    await expect(page.getByText(w.status).first()).toBeVisible();
  });
}

test("the hotel landing pages and a city's page render with their JSON-LD and are in the sitemaps", async ({
  page,
  jsEnabled,
}) => {
  test.setTimeout(60_000);
  await page.goto("/en/hotels/international");
  await ready(page, jsEnabled);
  await expect(page.getByTestId("hotel-landing")).toContainText("Hotels abroad");
  const landingLd = JSON.parse((await page.locator('head script[type="application/ld+json"]').first().textContent())!);
  expect(landingLd["@type"]).toBe("ItemList");
  await page.getByRole("link", { name: "Hotels in Istanbul" }).click();
  await expect(page).toHaveURL(/\/en\/hotels\/city\/istanbul$/);
  await expect(page.getByRole("heading", { level: 1, name: "Hotels in Istanbul" })).toBeVisible();
  await expect(page.getByTestId("city-hotel").first()).toBeVisible();
  await expect(page.getByTestId("price-from").first()).toContainText("from");
  const ld = JSON.parse((await page.locator('head script[type="application/ld+json"]').first().textContent())!) as {
    itemListElement: { item: { "@type": string; makesOffer?: { "@type": string; priceCurrency: string } } }[];
  };
  expect(ld.itemListElement[0].item["@type"]).toBe("Hotel");
  expect(ld.itemListElement[0].item.makesOffer).toMatchObject({ "@type": "Offer", priceCurrency: "EUR" });

  await page.goto("/fa/هتل/داخلی");
  await expect(page.getByTestId("hotel-landing")).toContainText("هتل‌های داخلی");
  await page.goto(`/fa/${encodeURIComponent("هتل")}/${encodeURIComponent("شهر")}/${encodeURIComponent("اصفهان")}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("هتل‌های اصفهان");
  await expect(page.getByTestId("price-from").first()).toContainText(/^از [۰-۹]/);
  // A slug in another language's words opens the page under its own.
  await page.goto("/nl/hotels/stad/teheran");
  await expect(page).toHaveURL(/\/nl\/hotels\/stad\/teheran$/);
  await page.goto("/fr/hotels/ville/tehran");
  await expect(page).toHaveURL(/\/fr\/hotels\/ville\/teheran$/);

  const en = await (await page.request.get("/sitemap-en.xml")).text();
  expect(en).toContain("/en/hotels/city/istanbul</loc>");
  const fa = await (await page.request.get("/sitemap-fa.xml")).text();
  expect(fa).toContain(
    `/fa/${encodeURIComponent("هتل")}/${encodeURIComponent("شهر")}/${encodeURIComponent("اصفهان")}</loc>`,
  );
});
