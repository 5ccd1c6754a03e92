import type { ScreenId } from "~/routing/screens";

/**
 * The agency's special offers as the home and offers pages show them (decision 118). They are kept in
 * the database and edited on the desk: a title and a text per language (an offer without the page's
 * language is not shown in it), an optional picture, the agency days they are shown, published or not.
 * A product's offer names a search (a flight's route) and shows the product's live fare, the cheapest
 * bookable now (decision 103); the others are priced by the travel desk: net of VAT, in EUR minor units.
 */
interface OfferCardBase {
  key: string;
  title: string;
  text: string;
  /** The picture at the card's width, or "". */
  picture: string;
}

/** An offer priced by the travel desk (a hotel, a tour, insurance), with its usual price for the saving shown. */
export interface PricedOfferCard extends OfferCardBase {
  kind: "priced";
  screen: ScreenId;
  price: { amount: number; currency: "EUR" };
  was: { amount: number; currency: "EUR" };
}

/** A product's offer at its live fare: the price, the day (written the page's way) and the results it opens. */
export interface ProductOfferCard extends OfferCardBase {
  kind: "product";
  fare: { price: number; date: string; screen: ScreenId; search: string };
}

export type OfferCardData = PricedOfferCard | ProductOfferCard;
