import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase } from "./db";

/**
 * Tours on the desk (issue 27, decision 707), on PGlite (tests/unit) and PostgreSQL (tests/pg): cancelling a
 * departure that missed its minimum cancels every paid order on it with the whole amount back exactly once — also
 * when two agents cancel at once — releases its places and ends its waitlist, leaves unpaid and other departures'
 * orders alone, tells each customer in the order's language, and is audited; confirming one tells the paid
 * customers; the rooming list groups the paid travellers by hotel and room with documents masked, and its CSV has
 * the byte-order mark and neutralises formulas.
 */
export function deskToursDatabaseSuite(kind: "pglite" | "postgres") {
  describe(`tours on the desk on ${kind}`, () => {
    let drop: () => Promise<void>;
    let handle: Awaited<ReturnType<typeof createTestDatabase>>["handle"];
    let tourId = 0;
    let nextDeparture = 9_000_000;
    beforeAll(async () => {
      ({ drop, handle } = await createTestDatabase(kind));
      const { tours, tourTexts } = await import("~/products/tours/schema");
      tourId = 900_001;
      const leg = { from: "THR", to: "IST", departs: "08:00", arrives: "10:00", number: "PZ100" };
      await handle.db.insert(tours).values({
        id: tourId,
        slug: "desk-test-tour",
        kind: "package",
        theme: "city",
        origin: "THR",
        destination: "IST",
        nights: 3,
        transport: "flight",
        outbound: leg as never,
        inbound: { ...leg, from: "IST", to: "THR" } as never,
        currency: "EUR",
        minParticipants: 6,
        confirmDays: 14,
        depositPercent: 30,
        balanceDays: 30,
        search: "istanbul",
      });
      await handle.db.insert(tourTexts).values(
        (["fa", "en", "nl", "fr"] as const).map((locale) => ({
          tourId,
          locale,
          title: `Istanbul ${locale}`,
          summary: "s",
          body: {} as never,
        })),
      );
    });
    afterAll(async () => drop());

    const id = () => Math.random().toString(36).slice(2, 10);
    async function agent() {
      const { users } = await import("~/db/schema");
      const [u] = await handle.db
        .insert(users)
        .values({ email: `${id()}@example.com`, passwordHash: "x", clientNumber: `C-${id()}`, status: "active" })
        .returning();
      return { id: u.id, email: u.email!, role: "agent" as const };
    }
    async function departure(places: number) {
      const { tourDepartures } = await import("~/products/tours/schema");
      const depId = nextDeparture++;
      const day = new Date(Date.UTC(2027, 0, 1) + (depId - 9_000_000) * 86_400_000).toISOString().slice(0, 10);
      await handle.db.insert(tourDepartures).values({
        id: depId,
        tourId,
        departsOn: day,
        returnsOn: day,
        places,
        placesLeft: places,
      });
      return depId;
    }
    /** An order with a tour line of `places` travellers on the departure, its places taken; paid by card and wallet. */
    async function booking(
      departureId: number,
      opts: {
        places: number;
        status?: "confirmed" | "pending_payment";
        locale?: string;
        card: number;
        wallet?: number;
        hotel?: string;
      },
    ) {
      const { orders, orderLines, payments, users, walletEntries } = await import("~/db/schema");
      const { tourDepartures } = await import("~/products/tours/schema");
      const { sql, eq } = await import("drizzle-orm");
      const wallet = opts.wallet ?? 0;
      const [customer] = await handle.db
        .insert(users)
        .values({ email: `${id()}@example.com`, passwordHash: "x", clientNumber: `C-${id()}`, status: "active" })
        .returning();
      const total = opts.card + wallet;
      const status = opts.status ?? "confirmed";
      const [order] = await handle.db
        .insert(orders)
        .values({
          number: `T${id().toUpperCase()}`,
          userId: customer.id,
          status,
          locale: opts.locale ?? "en",
          ticketAmount: total,
          tax: 0,
          commission: 0,
          otherCosts: 0,
          vat: 0,
          total,
          cardAmount: opts.card,
          walletAmount: wallet,
          buyer: { firstName: "Sara", lastName: "Ahmadi", email: customer.email!, phone: "+989121234567" },
          expiresAt: new Date(Date.now() + 3_600_000),
          confirmedAt: status === "confirmed" ? new Date() : null,
        })
        .returning();
      const passengers = Array.from({ length: opts.places }, (_, i) => ({
        room: Math.floor(i / 2),
        type: i === 2 ? "child" : "adult",
        firstName: i === 0 ? "Sara" : `Guest`,
        lastName: i === 0 ? "Ahmadi" : `Number${"abcdefgh"[i]}`,
        gender: "female",
        birthDate: i === 2 ? "2018-05-04" : "1985-02-03",
        nationality: "IR",
        documentType: "passport",
        passportNumber: `P${1000000 + i}`,
        passportExpiry: "2031-01-01",
      }));
      await handle.db.insert(orderLines).values({
        orderId: order.id,
        kind: "tour",
        payload: {
          tourId,
          departureId,
          hotelId: 1,
          slug: "desk-test-tour",
          kind: "package",
          currency: "EUR",
          departsOn: "2027-01-01",
          returnsOn: "2027-01-04",
          hotel: opts.hotel ?? "Hotel Pera",
          rooms: Array.from({ length: Math.ceil(opts.places / 2) }, () => ({ adults: 2, childAges: [] })),
          places: opts.places,
          passengers,
          title: "Istanbul",
          subtitle: "Hotel Pera",
          segments: [],
        },
        currency: "EUR",
        amount: total,
        breakdown: { items: [], tax: 0, commission: 0, otherCosts: 0, total } as never,
      });
      await handle.db
        .update(tourDepartures)
        .set({ placesLeft: sql`${tourDepartures.placesLeft} - ${opts.places}` })
        .where(eq(tourDepartures.id, departureId));
      if (status === "confirmed" && opts.card > 0)
        await handle.db.insert(payments).values({
          orderId: order.id,
          provider: "sandbox",
          idempotencyKey: `k-${id()}`,
          amount: opts.card,
          status: "succeeded",
          providerRef: `sbx_${id()}`,
        });
      if (status === "confirmed" && wallet > 0) {
        await handle.db.insert(walletEntries).values({ userId: customer.id, amount: wallet, kind: "credit" });
        await handle.db
          .insert(walletEntries)
          .values({ userId: customer.id, amount: -wallet, kind: "payment", orderId: order.id });
      }
      return order;
    }
    async function one<T>(text: string, params: unknown[]) {
      const [row] = await handle.query<T>(text, params);
      return row;
    }
    const placesLeft = async (depId: number) =>
      Number((await one<{ n: number }>(`SELECT places_left AS n FROM tour_departures WHERE id = $1`, [depId])).n);

    it("cancels a departure that missed its minimum: every paid order refunded in full once, places back, waitlist ended", async () => {
      const { cancelDeparture } = await import("~/products/tours/desk/departures.server");
      const who = await agent();
      const dep = await departure(20);
      const other = await departure(20);
      const a = await booking(dep, { places: 2, card: 120_000, locale: "fa" });
      const b = await booking(dep, { places: 3, card: 50_000, wallet: 20_000, locale: "nl" });
      const unpaid = await booking(dep, { places: 2, card: 90_000, status: "pending_payment" });
      const elsewhere = await booking(other, { places: 2, card: 80_000 });
      // The waitlist: one waiting, one offered (its 2 places held for it).
      await handle.exec(
        `INSERT INTO tour_waitlist (departure_id, email, locale, places, status) VALUES (${dep}, 'w1@example.com', 'en', 2, 'waiting')`,
      );
      await handle.exec(
        `INSERT INTO tour_waitlist (departure_id, email, locale, places, status, token_hash, hold_until)
         VALUES (${dep}, 'w2@example.com', 'fr', 2, 'offered', 'h-${id()}', now() + interval '1 day')`,
      );
      await handle.exec(`UPDATE tour_departures SET places_left = places_left - 2 WHERE id = ${dep}`);
      expect(await placesLeft(dep)).toBe(20 - 2 - 3 - 2 - 2);

      const both = await Promise.all([cancelDeparture(who, dep), cancelDeparture(who, dep)]);
      expect(both.filter((o) => o.ok)).toHaveLength(1);
      expect(both.find((o) => !o.ok)).toEqual({ ok: false, error: "notOpen" });
      expect(both.find((o) => o.ok)).toEqual({ ok: true, orders: [a.number, b.number] });

      for (const [order, card, wallet] of [
        [a, 120_000, 0],
        [b, 50_000, 20_000],
      ] as const) {
        const row = await one<{ status: string; refunded: number; card: number; wallet: number }>(
          `SELECT o.status,
                  (SELECT coalesce(sum(refunded), 0)::int FROM payments WHERE order_id = o.id) AS refunded,
                  (SELECT coalesce(sum(amount), 0)::int FROM refunds WHERE order_id = o.id AND method = 'card') AS card,
                  (SELECT coalesce(sum(amount), 0)::int FROM refunds WHERE order_id = o.id AND method = 'wallet') AS wallet
           FROM orders o WHERE o.id = $1`,
          [order.id],
        );
        expect(row.status).toBe("cancelled");
        expect(Number(row.refunded)).toBe(card);
        expect(Number(row.card)).toBe(card);
        expect(Number(row.wallet)).toBe(wallet);
      }
      // The wallet got its part back.
      const back = await one<{ n: number }>(
        `SELECT coalesce(sum(amount), 0)::int AS n FROM wallet_entries WHERE order_id = $1 AND kind = 'refund'`,
        [b.id],
      );
      expect(Number(back.n)).toBe(20_000);
      // The unpaid order can no longer be paid (it expired); other departures' orders are untouched.
      for (const [order, status] of [
        [unpaid, "expired"],
        [elsewhere, "confirmed"],
      ] as const)
        expect((await one<{ status: string }>(`SELECT status FROM orders WHERE id = $1`, [order.id])).status).toBe(
          status,
        );
      // The paid places, the unpaid order's and the offer's held places are all back.
      expect(await placesLeft(dep)).toBe(20);
      expect(await placesLeft(other)).toBe(18);
      const state = await one<{ status: string }>(`SELECT status FROM tour_departures WHERE id = $1`, [dep]);
      expect(state.status).toBe("cancelled");
      const waiting = await handle.query<{ status: string }>(
        `SELECT status FROM tour_waitlist WHERE departure_id = $1`,
        [dep],
      );
      expect(waiting.map((w) => w.status)).toEqual(["expired", "expired"]);
      // Those who waited are told, each in their language.
      const told = await handle.query<{ recipient: string; subject: string }>(
        `SELECT recipient, subject FROM outbox WHERE recipient IN ('w1@example.com', 'w2@example.com') ORDER BY recipient`,
        [],
      );
      expect(told.map((m) => m.recipient)).toEqual(["w1@example.com", "w2@example.com"]);
      expect(told[1].subject).toMatch(/^Le départ (de |d’).+ est annulé$/);
      // Audited: the departure once, each order once.
      const entries = await handle.query<{ action: string; entity_id: string }>(
        `SELECT action, entity_id FROM audit_log WHERE (entity = 'tourDeparture' AND entity_id = $1) OR entity_id IN ($2, $3) ORDER BY id`,
        [String(dep), a.number, b.number],
      );
      expect(entries.map((e) => e.action).sort()).toEqual(["order.cancel", "order.cancel", "tourDeparture.cancel"]);
      // Each customer told in the order's language (the core's cancellation and the departure's own message).
      const mails = await handle.query<{ recipient: string; subject: string }>(
        `SELECT recipient, subject FROM outbox WHERE subject LIKE '%Istanbul%' ORDER BY id`,
        [],
      );
      expect(mails.find((m) => m.subject.includes("Istanbul fa"))?.subject).toContain("لغو");
      expect(mails.find((m) => m.subject.includes("Istanbul nl"))?.subject).toContain("geannuleerd");
      // A second cancellation later changes nothing.
      expect(await cancelDeparture(who, dep)).toEqual({ ok: false, error: "notOpen" });
      const refunds = await one<{ n: number }>(`SELECT count(*)::int AS n FROM refunds WHERE order_id IN ($1, $2)`, [
        a.id,
        b.id,
      ]);
      expect(Number(refunds.n)).toBe(3);
    });

    it("refuses to cancel a departure whose paid travellers reach the minimum, and confirms it", async () => {
      const { cancelDeparture, confirmDeparture } = await import("~/products/tours/desk/departures.server");
      const who = await agent();
      const dep = await departure(20);
      const a = await booking(dep, { places: 4, card: 100_000, locale: "fr" });
      await booking(dep, { places: 2, card: 60_000 });
      expect(await cancelDeparture(who, dep)).toEqual({ ok: false, error: "minimumReached" });
      expect((await one<{ status: string }>(`SELECT status FROM orders WHERE id = $1`, [a.id])).status).toBe(
        "confirmed",
      );
      const both = await Promise.all([confirmDeparture(who, dep), confirmDeparture(who, dep)]);
      expect(both.filter((o) => o.ok)).toHaveLength(1);
      expect((await one<{ status: string }>(`SELECT status FROM tour_departures WHERE id = $1`, [dep])).status).toBe(
        "confirmed",
      );
      const mail = await one<{ subject: string }>(`SELECT subject FROM outbox WHERE recipient = $1`, [a.buyer.email]);
      expect(mail.subject).toMatch(/^Votre circuit Istanbul fr du .+ est garanti$/);
      expect(await cancelDeparture(who, dep)).toEqual({ ok: false, error: "notOpen" });
      const n = await one<{ n: number }>(
        `SELECT count(*)::int AS n FROM audit_log WHERE entity = 'tourDeparture' AND entity_id = $1`,
        [String(dep)],
      );
      expect(Number(n.n)).toBe(1);
    });

    it("lists departures and gives the rooming list by hotel and room, documents masked, as CSV with BOM", async () => {
      const { departurePage, listDepartures } = await import("~/products/tours/desk/departures.server");
      const { roomingCsv } = await import("~/products/tours/desk/rooming-csv.server");
      const dep = await departure(10);
      const paid = await booking(dep, { places: 3, card: 90_000, hotel: "=HYPERLINK(1)" });
      await booking(dep, { places: 2, card: 40_000, status: "pending_payment" });
      await handle.exec(
        `INSERT INTO tour_waitlist (departure_id, email, locale, places) VALUES (${dep}, 'x@example.com', 'en', 1)`,
      );
      const page = await departurePage(dep, "en");
      expect(page!.departure).toMatchObject({
        places: 10,
        sold: 5,
        paidOrders: 1,
        paidPlaces: 3,
        waitlist: 1,
        status: "open",
      });
      expect(page!.bookings.map((b) => b.paid)).toEqual([true, false]);
      expect(page!.bookings[0]).toMatchObject({
        number: paid.number,
        lead: "Sara Ahmadi",
        adults: 2,
        children: 1,
        rooms: 2,
      });
      expect(page!.rooming).toHaveLength(1);
      expect(page!.rooming[0].rooms.map((r) => [r.room, r.travellers.length])).toEqual([
        [1, 2],
        [2, 1],
      ]);
      expect(page!.rooming[0].rooms[0].travellers[0]).toMatchObject({ lastName: "Ahmadi", document: "••••0000" });
      const day = page!.departure.departsOn;
      const list = await listDepartures({ from: day, to: day, tourId }, "en");
      expect(list.map((d) => d.id)).toEqual([dep]);
      expect(list[0].confirmBy < day).toBe(true);
      const csv = await roomingCsv(dep, "fa");
      expect(csv!.text.startsWith("\uFEFF")).toBe(true);
      expect(csv!.text).toContain(`"'=HYPERLINK(1)"`);
      expect(csv!.text).toContain("••••0002");
      expect(csv!.text).not.toContain("P1000002");
      expect(csv!.text.split("\r\n").filter(Boolean)).toHaveLength(1 + 3);
    });

    describe("moving a booking to another departure (decision 708)", () => {
      const hotelId = 9_000_011;
      const days = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);
      let from = 0;
      let dearer = 0;
      let cheaper = 0;
      let tight = 0;
      beforeAll(async () => {
        const { tourHotels, tourDepartures } = await import("~/products/tours/schema");
        await handle.db.insert(tourHotels).values({
          id: hotelId,
          tourId,
          position: 1,
          name: "Hotel Pera",
          stars: 4,
          board: "breakfast",
          double: 40_000,
          triple: 35_000,
          singleSupplement: 15_000,
          childWithBed: 25_000,
          childNoBed: 10_000,
          infant: 5_000,
        });
        const dep = async (offset: number, pricePercent: number, placesLeft = 20) => {
          const depId = nextDeparture++;
          await handle.db.insert(tourDepartures).values({
            id: depId,
            tourId,
            departsOn: days(offset),
            returnsOn: days(offset + 3),
            places: 20,
            placesLeft,
            pricePercent,
          });
          return depId;
        };
        from = await dep(60, 100);
        dearer = await dep(75, 120);
        cheaper = await dep(90, 80);
        tight = await dep(95, 100, 2);
      });

      /** A confirmed order for 2 adults and a child of 8 on `departureId`, priced by the shop; paid in full or on a deposit. */
      async function partyBooking(departureId: number, paid: "full" | "deposit") {
        const { tourCartLine } = await import("~/products/tours/booking.server");
        const { lineCharge } = await import("~/domains/orders/rules");
        const { vatPercent } = await import("~/domains/orders/quote.server");
        const { orders, orderLines, users } = await import("~/db/schema");
        const { tourDepartures } = await import("~/products/tours/schema");
        const { sql, eq } = await import("drizzle-orm");
        const traveller = (firstName: string, type: "adult" | "child", birthDate: string, room = 0) => ({
          room,
          type,
          firstName,
          lastName: "Ahmadi",
          gender: "female" as const,
          birthDate,
          nationality: "IR",
          documentType: "passport" as const,
          passportNumber: `P${Math.floor(Math.random() * 9_000_000) + 1_000_000}`,
          passportExpiry: "2032-01-01",
        });
        const made = await tourCartLine({
          slug: "desk-test-tour",
          choice: { departureId, hotelId, rooms: [{ adults: 2, childAges: [8] }], offer: null },
          passengers: [
            traveller("Sara", "adult", "1985-02-03"),
            traveller("Reza", "adult", "1983-07-09"),
            traveller("Nika", "child", "2018-05-04"),
          ],
          contact: { email: "sara@example.com", mobile: "+989121234567" },
          locale: "en",
        });
        if (made.status !== "ok") throw new Error(`no line: ${made.status}`);
        const gross = lineCharge({ ...made.line, quantity: 1 }, vatPercent()).gross;
        const net = made.line.amount;
        const deposit = paid === "deposit" ? Math.round(gross * 0.3) : gross;
        const [customer] = await handle.db
          .insert(users)
          .values({ email: `${id()}@example.com`, passwordHash: "x", clientNumber: `C-${id()}`, status: "active" })
          .returning();
        const [order] = await handle.db
          .insert(orders)
          .values({
            number: `M${id().toUpperCase()}`,
            userId: customer.id,
            status: "confirmed",
            locale: "en",
            ticketAmount: net,
            tax: 0,
            commission: 0,
            otherCosts: 0,
            vat: gross - net,
            total: gross,
            cardAmount: deposit,
            balanceAmount: gross - deposit,
            balanceDueOn: paid === "deposit" ? days(30) : null,
            balanceReminded: paid === "deposit" ? 7 : null,
            buyer: { firstName: "Sara", lastName: "Ahmadi", email: customer.email!, phone: "+989121234567" },
            expiresAt: new Date(Date.now() + 3_600_000),
            confirmedAt: new Date(),
          })
          .returning();
        const [line] = await handle.db
          .insert(orderLines)
          .values({
            orderId: order.id,
            kind: "tour",
            payload: made.line.payload,
            currency: "EUR",
            amount: net,
            breakdown: made.line.breakdown as never,
          })
          .returning();
        await handle.exec(
          `INSERT INTO payments (order_id, provider, idempotency_key, amount, status, provider_ref)
           VALUES (${order.id}, 'sandbox', 'k-${id()}', ${deposit}, 'succeeded', 'sbx_${id()}')`,
        );
        await handle.db
          .update(tourDepartures)
          .set({ placesLeft: sql`${tourDepartures.placesLeft} - 3` })
          .where(eq(tourDepartures.id, departureId));
        return { order, line, gross };
      }
      const orderRow = (orderId: number) =>
        one<{
          total: number;
          card_amount: number;
          balance_amount: number;
          balance_due_on: string | null;
          balance_reminded: number | null;
        }>(
          `SELECT total, card_amount, balance_amount, balance_due_on::text AS balance_due_on, balance_reminded
           FROM orders WHERE id = $1`,
          [orderId],
        );
      const lineDeparture = async (lineId: number) =>
        Number(
          (await one<{ d: string }>(`SELECT payload->>'departureId' AS d FROM order_lines WHERE id = $1`, [lineId])).d,
        );

      it("a dearer departure: the places move, the difference is owed as a balance due by the tour's day, the customer told", async () => {
        const { moveBooking, movePage } = await import("~/products/tours/desk/move.server");
        const who = await agent();
        const { order, line, gross } = await partyBooking(from, "full");
        const before = { from: await placesLeft(from), to: await placesLeft(dearer) };
        const page = await movePage(from, order.number);
        const option = page!.options.find((o) => o.departureId === dearer)!;
        expect(page!.options.some((o) => o.departureId === from)).toBe(false);
        expect(option.difference).toBeGreaterThan(0);
        expect(option.total).toBe(gross + option.difference);
        const moved = await moveBooking(who, { fromId: from, orderNumber: order.number, toId: dearer, hotelId });
        expect(moved).toMatchObject({ ok: true, difference: option.difference, refund: 0, balance: option.difference });
        if (!moved.ok) return;
        // The tour's balance day for the new departure (30 days before it).
        const dueOn = new Date(Date.parse(days(75)) - 30 * 86_400_000).toISOString().slice(0, 10);
        expect(moved.dueOn).toBe(dueOn);
        const row = await orderRow(order.id);
        expect(Number(row.total)).toBe(gross + option.difference);
        expect(Number(row.card_amount)).toBe(gross);
        expect(Number(row.balance_amount)).toBe(option.difference);
        expect(row.balance_due_on).toBe(dueOn);
        expect(await lineDeparture(line.id)).toBe(dearer);
        expect(await placesLeft(from)).toBe(before.from + 3);
        expect(await placesLeft(dearer)).toBe(before.to - 3);
        const mail = await one<{ subject: string }>(
          `SELECT subject FROM outbox WHERE recipient = $1 ORDER BY id DESC LIMIT 1`,
          [order.buyer.email],
        );
        expect(mail.subject).toBe(`Booking ${order.number} changed by our agency`);
        const entry = await one<{ action: string }>(`SELECT action FROM audit_log WHERE entity_id = $1`, [
          order.number,
        ]);
        expect(entry.action).toBe("order.move");
        // The balance is paid as any balance (decision 411): by card on the provider's page.
        const { payBalance } = await import("~/domains/orders/balance.server");
        const pay = await payBalance({ orderNumber: order.number, userId: null, attempt: "a1", method: "card" });
        expect(pay.kind).toBe("redirect");
      });

      it("a cheaper departure: the difference comes off the balance first, then back to the card", async () => {
        const { moveBooking } = await import("~/products/tours/desk/move.server");
        const who = await agent();
        const onDeposit = await partyBooking(from, "deposit");
        const owed = onDeposit.gross - Math.round(onDeposit.gross * 0.3);
        const moved = await moveBooking(who, {
          fromId: from,
          orderNumber: onDeposit.order.number,
          toId: cheaper,
          hotelId,
        });
        expect(moved.ok).toBe(true);
        if (!moved.ok) return;
        expect(moved.difference).toBeLessThan(0);
        expect(-moved.difference).toBeLessThan(owed);
        expect(moved).toMatchObject({ refund: 0, balance: owed + moved.difference, dueOn: days(30) });
        const row = await orderRow(onDeposit.order.id);
        expect(Number(row.balance_amount)).toBe(owed + moved.difference);
        expect(Number(row.balance_reminded)).toBe(7);

        const inFull = await partyBooking(from, "full");
        const back = await moveBooking(who, { fromId: from, orderNumber: inFull.order.number, toId: cheaper, hotelId });
        expect(back.ok).toBe(true);
        if (!back.ok) return;
        expect(back).toMatchObject({ refund: -back.difference, balance: 0, dueOn: null });
        const paid = await orderRow(inFull.order.id);
        expect(Number(paid.total)).toBe(inFull.gross + back.difference);
        expect(Number(paid.card_amount)).toBe(inFull.gross + back.difference);
        const refund = await one<{ amount: number; method: string; reason: string }>(
          `SELECT amount, method, reason FROM refunds WHERE order_id = $1`,
          [inFull.order.id],
        );
        expect(refund).toMatchObject({ method: "card", reason: "moved by the agency" });
        expect(Number(refund.amount)).toBe(-back.difference);
      });

      it("refuses a departure without room for the party and changes nothing; two agents moving at once move it once", async () => {
        const { moveBooking } = await import("~/products/tours/desk/move.server");
        const who = await agent();
        const { order, line, gross } = await partyBooking(from, "full");
        const left = await placesLeft(from);
        expect(await moveBooking(who, { fromId: from, orderNumber: order.number, toId: tight, hotelId })).toEqual({
          ok: false,
          error: "filled",
        });
        expect(await lineDeparture(line.id)).toBe(from);
        expect(await placesLeft(from)).toBe(left);
        expect(await placesLeft(tight)).toBe(2);
        expect(Number((await orderRow(order.id)).total)).toBe(gross);

        const toLeft = await placesLeft(dearer);
        const both = await Promise.all([
          moveBooking(who, { fromId: from, orderNumber: order.number, toId: dearer, hotelId }),
          moveBooking(who, { fromId: from, orderNumber: order.number, toId: dearer, hotelId }),
        ]);
        expect(both.filter((o) => o.ok)).toHaveLength(1);
        expect(both.find((o) => !o.ok)).toEqual({ ok: false, error: "notFound" });
        expect(await placesLeft(dearer)).toBe(toLeft - 3);
        expect(await placesLeft(from)).toBe(left + 3);
        const moves = await one<{ n: number }>(
          `SELECT count(*)::int AS n FROM order_changes WHERE order_id = $1 AND status = 'done'`,
          [order.id],
        );
        expect(Number(moves.n)).toBe(1);
      });
    });
  });
}
