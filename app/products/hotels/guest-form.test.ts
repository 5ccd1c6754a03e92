import { describe, expect, it } from "vitest";
import { clockText, guestFormSchema } from "./guest-form";

const contact = { email: "sara@example.com", mobile: "۰۹۱۲ ۳۴۵ ۶۷۸۹" };

describe("hotel guest form", () => {
  it("asks an Iranian staying in Iran for the national ID, and gives a LeadGuest", () => {
    const schema = guestFormSchema({ rooms: 1, domestic: true });
    const ok = schema.safeParse({
      guests: [{ firstName: "Sara", lastName: "Ahmadi", nationality: "IR", nationalId: "۰۰۱۲۳۴۵۶۷۹" }],
      ...contact,
      arrivalTime: "9.05",
    });
    expect(ok.success && ok.data).toMatchObject({
      guests: [{ firstName: "Sara", documentType: "id_card", nationalId: "0012345679" }],
      mobile: "09123456789",
      arrivalTime: "09:05",
    });
    const bad = schema.safeParse({
      guests: [{ firstName: "Sara", lastName: "Ahmadi", nationality: "IR", nationalId: "0012345678" }],
      ...contact,
    });
    expect(bad.success ? [] : bad.error.issues.map((i) => [i.path.join("."), i.message])).toEqual([
      ["guests.0.nationalId", "hotels:errors.nationalId"],
    ]);
  });

  it("asks foreigners, and Iranians abroad, for a passport", () => {
    const abroad = guestFormSchema({ rooms: 1, domestic: false });
    const iranianAbroad = abroad.safeParse({
      guests: [{ firstName: "Reza", lastName: "Karimi", nationality: "IR", passportNumber: "k1234567" }],
      ...contact,
    });
    expect(iranianAbroad.success && iranianAbroad.data.guests[0]).toEqual({
      firstName: "Reza",
      lastName: "Karimi",
      nationality: "IR",
      documentType: "passport",
      passportNumber: "K1234567",
    });
    const missing = guestFormSchema({ rooms: 1, domestic: true }).safeParse({
      guests: [{ firstName: "Anna", lastName: "de Vries", nationality: "NL" }],
      ...contact,
    });
    expect(missing.success ? [] : missing.error.issues.map((i) => i.path.join("."))).toEqual([
      "guests.0.passportNumber",
    ]);
  });

  it("wants one lead guest per room, named in Latin letters", () => {
    const result = guestFormSchema({ rooms: 2, domestic: true }).safeParse({
      guests: [{ firstName: "سارا", lastName: "Ahmadi", nationality: "IR", nationalId: "0012345679" }],
      ...contact,
    });
    const issues = result.success ? [] : result.error.issues.map((i) => [i.path.join("."), i.message]);
    expect(issues).toContainEqual(["guests.0.firstName", "hotels:errors.latin"]);
    expect(issues).toContainEqual(["guests", "hotels:errors.required"]);
  });

  it("reads arrival times as people write them", () => {
    expect(clockText("14:30")).toBe("14:30");
    expect(clockText("14 h 30")).toBe("14:30");
    expect(clockText("۱۴:۳۰")).toBe("14:30");
    expect(clockText("2pm")).toBe("2pm");
  });
});
