import { describe, expect, it } from "vitest";
import { afterFailure, DEFAULT_BACKOFF, retryDelay } from "./outbox.server";

const noJitter = () => 0;

describe("outbox retry backoff", () => {
  it("doubles from 30 s and stops growing at one hour", () => {
    const delays = Array.from({ length: 10 }, (_, i) => retryDelay(i + 1, DEFAULT_BACKOFF, noJitter) / 1000);
    expect(delays).toEqual([30, 60, 120, 240, 480, 960, 1920, 3600, 3600, 3600]);
  });

  it("gives up after the tenth attempt, about three hours after the first", () => {
    const steps = Array.from({ length: 10 }, (_, i) => afterFailure(i + 1, DEFAULT_BACKOFF, noJitter));
    expect(steps.slice(0, 9).every((s) => s.status === "pending")).toBe(true);
    expect(steps[9]).toEqual({ status: "failed" });
    const waited = steps.reduce((sum, s) => sum + (s.status === "pending" ? s.delayMs : 0), 0);
    expect(waited / 3_600_000).toBeCloseTo(3.06, 2);
  });

  it("jitter only shortens a delay, by at most its fraction", () => {
    expect(retryDelay(3, DEFAULT_BACKOFF, () => 1)).toBe(96_000);
    expect(retryDelay(3, DEFAULT_BACKOFF, () => 0.5)).toBe(108_000);
    for (let i = 0; i < 100; i++) {
      const d = retryDelay(12, DEFAULT_BACKOFF);
      expect(d).toBeGreaterThanOrEqual(0.8 * 3_600_000);
      expect(d).toBeLessThanOrEqual(3_600_000);
    }
  });

  it("follows a custom schedule", () => {
    const backoff = { baseMs: 100, capMs: 500, maxAttempts: 5, jitter: 0 };
    expect([1, 2, 3, 4].map((a) => retryDelay(a, backoff))).toEqual([100, 200, 400, 500]);
    expect(afterFailure(4, backoff)).toEqual({ status: "pending", delayMs: 500 });
    expect(afterFailure(5, backoff)).toEqual({ status: "failed" });
    expect(afterFailure(6, backoff)).toEqual({ status: "failed" });
  });
});
