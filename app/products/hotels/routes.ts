/**
 * Hotels's screens and test hooks in the one route table (app/routing/screens.ts, decision 030):
 * screen id → route module, layout and path per language. Read through the product index
 * (app/products/index.ts); nothing else lists them.
 */
import { p, type Screen } from "~/routing/screen-table";

export const hotelScreens = {
  /** The desk's hotel inventory (issue 26, decision 114): rooms by night, close/reopen, prices. */
  deskHotelStock: {
    file: "products/hotels/screens/desk-stock.tsx",
    layout: "nobreadcrumb",
    noindex: true,
    desk: { view: "inventory", act: { close: "inventory", reopen: "inventory", price: "inventory" } },
    paths: p("میز/موجودی/هتل", "desk/inventory/hotels", "balie/voorraad/hotels", "guichet/disponibilites/hotels"),
  },
  hotels: {
    file: "products/hotels/screens/home.tsx",
    layout: "default",
    paths: p("هتل", "hotels", "hotels", "hotels"),
  },
  hotelsDomestic: {
    file: "products/hotels/screens/home.tsx",
    layout: "default",
    parent: "hotels",
    paths: p("هتل/داخلی", "hotels/domestic", "hotels/binnenland", "hotels/interieurs"),
  },
  hotelsInternational: {
    file: "products/hotels/screens/home.tsx",
    layout: "default",
    parent: "hotels",
    paths: p("هتل/خارجی", "hotels/international", "hotels/internationaal", "hotels/internationaux"),
  },
  // Hotels booked online (issue 13): results, a property, its guests; the travel desk's request form stays for groups.
  hotelResults: {
    file: "products/hotels/screens/search.tsx",
    layout: "default",
    parent: "hotels",
    noindex: true,
    paths: p("هتل/جستجو", "hotels/search", "hotels/zoeken", "hotels/recherche"),
  },
  hotelProperty: {
    file: "products/hotels/screens/property.tsx",
    layout: "default",
    parent: "hotelResults",
    noindex: true,
    paths: p("هتل/اقامتگاه/:slug", "hotels/property/:slug", "hotels/accommodatie/:slug", "hotels/etablissement/:slug"),
  },
  hotelGuests: {
    file: "products/hotels/screens/guests.tsx",
    layout: "default",
    parent: "hotelResults",
    noindex: true,
    paths: p("هتل/مهمانان", "hotels/guests", "hotels/gasten", "hotels/clients"),
  },
  hotelsRequest: {
    file: "routes/vertical.tsx",
    layout: "default",
    parent: "hotels",
    paths: p("هتل/درخواست", "hotels/request", "hotels/aanvraag", "hotels/demande"),
  },
  // Hotel landing pages (issue 13, item 7): one page per city, named by its slug in each language.
  hotelCity: {
    file: "products/hotels/screens/city.tsx",
    layout: "default",
    parent: "hotels",
    paths: p("هتل/شهر/:slug", "hotels/city/:slug", "hotels/stad/:slug", "hotels/ville/:slug"),
  },
} as const satisfies Record<string, Screen>;

export const hotelResources = {
  /** Test-only (PARVAZ_E2E=1): a guest's paid hotel order in a language, opened for this browser. */
  e2eHotelOrder: { file: "products/hotels/e2e/order.tsx", path: "/_/e2e/hotel-order" },
} as const;
