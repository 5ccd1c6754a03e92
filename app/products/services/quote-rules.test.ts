import { describe, expect, it } from "vitest";
import { serviceCartLineSchema } from "./cart-line";
import { firmSchema } from "./desk/schemas";
import {
  allDone,
  canFirm,
  canMarkDone,
  canPicture,
  depositOf,
  paidAndDue,
  payRefusal,
  quoteOpen,
  quotePlan,
} from "./quote-rules";

describe("firming a quote up (decision 810)", () => {
  it("is open to a quote asked for, and to a firm quote nobody is paying", () => {
    expect(canFirm("quote_requested", false)).toBe(true);
    expect(canFirm("firm", false)).toBe(true);
    expect(canFirm("firm", true)).toBe(false);
    for (const s of ["draft", "in_progress", "completed", "cancelled"] as const) expect(canFirm(s, false)).toBe(false);
  });
  it("marks done percents on a firm quote only", () => {
    expect(canMarkDone("firm")).toBe(true);
    expect(canMarkDone("quote_requested")).toBe(false);
    expect(canMarkDone("completed")).toBe(false);
  });
  it("takes items' pictures on saved projects until they are cancelled (decision 815)", () => {
    for (const s of ["in_progress", "quote_requested", "firm", "completed"] as const) expect(canPicture(s)).toBe(true);
    expect(canPicture("draft")).toBe(false);
    expect(canPicture("cancelled")).toBe(false);
  });
  it("completes the work when every item is at 100", () => {
    expect(allDone([{ donePercent: 100 }, { donePercent: 100 }])).toBe(true);
    expect(allDone([{ donePercent: 100 }, { donePercent: 99 }])).toBe(false);
    expect(allDone([])).toBe(false);
  });
  it("validates the firm-up form: a validity day not in the past, a deposit 1–99 or none, Persian digits", () => {
    const ok = firmSchema.safeParse({ intent: "firm", validUntil: "2999-01-31", depositPercent: "۳۰" });
    expect(ok.success && ok.data).toMatchObject({ validUntil: "2999-01-31", depositPercent: 30 });
    const none = firmSchema.safeParse({ intent: "firm", validUntil: "2999-01-31" });
    expect(none.success && none.data.depositPercent).toBe(null);
    const past = firmSchema.safeParse({ intent: "firm", validUntil: "2000-01-01" });
    expect(past.success).toBe(false);
    expect(!past.success && past.error.issues[0].message).toBe("deskServices:errors.validPast");
    for (const bad of ["0", "100", "12.5", "x"]) {
      const r = firmSchema.safeParse({ intent: "firm", validUntil: "2999-01-31", depositPercent: bad });
      expect(r.success, bad).toBe(false);
    }
  });
});

describe("validity and paying (decision 811)", () => {
  const firm = { status: "firm" as const, validUntil: "2026-12-10", firmTotal: 100_000, held: false };
  it("holds through its validity day, not after", () => {
    expect(quoteOpen("2026-12-10", "2026-12-10")).toBe(true);
    expect(quoteOpen("2026-12-10", "2026-12-11")).toBe(false);
    expect(quoteOpen(null, "2026-12-01")).toBe(false);
  });
  it("says why a quote cannot be paid", () => {
    expect(payRefusal(firm, "2026-12-01")).toBe(null);
    expect(payRefusal(firm, "2026-12-11")).toBe("expired");
    expect(payRefusal({ ...firm, held: true }, "2026-12-01")).toBe("held");
    expect(payRefusal({ ...firm, status: "quote_requested" }, "2026-12-01")).toBe("notFirm");
    expect(payRefusal({ ...firm, firmTotal: 0 }, "2026-12-01")).toBe("nothing");
  });
  it("offers the core a deposit plan with the balance due by the validity day, until that day comes", () => {
    expect(quotePlan({ depositPercent: 30, validUntil: "2026-12-10" }, "2026-12-01")).toEqual({
      depositPercent: 30,
      balanceDue: "2026-12-10",
    });
    expect(quotePlan({ depositPercent: 30, validUntil: "2026-12-10" }, "2026-12-10")).toBe(null);
    expect(quotePlan({ depositPercent: null, validUntil: "2026-12-10" }, "2026-12-01")).toBe(null);
    expect(quotePlan({ depositPercent: 100, validUntil: "2026-12-10" }, "2026-12-01")).toBe(null);
  });
  it("rounds the deposit half up to the minor unit", () => {
    expect(depositOf(109_000, 30)).toBe(32_700);
    expect(depositOf(1_001, 25)).toBe(250);
    expect(depositOf(1_002, 25)).toBe(251);
  });
  it("sums what confirmed orders paid and still owe, per currency", () => {
    expect(
      paidAndDue([
        { status: "confirmed", currency: "EUR", total: 1000, balanceAmount: 700 },
        { status: "expired", currency: "EUR", total: 1000, balanceAmount: 0 },
        { status: "confirmed", currency: "IRR", total: 5000, balanceAmount: 0 },
      ]),
    ).toEqual([
      { currency: "EUR", paid: 300, due: 700 },
      { currency: "IRR", paid: 5000, due: 0 },
    ]);
  });
  it("checks the cart line's payload", () => {
    const line = {
      projectId: 1,
      slug: "abcdefghijkmnpqrstuvwxyz",
      currency: "EUR",
      firmTotal: 100,
      validUntil: "2026-12-10",
      depositPercent: 30,
      persons: 2,
      title: "Trip",
      subtitle: null,
    };
    expect(serviceCartLineSchema.safeParse(line).success).toBe(true);
    expect(serviceCartLineSchema.safeParse({ ...line, depositPercent: 100 }).success).toBe(false);
  });
});
