/**
 * Hotel landing pages (pure; decision 507): the domestic and international hotel pages list
 * the cities the agency sells hotels in, and each city has its own page with its top
 * properties and a price "from", in the sitemap and with schema.org JSON-LD (Hotel + Offer).
 * A city's page is named by a slug in each language: Latin letters without accents in en, nl
 * and fr ("teheran", "mechhed"), the Persian name with dashes for spaces in fa.
 */
import type { Locale } from "~/routing/screens";
import { hotelCities, type HotelCity } from "./cities";

/** A city's slug in a language. */
export function citySlug(city: HotelCity, locale: Locale): string {
  const name = city.name[locale];
  if (locale === "fa") return name.trim().replace(/[\s\u200c]+/g, "-");
  return name
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");
}

/** The city a slug names in a language, else in any other (then the page redirects to its own slug). */
export function cityBySlug(slug: string, locale: Locale): { city: HotelCity; exact: boolean } | null {
  const wanted = slug.normalize("NFC");
  const exact = hotelCities.find((c) => citySlug(c, locale) === wanted);
  if (exact) return { city: exact, exact: true };
  const other = hotelCities.find((c) => (["fa", "en", "nl", "fr"] as const).some((l) => citySlug(c, l) === wanted));
  return other ? { city: other, exact: false } : null;
}

/** The cities of a landing page, in the order of the catalog's weight (most properties first). */
export function landingCities(domestic: boolean): HotelCity[] {
  return hotelCities.filter((c) => c.domestic === domestic).sort((a, b) => b.weight - a.weight);
}

/** Every city's slug in every language: the city pages of the sitemaps. */
export function citySitemapItems() {
  return hotelCities.map((city) => ({
    kind: "hotelCity" as const,
    slugs: { fa: citySlug(city, "fa"), en: citySlug(city, "en"), nl: citySlug(city, "nl"), fr: citySlug(city, "fr") },
    lastmod: null,
  }));
}

export interface CityHotel {
  name: string;
  address: string;
  stars: number;
  reviewScore: number | null;
  reviewCount: number;
  latitude: number;
  longitude: number;
  /** The cheapest rate for the sample night, tax included, minor units of `currency`. */
  from: { amount: number; currency: string } | null;
}

/** Minor units as a schema.org price ("1250.00", "35950000"). */
function priceText(amount: number, currency: string) {
  const decimals = currency === "IRR" ? 0 : 2;
  return (amount / 10 ** decimals).toFixed(decimals);
}

/**
 * The city page's JSON-LD: an ItemList of Hotel, each with its address, stars, review score
 * and an Offer (the cheapest room for the sample night, from `checkIn`).
 */
export function cityJsonLd(params: {
  city: HotelCity;
  locale: Locale;
  url: string;
  name: string;
  hotels: CityHotel[];
  checkIn: string;
}) {
  const { city, locale, hotels } = params;
  return {
    "@context": "https://schema.org",
    "@type": "ItemList",
    name: params.name,
    url: params.url,
    inLanguage: locale,
    numberOfItems: hotels.length,
    itemListElement: hotels.map((h, i) => ({
      "@type": "ListItem",
      position: i + 1,
      item: {
        "@type": "Hotel",
        name: h.name,
        address: {
          "@type": "PostalAddress",
          streetAddress: h.address,
          addressLocality: city.name[locale],
          addressCountry: city.country,
        },
        geo: { "@type": "GeoCoordinates", latitude: h.latitude, longitude: h.longitude },
        starRating: { "@type": "Rating", ratingValue: h.stars },
        ...(h.reviewScore !== null && h.reviewCount > 0
          ? {
              aggregateRating: {
                "@type": "AggregateRating",
                ratingValue: h.reviewScore / 10,
                bestRating: 10,
                reviewCount: h.reviewCount,
              },
            }
          : {}),
        ...(h.from
          ? {
              makesOffer: {
                "@type": "Offer",
                price: priceText(h.from.amount, h.from.currency),
                priceCurrency: h.from.currency,
                availabilityStarts: params.checkIn,
                url: params.url,
              },
            }
          : {}),
      },
    })),
  };
}

/** The landing page's JSON-LD: the list of its cities' hotel pages. */
export function landingJsonLd(name: string, items: { name: string; url: string }[]) {
  return {
    "@context": "https://schema.org",
    "@type": "ItemList",
    name,
    itemListElement: items.map((item, i) => ({ "@type": "ListItem", position: i + 1, name: item.name, url: item.url })),
  };
}
