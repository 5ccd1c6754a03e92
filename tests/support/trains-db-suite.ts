import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addDays, agencyToday } from "~/travel/clock";
import type { TrainPassenger } from "~/products/trains/cart-line";
import type { HeldPlaces } from "~/products/trains/inventory.server";
import { noTrainFilters, type TrainSearch } from "~/products/trains/search";
import { createTestDatabase } from "./db";
import { checkoutInput } from "./test-inventory";

/**
 * Trains on the database, on PGlite (tests/unit) and PostgreSQL (tests/pg) with the same
 * assertions: the catalog is seeded; the constraints refuse a place sold twice, a place the
 * wagon does not have and a compartment of two kinds; the search counts places left as
 * sales take them; a train line goes through the booking core (order, places held, e-tickets,
 * refund on the ladder, places back); 200 concurrent buyers of the last places get exactly
 * the places there are; whole-compartment and single-berth buyers racing never share.
 */
export function trainsDatabaseSuite(kind: "pglite" | "postgres") {
  describe(`trains on ${kind}`, () => {
    let drop: () => Promise<void>;
    let query: <T = Record<string, unknown>>(sql: string, params?: unknown[]) => Promise<T[]>;
    const date = addDays(agencyToday(), 20);
    const sara: TrainPassenger = {
      firstName: "Sara",
      lastName: "Ahmadi",
      type: "adult",
      gender: "female",
      nationality: "IR",
      documentType: "id_card",
      nationalId: "0012345679",
    };
    const search = async (over: Partial<TrainSearch> = {}): Promise<TrainSearch> => {
      const { stationByCode } = await import("~/products/trains/stations");
      return {
        from: stationByCode("tehran")!,
        to: stationByCode("mashhad")!,
        date,
        returnDate: null,
        passengers: { adults: 1, children: 0, infants: 0 },
        whole: false,
        kind: "family",
        ...over,
      };
    };

    beforeAll(async () => {
      const created = await createTestDatabase(kind, "trains_test");
      drop = created.drop;
      query = created.handle.query;
      const { generateTrains } = await import("~/products/trains/seed");
      await generateTrains(created.handle.db);
    });
    afterAll(async () => drop());

    /** Takes places in a transaction of its own; a refusal rolls it back (as the order's would be). */
    const take = async (held: HeldPlaces) => {
      const { takePlaces } = await import("~/products/trains/inventory.server");
      const { getDb } = await import("~/db/client.server");
      const db = await getDb();
      try {
        await db.transaction(async (tx) => {
          if (!(await takePlaces(tx, held))) throw new Error("refused");
        });
        return true;
      } catch (error) {
        if ((error as Error).message === "refused") return false;
        throw error;
      }
    };

    it("seeds the catalog, and the constraints refuse a double sale, a missing place and a compartment of two kinds", async () => {
      const { trains } = await import("~/products/trains/catalog");
      const [counts] = await query<{ t: number; w: number }>(
        `SELECT (SELECT count(*)::int FROM train_trips) AS t, (SELECT count(*)::int FROM train_wagons) AS w`,
      );
      expect(counts).toEqual({ t: trains().length, w: trains().reduce((s, t) => s + t.wagons.length, 0) });
      const [wagon] = await query<{ trip_id: number; places: number; berths: number }>(
        `SELECT trip_id, places, berths FROM train_wagons WHERE type = 'berth4' ORDER BY trip_id LIMIT 1`,
      );
      const sale = (place: number, places = wagon.places) =>
        query(
          `INSERT INTO train_place_sales SELECT trip_id, $2, wagon_no, $3, $4, berths, 'x' FROM train_wagons WHERE trip_id = $1 AND type = 'berth4' ORDER BY wagon_no LIMIT 1`,
          [wagon.trip_id, date, place, places],
        );
      await sale(3);
      await expect(sale(3)).rejects.toThrow();
      await expect(sale(wagon.places + 1)).rejects.toThrow();
      await expect(sale(wagon.places + 1, wagon.places + 4)).rejects.toThrow();
      await expect(
        query(
          `INSERT INTO train_compartments SELECT trip_id, $2, wagon_no, 1, places, berths, 'whole', 2 FROM train_wagons WHERE trip_id = $1 AND type = 'berth4' LIMIT 1`,
          [wagon.trip_id, date],
        ),
      ).rejects.toThrow();
      await query(`DELETE FROM train_place_sales`);
    });

    it("the seeder keeps the catalog and its sales when it is the generator's", async () => {
      const { seed } = await import("~/products/trains/seed");
      const { getDb } = await import("~/db/client.server");
      await query(
        `INSERT INTO train_place_sales SELECT trip_id, $1, wagon_no, 1, places, berths, 'kept' FROM train_wagons WHERE berths = 0 LIMIT 1`,
        [date],
      );
      await seed(await getDb(), {});
      expect(await query(`SELECT hold FROM train_place_sales`)).toEqual([{ hold: "kept" }]);
      await query(`DELETE FROM train_wagons WHERE wagon_no = 1 AND trip_id = (SELECT max(id) FROM train_trips)`);
      await seed(await getDb(), {});
      const { trains } = await import("~/products/trains/catalog");
      const [{ w }] = await query<{ w: number }>(`SELECT count(*)::int AS w FROM train_wagons`);
      expect(w).toBe(trains().reduce((s, t) => s + t.wagons.length, 0));
    });

    it("finds trains typed on an Arabic keyboard and counts places left as they are sold", async () => {
      const { checkSearch } = await import("~/products/trains/search");
      const { searchTrains } = await import("~/products/trains/search.server");
      const checked = checkSearch({ from: "تهران", to: "مشهد", date, adults: 2, infants: 1 }, agencyToday());
      if (!checked.ok) throw new Error(JSON.stringify(checked.errors));
      const results = await searchTrains(checked.search, noTrainFilters);
      expect(results.outbound.found).toBe(4);
      expect(results.inbound).toBeNull();
      const departures = results.outbound.options.map((o) => o.departsAt);
      expect(departures).toEqual([...departures].sort());
      const first = results.outbound.options[0];
      const berth4 = first.wagons.find((w) => w.type === "berth4")!;
      expect(berth4.price.items.map((i) => i.key)).toEqual(["adult", "infant"]);
      const wagonNo = (await import("~/products/trains/catalog"))
        .trainById(first.trainId)!
        .wagons.find((w) => w.type === "berth4")!.wagonNo;
      expect(
        await take({
          trainId: first.trainId,
          date,
          wagonNo,
          places: [1, 2],
          kind: "men",
          whole: false,
          hold: "hold-men-1",
        }),
      ).toBe(true);
      const after = await searchTrains(checked.search, noTrainFilters);
      const again = after.outbound.options
        .find((o) => o.trainId === first.trainId)!
        .wagons.find((w) => w.type === "berth4")!;
      // A family party cannot use the men's compartment: its four berths are gone for it.
      expect(again.placesLeft).toBe(berth4.placesLeft - 4);
      expect(again.freeCompartments).toBe(berth4.freeCompartments - 1);
      const filtered = await searchTrains(
        { ...checked.search, returnDate: addDays(date, 3) },
        { ...noTrainFilters, wagonTypes: ["vip"], sort: "price" },
      );
      expect(filtered.outbound.options.every((o) => o.wagons.every((w) => w.type === "vip"))).toBe(true);
      expect(filtered.inbound!.options.every((o) => o.from === "mashhad")).toBe(true);
    });

    it("a train or wagon closed on the desk sells nothing that day, keeps its held places, and sells again reopened", async () => {
      const { checkSearch } = await import("~/products/trains/search");
      const { searchTrains } = await import("~/products/trains/search.server");
      const { setTrainClosed, trainsOn } = await import("~/products/trains/desk/stock.server");
      const day = addDays(date, 9);
      const checked = checkSearch({ from: "tehran", to: "mashhad", date: day, adults: 1 }, agencyToday());
      if (!checked.ok) throw new Error(JSON.stringify(checked.errors));
      const before = await searchTrains(checked.search, noTrainFilters);
      const first = before.outbound.options[0];
      const train = (await import("~/products/trains/catalog")).trainById(first.trainId)!;
      const seat = train.wagons[0];
      const held = { trainId: train.id, date: day, wagonNo: seat.wagonNo, kind: null, whole: false };
      const places = (n: number) => (seat.berths ? { places: [1], kind: "family" as const } : { places: [n] });
      expect(await take({ ...held, ...places(1), hold: "before-closing" })).toBe(true);
      const actor = { id: 1, email: "agent@parvaz.example", role: "agent" as const };
      // The whole train, for the day only: the search leaves it out, a hold is refused, the held place stays sold.
      expect(await setTrainClosed(actor, { trainId: train.id, wagonNo: 0, from: day, to: day, closed: true })).toBe(1);
      expect(await setTrainClosed(actor, { trainId: train.id, wagonNo: 0, from: day, to: day, closed: true })).toBe(0);
      const closed = await searchTrains(checked.search, noTrainFilters);
      expect(closed.outbound.options.map((o) => o.trainId)).not.toContain(train.id);
      expect(closed.outbound.found).toBe(before.outbound.found - 1);
      expect(
        await take({
          ...held,
          places: [seat.berths ? 5 : 3],
          kind: seat.berths ? "family" : null,
          hold: "while-closed",
        }),
      ).toBe(false);
      const desk = (await trainsOn("tehran", "mashhad", day))!.trains.find((t) => t.id === train.id)!;
      expect(desk.closed).toBe(true);
      expect(desk.wagons[0].sold).toBe(1);
      // Another day of the same train is not touched.
      const other = checkSearch({ from: "tehran", to: "mashhad", date: addDays(day, 1), adults: 1 }, agencyToday());
      if (!other.ok) throw new Error("search");
      expect((await searchTrains(other.search, noTrainFilters)).outbound.options.map((o) => o.trainId)).toContain(
        train.id,
      );
      // One wagon closed, the train reopened: the wagon stays closed, the rest sells.
      expect(await setTrainClosed(actor, { trainId: train.id, wagonNo: 0, from: day, to: day, closed: false })).toBe(1);
      expect(
        await setTrainClosed(actor, { trainId: train.id, wagonNo: seat.wagonNo, from: day, to: day, closed: true }),
      ).toBe(1);
      expect(
        await take({
          ...held,
          places: [seat.berths ? 5 : 3],
          kind: seat.berths ? "family" : null,
          hold: "wagon-closed",
        }),
      ).toBe(false);
      const other2 = train.wagons.find((w) => w.wagonNo !== seat.wagonNo && w.berths === 0) ?? null;
      if (other2)
        expect(
          await take({
            trainId: train.id,
            date: day,
            wagonNo: other2.wagonNo,
            places: [1],
            kind: null,
            whole: false,
            hold: "other-wagon",
          }),
        ).toBe(true);
      // A wagon the train does not have, or a range the train never runs in, changes nothing.
      expect(
        await setTrainClosed(actor, { trainId: train.id, wagonNo: 99, from: day, to: day, closed: true }),
      ).toBeNull();
      // Reopening the whole train reopens its wagons; each change wrote one audit entry.
      expect(await setTrainClosed(actor, { trainId: train.id, wagonNo: 0, from: day, to: day, closed: false })).toBe(1);
      expect(
        await take({ ...held, places: [seat.berths ? 5 : 3], kind: seat.berths ? "family" : null, hold: "reopened" }),
      ).toBe(true);
      const entries = await query<{ action: string }>(
        `SELECT action FROM audit_log WHERE entity = 'train' AND entity_id = $1 ORDER BY id`,
        [train.number],
      );
      expect(entries.map((e) => e.action)).toEqual(["train.close", "train.reopen", "train.close", "train.reopen"]);
    });

    it("books places through the booking core: a rial line, held in the order, e-tickets, refunded on the ladder", async () => {
      const { searchTrains } = await import("~/products/trains/search.server");
      const { trainCartLine, recheckTrip } = await import("~/products/trains/booking.server");
      const { trainById } = await import("~/products/trains/catalog");
      const results = await searchTrains(
        await search({ to: (await import("~/products/trains/stations")).stationByCode("tabriz")! }),
        noTrainFilters,
      );
      const option = results.outbound.options[0];
      const wagon = trainById(option.trainId)!.wagons.find((w) => w.type === "berth4")!;
      const ali: TrainPassenger = { ...sara, firstName: "Ali", gender: "male", nationalId: "0499370899" };
      const input = {
        trainId: option.trainId,
        date,
        wagonNo: wagon.wagonNo,
        places: [5, 6],
        kind: "family" as const,
        whole: false,
        meal: "dinner" as const,
        passengers: [sara, ali],
        contact: { email: "sara@example.com", mobile: "+989121234567" },
        searchedAt: new Date(),
        locale: "fa" as const,
      };
      const built = await trainCartLine(input);
      if (built.status !== "ok") throw new Error(JSON.stringify(built));
      expect(built.line).toMatchObject({ kind: "train", currency: "IRR", amount: built.price.total });
      expect(built.line.payload).toMatchObject({ title: "تهران → تبریز", places: [5, 6], kind: "family" });

      const { users, carts } = await import("~/db/schema");
      const { getDb } = await import("~/db/client.server");
      const db = await getDb();
      const [user] = await db
        .insert(users)
        .values({ email: `train-${kind}@example.com`, passwordHash: "x", clientNumber: `T-${kind}`, status: "active" })
        .returning();
      const [cart] = await db.insert(carts).values({ userId: user.id }).returning();
      const cartApi = await import("~/domains/cart/cart.server");
      await cartApi.addLine(cart.id, built.line);
      const sold = async () =>
        (
          await query<{ n: number }>(
            `SELECT count(*)::int AS n FROM train_place_sales WHERE trip_id = $1 AND travel_date = $2 AND wagon_no = $3`,
            [option.trainId, date, wagon.wagonNo],
          )
        )[0].n;
      const orders = await import("./orders-api");
      const IRR = { code: "IRR", sign: "IRR", rate: 600000, decimals: 0 };
      const order = await orders.placeOrder({
        cartId: cart.id,
        userId: user.id,
        locale: "fa",
        input: checkoutInput(user.email!),
        currency: IRR,
      });
      expect(await sold()).toBe(2);
      // The places are the order's now: a re-check says so.
      expect(await recheckTrip(input)).toEqual({ status: "taken", reason: "taken" });

      const start = await orders.payOrder({
        orderNumber: order.number,
        userId: user.id,
        attempt: "t1",
        useWallet: false,
        savedCardId: null,
      });
      const paymentId = Number((start as { url: string }).url.match(/sandbox\/(\d+)/)![1]);
      const paid = await orders.completePayment({
        paymentId,
        status: "succeeded",
        ref: `sbx_train_${paymentId}`,
        brand: "visa",
        last4: "4242",
        token: null,
        fingerprint: null,
      });
      expect(paid.newlyConfirmed).toBe(true);
      const details = await orders.orderDetails((await orders.findOrder(order.number))!);
      expect(details.tickets.map((t) => t.passengerName).sort()).toEqual(["Ali Ahmadi", "Sara Ahmadi"]);

      // Twenty days ahead: 10 % of the ticket amount kept, the rest back; the places on sale again.
      const [booked] = await orders.listUserOrders(user.id);
      const refund = orders.quoteCancellation(booked.order, booked.lines);
      expect(refund.refundable).toBe(true);
      expect(refund.explained.penalty).toBe(Math.round(built.price.total * 0.1));
      const cancelled = await orders.cancelOrder(user.id, order.number);
      if (!cancelled.ok) throw new Error(cancelled.error);
      expect(await sold()).toBe(0);
      expect((await recheckTrip(input)).status).toBe("ok");
    });

    it("200 buyers of the last five seats: exactly five succeed; expiry gives them back", async () => {
      const { trainCartLine } = await import("~/products/trains/booking.server");
      const { trainsBetween } = await import("~/products/trains/catalog");
      const train = trainsBetween("tehran", "qom")[0];
      const wagon = train.wagons.find((w) => w.type === "seat")!;
      const LEFT = [40, 41, 42, 43, 44];
      await query(
        `INSERT INTO train_place_sales SELECT $1, $2, $3, p, $4, 0, 'earlier' FROM generate_series(1, 39) AS p`,
        [train.id, date, wagon.wagonNo, wagon.places],
      );
      const lines: import("~/domains/cart/cart.server").NewCartLine[] = [];
      for (const place of LEFT) {
        const built = await trainCartLine({
          trainId: train.id,
          date,
          wagonNo: wagon.wagonNo,
          places: [place],
          kind: null,
          whole: false,
          meal: "none",
          passengers: [
            {
              ...sara,
              nationality: "DE",
              documentType: "passport",
              nationalId: undefined,
              passportNumber: "C01X00T47",
            },
          ],
          contact: { email: "buyer@example.com", mobile: "+989121234567" },
          searchedAt: new Date(),
          locale: "en",
        });
        if (built.status !== "ok") throw new Error(JSON.stringify(built));
        lines.push(built.line);
      }
      const { carts } = await import("~/db/schema");
      const { getDb } = await import("~/db/client.server");
      const db = await getDb();
      const cartApi = await import("~/domains/cart/cart.server");
      const orders = await import("./orders-api");
      const buyers = await Promise.all(
        Array.from({ length: 200 }, async (_, i) => {
          const [cart] = await db.insert(carts).values({}).returning();
          await cartApi.addLine(cart.id, lines[i % LEFT.length]);
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
      expect(placed).toHaveLength(LEFT.length);
      expect(new Set(refused.map((o) => (o.reason as { key?: string }).key))).toEqual(
        new Set(["orders:checkout.seatsGone"]),
      );
      const rows = await query<{ place_no: number }>(
        `SELECT place_no FROM train_place_sales WHERE trip_id = $1 AND travel_date = $2 AND wagon_no = $3 ORDER BY place_no`,
        [train.id, date, wagon.wagonNo],
      );
      expect(rows.map((r) => r.place_no)).toEqual(Array.from({ length: 44 }, (_, i) => i + 1));
      await orders.expireStaleOrders(new Date(Date.now() + 3 * 3_600_000));
      const [{ n }] = await query<{ n: number }>(
        `SELECT count(*)::int AS n FROM train_place_sales WHERE trip_id = $1 AND travel_date = $2 AND wagon_no = $3`,
        [train.id, date, wagon.wagonNo],
      );
      expect(n).toBe(39);
    });

    /**
     * Issue 21 item 5: buyers who let the site choose were all offered the same lowest free place (the places page
     * chose it from the same state for everyone), so 200 of them for 5 free places sold 1. The site's choice is
     * made again when the order holds the places, from the places free then: 5 free places sell 5.
     */
    const siteChosenBurst = async (train: import("~/products/trains/catalog").Train, wagonNo: number) => {
      const { trainCartLine } = await import("~/products/trains/booking.server");
      const { wagonStates } = await import("~/products/trains/inventory.server");
      const { placesOfChoice } = await import("~/products/trains/plan");
      const { getDb } = await import("~/db/client.server");
      const { carts } = await import("~/db/schema");
      const db = await getDb();
      const wagon = (await wagonStates(db, [train.id], date)).get(train.id)!.get(wagonNo)!;
      const kind = wagon.berths ? ("family" as const) : null;
      // What the places page gives every one of them when nothing is picked ("choose for me").
      const choice = placesOfChoice(
        wagon,
        { compartment: null, seats: [] },
        {
          counts: { adults: 1, children: 0, infants: 0 },
          kind: "family",
          whole: false,
          sells: train.compartmentKinds,
        },
      );
      if (!choice.ok) throw new Error(choice.error);
      const built = await trainCartLine({
        trainId: train.id,
        date,
        wagonNo,
        places: choice.places,
        anyPlace: choice.anyPlace,
        kind,
        whole: false,
        meal: "none",
        passengers: [sara],
        contact: { email: "buyer@example.com", mobile: "+989121234567" },
        searchedAt: new Date(),
        locale: "en",
      });
      if (built.status !== "ok") throw new Error(JSON.stringify(built));
      const cartApi = await import("~/domains/cart/cart.server");
      const orders = await import("./orders-api");
      const buyers = await Promise.all(
        Array.from({ length: 200 }, async (_, i) => {
          const [cart] = await db.insert(carts).values({}).returning();
          // Each buyer's line has its own hold token, as trainCartLine gives each.
          await cartApi.addLine(cart.id, {
            ...built.line,
            payload: { ...built.line.payload, hold: `site-${i}-${date}` },
          });
          return cart.id;
        }),
      );
      const outcomes = await Promise.allSettled(
        buyers.map((cartId, i) =>
          orders.placeOrder({ cartId, userId: null, locale: "en", input: checkoutInput(`site${i}@example.com`) }),
        ),
      );
      const refused = outcomes.filter((o): o is PromiseRejectedResult => o.status === "rejected");
      expect(new Set(refused.map((o) => (o.reason as { key?: string }).key))).toEqual(
        new Set(["orders:checkout.seatsGone"]),
      );
      const placed = outcomes.flatMap((o) => (o.status === "fulfilled" ? [o.value] : []));
      // Each order line carries the places it holds: the one the site gave it at hold time.
      const held = await query<{ places: number[]; hold: string }>(
        `SELECT payload->'places' AS places, payload->>'hold' AS hold FROM order_lines WHERE order_id = ANY($1::int[])`,
        [placed.map((o) => o.id)],
      );
      const sales = await query<{ place_no: number; hold: string }>(
        `SELECT place_no, hold FROM train_place_sales WHERE trip_id = $1 AND travel_date = $2 AND wagon_no = $3 AND hold LIKE 'site-%' ORDER BY place_no`,
        [train.id, date, wagonNo],
      );
      return { placed: placed.length, held: held.flatMap((h) => h.places).sort((a, b) => a - b), sales };
    };

    it("200 buyers who let the site choose, 5 free seats: 5 sold, each a different seat, none oversold", async () => {
      const { trains, runsOn } = await import("~/products/trains/catalog");
      const used = new Set([...["qom", "tabriz", "mashhad"]]);
      const train = trains().find(
        (t) => runsOn(t, date) && !used.has(t.to) && t.from === "tehran" && t.wagons.some((w) => w.type === "seat"),
      )!;
      const wagon = train.wagons.find((w) => w.type === "seat")!;
      const free = [3, 17, 18, 30, wagon.places];
      await query(
        `INSERT INTO train_place_sales SELECT $1, $2, $3, p, $4, 0, 'earlier' FROM generate_series(1, $4) AS p WHERE p <> ALL($5::int[])`,
        [train.id, date, wagon.wagonNo, wagon.places, free],
      );
      const { placed, held, sales } = await siteChosenBurst(train, wagon.wagonNo);
      expect({ placed, sold: sales.length }).toEqual({ placed: 5, sold: 5 });
      expect(sales.map((s) => s.place_no)).toEqual(free);
      expect(held).toEqual(free);
      const [{ n }] = await query<{ n: number }>(
        `SELECT count(*)::int AS n FROM train_place_sales WHERE trip_id = $1 AND travel_date = $2 AND wagon_no = $3`,
        [train.id, date, wagon.wagonNo],
      );
      expect(n).toBe(wagon.places);
    });

    it("200 family buyers who let the site choose, 5 family berths: 5 sold in family compartments only", async () => {
      const { trains, runsOn } = await import("~/products/trains/catalog");
      const used = new Set(["qom", "tabriz", "mashhad"]);
      const train = trains().find(
        (t) =>
          runsOn(t, date) &&
          !used.has(t.to) &&
          t.compartmentKinds.includes("men") &&
          t.wagons.some((w) => w.type === "berth4"),
      )!;
      const wagon = train.wagons.find((w) => w.type === "berth4")!;
      const base = { trainId: train.id, date, wagonNo: wagon.wagonNo, whole: false };
      const berths = (c: number) => [1, 2, 3, 4].map((b) => (c - 1) * 4 + b);
      // Compartment 1: family, one berth free; 2: free; 3: men, three berths free (not for a family); the rest full.
      for (let c = 1; c <= wagon.places / 4; c++) {
        if (c === 2) continue;
        const places = c === 1 ? berths(1).slice(0, 3) : c === 3 ? [berths(3)[0]] : berths(c);
        expect(await take({ ...base, places, kind: c === 3 ? "men" : "family", hold: `earlier-${c}` })).toBe(true);
      }
      const { placed, held, sales } = await siteChosenBurst(train, wagon.wagonNo);
      expect({ placed, sold: sales.length }).toEqual({ placed: 5, sold: 5 });
      expect(sales.map((s) => s.place_no)).toEqual([4, 5, 6, 7, 8]);
      expect(held).toEqual([4, 5, 6, 7, 8]);
      const compartments = await query<{ compartment_no: number; kind: string; taken: number }>(
        `SELECT compartment_no, kind, taken FROM train_compartments WHERE trip_id = $1 AND travel_date = $2 AND wagon_no = $3 AND compartment_no <= 3 ORDER BY compartment_no`,
        [train.id, date, wagon.wagonNo],
      );
      expect(compartments).toEqual([
        { compartment_no: 1, kind: "family", taken: 4 },
        { compartment_no: 2, kind: "family", taken: 4 },
        { compartment_no: 3, kind: "men", taken: 1 },
      ]);
    });

    it("whole-compartment and single-berth buyers racing, and men and women racing, never share a compartment", async () => {
      const { trainsBetween } = await import("~/products/trains/catalog");
      const train = trainsBetween("tehran", "tabriz")[0];
      const wagon = train.wagons.find((w) => w.type === "berth4")!;
      const base = { trainId: train.id, date, wagonNo: wagon.wagonNo };
      for (let round = 0; round < 3; round++) {
        const c = 3 + round; // compartments 3, 4, 5: berths 4c-3 … 4c
        const berths = [1, 2, 3, 4].map((b) => (c - 1) * 4 + b);
        const attempts = Array.from({ length: 40 }, (_, i) =>
          i % 2
            ? take({ ...base, places: berths, kind: "family", whole: true, hold: `whole-${round}-${i}` })
            : take({
                ...base,
                places: [berths[(i / 2) % 4]],
                kind: i % 4 ? "men" : "women",
                whole: false,
                hold: `one-${round}-${i}`,
              }),
        );
        const won = await Promise.all(attempts);
        const [row] = await query<{ kind: string; taken: number }>(
          `SELECT kind, taken FROM train_compartments WHERE trip_id = $1 AND travel_date = $2 AND wagon_no = $3 AND compartment_no = $4`,
          [train.id, date, wagon.wagonNo, c],
        );
        const sales = await query<{ place_no: number; hold: string }>(
          `SELECT place_no, hold FROM train_place_sales WHERE trip_id = $1 AND travel_date = $2 AND wagon_no = $3 AND place_no BETWEEN $4 AND $5`,
          [train.id, date, wagon.wagonNo, berths[0], berths[3]],
        );
        expect(row.taken).toBe(sales.length);
        if (row.kind === "whole") {
          expect(won.filter(Boolean)).toHaveLength(1);
          expect(new Set(sales.map((s) => s.hold)).size).toBe(1);
          expect(sales).toHaveLength(4);
        } else {
          expect(["men", "women"]).toContain(row.kind);
          expect(won.filter((w, i) => w && i % 2)).toHaveLength(0);
          expect(sales.every((s) => s.hold.startsWith("one-"))).toBe(true);
          expect(new Set(sales.map((s) => s.place_no)).size).toBe(sales.length);
        }
      }
      // Released twice, a hold gives back only its own places once.
      const { releasePlaces } = await import("~/products/trains/inventory.server");
      const { getDb } = await import("~/db/client.server");
      const db = await getDb();
      expect(await take({ ...base, places: [33], kind: "women", whole: false, hold: "w-33" })).toBe(true);
      expect(await take({ ...base, places: [34], kind: "women", whole: false, hold: "w-34" })).toBe(true);
      for (let i = 0; i < 2; i++)
        await db.transaction((tx) =>
          releasePlaces(tx, { ...base, places: [33], kind: "women", whole: false, hold: "w-33" }),
        );
      const [c9] = await query<{ kind: string; taken: number }>(
        `SELECT kind, taken FROM train_compartments WHERE trip_id = $1 AND travel_date = $2 AND wagon_no = $3 AND compartment_no = 9`,
        [train.id, date, wagon.wagonNo],
      );
      expect(c9).toEqual({ kind: "women", taken: 1 });
    });
  });
}
