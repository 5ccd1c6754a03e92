import { describe, expect, it } from "vitest";
import { consentCookie, recentFlightsCookie } from "~/utils/cookies.server";
import {
  decodeRecent,
  encodeRecent,
  recentSearches,
  rememberSearch,
  type RecentCriteria,
} from "./recent-searches.server";

const search = (over: Partial<RecentCriteria> = {}): RecentCriteria => ({
  trip: "oneway",
  origin: "tehran",
  destination: "IST",
  depart: "2026-12-01",
  return: null,
  counts: { adults: 1, children: 0, infants: 0 },
  ...over,
});

/** A request carrying these cookies (Set-Cookie values, as the browser sends them back). */
const request = (...setCookies: (string | null)[]) =>
  new Request("http://localhost/en/flights", {
    headers: { Cookie: setCookies.flatMap((c) => (c ? [c.split(";")[0]] : [])).join("; ") },
  });
const consent = (value: "all" | "necessary") => consentCookie.serialize(value);

describe("recent flight searches: the cookie's codec", () => {
  it("keeps the last 5 distinct searches, newest first", () => {
    let list: RecentCriteria[] = [];
    for (const destination of ["IST", "MHD", "DXB", "KIH", "SYZ", "AMS"])
      list = decodeRecent(encodeRecent(list, search({ destination })));
    expect(list.map((c) => c.destination)).toEqual(["AMS", "SYZ", "KIH", "DXB", "MHD"]);
    // The same search again moves to the front instead of appearing twice.
    list = decodeRecent(encodeRecent(list, search({ destination: "KIH" })));
    expect(list.map((c) => c.destination)).toEqual(["KIH", "AMS", "SYZ", "DXB", "MHD"]);
    // Another date or party is another search.
    list = decodeRecent(
      encodeRecent(list, search({ destination: "KIH", counts: { adults: 2, children: 0, infants: 0 } })),
    );
    expect(list).toHaveLength(5);
    expect(list[0].counts.adults).toBe(2);
  });

  it("reads back every field of a return trip; a one-way trip forgets a return date", () => {
    const trip = search({ trip: "return", return: "2026-12-08", counts: { adults: 2, children: 1, infants: 1 } });
    expect(decodeRecent(encodeRecent([], trip))).toEqual([trip]);
    expect(decodeRecent(encodeRecent([], search({ return: "2026-12-08" })))[0].return).toBeNull();
  });

  it("never trusts what it reads: bad entries are dropped, good ones kept", () => {
    const good = ["o", "THR", "MHD", "2026-12-01", null, 1, 0, 0];
    expect(decodeRecent("nope")).toEqual([]);
    expect(decodeRecent({ 0: good })).toEqual([]);
    expect(
      decodeRecent([
        ["o", "XXX", "MHD", "2026-12-01", null, 1, 0, 0], // an unknown airport
        ["o", "thr", "MHD", "2026-12-01", null, 1, 0, 0], // not written the way the URL writes it
        ["o", "<script>", "MHD", "2026-12-01", null, 1, 0, 0],
        ["o", "THR", "MHD", "2026-13-01", null, 1, 0, 0], // no such day
        ["o", "THR", "MHD", "2026-12-01", null, 99, 0, 0], // too many passengers
        ["r", "THR", "MHD", "2026-12-01", null, 1, 0, 0], // a return trip without its return
        ["x", "THR", "MHD", "2026-12-01", null, 1, 0, 0],
        [...good, "extra"],
        good,
      ]),
    ).toEqual([search({ origin: "THR", destination: "MHD" })]);
    expect(decodeRecent(Array(50).fill(good))).toHaveLength(5);
  });
});

describe("recent flight searches: remembering and showing", () => {
  it("writes nothing without consent to all cookies, and removes an earlier cookie then", async () => {
    expect(await rememberSearch(request(), search())).toBeNull();
    expect(await rememberSearch(request(await consent("necessary")), search())).toBeNull();
    const kept = await recentFlightsCookie.serialize(encodeRecent([], search()));
    const removed = await rememberSearch(request(await consent("necessary"), kept), search());
    expect(removed).toMatch(/^recent_flights=;.*Max-Age=0/);
  });

  it("writes a small signed HttpOnly SameSite=Lax cookie, and nothing when the search is already first", async () => {
    const all = await consent("all");
    const first = await rememberSearch(request(all), search());
    expect(first).toMatch(/^recent_flights=/);
    expect(first).toMatch(/HttpOnly/);
    expect(first).toMatch(/SameSite=Lax/);
    expect(await rememberSearch(request(all, first), search())).toBeNull();
    let cookie = first;
    for (const destination of ["IST", "MHD", "DXB", "KIH", "SYZ"])
      cookie = (await rememberSearch(
        request(all, cookie),
        search({ trip: "return", destination, return: "2026-12-24", counts: { adults: 9, children: 0, infants: 9 } }),
      ))!;
    expect(cookie!.split(";")[0].length).toBeLessThan(600);
  });

  it("ignores a cookie whose signature is wrong", async () => {
    const forged = `recent_flights=${btoa(JSON.stringify([["o", "THR", "MHD", "2026-12-01", null, 1, 0, 0]]))}`;
    expect(await recentSearches(new Request("http://localhost/", { headers: { Cookie: forged } }), "en")).toEqual([]);
  });

  it("shows the places in the page's language and the dates in its calendar, leaving out past departures", async () => {
    const cookie = await recentFlightsCookie.serialize(
      encodeRecent(
        decodeRecent(encodeRecent([], search({ depart: "2026-11-01" }))),
        search({ trip: "return", return: "2026-12-08", destination: "IKA" }),
      ),
    );
    const fa = await recentSearches(request(cookie), "fa", "2026-11-22");
    expect(fa).toEqual([
      {
        search: "?trip=return&from=tehran&to=IKA&depart=2026-12-01&return=2026-12-08&adults=1&children=0&infants=0",
        from: "تهران",
        to: "تهران (IKA)",
        trip: "return",
        depart: "۱۴۰۵/۰۹/۱۰",
        return: "۱۴۰۵/۰۹/۱۷",
        travellers: 1,
      },
    ]);
    const en = await recentSearches(request(cookie), "en", "2026-11-22");
    expect([en[0].from, en[0].to, en[0].depart]).toEqual(["Tehran", "Tehran (IKA)", "01/12/2026"]);
    // A city with one airport reads as the city.
    const mashhad = await recentFlightsCookie.serialize(
      encodeRecent([], search({ origin: "THR", destination: "MHD" })),
    );
    expect((await recentSearches(request(mashhad), "en", "2026-11-22"))[0]).toMatchObject({
      from: "Tehran (THR)",
      to: "Mashhad",
    });
  });
});
