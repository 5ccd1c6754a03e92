/**
 * The e-ticket as a document (docs/decisions/403-ticket-pdf-and-mail.md): everything the
 * PDF and the confirmation's print view show, already in the order's language — departure
 * and arrival in each airport's local time with the place named, airports by name and code,
 * flight, airline, cabin, baggage, fare rules, passengers with masked documents, order and
 * ticket numbers with a QR code each, and the agency's contacts and licences.
 */
import type { Executor } from "~/domains/mail/outbox.server";
import type { DocumentWordsGroup } from "~/domains/booking/document-words";
import { documentNamespaces, documentWord, documentWordsOf, productOf } from "~/domains/booking/products";
import { pathFor } from "~/routing/screens";
import { getFixedT } from "~/i18n/i18next.server";
import { keyIn } from "~/i18n/keys";
import { intlLocale } from "~/i18n/config";
import { rtlLocales, type Locale } from "~/routing/screens";
import { agency } from "~/utils/agency";
import { allCurrencies } from "~/utils/currency.server";
import { getEnv, publicOrigin } from "~/utils/env.server";
import { formatDigits, formatLongDate } from "~/utils/format";
import { formatMoney, type CurrencyInfo } from "~/utils/money";
import { isolate } from "./bidi-runs";
import { viewLine } from "./lines";
import type { orderDetails } from "./order-read.server";
import type { DocumentLine, DocumentT, ETicketLeg } from "./document-parts";
import { agencyMoment, type LocalMoment } from "./present";
import { qrPath, type QrPath } from "./qr.server";

type Details = Awaited<ReturnType<typeof orderDetails>>;
type T = DocumentT;

export type { ETicketLeg } from "./document-parts";

export interface ETicket {
  locale: Locale;
  rtl: boolean;
  orderNumber: string;
  status: string;
  /** When the order was confirmed, on the agency's clock. */
  issued: string | null;
  buyer: { name: string; email: string; phone: string };
  total: string;
  /** Confirmed on a deposit with the balance still due (decision 411): what is paid, what is due, by which day. */
  balance: { paid: string; due: string; dueOn: string } | null;
  lines: {
    title: string;
    legs: ETicketLeg[];
    passengers: { name: string; type: string | null; document: string | null }[];
    /**
     * Each number with its QR code. The code carries `verify`, the inquiry with the ticket and order numbers: scanned,
     * it answers whether the ticket is valid — "Not valid: cancelled" once the booking is cancelled.
     */
    tickets: { number: string; passenger: string; segment: string; qr: QrPath; verify: string }[];
    /** The product's own part (a hotel's voucher, a train's ticket), drawn by the product; null for a line the frame draws alone. */
    part: { kind: string; data: unknown } | null;
  }[];
  /** "E-ticket"; the product's title when every line is one product's ("Hotel voucher", "Train ticket"). */
  documentTitle: string;
  /** The download button's words: the product's when every line is one product's, else "Download the e-ticket (PDF)". */
  pdfLabel: string;
  /** The PDF's file name: "voucher" when every line is a voucher, else "ticket". */
  fileName: "voucher" | "ticket";
  /** Whose words the document speaks (booking/document-words.ts): a product's namespace, or the neutral booking. */
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

const when = (m: LocalMoment, t: T) =>
  t("orders:time.on", { date: m.date, time: t("orders:time.at", { time: m.time, place: m.place }) });

/** The e-ticket of an order, from its details, the baggage sold per offer and the order's currency. */
export function buildETicket(
  details: Details,
  locale: Locale,
  t: T,
  context: {
    /** What each product's `load` read for this order, by line kind (documentContext). */
    loaded: Map<string, unknown>;
    currency: CurrencyInfo;
    licences: { civilAviation: string; culturalHeritage: string };
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
  const parts = details.lines.map(
    (l) =>
      productOf(l.kind).documents?.build(l, {
        locale,
        t,
        numbers: details.tickets
          .filter((x) => x.orderLineId === l.id)
          .sort((a, b) => a.passengerIndex - b.passengerIndex)
          .map((x) => x.number),
        currencyOf,
        loaded: context.loaded.get(l.kind),
        balance:
          order.balanceAmount > 0 && order.balanceDueOn
            ? { amount: order.balanceAmount, currency: order.currency, dueOn: order.balanceDueOn }
            : null,
      }) ?? null,
  );
  const ownDocuments = [...new Set(kinds)].map((kind) => productOf(kind).documents);
  const one = ownDocuments.length === 1 && parts.every((p) => p?.data) ? ownDocuments[0] : undefined;
  return {
    documentTitle: one?.title?.(t) ?? t("orders:pdf.title"),
    pdfLabel: one?.pdfLabel?.(t) ?? t("orders:confirmation.downloadPdf"),
    fileName:
      kinds.length && parts.every((p) => p?.data) && kinds.every((k) => productOf(k).document === "voucher")
        ? "voucher"
        : "ticket",
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
    balance:
      order.balanceAmount > 0 && order.balanceDueOn
        ? {
            paid: orderMoney(order.giftCardAmount + order.walletAmount + order.cardAmount, context.currency, locale),
            due: orderMoney(order.balanceAmount, context.currency, locale),
            dueOn: formatLongDate(order.balanceDueOn, locale),
          }
        : null,
    lines: details.lines.map((l, index) => {
      const line = viewLine(l.kind, l.payload, l.quantity);
      const part = parts[index];
      const tickets =
        part && !part.tickets
          ? []
          : details.tickets
              .filter((x) => x.orderLineId === l.id)
              .map((x) => ({
                number: x.number,
                passenger: x.passengerName,
                segment: isolate(x.segmentLabel),
                qr: qrPath(verify(x.number)),
                verify: verify(x.number),
              }));
      return {
        title: line.title,
        part: part?.data ? { kind: l.kind, data: part.data } : null,
        legs: part?.legs ?? [],
        passengers:
          part && !part.travellers
            ? []
            : line.passengers.map((p) => ({
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

/** What every product's part reads beyond the order (a hotel's name and address, a flight's baggage), by line kind. */
export async function loadParts(details: Details, locale: Locale, executor?: Executor) {
  const loaded = new Map<string, unknown>();
  for (const kind of new Set(details.lines.map((l) => l.kind))) {
    const load = productOf(kind).documents?.load;
    const lines: DocumentLine[] = details.lines.filter((l) => l.kind === kind);
    if (load) loaded.set(kind, await load(lines, locale, executor));
  }
  return loaded;
}

/** The agency's licences, as the environment sets them. */
export function licences() {
  const env = getEnv();
  return {
    civilAviation: env.PARVAZ_CAO_LICENCE ?? agency.licences.civilAviation,
    culturalHeritage: env.PARVAZ_CHO_LICENCE ?? agency.licences.culturalHeritage,
  };
}

export async function loadETicket(details: Details, locale: Locale): Promise<ETicket> {
  const t = (await getFixedT(locale, documentNamespaces())) as T;
  const currencies = await allCurrencies();
  const code = details.order.currency;
  const currency = currencies.find((c) => c.code === code) ?? { code, sign: code, rate: 1, decimals: 2 };
  return buildETicket(details, locale, t, {
    loaded: await loadParts(details, locale),
    currency,
    currencies,
    origin: publicOrigin(),
    licences: licences(),
  });
}
