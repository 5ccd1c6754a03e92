import { describe, expect, it } from "vitest";
import type { Locale } from "~/routing/screens";
import { asExtracted, readPdf } from "../../../tests/pdf-reading";
import type { ETicket } from "./e-ticket.server";
import type { HotelVoucher } from "~/products/hotels/voucher";
import { fixtureDocument, type DocumentKind } from "./e-ticket.fixture";
import { ticketPdf } from "./ticket-pdf.server";

/**
 * The PDF documents (e-ticket, hotel voucher, train ticket) as readers get them, through pdf.js: the text copied or
 * searched, the structure a screen reader follows, and the catalog (issue 23 items 8, 10 and 15).
 */
const kinds: DocumentKind[] = ["flight", "hotel", "train"];

async function readDocument(kind: DocumentKind, locale: Locale, cancelled = false) {
  const { ticket, t } = await fixtureDocument(kind, locale, cancelled);
  return { ticket, t, reading: await readPdf(await ticketPdf(ticket)) };
}

/** Digits as a Persian document writes them. */
const persian = (text: string) => text.replace(/[0-9]/g, (d) => "۰۱۲۳۴۵۶۷۸۹"[Number(d)]);
/** Text as written, without the bidi isolates that keep a Latin value whole in a Persian line. */
const written = (text: string) => text.replace(/[\u2066-\u2069]/g, "");

/** Every string of a document's data, as its Persian PDF writes it (Persian digits, except in e-mail addresses). */
function dataStrings(ticket: ETicket): string[] {
  const out: string[] = [];
  const walk = (value: unknown, key = "") => {
    if (
      [
        "qr",
        "verify",
        "locale",
        "rtl",
        "wordsGroup",
        "words",
        "title",
        "documentTitle",
        "pdfLabel",
        "fileName",
        "kind",
      ].includes(key)
    )
      return;
    if (typeof value === "string" && value.trim())
      out.push(written(value.includes("@") ? value : persian(value)).replace(/→/g, "–"));
    else if (Array.isArray(value)) value.forEach((v) => walk(v));
    else if (value && typeof value === "object") Object.entries(value).forEach(([k, v]) => walk(v, k));
  };
  walk(ticket);
  return out;
}

describe("ticketPdf", () => {
  it("prints an English ticket with local times, airports, baggage, rules, masked documents and the agency", async () => {
    const { reading } = await readDocument("flight", "en");
    const text = reading.text;
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
      "Baggage: 30 kg checked",
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
    const { reading } = await readDocument("flight", "fa");
    for (const expected of [
      "PZ۱۲۳۴۵۶۷۸",
      "۵۰۰۱۲۳۴۵۶۷۸۱۰",
      "بلیت الکترونیکی",
      "فرودگاه امام خمینی",
      "به وقت تهران",
      "۰۷:۰۵",
      "۰۹:۳۵",
      "خرداد",
      "۱۴۰۵",
      "۳۰ کیلوگرم",
      "••••••۵۶۷۹",
      "۳۷۸٫۷۸",
    ])
      expect(reading.text).toContain(expected);
    expect(reading.text).not.toContain("۰۳:۳۵");
    expect(reading.text).not.toContain("Electronic ticket");
  });

  it.each(kinds.flatMap((kind) => (["fa", "en", "fr"] as const).map((locale) => [kind, locale] as const)))(
    "tags the %s document in %s (PDF/UA): structure in reading order, language, title shown, nothing untagged",
    async (kind, locale) => {
      const { ticket, t, reading } = await readDocument(kind, locale);
      expect(reading.marked).toBe(true);
      expect(reading.structured).toBe(true);
      expect(reading.pdfUa).toBe("1");
      expect(reading.lang).toBe(locale);
      expect(reading.displayDocTitle).toBe(true);
      const number = locale === "fa" ? persian(ticket.orderNumber) : ticket.orderNumber;
      expect(reading.title).toBe(`${ticket.documentTitle} ${number}`);
      expect(reading.untagged).toEqual([]);
      const roles = reading.elements.map((e) => e.role);
      expect(roles[0]).toBe("P");
      expect(reading.elements[0].text).toBe(ticket.agency.name);
      expect(reading.elements[1]).toEqual({ role: "H1", text: ticket.documentTitle });
      expect(roles).toContain("H2");
      // Each QR code is a figure that says what it checks.
      const numbers = ticket.lines.flatMap((l) => l.tickets.map((x) => x.number));
      expect(reading.elements.filter((e) => e.role === "Figure").map((e) => e.text)).toEqual(
        numbers.map((n) => {
          const label = t("common:labelled", { label: t("orders:eticket.qrCode") });
          return locale === "fa" ? persian(`${label} ${n}`) : `${label} ${n}`.replace(/[ \u00a0]:/, "\u202f:");
        }),
      );
    },
  );

  it.each(kinds)("reads the Persian %s document to a screen reader as written, in reading order", async (kind) => {
    const { ticket, t, reading } = await readDocument(kind, "fa");
    const texts = reading.elements.filter((e) => e.role !== "Figure").map((e) => e.text);
    // Every string of the document's data stands, as written, in an element.
    for (const value of dataStrings(ticket))
      expect(
        texts.some((text) => text.includes(value)),
        value,
      ).toBe(true);
    // Persian digits everywhere but in e-mail addresses (issue 23 item 8).
    expect(texts.filter((text) => /[0-9]/.test(text.replace(/\S+@\S+/g, "")))).toEqual([]);
    // Reading order: each label before its value.
    const at = (text: string) => texts.indexOf(text);
    expect(at(t("orders:order.number"))).toBe(at(persian(ticket.orderNumber)) - 1);
    expect(at(t("orders:order.buyer"))).toBe(at(ticket.buyer.name) - 1);
    expect(at(written(ticket.buyer.email))).toBe(at(ticket.buyer.name) + 1);
    if (kind === "flight") {
      expect(texts).toContain("فرودگاه امام خمینی (IKA)");
      expect(texts).toContain("کارت ملی ••••••۵۶۷۹");
      expect(texts).toContain("بزرگسال (۱۲ سال به بالا)");
      expect(texts).toContain("بلیت‌های الکترونیکی");
      expect(texts).toContain("همهٔ ساعت‌ها به وقت محلی همان فرودگاه است.");
    }
    if (kind === "train") expect(texts).toContain("بزرگسال (۱۲ سال به بالا)، کارت ملی ••••••۵۶۷۹");
  });

  it.each(kinds)("gives the Persian %s document's text back as written when it is copied", async (kind) => {
    const { ticket, reading } = await readDocument(kind, "fa");
    const copied = asExtracted(reading.text);
    // pdf.js reads a stretch right to left only when at least 30% of its characters are Arabic-script letters, and
    // takes "€" for a left-to-right letter (pdf.js src/core/bidi.js): an amount in euros and a date with few
    // letters come back in the order they are drawn. What a screen reader reads (above) has them as written.
    const voucher = ticket.lines[0].part?.kind === "hotel" ? (ticket.lines[0].part.data as HotelVoucher) : null;
    const drawnOrder = [
      ticket.total,
      ...(voucher ? [voucher.checkIn.date, voucher.checkOut.date, voucher.atHotel] : []),
    ];
    const expected = dataStrings(ticket).filter((value) => !drawnOrder.map(persian).includes(value));
    expect(expected.length).toBeGreaterThan(25);
    expect(expected.filter((value) => !copied.includes(asExtracted(value)))).toEqual([]);
    // So is every line the document draws (the words a screen reader gets, above).
    const lines = reading.elements.filter((e) => e.role !== "Figure" && !drawnOrder.map(persian).includes(e.text));
    expect(lines.length).toBeGreaterThan(40);
    expect(lines.filter((e) => !copied.includes(asExtracted(e.text))).map((e) => e.text)).toEqual([]);
    // The defects of issue 23: brackets, a lam-alef, a ZWNJ, masked numbers and Latin digits.
    expect(reading.text).not.toMatch(/\)[A-Z]{3}\(|باال|[0-9]{4}•|\u0020های/);
    expect(copied.replace(/\S+@\S+/g, "")).not.toMatch(/[0-9]/);
    if (kind === "flight") expect(copied).toContain("فرودگاه امام خمینی (IKA)");
    if (kind === "train") expect(copied).toContain("کارت ملی ••••••۵۶۷۹");
  });

  it("writes French with a narrow no-break space before « : ; ! ? », and English as before", async () => {
    const fr = await readDocument("flight", "fr");
    const texts = fr.reading.elements.map((e) => e.text);
    expect(texts).toContain("Bagages\u202f: 30 kg en soute");
    expect(texts.filter((text) => /\S[:;!?](\s|$)|[ \u00a0][:;!?]/.test(text))).toEqual([]);
    expect(asExtracted(fr.reading.text)).toContain("Bagages : 30 kg en soute");
    expect(texts.find((text) => text.startsWith("Des questions"))).toMatch(/^Des questions\u202f\?/);
    const en = await readDocument("flight", "en");
    expect(en.reading.elements.map((e) => e.text)).toContain("Baggage: 30 kg checked");
  });

  it("marks a cancelled ticket across it, as text too, and voids each ticket; its QR code opens the inquiry", async () => {
    const { ticket: live, reading: liveReading } = await readDocument("flight", "en");
    expect(live.cancelled).toBeNull();
    expect(live.lines[0].tickets[0].verify).toBe(
      "https://parvaz.example/en/inquiry?ticket=5001234567810&order=PZ12345678",
    );
    expect(liveReading.text).not.toContain("CANCELLED");
    const { ticket, reading } = await readDocument("flight", "en", true);
    expect(ticket.cancelled).toEqual({
      band: "CANCELLED",
      note: "This booking was cancelled on Wed, 20 May 2026: its tickets, vouchers and QR codes are no longer valid.",
    });
    expect(reading.text).toContain("CANCELLED");
    expect(asExtracted(reading.text)).toContain("its tickets, vouchers and QR codes are no longer valid");
    expect(reading.text).toContain("Not valid: cancelled");
    // The band across the page is decoration: the words are read once, from the header.
    expect(reading.elements.filter((e) => e.text === "CANCELLED")).toHaveLength(1);
    const farsi = await readDocument("flight", "fa", true);
    expect(farsi.reading.text).toContain("لغو شده");
    expect(farsi.reading.text).toContain("نامعتبر");
  });
});
