import { describe, expect, it } from "vitest";
import { formErrorCount } from "./form-errors";

describe("formErrorCount", () => {
  it("counts the fields with messages in conform replies", () => {
    expect(
      formErrorCount({
        "en--signIn": { status: "error", error: { identifier: ["required"], password: ["required"], captcha: null } },
      }),
    ).toBe(2);
  });
  it("is 0 without a failed submit", () => {
    expect(formErrorCount(null)).toBe(0);
    expect(formErrorCount({ r: { status: "success", error: {} } })).toBe(0);
    expect(formErrorCount({ r: { ok: true } })).toBe(0);
  });
});

describe("formErrorCount with a wrapped reply", () => {
  it("finds the reply under one key of the action data", () => {
    expect(formErrorCount({ r: { result: { status: "error", error: { email: ["invalid"] } }, account: null } })).toBe(
      1,
    );
  });
});
