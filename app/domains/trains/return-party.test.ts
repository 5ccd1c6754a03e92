import { describe, expect, it } from "vitest";
import { travellersOfOutbound } from "./return-party";

const sara = {
  firstName: "Sara",
  lastName: "Ahmadi",
  type: "adult",
  gender: "female",
  nationality: "IR",
  documentType: "id_card",
  nationalId: "0012345679",
};
const jan = {
  firstName: "Jan",
  lastName: "de Vries",
  type: "adult",
  gender: "male",
  nationality: "NL",
  documentType: "passport",
  passportNumber: "NX1234567",
};
const outbound = (date: string, passengers: object[]) => ({
  kind: "train",
  payload: {
    trainId: 1,
    number: "100",
    operator: "raja",
    from: "tehran",
    to: "mashhad",
    date,
    wagonNo: 3,
    wagonType: "berth4",
    places: passengers.map((_, i) => i + 1),
    kind: "family",
    whole: false,
    hold: "0f1e2d3c-aaaa",
    meal: "none",
    passengers,
    contact: { email: "sara@example.com", mobile: "+989121234567" },
    searchedAt: "2026-11-23T10:00:00.000Z",
    title: "Tehran → Mashhad",
    subtitle: "100",
    segments: [
      {
        flightNumber: "100",
        label: "Tehran → Mashhad",
        from: "tehran",
        to: "mashhad",
        departsAt: "2026-12-20T17:40:00.000Z",
        arrivesAt: "2026-12-21T05:40:00.000Z",
      },
    ],
  },
});

describe("the way back's travellers", () => {
  it("are the way out's: names, gender, nationality and document, and the contact", () => {
    const found = travellersOfOutbound([outbound("2026-12-20", [sara, jan])], "2026-12-20", ["adult", "adult"]);
    expect(found).toEqual({
      passengers: [
        {
          type: "adult",
          firstName: "Sara",
          lastName: "Ahmadi",
          gender: "female",
          nationality: "IR",
          nationalId: "0012345679",
          passportNumber: "",
        },
        {
          type: "adult",
          firstName: "Jan",
          lastName: "de Vries",
          gender: "male",
          nationality: "NL",
          nationalId: "",
          passportNumber: "NX1234567",
        },
      ],
      email: "sara@example.com",
      mobile: "+989121234567",
    });
  });

  it("come from the latest line of that date with the same party, never from another kind or date", () => {
    const lines = [
      outbound("2026-12-20", [jan]),
      outbound("2026-12-20", [sara]),
      outbound("2026-12-21", [jan]),
      { kind: "hotel", payload: {} },
    ];
    expect(travellersOfOutbound(lines, "2026-12-20", ["adult"])?.passengers[0].firstName).toBe("Sara");
    expect(travellersOfOutbound(lines, "2026-12-20", ["adult", "adult"])).toBeNull();
    expect(travellersOfOutbound(lines, "2026-12-22", ["adult"])).toBeNull();
    expect(travellersOfOutbound([], "2026-12-20", ["adult"])).toBeNull();
  });
});
