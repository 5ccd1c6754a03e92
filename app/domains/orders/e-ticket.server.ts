/**
 * The e-ticket as a document (docs/decisions/403-ticket-pdf-and-mail.md): everything the
 * PDF and the confirmation's print view show, already in the order's language — departure
 * and arrival in each airport's local time with the place named, airports by name and code,
 * flight, airline, cabin, baggage, fare rules, passengers with masked documents, order and
 * ticket numbers with a QR code each, and the agency's contacts and licences.
 */
import { inArray } from "drizzle-orm";
import { getDb } from "~/db/client.server";
import { flights } from "~/db/schema";
import { penalties, penaltyWindows, type FareType } from "~/domains/flights/fare-rules";
import { getFixedT } from "~/i18n/i18next.server";
import { keyIn } from "~/i18n/keys";
import type { TFunction } from "~/i18n/translate";
import { intlLocale } from "~/i18n/config";
import { rtlLocales, type Locale } from "~/routing/screens";
import { agency } from "~/utils/agency";
import { allCurrencies } from "~/utils/currency.server";
import { getEnv } from "~/utils/env.server";
import { formatDigits, formatNumber } from "~/utils/format";
import { formatMoney, type CurrencyInfo } from "~/utils/money";
import { isolate } from "./bidi-runs";
import { viewLine } from "./lines";
import type { orderDetails } from "./orders.server";
import { agencyMoment, presentLine, type LocalMoment, type PresentedPlace } from "./present";
import { qrPath, type QrPath } from "./qr.server";

type Details = Awaited<ReturnType<typeof orderDetails>>;
type T = TFunction<"orders" | "flights" | "common">;

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
    tickets: { number: string; passenger: string; segment: string; qr: QrPath }[];
  }[];
  agency: { name: string; phone: string; email: string; licences: { label: string; number: string }[] };
}

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
  },
): ETicket {
  const { order } = details;
  return {
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
    lines: details.lines.map((l) => {
      const line = presentLine(viewLine(l.kind, l.payload, l.quantity), locale);
      return {
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
        tickets: details.tickets
          .filter((x) => x.orderLineId === l.id)
          .map((x) => ({
            number: x.number,
            passenger: x.passengerName,
            segment: isolate(x.segmentLabel),
            qr: qrPath(x.number),
          })),
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
export async function loadETicket(details: Details, locale: Locale): Promise<ETicket> {
  const t = (await getFixedT(locale, ["orders", "flights", "common"])) as T;
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
    licences: {
      civilAviation: env.PARVAZ_CAO_LICENCE ?? agency.licences.civilAviation,
      culturalHeritage: env.PARVAZ_CHO_LICENCE ?? agency.licences.culturalHeritage,
    },
  });
}
