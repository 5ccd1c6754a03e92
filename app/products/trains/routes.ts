/**
 * Trains's screens and test hooks in the one route table (app/routing/screens.ts, decision 030):
 * screen id → route module, layout and path per language. Read through the product index
 * (app/products/index.ts); nothing else lists them.
 */
import { p, type Screen } from "~/routing/screen-table";

export const trainScreens = {
  /** The desk's train inventory (issue 26, decision 119): a route's trains on a day, close/reopen a train or wagon. */
  deskTrainStock: {
    file: "products/trains/screens/desk-stock.tsx",
    layout: "nobreadcrumb",
    noindex: true,
    desk: { view: "inventory", act: { close: "inventory", reopen: "inventory" } },
    paths: p("میز/موجودی/قطار", "desk/inventory/trains", "balie/voorraad/treinen", "guichet/disponibilites/trains"),
  },
  // Trains booked online (issue 14): search, results, the place plan, passengers; the request form stays for groups.
  trains: {
    file: "products/trains/screens/home.tsx",
    layout: "default",
    paths: p("قطار", "trains", "treinen", "trains"),
  },
  trainResults: {
    file: "products/trains/screens/search.tsx",
    layout: "default",
    parent: "trains",
    noindex: true,
    paths: p("قطار/جستجو", "trains/search", "treinen/zoeken", "trains/recherche"),
  },
  trainPlaces: {
    file: "products/trains/screens/places.tsx",
    layout: "default",
    parent: "trainResults",
    noindex: true,
    paths: p("قطار/انتخاب-جا", "trains/places", "treinen/plaatsen", "trains/places"),
  },
  trainPassengers: {
    file: "products/trains/screens/passengers.tsx",
    layout: "default",
    parent: "trainResults",
    noindex: true,
    paths: p("قطار/مسافران", "trains/passengers", "treinen/passagiers", "trains/passagers"),
  },
  trainsRequest: {
    file: "routes/vertical.tsx",
    layout: "default",
    parent: "trains",
    paths: p("قطار/درخواست", "trains/request", "treinen/aanvraag", "trains/demande"),
  },
  // Train landing pages (issue 14, item 7): one page per popular route and direction, named by its slug in each language.
  trainRoute: {
    file: "products/trains/screens/route.tsx",
    layout: "default",
    parent: "trains",
    paths: p("قطار/مسیر/:slug", "trains/route/:slug", "treinen/traject/:slug", "trains/trajet/:slug"),
  },
} as const satisfies Record<string, Screen>;

export const trainResources = {
  /** Test-only (PARVAZ_E2E=1): a guest's paid train order in a language, opened for this browser. */
  e2eTrainOrder: { file: "products/trains/e2e/order.tsx", path: "/_/e2e/train-order" },
} as const;
