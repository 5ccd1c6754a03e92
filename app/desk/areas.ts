import type { ScreenId } from "~/routing/screens";

/**
 * The desk's navigation, in order: one entry per area. An area appears once its screen exists and
 * the role may view it (frame.server.ts); an area's other screens (an order, a customer) mark it.
 */
export const deskAreas: readonly ScreenId[] = [
  "desk",
  "deskOrders",
  "deskCustomers",
  "deskRequests",
  "deskModeration",
  "deskArticles",
  "deskDiscounts",
  "deskGiftCards",
  "deskCurrencies",
  "deskInventory",
  "deskStaff",
  "deskAudit",
  "deskSecurity",
  // Job offers, guide pages, special offers (decision 118).
  "deskJobOffers",
  "deskGuides",
  "deskSpecialOffers",
];

/** Screens without a navigation entry of their own, and the entry they belong to. */
export const deskEntryOf: Partial<Record<ScreenId, ScreenId>> = {
  deskOrder: "deskOrders",
  deskCustomer: "deskCustomers",
  deskRequest: "deskRequests",
  deskHotelStock: "deskInventory",
  deskFlightStock: "deskInventory",
};
