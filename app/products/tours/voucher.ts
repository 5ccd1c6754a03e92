/**
 * The tour voucher (pure; decision 706): what the confirmation page, its print view, the PDF and the e-mail show for
 * a tour line, already in the order's language — the tour's title and voucher number, the departure and return
 * dates, the way there and back (carrier, number, cities, local times), the hotel with its stars and board, the
 * rooming list (each room with its travellers by name and type), the day-by-day programme, what is included, the
 * documents travellers need and the visa notes, the agency's emergency contact and — when the booking core says so —
 * what is still due and by when.
 *
 * The line (cart-line.ts) carries what was sold; the tour's legs (carrier) and its texts in the order's language
 * are read from the catalogue by documents.server.ts (`VoucherTour`), and a tour gone from the catalogue leaves a
 * voucher with the line's own facts and a sentence instead of the programme.
 */
import { intlLocale } from "~/i18n/config";
import { keyIn } from "~/i18n/keys";
import type { TFunction } from "~/i18n/translate";
import type { Locale } from "~/routing/screens";
import { addDays, daysBetween } from "~/travel/clock";
import { cityNames, cityTimeZone, type CityCode } from "~/travel/places";
import { agency } from "~/utils/agency";
import { formatDigits, formatLongDate, formatMoment } from "~/utils/format";
import { formatMoney, type CurrencyInfo, type Money } from "~/utils/money";
import { tourCartLineSchema, type TourCartLine } from "./cart-line";
import type { TourText, TransportLeg } from "./codes";

type T = TFunction<"tours" | "common">;

/**
 * What is still due on the booking (the balance after the deposit, decision 411) and the day it is due (ISO date):
 * the extension point the booking core fills (documents.server.ts `stillDueOf`); null or absent, nothing is shown.
 */
export type TourStillDue = { balance: Money; dueDate: string } | null;

/** What the catalogue says about the line's tour, in the order's language (null when the tour is gone). */
export interface VoucherTour {
  title: string;
  outbound: TransportLeg;
  inbound: TransportLeg;
  itinerary: TourText["itinerary"];
  included: string[];
  documents: string[];
  visaNotes: string;
}

export interface TourVoucherLeg {
  /** "Outward", "Return". */
  direction: string;
  /** The carrier and its number as printed on boarding passes: "TK 879", "Seir-o-Safar". */
  service: string | null;
  /** "Tehran → Istanbul" */
  route: string;
  /** Its date and local time where it leaves and where it arrives: "Tue, 8 Dec 2026 at 06:15". */
  departs: string;
  arrives: string;
}

export interface TourVoucher {
  kind: "package" | "day";
  title: string;
  /** The line's voucher number (its first issued number), null before it is issued. */
  number: string | null;
  departs: string;
  /** The return date (a day tour comes back the same day: null). */
  returns: string | null;
  /** "7 nights" or "Day tour". */
  length: string;
  legs: TourVoucherLeg[];
  hotel: { name: string; stars: string | null; board: string | null } | null;
  /** Each room (a day tour: the one party) with its travellers, in the order they were booked. */
  rooms: { label: string; travellers: { name: string; type: string }[] }[];
  itinerary: { day: string; title: string; text: string }[];
  included: string[];
  documents: string[];
  visa: string | null;
  /** Set when the tour is gone from the catalogue: the sentence that stands for its programme. */
  gone: string | null;
  /** The agency's emergency line, kept whole in a right-to-left line. */
  emergency: string;
  /** "€1,234.00 is still due by 20 November 2026." when the booking core passes what is due; else null. */
  due: string | null;
}

const isolate = (value: string) => `\u2066${value}\u2069`;

const cityName = (code: string, locale: Locale) => cityNames[code as CityCode]?.[locale] ?? code;

/** A flight's number already names its carrier ("TK 879"); a coach has a company and no number. */
function serviceOf(carrier: string | null, number: string | null) {
  if (number && carrier && !number.startsWith(carrier)) return `${carrier} ${number}`;
  return number ?? carrier;
}

export function buildTourVoucher(
  line: TourCartLine,
  tour: VoucherTour | null,
  context: {
    locale: Locale;
    t: T;
    /** The line's issued numbers (documents' PartContext.numbers): the first is the voucher's. */
    numbers: string[];
    /** The currency of what is still due. */
    currencyOf: (code: string) => CurrencyInfo;
    /** What is still due (the booking core's balance, decision 411); null or absent: nothing. */
    stillDue?: TourStillDue;
  },
): TourVoucher {
  const { locale, t } = context;
  const sep = t("tours:voucher.separator");
  const day = line.kind === "day";
  const nights = daysBetween(line.departsOn, line.returnsOn);
  const legs = line.segments.map((segment, i) => {
    const leg = tour ? (i === 0 ? tour.outbound : tour.inbound) : null;
    const at = (instant: string, city: string) => {
      const m = formatMoment(instant, locale, cityTimeZone(city as CityCode));
      return t("tours:voucher.at", { date: m.date, time: m.time, place: cityName(city, locale) });
    };
    return {
      direction: t(i === 0 ? "tours:voucher.outbound" : "tours:voucher.inbound"),
      service: serviceOf(leg?.carrier ?? null, segment.flightNumber ?? leg?.number ?? null),
      route: t("tours:voucher.route", { from: cityName(segment.from, locale), to: cityName(segment.to, locale) }),
      departs: at(segment.departsAt, segment.from),
      arrives: at(segment.arrivesAt, segment.to),
    };
  });
  const due = context.stillDue
    ? t("tours:voucher.dueText", {
        amount: formatMoney(
          context.stillDue.balance,
          context.currencyOf(context.stillDue.balance.currency),
          intlLocale[locale],
        ),
        date: formatLongDate(context.stillDue.dueDate, locale),
      })
    : null;
  return {
    kind: line.kind,
    title: tour?.title ?? line.title,
    number: context.numbers[0] ?? null,
    departs: formatLongDate(line.departsOn, locale),
    returns: day ? null : formatLongDate(line.returnsOn, locale),
    length: day ? t("tours:voucher.dayTour") : t("tours:voucher.nights", { count: nights }),
    legs,
    hotel: line.hotel
      ? {
          name: line.hotel,
          stars: line.stars ? t("tours:voucher.stars", { count: line.stars }) : null,
          board: line.board ? t(keyIn("tours:board", line.board)) : null,
        }
      : null,
    rooms: line.rooms.map((_, i) => ({
      label: day ? t("tours:voucher.party") : t("tours:voucher.room", { n: i + 1 }),
      travellers: line.passengers
        .filter((p) => p.room === i)
        .map((p) => ({ name: `${p.firstName} ${p.lastName}`, type: t(keyIn("tours:type", p.type)) })),
    })),
    itinerary: (tour?.itinerary ?? []).map((entry, i) => ({
      // A package's entries are its days, dated; a day tour's are its stops on the one day.
      day: day
        ? t("tours:voucher.stop", { n: i + 1 })
        : `${t("tours:voucher.day", { n: i + 1 })}${sep}${formatLongDate(addDays(line.departsOn, i), locale)}`,
      title: entry.title,
      text: entry.text,
    })),
    included: tour?.included ?? [],
    documents: tour?.documents ?? [],
    visa: tour?.visaNotes.trim() || null,
    gone: tour ? null : t("tours:voucher.gone"),
    emergency: isolate(formatDigits(agency.supportPhone, locale)),
    due,
  };
}

/** A tour line's payload read as the voucher reads it, or null (a line the desk made by hand, without a tour). */
export function tourVoucherLineOf(payload: Record<string, unknown>): TourCartLine | null {
  const parsed = tourCartLineSchema.safeParse(payload);
  return parsed.success ? parsed.data : null;
}
