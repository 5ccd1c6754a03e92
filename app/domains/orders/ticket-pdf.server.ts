/**
 * The e-ticket PDF (pdfkit), in the order's language (docs/decisions/403-ticket-pdf-and-mail.md): the layout of the
 * e-ticket, the hotel voucher and the train ticket. How text is drawn so that it reads back as written, and how the
 * document is tagged (PDF/UA), is pdf-writer.server.ts (decision 410).
 */
import PDFDocument from "pdfkit";
import { getFixedT } from "~/i18n/i18next.server";
import type { TFunction } from "~/i18n/translate";
import type { HotelVoucher } from "~/products/hotels/voucher";
import type { TrainTicket } from "~/products/trains/ticket";
import type { ETicket } from "./e-ticket.server";
import { INK, PAGE, printed, Writer } from "./pdf-writer.server";

const MUTED = "#4b5563";
const BRAND = "#0f3d7a";
const RULE = "#d1d5db";
/** A cancelled document's band and words. */
const VOID = "#b91c1c";

/** A hotel line's voucher (hotels/voucher.ts): the same facts as the confirmation page, in the order's language. */
function drawVoucher(w: Writer, v: HotelVoucher, t: TFunction<"orders" | "common" | "stays">) {
  const half = (w.width - 16) / 2;
  w.heading(t("stays:voucher.title"), BRAND);
  w.room(120);
  w.line(v.property, 0, w.width, w.y, { size: 15, bold: true });
  w.y += 22;
  if (v.stars) {
    w.line(v.stars, 0, w.width, w.y, { size: 9.5, color: MUTED });
    w.y += 15;
  }
  w.y = w.paragraph(v.address, 0, w.width, w.y, { size: 9.5 });
  w.y += 6;
  w.room(70);
  const top = w.y;
  (
    [
      [0, t("stays:voucher.checkIn"), v.checkIn, t("stays:voucher.fromTime", { time: v.checkIn.time })],
      [half + 16, t("stays:voucher.checkOut"), v.checkOut, t("stays:voucher.untilTime", { time: v.checkOut.time })],
    ] as const
  ).forEach(([offset, label, moment, time]) => {
    w.line(label, offset + 8, half - 16, top + 6, { size: 8.5, color: MUTED });
    w.line(moment.date, offset + 8, half - 16, top + 19, { size: 13, bold: true });
    w.line(time, offset + 8, half - 16, top + 39, { size: 10.5 });
    w.artifact(() => w.doc.roundedRect(w.x(offset, half), top, half, 60, 6).lineWidth(0.8).strokeColor(RULE).stroke());
  });
  w.y = top + 72;
  const facts: [string, string][] = [
    [t("stays:voucher.stay"), `${v.nights}${t("stays:voucher.separator")}${v.rooms}`],
    [t("stays:voucher.board"), v.board],
    ...(v.arrival ? [[t("stays:voucher.arrival"), v.arrival] as [string, string]] : []),
    ...(v.requests ? [[t("stays:voucher.requests"), v.requests] as [string, string]] : []),
  ];
  for (const [label, value] of facts) {
    w.room(18);
    w.line(label, 0, 110, w.y, { size: 9, color: MUTED });
    w.y = w.paragraph(value, 115, w.width - 115, w.y - 1, { size: 10.5 }) + 2;
  }
  w.heading(t("stays:voucher.guests"), BRAND);
  for (const g of v.guests) {
    w.room(20);
    w.line(g.room, 0, 60, w.y, { size: 9.5, color: MUTED });
    w.line(g.name, 65, 170, w.y, { size: 10.5, bold: true });
    w.line(g.party, 240, 140, w.y, { size: 9.5 });
    w.line(g.confirmation ?? "", 385, w.width - 385, w.y, { size: 10.5, bold: true });
    w.y += 18;
  }
  w.line(t("stays:voucher.confirmation"), 385, w.width - 385, w.y, { size: 8, color: MUTED });
  w.y += 14;
  w.heading(t("stays:voucher.cancellation"), BRAND);
  for (const words of v.cancellation) {
    w.room(16);
    w.y = w.paragraph(words, 0, w.width, w.y, { size: 9.5 });
  }
  w.heading(t("stays:voucher.atHotel"), BRAND);
  w.room(30);
  w.y = w.paragraph(v.atHotel, 0, w.width, w.y, { size: 10 });
  w.y = w.paragraph(t("stays:voucher.hotelTime"), 0, w.width, w.y + 4, { size: 8.5, color: MUTED });
  w.y += 8;
  w.room(16);
  w.y = w.paragraph(t("stays:voucher.intro"), 0, w.width, w.y, { size: 8.5, color: MUTED }) + 6;
}

/** A train line's ticket (trains/ticket.ts): journey, wagon, compartment, places, meal and the refund ladder. */
function drawTrain(w: Writer, v: TrainTicket, t: TFunction<"orders" | "common" | "rail">) {
  const half = (w.width - 16) / 2;
  w.heading(t("rail:ticket.title"), BRAND);
  w.room(150);
  w.line([v.train, v.operator].join(t("rail:ticket.separator")), 0, w.width, w.y, { size: 15, bold: true });
  w.y += 24;
  const top = w.y;
  (
    [
      [0, t("rail:ticket.departure"), v.from, v.depart],
      [half + 16, t("rail:ticket.arrival"), v.to, v.arrive],
    ] as const
  ).forEach(([offset, label, station, moment]) => {
    w.line(label, offset + 8, half - 16, top + 6, { size: 8.5, color: MUTED });
    w.line(station, offset + 8, half - 16, top + 19, { size: 14, bold: true });
    w.line(moment.date, offset + 8, half - 16, top + 40, { size: 9.5 });
    w.line(moment.time, offset + 8, half - 16, top + 55, { size: 12, bold: true });
    w.artifact(() => w.doc.roundedRect(w.x(offset, half), top, half, 76, 6).lineWidth(0.8).strokeColor(RULE).stroke());
  });
  w.y = top + 88;
  const facts: [string, string][] = [
    [t("rail:ticket.duration"), v.duration],
    [t("rail:ticket.wagon"), [v.wagon, v.wagonType].join(t("rail:ticket.separator"))],
    ...(v.compartment
      ? [
          [t("rail:ticket.compartment"), [v.compartment, v.kind].filter(Boolean).join(t("rail:ticket.separator"))] as [
            string,
            string,
          ],
        ]
      : []),
    [t("rail:ticket.meal"), v.meal],
  ];
  for (const [label, value] of facts) {
    w.room(18);
    w.line(label, 0, 110, w.y, { size: 9, color: MUTED });
    w.y = w.paragraph(value, 115, w.width - 115, w.y - 1, { size: 10.5 }) + 2;
  }
  for (const note of [v.whole, v.emptyBerths]) {
    if (!note) continue;
    w.room(16);
    w.y = w.paragraph(note, 0, w.width, w.y, { size: 9.5, bold: true });
  }
  w.heading(t("rail:ticket.passengers"), BRAND);
  for (const p of v.passengers) {
    w.room(36);
    const top = w.y;
    w.line(p.name, 0, 170, top, { size: 10.5, bold: true });
    // A long place ("no place of their own (on an adult's lap)") wraps in its column rather than running on.
    const below = Math.max(
      w.paragraph(p.place, 175, 150, top, { size: 10.5, bold: true }),
      w.paragraph([p.type, p.document].filter(Boolean).join(t("rail:ticket.separator")), 330, w.width - 330, top, {
        size: 9,
      }),
    );
    w.y = Math.max(top + 18, below + 2);
  }
  w.heading(t("rail:ladder.title"), BRAND);
  for (const words of v.ladder) {
    w.room(16);
    w.y = w.paragraph(words, 0, w.width, w.y, { size: 9.5 });
  }
  w.y = w.paragraph(t("rail:ticket.tehranTime"), 0, w.width, w.y + 4, { size: 8.5, color: MUTED }) + 6;
}

/** The e-ticket PDF of an e-ticket document (loadETicket). */
export async function ticketPdf(ticket: ETicket): Promise<Buffer> {
  const t = (await getFixedT(ticket.locale, ["orders", "common", "stays", "rail"])) as TFunction<
    "orders" | "common" | "stays" | "rail"
  >;
  const title = printed(`${ticket.documentTitle} ${ticket.orderNumber}`, ticket.locale);
  const doc = new PDFDocument({
    size: "A4",
    margin: PAGE.margin,
    // A tagged PDF (PDF/UA): structure in reading order, the language, and the title shown in the viewer's title bar.
    pdfVersion: "1.7",
    tagged: true,
    // pdfkit 0.20 knows "PDF/UA" (it writes pdfuaid:part 1 into the XMP metadata); its type declarations lag behind.
    subset: "PDF/UA" as PDFKit.Mixins.PDFSubsets,
    lang: ticket.locale,
    displayTitle: true,
    info: { Title: title, Author: ticket.agency.name },
  });
  const chunks: Buffer[] = [];
  doc.on("data", (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve) => doc.on("end", () => resolve(Buffer.concat(chunks))));
  const w = new Writer(doc, ticket.locale, ticket.rtl);
  const half = (w.width - 16) / 2;

  // A cancelled document says so across every page (a diagonal band under the content) and, as text, under the header.
  const voided = ticket.cancelled;
  const stamp = () => {
    if (!voided) return;
    const style = { size: 84, bold: true, color: VOID };
    const width = w.measure(voided.band, style);
    doc.save();
    doc.rotate(-35, { origin: [PAGE.width / 2, PAGE.height / 2] });
    doc.opacity(0.16);
    w.band(voided.band, (w.width - width) / 2, width + 4, PAGE.height / 2 - 42, style);
    doc.restore();
  };
  stamp();
  doc.on("pageAdded", stamp);

  // Header band: the agency and the document's name.
  w.artifact(() => doc.rect(0, 0, PAGE.width, 70).fill(voided ? VOID : BRAND));
  w.line(ticket.agency.name, 0, w.width, 20, { size: 22, bold: true, color: "#ffffff" });
  w.line(
    voided ? `${voided.band} · ${ticket.documentTitle}` : ticket.documentTitle,
    0,
    w.width,
    26,
    { size: 14, color: "#ffffff", align: "end" },
    "H1",
  );
  w.y = 88;
  if (voided) {
    w.line(voided.band, 0, w.width, w.y, { size: 16, bold: true, color: VOID });
    w.y = w.paragraph(voided.note, 0, w.width, w.y + 24, { size: 10.5, bold: true, color: VOID }) + 8;
  }

  // The order. The buyer's name, e-mail address and phone number stand one under the other: on one Persian line,
  // three left-to-right values would read back (and to the eye) in an order of their own.
  const facts: [string, string[]][] = [
    [t("orders:order.number"), [ticket.orderNumber]],
    [t("orders:order.status"), [ticket.status]],
    ...(ticket.issued ? [[t("orders:eticket.issued"), [ticket.issued]] as [string, string[]]] : []),
    [t("orders:order.buyer"), [ticket.buyer.name, ticket.buyer.email, ticket.buyer.phone]],
  ];
  for (const [label, values] of facts) {
    w.line(label, 0, 110, w.y, { size: 9, color: MUTED });
    for (const value of values) {
      w.line(value, 115, w.width - 115, w.y - 1, { size: 10.5, bold: label === facts[0][0] });
      w.y += values.length > 1 ? 15 : 17;
    }
  }
  if (facts[facts.length - 1][1].length > 1) w.y += 2;

  for (const line of ticket.lines) {
    if (line.voucher) {
      drawVoucher(w, line.voucher, t);
      continue;
    }
    if (line.train) drawTrain(w, line.train, t);
    else w.heading(line.legs.length ? t("orders:eticket.flights") : line.title, BRAND);
    for (const leg of line.legs) {
      w.room(150);
      const top = w.y;
      const title = [`${t("orders:eticket.flight")} ${leg.flightNumber}`, leg.airline, leg.cabin, leg.fare]
        .filter(Boolean)
        .join(t("orders:eticket.separator"));
      w.line(title, 10, w.width - 20, top + 8, { size: 11.5, bold: true });
      let y = top + 30;
      const column = (offset: number, label: string, s: NonNullable<typeof leg.depart>) => {
        let at = y;
        w.line(label, offset, half - 10, at, { size: 8.5, color: MUTED });
        at += 13;
        w.line(s.city, offset, half - 10, at, { size: 15, bold: true });
        at += 22;
        w.line(s.airport, offset, half - 10, at, { size: 9.5 });
        at += 15;
        w.line(s.date, offset, half - 10, at, { size: 9.5 });
        at += 15;
        w.line(s.time, offset, half - 10, at, { size: 11, bold: true });
        return at + 18;
      };
      const bottoms = [
        leg.depart ? column(10, t("orders:eticket.departure"), leg.depart) : y,
        leg.arrive ? column(half + 16, t("orders:eticket.arrival"), leg.arrive) : y,
      ];
      y = Math.max(...bottoms);
      if (leg.baggage) {
        w.line(`${t("common:labelled", { label: t("orders:eticket.baggage") })} ${leg.baggage}`, 10, w.width - 20, y, {
          size: 9.5,
        });
        y += 16;
      }
      if (leg.rules.length) {
        w.line(t("orders:eticket.fareRules"), 10, w.width - 20, y, { size: 9, bold: true, color: MUTED });
        y += 14;
        for (const rule of leg.rules) y = w.paragraph(rule, 10, w.width - 20, y, { size: 8.5, color: MUTED });
      }
      w.artifact(() =>
        doc
          .roundedRect(w.left, top, w.width, y - top + 4, 6)
          .lineWidth(0.8)
          .strokeColor(RULE)
          .stroke(),
      );
      w.y = y + 14;
    }

    if (line.passengers.length) {
      w.heading(t("orders:eticket.passengers"), BRAND);
      for (const p of line.passengers) {
        w.room(20);
        w.line(p.name, 0, 200, w.y, { size: 10.5, bold: true });
        w.line(p.type ?? "", 205, 120, w.y, { size: 9.5, color: MUTED });
        w.line(p.document ?? "", 330, w.width - 330, w.y, { size: 9.5 });
        w.y += 18;
      }
    }

    if (line.tickets.length) {
      w.heading(ticket.words.tickets, BRAND);
      const qrSize = 72;
      for (const x of line.tickets) {
        w.room(qrSize + 12);
        const top = w.y;
        const scale = qrSize / (x.qr.size + 2);
        const qrX = w.x(w.width - qrSize, qrSize);
        w.figure(`${t("common:labelled", { label: t("orders:eticket.qrCode") })} ${x.number}`, () => {
          doc.save();
          doc.translate(qrX + scale, top + scale).scale(scale);
          doc.path(x.qr.d).fill(INK);
          doc.restore();
        });
        w.line(ticket.words.number, 0, w.width - qrSize - 10, top + 6, { size: 8.5, color: MUTED });
        w.line(x.number, 0, w.width - qrSize - 10, top + 19, { size: 15, bold: true });
        if (voided)
          w.line(t("orders:void.ticket"), 0, w.width - qrSize - 10, top + 19, {
            size: 11,
            bold: true,
            color: VOID,
            align: "end",
          });
        w.line(x.passenger, 0, w.width - qrSize - 10, top + 40, { size: 10 });
        w.line(x.segment, 0, w.width - qrSize - 10, top + 55, { size: 9.5, color: MUTED });
        w.y = top + qrSize + 6;
        w.rule(RULE);
        w.y += 6;
      }
    }
  }

  w.room(40);
  w.y += 8;
  w.line(t("orders:summary.total"), 0, w.width / 2, w.y, { size: 12, bold: true });
  w.line(ticket.total, 0, w.width, w.y, { size: 12, bold: true, align: "end" });
  w.y += 26;

  // The agency: contacts and licences.
  w.room(90);
  w.rule(RULE);
  w.y += 8;
  w.y = w.paragraph(ticket.words.timeNote, 0, w.width, w.y, { size: 8.5, color: MUTED });
  w.y = w.paragraph(t("orders:pdf.footer"), 0, w.width, w.y, { size: 8.5, color: MUTED });
  for (const contact of [ticket.agency.phone, ticket.agency.email]) {
    w.line(contact, 0, w.width, w.y, { size: 8.5, color: MUTED });
    w.y += w.lineHeight({ size: 8.5 });
  }
  for (const l of ticket.agency.licences)
    w.y = w.paragraph(`${t("common:labelled", { label: l.label })} ${l.number}`, 0, w.width, w.y, {
      size: 8.5,
      color: MUTED,
    });

  w.finish();
  doc.end();
  return done;
}
