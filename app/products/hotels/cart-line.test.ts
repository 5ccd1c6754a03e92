import { describe, expect, it } from "vitest";
import { documentFor, hotelCartLineSchema } from "./cart-line";

const line = {
  propertyId: 3,
  roomTypeId: 31,
  ratePlanId: 312,
  domestic: true,
  currency: "IRR",
  checkIn: "2026-12-08",
  checkOut: "2026-12-10",
  checkInTime: "14:00",
  checkOutTime: "12:00",
  timeZone: "Asia/Tehran",
  rooms: [{ adults: 2, childAges: [6] }],
  passengers: [
    { firstName: "Sara", lastName: "Ahmadi", nationality: "IR", documentType: "id_card", nationalId: "0012345679" },
  ],
  board: "breakfast",
  terms: { kind: "free", freeUntilDays: 3, keepPercent: 0, lateShare: 0.5 },
  cityTaxAtHotel: 0,
  contact: { email: "sara@example.com", mobile: "+989121234567" },
  searchedAt: "2026-11-22T08:00:00.000Z",
  title: "Kowsar Hotel",
  subtitle: "Ferdowsi Street",
  segments: [{ label: "Kowsar Hotel", departsAt: "2026-12-08T10:30:00.000Z", arrivesAt: "2026-12-10T08:30:00.000Z" }],
};

describe("the hotel cart line", () => {
  it("accepts one lead guest per room with the document the hotel asks for", () => {
    expect(hotelCartLineSchema.safeParse(line).success).toBe(true);
    expect(documentFor("IR", true)).toBe("id_card");
    expect(documentFor("IR", false)).toBe("passport");
    expect(documentFor("NL", true)).toBe("passport");
    const abroad = {
      ...line,
      domestic: false,
      currency: "EUR",
      passengers: [
        {
          firstName: "Sara",
          lastName: "Ahmadi",
          nationality: "IR",
          documentType: "passport",
          passportNumber: "K12345678",
        },
      ],
    };
    expect(hotelCartLineSchema.safeParse(abroad).success).toBe(true);
  });

  it("refuses a wrong national ID, an Iranian's ID card abroad, a missing guest and reversed dates", () => {
    const paths = (value: unknown) => {
      const r = hotelCartLineSchema.safeParse(value);
      return r.success ? [] : r.error.issues.map((i) => i.path.join("."));
    };
    expect(paths({ ...line, passengers: [{ ...line.passengers[0], nationalId: "0012345678" }] })).toEqual([
      "passengers.0.nationalId",
    ]);
    expect(paths({ ...line, domestic: false })).toEqual(["passengers.0.documentType"]);
    expect(paths({ ...line, rooms: [...line.rooms, { adults: 1, childAges: [] }] })).toEqual(["passengers"]);
    expect(paths({ ...line, checkOut: "2026-12-08" })).toEqual(["checkOut"]);
    expect(paths({ ...line, passengers: [{ ...line.passengers[0], firstName: "سارا" }] })).toEqual([
      "passengers.0.firstName",
    ]);
  });
});
