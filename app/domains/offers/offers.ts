import type { KeysUnder } from "~/i18n/keys";
import type { ScreenId } from "~/routing/screens";

/**
 * The agency's current special prices. Prices are net of VAT, in EUR minor units; the
 * texts are in locales/{lang}/offers.json under items.{id}.
 */
export interface SpecialOffer {
  /** The offer's texts: offers:items.{id}. */
  id: KeysUnder<"items", "offers">;
  screen: ScreenId;
  price: { amount: number; currency: "EUR" };
  /** Usual price, for the saving shown next to the offer. */
  was: { amount: number; currency: "EUR" };
}

export const specialOffers: SpecialOffer[] = [
  {
    id: "istanbul",
    screen: "flightsInternational",
    price: { amount: 18900, currency: "EUR" },
    was: { amount: 24500, currency: "EUR" },
  },
  {
    id: "kish",
    screen: "flightsDomestic",
    price: { amount: 4900, currency: "EUR" },
    was: { amount: 6900, currency: "EUR" },
  },
  {
    id: "amsterdam",
    screen: "flightsInternational",
    price: { amount: 42900, currency: "EUR" },
    was: { amount: 51900, currency: "EUR" },
  },
  {
    id: "shiraz",
    screen: "hotelsDomestic",
    price: { amount: 3500, currency: "EUR" },
    was: { amount: 4800, currency: "EUR" },
  },
  { id: "dubai", screen: "tours", price: { amount: 61000, currency: "EUR" }, was: { amount: 74000, currency: "EUR" } },
  {
    id: "insurance",
    screen: "insurance",
    price: { amount: 1900, currency: "EUR" },
    was: { amount: 2600, currency: "EUR" },
  },
];
