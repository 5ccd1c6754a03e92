import type { KeysUnder } from "~/i18n/keys";
import type { ScreenId } from "~/routing/screens";

/**
 * The agency's current special offers; the texts are in locales/{lang}/offers.json under items.{id}.
 * A flight offer names its route only: its price is the route's true fare, the cheapest bookable
 * flight in the next days, read from the inventory (`offerCards`, offers.server.ts; decision 103).
 * The other offers are priced by the travel desk: net of VAT, in EUR minor units.
 */
interface OfferBase {
  /** The offer's texts: offers:items.{id}. */
  id: KeysUnder<"items", "offers">;
}

/** An offer priced by the travel desk (a hotel, a tour, insurance), with its usual price for the saving shown. */
export interface PricedOffer extends OfferBase {
  kind: "priced";
  screen: ScreenId;
  price: { amount: number; currency: "EUR" };
  was: { amount: number; currency: "EUR" };
}

/** A flight offer: a route, as the search URL names its ends (airport codes or multi-airport cities). */
export interface FlightOffer extends OfferBase {
  kind: "flight";
  route: { from: string; to: string };
}

export type SpecialOffer = PricedOffer | FlightOffer;

export const specialOffers: SpecialOffer[] = [
  { kind: "flight", id: "istanbul", route: { from: "IKA", to: "IST" } },
  { kind: "flight", id: "kish", route: { from: "THR", to: "KIH" } },
  { kind: "flight", id: "amsterdam", route: { from: "IKA", to: "AMS" } },
  {
    kind: "priced",
    id: "shiraz",
    screen: "hotelsDomestic",
    price: { amount: 3500, currency: "EUR" },
    was: { amount: 4800, currency: "EUR" },
  },
  {
    kind: "priced",
    id: "dubai",
    screen: "tours",
    price: { amount: 61000, currency: "EUR" },
    was: { amount: 74000, currency: "EUR" },
  },
  {
    kind: "priced",
    id: "insurance",
    screen: "insurance",
    price: { amount: 1900, currency: "EUR" },
    was: { amount: 2600, currency: "EUR" },
  },
];

/** A flight offer as a card shows it: its true fare, the day it flies (written the page's way) and the results of that day. */
export interface FlightOfferCard extends FlightOffer {
  fare: { price: number; date: string; search: string };
}
export type OfferCardData = PricedOffer | FlightOfferCard;
