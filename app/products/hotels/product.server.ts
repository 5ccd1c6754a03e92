import type { Product } from "~/domains/booking/contract";
import { citySitemapItems } from "./landing";
import * as seed from "./seed";
import { hotelDocuments } from "./documents.server";
import { hotelInventory } from "./booking-inventory.server";
import { hotelLineTimeline } from "./cancellation";
import { HOTEL_LINE_KIND } from "./cart-line";
import { presentHotelStay } from "./present";

/**
 * Hotels (decision 030): a line stands for its rooms and their lead guests (cart-line.ts), so its
 * quantity stays 1; a voucher per line. A line sold from the inventory follows its rate plan's
 * cancellation terms; one the desk adds, the agency's rule.
 */
export const hotels: Product = {
  kind: HOTEL_LINE_KIND,
  deskStockScreen: "deskHotelStock",
  perUnit: false,
  ships: false,
  document: "voucher",
  words: "hotels",
  timeline: hotelLineTimeline,
  // The stay instead of legs; its card names the guests (a line the desk adds has no stay: the frame lists them).
  present(view, locale) {
    const stay = presentHotelStay(view.payload, locale);
    return { legs: [], detail: stay, travellers: !stay };
  },
  messages: { namespace: "hotels", line: ["line", "stay", "board", "property", "added"], documents: ["voucher"] },
  sitemap: citySitemapItems,
  seed,
  documents: hotelDocuments,
  inventory: hotelInventory,
};
