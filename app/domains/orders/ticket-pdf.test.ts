import { getDocument } from "pdfjs-dist/legacy/build/pdf.mjs";
import { describe, expect, it } from "vitest";
import { getFixedT } from "~/i18n/i18next.server";
import type { Locale } from "~/routing/screens";
import { buildETicket } from "./e-ticket.server";
import { confirmedOrder } from "./e-ticket.fixture";
import { ticketPdf } from "./ticket-pdf.server";

/** The text of every page, as a PDF reader extracts it (pdf.js puts right-to-left runs back in reading order). */
async function pdfText(pdf: Buffer) {
  const doc = await getDocument({ data: new Uint8Array(pdf), useSystemFonts: false }).promise;
  const pages: string[] = [];
  for (let i = 1; i <= doc.numPages; i++) {
    const content = await (await doc.getPage(i)).getTextContent();
    pages.push(content.items.map((item) => ("str" in item ? item.str : "")).join(" "));
  }
  await doc.destroy();
  return pages.join("\n");
}

async function ticketFor(locale: Locale, cancelled = false) {
  const t = await getFixedT(locale, ["orders", "flights", "common", "stays", "rail"]);
  const details = confirmedOrder(locale);
  if (cancelled)
    details.order = { ...details.order, status: "cancelled", cancelledAt: new Date("2026-05-20T08:00:00Z") };
  return buildETicket(details, locale, t, {
    baggageKg: new Map([[42, 30]]),
    currency: { code: "EUR", sign: "€", rate: 1, decimals: 2 },
    licences: { civilAviation: "CAO-1402-0781", culturalHeritage: "CHTO-1402-5519" },
    origin: "https://parvaz.example",
  });
}

describe("ticketPdf", () => {
  it("prints an English ticket with local times, airports, baggage, rules, masked documents and the agency", async () => {
    const pdf = await ticketPdf(await ticketFor("en"));
    expect(pdf.subarray(0, 5).toString()).toBe("%PDF-");
    const text = await pdfText(pdf);
    for (const expected of [
      "PZ12345678",
      "5001234567810",
      "5001234567820",
      "Imam Khomeini Airport (IKA)",
      "Istanbul Airport (IST)",
      "07:05 Tehran time",
      "09:35 Istanbul time",
      "Mon, 1 Jun 2026",
      "Iran Air",
      "Economy",
      "30 kg checked",
      "Cancellation",
      "••••••5679",
      "•••••1234",
      "378.78",
      "CAO-1402-0781",
      "support@parvaz.example",
    ])
      expect(text).toContain(expected);
    expect(text).not.toContain("0012345679");
    expect(text).not.toContain("03:35");
  });

  it("prints a Persian ticket in Persian: Jalali dates, Persian digits, local times", async () => {
    const text = await pdfText(await ticketPdf(await ticketFor("fa")));
    for (const expected of [
      "PZ12345678",
      "5001234567810",
      "بلیت الکترونیکی",
      "فرودگاه امام خمینی",
      "به وقت تهران",
      "۰۷:۰۵",
      "۰۹:۳۵",
      "خرداد",
      "۱۴۰۵",
      "۳۰ کیلوگرم",
      "••••••5679",
      "۳۷۸٫۷۸",
    ])
      expect(text).toContain(expected);
    expect(text).not.toContain("03:35");
    expect(text).not.toContain("Electronic ticket");
  });

  it("marks a cancelled ticket across it, as text too, and voids each ticket; its QR code opens the inquiry", async () => {
    const live = await ticketFor("en");
    expect(live.cancelled).toBeNull();
    expect(live.lines[0].tickets[0].verify).toBe(
      "https://parvaz.example/en/inquiry?ticket=5001234567810&order=PZ12345678",
    );
    expect(await pdfText(await ticketPdf(live))).not.toContain("CANCELLED");
    const ticket = await ticketFor("en", true);
    expect(ticket.cancelled).toEqual({
      band: "CANCELLED",
      note: "This booking was cancelled on Wed, 20 May 2026: its tickets, vouchers and QR codes are no longer valid.",
    });
    const text = await pdfText(await ticketPdf(ticket));
    expect(text).toContain("CANCELLED");
    expect(text).toContain("its tickets, vouchers and QR codes are no longer valid");
    expect(text).toContain("Not valid: cancelled");
    const farsi = await pdfText(await ticketPdf(await ticketFor("fa", true)));
    expect(farsi).toContain("لغو شده");
    expect(farsi).toContain("نامعتبر");
  });
});
