import { describe, expect, it } from "vitest";
import { summarize } from "~/domains/orders/rules";
import { priceFromSum, stayBreakdown, stayPrice } from "./pricing";

const nights = [
  { night: "2026-12-03", price: 40_000_000 },
  { night: "2026-12-04", price: 45_000_000 },
  { night: "2026-12-05", price: 35_000_000 },
];

describe("the price of a stay", () => {
  it("sums each night for each room, adds the property's taxes apart and gives a price per night", () => {
    const price = stayPrice(nights, { rooms: 2, taxPercent: 9, cityTax: 0, adults: 4, currency: "IRR" });
    expect(price).toEqual({
      currency: "IRR",
      nights: 3,
      rooms: 2,
      perRoom: 120_000_000,
      roomsTotal: 240_000_000,
      taxes: 21_600_000,
      total: 261_600_000,
      perNight: 87_200_000,
      cityTaxAtHotel: 0,
      firstNightShare: 0.3333,
    });
    expect(
      priceFromSum(120_000_000, 3, 40_000_000, { rooms: 2, taxPercent: 9, cityTax: 0, adults: 4, currency: "IRR" }),
    ).toEqual(price);
  });

  it("shows a city tax abroad per adult and night, due at the hotel and not in the total", () => {
    const paris = stayPrice(
      [
        { night: "2026-12-03", price: 18_900 },
        { night: "2026-12-04", price: 21_100 },
      ],
      { rooms: 1, taxPercent: 10, cityTax: 390, adults: 2, currency: "EUR" },
    );
    expect(paris).toMatchObject({
      roomsTotal: 40_000,
      taxes: 4_000,
      total: 44_000,
      perNight: 22_000,
      cityTaxAtHotel: 1_560,
    });
    expect(() => stayPrice([], { rooms: 1, taxPercent: 0, cityTax: 0, adults: 1, currency: "EUR" })).toThrow();
  });

  it("becomes a cart line breakdown (one item per night) that the order's summary adds up to the same total", () => {
    const price = stayPrice(nights, { rooms: 2, taxPercent: 9, cityTax: 0, adults: 4, currency: "IRR" });
    const breakdown = stayBreakdown(price, nights);
    expect(breakdown.items).toEqual([
      { key: "night:2026-12-03", quantity: 2, unitAmount: 40_000_000 },
      { key: "night:2026-12-04", quantity: 2, unitAmount: 45_000_000 },
      { key: "night:2026-12-05", quantity: 2, unitAmount: 35_000_000 },
    ]);
    const summary = summarize([{ amount: price.total, quantity: 1, breakdown }], 0, 10);
    expect(summary).toMatchObject({ ticketAmount: 240_000_000, tax: 21_600_000, commission: 0, net: 261_600_000 });
  });
});
