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
  "deskProjects",
  "deskModeration",
  "deskArticles",
  "deskFaq",
  "deskQa",
  "deskTeam",
  "deskJobOffers",
  "deskGuides",
  "deskSpecialOffers",
  "deskDiscounts",
  "deskGiftCards",
  "deskCurrencies",
  "deskInventory",
  "deskReports",
  "deskStaff",
  "deskAudit",
  "deskSecurity",
];

/** Screens without a navigation entry of their own, and the entry they belong to. */
export const deskEntryOf: Partial<Record<ScreenId, ScreenId>> = {
  deskOrder: "deskOrders",
  deskCustomer: "deskCustomers",
  deskRequest: "deskRequests",
  deskProject: "deskProjects",
  deskProjectPdf: "deskProjects",
  deskHotelStock: "deskInventory",
  deskFlightStock: "deskInventory",
  deskTrainStock: "deskInventory",
  deskTourDepartures: "deskInventory",
  deskTourDeparture: "deskInventory",
  deskTourRooming: "deskInventory",
  deskTourMove: "deskInventory",
  deskReportsExport: "deskReports",
};
