import { describe, expect, it } from "vitest";
import { balanceOverdue, dueNow, orderPlan, overdueCancellation, reminderDue } from "./payment-plan";

const today = "2026-11-27";

describe("the deposit of an order (decision 411)", () => {
  it("rounds each line's share on its own and adds lines without a plan in full", () => {
    // EUR cents: 30 % of 333.33 is 99.999 → 100.00; 25 % of 100.02 is 25.005 → 25.01 (half up); the insurance in full.
    const plan = orderPlan(
      [
        { total: 333_33, plan: { depositPercent: 30, balanceDue: "2027-01-10" } },
        { total: 100_02, plan: { depositPercent: 25, balanceDue: "2026-12-20" } },
        { total: 19_99, plan: null },
      ],
      453_34,
      today,
    );
    expect(plan).toEqual({ deposit: 100_00 + 25_01 + 19_99, balance: 453_34 - 145_00, balanceDue: "2026-12-20" });
  });

  it("works in a currency without minor units (rials) and in one with three decimals", () => {
    expect(
      orderPlan([{ total: 12_345_679, plan: { depositPercent: 15, balanceDue: "2027-02-01" } }], 12_345_679, today),
    ).toEqual({ deposit: 1_851_852, balance: 10_493_827, balanceDue: "2027-02-01" });
    expect(
      orderPlan(
        [
          { total: 1_001, plan: { depositPercent: 50, balanceDue: "2027-02-01" } },
          { total: 1_001, plan: { depositPercent: 50, balanceDue: "2027-02-01" } },
        ],
        2_002,
        today,
      ),
    ).toEqual({ deposit: 501 + 501, balance: 1_000, balanceDue: "2027-02-01" });
  });

  it("takes the earliest due day of the lines", () => {
    const plan = orderPlan(
      [
        { total: 500_00, plan: { depositPercent: 20, balanceDue: "2027-03-01" } },
        { total: 500_00, plan: { depositPercent: 40, balanceDue: "2027-01-15" } },
      ],
      1_000_00,
      today,
    );
    expect(plan?.balanceDue).toBe("2027-01-15");
    expect(plan?.deposit).toBe(300_00);
  });

  it("offers nothing when no line has a plan, a plan is due today or earlier, or is not a whole 1–99 percent", () => {
    expect(orderPlan([{ total: 100_00, plan: null }], 100_00, today)).toBeNull();
    expect(orderPlan([{ total: 100_00, plan: { depositPercent: 30, balanceDue: today } }], 100_00, today)).toBeNull();
    expect(
      orderPlan([{ total: 100_00, plan: { depositPercent: 0, balanceDue: "2027-01-01" } }], 100_00, today),
    ).toBeNull();
    expect(
      orderPlan([{ total: 100_00, plan: { depositPercent: 100, balanceDue: "2027-01-01" } }], 100_00, today),
    ).toBeNull();
    expect(
      orderPlan([{ total: 100_00, plan: { depositPercent: 12.5, balanceDue: "2027-01-01" } }], 100_00, today),
    ).toBeNull();
  });

  it("takes a discount off the balance, never making the deposit more than the total", () => {
    const lines = [{ total: 1_000_00, plan: { depositPercent: 30, balanceDue: "2027-01-01" } }];
    expect(orderPlan(lines, 900_00, today)).toEqual({ deposit: 300_00, balance: 600_00, balanceDue: "2027-01-01" });
    // A discount as big as the balance: nothing left to defer.
    expect(orderPlan(lines, 300_00, today)).toBeNull();
    expect(orderPlan(lines, 250_00, today)).toBeNull();
  });

  it("asks now the deposit, or the gift card's amount when it is worth more", () => {
    const plan = { deposit: 300_00, balance: 700_00, balanceDue: "2027-01-01" };
    expect(dueNow(plan, 1_000_00, 0)).toBe(300_00);
    expect(dueNow(plan, 1_000_00, 450_00)).toBe(450_00);
    expect(dueNow(null, 1_000_00, 450_00)).toBe(1_000_00);
  });
});

describe("the balance's clock", () => {
  it("reminds 7 and 2 days before, each once, the later one alone when the first was missed", () => {
    expect(reminderDue("2026-12-10", "2026-12-02", null)).toBeNull();
    expect(reminderDue("2026-12-10", "2026-12-03", null)).toBe(7);
    expect(reminderDue("2026-12-10", "2026-12-05", 7)).toBeNull();
    expect(reminderDue("2026-12-10", "2026-12-08", 7)).toBe(2);
    expect(reminderDue("2026-12-10", "2026-12-09", 2)).toBeNull();
    expect(reminderDue("2026-12-10", "2026-12-09", null)).toBe(2);
    expect(reminderDue("2026-12-10", "2026-12-10", null)).toBeNull();
  });

  it("is overdue the day after the due day, not on it", () => {
    expect(balanceOverdue("2026-12-10", "2026-12-10")).toBe(false);
    expect(balanceOverdue("2026-12-10", "2026-12-11")).toBe(true);
  });

  it("keeps the penalty out of what was paid on a cancellation for an unpaid balance, never more", () => {
    // Total 1000, paid 300; the timeline keeps 50 % (a full payment would get 500 back): penalty 500 > paid, all kept.
    expect(overdueCancellation(300_00, 1_000_00, 500_00)).toEqual({ keep: 300_00, refund: 0 });
    // It keeps 20 % (800 back on a full payment): 200 kept of the 300 paid, 100 back.
    expect(overdueCancellation(300_00, 1_000_00, 800_00)).toEqual({ keep: 200_00, refund: 100_00 });
    // Not refundable any more: everything paid is kept.
    expect(overdueCancellation(300_00, 1_000_00, 0)).toEqual({ keep: 300_00, refund: 0 });
    // Free cancellation: everything back.
    expect(overdueCancellation(300_00, 1_000_00, 1_000_00)).toEqual({ keep: 0, refund: 300_00 });
  });
});
