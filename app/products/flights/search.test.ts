import { describe, expect, it } from "vitest";
import {
  applyFilters,
  bestScore,
  dayPartOf,
  durationSteps,
  facets,
  fieldErrors,
  searchSchema,
  sortTrips,
  type ResultTrip,
} from "./search";
import { adultPrice } from "./fare-rules";
import { isStale } from "~/travel/clock";
import { readFilters } from "./search-url";

const today = "2026-11-22";
const parse = (q: Record<string, string>) =>
  searchSchema(today).safeParse({
    adults: "1",
    children: "0",
    infants: "0",
    trip: "oneway",
    from: "THR",
    to: "MHD",
    depart: "2026-11-25",
    ...q,
  });
const errorsOf = (q: Record<string, string>) => {
  const r = parse(q);
  return r.success ? {} : fieldErrors(r.error);
};

describe("search criteria", () => {
  it("accepts a one-way search with codes, labels or city names", () => {
    const r = parse({ from: "Tehran (THR) – Mehrabad Airport", to: "مشهد" });
    expect(r.success && r.data).toMatchObject({
      origin: "THR",
      destination: "MHD",
      depart: "2026-11-25",
      return: null,
      counts: { adults: 1, children: 0, infants: 0 },
    });
  });

  it("reads a Jalali departure date", () => {
    const r = parse({ depart: "۱۴۰۵/۰۹/۰۴" });
    expect(r.success && r.data.depart).toBe("2026-11-25");
  });

  it("gives the spec's messages", () => {
    expect(errorsOf({ depart: "" }).depart).toEqual(["flights:errors.departRequired"]);
    expect(errorsOf({ trip: "return" }).return).toEqual(["flights:errors.returnRequired"]);
    expect(errorsOf({ trip: "return", return: "2026-11-24" }).return).toEqual(["flights:errors.returnBeforeDepart"]);
    expect(errorsOf({ adults: "0" }).adults).toEqual(["flights:errors.minPassenger"]);
  });

  it("applies the airline rules: at most 9 seated, no more infants than adults", () => {
    expect(errorsOf({ adults: "5", children: "5" }).adults).toEqual(["flights:errors.maxSeated"]);
    expect(errorsOf({ adults: "1", infants: "2" }).infants).toEqual(["flights:errors.infants"]);
    expect(errorsOf({ adults: "8", children: "1", infants: "3" })).toEqual({});
  });

  it("refuses unknown places, the same place twice, past and too distant dates", () => {
    expect(errorsOf({ from: "Atlantis" }).from).toEqual(["flights:errors.unknownPlace"]);
    expect(errorsOf({ from: "THR", to: "IKA" }).to).toEqual(["flights:errors.samePlace"]);
    expect(errorsOf({ depart: "2026-11-21" }).depart).toEqual(["flights:errors.past"]);
    expect(errorsOf({ depart: "2027-04-01" }).depart).toEqual(["flights:errors.tooFar"]);
  });
});

describe("filters, option counts and sorting", () => {
  const trip = (id: number, o: Partial<ResultTrip> & { priceAdult?: number; airline?: string; cabin?: string }) => {
    const { priceAdult = 5_000, airline = "IR", cabin = "economy", ...rest } = o;
    return {
      key: String(id),
      airlines: [airline],
      aircraft: ["Airbus A320"],
      cabins: [cabin],
      flightTypes: ["scheduled"],
      stops: 0,
      durationMinutes: 100,
      price: adultPrice({ priceAdult, taxAdult: 300 }),
      departAt: `2026-11-25T0${id}:00:00Z`,
      origin: "THR",
      destination: "MHD",
      departHour: id + 3,
      arriveHour: id + 5,
      longestLayover: 0,
      co2Kg: 100,
      ...rest,
    } as ResultTrip;
  };
  const trips = [
    trip(1, { airline: "W5", priceAdult: 9_000, durationMinutes: 95 }),
    trip(2, { airline: "IR", cabin: "business", priceAdult: 20_000 }),
    trip(3, {
      airline: "EP",
      aircraft: ["Fokker 100"],
      flightTypes: ["charter"],
      priceAdult: 4_000,
      durationMinutes: 130,
    }),
    trip(4, { airline: "IR", priceAdult: 6_000, durationMinutes: 90 }),
  ];
  const ids = (xs: ResultTrip[]) => xs.map((o) => Number(o.key));
  const q = (s: string) => readFilters(new URLSearchParams(s));

  it("filters by airline, aircraft, cabin, flight type, price and duration", () => {
    expect(ids(applyFilters(trips, q("airline=IR&sort=price")))).toEqual([4, 2]);
    expect(ids(applyFilters(trips, q("airline=IR&airline=EP&sort=price")))).toEqual([3, 4, 2]);
    expect(ids(applyFilters(trips, q("aircraft=Fokker+100")))).toEqual([3]);
    expect(ids(applyFilters(trips, q("cabin=business")))).toEqual([2]);
    expect(ids(applyFilters(trips, q("type=charter")))).toEqual([3]);
    expect(ids(applyFilters(trips, q("maxPrice=6450")))).toEqual([3]);
    expect(ids(applyFilters(trips, q("maxPrice=6750&sort=price")))).toEqual([3, 4]);
    expect(ids(applyFilters(trips, q("maxDuration=95&sort=price")))).toEqual([4, 1]);
    expect(applyFilters(trips, q("cabin=nonsense")).length).toBe(4);
  });

  it("sorts by best, price, departure time and duration; best by default", () => {
    expect(ids(sortTrips(trips, "price"))).toEqual([3, 4, 1, 2]);
    expect(ids(sortTrips(trips, "depart"))).toEqual([1, 2, 3, 4]);
    expect(ids(sortTrips(trips, "duration"))).toEqual([4, 1, 2, 3]);
    expect(q("sort=bogus").sort).toBe("best");
    // Best: the price plus €0.20 a minute and €30 a stop — a €20 cheaper flight 2 hours longer is not best.
    const fast = trip(5, { priceAdult: 10_000, durationMinutes: 100 });
    const slow = trip(6, { priceAdult: 8_000, durationMinutes: 220, stops: 1, longestLayover: 90 });
    expect(bestScore(slow) - bestScore(fast)).toBe(-2_000 + 20 * 120 + 3_000);
    expect(ids(sortTrips([slow, fast], "best"))).toEqual([5, 6]);
    expect(ids(sortTrips([slow, fast], "price"))).toEqual([6, 5]);
  });

  it("filters by stops, airports of a city, time of day and layover", () => {
    const more = [
      trip(1, { origin: "THR", destination: "IST", departHour: 7, arriveHour: 10 }),
      trip(2, { origin: "IKA", destination: "IST", stops: 1, longestLayover: 150, departHour: 2, arriveHour: 13 }),
      trip(3, { origin: "IKA", destination: "SAW", stops: 2, longestLayover: 600, departHour: 19, arriveHour: 23 }),
    ];
    const ends = { origin: ["THR", "IKA"], destination: ["IST", "SAW"] };
    expect(ids(applyFilters(more, q("stops=0&stops=1&sort=depart"), ends))).toEqual([1, 2]);
    expect(ids(applyFilters(more, q("stops=2"), ends))).toEqual([3]);
    // Choosing IKA keeps both Istanbul airports open; choosing SAW too narrows the arrival.
    expect(ids(applyFilters(more, q("airport=IKA&sort=depart"), ends))).toEqual([2, 3]);
    expect(ids(applyFilters(more, q("airport=IKA&airport=SAW"), ends))).toEqual([3]);
    expect(ids(applyFilters(more, q("departTime=morning"), ends))).toEqual([1]);
    expect(ids(applyFilters(more, q("departTime=night&departTime=evening&sort=depart"), ends))).toEqual([2, 3]);
    expect(ids(applyFilters(more, q("arriveTime=afternoon"), ends))).toEqual([2]);
    expect(ids(applyFilters(more, q("maxLayover=240&sort=depart"), ends))).toEqual([1, 2]);
    const f = facets(more, q(""), ends);
    expect(f.stops.map((o) => [o.value, o.count])).toEqual([
      ["0", 1],
      ["1", 1],
      ["2", 1],
    ]);
    expect(f.airport.map((o) => [o.value, o.count])).toEqual([
      ["THR", 1],
      ["IKA", 2],
      ["IST", 2],
      ["SAW", 1],
    ]);
    expect(f.maxLayover.map((o) => [o.value, o.count])).toEqual([
      ["240", 2],
      ["480", 2],
    ]);
    // Lower emissions: at least 10 % under the median (100, 100, 60 → median 100, limit 90).
    const greener = [...more.slice(0, 2), { ...more[2], co2Kg: 60 }];
    expect(ids(applyFilters(greener, q("co2=lower"), ends))).toEqual([3]);
    expect(facets(greener, q(""), ends).lowerCo2).toEqual({ count: 1, selected: false, limitKg: 90 });
    expect(facets(more, q(""), ends).lowerCo2).toBeNull();
    // One airport at each end: no airports filter.
    expect(facets(more, q(""), { origin: ["THR"], destination: ["IST"] }).airport).toEqual([]);
  });

  it("counts what each option leaves, keeping the other filters", () => {
    const f = facets(trips, q("cabin=economy"));
    expect(f.airline).toEqual([
      { value: "EP", count: 1, selected: false },
      { value: "IR", count: 1, selected: false },
      { value: "W5", count: 1, selected: false },
    ]);
    expect(f.cabin).toEqual([
      { value: "economy", count: 3, selected: true },
      { value: "business", count: 1, selected: false },
    ]);
    expect(f.type.find((o) => o.value === "charter")?.count).toBe(1);
  });

  it("offers duration steps from the results' own durations, none that matches nothing", () => {
    const long = [600, 640, 700, 760, 900].map((m, i) => trip(i + 1, { durationMinutes: m }));
    const steps = durationSteps(long);
    expect(steps.length).toBeGreaterThan(0);
    for (const m of steps) {
      expect(m % 30).toBe(0);
      expect(long.some((o) => o.durationMinutes <= m)).toBe(true);
      expect(long.every((o) => o.durationMinutes <= m)).toBe(false);
    }
    expect(durationSteps([])).toEqual([]);
    expect(dayPartOf(0)).toBe("night");
    expect(dayPartOf(23)).toBe("evening");
  });
});

describe("offer expiry", () => {
  it("goes stale after the configured minutes, and for a missing or future time", () => {
    const at = Date.UTC(2026, 10, 22, 10);
    expect(isStale(at, at + 14 * 60_000, 15)).toBe(false);
    expect(isStale(at, at + 16 * 60_000, 15)).toBe(true);
    expect(isStale(at, at + 2 * 60_000, 1)).toBe(true);
    expect(isStale(NaN, at, 15)).toBe(true);
    expect(isStale(at + 3_600_000, at, 15)).toBe(true);
  });
});

describe("multi-city criteria", () => {
  const schema = searchSchema("2026-11-22");
  const multi = (legs: Record<string, string>[]) =>
    schema.safeParse({ trip: "multi", from: "THR", to: "MHD", depart: "2026-11-25", adults: "1", legs });
  it("reads up to five flights, skipping empty rows", () => {
    const r = multi([
      { from: "Mashhad", to: "کیش", depart: "2026-11-27" },
      { from: "", to: "", depart: "" },
      { from: "KIH", to: "tehran", depart: "2026-11-30" },
    ]);
    expect(r.success && r.data.legs).toEqual([
      { origin: "THR", destination: "MHD", date: "2026-11-25" },
      { origin: "MHD", destination: "KIH", date: "2026-11-27" },
      { origin: "KIH", destination: "tehran", date: "2026-11-30" },
    ]);
  });
  it("needs a second flight, known places and dates in order", () => {
    const errors = (legs: Record<string, string>[]) => {
      const r = multi(legs);
      return r.success ? {} : fieldErrors(r.error);
    };
    expect(errors([])).toEqual({ from2: ["flights:errors.secondLeg"] });
    expect(errors([{ from: "Atlantis", to: "MHD", depart: "2026-11-24" }])).toEqual({
      from2: ["flights:errors.unknownPlace"],
      depart2: ["flights:errors.legBeforePrevious"],
    });
    expect(errors([{ from: "MHD", to: "KIH" }])).toEqual({ depart2: ["flights:errors.departRequired"] });
  });
});
