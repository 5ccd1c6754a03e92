/**
 * Tours' screens in the one route table (app/routing/screens.ts, decision 030): screen id → route module, layout and
 * path per language. Read through the product index (app/products/index.ts); nothing else lists them.
 */
import { p, type Screen } from "~/routing/screen-table";

export const tourScreens = {
  // Tours on the agency desk (issue 27, decision 707): the departures, a departure's bookings and rooming list
  // (also as CSV), confirming or cancelling it. Agents (`inventory`).
  deskTourDepartures: {
    file: "products/tours/screens/desk-departures.tsx",
    layout: "nobreadcrumb",
    noindex: true,
    desk: { view: "inventory" },
    paths: p(
      "میز/موجودی/تورها",
      "desk/inventory/tours",
      "balie/voorraad/rondreizen",
      "guichet/disponibilites/circuits",
    ),
  },
  deskTourDeparture: {
    file: "products/tours/screens/desk-departure.tsx",
    layout: "nobreadcrumb",
    noindex: true,
    desk: { view: "inventory", act: { confirm: "inventory", cancel: "inventory" } },
    paths: p(
      "میز/موجودی/تورها/:id",
      "desk/inventory/tours/:id",
      "balie/voorraad/rondreizen/:id",
      "guichet/disponibilites/circuits/:id",
    ),
  },
  /** Moving a booking of the departure to another one of its tour (decision 708): agents who may cancel orders. */
  deskTourMove: {
    file: "products/tours/screens/desk-move.tsx",
    layout: "nobreadcrumb",
    noindex: true,
    desk: { view: "inventory", act: { move: "orders.cancel" } },
    paths: p(
      "میز/موجودی/تورها/:id/انتقال/:orderNumber",
      "desk/inventory/tours/:id/move/:orderNumber",
      "balie/voorraad/rondreizen/:id/verplaatsen/:orderNumber",
      "guichet/disponibilites/circuits/:id/deplacer/:orderNumber",
    ),
  },
  /** The departure's rooming list as a CSV file (no page): the same permission as the departure. */
  deskTourRooming: {
    file: "products/tours/screens/desk-rooming.tsx",
    layout: "nobreadcrumb",
    noindex: true,
    desk: { view: "inventory" },
    paths: p(
      "میز/موجودی/تورها/:id/فهرست-اتاق",
      "desk/inventory/tours/:id/rooming",
      "balie/voorraad/rondreizen/:id/kamerlijst",
      "guichet/disponibilites/circuits/:id/rooming-list",
    ),
  },
  // Tours bought online (issue 27, decision 705): the shop (search and results), a page per destination and per
  // tour, the travellers' step; the request form stays for private and group tours.
  tours: {
    file: "products/tours/screens/search.tsx",
    layout: "default",
    paths: p("تور", "tours", "rondreizen", "circuits"),
  },
  tourDestination: {
    file: "products/tours/screens/search.tsx",
    layout: "default",
    parent: "tours",
    paths: p("تور/مقصد/:slug", "tours/to/:slug", "rondreizen/naar/:slug", "circuits/vers/:slug"),
  },
  tour: {
    file: "products/tours/screens/tour.tsx",
    layout: "default",
    parent: "tours",
    paths: p("تور/:slug", "tours/:slug", "rondreizen/:slug", "circuits/:slug"),
  },
  tourTravellers: {
    file: "products/tours/screens/travellers.tsx",
    layout: "default",
    parent: "tours",
    noindex: true,
    paths: p(
      "تور/رزرو/مسافران",
      "tours/book/travellers",
      "rondreizen/boeken/reizigers",
      "circuits/reservation/voyageurs",
    ),
  },
  toursRequest: {
    file: "routes/vertical.tsx",
    layout: "default",
    parent: "tours",
    paths: p("تور/درخواست", "tours/request", "rondreizen/aanvraag", "circuits/demande"),
  },
} as const satisfies Record<string, Screen>;

export const tourResources = {
  /** Test-only (PARVAZ_E2E=1): places given back to a departure as a cancellation would, offered to its waitlist. */
  e2eTourRelease: { file: "products/tours/e2e/release.tsx", path: "/_/e2e/tour-release" },
  /** Test-only (PARVAZ_E2E=1): a guest's paid tour order in a language, opened for this browser (decision 706). */
  e2eTourOrder: { file: "products/tours/e2e/order.tsx", path: "/_/e2e/tour-order" },
  /** Test-only (PARVAZ_E2E=1): a guest's paid tour order on an open departure, for the desk's tests (decision 707). */
  e2eTourDeskOrder: { file: "products/tours/e2e/desk-order.tsx", path: "/_/e2e/tour-desk-order" },
} as const;
