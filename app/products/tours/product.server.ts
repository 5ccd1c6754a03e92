import type { Product } from "~/domains/booking/contract";
import { TOUR_LINE_KIND } from "./cart-line";
import { tourDocuments } from "./documents.server";
import { tourInventory } from "./inventory.server";
import { presentTour } from "./present";
import { paymentPlan, tourTimeline } from "./rules";
import * as seed from "./seed";
import { tourSitemapItems } from "./sitemap.server";
import { expireOffers } from "./waitlist.server";
import { agencyTimeline } from "~/travel/timeline";

/**
 * Tours (issue 27, decisions 700–705): a line stands for one party on one departure, its rooms at one hotel option
 * (cart-line.ts), so its quantity stays 1; a voucher per line; the departure's places held in the order's
 * transaction; the cancellation timeline rising towards departure (rules.ts). A line the desk adds by hand (no
 * departure) follows the agency's rule and holds nothing.
 */
export const tours: Product = {
  kind: TOUR_LINE_KIND,
  perUnit: false,
  ships: false,
  document: "voucher",
  words: "tours",
  deskStockScreen: "deskTourDepartures",
  timeline(view) {
    const departsOn = view.payload.departsOn;
    const kind = view.payload.kind === "day" ? "day" : "package";
    return typeof departsOn === "string" && /^\d{4}-\d{2}-\d{2}$/.test(departsOn)
      ? tourTimeline(kind, departsOn)
      : agencyTimeline(view.departsAt);
  },
  // The tour (dates, hotel, rooms and their people) instead of legs; a line the desk adds keeps its legs.
  present(view, locale) {
    const tour = presentTour(view.payload, locale);
    return tour ? { legs: [], detail: tour, travellers: false } : { travellers: true };
  },
  messages: {
    namespace: "tours",
    line: ["line", "board", "added", "stars_one", "stars_other", "stars_many"],
    documents: ["voucher"],
  },
  // The tour voucher (decision 706): its part of the order's documents, drawn by document-card.tsx on the page.
  documents: tourDocuments,
  sitemap: tourSitemapItems,
  seed,
  inventory: tourInventory,
  sweep: expireOffers,
  // Abroad every traveller sends a passport scan and a photo (the visa, the hotels' lists); at home nothing.
  travellerDocuments: (view) => (view.payload.abroad === true ? ["passportScan", "photo"] : []),
  // A deposit now and the balance by the tour's day before departure (decision 703), as the line was sold.
  paymentPlan(view, now) {
    const { terms, departsOn } = view.payload as {
      terms?: { depositPercent?: unknown; balanceDays?: unknown };
      departsOn?: unknown;
    };
    if (
      typeof departsOn !== "string" ||
      typeof terms?.depositPercent !== "number" ||
      typeof terms.balanceDays !== "number"
    )
      return null;
    return paymentPlan({ depositPercent: terms.depositPercent, balanceDays: terms.balanceDays }, departsOn, now);
  },
};
