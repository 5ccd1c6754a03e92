import { describe, expect, it } from "vitest";
import { checkSearch } from "./search";

type SearchCriteria = Extract<ReturnType<typeof checkSearch>, { success: true }>["data"];
import {
  buildCalendar,
  buildPassengerStep,
  buildSearch,
  changeResults,
  DEFAULT_COUNTS,
  hasSearch,
  readFilters,
  readOutbound,
  readCalendarCriteria,
  readChosen,
  writeChosen,
  readPage,
  readPassengerStep,
  readSearchedAt,
  readFormFields,
  readSearchFields,
  stampSearch,
  SWAP_FIELD,
} from "./search-url";

const today = "2026-11-22";
const q = (s: string) => new URLSearchParams(s);
const oneway: SearchCriteria = {
  trip: "oneway",
  origin: "THR",
  destination: "MHD",
  depart: "2026-11-25",
  return: null,
  legs: [],
  counts: { adults: 2, children: 1, infants: 1 },
};
const roundTrip: SearchCriteria = { ...oneway, trip: "return", return: "2026-12-01" };

describe("flight search URL: the search", () => {
  it("round-trips one-way and return criteria through the query string", () => {
    for (const c of [oneway, roundTrip]) {
      const parsed = checkSearch(readSearchFields(q(String(buildSearch(c)))), today);
      expect(parsed.success && parsed.data).toEqual(c);
    }
  });
  it("writes the form's fields in the form's order, then the extras, skipping empty ones", () => {
    expect(String(buildSearch(roundTrip, { at: 5, out: undefined, page: "" }))).toBe(
      "trip=return&from=THR&to=MHD&depart=2026-11-25&return=2026-12-01&adults=2&children=1&infants=1&at=5",
    );
    expect(buildSearch(oneway).has("return")).toBe(false);
    expect(buildSearch({ ...oneway, return: "2026-12-01" }).has("return")).toBe(false);
  });
  it("reads the first value of each field and leaves absent ones out", () => {
    expect(readSearchFields(q("from=THR&from=IKA&to=&adults=3&x=1"))).toEqual({ from: "THR", to: "", adults: "3" });
    expect(readSearchFields(q(""))).toEqual({});
  });
  it("tells an empty form from a search", () => {
    expect(hasSearch(q(""))).toBe(false);
    expect(hasSearch(q("adults=2"))).toBe(false);
    expect(hasSearch(q("to=MHD"))).toBe(true);
  });
  it("refuses bad input with the rules' messages", () => {
    const r = checkSearch(readSearchFields(q("from=THR&to=MHD&depart=tomorrow&adults=x")), today);
    expect(r.success).toBe(false);
  });
});

describe("flight search URL: the results page", () => {
  it("stamps the search time once, keeping the rest", () => {
    const stamped = stampSearch(q("from=THR&page=2"), 1234);
    expect(String(stamped)).toBe("from=THR&page=2&at=1234");
    expect(readSearchedAt(stamped)).toBe(1234);
    expect(readSearchedAt(q(""))).toBeNaN();
  });
  it("reads the page and the chosen outbound, with defaults for bad values", () => {
    expect(readPage(q("page=3"))).toBe(3);
    for (const bad of ["", "page=0", "page=-2", "page=1.5", "page=abc"]) expect(readPage(q(bad))).toBe(1);
    expect(readOutbound(q("out=42"))).toEqual([42]);
    expect(readOutbound(q("out=42-43"))).toEqual([42, 43]);
    expect(readOutbound(q("out=nope"))).toBeNull();
  });
  it("changes a results link and resets the page unless it is the change", () => {
    const current = q("from=THR&at=9&page=4&sort=depart");
    expect(String(changeResults(current, { sort: "price" }))).toBe("from=THR&at=9&sort=price");
    expect(String(changeResults(current, { page: 5 }))).toBe("from=THR&at=9&sort=depart&page=5");
    expect(String(changeResults(current, { at: undefined }))).toBe("from=THR&sort=depart");
  });
  it("reads filters, dropping unknown values, best first by default", () => {
    expect(readFilters(q(""))).toEqual({
      airline: [],
      aircraft: [],
      cabin: [],
      type: [],
      stops: [],
      airport: [],
      departTime: [],
      arriveTime: [],
      maxPrice: null,
      maxDuration: null,
      maxLayover: null,
      lowerCo2: false,
      sort: "best",
    });
    expect(readFilters(q("stops=1,7&airport=IKA,ika,SAW&departTime=dawn,night")).stops).toEqual(["1"]);
    expect(readFilters(q("airport=IKA,ika,SAW")).airport).toEqual(["IKA", "SAW"]);
    expect(readFilters(q("departTime=dawn,night")).departTime).toEqual(["night"]);
    expect(readFilters(q("cabin=business,spaceship&type=charter&sort=duration&maxPrice=-5")).cabin).toEqual([
      "business",
    ]);
    expect(readFilters(q("sort=cheapest")).sort).toBe("best");
  });
});

describe("flight search URL: the passenger step", () => {
  it("round-trips the chosen offers, counts and search time", () => {
    const step = { out: [7], ret: [9, 12], counts: { adults: 2, children: 0, infants: 1 }, at: 1700000000000 };
    expect(readPassengerStep(buildPassengerStep(step))).toEqual(step);
    expect(String(buildPassengerStep({ ...step, ret: null }))).toBe(
      "out=7&adults=2&children=0&infants=1&at=1700000000000",
    );
    expect(String(buildPassengerStep({ ...step, out: [3, 4, 5], ret: null }))).toContain("out=3-4-5&");
    // Not an itinerary: more than three flights, the same flight twice, not numbers.
    for (const bad of ["1-2-3-4", "7-7", "a-1", "-1", "0"])
      expect(readPassengerStep(new URLSearchParams({ out: bad })).out).toBeNull();
  });
  it("falls back to one adult and no offers on bad input", () => {
    expect(readPassengerStep(q(""))).toMatchObject({ out: null, ret: null, counts: DEFAULT_COUNTS });
    expect(readPassengerStep(q("adults=0&children=0&infants=0")).counts).toEqual(DEFAULT_COUNTS);
    expect(readPassengerStep(q("adults=12&children=x&infants=1")).counts).toEqual({
      adults: 1,
      children: 0,
      infants: 1,
    });
  });
});

describe("flight search URL: the swap button without JavaScript", () => {
  it("shows the form's fields with From and To swapped, everything else kept", () => {
    const sent = q(
      `trip=return&from=tehran&to=IST&depart=1405/09/10&return=1405/09/17&adults=2&children=1&infants=0&${SWAP_FIELD}=1`,
    );
    expect(readFormFields(sent)).toEqual({
      trip: "return",
      from: "IST",
      to: "tehran",
      depart: "1405/09/10",
      return: "1405/09/17",
      adults: "2",
      children: "1",
      infants: "0",
    });
    expect(readFormFields(q(`from=THR&${SWAP_FIELD}=1`))).toEqual({ to: "THR" });
    expect(readFormFields(q("from=THR&to=MHD"))).toEqual({ from: "THR", to: "MHD" });
  });
});

describe("flight search URL: the month price calendar", () => {
  it("writes and reads a route, a month and the travellers", () => {
    const c = { from: "tehran", to: "IST", month: "1405-09", counts: { adults: 2, children: 1, infants: 0 } };
    const written = buildCalendar(c);
    expect(written.toString()).toBe("from=tehran&to=IST&month=1405-09&adults=2&children=1&infants=0");
    expect(readCalendarCriteria(written)).toEqual({ ...c, depart: undefined });
  });

  it("reads an empty form and bad counts as the defaults", () => {
    expect(readCalendarCriteria(q("from=&adults=x"))).toEqual({
      from: undefined,
      to: undefined,
      month: undefined,
      depart: undefined,
      counts: DEFAULT_COUNTS,
    });
    expect(readCalendarCriteria(q("depart=2026-12-03")).depart).toBe("2026-12-03");
    expect(readCalendarCriteria(q("adults=۲&children=۱&infants=۰")).counts).toEqual({
      adults: 2,
      children: 1,
      infants: 0,
    });
  });
});

describe("flight search URL: multi-city", () => {
  it("writes and reads the other flights and the itineraries chosen so far", () => {
    const written = buildSearch(
      {
        trip: "multi",
        origin: "THR",
        destination: "MHD",
        depart: "2026-11-25",
        legs: [
          { origin: "THR", destination: "MHD", date: "2026-11-25" },
          { origin: "MHD", destination: "KIH", date: "2026-11-27" },
        ],
        counts: DEFAULT_COUNTS,
      },
      { chosen: writeChosen([[12, 34]]) },
    );
    expect(String(written)).toContain("from2=MHD&to2=KIH&depart2=2026-11-27");
    expect(readSearchFields(written).legs?.[0]).toEqual({ from: "MHD", to: "KIH", depart: "2026-11-27" });
    expect(readChosen(written)).toEqual([[12, 34]]);
    expect(readChosen(q("chosen=1-2,x"))).toEqual([]);
    const step = buildPassengerStep({ out: [1], ret: null, more: [[2, 3], [4]], counts: DEFAULT_COUNTS, at: 1 });
    expect(readPassengerStep(step).more).toEqual([[2, 3], [4]]);
  });
});
