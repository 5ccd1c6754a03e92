import { describe, expect, it } from "vitest";
import { hotelCities, cityByCode } from "./cities";
import { cityBySlug, cityJsonLd, citySitemapItems, citySlug, landingCities } from "./landing";

describe("hotel landing pages", () => {
  it("names each city by a slug per language, unique, and finds it back (from another language too)", () => {
    const isfahan = cityByCode.isfahan;
    expect(citySlug(cityByCode.tehran, "fr")).toBe("teheran");
    expect(citySlug(isfahan, "en")).toBe("isfahan");
    expect(citySlug(isfahan, "fa")).toBe("اصفهان");
    for (const locale of ["fa", "en", "nl", "fr"] as const) {
      const slugs = hotelCities.map((c) => citySlug(c, locale));
      expect(new Set(slugs).size).toBe(slugs.length);
      for (const slug of slugs) expect(slug).toMatch(locale === "fa" ? /^[^\s/]+$/ : /^[a-z0-9-]+$/);
      for (const c of hotelCities) expect(cityBySlug(citySlug(c, locale), locale)).toEqual({ city: c, exact: true });
    }
    expect(cityBySlug("teheran", "en")).toEqual({ city: cityByCode.tehran, exact: false });
    expect(cityBySlug("atlantis", "en")).toBeNull();
  });

  it("splits the cities into domestic and international, and lists every city in the sitemaps", () => {
    expect(landingCities(true).every((c) => c.domestic)).toBe(true);
    expect(landingCities(false).map((c) => c.code)).toContain("istanbul");
    expect(landingCities(true)[0].code).toBe("tehran");
    const items = citySitemapItems();
    expect(items).toHaveLength(hotelCities.length);
    expect(items.find((i) => i.slugs.en === "paris")).toMatchObject({ kind: "hotelCity", slugs: { fa: "پاریس" } });
  });

  it("describes a city's hotels as schema.org Hotel items with an Offer in the property's currency", () => {
    const ld = cityJsonLd({
      city: cityByCode.istanbul,
      locale: "en",
      url: "https://parvaz.example/en/hotels/city/istanbul",
      name: "Hotels in Istanbul",
      checkIn: "2026-12-07",
      hotels: [
        {
          name: "Grand Bosphorus",
          address: "Istiklal Caddesi 12",
          stars: 4,
          reviewScore: 86,
          reviewCount: 120,
          latitude: 41.03,
          longitude: 28.97,
          from: { amount: 12550, currency: "EUR" },
        },
        {
          name: "Small House",
          address: "",
          stars: 2,
          reviewScore: null,
          reviewCount: 0,
          latitude: 41,
          longitude: 29,
          from: null,
        },
      ],
    });
    expect(ld).toMatchObject({ "@type": "ItemList", numberOfItems: 2 });
    expect(ld.itemListElement[0].item).toMatchObject({
      "@type": "Hotel",
      address: { addressLocality: "Istanbul", addressCountry: "TR" },
      starRating: { ratingValue: 4 },
      aggregateRating: { ratingValue: 8.6, bestRating: 10, reviewCount: 120 },
      makesOffer: { "@type": "Offer", price: "125.50", priceCurrency: "EUR", availabilityStarts: "2026-12-07" },
    });
    expect(ld.itemListElement[1].item).not.toHaveProperty("makesOffer");
    expect(ld.itemListElement[1].item).not.toHaveProperty("aggregateRating");
  });
});
