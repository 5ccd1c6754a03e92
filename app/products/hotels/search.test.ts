import { describe, expect, it } from "vitest";
import type { Board, CancellationKind } from "./codes";
import { priceFromSum } from "./pricing";
import {
  applyHotelFilters,
  badgesOf,
  cheapestRate,
  hotelFacets,
  noFilters,
  pageOf,
  priceBands,
  readHotelFilters,
  recommendedScore,
  roomsLeftBadge,
  type Candidate,
  type HotelFilters,
  type RateOption,
} from "./search";

let planId = 0;
/** A rate for a 2-night stay in euros: `night` is the total per night (EUR cents). */
function rate(night: number, board: Board = "room_only", cancellation: CancellationKind = "none", roomsLeft = 5) {
  const price = priceFromSum(night * 2, 2, night, { rooms: 1, taxPercent: 0, cityTax: 0, adults: 2, currency: "EUR" });
  return {
    ratePlanId: ++planId,
    roomTypeId: 1,
    board,
    cancellation,
    freeUntil: cancellation === "free" ? new Date("2026-12-01T08:30:00Z") : null,
    price,
    baseTotal: price.total,
    baseNight: price.perNight,
    roomsLeft,
  } satisfies RateOption;
}

const property = (id: number, p: Partial<Candidate>): Candidate => ({
  id,
  stars: 3,
  district: "downtown",
  distanceM: 1000,
  reviewScore: 80,
  amenities: ["wifi"],
  popularity: 50,
  rates: [rate(10_000)],
  ...p,
});

const list: Candidate[] = [
  property(1, {
    stars: 5,
    distanceM: 6000,
    reviewScore: 92,
    amenities: ["wifi", "pool", "spa"],
    rates: [rate(30_000), rate(36_000, "breakfast", "free")],
  }),
  property(2, {
    stars: 4,
    district: "vanak",
    distanceM: 5000,
    amenities: ["wifi", "pool"],
    rates: [rate(15_000, "breakfast", "none", 2)],
  }),
  property(3, {
    stars: 3,
    distanceM: 300,
    reviewScore: null,
    rates: [rate(9_000), rate(11_000, "room_only", "free", 1)],
  }),
  property(4, {
    stars: 2,
    district: "vanak",
    distanceM: 2000,
    amenities: [],
    rates: [rate(6_000, "room_only", "partial")],
  }),
  property(5, {
    stars: 4,
    district: "tajrish",
    distanceM: 12000,
    amenities: ["wifi", "spa"],
    rates: [rate(21_000, "half_board", "free")],
  }),
];
const f = (over: Partial<HotelFilters>): HotelFilters => ({ ...noFilters, ...over });
const ids = (xs: Candidate[]) => xs.map((p) => p.id);

describe("hotel search rules", () => {
  it("shows a property's cheapest rate among those the rate filters leave", () => {
    expect(cheapestRate(list[0].rates)?.baseTotal).toBe(60_000);
    expect(cheapestRate([])).toBeNull();
    // With "free cancellation", property 3 shows its refundable rate, and the price sort follows it.
    expect(ids(applyHotelFilters(list, f({ freeCancellation: true, sort: "price" })))).toEqual([3, 5, 1]);
  });

  it("filters by price per night, stars, board, district and amenities (all chosen)", () => {
    expect(ids(applyHotelFilters(list, f({ maxPrice: 10_000, sort: "price" })))).toEqual([4, 3]);
    expect(ids(applyHotelFilters(list, f({ stars: [4, 5], sort: "price" })))).toEqual([2, 5, 1]);
    expect(ids(applyHotelFilters(list, f({ boards: ["breakfast"], sort: "price" })))).toEqual([2, 1]);
    expect(ids(applyHotelFilters(list, f({ districts: ["vanak"], sort: "price" })))).toEqual([4, 2]);
    expect(ids(applyHotelFilters(list, f({ amenities: ["pool", "spa"] })))).toEqual([1]);
    // The price filter applies to the rate left by the other filters: breakfast at property 1 costs 360 a night.
    expect(ids(applyHotelFilters(list, f({ boards: ["breakfast"], maxPrice: 30_000 })))).toEqual([2]);
  });

  it("sorts by recommendation, price, stars (then price) and distance", () => {
    expect(ids(applyHotelFilters(list, f({ sort: "price" })))).toEqual([4, 3, 2, 5, 1]);
    expect(ids(applyHotelFilters(list, f({ sort: "stars" })))).toEqual([1, 2, 5, 3, 4]);
    expect(ids(applyHotelFilters(list, f({ sort: "distance" })))).toEqual([3, 4, 2, 1, 5]);
    const recommended = ids(applyHotelFilters(list, f({ sort: "recommended" })));
    expect(recommended[0]).toBe(1);
    expect(recommendedScore(list[2])).toBeLessThan(recommendedScore({ ...list[2], reviewScore: 90 }));
  });

  it("counts what every filter option would leave, the other filters kept", () => {
    const facets = hotelFacets(list, f({ stars: [4], boards: [] }), ["downtown", "vanak", "tajrish"]);
    expect(facets.stars.map((o) => [o.value, o.count, o.selected])).toEqual([
      [5, 1, false],
      [4, 2, true],
      [3, 1, false],
      [2, 1, false],
      [1, 0, false],
    ]);
    expect(facets.districts.map((o) => [o.value, o.count])).toEqual([
      ["downtown", 0],
      ["vanak", 1],
      ["tajrish", 1],
    ]);
    expect(Object.fromEntries(facets.boards.map((o) => [o.value, o.count]))).toEqual({
      room_only: 0,
      breakfast: 1,
      half_board: 1,
      full_board: 0,
      all_inclusive: 0,
    });
    expect(facets.freeCancellation).toEqual({ count: 1, selected: false });
    expect(facets.amenities.map((o) => [o.value, o.count])).toEqual([
      ["wifi", 2],
      ["pool", 1],
      ["spa", 1],
    ]);
    const all = hotelFacets(list, noFilters);
    expect(all.prices.map((o) => o.value)).toEqual([9_000, 15_000, 21_000]);
    expect(all.prices.map((o) => o.count)).toEqual([2, 3, 4]);
    expect(priceBands([])).toEqual([]);
  });

  it("pages results and says when few rooms are left", () => {
    const many = Array.from({ length: 45 }, (_, i) => i);
    expect(pageOf(many, 3)).toMatchObject({ page: 3, pages: 3, items: [40, 41, 42, 43, 44] });
    expect(pageOf(many, 9).page).toBe(3);
    expect(pageOf([], 1)).toEqual({ page: 1, pages: 1, items: [] });
    expect([0, 1, 3, 4].map(roomsLeftBadge)).toEqual([null, 1, 3, null]);
    expect(badgesOf(list[1].rates[0])).toEqual({ freeCancellation: false, breakfastIncluded: true, roomsLeft: 2 });
  });

  it("reads filters from a results URL, dropping unknown values", () => {
    const q = new URLSearchParams(
      "stars=5&stars=4,9&board=breakfast&board=buffet&amenity=pool&amenity=sauna&district=vanak&district=..&free=1&maxPrice=15000&sort=stars",
    );
    expect(readHotelFilters(q)).toEqual({
      maxPrice: 15_000,
      stars: [5, 4],
      boards: ["breakfast"],
      freeCancellation: true,
      amenities: ["pool"],
      districts: ["vanak"],
      sort: "stars",
    });
    expect(readHotelFilters(new URLSearchParams("sort=cheapest&maxPrice=-3"))).toEqual(noFilters);
  });
});
