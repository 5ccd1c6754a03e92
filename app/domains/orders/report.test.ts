import { describe, expect, it } from "vitest";
import { monthOf, monthlyReport } from "./report";

describe("the spending report's months", () => {
  it("puts a day in its Jalali month on Persian pages and its Gregorian month elsewhere", () => {
    // 23 November 2026 is 2 Azar 1405: Azar (1405/09), not Aban (1405/08) where 1 November falls.
    expect(monthOf("2026-11-23", "jalali")).toEqual({ month: "1405-09", firstDay: "2026-11-22" });
    expect(monthOf("2026-11-21", "jalali")).toEqual({ month: "1405-08", firstDay: "2026-10-23" });
    expect(monthOf("2026-11-23", "gregorian")).toEqual({ month: "2026-11", firstDay: "2026-11-01" });
    expect(monthOf("2027-03-21", "jalali").month).toBe("1406-01");
  });

  it("adds up orders per month and currency, newest month first", () => {
    const orders = [
      { day: "2026-11-05", currency: "EUR", total: 10000, refunded: 0 },
      { day: "2026-11-23", currency: "EUR", total: 4565, refunded: 1000 },
      { day: "2026-11-25", currency: "EUR", total: 2000, refunded: 0 },
      { day: "2026-11-25", currency: "IRR", total: 6000000, refunded: 0 },
    ];
    expect(monthlyReport(orders, "jalali").map((r) => [r.month, r.currency, r.orders, r.spent, r.net])).toEqual([
      ["1405-09", "EUR", 2, 6565, 5565],
      ["1405-09", "IRR", 1, 6000000, 6000000],
      ["1405-08", "EUR", 1, 10000, 10000],
    ]);
    expect(monthlyReport(orders, "gregorian").map((r) => [r.month, r.currency, r.orders])).toEqual([
      ["2026-11", "EUR", 3],
      ["2026-11", "IRR", 1],
    ]);
  });
});
