import { describe, expect, it } from "vitest";
import { productOf } from "~/domains/booking/products";
import { shareAt } from "~/travel/timeline";
import { viewLine } from "~/domains/orders/lines";
import { presentLine } from "~/domains/orders/present";
import { freeCancellationUntil, hotelTimeline } from "./cancellation";
import { zonedInstant } from "~/travel/clock";

const tehran = { checkIn: "2026-12-08", checkInTime: "14:00", timeZone: "Asia/Tehran" };
const arrival = new Date("2026-12-08T10:30:00Z");
const free = { kind: "free" as const, freeUntilDays: 3, keepPercent: 0, lateShare: 0.3333 };

describe("hotel cancellation timelines", () => {
  it("reads a wall-clock time in the hotel's time zone, summer time included", () => {
    expect(zonedInstant("2026-12-05", "12:00", "Asia/Tehran")).toEqual(new Date("2026-12-05T08:30:00Z"));
    expect(zonedInstant("2027-03-28", "01:30", "Europe/Amsterdam")).toEqual(new Date("2027-03-28T00:30:00Z"));
    expect(zonedInstant("2027-03-28", "12:00", "Europe/Amsterdam")).toEqual(new Date("2027-03-28T10:00:00Z"));
    expect(zonedInstant("2026-12-08", "15:00", "America/Toronto")).toEqual(new Date("2026-12-08T20:00:00Z"));
  });

  it("free cancellation: nothing kept until 12:00 at the hotel N days before, then the first night until check-in", () => {
    const timeline = hotelTimeline(free, tehran);
    // 14 Azar 1405, 12:00 in Tehran.
    expect(timeline).toEqual([
      { until: new Date("2026-12-05T08:30:00Z"), penaltyShare: 0 },
      { until: arrival, penaltyShare: 0.3333 },
    ]);
    expect(shareAt(timeline, new Date("2026-12-05T08:29:00Z"))).toBe(0);
    expect(shareAt(timeline, new Date("2026-12-06T00:00:00Z"))).toBe(0.3333);
    expect(shareAt(timeline, new Date("2026-12-08T11:00:00Z"))).toBeNull();
    // Free until the day itself at 12:00, before a 14:00 check-in; never after check-in.
    expect(hotelTimeline({ ...free, freeUntilDays: 0 }, tehran)[0].until).toEqual(new Date("2026-12-08T08:30:00Z"));
    expect(hotelTimeline({ ...free, freeUntilDays: 0 }, { ...tehran, checkInTime: "11:00" })).toEqual([
      { until: new Date("2026-12-08T07:30:00Z"), penaltyShare: 0 },
    ]);
  });

  it("partly refundable keeps its share until check-in; non-refundable never refunds", () => {
    expect(hotelTimeline({ kind: "partial", freeUntilDays: 0, keepPercent: 30, lateShare: 0 }, tehran)).toEqual([
      { until: arrival, penaltyShare: 0.3 },
    ]);
    const none = hotelTimeline({ kind: "none", freeUntilDays: 0, keepPercent: 100, lateShare: 0 }, tehran);
    expect(none).toEqual([{ until: arrival, penaltyShare: null }]);
    expect(shareAt(none, new Date("2026-11-22T00:00:00Z"))).toBeNull();
  });

  it("a result says 'free cancellation' only while the deadline is ahead", () => {
    expect(freeCancellationUntil(free, tehran, new Date("2026-12-01T00:00:00Z"))).toEqual(
      new Date("2026-12-05T08:30:00Z"),
    );
    expect(freeCancellationUntil(free, tehran, new Date("2026-12-06T00:00:00Z"))).toBeNull();
    expect(freeCancellationUntil({ kind: "none", freeUntilDays: 0 }, tehran, new Date("2026-12-01"))).toBeNull();
  });

  it("is the 'hotel' product's timeline for lines with a rate plan; a desk-added hotel line keeps the agency's rule", () => {
    const payload = {
      ratePlanId: 1121,
      checkIn: tehran.checkIn,
      checkInTime: tehran.checkInTime,
      timeZone: tehran.timeZone,
      terms: free,
      title: "Kowsar Hotel",
      segments: [{ label: "Kowsar Hotel", departsAt: arrival.toISOString(), arrivesAt: "2026-12-10T08:30:00Z" }],
      passengers: [{ firstName: "Sara", lastName: "Ahmadi" }],
    };
    const hotel = productOf("hotel");
    expect(hotel).toMatchObject({ perUnit: false, document: "voucher", ships: false });
    expect(hotel.timeline(viewLine("hotel", payload))).toEqual(hotelTimeline(free, tehran));
    const presented = presentLine(viewLine("hotel", payload), "fa");
    expect(presented.timeline[0].until?.time).toBe("۱۲:۰۰");
    expect(presented.timeline.map((s) => s.penaltyShare)).toEqual([0, 0.3333]);
    const { ratePlanId: _ignored, ...byHand } = payload;
    expect(hotel.timeline(viewLine("hotel", byHand)).map((s) => s.penaltyShare)).toEqual([0.2, 0.5]);
    expect(
      hotel.timeline(viewLine("hotel", { ...payload, terms: { kind: "maybe" } })).map((s) => s.penaltyShare),
    ).toEqual([0.2, 0.5]);
  });
});
