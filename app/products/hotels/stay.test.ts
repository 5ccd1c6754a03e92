import { describe, expect, it } from "vitest";
import { checkStay, guestCounts, MAX_NIGHTS, meetsMinStay, nightsOf } from "./stay";

const today = "2026-11-22";
const room = (adults: unknown, childAges: unknown[] = []) => ({ adults, childAges });

describe("a stay's rules", () => {
  it("accepts ISO and Jalali dates (Persian digits too) and counts the nights", () => {
    const iso = checkStay({ checkIn: "2026-12-05", checkOut: "2026-12-08", rooms: [room("2", ["5"])] }, today);
    expect(iso).toEqual({
      ok: true,
      stay: { checkIn: "2026-12-05", checkOut: "2026-12-08", nights: 3, rooms: [{ adults: 2, childAges: [5] }] },
    });
    const jalali = checkStay({ checkIn: "۱۴۰۵/۰۹/۱۴", checkOut: "1405/09/17", rooms: [room(2, [5])] }, today);
    expect(jalali).toEqual(iso);
    expect(nightsOf("2026-12-30", "2027-01-02")).toEqual(["2026-12-30", "2026-12-31", "2027-01-01"]);
  });

  it("says which date is missing, unreadable, past, too far or reversed", () => {
    const errors = (checkIn: string | null, checkOut: string | null) => {
      const r = checkStay({ checkIn, checkOut, rooms: [room(1)] }, today);
      return r.ok ? null : r.errors;
    };
    expect(errors(null, "")).toEqual({ checkIn: ["checkInRequired"], checkOut: ["checkOutRequired"] });
    expect(errors("2026-02-31", "soon")).toEqual({ checkIn: ["checkInInvalid"], checkOut: ["checkOutInvalid"] });
    expect(errors("2026-11-21", "2026-11-23")).toEqual({ checkIn: ["checkInPast"] });
    expect(errors("2027-03-22", "2027-03-23")).toEqual({ checkIn: ["checkInTooFar"] });
    expect(errors("2026-12-05", "2026-12-05")).toEqual({ checkOut: ["reversed"] });
    expect(errors("2026-12-05", "2026-12-01")).toEqual({ checkOut: ["reversed"] });
    expect(errors(today, "2026-11-23")).toBeNull();
  });

  it(`sells at most ${MAX_NIGHTS} nights`, () => {
    expect(checkStay({ checkIn: "2026-12-01", checkOut: "2026-12-31", rooms: [room(1)] }, today).ok).toBe(true);
    expect(checkStay({ checkIn: "2026-12-01", checkOut: "2027-01-01", rooms: [room(1)] }, today)).toEqual({
      ok: false,
      errors: { checkOut: ["stayTooLong"] },
    });
  });

  it("wants one to five rooms, an adult in each, six guests and four children at most, ages 0–17", () => {
    const errors = (rooms: ReturnType<typeof room>[]) => {
      const r = checkStay({ checkIn: "2026-12-05", checkOut: "2026-12-06", rooms }, today);
      return r.ok ? null : r.errors;
    };
    expect(errors([])).toEqual({ rooms: ["roomsRequired"] });
    expect(errors(Array.from({ length: 6 }, () => room(1)))).toEqual({ rooms: ["tooManyRooms"] });
    expect(errors([room(2), room(0, [8])])).toEqual({ "rooms[1].adults": ["adultRequired"] });
    expect(errors([room(4, [3, 4, 5])])).toEqual({ "rooms[0].adults": ["tooManyGuests"] });
    expect(errors([room(1, [1, 2, 3, 4, 5])])).toEqual({ "rooms[0].childAges": ["tooManyChildren"] });
    expect(errors([room(2, [18, "", "x"])])).toEqual({
      "rooms[0].childAges[0]": ["childAgeInvalid"],
      "rooms[0].childAges[1]": ["childAgeInvalid"],
      "rooms[0].childAges[2]": ["childAgeInvalid"],
    });
    expect(errors([room(6)])).toBeNull();
  });

  it("counts guests and minimum stays", () => {
    expect(
      guestCounts([
        { adults: 2, childAges: [4, 9] },
        { adults: 1, childAges: [] },
      ]),
    ).toEqual({
      adults: 3,
      children: 2,
    });
    expect(meetsMinStay(2, 3)).toBe(false);
    expect(meetsMinStay(3, 3)).toBe(true);
  });
});
