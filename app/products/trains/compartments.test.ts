import { describe, expect, it } from "vitest";
import { wagonLayout, type WagonSpec } from "./catalog";
import type { CompartmentHold } from "./codes";
import { availability, choosePlaces, kindFits, refusal, type PartyMember, type WagonState } from "./compartments";

const wagon = (
  type: WagonSpec["type"],
  sold: number[] = [],
  compartments: [number, CompartmentHold, number][] = [],
): WagonState => ({
  wagonNo: 3,
  type,
  ...wagonLayout[type],
  sold: new Set(sold),
  compartments: new Map(compartments.map(([c, kind, taken]) => [c, { kind, taken }])),
});
const man: PartyMember = { type: "adult", gender: "male" };
const woman: PartyMember = { type: "adult", gender: "female" };
const boy: PartyMember = { type: "child", gender: "male" };
const baby: PartyMember = { type: "infant", gender: "female" };
const all = ["family", "men", "women"] as const;

describe("compartment rules", () => {
  it("men-only and women-only compartments take parties whose adults are all that gender; children go with them", () => {
    expect(kindFits("men", [man, man, boy])).toBe(true);
    expect(kindFits("women", [woman, boy, baby])).toBe(true);
    expect(kindFits("men", [man, woman])).toBe(false);
    expect(kindFits("family", [man, woman, boy, baby])).toBe(true);
  });

  it("a compartment keeps the kind of its first sale", () => {
    const w = wagon("berth4", [1], [[1, "men", 1]]);
    expect(refusal(w, { places: [2], kind: "men", whole: false, party: [man] }, all)).toBeNull();
    expect(refusal(w, { places: [2], kind: "women", whole: false, party: [woman] }, all)).toBe("kindMismatch");
    expect(refusal(w, { places: [2], kind: "men", whole: false, party: [woman] }, all)).toBe("genderMismatch");
    expect(refusal(w, { places: [1], kind: "men", whole: false, party: [man] }, all)).toBe("taken");
    expect(refusal(w, { places: [5], kind: "men", whole: false, party: [man] }, ["family"])).toBe("kindNotSold");
    expect(refusal(w, { places: [5], kind: null, whole: false, party: [man] }, all)).toBe("kindRequired");
    expect(refusal(w, { places: [41], kind: "men", whole: false, party: [man] }, all)).toBe("notPlace");
    expect(refusal(w, { places: [5, 6], kind: "men", whole: false, party: [man] }, all)).toBe("countMismatch");
  });

  it("a whole compartment is every berth of one free compartment, and no one joins it", () => {
    const w = wagon(
      "berth6",
      [7],
      [
        [2, "women", 1],
        [3, "whole", 6],
      ],
    );
    const party = [man, woman, baby];
    expect(refusal(w, { places: [1, 2, 3, 4, 5, 6], kind: "family", whole: true, party }, all)).toBeNull();
    expect(refusal(w, { places: [7, 8, 9, 10, 11, 12], kind: "family", whole: true, party }, all)).toBe("taken");
    expect(refusal(w, { places: [1, 2, 3, 4], kind: "family", whole: true, party }, all)).toBe(
      "wholeNotOneCompartment",
    );
    expect(refusal(w, { places: [16], kind: "family", whole: false, party: [man] }, all)).toBe("kindMismatch");
    expect(refusal(wagon("seat"), { places: [1, 2], kind: null, whole: true, party: [man, woman] }, all)).toBe(
      "wholeInSeatCar",
    );
  });

  it("counts places for a kind: its compartments' free berths and every free compartment", () => {
    const w = wagon(
      "berth4",
      [1, 2, 5, 9, 10, 11, 12],
      [
        [1, "men", 2],
        [2, "women", 1],
        [3, "whole", 4],
      ],
    );
    expect(availability(w, "men")).toEqual({ places: 2 + 7 * 4, freeCompartments: 7 });
    expect(availability(w, "women")).toEqual({ places: 3 + 7 * 4, freeCompartments: 7 });
    expect(availability(w, "family")).toEqual({ places: 7 * 4, freeCompartments: 7 });
    expect(availability(wagon("seat", [1, 2, 3]), null)).toEqual({ places: 41, freeCompartments: 0 });
  });

  it("a wagon closed on the desk offers no place and refuses every choice, whatever is free in it", () => {
    const seats = { ...wagon("seat", [1]), closed: true };
    const berths = { ...wagon("berth4"), closed: true };
    expect(availability(seats, null)).toEqual({ places: 0, freeCompartments: 0 });
    expect(availability(berths, "family")).toEqual({ places: 0, freeCompartments: 0 });
    expect(refusal(seats, { places: [5], kind: null, whole: false, party: [man] }, all)).toBe("taken");
    expect(refusal(berths, { places: [1, 2, 3, 4], kind: "family", whole: true, party: [man, woman] }, all)).toBe(
      "taken",
    );
    expect(choosePlaces(seats, { kind: null, whole: false, party: [man, woman] }, all)).toBeNull();
    expect(choosePlaces(berths, { kind: "family", whole: false, party: [man] }, all)).toBeNull();
  });

  it("chooses places: seats side by side, the party together in one compartment, a free one when whole", () => {
    expect(choosePlaces(wagon("seat", [2, 5]), { kind: null, whole: false, party: [man, woman, baby] }, all)).toEqual([
      3, 4,
    ]);
    const w = wagon(
      "berth4",
      [1, 2, 3, 5],
      [
        [1, "men", 3],
        [2, "women", 1],
      ],
    );
    expect(choosePlaces(w, { kind: "men", whole: false, party: [man] }, all)).toEqual([4]);
    expect(choosePlaces(w, { kind: "men", whole: false, party: [man, man] }, all)).toEqual([9, 10]);
    expect(choosePlaces(w, { kind: "women", whole: false, party: [woman, woman, woman] }, all)).toEqual([6, 7, 8]);
    expect(choosePlaces(w, { kind: "family", whole: true, party: [man, woman] }, all)).toEqual([9, 10, 11, 12]);
    expect(choosePlaces(w, { kind: "men", whole: false, party: [woman] }, all)).toBeNull();
    const full = wagon(
      "vip",
      Array.from({ length: 16 }, (_, i) => i + 1),
      Array.from({ length: 8 }, (_, i): [number, CompartmentHold, number] => [i + 1, "family", 2]),
    );
    expect(choosePlaces(full, { kind: "family", whole: false, party: [man] }, all)).toBeNull();
  });
});
