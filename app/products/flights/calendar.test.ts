import { describe, expect, it } from "vitest";
import {
  WEEK_START,
  adjacentMonths,
  calendarOf,
  cheapestDay,
  monthContaining,
  monthDays,
  monthStart,
  monthWeeks,
  nearestDays,
  stripDays,
  weekdayDays,
} from "./calendar";
import { adultPrice } from "./fare-rules";

describe("the price calendar's months", () => {
  it("is the Jalali month on Persian pages and the Gregorian month elsewhere", () => {
    expect(calendarOf("fa")).toBe("jalali");
    expect(calendarOf("nl")).toBe("gregorian");
    // 1 Azar 1405 is 22 November 2026; Azar has 30 days.
    const azar = monthDays("2026-12-01", "jalali");
    expect([azar[0], azar.at(-1), azar.length]).toEqual(["2026-11-22", "2026-12-21", 30]);
    const december = monthDays("2026-12-15", "gregorian");
    expect([december[0], december.at(-1), december.length]).toEqual(["2026-12-01", "2026-12-31", 31]);
    expect(monthContaining("2026-12-01", "jalali")).toEqual({ month: "1405-09", firstDay: "2026-11-22" });
  });

  it("reads a month from the URL in either calendar, and nothing else", () => {
    expect(monthStart("2026-12")).toBe("2026-12-01");
    expect(monthStart("1405-09")).toBe("2026-11-22");
    expect(monthStart("2026-13")).toBeNull();
    expect(monthStart("1405-13")).toBeNull();
    expect(monthStart("december")).toBeNull();
    expect(monthStart(null)).toBeNull();
  });

  it("goes to the month before and after", () => {
    expect(adjacentMonths("2026-12-10", "gregorian")).toEqual({ previous: "2026-11-01", next: "2027-01-01" });
    expect(adjacentMonths("2026-12-10", "jalali")).toEqual({ previous: "2026-10-23", next: "2026-12-22" });
  });

  it("lays a month out in weeks from the page's first weekday", () => {
    expect(WEEK_START.fa).toBe(6);
    // 22 November 2026 is a Sunday: second column when weeks start on Saturday.
    const weeks = monthWeeks(monthDays("2026-11-22", "jalali"), WEEK_START.fa);
    expect(weeks[0]).toEqual([
      null,
      "2026-11-22",
      "2026-11-23",
      "2026-11-24",
      "2026-11-25",
      "2026-11-26",
      "2026-11-27",
    ]);
    expect(weeks.every((w) => w.length === 7)).toBe(true);
    expect(weeks.flat().filter(Boolean)).toHaveLength(30);
    // 1 December 2026 is a Tuesday: second column when weeks start on Monday.
    expect(monthWeeks(monthDays("2026-12-01", "gregorian"), 1)[0].slice(0, 3)).toEqual([
      null,
      "2026-12-01",
      "2026-12-02",
    ]);
    expect(weekdayDays(6).map((d) => new Date(`${d}T00:00:00Z`).getUTCDay())).toEqual([6, 0, 1, 2, 3, 4, 5]);
  });
});

describe("cheapest days", () => {
  it("finds the cheapest day, the earliest of equal prices", () => {
    expect(
      cheapestDay(
        new Map([
          ["2026-12-03", 9000],
          ["2026-12-01", 8000],
          ["2026-12-02", 8000],
        ]),
      ),
    ).toBe("2026-12-01");
    expect(cheapestDay(new Map())).toBeNull();
  });

  it("ranks offers by fare plus tax, as the price an adult pays does", () => {
    // The SQL picks each day's row by price_adult + tax_adult: adultPrice must order rows the same way.
    const a = { priceAdult: 10000, taxAdult: 5000 };
    const b = { priceAdult: 12000, taxAdult: 2000 };
    expect(adultPrice(b)).toBeLessThan(adultPrice(a));
    expect(adultPrice(a) - adultPrice(b)).toBe(a.priceAdult + a.taxAdult - (b.priceAdult + b.taxAdult));
  });

  it("keeps the ±3-day strip inside the booking horizon", () => {
    expect(stripDays("2026-12-10", "2026-12-01", 120)).toEqual([
      "2026-12-07",
      "2026-12-08",
      "2026-12-09",
      "2026-12-10",
      "2026-12-11",
      "2026-12-12",
      "2026-12-13",
    ]);
    expect(stripDays("2026-12-02", "2026-12-01", 120)[0]).toBe("2026-12-01");
    const end = stripDays("2027-03-30", "2026-12-01", 120);
    expect([end[0], end.at(-1), end.length]).toEqual(["2027-03-24", "2027-03-30", 7]);
  });

  it("finds the nearest days with a flight on each side", () => {
    const days = ["2026-12-01", "2026-12-04", "2026-12-09", "2026-12-20", "2026-11-28"];
    expect(nearestDays(days, "2026-12-05", 2)).toEqual({
      before: ["2026-12-01", "2026-12-04"],
      after: ["2026-12-09", "2026-12-20"],
    });
    expect(nearestDays(days, "2026-11-01", 1)).toEqual({ before: [], after: ["2026-11-28"] });
  });
});
