import type { Product } from "~/domains/booking/contract";
import { routeSitemapItems } from "./landing";
import * as seed from "./seed";
import { presentLeg } from "~/domains/orders/present";
import { trainDocuments } from "./documents.server";
import { trainInventory } from "./booking-inventory.server";
import { TRAIN_LINE_KIND } from "./cart-line";
import { presentTrainTrip } from "./present";
import { trainRefundStep } from "./ticket";
import { trainLineTimeline } from "./refund";

/**
 * Trains (decision 030): a line stands for one trip's places and passengers (cart-line.ts):
 * quantity 1, an e-ticket per passenger, the Iranian rail refund ladder (refund.ts).
 */
export const trains: Product = {
  kind: TRAIN_LINE_KIND,
  perUnit: false,
  ships: false,
  document: "eTicket",
  words: "trains",
  timeline: trainLineTimeline,
  refundNow: trainRefundStep,
  // The trip (stations, local times, wagon, places) instead of legs; a line the desk adds keeps its legs.
  present(view, locale) {
    const trip = presentTrainTrip(view.payload, locale);
    return trip ? { legs: [], detail: trip } : { legs: view.segments.map((s) => presentLeg(s, locale)) };
  },
  messages: {
    namespace: "trains",
    line: ["line", "card", "wagon", "kind", "meal", "added", "addedOutbound"],
    documents: ["ticket", "ladder"],
  },
  sitemap: routeSitemapItems,
  seed,
  documents: trainDocuments,
  inventory: trainInventory,
  deskStockScreen: "deskTrainStock",
};
