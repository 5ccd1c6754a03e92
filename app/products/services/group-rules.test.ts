import { describe, expect, it } from "vitest";
import { defaultShare, groupOpen, shareFits, shareState, splitEqually } from "./group-rules";

describe("a group's shares", () => {
  it("splits a total equally, the remainder on the first share", () => {
    expect(splitEqually(10_000, 3)).toEqual([3334, 3333, 3333]);
    expect(splitEqually(9, 3)).toEqual([3, 3, 3]);
    expect(splitEqually(2, 3)).toEqual([2, 0, 0]);
    expect(splitEqually(1_234_567_890, 7).reduce((s, a) => s + a, 0)).toBe(1_234_567_890);
    expect(splitEqually(100, 0)).toEqual([]);
    expect(splitEqually(-1, 2)).toEqual([]);
  });

  it("gives a new participant their place in an equal split among the persons, never more than is left", () => {
    expect(defaultShare(10_000, 3, [])).toBe(3334);
    expect(defaultShare(10_000, 3, [3334])).toBe(3333);
    expect(defaultShare(10_000, 3, [3334, 3333])).toBe(3333);
    expect(defaultShare(10_000, 3, [3334, 3333, 3333])).toBe(null);
    expect(defaultShare(9000, 1, [])).toBe(9000);
    expect(defaultShare(9000, 3, [8000])).toBe(1000);
    // More participants than persons: what is left.
    expect(defaultShare(9000, 2, [4000, 4000])).toBe(1000);
    expect(defaultShare(2, 3, [2])).toBe(null);
  });

  it("refuses a share that would make the shares exceed the firm total", () => {
    expect(shareFits(9000, [3000, 3000], 3000)).toBe(true);
    expect(shareFits(9000, [3000, 3000], 3001)).toBe(false);
    expect(shareFits(9000, [], 0)).toBe(false);
  });

  it("opens the group only on a firm, valid quote nobody pays as a whole", () => {
    const firm = { status: "firm", held: false, firmTotal: 100, validUntil: "2026-12-01" };
    expect(groupOpen(firm, "2026-12-01")).toBe(true);
    expect(groupOpen(firm, "2026-12-02")).toBe(false);
    expect(groupOpen({ ...firm, held: true }, "2026-11-01")).toBe(false);
    expect(groupOpen({ ...firm, status: "quote_requested", firmTotal: null }, "2026-11-01")).toBe(false);
    expect(groupOpen({ ...firm, firmTotal: 0 }, "2026-11-01")).toBe(false);
  });

  it("reads a participant's state from their orders", () => {
    expect(shareState([])).toBe("notOrdered");
    expect(shareState([{ status: "expired" }, { status: "cancelled" }])).toBe("notOrdered");
    expect(shareState([{ status: "expired" }, { status: "pending_payment" }])).toBe("awaiting");
    expect(shareState([{ status: "pending_payment" }, { status: "confirmed" }])).toBe("paid");
  });
});
