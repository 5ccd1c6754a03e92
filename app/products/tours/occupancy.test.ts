import { describe, expect, it } from "vitest";
import {
  dayPartyError,
  placesTaken,
  priceDay,
  priceRooms,
  roomError,
  roomKinds,
  roomsError,
  seasonPrice,
} from "./occupancy";

// Istanbul 4 nights, a 4-star hotel (EUR cents): double 549 €, triple 499 €, single supplement 220 €,
// child in a bed 420 €, child sharing 260 €, infant 60 €.
const prices = {
  double: 54_900,
  triple: 49_900,
  singleSupplement: 22_000,
  childWithBed: 42_000,
  childNoBed: 26_000,
  infant: 6_000,
};

describe("room kinds", () => {
  it("prices an adult alone as a single, two as doubles, three as triples", () => {
    expect(roomKinds({ adults: 1, childAges: [] })).toEqual(["single"]);
    expect(roomKinds({ adults: 2, childAges: [] })).toEqual(["double", "double"]);
    expect(roomKinds({ adults: 3, childAges: [] })).toEqual(["triple", "triple", "triple"]);
  });
  it("counts children by their age on the departure day", () => {
    expect(roomKinds({ adults: 2, childAges: [0, 4, 8] })).toEqual([
      "double",
      "double",
      "infant",
      "childNoBed",
      "childWithBed",
    ]);
    // 12 and over is an adult: two adults and a twelve-year-old are three adults in a triple.
    expect(roomKinds({ adults: 2, childAges: [12] })).toEqual(["triple", "triple", "triple"]);
  });
  it("gives an adult with a child in a bed of their own the double price, not the single", () => {
    expect(roomKinds({ adults: 1, childAges: [7] })).toEqual(["double", "childWithBed"]);
    expect(roomKinds({ adults: 1, childAges: [3] })).toEqual(["single", "childNoBed"]);
  });
});

describe("room rules", () => {
  it("refuses a room without an adult (an infant or children alone)", () => {
    expect(roomError({ adults: 0, childAges: [1] })).toBe("noAdult");
    expect(roomError({ adults: 0, childAges: [8, 10] })).toBe("noAdult");
  });
  it("refuses four adults (or three and a child in a bed) in one room", () => {
    expect(roomError({ adults: 4, childAges: [] })).toBe("tooManyBeds");
    expect(roomError({ adults: 3, childAges: [9] })).toBe("tooManyBeds");
    expect(roomError({ adults: 2, childAges: [9] })).toBeNull();
  });
  it("takes one child sharing a bed and one infant per room", () => {
    expect(roomError({ adults: 2, childAges: [3, 5] })).toBe("tooManySharing");
    expect(roomError({ adults: 2, childAges: [0, 1] })).toBe("tooManyInfants");
    expect(roomError({ adults: 2, childAges: [0, 3, 7] })).toBeNull();
  });
  it("names the room that breaks a rule, and limits the rooms", () => {
    expect(
      roomsError([
        { adults: 2, childAges: [] },
        { adults: 0, childAges: [1] },
      ]),
    ).toEqual({
      room: 1,
      error: "noAdult",
    });
    expect(roomsError([])).toEqual({ room: 0, error: "noRooms" });
    expect(roomsError(Array.from({ length: 6 }, () => ({ adults: 1, childAges: [] })))?.error).toBe("tooManyRooms");
  });
});

describe("package prices (worked examples)", () => {
  it("a family of two adults and a child of 8 in one room: 549 + 549 + 420 = 1 518 €", () => {
    const price = priceRooms([{ adults: 2, childAges: [8] }], prices, 100, "EUR");
    expect(price.total).toBe(151_800);
    expect(price.places).toBe(3);
    expect(price.byKind).toEqual([
      { kind: "double", count: 2, price: 54_900, amount: 109_800 },
      { kind: "childWithBed", count: 1, price: 42_000, amount: 42_000 },
    ]);
  });
  it("two rooms: a couple with an infant and a child of 4, and a traveller alone", () => {
    const price = priceRooms(
      [
        { adults: 2, childAges: [1, 4] },
        { adults: 1, childAges: [] },
      ],
      prices,
      100,
      "EUR",
    );
    // 549 × 2 + 60 + 260 + (549 + 220)
    expect(price.total).toBe(109_800 + 6_000 + 26_000 + 76_900);
    expect(price.places).toBe(4);
    expect(price.people.map((p) => p.room)).toEqual([0, 0, 0, 0, 1]);
  });
  it("three friends in a triple pay 499 € each", () => {
    expect(priceRooms([{ adults: 3, childAges: [] }], prices, 100, "EUR").total).toBe(149_700);
  });
  it("raises every price by the season percent, rounded to whole euros or 100 000 rials", () => {
    expect(seasonPrice(54_900, 115, "EUR")).toBe(63_100); // 631.35 € → 631 €
    expect(seasonPrice(185_000_000, 120, "IRR")).toBe(222_000_000);
    expect(seasonPrice(123_456_789, 100, "IRR")).toBe(123_500_000);
    expect(priceRooms([{ adults: 1, childAges: [] }], prices, 120, "EUR").total).toBe(seasonPrice(76_900, 120, "EUR"));
  });
  it("counts places for everyone but infants", () => {
    expect(
      placesTaken([
        { adults: 2, childAges: [0, 6] },
        { adults: 1, childAges: [1] },
      ]),
    ).toBe(4);
  });
});

describe("day tours", () => {
  const day = { adult: 35_000_000, child: 25_000_000, infant: 0 };
  it("prices adults, children and infants, and counts infants as no place", () => {
    const price = priceDay({ adults: 2, childAges: [1, 9, 13] }, day, 100, "IRR");
    expect(price.total).toBe(35_000_000 * 3 + 25_000_000);
    expect(price.places).toBe(4);
  });
  it("needs an adult and at most nine people", () => {
    expect(dayPartyError({ adults: 0, childAges: [5] })).toBe("noAdult");
    expect(dayPartyError({ adults: 5, childAges: [3, 4, 5, 6, 7] })).toBe("tooMany");
    expect(dayPartyError({ adults: 0, childAges: [15] })).toBeNull();
  });
});
