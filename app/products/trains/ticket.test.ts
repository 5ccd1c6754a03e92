import { describe, expect, it } from "vitest";
import { renderMail } from "~/domains/mail/layout";
import { confirmationMail } from "~/domains/orders/booking-mail";
import { fixtureDocument, trainTrip } from "~/domains/orders/e-ticket.fixture";
import { viewLine } from "~/domains/orders/lines";
import { presentLine } from "~/domains/orders/present";
import { ticketPdf } from "~/domains/orders/ticket-pdf.server";
import { getFixedT } from "~/i18n/i18next.server";
import type { Locale } from "~/routing/screens";
import { readPdf } from "../../../tests/pdf-reading";
import { buildTrainTicket, ladderStepAt, refundNow, ticketLineOf, trainRefundStep, type TicketLine } from "./ticket";

/**
 * The train ticket (decision 610): the view model in each language, the refund ladder's
 * step at a moment, the PDF in English and Persian (text extracted as a reader does), the
 * confirmation e-mail's rows and the order lists' trip.
 */
const trip: TicketLine = trainTrip;
const ns = ["trains", "flights", "common"] as const;

async function ticketIn(locale: Locale, line = trip) {
  return buildTrainTicket(line, locale, await getFixedT(locale, [...ns]));
}

async function documentFor(locale: Locale) {
  return fixtureDocument("train", locale);
}

const pdfText = async (pdf: Buffer) => (await readPdf(pdf)).text;

describe("train ticket", () => {
  it("shows the train, stations, Tehran times, wagon, compartment, each passenger's place and the meal", async () => {
    const v = await ticketIn("en");
    expect(v).toMatchObject({
      train: "Train 381",
      number: "381",
      operator: "Fadak",
      from: "Tehran",
      to: "Mashhad",
      depart: { date: "Sun, 20 Dec 2026", time: "08:00" },
      arrive: { date: "Sun, 20 Dec 2026", time: "20:00" },
      duration: "12 h",
      wagon: "Wagon 2",
      wagonType: "4-berth compartment car",
      compartment: "Compartment 4",
      kind: "Family compartment",
      whole: null,
      emptyBerths: null,
      meal: "Dinner",
    });
    expect(v.passengers).toEqual([
      // Each masked number isolated, so a Persian line keeps it whole: "••••••5679", never "5679••••••".
      { name: "Sara Ahmadi", type: "Adult (12+)", document: "ID card \u2066••••••5679\u2069", place: "Berth 13" },
      { name: "Reza Ahmadi", type: "Adult (12+)", document: "Passport \u2066•••••4567\u2069", place: "Berth 14" },
      {
        name: "Dara Ahmadi",
        type: "Infant (under 2)",
        document: "Passport \u2066•••••4321\u2069",
        place: "No place of their own (on an adult's lap)",
      },
    ]);
  });

  it("words the refund ladder and says which step a cancellation falls on", async () => {
    const v = await ticketIn("en");
    expect(v.ladder).toEqual([
      "Until Sat, 19 Dec 2026, 12:00: 90% back, 10% kept",
      "Until Sun, 20 Dec 2026, 05:00: 70% back, 30% kept",
      "Until Sun, 20 Dec 2026, 08:00: 50% back, 50% kept",
      "After departure: nothing is refunded",
    ]);
    const departs = new Date(trip.segments[0].departsAt);
    expect(ladderStepAt(departs, new Date("2026-12-01T00:00:00Z"))).toMatchObject({ step: 1, steps: 3, kept: 0.1 });
    expect(ladderStepAt(departs, new Date("2026-12-19T08:30:00.001Z"))).toMatchObject({ step: 2, kept: 0.3 });
    expect(ladderStepAt(departs, new Date("2026-12-20T04:30:00.001Z"))).toBeNull();
    const t = await getFixedT("en", [...ns]);
    expect(refundNow(departs, new Date("2026-12-20T02:00:00Z"), "en", t)).toBe(
      "Cancelling now, step 3 of 3 applies (until Sun, 20 Dec 2026, 08:00): 50% of the ticket is kept and 50% is refunded.",
    );
    expect(refundNow(departs, new Date("2026-12-21T00:00:00Z"), "en", t)).toBe(
      "The train has left: nothing is refunded.",
    );
    expect(trainRefundStep({ payload: { ...trip } }, new Date("2026-12-01T00:00:00Z"), "en", t)).toEqual({
      line: "Train 381, Tehran – Mashhad:",
      words:
        "Cancelling now, step 1 of 3 applies (until Sat, 19 Dec 2026, 12:00): 10% of the ticket is kept and 90% is refunded.",
    });
  });

  it("notes a whole compartment and its empty berths; an open-seat car has seats and no compartment", async () => {
    const whole = await ticketIn("en", { ...trip, whole: true, places: [13, 14, 15, 16] });
    expect(whole.whole).toContain("Whole compartment");
    expect(whole.emptyBerths).toBe("Berths left empty in your compartment: 15, 16");
    const seats = await ticketIn("en", { ...trip, wagonType: "seat", kind: null, places: [7, 8] });
    expect(seats.compartment).toBeNull();
    expect(seats.kind).toBeNull();
    expect(seats.passengers[0].place).toBe("Seat 7");
  });

  it("in Persian: Jalali dates, Persian digits and words; in Dutch and French their own", async () => {
    const fa = await ticketIn("fa");
    expect(fa.train).toBe("قطار ۳۸۱");
    expect(fa.operator).toBe("فدک");
    expect(fa.from).toBe("تهران");
    expect(fa.depart).toEqual({ date: "یکشنبه ۲۹ آذر ۱۴۰۵", time: "۰۸:۰۰" });
    expect(fa.compartment).toBe("کوپه ۴");
    expect(fa.passengers[0].place).toBe("تخت ۱۳");
    expect(fa.ladder[0]).toContain("۹۰٪");
    expect([fa.train, fa.wagon, fa.compartment, fa.duration, ...fa.ladder].join(" ")).not.toMatch(/[0-9]/);
    expect((await ticketIn("nl")).wagonType).toBe("Rijtuig met 4-persoonscoupés");
    expect((await ticketIn("fr")).ladder[3]).toBe("Après le départ\u00a0: rien n’est remboursé");
  });

  it("is the order's document: a train ticket PDF in English and in Persian, with the ticket numbers", async () => {
    const en = await documentFor("en");
    expect(en.ticket.documentTitle).toBe("Train ticket");
    expect(en.ticket.lines[0]).toMatchObject({
      legs: [],
      passengers: [],
      part: { kind: "train", data: { number: "381" } },
    });
    expect(en.ticket.lines[0].tickets).toHaveLength(2);
    const text = await pdfText(await ticketPdf(en.ticket));
    for (const expected of [
      "Train ticket",
      "Train 381",
      "Fadak",
      "Mashhad",
      "Wagon 2",
      "Berth 13",
      "Dinner",
      "5001234567810",
    ])
      expect(text).toContain(expected);
    expect(text).not.toContain("Flight");
    // Its own words (issue 22 item 5): no airport, no e-tickets; the numbers are train tickets on Tehran's clock.
    expect(text).not.toMatch(/airport|e-ticket/i);
    expect(text).toContain("Train tickets");
    expect(text).toContain("Every time is Tehran time");
    const fa = await documentFor("fa");
    const farsi = await pdfText(await ticketPdf(fa.ticket));
    for (const expected of ["بلیت قطار", "قطار ۳۸۱", "مشهد", "آذر", "۱۴۰۵", "تخت ۱۳", "شام", "۵۰۰۱۲۳۴۵۶۷۸۱۰"])
      expect(farsi).toContain(expected);
    expect(farsi).not.toMatch(/فرودگاه|الکترونیکی/);
  });

  it("puts the ticket in the confirmation e-mail; an order list shows no flight for it", async () => {
    const { ticket, t } = await documentFor("fa");
    const mail = renderMail(confirmationMail(ticket, t, { name: "Sara", link: "https://parvaz.example/b" }), t);
    expect(mail.html).toContain('dir="rtl"');
    expect(mail.text).toContain("قطار ۳۸۱");
    expect(mail.text).toContain("تخت ۱۳");
    expect(mail.text).not.toMatch(/فرودگاه|الکترونیکی/);
    const en = await documentFor("en");
    const english = renderMail(
      confirmationMail(en.ticket, en.t, { name: "Sara", link: "https://parvaz.example/b" }),
      en.t,
    );
    expect(english.text).toContain("Your train tickets:");
    expect(english.text).not.toMatch(/airport|e-ticket|flight/i);
    expect(en.ticket.words).toMatchObject({ tickets: "Train tickets", segment: "Journey", amount: "Fare" });
    expect(presentLine(viewLine("train", { ...trip }), "en").legs).toEqual([]);
    expect(ticketLineOf({ ...trip, operator: "nobody" })).toBeNull();
  });
});
