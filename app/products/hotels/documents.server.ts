/**
 * A hotel line's part of the order's documents (decision 030, orders/document-parts.ts): the
 * voucher (voucher.ts) — the property as the inventory names it in the order's language, the
 * stay, the guests by room with their confirmation numbers, the cancellation terms and what is
 * due at the hotel — in the e-mail and the PDF, the same facts as the confirmation page.
 */
import { and, eq } from "drizzle-orm";
import { getDb } from "~/db/client.server";
import type { MailBlock } from "~/domains/mail/layout";
import { ownDirection } from "~/domains/mail/layout";
import type { DocumentParts, DocumentT } from "~/domains/orders/document-parts";
import { BRAND, MUTED, RULE, type Writer } from "~/domains/orders/pdf-writer.server";
import { cityByCode } from "./cities";
import { hotelProperties, hotelPropertyTexts, hotelRoomTypes } from "./schema";
import { buildVoucher, voucherLineOf, type HotelVoucher, type VoucherProperty } from "./voucher";

/** A hotel line: the voucher's facts, the same as the PDF attached and the booking page. */
function voucherBlocks(v: HotelVoucher, t: DocumentT): MailBlock[] {
  return [
    { kind: "heading", text: `${t("hotels:voucher.title")}${t("hotels:voucher.separator")}${v.property}` },
    {
      kind: "rows",
      rows: [
        { label: t("hotels:voucher.address"), value: ownDirection(v.address) },
        {
          label: t("hotels:voucher.checkIn"),
          value: `${v.checkIn.date}\n${t("hotels:voucher.fromTime", { time: v.checkIn.time })}`,
        },
        {
          label: t("hotels:voucher.checkOut"),
          value: `${v.checkOut.date}\n${t("hotels:voucher.untilTime", { time: v.checkOut.time })}`,
        },
        { label: t("hotels:voucher.stay"), value: `${v.nights}${t("hotels:voucher.separator")}${v.rooms}` },
        { label: t("hotels:voucher.board"), value: v.board },
        ...v.guests.map((g) => ({
          label: g.room,
          value: [ownDirection(g.name), g.party, g.confirmation ? `\u2066${g.confirmation}\u2069` : ""]
            .filter(Boolean)
            .join(t("hotels:voucher.separator")),
        })),
        { label: t("hotels:voucher.cancellation"), value: v.cancellation.join("\n") },
        { label: t("hotels:voucher.atHotel"), value: v.atHotel },
      ],
    },
  ];
}

/** A hotel line's voucher (hotels/voucher.ts): the same facts as the confirmation page, in the order's language. */
function drawVoucher(w: Writer, v: HotelVoucher, t: DocumentT) {
  const half = (w.width - 16) / 2;
  w.heading(t("hotels:voucher.title"), BRAND);
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
      [0, t("hotels:voucher.checkIn"), v.checkIn, t("hotels:voucher.fromTime", { time: v.checkIn.time })],
      [half + 16, t("hotels:voucher.checkOut"), v.checkOut, t("hotels:voucher.untilTime", { time: v.checkOut.time })],
    ] as const
  ).forEach(([offset, label, moment, time]) => {
    w.line(label, offset + 8, half - 16, top + 6, { size: 8.5, color: MUTED });
    w.line(moment.date, offset + 8, half - 16, top + 19, { size: 13, bold: true });
    w.line(time, offset + 8, half - 16, top + 39, { size: 10.5 });
    w.artifact(() => w.doc.roundedRect(w.x(offset, half), top, half, 60, 6).lineWidth(0.8).strokeColor(RULE).stroke());
  });
  w.y = top + 72;
  const facts: [string, string][] = [
    [t("hotels:voucher.stay"), `${v.nights}${t("hotels:voucher.separator")}${v.rooms}`],
    [t("hotels:voucher.board"), v.board],
    ...(v.arrival ? [[t("hotels:voucher.arrival"), v.arrival] as [string, string]] : []),
    ...(v.requests ? [[t("hotels:voucher.requests"), v.requests] as [string, string]] : []),
  ];
  for (const [label, value] of facts) {
    w.room(18);
    w.line(label, 0, 110, w.y, { size: 9, color: MUTED });
    w.y = w.paragraph(value, 115, w.width - 115, w.y - 1, { size: 10.5 }) + 2;
  }
  w.heading(t("hotels:voucher.guests"), BRAND);
  for (const g of v.guests) {
    w.room(20);
    w.line(g.room, 0, 60, w.y, { size: 9.5, color: MUTED });
    w.line(g.name, 65, 170, w.y, { size: 10.5, bold: true });
    w.line(g.party, 240, 140, w.y, { size: 9.5 });
    w.line(g.confirmation ?? "", 385, w.width - 385, w.y, { size: 10.5, bold: true });
    w.y += 18;
  }
  w.line(t("hotels:voucher.confirmation"), 385, w.width - 385, w.y, { size: 8, color: MUTED });
  w.y += 14;
  w.heading(t("hotels:voucher.cancellation"), BRAND);
  for (const words of v.cancellation) {
    w.room(16);
    w.y = w.paragraph(words, 0, w.width, w.y, { size: 9.5 });
  }
  w.heading(t("hotels:voucher.atHotel"), BRAND);
  w.room(30);
  w.y = w.paragraph(v.atHotel, 0, w.width, w.y, { size: 10 });
  w.y = w.paragraph(t("hotels:voucher.hotelTime"), 0, w.width, w.y + 4, { size: 8.5, color: MUTED });
  w.y += 8;
  w.room(16);
  w.y = w.paragraph(t("hotels:voucher.intro"), 0, w.width, w.y, { size: 8.5, color: MUTED }) + 6;
}

export const hotelDocuments: DocumentParts = {
  load: async (lines, locale, executor) => {
    const found = new Map<number, VoucherProperty>();
    const db = executor ?? (await getDb());
    for (const l of lines) {
      const stay = voucherLineOf(l.payload);
      const { propertyId, roomTypeId } = l.payload as { propertyId?: unknown; roomTypeId?: unknown };
      if (!stay || typeof propertyId !== "number" || typeof roomTypeId !== "number") continue;
      const [row] = await db
        .select({
          name: hotelPropertyTexts.name,
          address: hotelPropertyTexts.address,
          stars: hotelProperties.stars,
          city: hotelProperties.city,
          roomType: hotelRoomTypes.code,
        })
        .from(hotelProperties)
        .innerJoin(
          hotelPropertyTexts,
          and(eq(hotelPropertyTexts.propertyId, hotelProperties.id), eq(hotelPropertyTexts.locale, locale)),
        )
        .innerJoin(hotelRoomTypes, eq(hotelRoomTypes.id, roomTypeId))
        .where(eq(hotelProperties.id, propertyId))
        .limit(1);
      if (row) found.set(l.id, { ...row, city: cityByCode[row.city]?.name[locale] ?? row.city });
    }
    return found;
  },
  build(line, { locale, t, numbers, currencyOf, loaded }) {
    const stay = voucherLineOf(line.payload);
    if (!stay) return null;
    const properties = loaded as Map<number, VoucherProperty> | undefined;
    const voucher = buildVoucher(stay, properties?.get(line.id) ?? null, {
      locale,
      t,
      confirmations: numbers,
      currency: currencyOf(stay.currency),
    });
    // The voucher carries the guests and their confirmation numbers: no travellers or tickets of the frame's.
    return { data: voucher, travellers: false, tickets: false };
  },
  title: (t) => t("hotels:voucher.pdfTitle"),
  pdfLabel: (t) => t("hotels:voucher.pdf"),
  mail: (data, t) => voucherBlocks(data as HotelVoucher, t),
  pdf: (w, data, t) => drawVoucher(w, data as HotelVoucher, t),
};
