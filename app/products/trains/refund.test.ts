import { describe, expect, it } from "vitest";
import { shareAt } from "~/travel/timeline";
import { productOf } from "~/domains/booking/products";
import { viewLine } from "~/domains/orders/lines";
import { trainTimeline } from "./refund";

// 08:00 in Tehran (UTC+03:30) on 20 December 2026.
const departs = new Date("2026-12-20T04:30:00Z");
const at = (iso: string) => new Date(iso);
const ms = (d: Date, delta: number) => new Date(d.getTime() + delta);

describe("the Iranian rail refund ladder", () => {
  const ladder = trainTimeline(departs);

  it("has three steps: 12:00 Tehran the day before, 3 hours before, departure", () => {
    expect(ladder).toEqual([
      { until: at("2026-12-19T08:30:00Z"), penaltyShare: 0.1 },
      { until: at("2026-12-20T01:30:00Z"), penaltyShare: 0.3 },
      { until: departs, penaltyShare: 0.5 },
    ]);
  });

  it("keeps 10 % up to and at 12:00 the day before, 30 % from the next moment", () => {
    const noon = at("2026-12-19T08:30:00Z");
    expect(shareAt(ladder, at("2026-12-10T00:00:00Z"))).toBe(0.1);
    expect(shareAt(ladder, noon)).toBe(0.1);
    expect(shareAt(ladder, ms(noon, 1))).toBe(0.3);
  });

  it("keeps 30 % up to and at 3 hours before, 50 % after that until departure, nothing after", () => {
    const threeHours = at("2026-12-20T01:30:00Z");
    expect(shareAt(ladder, threeHours)).toBe(0.3);
    expect(shareAt(ladder, ms(threeHours, 1))).toBe(0.5);
    expect(shareAt(ladder, departs)).toBe(0.5);
    expect(shareAt(ladder, ms(departs, 1))).toBeNull();
  });

  it("counts the day before on Tehran's calendar: a 01:30 departure's deadline is 12:00 two UTC days earlier", () => {
    // 01:30 Tehran on 20 December is 22:00 UTC on 19 December.
    const early = trainTimeline(at("2026-12-19T22:00:00Z"));
    expect(early[0].until).toEqual(at("2026-12-19T08:30:00Z"));
    expect(early[1].until).toEqual(at("2026-12-19T19:00:00Z"));
    // 23:50 Tehran: the deadline is noon the day before, more than a day ahead.
    const late = trainTimeline(at("2026-12-20T20:20:00Z"));
    expect(late[0].until).toEqual(at("2026-12-19T08:30:00Z"));
  });

  it("is the train product's timeline in the booking core, read from the line's segment", () => {
    const view = viewLine("train", {
      title: "Tehran → Mashhad",
      passengers: [{ firstName: "Sara", lastName: "Ahmadi" }],
      segments: [{ flightNumber: "101", label: "Tehran → Mashhad", departsAt: departs.toISOString() }],
    });
    const product = productOf("train");
    expect(product).toMatchObject({ perUnit: false, ships: false, document: "eTicket" });
    expect(product.timeline(view)).toEqual(ladder);
  });
});
