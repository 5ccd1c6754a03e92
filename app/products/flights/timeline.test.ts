import { describe, expect, it } from "vitest";
import { viewLine } from "~/domains/orders/lines";
import { agencyTimeline, shareAt } from "~/travel/timeline";
import { flightTimeline } from "./timeline";

const departs = new Date("2026-12-20T07:05:00Z");
const hoursBefore = (h: number) => new Date(departs.getTime() - h * 3_600_000);
const flight = (...fares: string[]) =>
  viewLine("flight", {
    passengers: [{ firstName: "Sara", lastName: "Ahmadi" }],
    legs: fares.map((fareType, i) => ({
      flightNumber: `IR${270 + i}`,
      origin: "IKA",
      destination: "IST",
      departAt: new Date(departs.getTime() + i * 86_400_000).toISOString(),
      fareType,
    })),
  });

describe("cancellation timelines", () => {
  it("a standard fare keeps 20 %, then 40 %, 60 % and 80 % as departure nears, and nothing is refunded after it", () => {
    const timeline = flightTimeline(flight("standard"));
    expect(timeline.map((s) => s.penaltyShare)).toEqual([0.2, 0.4, 0.6, 0.8]);
    expect(timeline.map((s) => s.until)).toEqual([hoursBefore(168), hoursBefore(72), hoursBefore(3), departs]);
    expect(shareAt(timeline, hoursBefore(200))).toBe(0.2);
    expect(shareAt(timeline, hoursBefore(100))).toBe(0.4);
    expect(shareAt(timeline, hoursBefore(1))).toBe(0.8);
    expect(shareAt(timeline, hoursBefore(-1))).toBeNull();
  });

  it("the strictest leg counts, and a saver fare is never refunded", () => {
    expect(flightTimeline(flight("flex", "standard")).map((s) => s.penaltyShare)).toEqual([0.2, 0.4, 0.6, 0.8]);
    expect(flightTimeline(flight("saver", "flex"))).toEqual([{ until: departs, penaltyShare: null }]);
  });

  it("other kinds follow the agency's rule; a service with no date is refunded in full", () => {
    const timeline = agencyTimeline(departs);
    expect(shareAt(timeline, hoursBefore(80))).toBe(0.2);
    expect(shareAt(timeline, hoursBefore(30))).toBe(0.5);
    expect(shareAt(timeline, hoursBefore(10))).toBeNull();
    expect(shareAt(agencyTimeline(null), new Date())).toBe(0);
  });
});
