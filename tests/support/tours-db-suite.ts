import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { agencyToday } from "~/travel/clock";
import type { TourTraveller } from "~/products/tours/cart-line";
import { createTestDatabase } from "./db";
import { checkoutInput } from "./test-inventory";

/**
 * Tours on the database, on PGlite (tests/unit) and PostgreSQL (tests/pg) with the same assertions: the catalogue
 * is seeded and the CHECK refuses places below zero; the shop lists and filters by month and text; 200 concurrent
 * buyers of a departure's last places get exactly the places there are (0 oversold) and expiry gives them back;
 * the waitlist offers freed places to the first whose party fits, holds them 24 hours, books them with the link,
 * and an offer not taken goes back and on to the next in line.
 */
export function toursDatabaseSuite(kind: "pglite" | "postgres") {
  describe(`tours on ${kind}`, () => {
    let drop: () => Promise<void>;
    let query: <T = Record<string, unknown>>(sql: string, params?: unknown[]) => Promise<T[]>;
    const today = agencyToday();
    const traveller = (i: number, type: TourTraveller["type"] = "adult"): TourTraveller => ({
      room: 0,
      type,
      firstName: "Sara",
      lastName: `Ahmadi${String.fromCharCode(97 + (i % 26))}`,
      gender: "female",
      birthDate: type === "adult" ? "1988-03-14" : "2018-03-14",
      nationality: "IR",
      documentType: "passport",
      passportNumber: `P${String(1000000 + i)}`,
      passportExpiry: "2034-01-01",
    });

    beforeAll(async () => {
      const created = await createTestDatabase(kind, "tours_test");
      drop = created.drop;
      query = created.handle.query;
      const { generateTours } = await import("~/products/tours/seed");
      await generateTours(created.handle.db, today);
    });
    afterAll(async () => drop());

    const departureOf = async (slug: string, n = 10) => {
      const rows = await query<{ id: number; places: number; departs_on: string }>(
        `SELECT d.id, d.places, d.departs_on::text FROM tour_departures d JOIN tours t ON t.id = d.tour_id
         WHERE t.slug = $1 AND d.places_left = d.places ORDER BY d.departs_on OFFSET $2 LIMIT 1`,
        [slug, n],
      );
      return rows[0];
    };

    it("seeds the catalogue, and the CHECK refuses a departure's places below zero or above its total", async () => {
      const [counts] = await query<{ t: number; x: number; d: number }>(
        `SELECT (SELECT count(*)::int FROM tours) AS t, (SELECT count(*)::int FROM tour_texts) AS x,
                (SELECT count(*)::int FROM tour_departures) AS d`,
      );
      expect(counts.t).toBeGreaterThanOrEqual(20);
      expect(counts.x).toBe(counts.t * 4);
      expect(counts.d).toBeGreaterThan(counts.t * 20);
      const d = await departureOf("istanbul-4-nights");
      await expect(query(`UPDATE tour_departures SET places_left = -1 WHERE id = $1`, [d.id])).rejects.toThrow();
      await expect(
        query(`UPDATE tour_departures SET places_left = places + 1 WHERE id = $1`, [d.id]),
      ).rejects.toThrow();
    });

    it("lists tours matching a text in any language and a month, with their cheapest price", async () => {
      const { listTours } = await import("~/products/tours/catalogue.server");
      const found = await listTours({ q: "كيش", month: null }, "fa", today);
      expect(found.length).toBeGreaterThanOrEqual(2);
      expect(found.every((t) => t.destination === "kish")).toBe(true);
      const month = today.slice(0, 7) === "2026-11" ? "2027-01" : `${today.slice(0, 4)}-12`;
      const inMonth = await listTours({ q: "", month }, "en", today);
      expect(inMonth.length).toBeGreaterThan(10);
      expect(inMonth.every((t) => t.nextDeparture.startsWith(month))).toBe(true);
      expect(inMonth.every((t) => t.from > 0 && t.baseFrom > 0)).toBe(true);
    });

    it("200 buyers of a departure's last four places: four parties of one get them, none oversold; expiry gives them back", async () => {
      const { tourCartLine } = await import("~/products/tours/booking.server");
      const d = await departureOf("dubai-5-nights", 12);
      await query(`UPDATE tour_departures SET places_left = 4 WHERE id = $1`, [d.id]);
      const built = await tourCartLine({
        slug: "dubai-5-nights",
        choice: { departureId: d.id, hotelId: null, rooms: [{ adults: 1, childAges: [] }], offer: null },
        passengers: [traveller(0)],
        contact: { email: "buyer@example.com", mobile: "+989121234567" },
        locale: "en",
      });
      if (built.status !== "ok") throw new Error(JSON.stringify(built));
      const { carts } = await import("~/db/schema");
      const { getDb } = await import("~/db/client.server");
      const db = await getDb();
      const cartApi = await import("~/domains/cart/cart.server");
      const orders = await import("./orders-api");
      const buyers = await Promise.all(
        Array.from({ length: 200 }, async () => {
          const [cart] = await db.insert(carts).values({}).returning();
          await cartApi.addLine(cart.id, built.line);
          return cart.id;
        }),
      );
      const outcomes = await Promise.allSettled(
        buyers.map((cartId, i) =>
          orders.placeOrder({ cartId, userId: null, locale: "en", input: checkoutInput(`tour${i}@example.com`) }),
        ),
      );
      const placed = outcomes.filter((o) => o.status === "fulfilled");
      const refused = outcomes.filter((o): o is PromiseRejectedResult => o.status === "rejected");
      expect(placed).toHaveLength(4);
      expect(new Set(refused.map((o) => (o.reason as { key?: string }).key))).toEqual(
        new Set(["orders:checkout.seatsGone"]),
      );
      const [after] = await query<{ left: number }>(`SELECT places_left AS left FROM tour_departures WHERE id = $1`, [
        d.id,
      ]);
      expect(after.left).toBe(0);
      await orders.expireStaleOrders(new Date(Date.now() + 3 * 3_600_000));
      const [back] = await query<{ left: number }>(`SELECT places_left AS left FROM tour_departures WHERE id = $1`, [
        d.id,
      ]);
      expect(back.left).toBe(4);
    });

    it("the waitlist: freed places go to the first whose party fits, held 24 hours, booked by the link; an offer not taken moves on", async () => {
      const { joinWaitlist, findOffer, expireOffers } = await import("~/products/tours/waitlist.server");
      const { releasePlaces } = await import("~/products/tours/inventory.server");
      const { getDb } = await import("~/db/client.server");
      const db = await getDb();
      const d = await departureOf("antalya-7-nights-all-inclusive", 14);
      await query(`UPDATE tour_departures SET places_left = 0 WHERE id = $1`, [d.id]);
      const join = (email: string, places: number) =>
        joinWaitlist({ departureId: d.id, email, locale: "en", places, userId: null });
      expect(await join("first@example.com", 3)).toEqual({ status: "joined", position: 1 });
      expect(await join("second@example.com", 2)).toEqual({ status: "joined", position: 2 });
      expect(await join("third@example.com", 2)).toEqual({ status: "joined", position: 3 });
      expect(await join("FIRST@example.com", 1)).toEqual({ status: "already" });
      // Two places come back: the first (three) does not fit, the second (two) is offered them.
      const now = new Date();
      await db.transaction((tx) => releasePlaces(tx, d.id, 2, now));
      const entries = await query<{ email: string; status: string; hold_until: string | null }>(
        `SELECT email, status, hold_until::text FROM tour_waitlist WHERE departure_id = $1 ORDER BY id`,
        [d.id],
      );
      expect(entries.map((e) => e.status)).toEqual(["waiting", "offered", "waiting"]);
      const held = Date.parse(entries[1].hold_until!);
      expect(Math.round((held - now.getTime()) / 3_600_000)).toBe(24);
      const [left] = await query<{ n: number }>(`SELECT places_left AS n FROM tour_departures WHERE id = $1`, [d.id]);
      expect(left.n).toBe(0);
      const mails = await query<{ body: string }>(`SELECT body FROM outbox WHERE recipient = 'second@example.com'`);
      const token = mails[0].body.match(/offer=([\w-]+)/)![1];
      expect(await findOffer(d.id, token, now)).toMatchObject({ places: 2 });
      expect(await findOffer(d.id, "x".repeat(24), now)).toBeNull();
      // Not taken within 24 hours: the places go back and on to the next whose party fits (the third).
      expect(await expireOffers(new Date(now.getTime() + 25 * 3_600_000))).toBe(1);
      const later = await query<{ status: string }>(
        `SELECT status FROM tour_waitlist WHERE departure_id = $1 ORDER BY id`,
        [d.id],
      );
      expect(later.map((e) => e.status)).toEqual(["waiting", "expired", "offered"]);
      // The third books with the link: the held places are theirs, no others are taken.
      const third = await query<{ body: string }>(`SELECT body FROM outbox WHERE recipient = 'third@example.com'`);
      const thirdToken = third[0].body.match(/offer=([\w-]+)/)![1];
      const { claimOffer } = await import("~/products/tours/waitlist.server");
      const claimed = await db.transaction((tx) =>
        claimOffer(tx, d.id, thirdToken, 2, new Date(now.getTime() + 26 * 3_600_000)),
      );
      expect(claimed).toBe(true);
      const [end] = await query<{ n: number }>(`SELECT places_left AS n FROM tour_departures WHERE id = $1`, [d.id]);
      expect(end.n).toBe(0);
    });
  });
}
