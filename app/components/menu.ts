import type { KeysUnder } from "~/i18n/keys";
import type { ScreenId } from "~/routing/screens";

/** A screen with a menu label (common:menu.{screen}). */
type MenuScreen = Extract<ScreenId, KeysUnder<"menu">>;

/** The site menu of spec §2, grouped as it is shown. */
export const primaryMenu: { screen: MenuScreen; children?: MenuScreen[] }[] = [
  { screen: "flights", children: ["flightsDomestic", "flightsInternational"] },
  { screen: "hotels", children: ["hotelsDomestic", "hotelsInternational"] },
  { screen: "trains" },
  { screen: "insurance" },
  { screen: "cars" },
  { screen: "cruises" },
  { screen: "tours" },
  { screen: "visa" },
  { screen: "offers" },
];

export const secondaryMenu: ScreenId[] = ["help", "jobs", "rules", "purchaseGuide", "refundGuide", "blogList"];
