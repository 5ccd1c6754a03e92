import { describe, expect, it } from "vitest";
import { operatorName, presentTrainTrip } from "./present";

const payload = {
  trainId: 12,
  number: "104",
  operator: "raja",
  from: "tehran",
  to: "mashhad",
  date: "2026-12-03",
  wagonNo: 3,
  wagonType: "berth4",
  places: [10, 9],
  kind: "family",
  whole: false,
  meal: "dinner",
  segments: [{ departsAt: "2026-12-03T15:35:00.000Z", arrivesAt: "2026-12-04T03:35:00.000Z" }],
};

describe("a train line as the order screens show it", () => {
  it("names the train, stations and places in the page's language, times on Tehran's clock", () => {
    expect(presentTrainTrip(payload, "en")).toEqual({
      number: "104",
      operator: "Raja",
      from: "Tehran",
      to: "Mashhad",
      date: "3 December 2026",
      departs: "19:05",
      arrives: "07:05",
      arrivalDays: 1,
      wagonNo: "3",
      wagonType: "berth4",
      places: "10, 9",
      kind: "family",
      whole: false,
      meal: "dinner",
    });
  });

  it("uses Persian digits, the Jalali calendar and the operator's Persian name in fa", () => {
    const trip = presentTrainTrip(payload, "fa")!;
    expect(trip).toMatchObject({ number: "۱۰۴", operator: "رجا", from: "تهران", departs: "۱۹:۰۵", places: "۱۰، ۹" });
    expect(trip.date).toMatch(/۱۴۰۵/);
    expect(operatorName("noor", "nl")).toBe("Noor al-Reza");
  });

  it("has nothing to show for a line the desk made by hand", () => {
    expect(presentTrainTrip({ title: "Tehran → Qom" }, "en")).toBeNull();
  });
});
