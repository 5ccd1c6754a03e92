import { describe, expect, it } from "vitest";
import { addDays, agencyToday } from "~/travel/clock";
import { passengerSchema, profileSchema } from "./identity";

/** Dates of the user area are bounded: birth 1900…today, document expiry up to 20 years ahead (issue 21 item 3). */
describe("dates in the account", () => {
  const today = agencyToday();
  const messagesOf = (
    r: { success: boolean; error?: { issues: { path: (string | number)[]; message: string }[] } },
    field: string,
  ) => (r.success ? undefined : r.error!.issues.filter((i) => i.path[0] === field).map((i) => i.message));
  const passenger = (over: Record<string, string>) =>
    passengerSchema.safeParse({
      firstName: "Sara",
      lastName: "Ahmadi",
      gender: "female",
      birthDate: "1990-05-14",
      documentType: "passport",
      passportNumber: "X1234567",
      passportCountry: "IR",
      passportExpiry: addDays(today, 400),
      ...over,
    });

  it("a date of birth from 1900 to today, Jalali or Gregorian", () => {
    for (const birthDate of ["1899-12-31", "0001-01-01", addDays(today, 1), "9999-12-31", "1277/01/01"]) {
      expect(messagesOf(passenger({ birthDate }), "birthDate"), birthDate).toEqual(["validation.birthDateRange"]);
      expect(
        messagesOf(profileSchema.safeParse({ firstName: "Sara", lastName: "Ahmadi", birthDate }), "birthDate"),
      ).toEqual(["validation.birthDateRange"]);
    }
    expect(messagesOf(passenger({ birthDate: "1900-01-01" }), "birthDate")).toBeUndefined();
    expect(messagesOf(passenger({ birthDate: "۱۳۶۹/۰۲/۲۵" }), "birthDate")).toBeUndefined();
    expect(messagesOf(passenger({ birthDate: today }), "birthDate")).toBeUndefined();
  });

  it("a passport expiry up to 20 years ahead", () => {
    expect(messagesOf(passenger({ passportExpiry: "9999-12-31" }), "passportExpiry")).toEqual([
      "validation.expiryTooFar",
    ]);
    expect(messagesOf(passenger({ passportExpiry: addDays(today, 365 * 20 + 10) }), "passportExpiry")).toEqual([
      "validation.expiryTooFar",
    ]);
    expect(messagesOf(passenger({ passportExpiry: addDays(today, 365 * 19) }), "passportExpiry")).toBeUndefined();
  });
});
