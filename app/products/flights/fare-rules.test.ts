import { describe, expect, it } from "vitest";
import { adultPrice, priceBooking, seatsNeeded } from "./fare-rules";

describe("fare rules", () => {
  const leg = { priceAdult: 10_000, taxAdult: 1_000 };

  it("prices each passenger type: child 75 %, infant 10 % of the adult fare; infants pay no tax and take no seat", () => {
    const b = priceBooking([leg], { adults: 2, children: 1, infants: 1 });
    expect(b.items).toEqual([
      { key: "adult", quantity: 2, unitAmount: 10_000 },
      { key: "child", quantity: 1, unitAmount: 7_500 },
      { key: "infant", quantity: 1, unitAmount: 1_000 },
    ]);
    expect(b.tax).toBe(3_000);
    expect(b.commission).toBe(900);
    expect(b.otherCosts).toBe(150);
    expect(b.total).toBe(20_000 + 7_500 + 1_000 + 3_000 + 900 + 150);
    expect(seatsNeeded({ adults: 2, children: 1, infants: 1 })).toBe(3);
  });

  it("adds both legs of a return trip", () => {
    const b = priceBooking([leg, { priceAdult: 20_000, taxAdult: 500 }], { adults: 1, children: 0, infants: 0 });
    expect(b.items).toEqual([{ key: "adult", quantity: 1, unitAmount: 30_000 }]);
    expect(b.tax).toBe(1_500);
    expect(b.commission).toBe(600);
    expect(b.total).toBe(30_000 + 1_500 + 600 + 150);
  });

  it("shows one adult's price with tax, commission and the booking's other costs: what one adult pays", () => {
    expect(adultPrice(leg)).toBe(11_300 + 150);
    expect(adultPrice(leg)).toBe(priceBooking([leg], { adults: 1, children: 0, infants: 0 }).total);
  });
});
