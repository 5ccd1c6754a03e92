import { documentNamespaces } from "~/domains/booking/products";
import { renderMail } from "~/domains/mail/layout";
import { getFixedT } from "~/i18n/i18next.server";
import type { Locale } from "~/routing/screens";
import { bookingLinkMail, cancellationMail, confirmationMail, forwardedTicketMail } from "./booking-mail";
import { buildETicket, orderMoney } from "./e-ticket.server";
import { refundSummary } from "./refund-summary";
import { confirmedOrder } from "./e-ticket.fixture";

/** The booking e-mails (decision 021): HTML and text, in the order's language, direction, currency and digits. */
async function confirmation(locale: Locale) {
  const t = await getFixedT(locale, documentNamespaces());
  const ticket = buildETicket(confirmedOrder(locale), locale, t, {
    loaded: new Map([["flight", new Map([[42, 30]])]]),
    currency: { code: "EUR", sign: "€", rate: 1, decimals: 2 },
    licences: { civilAviation: "CAO-1402-0781", culturalHeritage: "CHTO-1402-5519" },
  });
  const link = "https://parvaz.example/booking/PZ12345678?key=a%26b";
  return {
    mail: renderMail(confirmationMail(ticket, t, { name: "Sara", link }), t),
    forwarded: renderMail(
      forwardedTicketMail(ticket, t, {
        name: "Dara",
        buyerName: "Sara Ahmadi",
        inquiryLink: "https://parvaz.example/x",
      }),
      t,
    ),
  };
}

/** The visible text of an HTML part (tags out, entities back). */
const visible = (html: string) =>
  html
    .replace(/<\/?span[^>]*>/g, "")
    .replace(/<[^>]+>/g, " ")
    .replace(/&amp;/g, "&")
    .replace(/&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/[ \t\n]+/g, " ");

describe("the confirmation e-mail", () => {
  it("in English: left-to-right HTML with the booking's details, and the same in its text part", async () => {
    const { mail } = await confirmation("en");
    expect(mail.subject).toBe("Booking confirmation PZ12345678");
    expect(mail.html).toMatch(/^<!doctype html><html lang="en" dir="ltr">/);
    expect(mail.html).not.toMatch(/<img|<link|<script|src=|url\(/i);
    const text = visible(mail.html);
    for (const part of [mail.text, text])
      for (const expected of [
        "Hello Sara,",
        "PZ12345678",
        "Flight IR279",
        "Iran Air",
        "Imam Khomeini Airport (IKA)",
        "Istanbul Airport (IST)",
        "Mon, 1 Jun 2026, 07:05 Tehran time",
        "09:35 Istanbul time",
        "30 kg",
        "Sara Ahmadi",
        "Dara Ahmadi",
        "5001234567810",
        "5001234567820",
        "€378.78",
        "Parvaz, a licensed travel agency",
      ])
        expect(part, expected).toContain(expected);
    // The link, escaped in the HTML, whole in the text part.
    expect(mail.html).toContain('href="https://parvaz.example/booking/PZ12345678?key=a%26b"');
    expect(mail.text).toContain("View your booking:\nhttps://parvaz.example/booking/PZ12345678?key=a%26b");
    expect(mail.text).toContain("Total price: €378.78");
  });

  it("in Persian: right-to-left, lang fa, Persian digits, Jalali dates and Persian names, codes kept left-to-right", async () => {
    const { mail, forwarded } = await confirmation("fa");
    expect(mail.html).toMatch(/^<!doctype html><html lang="fa" dir="rtl">/);
    expect(mail.html).toContain('dir="rtl" lang="fa"');
    expect(mail.html).toContain("text-align:right");
    const text = visible(mail.html);
    for (const part of [mail.text, text]) {
      expect(part).toContain("ایران‌ایر");
      expect(part).toContain("فرودگاه امام خمینی (IKA)");
      // 1 June 2026 is 11 Khordad 1405; the total 378.78 € with Persian digits and separator.
      expect(part).toContain("۱۱ خرداد ۱۴۰۵");
      expect(part).toContain("۰۷:۰۵");
      expect(part).toContain("۳۷۸٫۷۸");
      expect(part).toContain("PZ12345678");
      expect(part).not.toMatch(/378[.,]78/);
    }
    expect(mail.html).toContain('<span dir="ltr">PZ12345678</span>');
    expect(mail.html).toContain('<span dir="ltr">5001234567810</span>');
    expect(forwarded.html).toMatch(/^<!doctype html><html lang="fa" dir="rtl">/);
    expect(forwarded.text).toContain("Sara Ahmadi");
    // Names as typed keep their own direction inside the Persian text.
    expect(mail.html).toContain('<span dir="auto">Sara</span>');
  });

  it("in French: no-break space before the colon of every label", async () => {
    const { mail } = await confirmation("fr");
    expect(mail.text).toMatch(/Prix total\u00a0: 378,78\u00a0€/);
    expect(mail.text).not.toMatch(/ :/);
  });
});

describe("the e-mail with a booking's link, asked for on the inquiry screen (issue 22 item 6)", () => {
  const link = "https://parvaz.example/booking/PZ12345678?key=PZ12345678.1.1900000000.x";
  const render = async (locale: Locale) => {
    const t = await getFixedT(locale, ["orders", "common"]);
    return renderMail(bookingLinkMail(t, { locale, number: "PZ12345678", name: "Sara", link }), t);
  };

  it("greets the buyer, names the booking, carries the link and says how to withdraw it, in the booking's language", async () => {
    const en = await render("en");
    expect(en.subject).toBe("Your link to booking PZ12345678");
    expect(en.html).toMatch(/^<!doctype html><html lang="en" dir="ltr">/);
    for (const part of [en.text, visible(en.html)]) {
      expect(part).toContain("Hello Sara,");
      expect(part).toContain("A link to manage booking PZ12345678 was requested");
      expect(part).toContain("you can withdraw the links on the booking page");
    }
    expect(en.text).toContain(`Manage your booking:\n${link}`);
    expect(en.html).toContain(`href="${link}"`);

    const fa = await render("fa");
    expect(fa.subject).toBe("پیوند مدیریت رزرو PZ12345678");
    expect(fa.html).toMatch(/^<!doctype html><html lang="fa" dir="rtl">/);
    expect(fa.text).toContain(link);
    for (const locale of ["nl", "fr"] as const) {
      const mail = await render(locale);
      expect(mail.text).toContain(link);
      expect(mail.subject).toContain("PZ12345678");
      expect(mail.text).not.toMatch(/Your link|Manage your booking/);
    }
  });
});

describe("the cancellation e-mail (issue 22 item 4)", () => {
  async function cancelled(locale: Locale) {
    const t = await getFixedT(locale, documentNamespaces());
    const details = confirmedOrder(locale);
    const at = new Date("2026-05-20T08:00:00Z");
    details.order = { ...details.order, status: "cancelled", cancelledAt: at };
    const currency = { code: "EUR", sign: "€", rate: 1, decimals: 2 };
    const ticket = buildETicket(details, locale, t, {
      loaded: new Map(),
      currency,
      licences: { civilAviation: "CAO-1402-0781", culturalHeritage: "CHTO-1402-5519" },
    });
    const refund = refundSummary(
      [
        { amount: 20000, currency: "EUR", method: "card", status: "pending", createdAt: at },
        { amount: 5050, currency: "EUR", method: "wallet", status: "done", createdAt: at },
      ],
      locale,
    );
    const money = (amount: number) => orderMoney(amount, currency, locale);
    return renderMail(
      cancellationMail(ticket, t, { name: "Sara", link: "https://parvaz.example/b", refund, money }),
      t,
    );
  }

  it("says the booking is cancelled and what comes back, where and when, in English", async () => {
    const mail = await cancelled("en");
    expect(mail.subject).toBe("Booking PZ12345678 is cancelled: your refund");
    expect(mail.text).toContain("Its tickets and vouchers are no longer valid.");
    expect(mail.text).toMatch(/To your bank card: €200 · expected by 30 May 2026/);
    expect(mail.text).toMatch(/To your wallet: €50\.50 · credited on 20 May 2026/);
    expect(mail.text).toMatch(/Refunded: €250\.50/);
  });

  it("in Persian: right to left, Jalali dates and Persian digits", async () => {
    const mail = await cancelled("fa");
    expect(mail.html).toContain('dir="rtl"');
    expect(mail.text).toContain("لغو شد");
    expect(mail.text).toContain("به کارت بانکی شما");
    expect(mail.text).toContain("۹ خرداد ۱۴۰۵");
    expect(mail.text).toContain("۲۵۰٫۵۰");
  });
});
