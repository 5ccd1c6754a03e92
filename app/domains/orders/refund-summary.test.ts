import { describe, expect, it } from "vitest";
import { CARD_REFUND_DAYS, refundSummary } from "./refund-summary";

/** The rows cancelOrder writes: the card part pending at the provider, the wallet and gift card credited at once. */
const at = new Date("2026-11-26T09:00:00Z");
const rows = [
  { amount: 2500, currency: "USD", method: "wallet" as const, status: "done" as const, createdAt: at },
  { amount: 10000, currency: "USD", method: "card" as const, status: "pending" as const, createdAt: at },
  { amount: 700, currency: "USD", method: "gift_card" as const, status: "done" as const, createdAt: at.toISOString() },
];

describe("refund summary (issue 22 item 4)", () => {
  it("reads how much, where and when from the refund rows: the card by a day, the wallet and gift card at once", () => {
    expect(CARD_REFUND_DAYS).toBe(10);
    expect(refundSummary(rows, "en")).toEqual({
      total: 13200,
      currency: "USD",
      parts: [
        { amount: 10000, destination: "card", status: "pending", timing: "expected", date: "6 December 2026" },
        { amount: 2500, destination: "wallet", status: "done", timing: "credited", date: "26 November 2026" },
        { amount: 700, destination: "gift_card", status: "done", timing: "credited", date: "26 November 2026" },
      ],
    });
  });

  it("dates on the agency's clock, Jalali with Persian digits in Persian", () => {
    const late = [{ ...rows[0], createdAt: new Date("2026-11-26T21:00:00Z") }];
    // 21:00 UTC is 00:30 the next day in Tehran.
    expect(refundSummary(late, "en")?.parts[0].date).toBe("27 November 2026");
    expect(refundSummary(rows, "fa")?.parts[0].date).toBe("۱۵ آذر ۱۴۰۵");
  });

  it("is nothing when nothing was refunded", () => {
    expect(refundSummary([], "en")).toBeNull();
    expect(refundSummary([{ ...rows[0], amount: 0 }], "en")).toBeNull();
  });
});
