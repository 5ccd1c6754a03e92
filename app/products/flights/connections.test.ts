import { describe, expect, it } from "vitest";
import {
  MAX_LAYOVER_MINUTES,
  extend,
  itineraryOf,
  layoverBetween,
  minimumConnection,
  visitsOnce,
  type Segment,
} from "./connections";
import { AIRPORT_TRANSFER_PER_SEAT, itineraryAdultPrice, priceBooking } from "./fare-rules";

let next = 1;
/** A flight leaving `from` at a UTC time ("2026-12-01T05:00") for `minutes`. */
const flight = (from: string, to: string, departs: string, minutes: number, airline = "IR"): Segment => {
  const departAt = new Date(`${departs}:00Z`);
  return {
    id: next++,
    origin: from,
    destination: to,
    airline,
    departAt,
    arriveAt: new Date(departAt.getTime() + minutes * 60_000),
  };
};

describe("connections", () => {
  it("need the airport's minimum connection time, domestic or international", () => {
    const mhdIka = flight("MHD", "IKA", "2026-12-01T05:00", 90);
    const ikaIst = (at: string) => flight("IKA", "IST", at, 210);
    // IKA publishes 120 minutes from a domestic to an international flight.
    expect(minimumConnection(mhdIka, ikaIst("2026-12-01T09:00"))).toBe(120);
    expect(layoverBetween(mhdIka, ikaIst("2026-12-01T08:29"))).toBeNull(); // 119 minutes
    expect(layoverBetween(mhdIka, ikaIst("2026-12-01T08:30"))).toMatchObject({
      minutes: 120,
      airportChange: false,
      selfTransfer: false,
    });
    // A change of carrier is a separate check-in: an hour more, and said.
    expect(layoverBetween(mhdIka, flight("IKA", "IST", "2026-12-01T09:00", 210, "TK"))).toBeNull();
    expect(layoverBetween(mhdIka, flight("IKA", "IST", "2026-12-01T09:30", 210, "TK"))).toMatchObject({
      selfTransfer: true,
    });
  });

  it("wait at most 24 hours, and say when the wait is overnight", () => {
    const arrive = flight("MHD", "IKA", "2026-12-01T15:00", 90); // lands 16:30 UTC, 20:00 in Tehran
    expect(layoverBetween(arrive, flight("IKA", "IST", "2026-12-02T16:30", 210))).toMatchObject({
      minutes: MAX_LAYOVER_MINUTES,
      overnight: true,
    });
    expect(layoverBetween(arrive, flight("IKA", "IST", "2026-12-02T16:31", 210))).toBeNull();
    expect(layoverBetween(arrive, flight("IKA", "IST", "2026-12-01T19:00", 210))?.overnight).toBe(false);
  });

  it("change airports only within a city, with the road transfer's time, flagged and priced", () => {
    const toThr = flight("MHD", "THR", "2026-12-01T04:00", 80); // lands 05:20
    expect(minimumConnection(toThr, flight("IKA", "IST", "2026-12-01T10:00", 210))).toBe(240);
    expect(layoverBetween(toThr, flight("IKA", "IST", "2026-12-01T09:19", 210))).toBeNull();
    expect(layoverBetween(toThr, flight("IKA", "IST", "2026-12-01T09:20", 210))).toMatchObject({
      arrive: "THR",
      depart: "IKA",
      airportChange: true,
      selfTransfer: true,
    });
    // Shiraz is not Tehran: no connection between different cities' airports.
    expect(minimumConnection(toThr, flight("SYZ", "IST", "2026-12-01T12:00", 210))).toBeNull();
    // Priced: the agency's transfer per seated passenger per change, in other costs.
    const legs = [
      { priceAdult: 5_000, taxAdult: 300 },
      { priceAdult: 20_000, taxAdult: 4_500 },
    ];
    const counts = { adults: 2, children: 1, infants: 1 };
    expect(priceBooking(legs, counts, 1).otherCosts - priceBooking(legs, counts).otherCosts).toBe(
      3 * AIRPORT_TRANSFER_PER_SEAT,
    );
    expect(itineraryAdultPrice(legs, 1) - itineraryAdultPrice(legs)).toBe(AIRPORT_TRANSFER_PER_SEAT);
  });

  it("never visit an airport or a city twice", () => {
    const a = flight("MHD", "THR", "2026-12-01T04:00", 80);
    const back = flight("THR", "MHD", "2026-12-01T08:00", 80);
    expect(visitsOnce([a, back])).toBe(false);
    expect(itineraryOf([a, back])).toBeNull();
    // Through IKA and back into Tehran's other airport: Tehran twice.
    const b = flight("SYZ", "IKA", "2026-12-01T04:00", 80);
    const c = flight("THR", "MHD", "2026-12-01T10:00", 80);
    expect(
      visitsOnce([flight("MHD", "IKA", "2026-12-01T01:00", 80), flight("IKA", "SYZ", "2026-12-01T04:00", 80), c]),
    ).toBe(false);
    expect(visitsOnce([b, flight("IKA", "IST", "2026-12-01T08:00", 200)])).toBe(true);
  });

  it("make one itinerary with its sums, or none when a rule breaks", () => {
    const a = flight("MHD", "IKA", "2026-12-01T05:00", 90);
    const b = flight("IKA", "IST", "2026-12-01T09:00", 210);
    const it = itineraryOf([a, b])!;
    expect(it).toMatchObject({ key: `${a.id}-${b.id}`, stops: 1, durationMinutes: 90 + 150 + 210 });
    expect(it.layovers).toHaveLength(1);
    expect(itineraryOf([b, a])).toBeNull();
    expect(itineraryOf([])).toBeNull();
  });

  it("extend each chain with its cheapest and earliest continuations only", () => {
    const first = flight("MHD", "IKA", "2026-12-01T05:00", 90);
    const later = Array.from({ length: 10 }, (_, i) =>
      flight("IKA", "IST", `2026-12-01T${String(9 + i).padStart(2, "0")}:00`, 210),
    );
    const price = new Map(later.map((s, i) => [s, 1000 - i * 10]));
    const chains = extend([[first]], later, (s) => price.get(s) ?? 0, 3);
    expect(chains).toHaveLength(3);
    const picked = chains.map((c) => c[1]);
    expect(picked).toContain(later[0]); // earliest
    expect(picked).toContain(later[9]); // cheapest
    for (const c of chains) expect(itineraryOf(c)).not.toBeNull();
  });
});
