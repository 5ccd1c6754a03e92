import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addDays, agencyToday } from "~/travel/clock";
import type { LeadGuest } from "~/products/hotels/cart-line";
import type { HotelFilters } from "~/products/hotels/search";
import type { HotelVoucher } from "~/products/hotels/voucher";
import type { Stay } from "~/products/hotels/stay";
import { createTestDatabase } from "./db";
import { checkoutInput } from "./test-inventory";

/**
 * Hotels on the database, on PGlite (tests/unit) and PostgreSQL (tests/pg) with the same
 * assertions: the catalog is seeded and a city's nights are made once, the same rows
 * whenever; the search finds a city or a property name in any language and its counts
 * agree; a rate is re-checked as ok, filled, unfit or gone; a hotel line goes through the
 * booking core (an IRR line in a dollar order, voucher per room, refund by its timeline,
 * nights given back); and 200 concurrent buyers of the last rooms of a night get exactly
 * the rooms there are, none below zero, all back when their orders expire.
 */
export function hotelsDatabaseSuite(kind: "pglite" | "postgres") {
  describe(`hotels on ${kind}`, () => {
    let drop: () => Promise<void>;
    let query: <T = Record<string, unknown>>(sql: string, params?: unknown[]) => Promise<T[]>;
    const today = agencyToday();
    const checkIn = addDays(today, 20);
    const stay = (rooms: Stay["rooms"], nights = 2, from = checkIn): Stay => ({
      checkIn: from,
      checkOut: addDays(from, nights),
      nights,
      rooms,
    });
    const twoAdults = [{ adults: 2, childAges: [] }];
    const none: HotelFilters = {
      maxPrice: null,
      stars: [],
      boards: [],
      freeCancellation: false,
      amenities: [],
      districts: [],
      sort: "recommended",
    };
    const guest: LeadGuest = {
      firstName: "Sara",
      lastName: "Ahmadi",
      nationality: "IR",
      documentType: "id_card",
      nationalId: "0012345679",
    };

    beforeAll(async () => {
      const created = await createTestDatabase(kind, "hotels_test");
      drop = created.drop;
      query = created.handle.query;
      const { generateHotels } = await import("~/products/hotels/seed");
      await generateHotels(created.handle.db, 300);
    });
    afterAll(async () => drop());

    const nightsDigest = async (city: string, from: string, to: string) =>
      (
        await query<{ d: string; n: number }>(
          `SELECT md5(string_agg(concat_ws('|', n.rate_plan_id, n.night, n.price, n.allotment, n.available), ',' ORDER BY n.rate_plan_id, n.night)) AS d, count(*)::int AS n
           FROM hotel_nights n JOIN hotel_rate_plans rp ON rp.id = n.rate_plan_id JOIN hotel_properties p ON p.id = rp.property_id
           WHERE p.city = $1 AND n.night >= $2 AND n.night < $3`,
          [city, from, to],
        )
      )[0];

    it("seeds the catalog and makes a city's nights once, the same rows whenever they are made", async () => {
      const [counts] = await query<{ p: number; t: number; n: number }>(
        `SELECT (SELECT count(*)::int FROM hotel_properties) AS p, (SELECT count(*)::int FROM hotel_property_texts) AS t, (SELECT count(*)::int FROM hotel_nights) AS n`,
      );
      expect(counts).toEqual({ p: 300, t: 1200, n: 0 });
      const { cityNights } = await import("~/products/hotels/stock.server");
      const { getDb } = await import("~/db/client.server");
      const db = await getDb();
      const made = await Promise.all([1, 2, 3, 4].map(() => cityNights(db, "shiraz", "2026-11-22")));
      expect(made.filter(Boolean)).toHaveLength(1);
      const first = await nightsDigest("shiraz", "2026-12-01", "2027-01-01");
      expect(first.n).toBeGreaterThan(1000);
      // Made again from another day: the nights they share are the same rows.
      await query(
        `DELETE FROM hotel_nights WHERE rate_plan_id IN (SELECT rp.id FROM hotel_rate_plans rp JOIN hotel_properties p ON p.id = rp.property_id WHERE p.city = 'shiraz')`,
      );
      await query(`DELETE FROM hotel_city_stock WHERE city = 'shiraz'`);
      expect(await cityNights(db, "shiraz", "2026-11-30")).toBe(true);
      expect(await nightsDigest("shiraz", "2026-12-01", "2027-01-01")).toEqual(first);
      const [prices] = await query<{ bad: number; zero: number; all: number }>(
        `SELECT count(*) FILTER (WHERE available > allotment OR price <= 0)::int AS bad, count(*) FILTER (WHERE available = 0)::int AS zero, count(*)::int AS "all" FROM hotel_nights`,
      );
      expect(prices.bad).toBe(0);
      expect(prices.zero / prices.all).toBeLessThan(0.2);
    });

    it("finds a city typed on an Arabic keyboard, with counts that agree, and pages", async () => {
      const { searchHotels } = await import("~/products/hotels/search.server");
      const result = await searchHotels({ destination: "كيش", stay: stay(twoAdults), filters: none, locale: "fa" });
      if (result.status !== "ok") throw new Error(result.status);
      expect(result.destination).toMatchObject({ kind: "city", city: { code: "kish" } });
      expect(result.total).toBeGreaterThan(5);
      expect(result.found).toBe(result.total);
      expect(result.facets.stars.reduce((s, o) => s + o.count, 0)).toBe(result.total);
      expect(result.facets.districts.reduce((s, o) => s + o.count, 0)).toBe(result.total);
      for (const r of result.results) {
        expect(r.city).toBe("kish");
        expect(r.name).toMatch(/[\u0600-\u06ff]/);
        expect(r.rate.price.currency).toBe("IRR");
        expect(r.rate.roomsLeft).toBeGreaterThanOrEqual(1);
        expect(r.rate.price.nights).toBe(2);
        expect(r.badges.breakfastIncluded).toBe(r.rate.board !== "room_only");
      }
      const four = await searchHotels({
        destination: "Kish",
        stay: stay(twoAdults),
        filters: { ...none, stars: [4], sort: "price" },
        locale: "en",
      });
      if (four.status !== "ok") throw new Error(four.status);
      expect(four.found).toBe(result.facets.stars.find((o) => o.value === 4)!.count);
      expect(four.results.every((r) => r.stars === 4)).toBe(true);
      const totals = four.results.map((r) => r.rate.baseTotal);
      expect(totals).toEqual([...totals].sort((a, b) => a - b));

      const tehran = await searchHotels({
        destination: "Téhéran",
        stay: stay(twoAdults),
        filters: none,
        locale: "fr",
        page: 2,
      });
      if (tehran.status !== "ok") throw new Error(tehran.status);
      expect(tehran.page).toBe(2);
      expect(tehran.results.length).toBeGreaterThan(0);
      const first = await searchHotels({ destination: "tehran", stay: stay(twoAdults), filters: none, locale: "en" });
      if (first.status !== "ok") throw new Error(first.status);
      expect(first.results.map((r) => r.id)).not.toContain(tehran.results[0].id);
      expect(
        (await searchHotels({ destination: "Atlantis", stay: stay(twoAdults), filters: none, locale: "en" })).status,
      ).toBe("unknownDestination");
    });

    it("finds a property by its name in another language, and prices it as a re-check does", async () => {
      const { searchHotels } = await import("~/products/hotels/search.server");
      const { recheckStay } = await import("~/products/hotels/inventory.server");
      const istanbul = await searchHotels({
        destination: "استانبول",
        stay: stay(twoAdults),
        filters: none,
        locale: "fa",
      });
      if (istanbul.status !== "ok" || !istanbul.results.length) throw new Error("no hotel in Istanbul");
      const [named] = await query<{ id: number; name: string }>(
        `SELECT property_id AS id, name FROM hotel_property_texts WHERE locale = 'nl' AND property_id = $1`,
        [istanbul.results[0].id],
      );
      const result = await searchHotels({
        destination: named.name.toUpperCase(),
        stay: stay(twoAdults),
        filters: none,
        locale: "fa",
      });
      if (result.status !== "ok") throw new Error(result.status);
      expect(result.destination.kind).toBe("property");
      if (result.destination.kind === "property") expect(result.destination.propertyIds).toContain(named.id);
      const card = result.results.find((r) => r.id === named.id)!;
      expect(card.name).toMatch(/[\u0600-\u06ff]/);
      expect(card.rate.price.currency).toBe("EUR");
      const check = await recheckStay({
        propertyId: card.id,
        roomTypeId: card.rate.roomTypeId,
        ratePlanId: card.rate.ratePlanId,
        checkIn,
        checkOut: addDays(checkIn, 2),
        rooms: twoAdults,
      });
      if (check.status !== "ok") throw new Error(check.status);
      expect(check.price).toEqual(card.rate.price);
      expect(check.roomsLeft).toBe(card.rate.roomsLeft);
    });

    it("gives a property page its room types × rate plans, priced for the stay as the search priced its card", async () => {
      const { searchHotels } = await import("~/products/hotels/search.server");
      const { propertyDetails } = await import("~/products/hotels/property.server");
      const found = await searchHotels({ destination: "Yazd", stay: stay(twoAdults), filters: none, locale: "nl" });
      if (found.status !== "ok" || !found.results.length) throw new Error("no hotel in Yazd");
      const card = found.results[0];
      const details = await propertyDetails(card.slug, "nl", stay(twoAdults));
      if (!details) throw new Error("no details");
      expect(details).toMatchObject({ name: card.name, city: { code: "yazd", name: "Yazd" } });
      expect(details.district.name).toBe(card.district.name);
      expect(details.property.idRules).toContain("marriage_proof_iranian_couples");
      const rates = details.rooms.flatMap((r) => r.plans);
      const shown = rates.find((r) => r.plan.id === card.rate.ratePlanId)!.forStay!;
      expect(shown.price).toEqual(card.rate.price);
      expect(shown.unfit).toBeNull();
      expect(shown.timeline.length).toBeGreaterThan(0);
      // Every bookable, fitting rate is at least the card's price (the card shows the cheapest).
      for (const r of rates)
        if (r.forStay?.price && !r.forStay.unfit)
          expect(r.forStay.price.total).toBeGreaterThanOrEqual(card.rate.price.total);
      const three = await propertyDetails(card.slug, "fa", stay([{ adults: 7, childAges: [] }]));
      expect(three!.rooms.flatMap((r) => r.plans).every((r) => r.forStay!.unfit !== null)).toBe(true);
      expect((await propertyDetails(card.slug, "en", null))!.rooms[0].plans[0].forStay).toBeNull();
      expect(await propertyDetails("no-such-hotel", "en", null)).toBeNull();
    });

    it("re-checks a rate: ok, filled, unfit or gone", async () => {
      const { recheckStay } = await import("~/products/hotels/inventory.server");
      const [rate] = await query<{ rp: number; rt: number; p: number; max_adults: number; min_stay: number }>(
        `SELECT rp.id AS rp, rt.id AS rt, p.id AS p, rt.max_adults, rp.min_stay FROM hotel_rate_plans rp
         JOIN hotel_room_types rt ON rt.id = rp.room_type_id JOIN hotel_properties p ON p.id = rp.property_id
         WHERE p.city = 'mashhad' AND rp.min_stay = 1 AND rt.max_adults = 2 ORDER BY rp.id LIMIT 1`,
      );
      const request = (over: Partial<Parameters<typeof recheckStay>[0]> = {}) => ({
        propertyId: rate.p,
        roomTypeId: rate.rt,
        ratePlanId: rate.rp,
        checkIn,
        checkOut: addDays(checkIn, 3),
        rooms: [{ adults: 2, childAges: [] }],
        ...over,
      });
      await recheckStay(request()); // makes Mashhad's nights
      await query(
        `UPDATE hotel_nights SET allotment = 4, available = 4 WHERE rate_plan_id = $1 AND night >= $2 AND night < $3`,
        [rate.rp, checkIn, addDays(checkIn, 3)],
      );
      const ok = await recheckStay(request());
      expect(ok).toMatchObject({ status: "ok", roomsLeft: 4, price: { nights: 3, rooms: 1, currency: "IRR" } });
      await query(`UPDATE hotel_nights SET available = 1 WHERE rate_plan_id = $1 AND night = $2`, [
        rate.rp,
        addDays(checkIn, 1),
      ]);
      expect(await recheckStay(request({ rooms: [...twoAdults, ...twoAdults] }))).toEqual({
        status: "filled",
        roomsLeft: 1,
      });
      expect(await recheckStay(request({ rooms: [{ adults: 3, childAges: [] }] }))).toEqual({
        status: "unfit",
        reason: "tooManyAdults",
      });
      expect((await recheckStay(request({ ratePlanId: rate.rp + 5 }))).status).toBe("gone");
      expect((await recheckStay(request({ checkIn: addDays(today, -1) }))).status).toBe("gone");
      expect((await recheckStay(request({ checkOut: addDays(today, 400), checkIn: addDays(today, 390) }))).status).toBe(
        "gone",
      );
    });

    it("books a room through the booking core: a rial line in a dollar order, a voucher, a refund by its timeline", async () => {
      const { searchHotels } = await import("~/products/hotels/search.server");
      const { hotelCartLine } = await import("~/products/hotels/booking.server");
      const found = await searchHotels({
        destination: "اصفهان",
        stay: stay(twoAdults),
        filters: { ...none, freeCancellation: true },
        locale: "en",
      });
      if (found.status !== "ok" || !found.results.length) throw new Error("no hotel with free cancellation");
      const card = found.results[0];
      const built = await hotelCartLine({
        propertyId: card.id,
        roomTypeId: card.rate.roomTypeId,
        ratePlanId: card.rate.ratePlanId,
        checkIn,
        checkOut: addDays(checkIn, 2),
        rooms: twoAdults,
        guests: [guest],
        contact: { email: "sara@example.com", mobile: "+989121234567" },
        specialRequests: "A quiet room, please",
        searchedAt: new Date(),
        locale: "en",
      });
      if (built.status !== "ok") throw new Error(built.status);
      expect(built.line).toMatchObject({ kind: "hotel", currency: "IRR", amount: card.rate.price.total });
      expect(built.line.payload).toMatchObject({ title: card.name, board: card.rate.board, terms: { kind: "free" } });

      const { users, carts } = await import("~/db/schema");
      const { getDb } = await import("~/db/client.server");
      const db = await getDb();
      const [user] = await db
        .insert(users)
        .values({ email: `hotel-${kind}@example.com`, passwordHash: "x", clientNumber: `H-${kind}`, status: "active" })
        .returning();
      const [cart] = await db.insert(carts).values({ userId: user.id }).returning();
      const cartApi = await import("~/domains/cart/cart.server");
      const cartLines = await import("~/domains/cart/lines.server");
      const line = await cartApi.addLine(cart.id, built.line);
      // A line that stands for its rooms and guests keeps its quantity.
      expect(await cartLines.setQuantity(cart.id, line.id, 3)).toBe("fixed");

      const left = async () =>
        (
          await query<{ a: number }>(
            `SELECT min(available)::int AS a FROM hotel_nights WHERE rate_plan_id = $1 AND night >= $2 AND night < $3`,
            [card.rate.ratePlanId, checkIn, addDays(checkIn, 2)],
          )
        )[0].a;
      const before = await left();
      const orders = await import("./orders-api");
      const USD = { code: "USD", sign: "$", rate: 1.1111, decimals: 2 };
      const quote = await orders.quote(
        await cartApi.listLines(cart.id),
        {},
        { userId: user.id, email: user.email },
        new Date(),
        USD,
      );
      // IRR → USD at the table's rates: 600 000 rials to the euro, 1.1111 dollars.
      const usd = Math.round((card.rate.price.total / 600_000) * 1.1111 * 100);
      expect(Math.abs(quote.summary.net - usd)).toBeLessThanOrEqual(3);
      const order = await orders.placeOrder({
        cartId: cart.id,
        userId: user.id,
        locale: "en",
        input: checkoutInput(user.email!),
        currency: USD,
      });
      expect(order).toMatchObject({ currency: "USD", total: quote.summary.total });
      expect(await left()).toBe(before - 1);

      const start = await orders.payOrder({
        orderNumber: order.number,
        userId: user.id,
        attempt: "h1",
        useWallet: false,
        savedCardId: null,
      });
      const paymentId = Number((start as { url: string }).url.match(/sandbox\/(\d+)/)![1]);
      const paid = await orders.completePayment({
        paymentId,
        status: "succeeded",
        ref: `sbx_hotel_${paymentId}`,
        brand: "visa",
        last4: "4242",
        token: null,
        fingerprint: null,
      });
      expect(paid.newlyConfirmed).toBe(true);
      const details = await orders.orderDetails((await orders.findOrder(order.number))!);
      expect(details.tickets).toHaveLength(1);
      expect(details.tickets[0]).toMatchObject({ passengerName: "Sara Ahmadi", segmentLabel: card.name });

      // Cancelled before the free-cancellation deadline: everything back to the card, the nights back on sale.
      const [booked] = await orders.listUserOrders(user.id);
      const refund = orders.quoteCancellation(booked.order, booked.lines);
      expect(refund).toMatchObject({ refundable: true, amount: order.total, penalty: 0 });
      const cancelled = await orders.cancelOrder(user.id, order.number);
      if (!cancelled.ok) throw new Error(cancelled.error);
      expect(cancelled.split).toEqual({ card: order.total, wallet: 0, giftCard: 0 });
      expect(await left()).toBe(before);
    });

    it("200 buyers of the last rooms of a night: exactly as many succeed as there are rooms; expiry gives them back", async () => {
      const { searchHotels } = await import("~/products/hotels/search.server");
      const { hotelCartLine } = await import("~/products/hotels/booking.server");
      const night = addDays(checkIn, 5);
      const found = await searchHotels({
        destination: "Dubai",
        stay: stay(twoAdults, 1, night),
        filters: none,
        locale: "en",
      });
      if (found.status !== "ok" || !found.results.length) throw new Error("no hotel in Dubai");
      const card = found.results[0];
      const ROOMS = 7;
      await query(
        `UPDATE hotel_nights SET allotment = ${ROOMS}, available = ${ROOMS} WHERE rate_plan_id = $1 AND night = $2`,
        [card.rate.ratePlanId, night],
      );
      const built = await hotelCartLine({
        propertyId: card.id,
        roomTypeId: card.rate.roomTypeId,
        ratePlanId: card.rate.ratePlanId,
        checkIn: night,
        checkOut: addDays(night, 1),
        rooms: twoAdults,
        guests: [{ ...guest, documentType: "passport", nationalId: undefined, passportNumber: "K12345678" }],
        contact: { email: "buyer@example.com", mobile: "+989121234567" },
        searchedAt: new Date(),
        locale: "en",
      });
      if (built.status !== "ok") throw new Error(built.status);
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
          orders.placeOrder({ cartId, userId: null, locale: "en", input: checkoutInput(`buyer${i}@example.com`) }),
        ),
      );
      const placed = outcomes.filter((o) => o.status === "fulfilled");
      const refused = outcomes.filter((o): o is PromiseRejectedResult => o.status === "rejected");
      expect(placed).toHaveLength(ROOMS);
      expect(new Set(refused.map((o) => (o.reason as { key?: string }).key))).toEqual(
        new Set(["orders:checkout.seatsGone"]),
      );
      const available = async () =>
        (
          await query<{ a: number }>(`SELECT available AS a FROM hotel_nights WHERE rate_plan_id = $1 AND night = $2`, [
            card.rate.ratePlanId,
            night,
          ])
        )[0].a;
      expect(await available()).toBe(0);
      await expect(
        query(`UPDATE hotel_nights SET available = available - 1 WHERE rate_plan_id = $1 AND night = $2`, [
          card.rate.ratePlanId,
          night,
        ]),
      ).rejects.toThrow();

      // Unpaid, they expire and the night is on sale again.
      await orders.expireStaleOrders(new Date(Date.now() + 3 * 3_600_000));
      expect(await available()).toBe(ROOMS);
    });

    it("cancels a hotel booking by its rate's timeline: free, first night, partial share, non-refundable; rooms back once", async () => {
      const { hotelCartLine } = await import("~/products/hotels/booking.server");
      const { hotelTimeline } = await import("~/products/hotels/cancellation");
      const { users, carts } = await import("~/db/schema");
      const { getDb } = await import("~/db/client.server");
      const cartApi = await import("~/domains/cart/cart.server");
      const orders = await import("./orders-api");
      const db = await getDb();
      const [user] = await db
        .insert(users)
        .values({ email: `stay-${kind}@example.com`, passwordHash: "x", clientNumber: `S-${kind}`, status: "active" })
        .returning();
      const from = addDays(checkIn, 15);
      // A euro-priced rate (Antalya) of each kind, with a free deadline well ahead, fitting two adults for two nights.
      const planOf = async (cancellation: string) => {
        const [row] = await query<{ p: number; rt: number; rp: number }>(
          `SELECT p.id AS p, rt.id AS rt, rp.id AS rp FROM hotel_rate_plans rp JOIN hotel_room_types rt ON rt.id = rp.room_type_id
           JOIN hotel_properties p ON p.id = rp.property_id
           WHERE p.currency = 'EUR' AND rp.cancellation = $1 AND rp.min_stay <= 2 AND rt.max_adults >= 2
             AND (rp.cancellation <> 'free' OR rp.free_until_days BETWEEN 1 AND 20) ORDER BY rp.id LIMIT 1`,
          [cancellation],
        );
        if (!row) throw new Error(`no ${cancellation} rate`);
        const { recheckStay } = await import("~/products/hotels/inventory.server");
        const request = {
          propertyId: row.p,
          roomTypeId: row.rt,
          ratePlanId: row.rp,
          checkIn: from,
          checkOut: addDays(from, 2),
          rooms: twoAdults,
        };
        await recheckStay(request); // makes the city's nights
        await query(
          `UPDATE hotel_nights SET allotment = 10, available = 10 WHERE rate_plan_id = $1 AND night >= $2 AND night < $3`,
          [row.rp, from, addDays(from, 2)],
        );
        return row;
      };
      const left = async (rp: number) =>
        (
          await query<{ a: number }>(
            `SELECT min(available)::int AS a FROM hotel_nights WHERE rate_plan_id = $1 AND night >= $2 AND night < $3`,
            [rp, from, addDays(from, 2)],
          )
        )[0].a;
      const bought = async (plan: { p: number; rt: number; rp: number }, tag: string) => {
        const built = await hotelCartLine({
          propertyId: plan.p,
          roomTypeId: plan.rt,
          ratePlanId: plan.rp,
          checkIn: from,
          checkOut: addDays(from, 2),
          rooms: twoAdults,
          guests: [
            {
              ...guest,
              nationality: "NL",
              documentType: "passport",
              nationalId: undefined,
              passportNumber: "NX1234567",
            },
          ],
          contact: { email: user.email!, mobile: "+31612345678" },
          searchedAt: new Date(),
          locale: "en",
        });
        if (built.status !== "ok") throw new Error(built.status);
        const [cart] = await db.insert(carts).values({ userId: user.id }).returning();
        await cartApi.addLine(cart.id, built.line);
        const order = await orders.placeOrder({
          cartId: cart.id,
          userId: user.id,
          locale: "en",
          input: checkoutInput(user.email!),
        });
        const start = await orders.payOrder({
          orderNumber: order.number,
          userId: user.id,
          attempt: tag,
          useWallet: false,
          savedCardId: null,
        });
        const paymentId = Number((start as { url: string }).url.match(/sandbox\/(\d+)/)![1]);
        await orders.completePayment({
          paymentId,
          status: "succeeded",
          ref: `sbx_${tag}_${kind}`,
          brand: "visa",
          last4: "4242",
          token: null,
          fingerprint: null,
        });
        const confirmed = (await orders.findOrder(order.number))!;
        const { lines } = await orders.orderDetails(confirmed);
        const payload = lines[0].payload as unknown as Parameters<typeof hotelTimeline>[1] & {
          terms: Parameters<typeof hotelTimeline>[0];
        };
        return {
          order: confirmed,
          lines,
          steps: hotelTimeline(payload.terms, payload),
          fare: built.price.roomsTotal,
        };
      };
      const refunded = async (orderId: number) =>
        (
          await query<{ s: number }>(`SELECT coalesce(sum(amount), 0)::int AS s FROM refunds WHERE order_id = $1`, [
            orderId,
          ])
        )[0].s;

      // Free: all back until the deadline; after it, the first night's share of the room price is kept; rooms back each time.
      const free = await planOf("free");
      const early = await bought(free, "free-early");
      expect(await left(free.rp)).toBe(9);
      const deadline = early.steps[0].until!;
      const q0 = orders.quoteCancellation(early.order, early.lines, deadline);
      expect(q0).toMatchObject({ refundable: true, penalty: 0, amount: early.order.total });
      const c0 = await orders.cancelOrder(user.id, early.order.number, deadline);
      if (!c0.ok) throw new Error(c0.error);
      expect(c0.amount).toBe(early.order.total);
      expect(await refunded(early.order.id)).toBe(early.order.total);
      expect(await left(free.rp)).toBe(10);

      const late = await bought(free, "free-late");
      const after = new Date(deadline.getTime() + 60_000);
      const share = early.steps[1].penaltyShare!;
      expect(share).toBeGreaterThan(0);
      const q1 = orders.quoteCancellation(late.order, late.lines, after);
      expect(q1.penalty).toBe(Math.round(late.fare * share));
      expect(q1.amount).toBeLessThan(late.order.total);
      const c1 = await orders.cancelOrder(user.id, late.order.number, after);
      if (!c1.ok) throw new Error(c1.error);
      expect(c1.amount).toBe(q1.amount);
      expect(await refunded(late.order.id)).toBe(q1.amount);
      expect(await left(free.rp)).toBe(10);

      // Partial: its share kept whenever before check-in; after check-in nothing comes back and the rooms stay sold.
      const partial = await planOf("partial");
      const part = await bought(partial, "partial");
      const keep = part.steps[0].penaltyShare!;
      expect([0.3, 0.5]).toContain(keep);
      expect(
        orders.quoteCancellation(part.order, part.lines, new Date(part.steps[0].until!.getTime() + 1000)),
      ).toMatchObject({ refundable: false, amount: 0 });
      const q2 = orders.quoteCancellation(part.order, part.lines);
      expect(q2.penalty).toBe(Math.round(part.fare * keep));

      // Concurrent cancellations of one order: one refund, the rooms given back once.
      expect(await left(partial.rp)).toBe(9);
      const results = await Promise.all([1, 2, 3, 4, 5].map(() => orders.cancelOrder(user.id, part.order.number)));
      expect(results.filter((r) => r.ok)).toHaveLength(1);
      expect(new Set(results.filter((r) => !r.ok).map((r) => (r as { error: string }).error))).toEqual(
        new Set(["orders:booked.notCancellable"]),
      );
      expect(await refunded(part.order.id)).toBe(q2.amount);
      expect(await left(partial.rp)).toBe(10);

      // Non-refundable: no quote, no cancellation, the rooms stay sold.
      const none = await planOf("none");
      const kept = await bought(none, "none");
      expect(orders.quoteCancellation(kept.order, kept.lines)).toMatchObject({ refundable: false, amount: 0 });
      const c3 = await orders.cancelOrder(user.id, kept.order.number);
      expect(c3).toEqual({ ok: false, error: "orders:booked.notRefundable" });
      expect(await left(none.rp)).toBe(9);
      expect((await orders.findOrder(kept.order.number))!.status).toBe("confirmed");

      // Its voucher, read from the inventory in another language: the property's Persian name, Jalali dates, a PDF.
      const { loadETicket } = await import("~/domains/orders/e-ticket.server");
      const { ticketPdf } = await import("~/domains/orders/ticket-pdf.server");
      const document = await loadETicket(await orders.orderDetails(kept.order), "fa");
      const [named] = await query<{ name: string }>(
        `SELECT name FROM hotel_property_texts WHERE property_id = $1 AND locale = 'fa'`,
        [none.p],
      );
      expect(document.documentTitle).toBe("واچر هتل");
      const voucher = document.lines[0].part?.data as HotelVoucher;
      expect(voucher).toMatchObject({ property: named.name, nights: "۲ شب" });
      expect(voucher.guests[0].confirmation).toMatch(/^\d{13}$/);
      expect(voucher.cancellation).toEqual(["غیرقابل استرداد: در صورت لغو، مبلغی بازگردانده نمی‌شود."]);
      const pdf = await ticketPdf(document);
      expect(pdf.subarray(0, 5).toString()).toBe("%PDF-");
    });

    it("buyers of overlapping stays neither deadlock nor oversell any night", async () => {
      const { takeRooms } = await import("~/products/hotels/inventory.server");
      const { getDb } = await import("~/db/client.server");
      const db = await getDb();
      const [plan] = await query<{ id: number }>(
        `SELECT rp.id FROM hotel_rate_plans rp JOIN hotel_properties p ON p.id = rp.property_id WHERE p.city = 'dubai' ORDER BY rp.id DESC LIMIT 1`,
      );
      const d = addDays(checkIn, 10);
      await query(
        `UPDATE hotel_nights SET allotment = 5, available = 5 WHERE rate_plan_id = $1 AND night >= $2 AND night < $3`,
        [plan.id, d, addDays(d, 3)],
      );
      // Half take nights 1–2, half nights 2–3: night 2 is shared, so at most five stays in all.
      const results = await Promise.all(
        Array.from({ length: 40 }, (_, i) =>
          db.transaction((tx) =>
            takeRooms(tx, { ratePlanId: plan.id, checkIn: addDays(d, i % 2), checkOut: addDays(d, 2 + (i % 2)) }, 1),
          ),
        ),
      );
      expect(results.filter(Boolean)).toHaveLength(5);
      const rows = await query<{ night: string; available: number }>(
        `SELECT night::text, available FROM hotel_nights WHERE rate_plan_id = $1 AND night >= $2 AND night < $3 ORDER BY night`,
        [plan.id, d, addDays(d, 3)],
      );
      expect(rows[1].available).toBe(0);
      expect(rows[0].available + rows[2].available).toBe(5);
    });
  });
}
