import type { Product } from "~/domains/booking/contract";
import * as seed from "./seed";
import { presentLeg, type LegPlaces } from "~/domains/orders/present";
import type { Locale } from "~/routing/screens";
import { airlineName, placeByCode } from "./places";
import { flightDocuments } from "./documents.server";
import { flightInventory } from "./booking-inventory.server";
import { FLIGHT_LINE_KIND } from "./cart-line";
import { flightTimeline } from "./timeline";
import { offerFare, offerParams } from "./offer.server";

/** A flight's stops: the airports by name in the page's language, each on its own clock; carriers by name. */
const airports = (locale: Locale): LegPlaces => ({
  place(code) {
    const place = placeByCode[code];
    return place && { city: place.city[locale], airport: place.airport[locale], tz: place.tz };
  },
  carrier: (code) => airlineName(code, locale),
});

/** Flights (decision 030): a line stands for its passengers (quantity 1), an e-ticket per passenger per flight. */
export const flights: Product = {
  kind: FLIGHT_LINE_KIND,
  deskStockScreen: "deskFlightStock",
  perUnit: false,
  ships: false,
  document: "eTicket",
  words: "flights",
  timeline: flightTimeline,
  // No card of its own on the lines; its documents speak its words (cabins, baggage, fare rules).
  messages: { namespace: "flights", line: [] },
  present: (view, locale) => ({ legs: view.segments.map((s) => presentLeg(s, locale, airports(locale))) }),
  seed,
  documents: flightDocuments,
  inventory: flightInventory,
  changeScreen: "flightChange",
  extrasScreen: "flightExtras",
  offerParams,
  offerFare,
};
