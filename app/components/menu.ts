import type { ScreenId } from "~/routing/screens";

/** The site menu of spec §2, grouped as it is shown. */
export const primaryMenu: { screen: ScreenId; children?: ScreenId[] }[] = [
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
