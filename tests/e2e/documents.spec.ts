import { asExtracted, readPdf } from "../pdf-reading";
import { expect, outboxFor, ready, test } from "./fixtures";

/**
 * Issue 22 items 4 and 5, in English and Persian, JavaScript on and off. A cancelled booking
 * shows its refund (how much, to which card/wallet/gift card, and when) on the booking page and
 * in an e-mail; its document says CANCELLED across the page and the PDF, and the QR code's
 * check answers "not valid". A hotel's and a train's confirmation, e-mail and PDF speak of the
 * stay and the train, never of flights or airports. Orders are made by the test-only hooks
 * (/_/e2e/train-order, /_/e2e/hotel-order): paid by card through the sandbox.
 */
const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 7)}`;

const words = {
  en: {
    refund: "Cancel and request a refund",
    confirm: "Confirm cancellation",
    cancelled: (n: string) => `Booking ${n} is cancelled`,
    band: "CANCELLED",
    note: "its tickets, vouchers and QR codes are no longer valid",
    card: "To your bank card",
    expected: /expected by \d{1,2} [A-Z][a-z]+ \d{4}/,
    subject: (n: string) => `Booking ${n} is cancelled: your refund`,
    void: "Not valid: cancelled",
    valid: "Valid",
    flights: /\bflights?\b|airport|e-ticket/i,
    stay: { ready: "Your hotel voucher is ready", amount: "Room price", mail: "Your hotel voucher:" },
    train: { ready: "Your train tickets are ready", amount: "Fare", mail: "Your train tickets:", column: "Journey" },
  },
  fa: {
    refund: "لغو و درخواست استرداد",
    confirm: "تأیید لغو",
    cancelled: (n: string) => `رزرو ${n} لغو شد`,
    band: "لغو شده",
    note: "دیگر اعتبار ندارند",
    card: "به کارت بانکی شما",
    expected: /تا [۰-۹]{1,2} \S+ [۰-۹]{4} می‌رسد/,
    subject: (n: string) => `رزرو ${n} لغو شد: استرداد شما`,
    void: "نامعتبر: لغو شده",
    valid: "معتبر",
    flights: /فرودگاه|الکترونیکی/,
    stay: { ready: "واچر هتل شما آماده است", amount: "مبلغ اتاق", mail: "واچر هتل شما:" },
    train: { ready: "بلیت‌های قطار شما آماده است", amount: "کرایه", mail: "بلیت‌های قطار شما:", column: "سفر" },
  },
} as const;

/** Digits only, Persian digits read as ASCII: an amount as the page and the e-mail both write it. */
const digits = (text: string) => text.replace(/[۰-۹]/g, (d) => String("۰۱۲۳۴۵۶۷۸۹".indexOf(d))).replace(/\D/g, "");

/** The text of a PDF as a reader copies it (pdf.js), lines of a paragraph joined by a space. */
const pdfText = async (bytes: Buffer) => asExtracted((await readPdf(bytes)).text);

type Made = { orderNumber: string; confirmation: string; inquiry: string };

for (const locale of ["en", "fa"] as const) {
  const w = words[locale];

  test(`${locale}: a cancelled booking shows its refund on the page and in an e-mail, its documents say CANCELLED and its QR code no longer verifies`, async ({
    page,
    jsEnabled,
  }) => {
    test.setTimeout(120_000);
    const email = `void-${unique()}@example.com`;
    const response = await page.request.post("/_/e2e/train-order", { data: { locale, email } });
    expect(response.ok()).toBe(true);
    const made = (await response.json()) as Made;
    await page.goto(made.confirmation);
    await ready(page, jsEnabled);
    await expect(page.getByTestId("document-cancelled")).toHaveCount(0);
    // The QR code carries the check of its ticket: valid while the booking stands.
    const verify = new URL((await page.getByTestId("qr-verify").first().getAttribute("href"))!);
    const check = `${verify.pathname}${verify.search}`;
    expect(check).toContain(made.orderNumber);

    // Cancelling: the quoted amount, then confirmed.
    await page.getByRole("link", { name: w.refund }).click();
    const quoted = digits((await page.locator("form strong").first().textContent())!);
    expect(quoted).not.toBe("");
    await ready(page, jsEnabled);
    await page.getByRole("button", { name: w.confirm }).click();
    await expect(page.getByText(w.cancelled(made.orderNumber)).first()).toBeVisible();

    // The booking page: the refund — amount, where it goes, when — and the document marked cancelled.
    await page.goto(made.confirmation);
    await ready(page, jsEnabled);
    const refund = page.getByTestId("refund-summary");
    await expect(refund).toContainText(w.card);
    await expect(refund).toContainText(w.expected);
    expect(digits((await page.getByTestId("refund-total").textContent())!)).toBe(quoted);
    await expect(page.getByTestId("document-cancelled")).toHaveText(w.band);
    await expect(page.getByTestId("document-cancelled-note")).toContainText(w.note);
    await expect(page.getByTestId("eticket-void").first()).toHaveText(w.void);

    // The PDF: still there, marked cancelled as text a reader extracts.
    const pdf = await page.request.get(`/_/ticket/${made.orderNumber}`);
    expect(pdf.status()).toBe(200);
    const text = await pdfText(await pdf.body());
    expect(text).toContain(w.band);
    expect(text).toContain(w.note);
    expect(text).toContain(w.void);

    // The e-mail: the booking is cancelled, the refund with its destination and day, in the order's language.
    const [mail] = await outboxFor(page, email);
    expect(mail.subject).toBe(w.subject(made.orderNumber));
    expect(mail.body).toContain(w.card);
    expect(mail.body).toMatch(w.expected);
    expect(digits(mail.body)).toContain(quoted);

    // The QR code's check answers that the ticket is cancelled, not valid.
    await page.goto(check);
    await ready(page, jsEnabled);
    await expect(page.getByTestId("inquiry-void")).toContainText(w.void);
    await expect(page.getByTestId("ticket-validity").first()).toHaveText(w.void);
  });

  test(`${locale}: a hotel's and a train's confirmation, e-mail and PDF speak of the stay and the train, not of flights`, async ({
    page,
    jsEnabled,
  }) => {
    test.setTimeout(120_000);
    for (const product of ["stay", "train"] as const) {
      const email = `words-${product}-${unique()}@example.com`;
      const hook = product === "stay" ? "/_/e2e/hotel-order" : "/_/e2e/train-order";
      const response = await page.request.post(hook, { data: { locale, email } });
      expect(response.ok()).toBe(true);
      const made = (await response.json()) as Made;
      await page.goto(made.confirmation);
      await ready(page, jsEnabled);
      const own = w[product];
      await expect(page.getByText(own.ready)).toBeVisible();
      await expect(page.getByTestId("order-total").locator("xpath=..")).toContainText(own.amount);
      if (product === "train") await expect(page.getByRole("columnheader", { name: w.train.column })).toBeVisible();
      // The document's parts of the page: the banner, the travellers and documents, the buyer and price summary.
      for (const part of [
        page.locator("main > div").first(),
        page.locator('section[aria-labelledby="travellers-title"]'),
        page.locator('section[aria-labelledby="buyer-title"]'),
      ])
        expect(await part.innerText()).not.toMatch(w.flights);
      const [mail] = await outboxFor(page, email);
      expect(mail.body).toContain(own.mail);
      expect(mail.body).not.toMatch(w.flights);
      const pdf = await page.request.get(`/_/ticket/${made.orderNumber}`);
      expect(pdf.status()).toBe(200);
      expect(await pdfText(await pdf.body())).not.toMatch(w.flights);
    }
  });
}
