import PDFDocument from "pdfkit";
import { describe, expect, it } from "vitest";
import { printed, Writer } from "./pdf-writer.server";

describe("printed", () => {
  it("writes Persian digits in Persian, except in e-mail addresses and links", () => {
    expect(printed("شماره سفارش PZ12345678، کارت ملی \u2066••••••5679\u2069", "fa")).toBe(
      "شماره سفارش PZ۱۲۳۴۵۶۷۸، کارت ملی \u2066••••••۵۶۷۹\u2069",
    );
    expect(printed("sara1990@example.com، https://parvaz.example/fa/inquiry?ticket=500", "fa")).toBe(
      "sara1990@example.com، https://parvaz.example/fa/inquiry?ticket=500",
    );
    expect(printed("Baggage: 30 kg, 07:05", "en")).toBe("Baggage: 30 kg, 07:05");
  });

  it("puts a narrow no-break space before « : ; ! ? » and inside guillemets in French, and nowhere else", () => {
    expect(printed("Bagages: 30 kg", "fr")).toBe("Bagages\u202f: 30 kg");
    expect(printed("Bagages\u00a0: 30 kg ; Des questions ? Oui !", "fr")).toBe(
      "Bagages\u202f: 30 kg\u202f; Des questions\u202f? Oui\u202f!",
    );
    expect(printed("« Classique » (vraiment ?)", "fr")).toBe("«\u202fClassique\u202f» (vraiment\u202f?)");
    // Times, links and an e-mail address keep their colons and question marks as they are.
    expect(printed("07:05 https://parvaz.example/fr/inquiry?ticket=5", "fr")).toBe(
      "07:05 https://parvaz.example/fr/inquiry?ticket=5",
    );
    const once = printed("Licence : CAO-1402-0781 « a »", "fr");
    expect(printed(once, "fr")).toBe(once);
    expect(printed("Tehran → Mashhad", "fr")).toBe("Tehran – Mashhad");
  });
});

describe("Writer", () => {
  it("draws a line of nothing but bidi marks, and a paragraph of spaces, without failing", () => {
    const doc = new PDFDocument({ tagged: true });
    const w = new Writer(doc, "fa", true);
    w.line("\u2066\u2069", 0, w.width, 40, { size: 10 });
    expect(w.paragraph("   ", 0, w.width, 60, { size: 10 })).toBe(60);
    w.finish();
    doc.end();
  });
});
