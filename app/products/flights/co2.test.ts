import { describe, expect, it } from "vitest";
import { DISTANCE_UPLIFT, factors, flightCo2Kg, itineraryCo2Kg } from "./co2.server";
import { distanceKm } from "./seed";
import { lowerEmissionsLimit } from "./search";

describe("CO₂ per passenger", () => {
  it("is distance × 1.08 × DEFRA's factor for the haul and cabin", () => {
    // Tehran IKA → Istanbul IST: about 2 000 km, short-haul.
    const km = distanceKm("IKA", "IST") * DISTANCE_UPLIFT;
    expect(km).toBeGreaterThan(2000);
    expect(km).toBeLessThan(2300);
    const economy = flightCo2Kg({ origin: "IKA", destination: "IST", cabin: "economy", aircraft: "Airbus A321" });
    expect(economy).toBe(Math.round(km * factors.shortHaul.economy));
    expect(economy).toBeGreaterThan(300);
    expect(economy).toBeLessThan(350);
    // Business takes more room, so more of the aircraft's fuel.
    expect(flightCo2Kg({ origin: "IKA", destination: "IST", cabin: "business", aircraft: "Airbus A321" })).toBe(
      Math.round(km * factors.shortHaul.business),
    );
  });

  it("uses the long-haul factors beyond 3 700 km and the domestic one under 500 km", () => {
    const toronto = distanceKm("IKA", "YYZ") * DISTANCE_UPLIFT;
    expect(flightCo2Kg({ origin: "IKA", destination: "YYZ", cabin: "first", aircraft: "Boeing 777-300ER" })).toBe(
      Math.round(toronto * factors.longHaul.first * 1.05),
    );
    const kish = distanceKm("BND", "KIH") * DISTANCE_UPLIFT;
    expect(kish).toBeLessThan(500);
    expect(flightCo2Kg({ origin: "BND", destination: "KIH", cabin: "economy", aircraft: "unknown" })).toBe(
      Math.round(kish * factors.domestic.economy),
    );
  });

  it("is lower on a new-generation aircraft, and adds up over a connection", () => {
    const old = flightCo2Kg({
      origin: "THR",
      destination: "MHD",
      cabin: "economy",
      aircraft: "McDonnell Douglas MD-83",
    });
    const atr = flightCo2Kg({ origin: "THR", destination: "MHD", cabin: "economy", aircraft: "ATR 72-600" });
    expect(atr).toBeLessThan(old);
    const legs = [
      { origin: "MHD", destination: "IKA", cabin: "economy", aircraft: "Airbus A320" },
      { origin: "IKA", destination: "IST", cabin: "economy", aircraft: "Airbus A321" },
    ];
    expect(itineraryCo2Kg(legs)).toBe(flightCo2Kg(legs[0]) + flightCo2Kg(legs[1]));
  });

  it("calls 'lower emissions' what is at least 10 % under the results' median", () => {
    expect(lowerEmissionsLimit([100, 120, 200])).toBe(108);
    expect(lowerEmissionsLimit([])).toBeNull();
  });
});
