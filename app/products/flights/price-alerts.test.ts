import { describe, expect, it } from "vitest";
import { DROP_PERCENT, SEATS_THRESHOLD, isPeriod, judgeAlert, monthPeriod, periodDays } from "./price-alerts";

const today = "2026-11-26";
const day = "2026-12-10";
const armed = { referencePrice: 10_000, seatsLow: false };

describe("price alert periods", () => {
  it("reads a day, a Gregorian month and a Jalali month", () => {
    expect(isPeriod("2026-12-10")).toBe(true);
    expect(isPeriod("2026-12")).toBe(true);
    expect(isPeriod("1405-09")).toBe(true);
    expect(isPeriod("2026-13")).toBe(false);
    expect(isPeriod("tomorrow")).toBe(false);
  });
  it("names the month of a day in the page's calendar", () => {
    expect(monthPeriod("2026-12-10", "en")).toBe("2026-12");
    expect(monthPeriod("2026-12-10", "fa")).toBe("1405-09");
  });
  it("follows the days still ahead, and none once they are past", () => {
    expect(periodDays(day, today)).toEqual({ from: day, to: day });
    expect(periodDays(today, today)).toEqual({ from: today, to: today });
    expect(periodDays("2026-11-25", today)).toBeNull();
    expect(periodDays("2026-11", today)).toEqual({ from: today, to: "2026-11-30" });
    expect(periodDays("2026-12", today)).toEqual({ from: "2026-12-01", to: "2026-12-31" });
    expect(periodDays("2026-10", today)).toBeNull();
    // Azar 1405 runs from 22 November to 21 December 2026.
    expect(periodDays("1405-09", today)).toEqual({ from: today, to: "2026-12-21" });
    expect(periodDays("1405-08", today)).toBeNull();
  });
});

describe("judgeAlert", () => {
  it("e-mails a drop of exactly the share, not one cent less", () => {
    const boundary = 10_000 * (1 - DROP_PERCENT / 100);
    expect(judgeAlert(armed, { price: boundary, seats: 9 }, day, today)).toEqual({
      action: "notify",
      reason: "drop",
      state: { referencePrice: boundary, seatsLow: false },
    });
    expect(judgeAlert(armed, { price: boundary + 1, seats: 9 }, day, today)).toEqual({ action: "keep", state: armed });
  });
  it("does not e-mail the same price twice, and measures small drops from the last price e-mailed", () => {
    const after = { referencePrice: 9_000, seatsLow: false };
    expect(judgeAlert(after, { price: 9_000, seats: 9 }, day, today)).toEqual({ action: "keep", state: after });
    expect(judgeAlert(after, { price: 8_800, seats: 9 }, day, today).action).toBe("keep");
    expect(judgeAlert(after, { price: 8_550, seats: 9 }, day, today).action).toBe("notify");
  });
  it("re-arms on a rise: the fall back from the higher price is e-mailed", () => {
    const rose = judgeAlert(armed, { price: 12_000, seats: 9 }, day, today);
    expect(rose).toEqual({ action: "keep", state: { referencePrice: 12_000, seatsLow: false } });
    if (rose.action !== "keep") throw new Error("kept");
    expect(judgeAlert(rose.state, { price: 10_000, seats: 9 }, day, today)).toMatchObject({
      action: "notify",
      reason: "drop",
    });
  });
  it("e-mails once when the cheapest fare's seats fall to the threshold, again only after they came back", () => {
    const few = judgeAlert(armed, { price: 10_000, seats: SEATS_THRESHOLD }, day, today);
    expect(few).toEqual({ action: "notify", reason: "seats", state: { referencePrice: 10_000, seatsLow: true } });
    if (few.action !== "notify") throw new Error("notified");
    expect(judgeAlert(few.state, { price: 10_000, seats: 1 }, day, today).action).toBe("keep");
    expect(judgeAlert(armed, { price: 10_000, seats: SEATS_THRESHOLD + 1 }, day, today).action).toBe("keep");
    const back = judgeAlert(few.state, { price: 10_000, seats: 8 }, day, today);
    expect(back).toEqual({ action: "keep", state: { referencePrice: 10_000, seatsLow: false } });
    // Unknown seats (a connection) never trigger the seats e-mail.
    expect(judgeAlert(armed, { price: 10_000, seats: null }, day, today).action).toBe("keep");
  });
  it("a drop with few seats is one e-mail, and the seats one is not sent after it", () => {
    const v = judgeAlert(armed, { price: 9_000, seats: 2 }, day, today);
    expect(v).toEqual({ action: "notify", reason: "drop", state: { referencePrice: 9_000, seatsLow: true } });
  });
  it("ends an alert whose days are past, and keeps one with nothing found", () => {
    expect(judgeAlert(armed, { price: 1, seats: 1 }, "2026-11-25", today)).toEqual({ action: "end" });
    expect(judgeAlert(armed, null, "2026-10", today)).toEqual({ action: "end" });
    expect(judgeAlert(armed, null, day, today)).toEqual({ action: "keep", state: armed });
  });
});
