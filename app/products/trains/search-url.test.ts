import { describe, expect, it } from "vitest";
import { changeQuery, hasTrainSearch, priceSteps, readTrainFilters, readTrainQuery, searchOnly } from "./search-url";

describe("the train search in a URL", () => {
  it("reads a search as typed, one adult by default", () => {
    const q = new URLSearchParams("from=مشهد&to=Tehran&date=1405/09/15&trip=return&ret=20/12/2026&whole=1&kind=women");
    expect(hasTrainSearch(q)).toBe(true);
    expect(readTrainQuery(q)).toEqual({
      from: "مشهد",
      to: "Tehran",
      date: "1405/09/15",
      returnDate: "20/12/2026",
      tripType: "return",
      adults: "1",
      children: "0",
      infants: "0",
      whole: true,
      kind: "women",
    });
    expect(readTrainQuery(new URLSearchParams("kind=boss")).kind).toBe("family");
    expect(hasTrainSearch(new URLSearchParams("sort=price"))).toBe(false);
  });

  it("keeps only the search's own parameters", () => {
    const q = new URLSearchParams("op=raja&from=tehran&at=1&to=mashhad&date=2026-12-01&adults=2&train=5&trip=oneway");
    expect(searchOnly(q).toString()).toBe("from=tehran&to=mashhad&date=2026-12-01&trip=oneway&adults=2");
  });

  it("changes, repeats and removes parameters", () => {
    const q = new URLSearchParams("a=1&pl=3&pl=4");
    expect(changeQuery(q, { a: undefined, pl: [7, 8], b: 2 }).toString()).toBe("pl=7&pl=8&b=2");
  });

  it("reads filters and ignores anything unknown", () => {
    const f = readTrainFilters(
      new URLSearchParams("op=raja&op=nobody&wagon=berth4,vip&time=night&maxPrice=abc&sort=price"),
    );
    expect(f).toEqual({
      operators: ["raja"],
      wagonTypes: ["berth4", "vip"],
      times: ["night"],
      maxPrice: null,
      sort: "price",
    });
    expect(readTrainFilters(new URLSearchParams("maxPrice=50000000&sort=fastest"))).toMatchObject({
      maxPrice: 50_000_000,
      sort: "departure",
    });
  });

  it("offers price ceilings between the cheapest and the dearest, round in the currency the visitor sees", () => {
    const currencies = {
      IRR: { code: "IRR", sign: "﷼", rate: 600_000, decimals: 0 },
      EUR: { code: "EUR", sign: "€", rate: 1, decimals: 2 },
    };
    const rials = priceSteps([12_340_000, 55_000_000, 30_000_000], currencies, "IRR");
    expect(rials.length).toBeGreaterThan(1);
    for (const s of rials) {
      expect(s.value).toBeGreaterThanOrEqual(12_340_000);
      expect(s.value).toBeLessThan(55_000_000);
      expect(s.value % 100_000).toBe(0);
      expect(s.shown).toEqual({ amount: s.value, currency: "IRR" });
    }
    // 20.57 € to 91.67 €: whole euros (35 €, 50 € …), each the same ceiling in rials.
    const euros = priceSteps([12_340_000, 55_000_000, 30_000_000], currencies, "EUR");
    expect(euros.map((s) => s.shown.amount)).toEqual([3500, 5000, 6400, 7800]);
    expect(euros[0].value).toBe(21_000_000);
    expect(priceSteps([9_000_000], currencies, "EUR")).toEqual([]);
  });
});
