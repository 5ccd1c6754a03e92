/**
 * A train line's part of the order's documents (decision 030, orders/document-parts.ts): the
 * ticket (ticket.ts) — journey, wagon, compartment, places, meal and the refund ladder — in the
 * e-mail and the PDF; its ticket numbers with QR codes stay the frame's.
 */
import type { MailBlock } from "~/domains/mail/layout";
import { ownDirection } from "~/domains/mail/layout";
import type { DocumentParts, DocumentT } from "~/domains/orders/document-parts";
import { BRAND, MUTED, RULE, type Writer } from "~/domains/orders/pdf-writer.server";
import { buildTrainTicket, ticketLineOf, type TrainTicket } from "./ticket";

/** A train line: the ticket's facts, the same as the PDF attached and the booking page. */
function trainBlocks(v: TrainTicket, t: DocumentT): MailBlock[] {
  const sep = t("trains:ticket.separator");
  return [
    { kind: "heading", text: `${t("trains:ticket.title")}${sep}${v.train}${sep}${v.operator}` },
    {
      kind: "rows",
      rows: [
        { label: t("trains:ticket.departure"), value: `${v.from}\n${t("trains:ticket.at", { ...v.depart })}` },
        { label: t("trains:ticket.arrival"), value: `${v.to}\n${t("trains:ticket.at", { ...v.arrive })}` },
        { label: t("trains:ticket.duration"), value: v.duration },
        { label: t("trains:ticket.wagon"), value: [v.wagon, v.wagonType].join(sep) },
        ...(v.compartment
          ? [{ label: t("trains:ticket.compartment"), value: [v.compartment, v.kind].filter(Boolean).join(sep) }]
          : []),
        { label: t("trains:ticket.meal"), value: v.meal },
        ...(v.whole
          ? [{ label: t("trains:ticket.compartment"), value: [v.whole, v.emptyBerths].filter(Boolean).join("\n") }]
          : []),
        ...v.passengers.map((p) => ({
          label: ownDirection(p.name),
          value: [p.place, p.type].join(sep),
        })),
        { label: t("trains:ladder.title"), value: v.ladder.join("\n") },
      ],
    },
    { kind: "note", text: t("trains:ticket.tehranTime") },
  ];
}

/** A train line's ticket (trains/ticket.ts): journey, wagon, compartment, places, meal and the refund ladder. */
function drawTrain(w: Writer, v: TrainTicket, t: DocumentT) {
  const half = (w.width - 16) / 2;
  w.heading(t("trains:ticket.title"), BRAND);
  w.room(150);
  w.line([v.train, v.operator].join(t("trains:ticket.separator")), 0, w.width, w.y, { size: 15, bold: true });
  w.y += 24;
  const top = w.y;
  (
    [
      [0, t("trains:ticket.departure"), v.from, v.depart],
      [half + 16, t("trains:ticket.arrival"), v.to, v.arrive],
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
    [t("trains:ticket.duration"), v.duration],
    [t("trains:ticket.wagon"), [v.wagon, v.wagonType].join(t("trains:ticket.separator"))],
    ...(v.compartment
      ? [
          [
            t("trains:ticket.compartment"),
            [v.compartment, v.kind].filter(Boolean).join(t("trains:ticket.separator")),
          ] as [string, string],
        ]
      : []),
    [t("trains:ticket.meal"), v.meal],
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
  w.heading(t("trains:ticket.passengers"), BRAND);
  for (const p of v.passengers) {
    w.room(36);
    const top = w.y;
    w.line(p.name, 0, 170, top, { size: 10.5, bold: true });
    // A long place ("no place of their own (on an adult's lap)") wraps in its column rather than running on.
    const below = Math.max(
      w.paragraph(p.place, 175, 150, top, { size: 10.5, bold: true }),
      w.paragraph([p.type, p.document].filter(Boolean).join(t("trains:ticket.separator")), 330, w.width - 330, top, {
        size: 9,
      }),
    );
    w.y = Math.max(top + 18, below + 2);
  }
  w.heading(t("trains:ladder.title"), BRAND);
  for (const words of v.ladder) {
    w.room(16);
    w.y = w.paragraph(words, 0, w.width, w.y, { size: 9.5 });
  }
  w.y = w.paragraph(t("trains:ticket.tehranTime"), 0, w.width, w.y + 4, { size: 8.5, color: MUTED }) + 6;
}

export const trainDocuments: DocumentParts = {
  build(line, { locale, t }) {
    const trip = ticketLineOf(line.payload);
    if (!trip) return null;
    // The ticket carries the journey, places and passengers; its numbers (with QR codes) stay the frame's.
    return { data: buildTrainTicket(trip, locale, t), travellers: false, tickets: true };
  },
  title: (t) => t("trains:ticket.title"),
  pdfLabel: (t) => t("trains:ticket.pdf"),
  mail: (data, t) => trainBlocks(data as TrainTicket, t),
  pdf: (w, data, t) => drawTrain(w, data as TrainTicket, t),
};
