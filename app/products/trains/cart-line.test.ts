import { describe, expect, it } from "vitest";
import { trainCartLineSchema, type TrainPassenger } from "./cart-line";

const sara: TrainPassenger = {
  firstName: "Sara",
  lastName: "Ahmadi",
  type: "adult",
  gender: "female",
  nationality: "IR",
  documentType: "id_card",
  nationalId: "0012345679",
};
const line = {
  trainId: 1,
  number: "100",
  operator: "noor",
  from: "tehran",
  to: "mashhad",
  date: "2026-12-20",
  wagonNo: 3,
  wagonType: "berth4",
  places: [5],
  kind: "women",
  whole: false,
  hold: "0f1e2d3c-aaaa",
  meal: "none",
  passengers: [sara],
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
};
const issues = (over: object) => {
  const r = trainCartLineSchema.safeParse({ ...line, ...over });
  return r.success ? [] : r.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`);
};

describe("the train cart line", () => {
  it("takes a line with one place per adult and child and none for an infant", () => {
    expect(issues({})).toEqual([]);
    const baby = { ...sara, firstName: "Nika", type: "infant" };
    expect(issues({ passengers: [sara, baby] })).toEqual([]);
    expect(issues({ passengers: [sara, baby], places: [5, 6] })).toEqual(["places: one place per adult and child"]);
    expect(issues({ passengers: [sara, baby, baby] })).toContain("passengers: one infant per adult");
  });

  it("asks Iranians for a valid national ID and foreigners for a passport", () => {
    expect(issues({ passengers: [{ ...sara, nationalId: "0012345678" }] })).toEqual([
      "passengers.0.nationalId: invalid national ID",
    ]);
    expect(issues({ passengers: [{ ...sara, nationality: "FR" }] })).toEqual([
      "passengers.0.documentType: passport required",
    ]);
    expect(
      issues({ passengers: [{ ...sara, nationality: "FR", documentType: "passport", passportNumber: "15AB12345" }] }),
    ).toEqual([]);
  });

  it("a whole compartment holds every berth, at least the party's places", () => {
    expect(issues({ whole: true, places: [5, 6, 7, 8], kind: "family" })).toEqual([]);
    expect(issues({ whole: true, places: [], kind: "family" }).length).toBeGreaterThan(0);
  });
});
