import { describe, expect, it } from "vitest";
import { searchedAtOf } from "./clock";
import { birthDateOf, birthFields, nationalityOf } from "./travellers";

describe("a traveller form's starting values", () => {
  it("shows a birth date in the page's calendar, and reads back as the same date", () => {
    expect(birthFields("1986-07-03", "fa")).toEqual({ birthYear: "1365", birthMonth: "4", birthDay: "12" });
    expect(birthFields("1986-07-03", "fr")).toEqual({ birthYear: "1986", birthMonth: "7", birthDay: "3" });
    for (const locale of ["fa", "en"]) {
      const f = birthFields("2001-12-31", locale);
      expect(birthDateOf(f.birthYear, f.birthMonth, f.birthDay)).toBe("2001-12-31");
    }
  });

  it("takes the nationality from the document: Iranian with a national ID card, else the passport's country", () => {
    expect(nationalityOf({ documentType: "id_card", passportCountry: "FR" })).toBe("IR");
    expect(nationalityOf({ documentType: "passport", passportCountry: "FR" })).toBe("FR");
    expect(nationalityOf({ documentType: "passport", passportCountry: null })).toBe("");
  });

  it("dates the results a booking comes from by its link's `at`, or now when there is none", () => {
    expect(searchedAtOf(1_700_000_000_000).getTime()).toBe(1_700_000_000_000);
    for (const at of [Number.NaN, 0, -5]) expect(Math.abs(searchedAtOf(at).getTime() - Date.now())).toBeLessThan(5_000);
  });
});
