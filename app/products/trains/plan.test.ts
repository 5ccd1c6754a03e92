import { describe, expect, it } from "vitest";
import type { CompartmentState, WagonState } from "./compartments";
import { placesOfChoice, provisionalParty, SEATS_PER_ROW, wagonPlan } from "./plan";

const wagon = (
  berths: number,
  places: number,
  sold: number[] = [],
  compartments: [number, CompartmentState][] = [],
): WagonState => ({
  wagonNo: 3,
  type: berths === 0 ? "seat" : berths === 4 ? "berth4" : "berth6",
  places,
  berths,
  sold: new Set(sold),
  compartments: new Map(compartments),
});
const two = { adults: 2, children: 0, infants: 0 };
const all = ["family", "men", "women"] as const;

describe("wagonPlan", () => {
  it("shows each compartment with its berths, free or taken, and whether the party may take it", () => {
    const w = wagon(
      4,
      40,
      [1, 2, 3, 5],
      [
        [1, { kind: "men", taken: 3 }],
        [2, { kind: "family", taken: 1 }],
      ],
    );
    const plan = wagonPlan(w, { counts: two, kind: "family", whole: false });
    expect(plan.rows).toHaveLength(10);
    expect(plan.rows[0]).toMatchObject({ no: 1, held: "men", choosable: false });
    expect(plan.rows[0].places.map((p) => p.free)).toEqual([false, false, false, true]);
    // A family compartment with three free berths takes a family of two; a wholly free one too.
    expect(plan.rows[1]).toMatchObject({ no: 2, held: "family", choosable: true });
    expect(plan.rows[2]).toMatchObject({ no: 3, held: null, choosable: true });
    expect(plan.placesLeft).toBe(3 + 8 * 4);
    expect(plan.freeCompartments).toBe(8);
  });

  it("offers only wholly free compartments for a whole compartment", () => {
    const w = wagon(4, 40, [5], [[2, { kind: "family", taken: 1 }]]);
    const plan = wagonPlan(w, { counts: two, kind: "family", whole: true });
    expect(plan.rows.filter((r) => r.choosable).map((r) => r.no)).toEqual([1, 3, 4, 5, 6, 7, 8, 9, 10]);
  });

  it("draws an open car as rows of seats", () => {
    const plan = wagonPlan(wagon(0, 44, [1, 2]), { counts: two, kind: "family", whole: false });
    expect(plan.seatCar).toBe(true);
    expect(plan.rows).toHaveLength(44 / SEATS_PER_ROW);
    expect(plan.rows[0].places).toEqual([
      { no: 1, free: false },
      { no: 2, free: false },
      { no: 3, free: true },
      { no: 4, free: true },
    ]);
    expect(plan.placesLeft).toBe(42);
  });
});

describe("placesOfChoice", () => {
  const party = (whole = false, kind: "family" | "men" | "women" = "family") => ({
    counts: { adults: 2, children: 1, infants: 1 },
    kind,
    whole,
    sells: all,
  });

  it("gives the party the first free berths of the chosen compartment (infants have no place)", () => {
    const w = wagon(4, 40, [5]);
    expect(placesOfChoice(w, { compartment: 2, seats: [] }, party())).toEqual({
      ok: true,
      places: [6, 7, 8],
      anyPlace: false,
    });
  });

  it("gives every berth of a whole compartment, and refuses one that is not wholly free", () => {
    const w = wagon(6, 54, [7], [[2, { kind: "family", taken: 1 }]]);
    expect(placesOfChoice(w, { compartment: 1, seats: [] }, party(true))).toEqual({
      ok: true,
      places: [1, 2, 3, 4, 5, 6],
      anyPlace: false,
    });
    expect(placesOfChoice(w, { compartment: 2, seats: [] }, party(true))).toEqual({ ok: false, error: "taken" });
  });

  it("refuses a compartment with too few free berths or of another kind", () => {
    const w = wagon(
      4,
      40,
      [1, 2],
      [
        [1, { kind: "family", taken: 2 }],
        [2, { kind: "women", taken: 1 }],
      ],
    );
    expect(placesOfChoice(w, { compartment: 1, seats: [] }, party())).toEqual({ ok: false, error: "compartmentFull" });
    const women = wagon(4, 40, [5], [[2, { kind: "women", taken: 1 }]]);
    expect(placesOfChoice(women, { compartment: 2, seats: [] }, party())).toEqual({
      ok: false,
      error: "kindMismatch",
    });
    expect(placesOfChoice(women, { compartment: 2, seats: [] }, party(false, "women"))).toEqual({
      ok: true,
      places: [6, 7, 8],
      anyPlace: false,
    });
  });

  it("takes ticked seats in an open car when there is one per adult and child, else says so", () => {
    const w = wagon(0, 44, [3]);
    expect(placesOfChoice(w, { compartment: null, seats: [10, 9, 11] }, party())).toEqual({
      ok: true,
      places: [9, 10, 11],
      anyPlace: false,
    });
    expect(placesOfChoice(w, { compartment: null, seats: [9] }, party())).toEqual({
      ok: false,
      error: "chooseSeats",
    });
    expect(placesOfChoice(w, { compartment: null, seats: [3, 4, 5] }, party())).toEqual({
      ok: false,
      error: "taken",
    });
  });

  it("chooses for the party when nothing is picked (any free places will do), and says when the wagon is full", () => {
    expect(placesOfChoice(wagon(0, 44, [1]), { compartment: null, seats: [] }, party())).toEqual({
      ok: true,
      places: [2, 3, 4],
      anyPlace: true,
    });
    const full = wagon(
      4,
      8,
      [1, 2, 3, 4, 5, 6, 7],
      [
        [1, { kind: "family", taken: 4 }],
        [2, { kind: "family", taken: 3 }],
      ],
    );
    expect(placesOfChoice(full, { compartment: null, seats: [] }, party())).toEqual({ ok: false, error: "noRoom" });
  });

  it("counts a men's or women's party as adults of that gender before names are given", () => {
    expect(provisionalParty({ adults: 1, children: 1, infants: 0 }, "women")).toEqual([
      { type: "adult", gender: "female" },
      { type: "child", gender: "female" },
    ]);
  });
});
