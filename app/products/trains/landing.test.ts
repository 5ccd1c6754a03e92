import { describe, expect, it } from "vitest";
import { trainsBetween } from "./catalog";
import {
  popularRoutes,
  routeBySlug,
  routeFromPrice,
  routeJsonLd,
  routeSearchQuery,
  routeSitemapItems,
  routeSlug,
} from "./landing";
import { popularRouteList } from "./landing.server";
import { passengerPrice, placePrice } from "./fares";

describe("train landing pages", () => {
  it("has a page per popular route and direction, named in each language", () => {
    const routes = popularRoutes();
    expect(routes).toHaveLength(24);
    const tm = routes[0];
    expect(routeSlug(tm, "en")).toBe("tehran-mashhad");
    expect(routeSlug(tm, "nl")).toBe("teheran-mashhad");
    expect(routeSlug(tm, "fr")).toBe("teheran-mechhed");
    expect(routeSlug(tm, "fa")).toBe("تهران-مشهد");
    expect(routeSlug(routes[1], "en")).toBe("mashhad-tehran");
    expect(
      routeSlug(
        routes.find((r) => r.to.code === "bandar_abbas")!,
        "en",
      ),
    ).toBe("tehran-bandar-abbas");
    expect(new Set(routes.map((r) => routeSlug(r, "en"))).size).toBe(24);
  });

  it("finds a route by its slug, or by another language's slug (to redirect to its own)", () => {
    expect(routeBySlug("tehran-mashhad", "en")).toMatchObject({ exact: true, route: { from: { code: "tehran" } } });
    expect(routeBySlug("tehran-mashhad", "fr")).toMatchObject({ exact: false, route: { to: { code: "mashhad" } } });
    expect(routeBySlug("تهران-مشهد", "fa")?.exact).toBe(true);
    expect(routeBySlug("tehran-nowhere", "en")).toBeNull();
  });

  it("prices a route from one adult's cheapest place on any of its trains", () => {
    const prices = trainsBetween("tehran", "qom").flatMap((t) =>
      t.wagons.map((w) => passengerPrice("adult", placePrice(t.km, w.type, t.operator))),
    );
    expect(routeFromPrice("tehran", "qom")).toBe(Math.min(...prices));
    expect(routeFromPrice("tehran", "nowhere")).toBeNull();
    const list = popularRouteList("fa");
    expect(list[0]).toMatchObject({ slug: "تهران-مشهد", from: "تهران", to: "مشهد", price: { currency: "IRR" } });
  });

  it("links to the search, lists every page in the sitemap and describes trips as TrainTrip with an Offer", () => {
    const [route] = popularRoutes();
    expect(routeSearchQuery(route, "2026-12-20")).toBe(
      "from=tehran&to=mashhad&date=2026-12-20&trip=oneway&adults=1&children=0&infants=0",
    );
    const items = routeSitemapItems();
    expect(items).toHaveLength(24);
    expect(items[0]).toMatchObject({ kind: "trainRoute", slugs: { en: "tehran-mashhad", fa: "تهران-مشهد" } });
    const ld = routeJsonLd({
      route,
      locale: "en",
      url: "https://parvaz.example/en/trains/route/tehran-mashhad",
      name: "Trains from Tehran to Mashhad",
      trips: [
        {
          number: "381",
          operator: "Fadak",
          date: "2026-12-20",
          departsAt: "2026-12-20T04:30:00.000Z",
          arrivesAt: "2026-12-20T16:30:00.000Z",
          from: 27_000_000,
        },
      ],
    });
    expect(ld.itemListElement[0].item).toMatchObject({
      "@type": "TrainTrip",
      trainNumber: "381",
      departureStation: { "@type": "TrainStation", name: "Tehran" },
      arrivalStation: { name: "Mashhad" },
      offers: { "@type": "Offer", price: "27000000", priceCurrency: "IRR" },
    });
  });
});
