/**
 * A tour line's part of the order's documents (decision 706, orders/document-parts.ts): the voucher (voucher.ts) —
 * dates, the way there and back, hotel, rooming list, the programme in the order's language, what is included, the
 * documents and visa notes, the emergency line and what is still due — in the e-mail and the PDF, the same facts as
 * the confirmation page (document-card.tsx).
 */
import { and, eq, inArray } from "drizzle-orm";
import { getDb } from "~/db/client.server";
import type { MailBlock } from "~/domains/mail/layout";
import { ownDirection } from "~/domains/mail/layout";
import type { DocumentLine, DocumentParts, DocumentT, PartContext } from "~/domains/orders/document-parts";
import type { Executor } from "~/domains/mail/outbox.server";
import type { Locale } from "~/routing/screens";
import { BRAND, MUTED, RULE, type Writer } from "~/domains/orders/pdf-writer.server";
import { tours, tourTexts } from "./schema";
import { buildTourVoucher, tourVoucherLineOf, type TourStillDue, type TourVoucher, type VoucherTour } from "./voucher";

/**
 * What is still due on a tour line, for its voucher (decisions 706 and 411): the order's balance and its day, as the
 * booking core hands it to every part; nothing once the order is paid in full.
 */
export function stillDueOf(line: DocumentLine, context: PartContext): TourStillDue {
  void line;
  return context.balance
    ? {
        balance: { amount: context.balance.amount, currency: context.balance.currency },
        dueDate: context.balance.dueOn,
      }
    : null;
}

/** The rows of a titled list (included, documents): one sentence a line. */
const listed = (items: string[]) => items.join("\n");

/** A tour line in the e-mail: the voucher's facts, the same as the PDF attached and the booking page. */
function voucherBlocks(v: TourVoucher, t: DocumentT): MailBlock[] {
  const sep = t("tours:voucher.separator");
  return [
    { kind: "heading", text: `${t("tours:voucher.title")}${sep}${v.title}` },
    {
      kind: "rows",
      rows: [
        ...(v.number ? [{ label: t("tours:voucher.number"), value: v.number, ltr: true }] : []),
        { label: t("tours:voucher.departs"), value: v.departs },
        ...(v.returns ? [{ label: t("tours:voucher.returns"), value: v.returns }] : []),
        { label: t("tours:voucher.length"), value: v.length },
        ...v.legs.map((leg) => ({
          label: leg.direction,
          value: [
            [leg.service ? ownDirection(leg.service) : null, leg.route].filter(Boolean).join(sep),
            t("tours:voucher.leaves", { at: leg.departs }),
            t("tours:voucher.arrives", { at: leg.arrives }),
          ].join("\n"),
        })),
        ...(v.hotel
          ? [
              {
                label: t("tours:voucher.hotel"),
                value: [ownDirection(v.hotel.name), v.hotel.stars, v.hotel.board].filter(Boolean).join(sep),
              },
            ]
          : []),
        ...v.rooms.map((room) => ({
          label: room.label,
          value: room.travellers.map((p) => `${ownDirection(p.name)}${sep}${p.type}`).join("\n"),
        })),
        ...(v.due ? [{ label: t("tours:voucher.due"), value: v.due }] : []),
      ],
    },
    ...(v.itinerary.length
      ? [
          { kind: "heading" as const, text: t("tours:voucher.itinerary") },
          {
            kind: "rows" as const,
            rows: v.itinerary.map((d) => ({ label: d.day, value: `${d.title}\n${d.text}` })),
          },
        ]
      : []),
    ...(v.gone ? [{ kind: "paragraph" as const, text: v.gone }] : []),
    {
      kind: "rows",
      rows: [
        ...(v.included.length ? [{ label: t("tours:voucher.included"), value: listed(v.included) }] : []),
        ...(v.documents.length ? [{ label: t("tours:voucher.documents"), value: listed(v.documents) }] : []),
        ...(v.visa ? [{ label: t("tours:voucher.visa"), value: v.visa }] : []),
        {
          label: t("tours:voucher.emergency"),
          value: `${t("tours:voucher.emergencyText")}\n${v.emergency}`,
        },
      ],
    },
    { kind: "note", text: t("tours:voucher.localTimes") },
  ];
}

/** A facts row: its name in the margin, its value beside it. */
function fact(w: Writer, label: string, value: string) {
  w.room(18);
  w.line(label, 0, 110, w.y, { size: 9, color: MUTED });
  w.y = w.paragraph(value, 115, w.width - 115, w.y - 1, { size: 10.5 }) + 2;
}

/** A titled list of sentences, a bullet each. */
function list(w: Writer, title: string, items: string[]) {
  if (!items.length) return;
  w.heading(title, BRAND);
  for (const words of items) {
    w.room(16);
    w.y = w.paragraph(`• ${words}`, 0, w.width, w.y, { size: 9.5 });
  }
}

/** A tour line's voucher in the PDF (tours/voucher.ts): the same facts as the confirmation page. */
function drawVoucher(w: Writer, v: TourVoucher, t: DocumentT) {
  const half = (w.width - 16) / 2;
  const sep = t("tours:voucher.separator");
  w.heading(t("tours:voucher.title"), BRAND);
  w.room(120);
  w.line(v.title, 0, w.width, w.y, { size: 15, bold: true });
  w.y += 22;
  if (v.number) fact(w, t("tours:voucher.number"), v.number);
  fact(w, t("tours:voucher.length"), v.length);
  w.y += 4;
  // The way there and back, side by side.
  w.room(80);
  const top = w.y;
  v.legs.slice(0, 2).forEach((leg, i) => {
    const offset = i === 0 ? 0 : half + 16;
    const date = i === 0 ? v.departs : (v.returns ?? v.departs);
    w.line(`${leg.direction}${sep}${date}`, offset + 8, half - 16, top + 6, { size: 8.5, color: MUTED });
    w.line([leg.service, leg.route].filter(Boolean).join(sep), offset + 8, half - 16, top + 19, {
      size: 11,
      bold: true,
    });
    w.line(t("tours:voucher.leaves", { at: leg.departs }), offset + 8, half - 16, top + 37, { size: 8.5 });
    w.line(t("tours:voucher.arrives", { at: leg.arrives }), offset + 8, half - 16, top + 52, { size: 8.5 });
    w.artifact(() => w.doc.roundedRect(w.x(offset, half), top, half, 70, 6).lineWidth(0.8).strokeColor(RULE).stroke());
  });
  w.y = top + 78;
  if (v.hotel) {
    fact(w, t("tours:voucher.hotel"), [v.hotel.name, v.hotel.stars].filter(Boolean).join(sep));
    if (v.hotel.board) fact(w, t("tours:voucher.board"), v.hotel.board);
  }
  w.heading(t("tours:voucher.rooming"), BRAND);
  for (const room of v.rooms) {
    w.room(20);
    w.line(room.label, 0, 90, w.y, { size: 9.5, color: MUTED });
    for (const p of room.travellers) {
      w.room(16);
      w.line(p.name, 95, 240, w.y, { size: 10.5, bold: true });
      w.line(p.type, 340, w.width - 340, w.y, { size: 9.5 });
      w.y += 16;
    }
    w.y += 4;
  }
  if (v.due) {
    w.heading(t("tours:voucher.due"), BRAND);
    w.room(20);
    w.y = w.paragraph(v.due, 0, w.width, w.y, { size: 10.5, bold: true }) + 4;
  }
  if (v.itinerary.length) {
    w.heading(t("tours:voucher.itinerary"), BRAND);
    for (const d of v.itinerary) {
      w.room(40);
      w.line(`${d.day}${sep}${d.title}`, 0, w.width, w.y, { size: 10, bold: true });
      w.y += 15;
      w.y = w.paragraph(d.text, 0, w.width, w.y, { size: 9.5 }) + 4;
    }
  }
  if (v.gone) {
    w.room(20);
    w.y = w.paragraph(v.gone, 0, w.width, w.y + 6, { size: 9.5, color: MUTED }) + 4;
  }
  list(w, t("tours:voucher.included"), v.included);
  list(w, t("tours:voucher.documents"), v.documents);
  if (v.visa) {
    w.heading(t("tours:voucher.visa"), BRAND);
    w.room(20);
    w.y = w.paragraph(v.visa, 0, w.width, w.y, { size: 9.5 });
  }
  w.heading(t("tours:voucher.emergency"), BRAND);
  w.room(30);
  w.y = w.paragraph(t("tours:voucher.emergencyText"), 0, w.width, w.y, { size: 10 });
  // The number on its own line, kept whole in its own direction.
  w.room(16);
  w.line(v.emergency, 0, w.width, w.y + 2, { size: 11, bold: true });
  w.y += 18;
  w.y = w.paragraph(t("tours:voucher.localTimes"), 0, w.width, w.y + 4, { size: 8.5, color: MUTED });
  w.y += 8;
  w.room(16);
  w.y = w.paragraph(t("tours:voucher.intro"), 0, w.width, w.y, { size: 8.5, color: MUTED }) + 6;
}

/** Reads each tour line's tour (its legs) and its texts in the order's language; a tour gone is simply absent. */
async function loadTours(lines: readonly DocumentLine[], locale: Locale, executor?: Executor) {
  const found = new Map<number, VoucherTour>();
  const ids = [...new Set(lines.flatMap((l) => (typeof l.payload.tourId === "number" ? [l.payload.tourId] : [])))];
  if (!ids.length) return found;
  const db = executor ?? (await getDb());
  const rows = await db
    .select({
      id: tours.id,
      outbound: tours.outbound,
      inbound: tours.inbound,
      title: tourTexts.title,
      body: tourTexts.body,
    })
    .from(tours)
    .innerJoin(tourTexts, and(eq(tourTexts.tourId, tours.id), eq(tourTexts.locale, locale)))
    .where(inArray(tours.id, ids));
  for (const l of lines) {
    const row = rows.find((r) => r.id === l.payload.tourId);
    if (!row) continue;
    found.set(l.id, {
      title: row.title,
      outbound: row.outbound,
      inbound: row.inbound,
      itinerary: row.body.itinerary ?? [],
      included: row.body.included ?? [],
      documents: row.body.documents ?? [],
      visaNotes: row.body.visaNotes ?? "",
    });
  }
  return found;
}

export const tourDocuments: DocumentParts = {
  load: (lines, locale, executor) => loadTours(lines, locale, executor),
  build(line, context) {
    const tourLine = tourVoucherLineOf(line.payload);
    if (!tourLine) return null;
    const loaded = context.loaded as Map<number, VoucherTour> | undefined;
    const voucher = buildTourVoucher(tourLine, loaded?.get(line.id) ?? null, {
      locale: context.locale,
      t: context.t,
      numbers: context.numbers,
      currencyOf: context.currencyOf,
      stillDue: stillDueOf(line, context),
    });
    // The voucher carries the travellers (its rooming list) and its number: no travellers or tickets of the frame's.
    return { data: voucher, travellers: false, tickets: false };
  },
  title: (t) => t("tours:voucher.pdfTitle"),
  pdfLabel: (t) => t("tours:voucher.pdf"),
  mail: (data, t) => voucherBlocks(data as TourVoucher, t),
  pdf: (w, data, t) => drawVoucher(w, data as TourVoucher, t),
};
