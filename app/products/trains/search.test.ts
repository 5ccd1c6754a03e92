import { describe, expect, it } from "vitest";
import { applyFilters, checkSearch, facets, isStale, noTrainFilters, timeOfDay, type TrainOption } from "./search";

const today = "2026-11-23";

describe("train search fields", () => {
  const ok = { from: "تهران", to: "Mechhed", date: "2026-12-01", adults: "2", children: "1", infants: "1" };

  it("reads stations in any language, Jalali dates with Persian digits, passengers and whole compartment", () => {
    const checked = checkSearch({ ...ok, date: "۱۴۰۵/۰۹/۱۰", whole: "on", kind: "women" }, today);
    expect(checked).toEqual({
      ok: true,
      search: expect.objectContaining({
        date: "2026-12-01",
        returnDate: null,
        passengers: { adults: 2, children: 1, infants: 1 },
        whole: true,
        kind: "women",
      }),
    });
    if (checked.ok) expect([checked.search.from.code, checked.search.to.code]).toEqual(["tehran", "mashhad"]);
  });

  it("says what is missing or wrong, field by field", () => {
    const errors = (fields: Parameters<typeof checkSearch>[0]) => {
      const r = checkSearch(fields, today);
      return r.ok ? {} : r.errors;
    };
    expect(errors({})).toEqual({
      from: ["fromRequired"],
      to: ["toRequired"],
      date: ["dateRequired"],
      adults: ["passengersRequired"],
    });
    expect(errors({ ...ok, from: "Atlantis", to: "tehran" })).toEqual({ from: ["fromUnknown"] });
    expect(errors({ ...ok, to: "Teheran" })).toEqual({ to: ["sameStation"] });
    expect(errors({ ...ok, date: "2026-11-22" })).toEqual({ date: ["datePast"] });
    expect(errors({ ...ok, date: "2027-03-23" })).toEqual({ date: ["dateTooFar"] });
    expect(errors({ ...ok, date: "31/31/2026" })).toEqual({ date: ["dateInvalid"] });
    expect(errors({ ...ok, tripType: "return" })).toEqual({ returnDate: ["returnRequired"] });
    expect(errors({ ...ok, tripType: "return", returnDate: "2026-11-30" })).toEqual({ returnDate: ["reversed"] });
    expect(checkSearch({ ...ok, tripType: "return", returnDate: "2026-12-01" }, today).ok).toBe(true);
    expect(errors({ ...ok, adults: "0", children: "0", infants: "0" })).toEqual({ adults: ["passengersRequired"] });
    expect(errors({ ...ok, adults: "0", children: "2", infants: "0" })).toEqual({ adults: ["adultRequired"] });
    expect(errors({ ...ok, adults: "1", infants: "2" })).toEqual({ infants: ["infantsOverAdults"] });
    expect(errors({ ...ok, adults: "9", children: "1" })).toEqual({ adults: ["tooManyPassengers"] });
    expect(errors({ ...ok, adults: "6", children: "1", whole: "on" })).toEqual({ whole: ["tooManyForCompartment"] });
  });
});

describe("train results", () => {
  const option = (trainId: number, departs: string, minutes: number, wagons: [string, number][], operator = "raja") =>
    ({
      trainId,
      number: String(100 + trainId),
      operator,
      from: "tehran",
      to: "mashhad",
      date: "2026-12-01",
      departs,
      arrives: "00:00",
      arrivalDays: 0,
      departsAt: `2026-12-01T${departs}:00+03:30`,
      arrivesAt: new Date(Date.parse(`2026-12-01T${departs}:00+03:30`) + minutes * 60_000).toISOString(),
      minutes,
      meals: [],
      wagons: wagons.map(([type, total]) => ({
        type,
        placesLeft: 10,
        freeCompartments: 2,
        berths: 4,
        price: { currency: "IRR", places: 1, emptyBerths: 0, items: [], total },
      })),
    }) as TrainOption;
  const options = [
    option(
      1,
      "21:10",
      720,
      [
        ["berth4", 11_000_000],
        ["vip", 30_000_000],
      ],
      "noor",
    ),
    option(2, "05:30", 750, [["seat", 5_000_000]]),
    option(
      3,
      "14:00",
      700,
      [
        ["berth6", 8_000_000],
        ["berth4", 10_000_000],
      ],
      "fadak",
    ),
  ];

  it("bands departure times", () => {
    expect(["00:00", "05:59", "06:00", "11:59", "12:00", "18:00"].map(timeOfDay)).toEqual([
      "night",
      "night",
      "morning",
      "morning",
      "afternoon",
      "evening",
    ]);
  });

  it("filters by operator, wagon type, time of day and price, keeping only the wagon types left", () => {
    const ids = (f: Partial<typeof noTrainFilters>) =>
      applyFilters(options, { ...noTrainFilters, ...f }).map((o) => o.trainId);
    expect(ids({})).toEqual([2, 3, 1]);
    expect(ids({ operators: ["noor", "fadak"] })).toEqual([3, 1]);
    expect(ids({ times: ["evening", "night"] })).toEqual([2, 1]);
    expect(ids({ wagonTypes: ["berth4"] })).toEqual([3, 1]);
    expect(ids({ maxPrice: 9_000_000 })).toEqual([2, 3]);
    const [narrowed] = applyFilters(options, { ...noTrainFilters, wagonTypes: ["vip"] });
    expect(narrowed.wagons.map((w) => w.type)).toEqual(["vip"]);
  });

  it("sorts by departure, price, duration and arrival", () => {
    const ids = (sort: typeof noTrainFilters.sort) =>
      applyFilters(options, { ...noTrainFilters, sort }).map((o) => o.trainId);
    expect(ids("price")).toEqual([2, 3, 1]);
    expect(ids("duration")).toEqual([3, 1, 2]);
    expect(ids("arrival")).toEqual([2, 3, 1]);
  });

  it("counts what each filter option would leave", () => {
    const f = facets(options, { ...noTrainFilters, times: ["afternoon"] });
    expect(f.operators).toEqual([
      { value: "noor", count: 0 },
      { value: "raja", count: 0 },
      { value: "fadak", count: 1 },
    ]);
    expect(f.times.find((t) => t.value === "evening")).toEqual({ value: "evening", count: 1 });
  });

  it("calls results older than 15 minutes stale", () => {
    const at = new Date("2026-12-01T10:00:00Z");
    expect(isStale(at, new Date("2026-12-01T10:15:00Z"))).toBe(false);
    expect(isStale(at, new Date("2026-12-01T10:15:01Z"))).toBe(true);
  });
});
