import { describe, expect, it } from "vitest";
import { accountLimits, limitKeys } from "./limits";

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
});
