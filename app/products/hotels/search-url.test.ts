import { describe, expect, it } from "vitest";
import {
  buildStayQuery,
  changeHotelResults,
  hasStaySearch,
  mapLink,
  readStayQuery,
  resizeRooms,
  searchOnly,
} from "./search-url";

describe("hotel search URL", () => {
  it("reads two adults in one room when nothing is said", () => {
    expect(readStayQuery(new URLSearchParams())).toEqual({
      destination: "",
      checkIn: "",
      checkOut: "",
      rooms: [{ adults: "2", childAges: [] }],
    });
    expect(hasStaySearch(new URLSearchParams("rooms=2"))).toBe(false);
    expect(hasStaySearch(new URLSearchParams("q=Kish"))).toBe(true);
  });

  it("reads rooms, adults and children's ages, keeping what was typed", () => {
    const q = new URLSearchParams("q= کیش &in=1405/09/20&out=22/12/2026&rooms=2&a1=1&a2=3&c2=2&k2_1=4&k2_2=");
    expect(readStayQuery(q)).toEqual({
      destination: "کیش",
      checkIn: "1405/09/20",
      checkOut: "22/12/2026",
      rooms: [
        { adults: "1", childAges: [] },
        { adults: "3", childAges: ["4", ""] },
      ],
    });
  });

  it("keeps the counts of rooms and children within the rules", () => {
    const q = new URLSearchParams("rooms=9&c1=7");
    const read = readStayQuery(q);
    expect(read.rooms).toHaveLength(5);
    expect(read.rooms[0].childAges).toHaveLength(4);
    expect(readStayQuery(new URLSearchParams("rooms=0")).rooms).toHaveLength(1);
  });

  it("builds a query that reads back to the same stay", () => {
    const stay = {
      destination: "Istanbul",
      checkIn: "2026-12-10",
      checkOut: "2026-12-13",
      rooms: [
        { adults: 2, childAges: [3, 9] },
        { adults: 1, childAges: [] },
      ],
    };
    const q = buildStayQuery(stay, { at: 5, page: undefined });
    expect(q.get("at")).toBe("5");
    expect(q.has("page")).toBe(false);
    expect(readStayQuery(q)).toEqual({
      destination: "Istanbul",
      checkIn: "2026-12-10",
      checkOut: "2026-12-13",
      rooms: [
        { adults: "2", childAges: ["3", "9"] },
        { adults: "1", childAges: [] },
      ],
    });
  });

  it("goes back to page 1 when a filter or the sort changes, not when paging", () => {
    const q = new URLSearchParams("q=Kish&page=3&stars=4");
    expect(changeHotelResults(q, { sort: "price" }).has("page")).toBe(false);
    expect(changeHotelResults(q, { page: 4 }).get("page")).toBe("4");
    expect(changeHotelResults(q, { stars: undefined }).has("stars")).toBe(false);
    expect(searchOnly(new URLSearchParams("q=Kish&at=1&stars=4&free=1&sort=price&page=2")).toString()).toBe(
      "q=Kish&at=1",
    );
  });

  it("resizes the rooms reserved: the first kept, more like the last one", () => {
    const rooms = [
      { adults: 2, childAges: [5] },
      { adults: 1, childAges: [] },
    ];
    expect(resizeRooms(rooms, 1)).toEqual([{ adults: 2, childAges: [5] }]);
    expect(resizeRooms(rooms, 3)).toEqual([...rooms, { adults: 1, childAges: [] }]);
    expect(resizeRooms(rooms, 99)).toHaveLength(5);
    expect(resizeRooms(rooms, Number.NaN)).toHaveLength(1);
  });

  it("links a position to OpenStreetMap", () => {
    expect(mapLink(26.5507, 53.9644)).toBe(
      "https://www.openstreetmap.org/?mlat=26.55070&mlon=53.96440#map=17/26.55070/53.96440",
    );
  });
});
