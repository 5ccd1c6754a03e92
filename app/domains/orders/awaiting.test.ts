import { describe, expect, it } from "vitest";
import { awaitingOf, awaitingOrder, type AwaitingOrderFields } from "./awaiting";

const now = new Date("2026-11-27T09:00:00Z");
const today = "2026-11-27";
const order = (o: Partial<AwaitingOrderFields>): AwaitingOrderFields => ({
  status: "pending_payment",
  total: 12000,
  giftCardAmount: 0,
  walletAmount: 0,
  balanceAmount: 0,
  balanceDueOn: null,
  expiresAt: new Date(now.getTime() + 20 * 60_000),
  ...o,
});

describe("what the bare payment screen lists (decision 413)", () => {
  it("a hold not expired: what is left to pay after the gift card and wallet, and the minutes left", () => {
    expect(awaitingOf(order({ giftCardAmount: 2000, walletAmount: 500 }), now, today)).toEqual({
      kind: "payment",
      due: 9500,
      minutesLeft: 20,
    });
  });

  it("rounds the minutes left up, and drops a hold whose time has passed", () => {
    expect(awaitingOf(order({ expiresAt: new Date(now.getTime() + 20_000) }), now, today)).toMatchObject({
      minutesLeft: 1,
    });
    expect(awaitingOf(order({ expiresAt: now }), now, today)).toBeNull();
    expect(awaitingOf(order({ expiresAt: new Date(now.getTime() - 1) }), now, today)).toBeNull();
  });

  it("a booking confirmed on a deposit: its balance until the day it is due, not after", () => {
    const deposit = order({ status: "confirmed", balanceAmount: 8000, balanceDueOn: "2026-11-27" });
    expect(awaitingOf(deposit, now, today)).toEqual({ kind: "balance", due: 8000, dueOn: "2026-11-27" });
    expect(awaitingOf(deposit, now, "2026-11-28")).toBeNull();
  });

  it("nothing for a booking paid in full, cancelled or expired", () => {
    expect(awaitingOf(order({ status: "confirmed" }), now, today)).toBeNull();
    expect(awaitingOf(order({ status: "cancelled" }), now, today)).toBeNull();
    expect(awaitingOf(order({ status: "expired" }), now, today)).toBeNull();
  });

  it("lists holds first, the soonest released on top, then balances by due day", () => {
    const at = (minutes: number) => new Date(now.getTime() + minutes * 60_000);
    const rows = [
      { kind: "balance" as const, due: 1, dueOn: "2026-12-20", expiresAt: at(0), n: "b2" },
      { kind: "payment" as const, due: 1, minutesLeft: 15, expiresAt: at(15), n: "p2" },
      { kind: "balance" as const, due: 1, dueOn: "2026-12-01", expiresAt: at(0), n: "b1" },
      { kind: "payment" as const, due: 1, minutesLeft: 5, expiresAt: at(5), n: "p1" },
    ];
    expect(rows.sort(awaitingOrder).map((r) => r.n)).toEqual(["p1", "p2", "b1", "b2"]);
  });
});
