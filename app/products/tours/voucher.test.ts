import { describe, expect, it } from "vitest";
import { documentNamespaces } from "~/domains/booking/products";
import { renderMail } from "~/domains/mail/layout";
import { confirmationMail } from "~/domains/orders/booking-mail";
import { confirmedOrder } from "~/domains/orders/e-ticket.fixture";
import { buildETicket } from "~/domains/orders/e-ticket.server";
import { ticketPdf } from "~/domains/orders/ticket-pdf.server";
import { getFixedT } from "~/i18n/i18next.server";
import type { Locale } from "~/routing/screens";
import { readPdf } from "../../../tests/pdf-reading";
import type { TourCartLine } from "./cart-line";
import { tourCatalogue } from "./catalogue";
import { buildTourVoucher, tourVoucherLineOf, type TourStillDue, type VoucherTour } from "./voucher";

/**
 * The tour voucher (decision 706): the pure builder in English and Persian (Persian digits, Jalali dates, the rooms
 * in the order booked, a day tour without a hotel, a tour gone from the catalogue, what is still due), and the
 * order's document — the PDF read back as a reader gets it, in English and Persian, and the e-mail.
 */
const EUR = { code: "EUR", sign: "€", rate: 1, decimals: 2 };
const IRR = { code: "IRR", sign: "IRR", rate: 1, decimals: 0 };
const currencyOf = (code: string) => (code === "EUR" ? EUR : IRR);

const traveller = (
  room: number,
  firstName: string,
  lastName: string,
  type: "adult" | "child" | "infant",
  birthDate: string,
) => ({
  room,
  type,
  firstName,
  lastName,
  gender: "female" as const,
  birthDate,
  nationality: "IR",
  documentType: "passport" as const,
  passportNumber: "X12345678",
  passportExpiry: "2030-01-01",
});

/** Istanbul, 4 nights from Tuesday 8 December 2026: TK 879 at 06:15 Tehran time, back on TK 878 at 20:40 Istanbul time. */
const istanbul: TourCartLine = {
  tourId: 1,
  departureId: 101,
  hotelId: 11,
  slug: "istanbul-4-nights",
  kind: "package",
  currency: "EUR",
  departsOn: "2026-12-08",
  returnsOn: "2026-12-12",
  abroad: true,
  board: "breakfast",
  hotel: "Titanic City Taksim",
  stars: 4,
  rooms: [
    { adults: 2, childAges: [] },
    { adults: 1, childAges: [7, 1] },
  ],
  places: 4,
  people: [],
  passengers: [
    traveller(0, "Sara", "Ahmadi", "adult", "1990-05-14"),
    traveller(1, "Maryam", "Karimi", "adult", "1985-02-01"),
    traveller(0, "Reza", "Ahmadi", "adult", "1988-09-30"),
    traveller(1, "Dara", "Karimi", "child", "2019-03-02"),
    traveller(1, "Nika", "Karimi", "infant", "2025-10-10"),
  ],
  terms: { depositPercent: 30, balanceDays: 21 },
  contact: { email: "sara@example.com", mobile: "+989121234567" },
  title: "Istanbul, 4 nights",
  subtitle: "Titanic City Taksim",
  segments: [
    {
      flightNumber: "TK 879",
      label: "Tehran – Istanbul",
      from: "tehran",
      to: "istanbul",
      departsAt: "2026-12-08T02:45:00.000Z",
      arrivesAt: "2026-12-08T06:15:00.000Z",
    },
    {
      flightNumber: "TK 878",
      label: "Istanbul – Tehran",
      from: "istanbul",
      to: "tehran",
      departsAt: "2026-12-12T17:40:00.000Z",
      arrivesAt: "2026-12-12T20:50:00.000Z",
    },
  ],
};

/** The Kashan day trip on Friday 11 December 2026: a coach, no hotel, one party. */
const kashan: TourCartLine = {
  ...istanbul,
  tourId: 18,
  departureId: 1801,
  hotelId: null,
  slug: "kashan-day",
  kind: "day",
  currency: "IRR",
  departsOn: "2026-12-11",
  returnsOn: "2026-12-11",
  abroad: false,
  board: null,
  hotel: null,
  stars: null,
  rooms: [{ adults: 2, childAges: [] }],
  places: 2,
  passengers: [
    traveller(0, "Sara", "Ahmadi", "adult", "1990-05-14"),
    traveller(0, "Reza", "Ahmadi", "adult", "1988-09-30"),
  ],
  title: "Kashan day trip",
  subtitle: "Kashan",
  segments: [
    {
      label: "Tehran – Kashan",
      from: "tehran",
      to: "kashan",
      departsAt: "2026-12-11T03:00:00.000Z",
      arrivesAt: "2026-12-11T06:15:00.000Z",
    },
    {
      label: "Kashan – Tehran",
      from: "kashan",
      to: "tehran",
      departsAt: "2026-12-11T13:30:00.000Z",
      arrivesAt: "2026-12-11T16:45:00.000Z",
    },
  ],
};

/** What documents.server.ts reads from the catalogue: the seed's legs and its texts in a language. */
function catalogueTour(slug: string, locale: Locale): VoucherTour {
  const seed = tourCatalogue.find((s) => s.slug === slug)!;
  const text = seed.text[locale];
  return {
    title: text.title,
    outbound: seed.outbound,
    inbound: seed.inbound,
    itinerary: text.itinerary,
    included: text.included,
    documents: text.documents,
    visaNotes: text.visaNotes,
  };
}

async function voucherIn(locale: Locale, line = istanbul, options: { gone?: boolean; stillDue?: TourStillDue } = {}) {
  const t = await getFixedT(locale, ["tours", "common"]);
  return buildTourVoucher(line, options.gone ? null : catalogueTour(line.slug, locale), {
    locale,
    t,
    numbers: ["5001234567810", "5001234567820"],
    currencyOf,
    stillDue: options.stillDue,
  });
}

/** The confirmed fixture order with the Istanbul line instead of its flight. */
async function documentFor(locale: Locale) {
  const t = await getFixedT(locale, documentNamespaces());
  const details = confirmedOrder(locale);
  details.lines = [{ ...details.lines[0], kind: "tour", payload: istanbul }];
  details.tickets = details.tickets.map((x) => ({ ...x, segmentLabel: "Tehran – Istanbul" }));
  const ticket = buildETicket(details, locale, t, {
    loaded: new Map([["tour", new Map([[10, catalogueTour("istanbul-4-nights", locale)]])]]),
    currency: EUR,
    licences: { civilAviation: "CAO-1402-0781", culturalHeritage: "CHTO-1402-5519" },
    origin: "https://parvaz.example",
  });
  return { ticket, t };
}

describe("tour voucher", () => {
  it("in English: the tour, its number, dates, flights in local times, hotel and the rooming list in order", async () => {
    const v = await voucherIn("en");
    expect(v).toMatchObject({
      kind: "package",
      title: "Istanbul, 4 nights",
      number: "5001234567810",
      departs: "8 December 2026",
      returns: "12 December 2026",
      length: "4 nights",
      hotel: { name: "Titanic City Taksim", stars: "4-star hotel", board: "Breakfast" },
      gone: null,
      due: null,
    });
    expect(v.legs).toEqual([
      {
        direction: "Outward",
        service: "TK 879",
        route: "Tehran → Istanbul",
        departs: "Tehran, Tue, 8 Dec 2026 at 06:15",
        arrives: "Istanbul, Tue, 8 Dec 2026 at 09:15",
      },
      {
        direction: "Return",
        service: "TK 878",
        route: "Istanbul → Tehran",
        departs: "Istanbul, Sat, 12 Dec 2026 at 20:40",
        arrives: "Tehran, Sun, 13 Dec 2026 at 00:20",
      },
    ]);
    expect(v.rooms).toEqual([
      {
        label: "Room 1",
        travellers: [
          { name: "Sara Ahmadi", type: "adult" },
          { name: "Reza Ahmadi", type: "adult" },
        ],
      },
      {
        label: "Room 2",
        travellers: [
          { name: "Maryam Karimi", type: "adult" },
          { name: "Dara Karimi", type: "child" },
          { name: "Nika Karimi", type: "infant" },
        ],
      },
    ]);
    // A package's days are dated from the departure.
    expect(v.itinerary).toHaveLength(5);
    expect(v.itinerary[0].day).toBe("Day 1 · 8 December 2026");
    expect(v.itinerary[4].day).toBe("Day 5 · 12 December 2026");
    expect(v.itinerary[0].title).toBe(catalogueTour("istanbul-4-nights", "en").itinerary[0].title);
    expect(v.included.length).toBeGreaterThan(0);
    expect(v.documents.length).toBeGreaterThan(0);
    expect(v.emergency).toBe("\u2066+98 21 9100 2400\u2069");
  });

  it("in Persian: Jalali dates, Persian digits, Persian words, names and flight numbers kept Latin", async () => {
    const v = await voucherIn("fa");
    expect(v.title).toBe("تور استانبول ۴ شب");
    expect(v.departs).toBe("۱۷ آذر ۱۴۰۵");
    expect(v.returns).toBe("۲۱ آذر ۱۴۰۵");
    expect(v.length).toBe("۴ شب");
    expect(v.legs[0].departs).toContain("۰۶:۱۵");
    expect(v.legs[0].departs).toContain("۱۷ آذر ۱۴۰۵");
    expect(v.legs[1].arrives).toContain("۰۰:۲۰");
    expect(v.legs[1].arrives).toContain("۲۲ آذر ۱۴۰۵");
    expect(v.legs[0].route).toBe("تهران ← استانبول");
    expect(v.legs[0].service).toBe("TK 879");
    expect(v.hotel).toEqual({ name: "Titanic City Taksim", stars: "هتل ۴ ستاره", board: "با صبحانه" });
    expect(v.rooms.map((r) => r.label)).toEqual(["اتاق ۱", "اتاق ۲"]);
    expect(v.rooms[1].travellers.map((p) => p.type)).toEqual(["بزرگسال", "کودک", "نوزاد"]);
    expect(v.itinerary[0].day).toBe("روز ۱، ۱۷ آذر ۱۴۰۵");
    expect(v.emergency).toContain("۹۱۰۰");
    const words = [v.departs, v.returns, v.length, ...v.legs.flatMap((l) => [l.departs, l.arrives])];
    expect(words.join(" ")).not.toMatch(/[0-9]/);
  });

  it("a day tour: no hotel, one party, its stops undated, back the same day", async () => {
    for (const locale of ["en", "fa"] as const) {
      const v = await voucherIn(locale, kashan);
      expect(v.hotel).toBeNull();
      expect(v.returns).toBeNull();
      expect(v.rooms).toHaveLength(1);
      expect(v.rooms[0].travellers).toHaveLength(2);
      expect(v.legs[0].service).toBe("Royal Safar Iranian");
    }
    const en = await voucherIn("en", kashan);
    expect(en).toMatchObject({
      title: "Kashan day trip",
      length: "Day tour, back the same day",
      departs: "11 December 2026",
    });
    expect(en.rooms[0].label).toBe("Your party");
    expect(en.itinerary[0].day).toBe("Stop 1");
    const fa = await voucherIn("fa", kashan);
    expect(fa.rooms[0].label).toBe("مسافران شما");
    expect(fa.departs).toBe("۲۰ آذر ۱۴۰۵");
    expect(fa.legs[0].departs).toBe("تهران، جمعه ۲۰ آذر ۱۴۰۵، ساعت ۰۶:۳۰");
  });

  it("a tour gone from the catalogue: the line's own facts and a sentence for the programme", async () => {
    const v = await voucherIn("en", istanbul, { gone: true });
    expect(v.title).toBe("Istanbul, 4 nights");
    expect(v.itinerary).toEqual([]);
    expect(v.gone).toContain("no longer on our site");
    expect(v.legs[0].service).toBe("TK 879");
    expect(v.legs[0].departs).toBe("Tehran, Tue, 8 Dec 2026 at 06:15");
    expect(v.rooms).toHaveLength(2);
  });

  it("shows what is still due when the booking core passes it (the extension point), in each language", async () => {
    const stillDue = { balance: { amount: 123450, currency: "EUR" }, dueDate: "2026-11-17" };
    expect((await voucherIn("en", istanbul, { stillDue })).due).toBe(
      "€1,234.50 is still due, by 17 November 2026 at the latest.",
    );
    const fa = await voucherIn("fa", istanbul, { stillDue });
    expect(fa.due).toContain("۲۶ آبان ۱۴۰۵");
    expect(fa.due).not.toMatch(/[0-9]/);
    expect((await voucherIn("fr", istanbul, { stillDue })).due).toContain("au plus tard le 17 novembre 2026");
    expect((await voucherIn("en", istanbul, { stillDue: null })).due).toBeNull();
  });

  it("reads only tour lines sold from the catalogue", () => {
    expect(tourVoucherLineOf({ title: "A tour the desk booked by hand" })).toBeNull();
    expect(tourVoucherLineOf({ ...istanbul })).not.toBeNull();
  });

  it("is the order's document: a tour voucher PDF that reads back in English and in Persian", async () => {
    const en = await documentFor("en");
    expect(en.ticket.documentTitle).toBe("Tour voucher");
    expect(en.ticket.fileName).toBe("voucher");
    expect(en.ticket.lines[0]).toMatchObject({
      passengers: [],
      tickets: [],
      part: { kind: "tour", data: { title: "Istanbul, 4 nights", number: "5001234567810" } },
    });
    const reading = await readPdf(await ticketPdf(en.ticket));
    // Every word drawn is tagged (PDF/UA, decision 410).
    expect(reading.untagged).toEqual([]);
    const text = reading.text;
    for (const expected of [
      "Tour voucher",
      "Istanbul, 4 nights",
      "5001234567810",
      "8 December 2026",
      "TK 879",
      "Titanic City Taksim",
      "Rooming list",
      "Maryam Karimi",
      "Nika Karimi",
      "Day by day",
      "Emergency contact",
    ])
      expect(text).toContain(expected);
    const fa = await documentFor("fa");
    const faPdf = await ticketPdf(fa.ticket);
    const farsi = (await readPdf(faPdf)).text;
    // The emergency number on its own line, in its own order (decision 410: text that reads back).
    // The voucher's and the frame's footer's, each on its own line.
    expect(farsi.split("\n").filter((l) => l.trim() === "+۹۸ ۲۱ ۹۱۰۰ ۲۴۰۰")).toHaveLength(2);
    expect(farsi).not.toContain("۲۴۰۰ ۹۱۰۰ ۲۱ ۹۸+");
    for (const expected of ["واچر تور", "استانبول", "آذر", "۱۴۰۵", "فهرست اتاق‌ها", "Maryam Karimi", "تماس اضطراری"])
      expect(farsi).toContain(expected.replace(/\u200c/g, ""));
  });

  it("puts the voucher in the confirmation e-mail, in the order's language and direction", async () => {
    const { ticket, t } = await documentFor("fa");
    const mail = renderMail(confirmationMail(ticket, t, { name: "Sara", link: "https://parvaz.example/b" }), t);
    expect(mail.html).toContain('dir="rtl"');
    expect(mail.text).toContain("واچر تور");
    expect(mail.text).toContain("۱۷ آذر ۱۴۰۵");
    expect(mail.text).toContain("برنامهٔ روزبه‌روز");
    const en = await documentFor("en");
    const english = renderMail(
      confirmationMail(en.ticket, en.t, { name: "Sara", link: "https://parvaz.example/b" }),
      en.t,
    );
    expect(english.text).toContain("Your tour voucher:");
    expect(english.text).toContain("Sara Ahmadi");
    expect(english.text).toContain("Day 1 · 8 December 2026");
  });
});
