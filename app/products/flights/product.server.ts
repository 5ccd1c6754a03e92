import type { Product } from "~/domains/booking/contract";
import { flightDocuments } from "./documents.server";
import { flightInventory } from "./booking-inventory.server";
import { FLIGHT_LINE_KIND } from "./cart-line";
import { flightTimeline } from "./timeline";

/** Flights (decision 024): a line stands for its passengers (quantity 1), an e-ticket per passenger per flight. */
export const flights: Product = {
  kind: FLIGHT_LINE_KIND,
  perUnit: false,
  ships: false,
  document: "eTicket",
  words: "flight",
  timeline: flightTimeline,
  documents: flightDocuments,
  inventory: flightInventory,
};
