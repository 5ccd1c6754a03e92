/**
 * The hotel voucher (pure; decision 506): what the confirmation page, its print view, the PDF
 * and the e-mail show for a hotel line, already in the order's language — the property and
 * its address, check-in and check-out on the hotel's clock, nights, rooms and room type,
 * board, each room's lead guest with its confirmation number (the line's voucher numbers,
 * one per room, issued with the order's tickets), the cancellation timeline in plain words
 * and what is due at the hotel (the city tax), apart from what was paid.
 */
import type { TFunction } from "~/i18n/translate";
import { intlLocale } from "~/i18n/config";
import type { Locale } from "~/routing/screens";
import { formatLongDate, formatMoment, formatNumber } from "~/utils/format";
import { formatMoney, type CurrencyInfo } from "~/utils/money";
import { arrivalOf, hotelTimeline, type CancellationTerms } from "./cancellation";
import { zonedInstant } from "~/travel/clock";
import type { Board, RoomCode } from "./codes";

type T = TFunction<"hotels" | "common">;

/** The part of a hotel cart line (cart-line.ts) the voucher reads. */
export interface VoucherLine {
  checkIn: string;
  checkOut: string;
  checkInTime: string;
  checkOutTime: string;
  timeZone: string;
  currency: string;
  rooms: { adults: number; childAges: number[] }[];
  passengers: { firstName: string; lastName: string }[];
  board: Board;
  terms: CancellationTerms;
  cityTaxAtHotel: number;
  specialRequests?: string;
  arrivalTime?: string;
  title: string;
  subtitle: string;
}

/** What the inventory says about the property in the order's language (null when it is gone). */
export interface VoucherProperty {
  name: string;
  address: string;
  city: string;
  stars: number;
  roomType: RoomCode;
}

export interface HotelVoucher {
  property: string;
  address: string;
  /** "4-star hotel · Isfahan" */
  stars: string | null;
  checkIn: { date: string; time: string };
  checkOut: { date: string; time: string };
  nights: string;
  rooms: string;
  board: string;
  guests: { room: string; name: string; party: string; confirmation: string | null }[];
  /** The timeline, one sentence per step, then what happens after it. */
  cancellation: string[];
  /** The city tax due at the hotel, or the sentence that nothing is. */
  atHotel: string;
  requests: string | null;
  arrival: string | null;
}

export function nightsOf(checkIn: string, checkOut: string) {
  return Math.round((Date.parse(`${checkOut}T00:00:00Z`) - Date.parse(`${checkIn}T00:00:00Z`)) / 86_400_000);
}

/** The timeline in plain words, on the hotel's clock ("Free cancellation until Sat 5 Dec 2026, 12:00 (hotel time)"). */
export function cancellationWords(line: VoucherLine, locale: Locale, t: T): string[] {
  const clock = { checkIn: line.checkIn, checkInTime: line.checkInTime, timeZone: line.timeZone };
  const steps = hotelTimeline(line.terms, clock);
  const when = (d: Date) => {
    const m = formatMoment(d, locale, line.timeZone);
    return t("hotels:voucher.at", { date: m.date, time: m.time });
  };
  const percent = (share: number) => formatNumber(share, locale, { style: "percent", maximumFractionDigits: 0 });
  const words = steps.map((step) => {
    if (step.penaltyShare === null) return t("hotels:cancel.none");
    if (step.penaltyShare === 0) return t("hotels:cancel.free", { when: when(step.until!) });
    if (line.terms.kind === "free") return t("hotels:cancel.firstNight", { when: when(step.until!) });
    return t("hotels:cancel.partial", { when: when(step.until!), share: percent(step.penaltyShare) });
  });
  if (steps[steps.length - 1]?.penaltyShare !== null)
    words.push(t("hotels:cancel.after", { when: when(arrivalOf(clock)) }));
  return words;
}

function party(room: VoucherLine["rooms"][number], t: T) {
  const adults = t("hotels:voucher.adults", { count: room.adults });
  if (!room.childAges.length) return adults;
  return `${adults}${t("hotels:voucher.separator")}${t("hotels:voucher.children", { count: room.childAges.length })}`;
}

export function buildVoucher(
  line: VoucherLine,
  property: VoucherProperty | null,
  context: {
    locale: Locale;
    t: T;
    /** The line's voucher numbers, in room order. */
    confirmations: string[];
    /** The property's currency, for the city tax. */
    currency: CurrencyInfo;
  },
): HotelVoucher {
  const { locale, t } = context;
  const moment = (date: string, time: string) => {
    const m = formatMoment(zonedInstant(date, time, line.timeZone), locale, line.timeZone);
    return { date: formatLongDate(`${date}T12:00:00Z`, locale), time: m.time };
  };
  const nights = nightsOf(line.checkIn, line.checkOut);
  const roomType = property ? t(`hotels:voucherRoomType.${property.roomType}`) : line.title;
  return {
    property: property?.name ?? line.title,
    address: property?.address ?? line.subtitle,
    stars: property
      ? `${t("hotels:voucher.stars", { count: property.stars })}${t("hotels:voucher.separator")}${property.city}`
      : null,
    checkIn: moment(line.checkIn, line.checkInTime),
    checkOut: moment(line.checkOut, line.checkOutTime),
    nights: t("hotels:voucher.nights", { count: nights }),
    rooms: t("hotels:voucher.rooms", { count: line.rooms.length, roomType }),
    board: t(`hotels:voucherBoard.${line.board}`),
    guests: line.rooms.map((room, i) => {
      const guest = line.passengers[i];
      return {
        room: t("hotels:voucher.room", { n: i + 1 }),
        name: guest ? `${guest.firstName} ${guest.lastName}` : "",
        party: party(room, t),
        confirmation: context.confirmations[i] ?? null,
      };
    }),
    cancellation: cancellationWords(line, locale, t),
    atHotel:
      line.cityTaxAtHotel > 0
        ? t("hotels:voucher.cityTax", {
            amount: formatMoney(
              { amount: line.cityTaxAtHotel, currency: context.currency.code },
              context.currency,
              intlLocale[locale],
            ),
          })
        : t("hotels:voucher.nothingAtHotel"),
    requests: line.specialRequests?.trim() || null,
    arrival: line.arrivalTime ? moment(line.checkIn, line.arrivalTime).time : null,
  };
}

/** A hotel line's payload read as a voucher line, or null when it is not one sold from the inventory. */
export function voucherLineOf(payload: Record<string, unknown>): VoucherLine | null {
  const p = payload as Partial<VoucherLine> & { ratePlanId?: unknown };
  if (typeof p.ratePlanId !== "number" || !p.terms || !Array.isArray(p.rooms) || !Array.isArray(p.passengers))
    return null;
  if (typeof p.checkIn !== "string" || typeof p.checkOut !== "string" || typeof p.timeZone !== "string") return null;
  return p as VoucherLine;
}
