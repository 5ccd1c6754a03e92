import { describe, expect, it } from "vitest";
import { renderMail } from "~/domains/mail/layout";
import { confirmationMail } from "~/domains/orders/booking-mail";
import { fixtureDocument, hotelProperty, hotelStay } from "~/domains/orders/e-ticket.fixture";
import { ticketPdf } from "~/domains/orders/ticket-pdf.server";
import { getFixedT } from "~/i18n/i18next.server";
import type { Locale } from "~/routing/screens";
import { readPdf } from "../../../tests/pdf-reading";
import { shareAt } from "~/travel/timeline";
import { hotelTimeline } from "./cancellation";
import { buildVoucher, cancellationWords, nightsOf, voucherLineOf, type VoucherLine } from "./voucher";

/**
 * The hotel voucher (decision 506): the view model in each language, the PDF in English and
 * Persian (text extracted as a reader does), the confirmation e-mail's voucher rows.
 */
const stay: VoucherLine = hotelStay;
const property = hotelProperty;
const EUR = { code: "EUR", sign: "€", rate: 1, decimals: 2 };

async function voucherIn(locale: Locale, line = stay) {
  const t = await getFixedT(locale, ["hotels", "common"]);
  return buildVoucher(line, property, { locale, t, confirmations: ["5001234567810", "5001234567820"], currency: EUR });
}

async function documentFor(locale: Locale) {
  return fixtureDocument("hotel", locale);
}

const pdfText = async (pdf: Buffer) => (await readPdf(pdf)).text;

describe("hotel voucher", () => {
  it("shows the stay on the hotel's clock, rooms, board, each room's guest and number, and the city tax apart", async () => {
    const v = await voucherIn("en");
    expect(v).toMatchObject({
      property: "Grand Bosphorus",
      stars: "4-star hotel · Istanbul",
      checkIn: { date: "10 December 2026", time: "14:00" },
      checkOut: { date: "13 December 2026", time: "12:00" },
      nights: "3 nights",
      rooms: "2 rooms: Double room",
      board: "Breakfast included",
      requests: "A quiet room, please",
      arrival: "18:30",
    });
    expect(v.guests).toEqual([
      { room: "Room 1", name: "Sara Ahmadi", party: "2 adults", confirmation: "5001234567810" },
      { room: "Room 2", name: "Dara Ahmadi", party: "1 adult · 1 child", confirmation: "5001234567820" },
    ]);
    expect(v.atHotel).toContain("€12");
    expect(v.atHotel).toContain("paid at the hotel");
    expect(nightsOf("2026-12-30", "2027-01-02")).toBe(3);
  });

  it("words the timeline: free until 12:00 hotel time three days before, then the first night, then nothing", async () => {
    const v = await voucherIn("en");
    expect(v.cancellation).toEqual([
      "Free cancellation until Mon, 7 Dec 2026 at 12:00 (hotel time).",
      "Cancelled after that and until check-in (Thu, 10 Dec 2026 at 14:00): the first night is charged.",
      "From check-in (Thu, 10 Dec 2026 at 14:00), nothing is refunded.",
    ]);
    const t = await getFixedT("en", ["hotels", "common"]);
    const partial = { ...stay, terms: { kind: "partial" as const, freeUntilDays: 0, keepPercent: 30, lateShare: 0 } };
    expect(cancellationWords(partial, "en", t)[0]).toBe(
      "Cancelled until check-in (Thu, 10 Dec 2026 at 14:00): 30% of the room price is kept.",
    );
    const none = { ...stay, terms: { kind: "none" as const, freeUntilDays: 0, keepPercent: 0, lateShare: 0 } };
    expect(cancellationWords(none, "en", t)).toEqual(["Non-refundable: nothing is refunded if you cancel."]);
    // 12:00 in Istanbul (UTC+3) on 7 December is 09:00 UTC: the share kept by the line's own timeline.
    const keptAt = (line: VoucherLine, now: string) => shareAt(hotelTimeline(line.terms, line), new Date(now));
    expect(keptAt(stay, "2026-12-07T09:00:00Z")).toBe(0);
    expect(keptAt(stay, "2026-12-07T09:00:01Z")).toBe(0.3333);
    expect(keptAt(stay, "2026-12-10T11:00:01Z")).toBeNull();
    expect(keptAt(partial, "2026-12-01T00:00:00Z")).toBe(0.3);
    expect(keptAt(none, "2026-12-01T00:00:00Z")).toBeNull();
  });

  it("in Persian: Jalali dates, Persian digits, Persian words; in Dutch and French their own", async () => {
    const fa = await voucherIn("fa");
    expect(fa.checkIn.date).toBe("۱۹ آذر ۱۴۰۵");
    expect(fa.checkIn.time).toBe("۱۴:۰۰");
    expect(fa.nights).toBe("۳ شب");
    expect(fa.board).toBe("با صبحانه");
    expect(fa.cancellation[0]).toContain("۱۶ آذر ۱۴۰۵");
    expect(fa.cancellation.join(" ")).not.toMatch(/[0-9]/);
    expect(fa.guests[1].confirmation).toBe("5001234567820");
    expect((await voucherIn("nl")).nights).toBe("3 nachten");
    expect((await voucherIn("fr")).rooms).toBe("2 chambres\u00a0: Chambre double");
  });

  it("is the order's document: a voucher PDF in English and in Persian, no flight in it", async () => {
    const en = await documentFor("en");
    expect(en.ticket.documentTitle).toBe("Hotel voucher");
    expect(en.ticket.lines[0]).toMatchObject({
      legs: [],
      tickets: [],
      part: { kind: "hotel", data: { property: "Grand Bosphorus" } },
    });
    const text = await pdfText(await ticketPdf(en.ticket));
    for (const expected of [
      "Hotel voucher",
      "Grand Bosphorus",
      "10 December 2026",
      "3 nights",
      "5001234567820",
      "Free cancellation until",
      "City tax",
    ])
      expect(text).toContain(expected);
    expect(text).not.toContain("Flight");
    // Its own words (issue 22 item 5): the hotel's clock, not an airport's.
    expect(text).not.toMatch(/airport|e-ticket/i);
    expect(text).toContain("Check-in and check-out times are the hotel's local time.");
    const fa = await documentFor("fa");
    const farsi = await pdfText(await ticketPdf(fa.ticket));
    for (const expected of ["واچر هتل", "آذر", "۱۴۰۵", "۵۰۰۱۲۳۴۵۶۷۸۱۰", "لغو رایگان", "عوارض شهری"])
      expect(farsi).toContain(expected);
  });

  it("puts the voucher in the confirmation e-mail, in the order's language and direction", async () => {
    const { ticket, t } = await documentFor("fa");
    const mail = renderMail(confirmationMail(ticket, t, { name: "Sara", link: "https://parvaz.example/b" }), t);
    expect(mail.html).toContain('dir="rtl"');
    expect(mail.text).toContain("واچر هتل");
    expect(mail.text).toContain("۱۹ آذر ۱۴۰۵");
    expect(mail.text).toContain("لغو رایگان");
    expect(mail.text).not.toMatch(/فرودگاه|الکترونیکی/);
    const en = await documentFor("en");
    const english = renderMail(
      confirmationMail(en.ticket, en.t, { name: "Sara", link: "https://parvaz.example/b" }),
      en.t,
    );
    expect(english.text).toContain("Your hotel voucher:");
    expect(english.text).not.toMatch(/airport|e-ticket|flight/i);
    expect(en.ticket.words).toMatchObject({
      ready: "Order confirmed. Your hotel voucher is ready.",
      amount: "Room price",
    });
  });

  it("reads only hotel lines sold from the inventory", () => {
    expect(voucherLineOf({ title: "A room booked by the desk" })).toBeNull();
    expect(voucherLineOf({ ...stay, ratePlanId: 5 })).not.toBeNull();
  });
});
