import { describe, expect, it } from "vitest";
import { shareAt } from "~/travel/timeline";
import { confirmationDay, depositOf, paymentPlan, tourTimeline } from "./rules";

// Midnight in Tehran is 20:30 UTC the day before (UTC+3:30, no summer time since 2022).
const tehran = (day: string, time = "12:00") => new Date(`${day}T${time}:00+03:30`);

describe("a package's cancellation timeline rises towards departure (decision 702)", () => {
  const timeline = tourTimeline("package", "2027-03-01");
  it("keeps 10 % up to 45 days before, then 25, 50 and 75 %, and nothing back in the last two days", () => {
    expect(shareAt(timeline, tehran("2026-12-01"))).toBe(0.1);
    expect(shareAt(timeline, tehran("2027-01-15", "23:59"))).toBe(0.1); // the 45th day before, to its last minute
    expect(shareAt(timeline, tehran("2027-01-16", "00:01"))).toBe(0.25);
    expect(shareAt(timeline, tehran("2027-02-07"))).toBe(0.25); // 22 days before
    expect(shareAt(timeline, tehran("2027-02-08"))).toBe(0.5);
    expect(shareAt(timeline, tehran("2027-02-21"))).toBe(0.5); // 8 days before
    expect(shareAt(timeline, tehran("2027-02-26"))).toBe(0.75); // 3 days before
    expect(shareAt(timeline, tehran("2027-02-27"))).toBeNull(); // 2 days before: no refund
  });
  it("ends each step at midnight in Tehran", () => {
    expect(timeline[0].until!.toISOString()).toBe("2027-01-15T20:29:59.999Z");
  });
  it("lets a day tour go free until 3 days before, half until the day before, nothing on the day", () => {
    const day = tourTimeline("day", "2027-03-01");
    expect(shareAt(day, tehran("2027-02-26"))).toBe(0);
    expect(shareAt(day, tehran("2027-02-28"))).toBe(0.5);
    expect(shareAt(day, tehran("2027-03-01", "06:00"))).toBeNull();
  });
});

describe("the payment plan (decision 703)", () => {
  const abroad = { depositPercent: 30, balanceDays: 21 };
  it("takes a deposit and the balance 21 days before departure", () => {
    expect(paymentPlan(abroad, "2027-03-01", tehran("2026-12-01"))).toEqual({
      depositPercent: 30,
      balanceDue: "2027-02-08",
    });
  });
  it("asks for the whole price once the balance day has come, and for a tour paid in full", () => {
    expect(paymentPlan(abroad, "2027-03-01", tehran("2027-02-07"))).toEqual({
      depositPercent: 30,
      balanceDue: "2027-02-08",
    });
    expect(paymentPlan(abroad, "2027-03-01", tehran("2027-02-08"))).toBeNull();
    expect(paymentPlan({ depositPercent: 100, balanceDays: 0 }, "2027-03-01", tehran("2026-12-01"))).toBeNull();
  });
  it("rounds the deposit down to the minor unit, so the balance is never short", () => {
    expect(depositOf(151_800, 30)).toBe(45_540);
    expect(depositOf(100_001, 30)).toBe(30_000);
    expect(depositOf(630_000_000, 20)).toBe(126_000_000);
  });
  it("decides the minimum group the tour's days before departure", () => {
    expect(confirmationDay("2027-03-01", 10)).toBe("2027-02-19");
  });
});
