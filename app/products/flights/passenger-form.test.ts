import { describe, expect, it } from "vitest";
import { birthDateOf, canAddPassenger, isValidNationalId, passportWarnings, typeForAge } from "~/travel/travellers";
import { passengerFormSchema, toStoredPassenger, type PassengerInput } from "./passenger-form";

const ctx = { travelDates: ["2026-12-01", "2026-12-10"], today: "2026-11-22", seatsLeft: 3 };
const adult: PassengerInput = {
  type: "adult",
  firstName: "Sara",
  lastName: "Ahmadi",
  gender: "female",
  birthYear: "1990",
  birthMonth: "5",
  birthDay: "14",
  documentType: "id_card",
  nationalId: "0012345679",
};
const passport = (number: string, expiry: string): PassengerInput => ({
  ...adult,
  documentType: "passport",
  nationalId: undefined,
  passportNumber: number,
  passportCountry: "IR",
  passportExpiry: expiry,
});
const errors = (passengers: PassengerInput[]) => {
  const r = passengerFormSchema(ctx).safeParse({ passengers, email: "a@b.example", mobile: "+98 912 345 6789" });
  if (r.success) return {};
  const out: Record<string, string[]> = {};
  for (const i of r.error.issues) (out[i.path.join(".")] ??= []).push(i.message);
  return out;
};

describe("passenger rules", () => {
  it("checks the Iranian national ID's check digit", () => {
    expect(isValidNationalId("0012345679")).toBe(true);
    expect(isValidNationalId("0499370899")).toBe(true);
    expect(isValidNationalId("۰۰۱۲۳۴۵۶۷۹")).toBe(true);
    expect(isValidNationalId("0012345678")).toBe(false);
    expect(isValidNationalId("1111111111")).toBe(false);
    expect(isValidNationalId("12345")).toBe(false);
  });

  it("fits the type to the age on every travel date: infant under 2, child 2–11, adult 12+", () => {
    expect([typeForAge(1), typeForAge(2), typeForAge(11), typeForAge(12)]).toEqual([
      "infant",
      "child",
      "child",
      "adult",
    ]);
    expect(errors([adult])).toEqual({});
    expect(errors([{ ...adult, type: "child" }])["passengers.0.birthYear"]).toEqual(["flights:errors.age.child"]);
    // Turns 2 between the outbound and the return flight: no longer an infant on the way back.
    expect(
      errors([
        adult,
        { ...adult, type: "infant", nationalId: "0499370899", birthYear: "2024", birthMonth: "12", birthDay: "5" },
      ])["passengers.1.birthYear"],
    ).toEqual(["flights:errors.age.infant"]);
    expect(birthDateOf("1369", "2", "25")).toBe("1990-05-15");
  });

  it("requires the fields, Latin names up to 20 letters and a valid document", () => {
    const e = errors([{ ...adult, firstName: "سارا", lastName: "A".repeat(21), nationalId: "0012345678" }]);
    expect(e["passengers.0.firstName"]).toEqual(["flights:errors.latin"]);
    expect(e["passengers.0.lastName"]).toEqual(["flights:errors.max20"]);
    expect(e["passengers.0.nationalId"]).toEqual(["flights:errors.nationalId"]);
    const r = passengerFormSchema(ctx).safeParse({ passengers: [{ type: "adult", documentType: "passport" }] });
    expect(r.success).toBe(false);
    const messages = r.success ? [] : r.error.issues.map((i) => i.message);
    expect(messages.filter((m) => m === "flights:errors.required").length).toBeGreaterThanOrEqual(8);
  });

  it("rejects an expired passport, warns under 180 days, and refuses the same passport twice", () => {
    expect(errors([passport("K1234567", "2026-12-05")])["passengers.0.passportExpiry"]).toEqual([
      "flights:errors.passportExpired",
    ]);
    expect(errors([passport("K1234567", "2027-03-01")])).toEqual({});
    expect(passportWarnings([passport("K1234567", "2027-03-01")], ctx.travelDates)).toEqual([0]);
    expect(passportWarnings([passport("K1234567", "2028-03-01")], ctx.travelDates)).toEqual([]);
    expect(
      errors([passport("K1234567", "2029-01-01"), { ...passport("k1234567", "2029-01-01"), firstName: "Reza" }])[
        "passengers.1.passportNumber"
      ],
    ).toEqual(["flights:errors.alreadyChosen"]);
  });

  it("takes a passport number and expiry typed with Persian or Arabic-Indic digits, the expiry Jalali or DD/MM/YYYY", () => {
    expect(errors([passport("K۱۲۳۴۵۶۷", "۱۴۰۸/۰۱/۰۱")])).toEqual({});
    expect(errors([passport("K١٢٣٤٥٦٧", "01-01-2029")])).toEqual({});
    expect(toStoredPassenger(passport("k۱۲۳۴۵۶۷", "۱۴۰۸/۰۱/۰۱"))).toMatchObject({
      passportNumber: "K1234567",
      passportExpiry: "2029-03-20",
    });
  });

  it("needs a passenger, and refuses more seated travellers than seats left", () => {
    const r = passengerFormSchema(ctx).safeParse({ passengers: [], email: "a@b.example", mobile: "09123456789" });
    expect(r.success ? [] : r.error.issues.map((i) => i.message)).toEqual(["flights:errors.noPassenger"]);
    expect(canAddPassenger([{ type: "adult" }, { type: "adult" }], 3)).toBe(true);
    expect(canAddPassenger([{ type: "adult" }, { type: "adult" }, { type: "infant" }, { type: "adult" }], 3)).toBe(
      false,
    );
    expect(
      canAddPassenger(
        Array.from({ length: 9 }, () => ({ type: "adult" })),
        100,
      ),
    ).toBe(false);
    const four = ["0012345679", "0499370899", "0010350829", "1111111111"].map((id) => ({ ...adult, nationalId: id }));
    expect(errors(four.slice(0, 3).concat({ ...adult, nationalId: "0067749828" })).passengers).toEqual([
      "flights:errors.capacity",
    ]);
  });

  it("stores a passenger with an ISO birth date and an upper-case passport number", () => {
    expect(toStoredPassenger(passport("k1234567", "2029-01-01"))).toMatchObject({
      birthDate: "1990-05-14",
      passportNumber: "K1234567",
      passportExpiry: "2029-01-01",
      documentType: "passport",
    });
  });
});

describe("bounded birth years and expiries (issue 21 item 3)", () => {
  const birthYear = (year: string, month = "5", day = "14") =>
    errors([{ ...adult, birthYear: year, birthMonth: month, birthDay: day }])["passengers.0.birthYear"];

  it("answers a birth year outside 1900…this year with the field's message, never a RangeError", () => {
    for (const year of ["-99999999", "-275760", "275760", "99999", "1899", "2027", "1277", "1406", "0", "1e21"])
      expect(birthYear(year), year).toEqual(["flights:errors.birthYearRange"]);
    // 1278 SH began in March 1899: its days before 1 January 1900 are out too.
    expect(birthYear("1278", "1", "1")).toEqual(["flights:errors.birthYearRange"]);
    expect(birthYear("1900", "1", "1")).toBeUndefined();
    expect(birthYear("۱۳۶۹", "2", "25")).toBeUndefined();
    expect(birthDateOf("-99999999", "1", "1")).toBeNull();
    expect(birthDateOf("-275760", "1", "1")).toBeNull();
  });

  it("takes a passport expiry up to 20 years ahead", () => {
    const expiry = (date: string) => errors([passport("X1234567", date)])["passengers.0.passportExpiry"];
    expect(expiry("2046-11-22")).toBeUndefined();
    expect(expiry("2046-11-23")).toEqual(["flights:errors.expiryTooFar"]);
    expect(expiry("9999-12-31")).toEqual(["flights:errors.expiryTooFar"]);
  });
});
