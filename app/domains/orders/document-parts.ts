/**
 * A product's part of an order's documents (decision 030): the booking core draws the frame —
 * the order, the buyer, the generic legs and travellers, the ticket numbers with their QR codes,
 * the total, the agency — and asks each line's product for what only it knows: a hotel's voucher,
 * a train's ticket, a flight's legs with baggage and fare rules. The product gives the facts in
 * the order's language once (`build`), and draws them itself in the e-mail (`mail`) and the PDF
 * (`pdf`); the confirmation page shows them with the product's card (app/products/cards.tsx).
 */
import type { MailBlock } from "~/domains/mail/layout";
import type { Executor } from "~/domains/mail/outbox.server";
import type { Namespace } from "~/i18n/keys";
import type { TFunction } from "~/i18n/translate";
import type { Locale } from "~/routing/screens";
import type { CurrencyInfo } from "~/utils/money";
import type { Writer } from "./pdf-writer.server";

/** Every namespace a document may speak: the core's and the products' (booking/products.ts, documentNamespaces). */
export type DocumentT = TFunction<Namespace>;

/** One stop of a leg: "Imam Khomeini Airport (IKA)", the city, the date there and "07:05 Tehran time". */
export interface ETicketStop {
  airport: string;
  city: string;
  date: string;
  time: string;
}

/** A leg of a journey, as the frame draws it (flights give theirs; a product without legs gives none). */
export interface ETicketLeg {
  flightNumber: string;
  airline: string;
  cabin: string | null;
  fare: string | null;
  baggage: string | null;
  /** What was bought for it after booking: each passenger's seat and extra bags, one phrase each (decision 110). */
  extras?: string[];
  depart: ETicketStop | null;
  arrive: ETicketStop | null;
  /** The fare's cancellation and change rules, one sentence each. */
  rules: string[];
}

/** An order line as the documents read it. */
export interface DocumentLine {
  id: number;
  kind: string;
  payload: Record<string, unknown>;
  quantity: number;
}

export interface PartContext {
  locale: Locale;
  t: DocumentT;
  /** The line's ticket or confirmation numbers, by passenger. */
  numbers: string[];
  /** A currency by code (amounts due at a hotel in its own currency). */
  currencyOf(code: string): CurrencyInfo;
  /** What the product's `load` read for this order. */
  loaded: unknown;
  /**
   * The order's balance still due, in its currency, and the day it is due (decision 411); null when it is paid in
   * full. A voucher says it ("still due by …").
   */
  balance: { amount: number; currency: string; dueOn: string } | null;
}

/** What a product puts on the document for one of its lines. */
export interface LinePart {
  /** The product's own facts, drawn by its `mail`, `pdf` and web card; none for a line the frame draws alone. */
  data?: unknown;
  /** Legs the frame draws (flights). */
  legs?: ETicketLeg[];
  /** The frame's travellers section: false when the part shows them itself (a voucher's guests, a ticket's places). */
  travellers: boolean;
  /** The frame's numbers with QR codes: false when the part carries them (a voucher's confirmation numbers). */
  tickets: boolean;
}

export interface DocumentParts {
  /** Reads what building needs beyond the order, once per document (through `executor` inside a transaction). */
  load?(lines: readonly DocumentLine[], locale: Locale, executor?: Executor): Promise<unknown>;
  /** The line's part in the order's language; null: the frame draws the line alone. */
  build(line: DocumentLine, context: PartContext): LinePart | null;
  /** The document's title when every line is this product's ("Hotel voucher", "Train ticket"). */
  title?: (t: DocumentT) => string;
  /** The download button's words when every line is this product's ("Download the voucher (PDF)"). */
  pdfLabel?: (t: DocumentT) => string;
  /** The e-mail's blocks for the part's data. */
  mail?(data: unknown, t: DocumentT): MailBlock[];
  /** Draws the part's data in the PDF. */
  pdf?(w: Writer, data: unknown, t: DocumentT): void;
}
