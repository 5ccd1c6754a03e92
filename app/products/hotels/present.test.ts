import { describe, expect, it } from "vitest";
import { presentHotelStay } from "./present";

describe("a hotel line's stay as the order screens show it", () => {
  const payload = {
    checkIn: "2026-12-10",
    checkOut: "2026-12-13",
    checkInTime: "14:00",
    checkOutTime: "12:00",
    rooms: [
      { adults: 2, childAges: [4] },
      { adults: 1, childAges: [] },
    ],
    board: "half_board",
    cityTaxAtHotel: 1200,
    currency: "EUR",
    arrivalTime: "18:30",
  };

  it("gives dates in the page's calendar, nights, rooms, guests, meals and the city tax", () => {
    expect(presentHotelStay(payload, "en")).toEqual({
      checkIn: "10 December 2026",
      checkOut: "13 December 2026",
      checkInTime: "14:00",
      checkOutTime: "12:00",
      nights: 3,
      rooms: 2,
      adults: 3,
      children: 1,
      board: "half_board",
      cityTax: { amount: 1200, currency: "EUR" },
      arrivalTime: "18:30",
      specialRequests: null,
    });
    expect(presentHotelStay(payload, "fa")?.checkIn).toBe("۱۹ آذر ۱۴۰۵");
  });

  it("has no stay for a line without dates (the travel desk's own lines)", () => {
    expect(presentHotelStay({ title: "Hotel by the desk" }, "en")).toBeNull();
  });
});
