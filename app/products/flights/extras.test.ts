import { describe, expect, it } from "vitest";
import {
  BAG_PRICE,
  LEGROOM_SEAT_PRICE,
  STANDARD_SEAT_PRICE,
  bagPrice,
  bagsAllowed,
  seatKind,
  seatKeyOf,
  seatMapOf,
  seatPrice,
  seatRefusal,
  seatsOf,
} from "./extras";

describe("seat maps", () => {
  it("are 3-3 on narrow bodies and 3-3-3 on wide bodies, with their exit rows", () => {
    const narrow = seatMapOf("Airbus A320");
    expect(seatsOf(narrow)).toHaveLength(30 * 6);
    expect(narrow.exitRows).toEqual([12, 13]);
    const wide = seatMapOf("Airbus A340-600");
    expect(seatsOf(wide)).toHaveLength(40 * 9);
    expect(seatsOf(wide)).toContain("40K");
    expect(seatsOf(wide)).not.toContain("1I");
  });

  it("price extra legroom by zone and other seats by fare (free on flex)", () => {
    const map = seatMapOf("Airbus A321");
    expect(seatKind(map, "1A")).toBe("legroom");
    expect(seatKind(map, "12C")).toBe("legroom");
    expect(seatKind(map, "14C")).toBe("standard");
    expect(seatPrice(map, "13F", "flex", true)).toBe(LEGROOM_SEAT_PRICE.domestic);
    expect(seatPrice(map, "1A", "saver", false)).toBe(LEGROOM_SEAT_PRICE.international);
    expect(seatPrice(map, "20B", "saver", true)).toBe(STANDARD_SEAT_PRICE.saver);
    expect(seatPrice(map, "20B", "flex", false)).toBe(0);
  });

  it("keep infants on a lap and children out of exit rows", () => {
    const map = seatMapOf("Airbus A320");
    expect(seatRefusal(map, "5A", "infant")).toBe("infant");
    expect(seatRefusal(map, "12A", "child")).toBe("exitRow");
    expect(seatRefusal(map, "12A", "adult")).toBeNull();
    expect(seatRefusal(map, "31A", "adult")).toBe("noSuchSeat");
    expect(seatRefusal(map, "5G", "adult")).toBe("noSuchSeat");
  });

  it("key a physical flight by carrier, number and departure", () => {
    expect(seatKeyOf({ airline: "IR", flightNumber: "178", departAt: "2026-12-08T16:45:00.000Z" })).toBe(
      "IR178@2026-12-08T16:45:00.000Z",
    );
  });
});

describe("extra bags", () => {
  it("are sold per piece per flight, not on charters nor for infants", () => {
    expect(bagPrice(2, true)).toBe(2 * BAG_PRICE.domestic);
    expect(bagPrice(1, false)).toBe(BAG_PRICE.international);
    expect(bagsAllowed("scheduled", "adult")).toBe(true);
    expect(bagsAllowed("charter", "adult")).toBe(false);
    expect(bagsAllowed("scheduled", "infant")).toBe(false);
  });
});
