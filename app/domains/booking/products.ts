/**
 * The booking core's product registry (pure, shared by server and browser): what each kind
 * of line sold through the one cart, checkout, payment, orders and user area declares —
 * whether its quantity can change, whether it ships something, the document a paid line
 * gets and its cancellation timeline. The server half (inventory held inside the order's
 * transaction) is `booking/inventory.server.ts`. Flights, hotels and trains are registered here; a new product
 * registers its kind the same way (docs/decisions/408-booking-core.md).
 */
import type { LineView } from "~/domains/orders/lines";
import { hotelLineTimeline } from "~/products/hotels/cancellation";
import { trainLineTimeline } from "~/products/trains/refund";
import { agencyTimeline, type CancellationStep } from "~/travel/timeline";
import { flightTimeline } from "~/products/flights/timeline";
import type { DocumentWordsGroup } from "./document-words";

/** What a paid line gets: an e-ticket (flights, trains), a voucher (hotels, tours, cars, cruises), a policy, a visa. */
export type DocumentKind = "eTicket" | "voucher" | "policy" | "visa";

export interface ProductKind {
  kind: string;
  /** Sold per unit (rooms, policies, services): the cart may change its quantity. Lines standing for people keep 1. */
  perUnit: boolean;
  /** Its fulfilment sends something by post: the checkout then asks for a shipping address. */
  ships: boolean;
  document: DocumentKind;
  /**
   * Whose words its documents speak (booking/document-words.ts): the confirmation, e-mail and PDF of
   * an order whose lines all share them say "e-tickets" and "airport" (flight), "voucher" and "hotel
   * time" (stay), "train tickets" and "Tehran time" (train); otherwise the neutral "booking".
   */
  words?: DocumentWordsGroup;
  /** Until when cancelling keeps which share of the fare. */
  timeline(view: LineView): CancellationStep[];
}

const byAgencyRule = (view: LineView) => agencyTimeline(view.departsAt);

const products = new Map<string, ProductKind>(
  [
    { kind: "flight", perUnit: false, ships: false, document: "eTicket", words: "flight", timeline: flightTimeline },
    // A hotel line stands for its rooms and their lead guests (hotels/cart-line.ts): its quantity stays 1. A line
    // sold from the inventory follows its rate plan's cancellation terms; one the desk adds, the agency's rule.
    { kind: "hotel", perUnit: false, ships: false, document: "voucher", words: "stay", timeline: hotelLineTimeline },
    // A train line stands for one trip's places and passengers (trains/cart-line.ts): quantity 1, an e-ticket per
    // passenger, the Iranian rail refund ladder (trains/refund.ts).
    { kind: "train", perUnit: false, ships: false, document: "eTicket", words: "train", timeline: trainLineTimeline },
    // The products still sold on request: their traits, for the lines the travel desk adds.
    { kind: "tour", perUnit: true, ships: false, document: "voucher", timeline: byAgencyRule },
    { kind: "cruise", perUnit: true, ships: false, document: "voucher", timeline: byAgencyRule },
    { kind: "car", perUnit: true, ships: false, document: "voucher", timeline: byAgencyRule },
    { kind: "service", perUnit: true, ships: false, document: "voucher", timeline: byAgencyRule },
    { kind: "insurance", perUnit: true, ships: false, document: "policy", timeline: byAgencyRule },
    { kind: "visa", perUnit: true, ships: false, document: "visa", timeline: byAgencyRule },
  ].map((p): [string, ProductKind] => [p.kind, p as ProductKind]),
);

/** Adds (or replaces) a kind: a new product, or a test's minimal one. */
export function registerProduct(product: ProductKind) {
  products.set(product.kind, product);
}

/** A kind's declaration; an unknown kind is a voucher with no quantity, under the agency's cancellation rule. */
export function productOf(kind: string): ProductKind {
  return products.get(kind) ?? { kind, perUnit: false, ships: false, document: "voucher", timeline: byAgencyRule };
}
