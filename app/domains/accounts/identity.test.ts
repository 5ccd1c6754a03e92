import { describe, expect, it } from "vitest";
import { parseIdentifier, signUpSchema } from "./identity";
import { normaliseEmail, normalisePhone } from "./identity-rules";
import { countryCodeOf } from "./identity-rules";

describe("identity normalisation", () => {
  it("normalises e-mail addresses", () => {
    expect(normaliseEmail("  Sara.Ahmadi@Example.COM ")).toBe("sara.ahmadi@example.com");
  });
  it("normalises phone numbers in any digits to E.164", () => {
    expect(normalisePhone("+98", "0912 123 4567")).toBe("+989121234567");
    expect(normalisePhone("+98", "۰۹۱۲۱۲۳۴۵۶۷")).toBe("+989121234567");
    expect(normalisePhone("+98", "٠٩١٢١٢٣٤٥٦٧")).toBe("+989121234567");
    expect(normalisePhone("+31", "06-12345678")).toBe("+31612345678");
    expect(normalisePhone("+98", "0031 6 12345678")).toBe("+31612345678");
    expect(normalisePhone("+98", "+44 20 7946 0958")).toBe("+442079460958");
    expect(normalisePhone("+98", "123")).toBeNull();
    expect(normalisePhone("x", "0912 123 4567")).toBeNull();
  });
  it("reads the dialling code back from a number in E.164", () => {
    expect(countryCodeOf("+989121234567")).toBe("+98");
    expect(countryCodeOf("+9715012345678")).toBe("+971");
    expect(countryCodeOf("+31612345678")).toBe("+31");
    expect(countryCodeOf("+12025550123")).toBe("+1");
    expect(countryCodeOf("+3531234567")).toBeNull();
  });
  it("tells an e-mail from a phone in the sign-in field", () => {
    expect(parseIdentifier("A@B.co")).toEqual({ kind: "email", email: "a@b.co" });
    expect(parseIdentifier("۰۹۱۲۱۲۳۴۵۶۷")).toEqual({ kind: "phone", phone: "+989121234567" });
    expect(parseIdentifier("nonsense")).toBeNull();
  });
  it("checks the sign-up form: equal passwords, minimum length, a valid contact", () => {
    const base = {
      method: "email",
      firstName: "Sara",
      lastName: "Ahmadi",
      email: "S@x.io",
      password: "secret1",
      confirmPassword: "secret1",
    };
    const ok = signUpSchema.safeParse(base);
    expect(ok.success && ok.data.email).toBe("s@x.io");
    const issues = (input: object) =>
      (signUpSchema.safeParse({ ...base, ...input }).error?.issues ?? []).map(
        (i) => `${i.path.join(".")}:${i.message}`,
      );
    expect(issues({ confirmPassword: "secret2" })).toEqual(["confirmPassword:account:validation.passwordsEqual"]);
    expect(issues({ password: "abc", confirmPassword: "abc" })).toEqual(["password:account:validation.passwordMin"]);
    expect(issues({ email: "nope" })).toEqual(["email:validation.email"]);
    expect(issues({ method: "phone", countryCode: "+98", phone: "12" })).toEqual(["phone:validation.phone"]);
    const phone = signUpSchema.safeParse({ ...base, method: "phone", countryCode: "+98", phone: "09121234567" });
    expect(phone.success && [phone.data.phone, phone.data.email]).toEqual(["+989121234567", null]);
  });
});
