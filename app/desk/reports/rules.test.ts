import { describe, expect, it } from "vitest";
import { currenciesOf, daysOf, pivot, presetRange, reportRange, scaleTop, totalOf } from "./rules";

describe("a report's days", () => {
  it("is the last 30 days by default, today included", () => {
    expect(reportRange({}, "2026-11-27", "gregorian")).toEqual({
      from: "2026-10-29",
      to: "2026-11-27",
      preset: "last30",
    });
    expect(daysOf(reportRange({}, "2026-11-27", "jalali"))).toHaveLength(30);
  });

  it("reads months in the page's calendar: Gregorian, or Jalali on Persian pages", () => {
    expect(presetRange("thisMonth", "2026-11-27", "gregorian")).toMatchObject({ from: "2026-11-01", to: "2026-11-27" });
    expect(presetRange("lastMonth", "2026-11-27", "gregorian")).toMatchObject({ from: "2026-10-01", to: "2026-10-31" });
    expect(presetRange("lastMonth", "2026-03-10", "gregorian")).toMatchObject({ from: "2026-02-01", to: "2026-02-28" });
    // 6 Azar 1405 = 27 November 2026; Azar began on 22 November, Aban (30 days) on 23 October.
    expect(presetRange("thisMonth", "2026-11-27", "jalali")).toMatchObject({ from: "2026-11-22", to: "2026-11-27" });
    expect(presetRange("lastMonth", "2026-11-27", "jalali")).toMatchObject({ from: "2026-10-23", to: "2026-11-21" });
    // Farvardin 1405 began on 21 March 2026; Esfand 1404 has 29 days.
    expect(presetRange("lastMonth", "2026-04-01", "jalali")).toMatchObject({ from: "2026-02-20", to: "2026-03-20" });
  });

  it("takes typed days: swapped when backwards, never after today, at most 366 days", () => {
    expect(reportRange({ from: "2026-11-10", to: "2026-11-01" }, "2026-11-27", "gregorian")).toEqual({
      from: "2026-11-01",
      to: "2026-11-10",
      preset: null,
    });
    expect(reportRange({ from: "2026-11-20", to: "2027-01-01" }, "2026-11-27", "gregorian")).toMatchObject({
      from: "2026-11-20",
      to: "2026-11-27",
    });
    expect(reportRange({ from: "2027-02-01" }, "2026-11-27", "gregorian")).toMatchObject({
      from: "2026-11-27",
      to: "2026-11-27",
    });
    const long = reportRange({ from: "2020-01-01", to: "2026-11-27" }, "2026-11-27", "gregorian");
    expect(daysOf(long)).toHaveLength(366);
    expect(long.to).toBe("2026-11-27");
  });
});

describe("report tables", () => {
  const rows = [
    { key: "flight", currency: "EUR", count: 2, amount: 30_000 },
    { key: "hotel", currency: "IRR", count: 1, amount: 35_950_000 },
    { key: "flight", currency: "USD", count: 1, amount: 12_000 },
    { key: "flight", currency: "EUR", count: 1, amount: 500 },
  ];

  it("brings a key's rows together with an amount per currency, never adding two currencies", () => {
    expect(pivot(rows)).toEqual([
      { key: "flight", count: 4, amounts: { EUR: 30_500, USD: 12_000 } },
      { key: "hotel", count: 1, amounts: { IRR: 35_950_000 } },
    ]);
  });

  it("keeps the given keys in order, empty ones too, and drops others", () => {
    expect(pivot(rows, ["train", "hotel"])).toEqual([
      { key: "train", count: 0, amounts: {} },
      { key: "hotel", count: 1, amounts: { IRR: 35_950_000 } },
    ]);
  });

  it("totals counts over every currency and amounts per currency", () => {
    const table = pivot(rows);
    expect(totalOf(table)).toEqual({ count: 5, amounts: { EUR: 30_500, USD: 12_000, IRR: 35_950_000 } });
    expect(totalOf([])).toEqual({ count: 0, amounts: {} });
    expect(currenciesOf(table, [{ amounts: { CAD: 1 } }])).toEqual(["EUR", "CAD", "IRR", "USD"]);
  });

  it("tops a chart's scale with a round amount", () => {
    expect(scaleTop(0)).toBe(1);
    expect(scaleTop(37_878)).toBe(50_000);
    expect(scaleTop(100_000)).toBe(100_000);
    expect(scaleTop(120_001)).toBe(200_000);
    expect(scaleTop(7)).toBe(10);
  });
});
