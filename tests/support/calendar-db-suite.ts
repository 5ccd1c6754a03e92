import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase } from "./db";

/**
 * Cheapest prices per day and true fares on the database, on PGlite (tests/unit) and PostgreSQL
 * (tests/pg) with the same assertions: each day's price is the first result of that day's search
 * sorted by price, for one airport or a city's airports; full and departed offers do not count; a
 * cached fare follows the inventory.
 */
export function calendarDatabaseSuite(kind: "pglite" | "postgres") {
  describe(`flight calendar on ${kind}`, () => {
    let drop: () => Promise<void>;
    let query: <T = Record<string, unknown>>(sql: string, params?: unknown[]) => Promise<T[]>;
    const start = "2026-11-22";
    // 03:30 in Tehran on the first day of the schedule.
    const now = new Date("2026-11-22T00:00:00Z");
    const one = { adults: 1, children: 0, infants: 0 };
    beforeAll(async () => {
      const created = await createTestDatabase(kind);
      drop = created.drop;
      query = created.handle.query;
      const { generateFlights } = await import("~/products/flights/seed");
      await generateFlights(created.handle.db, 3000, start);
      // The special offers (decision 118): kept in the database, seeded with the three flight routes.
      const pages = await import("~/db/seeds/0310_pages");
      await pages.seed(created.handle.db);
    });
    afterAll(async () => drop());

    /** The cheapest direct price of a day as the results page shows it: its direct flights by price, the first one. */
    const firstResult = async (origins: string[], destinations: string[], date: string, seats = 1) => {
      const { findItineraries, tripOf } = await import("~/products/flights/search.server");
      const { applyFilters } = await import("~/products/flights/search");
      const { readFilters } = await import("~/products/flights/search-url");
      const all = (
        await findItineraries(origins, destinations, date, { adults: seats, children: 0, infants: 0 }, now)
      ).map(tripOf);
      const sorted = applyFilters(all, readFilters(new URLSearchParams("stops=0&sort=price")));
      return sorted.length ? sorted[0].price : undefined;
    };

    it("gives each day the price of the first result of that day's search", async () => {
      const { cheapestByDay } = await import("~/products/flights/calendar.server");
      const prices = await cheapestByDay({
        origins: ["IKA"],
        destinations: ["IST"],
        from: "2026-11-22",
        to: "2026-12-05",
        seats: 1,
        now,
      });
      expect(prices.size).toBe(14);
      for (const [day, price] of prices) expect(price, day).toBe(await firstResult(["IKA"], ["IST"], day));
      expect([...prices.keys()]).toEqual([...prices.keys()].sort());
    });

    it("searches every airport of a city, and needs the travellers' seats", async () => {
      const { cheapestByDay } = await import("~/products/flights/calendar.server");
      const { airportsOf } = await import("~/products/flights/places");
      const q = {
        origins: airportsOf("tehran"),
        destinations: airportsOf("istanbul"),
        from: "2026-11-25",
        to: "2026-11-28",
        seats: 1,
        now,
      };
      const prices = await cheapestByDay(q);
      for (const [day, price] of prices) expect(price).toBe(await firstResult(q.origins, q.destinations, day));
      expect(prices.size).toBe(4);
      // Nothing on a route that is not flown, and nothing with more seats than any flight has left.
      expect((await cheapestByDay({ ...q, origins: ["ZAH"], destinations: ["AMS"] })).size).toBe(0);
      expect((await cheapestByDay({ ...q, seats: 10_000 })).size).toBe(0);
    });

    it("does not count a full flight or one leaving within the lead time", async () => {
      const { cheapestByDay } = await import("~/products/flights/calendar.server");
      const { adultPrice } = await import("~/products/flights/fare-rules");
      const q = { origins: ["THR"], destinations: ["MHD"], from: "2026-11-30", to: "2026-11-30", seats: 1, now };
      const before = (await cheapestByDay(q)).get("2026-11-30")!;
      const [cheapest] = await query<{ id: number; price_adult: number; tax_adult: number; seats_remaining: number }>(
        `SELECT id, price_adult, tax_adult, seats_remaining FROM flights WHERE origin = 'THR' AND destination = 'MHD' AND depart_date = '2026-11-30' ORDER BY price_adult + tax_adult, depart_at, id LIMIT 1`,
      );
      expect(before).toBe(adultPrice({ priceAdult: cheapest.price_adult, taxAdult: cheapest.tax_adult }));
      await query(`UPDATE flights SET seats_remaining = 0 WHERE id = $1`, [cheapest.id]);
      const after = (await cheapestByDay(q)).get("2026-11-30")!;
      expect(after).toBeGreaterThanOrEqual(before);
      expect(after).toBe(await firstResult(["THR"], ["MHD"], "2026-11-30"));
      await query(`UPDATE flights SET seats_remaining = $2 WHERE id = $1`, [cheapest.id, cheapest.seats_remaining]);
      // A day whose flights have all left (or leave within two hours) has no price.
      expect((await cheapestByDay({ ...q, now: new Date("2026-12-01T00:00:00Z") })).size).toBe(0);
    });

    it("finds the nearest days with a flight and the ±3-day strip", async () => {
      const { nearestDaysWithFlights, dateStrip } = await import("~/products/flights/calendar.server");
      const near = await nearestDaysWithFlights(
        { origins: ["IKA"], destinations: ["AMS"], seats: 1, now },
        "2026-11-30",
        2,
      );
      expect(near.before.map((d) => d.date)).toEqual(["2026-11-28", "2026-11-29"]);
      expect(near.after.map((d) => d.date)).toEqual(["2026-12-01", "2026-12-02"]);
      expect(near.after[0].price).toBe(await firstResult(["IKA"], ["AMS"], "2026-12-01"));
      const strip = await dateStrip(
        { trip: "return", origin: "IKA", destination: "AMS", depart: "2026-11-30", return: "2026-12-01", counts: one },
        "en",
        now,
      );
      expect(strip.map((d) => d.date)).toEqual([
        "2026-11-27",
        "2026-11-28",
        "2026-11-29",
        "2026-11-30",
        "2026-12-01",
        "2026-12-02",
        "2026-12-03",
      ]);
      expect(strip.filter((d) => d.current).map((d) => d.date)).toEqual(["2026-11-30"]);
      expect(strip[3]).toMatchObject({ label: "Mon 30 Nov", price: await firstResult(["IKA"], ["AMS"], "2026-11-30") });
      const q = new URLSearchParams(strip[6].search);
      // The other criteria are kept; a return before the new departure day moves to it.
      expect(Object.fromEntries(q)).toMatchObject({ trip: "return", from: "IKA", to: "AMS", depart: "2026-12-03" });
      expect(q.get("return")).toBe("2026-12-03");
      expect(new URLSearchParams(strip[0].search).get("return")).toBe("2026-12-01");
    });

    it("shows true fares: the cheapest in the window, kept until the inventory changes", async () => {
      const { trueFares, FARE_WINDOW_DAYS } = await import("~/products/flights/true-fares.server");
      const { cheapestByDay } = await import("~/products/flights/calendar.server");
      const { addDays } = await import("~/travel/clock");
      const [fare, none] = await trueFares(
        [
          { from: "IKA", to: "AMS" },
          { from: "ZAH", to: "AMS" },
        ],
        now,
      );
      expect(none).toBeNull();
      const days = await cheapestByDay({
        origins: ["IKA"],
        destinations: ["AMS"],
        from: "2026-11-22",
        to: addDays("2026-11-22", FARE_WINDOW_DAYS - 1),
        seats: 1,
        now,
      });
      expect(fare!.price).toBe(Math.min(...days.values()));
      expect(days.get(fare!.date)).toBe(fare!.price);
      expect(fare!.price).toBe(await firstResult(["IKA"], ["AMS"], fare!.date));
      expect(Object.fromEntries(new URLSearchParams(fare!.search))).toMatchObject({
        trip: "oneway",
        from: "IKA",
        to: "AMS",
        depart: fare!.date,
        adults: "1",
      });
      // Sold out: the next read sees it at once and shows the next cheapest.
      await query(`UPDATE flights SET seats_remaining = 0 WHERE id = $1`, [fare!.offerId]);
      const [next] = await trueFares([{ from: "IKA", to: "AMS" }], new Date(now.getTime() + 1000));
      expect(next!.offerId).not.toBe(fare!.offerId);
      expect(next!.price).toBeGreaterThanOrEqual(fare!.price);
      // Repriced: the same.
      await query(`UPDATE flights SET price_adult = price_adult + 1 WHERE id = $1`, [next!.offerId]);
      const [repriced] = await trueFares([{ from: "IKA", to: "AMS" }], new Date(now.getTime() + 2000));
      expect(repriced!.price).not.toBe(next!.price);
      expect(repriced!.price).toBe(await firstResult(["IKA"], ["AMS"], repriced!.date));
    });

    it("gives the offers pages their flight fares, and drops a route with nothing to book", async () => {
      const { offerCards } = await import("~/domains/offers/offers.server");
      const { trueFares } = await import("~/products/flights/true-fares.server");
      const at = new Date(now.getTime() + 10_000);
      const cards = await offerCards("fa", at);
      expect(cards.map((c) => c.key)).toEqual(["istanbul", "kish", "amsterdam", "shiraz", "dubai", "insurance"]);
      const [istanbul] = await trueFares([{ from: "IKA", to: "IST" }], at);
      // The fare comes from the flights product through the registry (the core imports no product).
      expect(cards[0]).toMatchObject({
        kind: "product",
        title: "تهران – استانبول",
        fare: { price: istanbul!.price, search: istanbul!.search, screen: "flightResults" },
      });
      // The day it flies, written the page's way (Jalali, Persian digits).
      if (cards[0].kind === "product") expect(cards[0].fare.date).toMatch(/^[^0-9]+ [۰-۹]+ [^0-9]+ ۱۴۰[۵۶]$/);
      // No seat left on any Amsterdam flight of the window: no Amsterdam card.
      await query(`UPDATE flights SET seats_remaining = 0 WHERE origin = 'IKA' AND destination = 'AMS'`);
      const after = await offerCards("fa", new Date(at.getTime() + 1000));
      expect(after.map((c) => c.key)).toEqual(["istanbul", "kish", "shiraz", "dubai", "insurance"]);
    });
  });
}
