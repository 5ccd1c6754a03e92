/**
 * The product contract (decision 030, "Adding a product"): what a product tells the booking
 * core so that the one cart, checkout, payment, order, documents and cancellation serve it
 * without the core ever importing the product. A product is one folder under app/products/
 * that exports one `Product` and registers it in app/products/index.server.ts; nothing else
 * lists the products.
 */
import type { ComponentType } from "react";
import type { CancellationStep } from "~/travel/timeline";
import type { LineView } from "~/domains/orders/lines";
import type { PresentedLeg, PresentedLine } from "~/domains/orders/presented";
import type { Locale, ScreenId } from "~/routing/screens";
import type { SitemapItem } from "~/domains/content/sitemap-item";
import type { DocumentWordsGroup } from "./document-words";
import type { LineInventory } from "./inventory";
import type { Seeder } from "~/db/seeds/seeder";
import type { DocumentParts, DocumentT } from "~/domains/orders/document-parts";
import type { TravellerDocumentKind } from "~/domains/traveller-documents/kinds";

export type { TravellerDocumentKind } from "~/domains/traveller-documents/kinds";

/** What a paid line gets: an e-ticket (flights, trains), a voucher (hotels, tours, cars, cruises), a policy, a visa. */
export type DocumentKind = "eTicket" | "voucher" | "policy" | "visa";

export interface Product {
  /** The kind stored on its cart and order lines. */
  kind: string;
  /** Sold per unit (rooms, policies, services): the cart may change its quantity. Lines standing for people keep 1. */
  perUnit: boolean;
  /** Its fulfilment sends something by post: the checkout then asks for a shipping address. */
  ships: boolean;
  document: DocumentKind;
  /**
   * The namespace whose `documentWords` its documents speak (booking/document-words.ts): the
   * confirmation, e-mail and PDF of an order whose lines all share them say "e-tickets" and
   * "airport" (flights), "voucher" and "hotel time" (hotels), "train tickets" and "Tehran time"
   * (trains); otherwise the neutral "booking" words.
   */
  words?: DocumentWordsGroup;
  /** Until when cancelling keeps which share of the fare (travel/timeline.ts). */
  timeline(view: LineView): CancellationStep[];
  /**
   * How its lines read on the order screens (cart, checkout, payment, confirmation, "booked"):
   * its legs (a flight's, with airports and carriers by name), its own detail for its card
   * (products/cards.tsx), and whether the frame lists the travellers. Without it: the line's
   * legs by code, its travellers, no detail.
   */
  present?(view: LineView, locale: Locale): { legs?: PresentedLeg[]; detail?: unknown; travellers?: boolean };
  /** Where cancelling a line now falls on its own refund rules, in words (a train's ladder step); null: nothing to add. */
  refundNow?(
    line: { payload: Record<string, unknown> },
    now: Date,
    locale: Locale,
    t: DocumentT,
  ): { line: string; words: string } | null;
  /**
   * A line that may be paid in part now and the rest by a date (tours, decision 411): the share of the line's
   * total taken now (percent, 1–99) and the agency day (ISO) the balance is due by; null when the line must be paid in full
   * (e.g. the due day has already come).
   */
  paymentPlan?(view: LineView, now: Date): { depositPercent: number; balanceDue: string } | null;
  /**
   * The documents each traveller of the line must upload once the order is paid (decision 412): a tour's
   * passport scan and photo, later a visa's. The booking page and the signed booking link's page list them
   * per traveller, take the uploads and say what is missing; the desk's order screen shows them. Without it
   * (or with []), the line asks for nothing.
   */
  travellerDocuments?(view: LineView): TravellerDocumentKind[];
  /** What a line holds while its order waits for payment (taken and given back in the order's transaction). */
  inventory?: LineInventory;
  /**
   * Its screen for changing a paid line (a flight's date, decision 109), with the order number as its
   * parameter: the booking page links to it; it proposes the change, the core's orders/changes.server.ts
   * prices, holds (the inventory's `change`), takes the payment and applies it.
   */
  changeScreen?: ScreenId;
  /** Its screen for buying extras for a paid line (a flight's seats and bags, decision 110), linked the same way. */
  extrasScreen?: ScreenId;
  /**
   * Its inventory screen on the agency desk (decision 114): availability by date, closing and reopening,
   * prices for dates. The desk's inventory area links to each product's; the screen declares the
   * "inventory" permission in the route table like every desk screen.
   */
  deskStockScreen?: ScreenId;
  /**
   * Its messages: one namespace, named as its folder (its pages', its lines' and its documents'
   * words, `documentWords` among them); the groups of it the browser needs wherever its lines
   * are shown (the cart, checkout, payment, "booked", the inquiry: its line card's), and those
   * its document card speaks on the confirmation page.
   */
  messages?: { namespace: string; line: string[]; documents?: string[] };
  /** Its pages with slugs for the sitemaps (a hotel city's, a popular train route's, a tour's from the database). */
  sitemap?(): SitemapItem[] | Promise<SitemapItem[]>;
  /**
   * Its own work by the clock, run by the order sweeper on every pass (orders/sweeper.server.ts): a tour's waitlist
   * offers ending. Safe with several processes (each step its own conditional update).
   */
  sweep?(now: Date): Promise<unknown>;
  /** Its demo data, run after the core's seeders in the index's order (idempotent). */
  seed?: Seeder;
  /**
   * At sign-in (or on confirming a new account), what the visitor kept as a guest becomes the account's, as the cart
   * does (a guest's estimate projects, decision 803); the Set-Cookie header that forgets the guest's token, or null.
   */
  signIn?(request: Request, userId: number): Promise<string | null>;
  /** Its own part of the order's documents (confirmation page, e-mails, PDF): orders/document-parts.ts. */
  documents?: DocumentParts;
  /**
   * Its special offers (decision 118): the desk names an offer by this product's kind and a search
   * (a flight's route: `from`, `to`); `offerParams` checks and tidies those when the offer is saved
   * (null: not something it sells), and `offerFare` is the live price the offer cards show now (the
   * cheapest bookable, never typed by hand), or null when nothing can be booked: the card is left out.
   */
  offerParams?(params: Record<string, string>): Record<string, string> | null;
  offerFare?(params: Record<string, string>, now: Date): Promise<OfferFare | null>;
}

/** A product offer's live price: what one adult pays (EUR minor, net of VAT), the day, and the results it opens. */
export interface OfferFare {
  price: number;
  /** The day of that price (ISO). */
  date: string;
  screen: ScreenId;
  search: string;
}

/**
 * The browser half of a product (decision 030): its card for a line wherever lines are shown
 * (`app/products/<name>/line-card.tsx`, exporting `lineCard`) and its card for its document part
 * on the confirmation page (`document-card.tsx`, exporting `documentCard`). The product index's
 * browser halves (app/products/cards.tsx, document-cards.tsx) find them by their place.
 */
export interface LineCardEntry {
  kind: string;
  Card: ComponentType<{ line: PresentedLine }>;
}
export interface DocumentCardEntry {
  kind: string;
  Card: ComponentType<{ data: unknown }>;
}
