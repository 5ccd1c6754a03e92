/**
 * The product index, its neutral half (decision 030): the one place that lists the products for
 * the route table and the browser. Each product's screens and test hooks come from its folder
 * (app/products/<name>/routes.ts); the products still sold on request (their request form and
 * the traits of the lines the travel desk adds by hand) are listed here until each becomes a
 * folder of its own (as tours did), when its entries here go. The server half, index.server.ts,
 * registers each product's definition with the booking core.
 *
 * Adding a product: its folder, its line in each half of the index, a migration and its messages.
 */
import { flightResources, flightScreens } from "./flights/routes";
import { hotelResources, hotelScreens } from "./hotels/routes";
import { serviceScreens } from "./services/routes";
import { tourResources, tourScreens } from "./tours/routes";
import { trainResources, trainScreens } from "./trains/routes";
import type { IconName } from "~/components/icons.server";
import { p, type Screen } from "~/routing/screen-table";

/** The products sold on request: their request forms (app/routes/vertical.tsx). */
const requestScreens = {
  insurance: {
    file: "routes/vertical.tsx",
    layout: "default",
    paths: p("بیمه-مسافرتی", "insurance", "reisverzekering", "assurance"),
  },
  cars: {
    file: "routes/vertical.tsx",
    layout: "default",
    paths: p("اجاره-خودرو", "car-rental", "autohuur", "location-de-voitures"),
  },
  cruises: { file: "routes/vertical.tsx", layout: "default", paths: p("کروز", "cruises", "cruises", "croisieres") },
  visa: { file: "routes/vertical.tsx", layout: "default", paths: p("ویزا", "visa", "visum", "visa") },
} as const satisfies Record<string, Screen>;

export const productScreens = {
  ...flightScreens,
  ...hotelScreens,
  ...trainScreens,
  ...tourScreens,
  ...serviceScreens,
  ...requestScreens,
} as const;
export const productResources = { ...flightResources, ...hotelResources, ...trainResources, ...tourResources } as const;

/** The line kinds sold on request and the document their lines get (voucher, policy, visa). */
export const onRequest = [
  { kind: "cruise", document: "voucher" },
  { kind: "car", document: "voucher" },
  { kind: "insurance", document: "policy" },
  { kind: "visa", document: "visa" },
] as const;

/**
 * The way into each product from the home page and the site menu, in this order: its screen, its icon (drawn on the
 * server) and the screens under it in the menu.
 */
export const productEntries = [
  { screen: "flights", icon: "plane", children: ["flightsDomestic", "flightsInternational"] },
  { screen: "hotels", icon: "hotel", children: ["hotelsDomestic", "hotelsInternational"] },
  { screen: "trains", icon: "train" },
  { screen: "insurance", icon: "insurance" },
  { screen: "cars", icon: "car" },
  { screen: "cruises", icon: "ship" },
  { screen: "tours", icon: "tour" },
  { screen: "visa", icon: "visa" },
] as const satisfies readonly {
  screen: keyof typeof productScreens;
  icon: IconName;
  children?: readonly (keyof typeof productScreens)[];
}[];
