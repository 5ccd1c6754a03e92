import { describe, expect, it } from "vitest";
import { applyFilters, facets, fieldErrors, searchSchema, sortOffers, type ResultOffer } from "./search";
import { isStale } from "~/travel/clock";
import { readFilters } from "./search-url";

const today = "2026-11-22";
const parse = (q: Record<string, string>) =>
  searchSchema(today).safeParse({
    adults: "1",
    children: "0",
    infants: "0",
    trip: "oneway",
    from: "THR",
    to: "MHD",
    depart: "2026-11-25",
    ...q,
  });
const errorsOf = (q: Record<string, string>) => {
  const r = parse(q);
  return r.success ? {} : fieldErrors(r.error);
};

describe("search criteria", () => {
  it("accepts a one-way search with codes, labels or city names", () => {
    const r = parse({ from: "Tehran (THR) – Mehrabad Airport", to: "مشهد" });
    expect(r.success && r.data).toMatchObject({
      origin: "THR",
      destination: "MHD",
      depart: "2026-11-25",
      return: null,
      counts: { adults: 1, children: 0, infants: 0 },
    });
  });

  it("reads a Jalali departure date", () => {
    const r = parse({ depart: "۱۴۰۵/۰۹/۰۴" });
    expect(r.success && r.data.depart).toBe("2026-11-25");
  });

  it("gives the spec's messages", () => {
    expect(errorsOf({ depart: "" }).depart).toEqual(["flights:errors.departRequired"]);
    expect(errorsOf({ trip: "return" }).return).toEqual(["flights:errors.returnRequired"]);
    expect(errorsOf({ trip: "return", return: "2026-11-24" }).return).toEqual(["flights:errors.returnBeforeDepart"]);
    expect(errorsOf({ adults: "0" }).adults).toEqual(["flights:errors.minPassenger"]);
  });

  it("applies the airline rules: at most 9 seated, no more infants than adults", () => {
    expect(errorsOf({ adults: "5", children: "5" }).adults).toEqual(["flights:errors.maxSeated"]);
    expect(errorsOf({ adults: "1", infants: "2" }).infants).toEqual(["flights:errors.infants"]);
    expect(errorsOf({ adults: "8", children: "1", infants: "3" })).toEqual({});
  });

  it("refuses unknown places, the same place twice, past and too distant dates", () => {
    expect(errorsOf({ from: "Atlantis" }).from).toEqual(["flights:errors.unknownPlace"]);
    expect(errorsOf({ from: "THR", to: "IKA" }).to).toEqual(["flights:errors.samePlace"]);
    expect(errorsOf({ depart: "2026-11-21" }).depart).toEqual(["flights:errors.past"]);
    expect(errorsOf({ depart: "2027-04-01" }).depart).toEqual(["flights:errors.tooFar"]);
  });
});

describe("filters, option counts and sorting", () => {
  const offer = (id: number, o: Partial<ResultOffer>): ResultOffer => ({
    id,
    airline: "IR",
    aircraft: "Airbus A320",
    cabin: "economy",
    flightType: "scheduled",
    durationMinutes: 100,
    priceAdult: 5_000,
    taxAdult: 300,
    departAt: `2026-11-25T0${id}:00:00Z`,
    ...o,
  });
  const offers = [
    offer(1, { airline: "W5", priceAdult: 9_000, durationMinutes: 95 }),
    offer(2, { airline: "IR", cabin: "business", priceAdult: 20_000 }),
    offer(3, { airline: "EP", aircraft: "Fokker 100", flightType: "charter", priceAdult: 4_000, durationMinutes: 130 }),
    offer(4, { airline: "IR", priceAdult: 6_000, durationMinutes: 90 }),
  ];
  const q = (s: string) => readFilters(new URLSearchParams(s));

  it("filters by airline, aircraft, cabin, flight type, price and duration", () => {
    expect(applyFilters(offers, q("airline=IR")).map((o) => o.id)).toEqual([4, 2]);
    expect(applyFilters(offers, q("airline=IR&airline=EP")).map((o) => o.id)).toEqual([3, 4, 2]);
    expect(applyFilters(offers, q("aircraft=Fokker+100")).map((o) => o.id)).toEqual([3]);
    expect(applyFilters(offers, q("cabin=business")).map((o) => o.id)).toEqual([2]);
    expect(applyFilters(offers, q("type=charter")).map((o) => o.id)).toEqual([3]);
    expect(applyFilters(offers, q("maxPrice=6450")).map((o) => o.id)).toEqual([3]);
    expect(applyFilters(offers, q("maxPrice=6750")).map((o) => o.id)).toEqual([3, 4]);
    expect(applyFilters(offers, q("maxDuration=95")).map((o) => o.id)).toEqual([4, 1]);
    expect(applyFilters(offers, q("cabin=nonsense")).length).toBe(4);
  });

  it("sorts by price, departure time and duration", () => {
    expect(sortOffers(offers, "price").map((o) => o.id)).toEqual([3, 4, 1, 2]);
    expect(sortOffers(offers, "depart").map((o) => o.id)).toEqual([1, 2, 3, 4]);
    expect(sortOffers(offers, "duration").map((o) => o.id)).toEqual([4, 1, 2, 3]);
    expect(q("sort=bogus").sort).toBe("price");
  });

  it("counts what each option leaves, keeping the other filters", () => {
    const f = facets(offers, q("cabin=economy"));
    expect(f.airline).toEqual([
      { value: "EP", count: 1, selected: false },
      { value: "IR", count: 1, selected: false },
      { value: "W5", count: 1, selected: false },
    ]);
    expect(f.cabin).toEqual([
      { value: "economy", count: 3, selected: true },
      { value: "business", count: 1, selected: false },
    ]);
    expect(f.type.find((o) => o.value === "charter")?.count).toBe(1);
    expect(f.maxDuration.map((o) => [o.value, o.count])).toEqual([
      ["90", 1],
      ["120", 2],
    ]);
  });
});

describe("offer expiry", () => {
  it("goes stale after the configured minutes, and for a missing or future time", () => {
    const at = Date.UTC(2026, 10, 22, 10);
    expect(isStale(at, at + 14 * 60_000, 15)).toBe(false);
    expect(isStale(at, at + 16 * 60_000, 15)).toBe(true);
    expect(isStale(at, at + 2 * 60_000, 1)).toBe(true);
    expect(isStale(NaN, at, 15)).toBe(true);
    expect(isStale(at + 3_600_000, at, 15)).toBe(true);
  });
});
