/**
 * Flights's screens and test hooks in the one route table (app/routing/screens.ts, decision 030):
 * screen id → route module, layout and path per language. Read through the product index
 * (app/products/index.ts); nothing else lists them.
 */
import { p, type Screen } from "~/routing/screen-table";

export const flightScreens = {
  /** The desk's flight inventory (issue 26, decision 114): a route's flights on a day, close/reopen, fares. */
  deskFlightStock: {
    file: "products/flights/screens/desk-stock.tsx",
    layout: "nobreadcrumb",
    noindex: true,
    desk: { view: "inventory", act: { close: "inventory", reopen: "inventory", fare: "inventory" } },
    paths: p("میز/موجودی/پرواز", "desk/inventory/flights", "balie/voorraad/vluchten", "guichet/disponibilites/vols"),
  },
  flights: {
    file: "products/flights/screens/home.tsx",
    layout: "default",
    paths: p("پرواز", "flights", "vluchten", "vols"),
  },
  flightsDomestic: {
    file: "products/flights/screens/home.tsx",
    layout: "default",
    parent: "flights",
    paths: p("پرواز/داخلی", "flights/domestic", "vluchten/binnenland", "vols/interieurs"),
  },
  flightsInternational: {
    file: "products/flights/screens/home.tsx",
    layout: "default",
    parent: "flights",
    paths: p("پرواز/خارجی", "flights/international", "vluchten/internationaal", "vols/internationaux"),
  },
  flightResults: {
    file: "products/flights/screens/search.tsx",
    layout: "default",
    parent: "flights",
    noindex: true,
    paths: p("پرواز/جستجو", "flights/search", "vluchten/zoeken", "vols/recherche"),
  },
  flightCalendar: {
    file: "products/flights/screens/calendar.tsx",
    layout: "default",
    parent: "flights",
    noindex: true,
    paths: p("پرواز/تقویم", "flights/calendar", "vluchten/kalender", "vols/calendrier"),
  },
  passengers: {
    file: "products/flights/screens/passengers.tsx",
    layout: "default",
    parent: "flightResults",
    noindex: true,
    paths: p("پرواز/مسافران", "flights/passengers", "vluchten/passagiers", "vols/passagers"),
  },
  /** Changing a booked flight's date (decision 109), for the owner or a browser the booking was opened in. */
  flightChange: {
    file: "products/flights/screens/change.tsx",
    layout: "nobreadcrumb",
    noindex: true,
    paths: p(
      "رزرو/:orderNumber/تغییر-تاریخ",
      "booking/:orderNumber/change-date",
      "boeking/:orderNumber/datum-wijzigen",
      "reservation/:orderNumber/changer-de-date",
    ),
  },
  /** Seats on a seat map and extra bags for a booked flight (decision 110). */
  flightExtras: {
    file: "products/flights/screens/extras.tsx",
    layout: "nobreadcrumb",
    noindex: true,
    paths: p(
      "رزرو/:orderNumber/صندلی-و-بار",
      "booking/:orderNumber/seats-and-bags",
      "boeking/:orderNumber/stoelen-en-bagage",
      "reservation/:orderNumber/sieges-et-bagages",
    ),
  },
  /** Price alerts' e-mailed links land here (confirm, one-click unsubscribe); the "Track prices" form posts here. */
  flightAlerts: {
    file: "products/flights/screens/alerts.tsx",
    layout: "default",
    parent: "flights",
    noindex: true,
    paths: p("پرواز/هشدار-قیمت", "flights/price-alerts", "vluchten/prijsalerts", "vols/alertes-prix"),
  },
  /** The signed-in user's price alerts, in the user area. */
  userFlightAlerts: {
    file: "products/flights/screens/user-alerts.tsx",
    layout: "default",
    guard: "auth",
    noindex: true,
    parent: "user",
    paths: p("کاربر/هشدارهای-قیمت", "user/price-alerts", "gebruiker/prijsalerts", "utilisatrice/alertes-prix"),
  },
} as const satisfies Record<string, Screen>;

export const flightResources = {
  /** "Clear" under the recent flight searches (decision 104). */
  clearRecentFlights: { file: "products/flights/screens/recent-searches.tsx", path: "/_/flights/recent-searches" },
  /** Test-only (PARVAZ_E2E=1): put a typed line in the visitor's cart. */
  e2eCartLine: { file: "products/flights/e2e/cart-line.tsx", path: "/_/e2e/cart-line" },
  /** Test-only (PARVAZ_E2E=1): a guest's paid flight order with a dearer flight the next day (date changes). */
  e2eFlightOrder: { file: "products/flights/e2e/order.tsx", path: "/_/e2e/flight-order" },
  /** Test-only (PARVAZ_E2E=1): lower the cheapest fare an alert follows, then run the scheduled check. */
  e2ePriceDrop: { file: "products/flights/e2e/price-drop.tsx", path: "/_/e2e/price-drop" },
} as const;
