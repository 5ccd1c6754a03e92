/**
 * The e-ticket PDF (pdfkit), in the order's language (docs/decisions/403-ticket-pdf-and-mail.md): the layout of the
 * e-ticket, the hotel voucher and the train ticket. How text is drawn so that it reads back as written, and how the
 * document is tagged (PDF/UA), is pdf-writer.server.ts (decision 410).
 */
import PDFDocument from "pdfkit";
import { getFixedT } from "~/i18n/i18next.server";
import type { DocumentT } from "./document-parts";
import { documentNamespaces, productOf } from "~/domains/booking/products";
import type { ETicket } from "./e-ticket.server";
import { BRAND, INK, MUTED, PAGE, printed, RULE, Writer } from "./pdf-writer.server";

/** A cancelled document's band and words. */
const VOID = "#b91c1c";

/** The e-ticket PDF of an e-ticket document (loadETicket). */
export async function ticketPdf(ticket: ETicket): Promise<Buffer> {
  const t = (await getFixedT(ticket.locale, documentNamespaces())) as DocumentT;
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
    // The product's part (a voucher, a train ticket) draws itself; a line without one is headed by its legs or title.
    if (line.part) productOf(line.part.kind).documents?.pdf?.(w, line.part.data, t);
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
      for (const extra of leg.extras ?? []) {
        w.line(`${t("common:labelled", { label: t("orders:eticket.extras") })} ${extra}`, 10, w.width - 20, y, {
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
