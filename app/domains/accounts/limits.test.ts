import { describe, expect, it } from "vitest";
import { accountLimits, limitKeys, phoneChangeTexts, phoneTextKeys } from "./limits";

describe("account rate limits", () => {
  it("limit every sensitive action per IP and per account", () => {
    for (const action of ["signIn", "signUp", "verify", "reset"] as const) {
      const keys = limitKeys(action, "203.0.113.7", "a@b.c");
      expect(keys.map((k) => k.key)).toEqual([`${action}:ip:203.0.113.7`, `${action}:account:a@b.c`]);
      expect(accountLimits[action].account.max).toBeLessThanOrEqual(accountLimits[action].ip.max);
    }
  });
  it("still limit per IP when the account is unknown", () => {
    expect(limitKeys("signIn", null, null).map((k) => k.key)).toEqual(["signIn:ip:unknown"]);
  });
  it("never allow more than ten password tries per account in fifteen minutes", () => {
    expect(accountLimits.signIn.account.max / (accountLimits.signIn.account.windowMs / 60_000)).toBeLessThanOrEqual(
      10 / 15,
    );
  });
  it("text one number at most 3 times an hour for one account and 10 for all of them", () => {
    const keys = phoneTextKeys("+989121234567", 7);
    expect(keys.map((k) => k.key)).toEqual([
      "phone-change:number:+989121234567:user:7",
      "phone-change:number:+989121234567",
    ]);
    expect(keys.map((k) => k.limit)).toEqual([phoneChangeTexts.perAccount, phoneChangeTexts.perNumber]);
    expect(phoneChangeTexts.perAccount).toEqual({ max: 3, windowMs: 60 * 60_000 });
    expect(phoneChangeTexts.perNumber.max).toBeLessThanOrEqual(10);
  });
});
