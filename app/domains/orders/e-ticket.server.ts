/**
 * The e-ticket as a document (docs/decisions/403-ticket-pdf-and-mail.md): everything the
 * PDF and the confirmation's print view show, already in the order's language — departure
 * and arrival in each airport's local time with the place named, airports by name and code,
 * flight, airline, cabin, baggage, fare rules, passengers with masked documents, order and
 * ticket numbers with a QR code each, and the agency's contacts and licences.
 */
import { and, eq, inArray } from "drizzle-orm";
import { getDb } from "~/db/client.server";
import { flights, hotelProperties, hotelPropertyTexts, hotelRoomTypes } from "~/db/schema";
import type { Executor } from "~/domains/mail/outbox.server";
import { cityByCode } from "~/domains/hotels/cities";
import { buildVoucher, voucherLineOf, type HotelVoucher, type VoucherProperty } from "~/domains/hotels/voucher";
import { buildTrainTicket, ticketLineOf, type TrainTicket } from "~/domains/trains/ticket";
import { documentWord, documentWordsOf, type DocumentWordsGroup } from "~/domains/booking/document-words";
import { pathFor } from "~/routing/screens";
import { penalties, penaltyWindows, type FareType } from "~/domains/flights/fare-rules";
import { getFixedT } from "~/i18n/i18next.server";
import { keyIn } from "~/i18n/keys";
import type { TFunction } from "~/i18n/translate";
import { intlLocale } from "~/i18n/config";
import { rtlLocales, type Locale } from "~/routing/screens";
import { agency } from "~/utils/agency";
import { allCurrencies } from "~/utils/currency.server";
import { getEnv, publicOrigin } from "~/utils/env.server";
import { formatDigits, formatNumber } from "~/utils/format";
import { formatMoney, type CurrencyInfo } from "~/utils/money";
import { isolate } from "./bidi-runs";
import { viewLine } from "./lines";
import type { orderDetails } from "./order-read.server";
import { agencyMoment, presentLine, type LocalMoment, type PresentedPlace } from "./present";
import { qrPath, type QrPath } from "./qr.server";

type Details = Awaited<ReturnType<typeof orderDetails>>;
type T = TFunction<"orders" | "flights" | "common" | "stays" | "rail">;

export interface ETicketStop {
  /** "Imam Khomeini Airport (IKA)" */
  airport: string;
  city: string;
  /** The date there, and "07:05 Tehran time". */
  date: string;
  time: string;
}

export interface ETicketLeg {
  flightNumber: string;
  airline: string;
  cabin: string | null;
  fare: string | null;
  baggage: string | null;
  depart: ETicketStop | null;
  arrive: ETicketStop | null;
  /** The fare's cancellation and change rules, one sentence each. */
  rules: string[];
}

export interface ETicket {
  locale: Locale;
  rtl: boolean;
  orderNumber: string;
  status: string;
  /** When the order was confirmed, on the agency's clock. */
  issued: string | null;
  buyer: { name: string; email: string; phone: string };
  total: string;
  lines: {
    title: string;
    legs: ETicketLeg[];
    passengers: { name: string; type: string | null; document: string | null }[];
    /**
     * Each number with its QR code. The code carries `verify`, the inquiry with the ticket and order numbers: scanned,
     * it answers whether the ticket is valid — "Not valid: cancelled" once the booking is cancelled.
     */
    tickets: { number: string; passenger: string; segment: string; qr: QrPath; verify: string }[];
    /** A hotel line's voucher (hotels/voucher.ts); null for other kinds. */
    voucher: HotelVoucher | null;
    /** A train line's ticket (trains/ticket.ts); null for other kinds. */
    train: TrainTicket | null;
  }[];
  /** "E-ticket", "Hotel voucher" when every line is a hotel stay, "Train ticket" when every line is a train. */
  documentTitle: string;
  /** Whose words the document speaks (booking/document-words.ts): flight, stay, train or the neutral booking. */
  wordsGroup: DocumentWordsGroup;
  /** The product's words, in the order's language: no "airport" on a voucher, no "Flight" column on a train ticket. */
  words: Record<"ready" | "download" | "timeNote" | "travellers" | "tickets" | "number" | "segment" | "amount", string>;
  /** A cancelled booking: the band across the document and the sentence saying its tickets are void; else null. */
  cancelled: { band: string; note: string } | null;
  agency: { name: string; phone: string; email: string; licences: { label: string; number: string }[] };
}

/** A hotel's own currency (IRR or EUR) when the currency table was not read (inside the confirming transaction). */
const propertyCurrency = (code: string): CurrencyInfo =>
  code === "EUR" ? { code, sign: "€", rate: 1, decimals: 2 } : { code, sign: code, rate: 1, decimals: 0 };

/** An amount of the order in the order's currency (the one place the documents format money). */
export function orderMoney(amount: number, currency: CurrencyInfo, locale: Locale) {
  return formatMoney({ amount, currency: currency.code }, currency, intlLocale[locale]);
}

const at = (m: LocalMoment, t: T) => t("orders:time.at", { time: m.time, place: m.place });
const when = (m: LocalMoment, t: T) => t("orders:time.on", { date: m.date, time: at(m, t) });

function stop(place: PresentedPlace | null, moment: LocalMoment | null, t: T): ETicketStop | null {
  if (!place || !moment) return null;
  return {
    airport: place.airport ? `${place.airport} (${place.code})` : place.code,
    city: place.city,
    date: moment.date,
    time: at(moment, t),
  };
}

function fareRules(fareType: string | null, locale: Locale, t: T): string[] {
  const rules = fareType ? penalties[fareType as FareType] : undefined;
  if (!rules) return [];
  const percent = (n: number) => formatNumber(n / 100, locale, { style: "percent" });
  const steps = (table: Record<string, number>) =>
    penaltyWindows
      .map((w) => `${t(`flights:refund.window.${w.key}`)} ${percent(table[w.key])}`)
      .join(t("orders:eticket.separator"));
  return [
    t("orders:eticket.rule", {
      action: t("flights:refund.cancel"),
      rules: rules.refundable ? steps(rules.cancel) : t("flights:refund.nonRefundable"),
    }),
    t("orders:eticket.rule", { action: t("flights:refund.change"), rules: steps(rules.change) }),
    t("flights:refund.caption"),
  ];
}

/** The e-ticket of an order, from its details, the baggage sold per offer and the order's currency. */
export function buildETicket(
  details: Details,
  locale: Locale,
  t: T,
  context: {
    baggageKg: Map<number, number>;
    currency: CurrencyInfo;
    licences: { civilAviation: string; culturalHeritage: string };
    /** Hotel lines: the property as the inventory names it in the order's language, by order line id. */
    hotels?: Map<number, VoucherProperty>;
    /** Every currency, for amounts due at a hotel in the property's own currency. */
    currencies?: CurrencyInfo[];
    /** The site's public origin: each QR code then opens the inquiry that verifies its ticket. */
    origin?: string;
  },
): ETicket {
  const { order } = details;
  const kinds = details.lines.map((l) => l.kind);
  const word = (key: keyof ETicket["words"]) => t(documentWord(kinds, key));
  const verify = (number: string) =>
    context.origin
      ? `${context.origin}${pathFor("inquiry", locale)}?${new URLSearchParams({ ticket: number, order: order.number })}`
      : number;
  const currencyOf = (code: string) => context.currencies?.find((c) => c.code === code) ?? propertyCurrency(code);
  const vouchers = details.lines.map((l) => {
    const stay = l.kind === "hotel" ? voucherLineOf(l.payload) : null;
    if (!stay) return null;
    return buildVoucher(stay, context.hotels?.get(l.id) ?? null, {
      locale,
      t,
      confirmations: details.tickets
        .filter((x) => x.orderLineId === l.id)
        .sort((a, b) => a.passengerIndex - b.passengerIndex)
        .map((x) => x.number),
      currency: currencyOf(stay.currency),
    });
  });
  const trains = details.lines.map((l) => {
    const trip = l.kind === "train" ? ticketLineOf(l.payload) : null;
    return trip ? buildTrainTicket(trip, locale, t) : null;
  });
  return {
    documentTitle:
      vouchers.length && vouchers.every(Boolean)
        ? t("stays:voucher.pdfTitle")
        : trains.length && trains.every(Boolean)
          ? t("rail:ticket.title")
          : t("orders:pdf.title"),
    wordsGroup: documentWordsOf(kinds),
    words: {
      ready: word("ready"),
      download: word("download"),
      timeNote: word("timeNote"),
      travellers: word("travellers"),
      tickets: word("tickets"),
      number: word("number"),
      segment: word("segment"),
      amount: word("amount"),
    },
    cancelled:
      order.status === "cancelled"
        ? {
            band: t("orders:void.band"),
            note: t("orders:void.note", {
              date: agencyMoment(order.cancelledAt ?? new Date(), locale).date,
            }),
          }
        : null,
    locale,
    rtl: rtlLocales.includes(locale),
    orderNumber: order.number,
    status: t(`orders:status.${order.status}`),
    issued: order.confirmedAt ? when(agencyMoment(order.confirmedAt, locale), t) : null,
    buyer: {
      name: `${order.buyer.firstName} ${order.buyer.lastName}`,
      email: isolate(order.buyer.email),
      phone: isolate(order.buyer.phone),
    },
    total: orderMoney(order.total, context.currency, locale),
    lines: details.lines.map((l, index) => {
      const line = presentLine(viewLine(l.kind, l.payload, l.quantity), locale);
      // A hotel line's stay, guests and confirmation numbers are its voucher's: no flights, passengers or tickets.
      if (vouchers[index])
        return { voucher: vouchers[index], train: null, title: line.title, legs: [], passengers: [], tickets: [] };
      const tickets = details.tickets
        .filter((x) => x.orderLineId === l.id)
        .map((x) => ({
          number: x.number,
          passenger: x.passengerName,
          segment: isolate(x.segmentLabel),
          qr: qrPath(verify(x.number)),
          verify: verify(x.number),
        }));
      // A train line's journey, wagon, places and passengers are its ticket's; its ticket numbers (with QR codes) stay.
      if (trains[index])
        return { voucher: null, train: trains[index], title: line.title, legs: [], passengers: [], tickets };
      return {
        voucher: null,
        train: null,
        title: line.title,
        legs: line.legs.map((leg) => {
          const kg = leg.offerId !== null ? context.baggageKg.get(leg.offerId) : undefined;
          return {
            flightNumber: leg.flightNumber ?? "",
            airline: leg.airline ?? "",
            cabin: leg.cabin ? t(keyIn("flights:cabin", leg.cabin)) : null,
            fare: leg.fareType ? t(keyIn("flights:fareType", leg.fareType)) : null,
            baggage:
              kg === undefined
                ? null
                : kg > 0
                  ? t("flights:offer.kg", { kg: formatNumber(kg, locale) })
                  : t("orders:eticket.noBaggage"),
            depart: stop(leg.from, leg.depart, t),
            arrive: stop(leg.to, leg.arrive, t),
            rules: fareRules(leg.fareType, locale, t),
          };
        }),
        passengers: line.passengers.map((p) => ({
          name: `${p.firstName} ${p.lastName}`.trim(),
          type: p.type ? t(keyIn("flights:typeAge", p.type)) : null,
          document: p.document
            ? `${t(keyIn("flights:document", p.document.kind))} ${isolate(p.document.masked)}`
            : null,
        })),
        tickets,
      };
    }),
    agency: {
      name: agency.name,
      phone: isolate(formatDigits(agency.supportPhone, locale)),
      email: isolate(agency.email),
      licences: [
        { label: t("common:footer.licenceCivilAviation"), number: context.licences.civilAviation },
        { label: t("common:footer.licenceCulturalHeritage"), number: context.licences.culturalHeritage },
      ],
    },
  };
}

/** Loads what the e-ticket needs beyond the order (baggage from the inventory, the currency, the licences). */
/** Hotel lines' properties in the order's language (name, address, stars, city, room type), by order line id. */
export async function loadHotels(details: Details, locale: Locale, executor?: Executor) {
  const found = new Map<number, VoucherProperty>();
  const db = executor ?? (await getDb());
  for (const l of details.lines) {
    const stay = l.kind === "hotel" ? voucherLineOf(l.payload) : null;
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
}

export async function loadETicket(details: Details, locale: Locale): Promise<ETicket> {
  const t = (await getFixedT(locale, ["orders", "flights", "common", "stays", "rail"])) as T;
  const offerIds = details.lines.flatMap((l) =>
    viewLine(l.kind, l.payload, l.quantity).segments.flatMap((s) => (s.offerId ? [s.offerId] : [])),
  );
  const db = await getDb();
  const rows = offerIds.length
    ? await db
        .select({ id: flights.id, baggageKg: flights.baggageKg })
        .from(flights)
        .where(inArray(flights.id, offerIds))
    : [];
  const currencies = await allCurrencies();
  const code = details.order.currency;
  const currency = currencies.find((c) => c.code === code) ?? { code, sign: code, rate: 1, decimals: 2 };
  const env = getEnv();
  return buildETicket(details, locale, t, {
    baggageKg: new Map(rows.map((r) => [r.id, r.baggageKg])),
    currency,
    hotels: await loadHotels(details, locale),
    currencies,
    origin: publicOrigin(),
    licences: {
      civilAviation: env.PARVAZ_CAO_LICENCE ?? agency.licences.civilAviation,
      culturalHeritage: env.PARVAZ_CHO_LICENCE ?? agency.licences.culturalHeritage,
    },
  });
}
