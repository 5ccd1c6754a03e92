import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase } from "./db";

/**
 * Flights on the database, on PGlite (tests/unit) and PostgreSQL (tests/pg) with the same
 * assertions: the generator is deterministic and covers the routes; the search reads one
 * route and day; recheckOffer, takeSeats and releaseSeats keep the seat count exact.
 */
export function flightsDatabaseSuite(kind: "pglite" | "postgres") {
  describe(`flights on ${kind}`, () => {
    let drop: () => Promise<void>;
    let query: <T = Record<string, unknown>>(sql: string, params?: unknown[]) => Promise<T[]>;
    const start = "2026-11-22";
    beforeAll(async () => {
      const created = await createTestDatabase(kind);
      drop = created.drop;
      query = created.handle.query;
      const { generateFlights } = await import("~/products/flights/seed");
      await generateFlights(created.handle.db, 3000, start);
    });
    afterAll(async () => drop());

    const digest = async () =>
      (
        await query<{ d: string }>(
          `SELECT md5(string_agg(concat_ws('|', flight_number, origin, destination, depart_date, depart_at, duration_minutes, aircraft, cabin, flight_type, fare_type, seats_remaining, price_adult), ',' ORDER BY id)) AS d FROM flights`,
        )
      )[0].d;

    it("generates the same schedule every time", async () => {
      const { generateFlights } = await import("~/products/flights/seed");
      const { getDb } = await import("~/db/client.server");
      const first = await digest();
      await generateFlights(await getDb(), 3000, start);
      expect(await digest()).toBe(first);
      const [row] = await query<{ n: number; routes: number; first: string; last: string }>(
        `SELECT count(*)::int AS n, count(DISTINCT origin || destination)::int AS routes, min(depart_date)::text AS first, max(depart_date)::text AS last FROM flights`,
      );
      expect(row).toMatchObject({ n: 3000, routes: 64, first: start });
    });

    it("has flights on every route for the next weeks, six a day from Tehran to Mashhad", async () => {
      const rows = await query<{ n: number }>(
        `SELECT count(*)::int AS n FROM flights WHERE origin = 'THR' AND destination = 'MHD' AND depart_date = '2026-11-30'`,
      );
      expect(rows[0].n).toBe(6);
      const missing = await query(
        `SELECT o, d FROM (SELECT DISTINCT origin o, destination d FROM flights) r WHERE NOT EXISTS (SELECT 1 FROM flights f WHERE f.origin = r.o AND f.destination = r.d AND f.depart_date = '2026-12-20')`,
      );
      expect(missing).toEqual([]);
    });

    it("finds one route on one day, with enough seats, in local times", async () => {
      const { findOffers } = await import("~/products/flights/search.server");
      const offers = await findOffers(
        "IKA",
        "AMS",
        "2026-11-30",
        { adults: 2, children: 0, infants: 0 },
        new Date("2026-11-22T00:00:00Z"),
      );
      expect(offers.length).toBeGreaterThan(0);
      for (const o of offers) {
        expect([o.origin, o.destination, o.departDate]).toEqual(["IKA", "AMS", "2026-11-30"]);
        expect(o.seatsRemaining).toBeGreaterThanOrEqual(2);
        const local = new Intl.DateTimeFormat("en-CA", { timeZone: "Asia/Tehran", dateStyle: "short" }).format(
          o.departAt,
        );
        expect(local).toBe("2026-11-30");
        expect(o.arriveAt.getTime() - o.departAt.getTime()).toBe(o.durationMinutes * 60_000);
      }
    });

    it("re-checks an offer: ok with its price, filled, or gone", async () => {
      const { recheckOffer } = await import("~/products/flights/inventory.server");
      const [o] = await query<{ id: number; seats_remaining: number }>(
        `SELECT id, seats_remaining FROM flights WHERE depart_date = '2026-12-01' ORDER BY id LIMIT 1`,
      );
      const now = new Date("2026-11-22T00:00:00Z");
      const ok = await recheckOffer(o.id, { adults: 1, children: 0, infants: 1 }, now);
      expect(ok.status).toBe("ok");
      if (ok.status === "ok") expect(ok.price.items.map((i) => i.key)).toEqual(["adult", "infant"]);
      expect((await recheckOffer(o.id, { adults: o.seats_remaining + 1, children: 0, infants: 0 }, now)).status).toBe(
        "filled",
      );
      expect(
        (await recheckOffer(o.id, { adults: 1, children: 0, infants: 0 }, new Date("2027-01-01T00:00:00Z"))).status,
      ).toBe("gone");
      expect((await recheckOffer(999_999_999, { adults: 1, children: 0, infants: 0 }, now)).status).toBe("gone");
    });

    it("searches a city's every airport: Tehran → Istanbul finds Imam Khomeini's flights to IST and SAW", async () => {
      const { findItineraries } = await import("~/products/flights/search.server");
      const { airportsOf } = await import("~/products/flights/places");
      const found = await findItineraries(
        airportsOf("tehran"),
        airportsOf("istanbul"),
        "2026-11-30",
        { adults: 1, children: 0, infants: 0 },
        new Date("2026-11-22T00:00:00Z"),
      );
      const direct = found.filter((i) => i.stops === 0);
      expect(direct.length).toBeGreaterThan(0);
      expect(new Set(direct.map((i) => i.segments[0].origin))).toEqual(new Set(["IKA"]));
      expect(new Set(direct.map((i) => i.segments[0].destination))).toEqual(new Set(["IST", "SAW"]));
      // Mehrabad alone has no flight to Istanbul.
      expect(
        await findItineraries(
          ["THR"],
          ["IST"],
          "2026-11-30",
          { adults: 1, children: 0, infants: 0 },
          new Date("2026-11-22T00:00:00Z"),
        ),
      ).toSatisfy((xs: { stops: number }[]) => xs.every((i) => i.stops > 0));
    });

    it("joins flights into connections by the rules: Mashhad → Istanbul through Tehran", async () => {
      const { findItineraries } = await import("~/products/flights/search.server");
      const { itineraryOf, layoverBetween } = await import("~/products/flights/connections");
      const found = await findItineraries(
        ["MHD"],
        ["IST"],
        "2026-11-30",
        { adults: 2, children: 0, infants: 0 },
        new Date("2026-11-22T00:00:00Z"),
      );
      expect(found.length).toBeGreaterThan(0);
      for (const it of found) {
        expect(it.stops).toBe(1);
        expect(it.segments[0].origin).toBe("MHD");
        expect(it.segments[0].departDate).toBe("2026-11-30");
        expect(it.segments[1].destination).toBe("IST");
        expect(["IKA", "THR"]).toContain(it.segments[0].destination);
        expect(layoverBetween(it.segments[0], it.segments[1])).toEqual(it.layovers[0]);
        expect(itineraryOf(it.segments)?.key).toBe(it.key);
        for (const s of it.segments) expect(s.seatsRemaining).toBeGreaterThanOrEqual(2);
      }
      // Through Mehrabad is a change of airport, said as such.
      for (const it of found.filter((i) => i.segments[0].destination === "THR"))
        expect(it.layovers[0]).toMatchObject({ airportChange: true, selfTransfer: true });
      expect(new Set(found.map((i) => i.key)).size).toBe(found.length);
    });

    it("never sells the same seat twice, and gives seats back", async () => {
      const { takeSeats, releaseSeats } = await import("~/products/flights/inventory.server");
      const { getDb } = await import("~/db/client.server");
      const db = await getDb();
      const [o] = await query<{ id: number }>(`SELECT id FROM flights ORDER BY id DESC LIMIT 1`);
      await query(`UPDATE flights SET seats_remaining = 5 WHERE id = $1`, [o.id]);
      const results = await Promise.all(
        Array.from({ length: 8 }, () => db.transaction((tx) => takeSeats(tx, o.id, 2))),
      );
      expect(results.filter(Boolean)).toHaveLength(2);
      const seats = async () =>
        (await query<{ s: number }>(`SELECT seats_remaining AS s FROM flights WHERE id = $1`, [o.id]))[0].s;
      expect(await seats()).toBe(1);
      expect(await db.transaction((tx) => takeSeats(tx, o.id, 2))).toBe(false);
      await db.transaction((tx) => releaseSeats(tx, o.id, 4));
      expect(await seats()).toBe(5);
      await expect(query(`UPDATE flights SET seats_remaining = -1 WHERE id = $1`, [o.id])).rejects.toThrow();
    });

    it("a flight closed on the desk sells nothing new, keeps what was held, and sells again when reopened", async () => {
      const { takeSeats, releaseSeats, recheckOffer } = await import("~/products/flights/inventory.server");
      const { findOffers } = await import("~/products/flights/search.server");
      const { setFlightClosed } = await import("~/products/flights/desk/stock.server");
      const { readAudit } = await import("~/desk/audit.server");
      const { getDb } = await import("~/db/client.server");
      const db = await getDb();
      const now = new Date("2026-11-22T00:00:00Z");
      const passengers = { adults: 1, children: 0, infants: 0 };
      const [o] = await findOffers("IKA", "AMS", "2026-12-01", passengers, now);
      expect(o).toBeTruthy();
      await query(`UPDATE flights SET seats_remaining = 6 WHERE id = $1`, [o!.id]);
      expect(await db.transaction((tx) => takeSeats(tx, o!.id, 2))).toBe(true);
      const actor = { id: 1, email: `agent-${kind}@example.com`, role: "agent" as const };
      expect(await setFlightClosed(actor, o!.id, true)).toBe(true);
      expect(await setFlightClosed(actor, o!.id, true)).toBe(false);
      expect((await findOffers("IKA", "AMS", "2026-12-01", passengers, now)).map((f) => f.id)).not.toContain(o!.id);
      expect((await recheckOffer(o!.id, passengers, now)).status).toBe("filled");
      expect(await db.transaction((tx) => takeSeats(tx, o!.id, 1))).toBe(false);
      // The two seats held before closing stay held; given back, they return to the count.
      const seats = async () =>
        (await query<{ s: number }>(`SELECT seats_remaining AS s FROM flights WHERE id = $1`, [o!.id]))[0].s;
      expect(await seats()).toBe(4);
      await db.transaction((tx) => releaseSeats(tx, o!.id, 2));
      expect(await seats()).toBe(6);
      expect(await setFlightClosed(actor, o!.id, false)).toBe(true);
      expect((await findOffers("IKA", "AMS", "2026-12-01", passengers, now)).map((f) => f.id)).toContain(o!.id);
      expect(await db.transaction((tx) => takeSeats(tx, o!.id, 1))).toBe(true);
      const entries = await readAudit({ actor: actor.email });
      expect(entries.map((e) => e.action)).toEqual(["flight.reopen", "flight.close"]);
    });
  });
}
