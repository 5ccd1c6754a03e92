import { describe, expect, it } from "vitest";
import { MIN_FARE, passengerPrice, placePrice, priceBooking, trainBreakdown } from "./fares";

describe("train fares", () => {
  const berth4 = placePrice(926, "berth4", "raja");

  it("prices a place by km, wagon type and operator, in whole 10 000 rials", () => {
    expect(berth4).toEqual({ fare: 10_650_000, services: 350_000 });
    expect(placePrice(926, "berth4", "noor")).toEqual({ fare: 14_910_000, services: 490_000 });
    expect(placePrice(45, "seat", "raja").fare).toBe(MIN_FARE);
    for (const type of ["seat", "berth6", "berth4", "vip"] as const) {
      const p = placePrice(737, type, "fadak");
      expect(p.fare % 10_000).toBe(0);
      expect(p.services % 10_000).toBe(0);
    }
    expect(placePrice(500, "seat", "raja").fare).toBeLessThan(placePrice(500, "vip", "raja").fare);
  });

  it("an adult pays fare and services, a child half the fare and the services, an infant 10 % and no services", () => {
    expect(passengerPrice("adult", berth4)).toBe(11_000_000);
    expect(passengerPrice("child", berth4)).toBe(5_330_000 + 350_000);
    expect(passengerPrice("infant", berth4)).toBe(1_070_000);
  });

  it("a party: one place per adult and child, none for an infant, a meal for every seated passenger", () => {
    const price = priceBooking(berth4, { adults: 2, children: 1, infants: 1 }, { berths: null, meal: "dinner" });
    expect(price.places).toBe(3);
    expect(price.emptyBerths).toBe(0);
    expect(price.items).toEqual([
      { key: "adult", quantity: 2, unitAmount: 11_000_000 },
      { key: "child", quantity: 1, unitAmount: 5_680_000 },
      { key: "infant", quantity: 1, unitAmount: 1_070_000 },
      { key: "meal:dinner", quantity: 3, unitAmount: 1_500_000 },
    ]);
    expect(price.total).toBe(22_000_000 + 5_680_000 + 1_070_000 + 4_500_000);
    expect(trainBreakdown(price)).toMatchObject({ tax: 0, commission: 0, otherCosts: 0, total: price.total });
  });

  it("a whole compartment: every empty berth pays the adult fare without services", () => {
    const price = priceBooking(berth4, { adults: 2, children: 0, infants: 1 }, { berths: 4, meal: "none" });
    expect(price.places).toBe(4);
    expect(price.emptyBerths).toBe(2);
    expect(price.items.find((i) => i.key === "emptyBerth")).toEqual({
      key: "emptyBerth",
      quantity: 2,
      unitAmount: 10_650_000,
    });
    expect(price.total).toBe(2 * 11_000_000 + 1_070_000 + 2 * 10_650_000);
    // A full compartment has no empty berth item.
    const full = priceBooking(berth4, { adults: 4, children: 0, infants: 0 }, { berths: 4, meal: "none" });
    expect(full.items.map((i) => i.key)).toEqual(["adult"]);
  });

  it("refuses a party with no place or too large for the compartment", () => {
    expect(() =>
      priceBooking(berth4, { adults: 0, children: 0, infants: 1 }, { berths: null, meal: "none" }),
    ).toThrow();
    expect(() => priceBooking(berth4, { adults: 5, children: 0, infants: 0 }, { berths: 4, meal: "none" })).toThrow();
  });
});
