import { describe, expect, it } from "vitest";
import { timelineTerms } from "./timeline-words";

const at = (iso: string) => new Date(iso);
const now = at("2026-11-23T10:00:00Z");

describe("a rate's cancellation in words", () => {
  it("non-refundable and partly refundable rates", () => {
    expect(timelineTerms([{ until: at("2026-12-10T10:30:00Z"), penaltyShare: null }], now)).toEqual([{ key: "none" }]);
    expect(timelineTerms([{ until: at("2026-12-10T10:30:00Z"), penaltyShare: 0.3 }], now)).toEqual([
      { key: "partial", percent: 30 },
    ]);
  });

  it("free until a deadline, then the first night", () => {
    const steps = [
      { until: at("2026-12-09T08:30:00Z"), penaltyShare: 0 },
      { until: at("2026-12-10T10:30:00Z"), penaltyShare: 0.52 },
    ];
    expect(timelineTerms(steps, now)).toEqual([
      { key: "freeUntil", until: at("2026-12-09T08:30:00Z") },
      { key: "thenFirstNight" },
    ]);
    expect(timelineTerms(steps, at("2026-12-09T09:00:00Z"))).toEqual([{ key: "freeEnded" }]);
  });

  it("free until check-in when the deadline is not before it", () => {
    expect(timelineTerms([{ until: at("2026-12-10T10:30:00Z"), penaltyShare: 0 }], now)).toEqual([
      { key: "freeUntilCheckIn" },
    ]);
  });
});
