/**
 * Train landing pages (pure; decision 611): the popular routes, each with a page per
 * direction named by a slug in each language ("tehran-mashhad", "teheran-mechhed",
 * "تهران-مشهد"), its price "from" (one adult, the cheapest wagon type of its trains: fares
 * are the same every day, decision 601), the search link it opens, its sitemap items and its
 * schema.org JSON-LD (an ItemList of TrainTrip, each with an Offer).
 */
import type { Locale } from "~/routing/screens";
import { routes, trainsBetween } from "./catalog";
import type { WagonType } from "./codes";
import { passengerPrice, placePrice } from "./fares";
import { stationByCode, type Station } from "./stations";

/** The popular routes, one way; each also has its page the other way. Order: as the routes list shows them. */
export const popularPairs: readonly (readonly [string, string])[] = [
  ["tehran", "mashhad"],
  ["tehran", "isfahan"],
  ["tehran", "shiraz"],
  ["tehran", "tabriz"],
  ["tehran", "yazd"],
  ["tehran", "kerman"],
  ["tehran", "ahvaz"],
  ["tehran", "bandar_abbas"],
  ["tehran", "qom"],
  ["tehran", "kashan"],
  ["tehran", "gorgan"],
  ["isfahan", "shiraz"],
];

export interface TrainRoute {
  from: Station;
  to: Station;
  km: number;
  minutes: number;
}

/** Every popular route in both directions. */
export function popularRoutes(): TrainRoute[] {
  return popularPairs.flatMap(([a, b]) => {
    const route = routes.find((r) => (r.from === a && r.to === b) || (r.from === b && r.to === a));
    const from = stationByCode(a);
    const to = stationByCode(b);
    if (!route || !from || !to) return [];
    return [
      { from, to, km: route.km, minutes: route.minutes },
      { from: to, to: from, km: route.km, minutes: route.minutes },
    ];
  });
}

/** A station's name as a slug part: Latin letters without accents in en, nl, fr; the Persian name with dashes in fa. */
export function stationSlug(station: Station, locale: Locale): string {
  const name = station.name[locale];
  if (locale === "fa") return name.trim().replace(/[\s\u200c]+/g, "-");
  return name
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");
}

export function routeSlug(route: Pick<TrainRoute, "from" | "to">, locale: Locale): string {
  return `${stationSlug(route.from, locale)}-${stationSlug(route.to, locale)}`;
}

const allLocales: readonly Locale[] = ["fa", "en", "nl", "fr"];

/** The popular route a slug names in a language, else in another (the page then redirects to its own slug). */
export function routeBySlug(slug: string, locale: Locale): { route: TrainRoute; exact: boolean } | null {
  const wanted = slug.normalize("NFC").toLowerCase();
  const list = popularRoutes();
  const exact = list.find((r) => routeSlug(r, locale) === wanted);
  if (exact) return { route: exact, exact: true };
  const other = list.find((r) => allLocales.some((l) => routeSlug(r, l) === wanted));
  return other ? { route: other, exact: false } : null;
}

/** Every route page's slug in every language: the route pages of the sitemaps. */
export function routeSitemapItems() {
  return popularRoutes().map((route) => ({
    kind: "trainRoute" as const,
    slugs: {
      fa: routeSlug(route, "fa"),
      en: routeSlug(route, "en"),
      nl: routeSlug(route, "nl"),
      fr: routeSlug(route, "fr"),
    },
    lastmod: null,
  }));
}

/** One adult's cheapest price on a route (rials): the cheapest wagon type of any of its trains. */
export function routeFromPrice(from: string, to: string): number | null {
  let best: number | null = null;
  for (const train of trainsBetween(from, to)) {
    const types = new Set<WagonType>(train.wagons.map((w) => w.type));
    for (const type of types) {
      const price = passengerPrice("adult", placePrice(train.km, type, train.operator));
      if (best === null || price < best) best = price;
    }
  }
  return best;
}

/** The search the route page links to (the search URL of the trains page: from, to, date, one adult). */
export function routeSearchQuery(route: Pick<TrainRoute, "from" | "to">, date: string) {
  return new URLSearchParams({
    from: route.from.code,
    to: route.to.code,
    date,
    trip: "oneway",
    adults: "1",
    children: "0",
    infants: "0",
  }).toString();
}

/** A train of the route page: a day's departure with its times and the cheapest adult price with places left. */
export interface RouteTrip {
  number: string;
  operator: string;
  date: string;
  departsAt: string;
  arrivesAt: string;
  /** Rials, for one adult in the cheapest wagon type with a place left. */
  from: number;
}

/** The route page's JSON-LD: an ItemList of TrainTrip, each with an Offer for one adult (IRR). */
export function routeJsonLd(params: {
  route: TrainRoute;
  locale: Locale;
  url: string;
  name: string;
  trips: RouteTrip[];
}) {
  const { route, locale, url } = params;
  const station = (s: Station) => ({
    "@type": "TrainStation",
    name: s.name[locale],
    geo: { "@type": "GeoCoordinates", latitude: s.lat, longitude: s.lon },
  });
  return {
    "@context": "https://schema.org",
    "@type": "ItemList",
    name: params.name,
    url,
    inLanguage: locale,
    numberOfItems: params.trips.length,
    itemListElement: params.trips.map((trip, i) => ({
      "@type": "ListItem",
      position: i + 1,
      item: {
        "@type": "TrainTrip",
        trainNumber: trip.number,
        provider: { "@type": "Organization", name: trip.operator },
        departureStation: station(route.from),
        arrivalStation: station(route.to),
        departureTime: trip.departsAt,
        arrivalTime: trip.arrivesAt,
        offers: {
          "@type": "Offer",
          price: String(trip.from),
          priceCurrency: "IRR",
          availability: "https://schema.org/InStock",
          url,
        },
      },
    })),
  };
}

/** How many days ahead a route page lists (today included). */
export const ROUTE_DAYS = 7;
