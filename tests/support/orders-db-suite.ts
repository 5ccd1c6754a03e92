import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase } from "./db";
import { checkoutInput, installSeatInventory, seatLine } from "./test-inventory";

/**
 * Orders and payments on a real database, run on PGlite (tests/unit) and PostgreSQL
 * (tests/pg) with the same assertions: no seat sold twice, no payment taken twice,
 * expiry gives seats back, nobody reaches another user's order or cards.
 */
export function ordersDatabaseSuite(kind: "pglite" | "postgres") {
  describe(`orders on ${kind}`, () => {
    let drop: () => Promise<void>;
    let handle: Awaited<ReturnType<typeof createTestDatabase>>["handle"];
    beforeAll(async () => {
      ({ drop, handle } = await createTestDatabase(kind));
      await installSeatInventory(handle.exec);
    });
    afterAll(async () => drop());

    const id = () => Math.random().toString(36).slice(2, 10);

    async function cartWith(
      line:
        | ReturnType<typeof seatLine>
        | {
            kind: string;
            payload: Record<string, unknown>;
            amount: number;
            breakdown: ReturnType<typeof seatLine>["breakdown"];
            expiresAt: Date;
          },
      userId: number | null = null,
    ) {
      const { carts } = await import("~/db/schema");
      const { addLine } = await import("~/domains/cart/cart.server");
      const [cart] = await handle.db.insert(carts).values({ userId }).returning();
      await addLine(cart.id, line);
      return cart.id;
    }
    async function seats(offerId: string, remaining: number) {
      await handle.exec(`INSERT INTO test_seats (id, remaining) VALUES ('${offerId}', ${remaining})`);
    }
    async function remaining(offerId: string) {
      const [row] = await handle.query<{ remaining: number }>(`SELECT remaining FROM test_seats WHERE id = $1`, [
        offerId,
      ]);
      return Number(row.remaining);
    }
    async function flightWithSeats(
      seatsRemaining: number,
      fareType = "standard",
      route: { origin: string; destination: string; departAt: Date } = {
        origin: "THR",
        destination: "MHD",
        departAt: new Date(Date.now() + 20 * 86_400_000),
      },
    ) {
      const { flights } = await import("~/products/flights/schema");
      const departAt = route.departAt;
      const [f] = await handle.db
        .insert(flights)
        .values({
          flightNumber: `T${Math.floor(Math.random() * 9000 + 1000)}`,
          airline: "IR",
          origin: route.origin,
          destination: route.destination,
          departDate: departAt.toISOString().slice(0, 10),
          departAt,
          arriveAt: new Date(departAt.getTime() + 90 * 60_000),
          durationMinutes: 90,
          aircraft: "A320",
          cabin: "economy",
          flightType: "scheduled",
          fareType,
          seatsTotal: 150,
          seatsRemaining,
          baggageKg: 20,
          priceAdult: 12000,
          taxAdult: 1800,
        })
        .returning();
      return f;
    }
    function flightLine(
      f: {
        id: number;
        flightNumber: string;
        airline: string;
        origin: string;
        destination: string;
        departAt: Date;
        arriveAt: Date;
        cabin: string;
        fareType: string;
        priceAdult: number;
        taxAdult: number;
      },
      adults = 1,
    ) {
      const total = adults * (f.priceAdult + f.taxAdult + 300) + 150;
      return {
        kind: "flight",
        payload: {
          outboundOfferId: f.id,
          passengers: Array.from({ length: adults }, (_, i) => ({
            type: "adult",
            firstName: "Sara",
            lastName: `Test${"abcdefgh"[i]}`,
            gender: "female",
            birthDate: "1990-01-01",
            documentType: "id_card",
            nationalId: "0012345679",
          })),
          contact: { email: "t@example.com", mobile: "+989121234567" },
          searchedAt: new Date().toISOString(),
          legs: [
            {
              offerId: f.id,
              flightNumber: f.flightNumber,
              airline: f.airline,
              origin: f.origin,
              destination: f.destination,
              departAt: f.departAt.toISOString(),
              arriveAt: f.arriveAt.toISOString(),
              cabin: f.cabin,
              fareType: f.fareType,
            },
          ],
        },
        amount: total,
        breakdown: {
          items: [{ key: "adult", quantity: adults, unitAmount: f.priceAdult }],
          tax: adults * f.taxAdult,
          commission: adults * 300,
          otherCosts: 150,
          total,
        },
        expiresAt: new Date(Date.now() + 30 * 60_000),
      };
    }
    async function user(email: string) {
      const { users } = await import("~/db/schema");
      const [u] = await handle.db
        .insert(users)
        .values({ email, passwordHash: "x", clientNumber: `C-${id()}`, status: "active" })
        .returning();
      return u;
    }
    /** Places an order and pays it by card through the provider's callback. */
    async function buy(cartId: string, email: string, userId: number | null = null) {
      const orders = await import("./orders-api");
      const order = await orders.placeOrder({ cartId, userId, locale: "en", input: checkoutInput(email) });
      const paid = await orders.payOrder({
        orderNumber: order.number,
        userId,
        attempt: id() + id(),
        useWallet: false,
        savedCardId: null,
      });
      if (paid.kind !== "redirect") throw new Error(`expected the provider's page, got ${paid.kind}`);
      const paymentId = Number(paid.url.match(/sandbox\/(\d+)/)![1]);
      await orders.completePayment({
        paymentId,
        status: "succeeded",
        ref: `ref-${id()}`,
        brand: "visa",
        last4: "4242",
        token: null,
        fingerprint: null,
      });
      return order;
    }

    it("a guest's order takes seats, and payment confirms it with one e-ticket per passenger", async () => {
      const offer = `o-${id()}`;
      await seats(offer, 10);
      const cartId = await cartWith(seatLine(offer, 2));
      const order = await buy(cartId, "guest@example.com");
      const { orderDetails, findOrder } = await import("./orders-api");
      const fresh = (await findOrder(order.number))!;
      expect(fresh.status).toBe("confirmed");
      const details = await orderDetails(fresh);
      expect(details.tickets).toHaveLength(2);
      expect(details.payments.map((p) => p.status)).toEqual(["succeeded"]);
      expect(await remaining(offer)).toBe(8);
      const { listLines } = await import("~/domains/cart/cart.server");
      expect(await listLines(cartId)).toHaveLength(0);
      // The confirmation e-mail was queued by the transaction that confirmed the order, with its ticket numbers;
      // the PDF ticket is made when the outbox worker sends it (decision 404).
      const { messagesTo } = await import("./outbox");
      const mails = (await messagesTo("guest@example.com")).filter((m) => m.ref === order.number);
      expect(mails).toHaveLength(1);
      expect(mails[0]).toMatchObject({ kind: "order-ticket", status: "pending" });
      expect(mails[0].subject).toContain(order.number);
      for (const ticket of details.tickets) expect(mails[0].body).toContain(ticket.number);
      const { orderTicketMessages } = await import("~/domains/orders/ticket-attachment.server");
      const [pdf] = await orderTicketMessages.attachments!(order.number);
      expect(pdf.filename).toBe(`ticket-${order.number}.pdf`);
      expect(pdf.content.subarray(0, 5).toString()).toBe("%PDF-");
    });

    it("50 concurrent buyers for the last 5 seats of a flight: exactly 5 paid orders and 0 seats left", async () => {
      const flight = await flightWithSeats(5);
      const carts = await Promise.all(Array.from({ length: 50 }, () => cartWith(flightLine(flight))));
      const results = await Promise.allSettled(carts.map((c, i) => buy(c, `buyer${i}@example.com`)));
      const ok = results.filter((r) => r.status === "fulfilled");
      const refused = results
        .filter((r) => r.status === "rejected")
        .map((r) => (r as PromiseRejectedResult).reason.message);
      expect(ok).toHaveLength(5);
      expect(new Set(refused)).toEqual(new Set(["orders:checkout.seatsGone"]));
      const [row] = await handle.query<{ seats_remaining: number }>(
        `SELECT seats_remaining FROM flights WHERE id = $1`,
        [flight.id],
      );
      expect(Number(row.seats_remaining)).toBe(0);
      const rows = await handle.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM orders o JOIN order_lines l ON l.order_id = o.id WHERE (l.payload->>'outboundOfferId')::int = $1 AND o.status = 'confirmed'`,
        [flight.id],
      );
      expect(Number(rows[0].n)).toBe(5);
      // One confirmation e-mail per paid order, none for the refused ones.
      const mails = await handle.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM outbox m JOIN orders o ON o.number = m.ref
         WHERE m.kind = 'order-ticket' AND (SELECT (l.payload->>'outboundOfferId')::int FROM order_lines l WHERE l.order_id = o.id LIMIT 1) = $1`,
        [flight.id],
      );
      expect(Number(mails[0].n)).toBe(5);
    });

    it("200 concurrent buyers of a one-stop itinerary: seats held on every leg in one transaction, none oversold", async () => {
      // Mashhad → Imam Khomeini (7 seats left) → Istanbul (4 seats left): only 4 itineraries can be sold, and a
      // refused buyer leaves no seat taken on the first leg.
      const start = new Date(Date.now() + 21 * 86_400_000);
      const first = await flightWithSeats(7, "standard", { origin: "MHD", destination: "IKA", departAt: start });
      const second = await flightWithSeats(4, "standard", {
        origin: "IKA",
        destination: "IST",
        departAt: new Date(start.getTime() + 4 * 3_600_000),
      });
      const line = (() => {
        const a = flightLine(first);
        const b = flightLine(second);
        const total = a.amount + b.amount - 150;
        return {
          ...a,
          payload: {
            ...a.payload,
            itineraries: [[first.id, second.id]],
            legs: [...a.payload.legs, ...b.payload.legs],
          },
          amount: total,
          breakdown: { ...a.breakdown, total },
        };
      })();
      const carts = await Promise.all(Array.from({ length: 200 }, () => cartWith(line)));
      const orders = await import("./orders-api");
      const results = await Promise.allSettled(
        carts.map((cartId, i) =>
          orders.placeOrder({ cartId, userId: null, locale: "en", input: checkoutInput(`leg${i}@example.com`) }),
        ),
      );
      expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(4);
      const refused = results
        .filter((r) => r.status === "rejected")
        .map((r) => (r as PromiseRejectedResult).reason.message);
      expect(new Set(refused)).toEqual(new Set(["orders:checkout.seatsGone"]));
      const rows = await handle.query<{ id: number; seats_remaining: number }>(
        `SELECT id, seats_remaining FROM flights WHERE id IN ($1, $2) ORDER BY id`,
        [first.id, second.id],
      );
      expect(rows.map((r) => Number(r.seats_remaining))).toEqual([3, 0]);
      const held = await handle.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM order_lines l WHERE l.payload->'itineraries'->0->>1 = $1`,
        [String(second.id)],
      );
      expect(Number(held[0].n)).toBe(4);
    });

    /** A paid one-way flight booking of a new user on a fresh THR → MHD flight, and a later flight on its route. */
    async function bookedWithLater(laterSeats: number, laterPrice = 12000) {
      const day = 86_400_000;
      const base = Date.now() + (30 + Math.floor(Math.random() * 200)) * day;
      const booked = await flightWithSeats(20, "standard", {
        origin: "THR",
        destination: "MHD",
        departAt: new Date(Math.floor(base / day) * day + 8 * 3_600_000),
      });
      const later = await flightWithSeats(laterSeats, "standard", {
        origin: "THR",
        destination: "MHD",
        departAt: new Date(booked.departAt.getTime() + day + 2 * 3_600_000),
      });
      if (laterPrice !== 12000)
        await handle.exec(`UPDATE flights SET price_adult = ${laterPrice} WHERE id = ${later.id}`);
      const u = await user(`change-${id()}@example.com`);
      const order = await buy(await cartWith(flightLine(booked, 1), u.id), u.email!, u.id);
      return { booked, later, user: u, order };
    }
    async function proposal(orderNumber: string, laterId: number) {
      const orders = await import("./orders-api");
      const { proposeChange } = await import("~/products/flights/change.server");
      const details = await orders.orderDetails((await orders.findOrder(orderNumber))!);
      const p = await proposeChange(details.lines[0], 0, [laterId], new Date());
      if (!p) throw new Error("no proposal");
      return p;
    }
    const seatsOf = async (flightId: number) =>
      Number(
        (await handle.query<{ s: number }>(`SELECT seats_remaining AS s FROM flights WHERE id = $1`, [flightId]))[0].s,
      );

    it("a date change racing buyers for the last seat: one of them gets it, none oversold", async () => {
      const { later, user: u, order } = await bookedWithLater(1);
      const orders = await import("./orders-api");
      const change = await proposal(order.number, later.id);
      const carts = await Promise.all(Array.from({ length: 10 }, () => cartWith(flightLine(later, 1))));
      const results = await Promise.allSettled([
        orders.startChange({
          orderNumber: order.number,
          viewer: { userId: u.id, numbers: [] },
          proposal: change,
          attempt: id() + id(),
        }),
        ...carts.map((cartId, i) =>
          orders.placeOrder({ cartId, userId: null, locale: "en", input: checkoutInput(`race${i}@example.com`) }),
        ),
      ]);
      const changed = results[0].status === "fulfilled" && results[0].value.kind === "pay" ? 1 : 0;
      const bought = results.slice(1).filter((r) => r.status === "fulfilled").length;
      expect(changed + bought).toBe(1);
      expect(await seatsOf(later.id)).toBe(0);
      if (!changed) expect(results[0]).toMatchObject({ value: { kind: "error", message: "orders:change.filled" } });
    });

    it("a date change paid by card: new flight and tickets, old seat back, order and refunds add up", async () => {
      const { booked, later, user: u, order } = await bookedWithLater(5);
      const orders = await import("./orders-api");
      const before = (await orders.findOrder(order.number))!;
      const started = await orders.startChange({
        orderNumber: order.number,
        viewer: { userId: u.id, numbers: [] },
        proposal: await proposal(order.number, later.id),
        attempt: id() + id(),
      });
      if (started.kind !== "pay") throw new Error(`expected the provider's page, got ${started.kind}`);
      expect(await seatsOf(later.id)).toBe(4); // held while the balance is paid
      expect(await seatsOf(booked.id)).toBe(19);
      const paymentId = Number(started.url.match(/sandbox\/(\d+)/)![1]);
      const pay = {
        paymentId,
        status: "succeeded" as const,
        ref: `ref-${id()}`,
        brand: "visa",
        last4: "4242",
        token: null,
        fingerprint: null,
      };
      await orders.completePayment(pay);
      await orders.completePayment(pay); // a replayed callback changes nothing
      const after = (await orders.findOrder(order.number))!;
      const details = await orders.orderDetails(after);
      expect(details.lines[0].payload.outboundOfferId).toBe(later.id);
      expect(await seatsOf(booked.id)).toBe(20);
      expect(await seatsOf(later.id)).toBe(4);
      // Same fare: the balance is the standard fare's 10 % change fee, VAT on it.
      const [paid] = await handle.query<{ amount: number }>(`SELECT amount FROM payments WHERE id = $1`, [paymentId]);
      expect(after.total).toBe(before.total + Number(paid.amount));
      expect(after.cardAmount).toBe(before.cardAmount + Number(paid.amount));
      const tickets = await handle.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM tickets WHERE order_id = $1 AND segment_label LIKE '%MHD%'`,
        [after.id],
      );
      expect(Number(tickets[0].n)).toBe(1);
      // Cancelling now refunds across both card charges, never beyond either.
      const cancelled = await orders.cancelOrder(u.id, order.number);
      expect(cancelled.ok).toBe(true);
      const charges = await handle.query<{ amount: number; refunded: number }>(
        `SELECT amount, refunded FROM payments WHERE order_id = $1 AND status = 'succeeded'`,
        [after.id],
      );
      expect(charges.every((c) => Number(c.refunded) <= Number(c.amount))).toBe(true);
      expect(await seatsOf(later.id)).toBe(5);
    });

    it("a cheaper date is changed at once and the difference refunded to the card; an unpaid change's hold ends", async () => {
      const { booked, later, user: u, order } = await bookedWithLater(5, 6000);
      const orders = await import("./orders-api");
      const before = (await orders.findOrder(order.number))!;
      const done = await orders.startChange({
        orderNumber: order.number,
        viewer: { userId: u.id, numbers: [] },
        proposal: await proposal(order.number, later.id),
        attempt: id() + id(),
      });
      expect(done.kind).toBe("done");
      const refund = (done as { refund: number }).refund;
      expect(refund).toBeGreaterThan(0);
      const after = (await orders.findOrder(order.number))!;
      expect(after.total).toBe(before.total - refund);
      expect(after.cardAmount).toBe(before.cardAmount - refund);
      const rows = await handle.query<{ amount: number; method: string }>(
        `SELECT amount, method FROM refunds WHERE order_id = $1`,
        [after.id],
      );
      expect(rows.map((r) => [Number(r.amount), r.method])).toEqual([[refund, "card"]]);
      expect(await seatsOf(booked.id)).toBe(20);
      expect(await seatsOf(later.id)).toBe(4);
      // Back to the first flight (dearer): held, then given back when the hold ends unpaid.
      const back = await orders.startChange({
        orderNumber: order.number,
        viewer: { userId: u.id, numbers: [] },
        proposal: await proposal(order.number, booked.id),
        attempt: id() + id(),
      });
      expect(back.kind).toBe("pay");
      expect(await seatsOf(booked.id)).toBe(19);
      await orders.expireStaleChanges(new Date(Date.now() + 16 * 60_000));
      expect(await seatsOf(booked.id)).toBe(20);
      expect(await seatsOf(later.id)).toBe(4);
    });

    it("the same seat chosen on two bookings at once goes to one of them; cancelling gives it back", async () => {
      const a = await bookedWithLater(5);
      const b = await bookedWithLater(5);
      // Two bookings on one flight (a's, and a second one bought on it) both ask for seat 14C with a bag.
      const orders = await import("./orders-api");
      const { proposeExtras } = await import("~/products/flights/extras.server");
      const second = await buy(await cartWith(flightLine(a.booked, 1), b.user.id), b.user.email!, b.user.id);
      const propose = async (orderNumber: string) => {
        const details = await orders.orderDetails((await orders.findOrder(orderNumber))!);
        const p = await proposeExtras(details.lines[0], {
          offerId: a.booked.id,
          attempt: id() + id(),
          seat: ["14C"],
          bags: [1],
        });
        if ("error" in p) throw new Error(p.error);
        return p.proposal;
      };
      const [first, other] = [await propose(a.order.number), await propose(second.number)];
      const results = await Promise.all([
        orders.startChange({
          orderNumber: a.order.number,
          viewer: { userId: a.user.id, numbers: [] },
          proposal: first,
          attempt: id() + id(),
        }),
        orders.startChange({
          orderNumber: second.number,
          viewer: { userId: b.user.id, numbers: [] },
          proposal: other,
          attempt: id() + id(),
        }),
      ]);
      expect(results.map((r) => r.kind).sort()).toEqual(["error", "pay"]);
      const held = await handle.query<{ n: number }>(`SELECT count(*)::int AS n FROM flight_seats WHERE seat = '14C'`);
      expect(Number(held[0].n)).toBe(1);
      // The winner pays; the seat is on the line; cancelling the booking frees it.
      const winner =
        results[0].kind === "pay" ? { r: results[0], o: a.order, u: a.user } : { r: results[1], o: second, u: b.user };
      const paymentId = Number((winner.r as { url: string }).url.match(/sandbox\/(\d+)/)![1]);
      await orders.completePayment({
        paymentId,
        status: "succeeded",
        ref: `ref-${id()}`,
        brand: "visa",
        last4: "4242",
        token: null,
        fingerprint: null,
      });
      const line = (await orders.orderDetails((await orders.findOrder(winner.o.number))!)).lines[0];
      expect((line.payload.extras as { seats: { seat: string }[] }).seats.map((s) => s.seat)).toEqual(["14C"]);
      expect((await orders.cancelOrder(winner.u.id, winner.o.number)).ok).toBe(true);
      const left = await handle.query<{ n: number }>(`SELECT count(*)::int AS n FROM flight_seats WHERE seat = '14C'`);
      expect(Number(left[0].n)).toBe(0);
    });

    it("a flight order that expires gives its seats back; a cancelled flex ticket follows the fare rules", async () => {
      const flight = await flightWithSeats(3, "flex");
      const orders = await import("./orders-api");
      await orders.placeOrder({
        cartId: await cartWith(flightLine(flight, 2)),
        userId: null,
        locale: "en",
        input: checkoutInput("fl@example.com"),
      });
      const seatsLeft = async () =>
        Number(
          (await handle.query<{ s: number }>(`SELECT seats_remaining AS s FROM flights WHERE id = $1`, [flight.id]))[0]
            .s,
        );
      expect(await seatsLeft()).toBe(1);
      await orders.expireStaleOrders(new Date(Date.now() + 25 * 60_000));
      expect(await seatsLeft()).toBe(3);
      const u = await user(`flex-${id()}@example.com`);
      const mine = await buy(await cartWith(flightLine(flight, 1), u.id), u.email!, u.id);
      const details = await orders.orderDetails((await orders.findOrder(mine.number))!);
      const quote = orders.quoteCancellation(details.order, details.lines);
      // Flex, more than 7 days ahead: 5 % of the fare kept, taxes refunded.
      expect(quote.penalty).toBe(Math.round(flight.priceAdult * 0.05));
      expect((await orders.cancelOrder(u.id, mine.number)).ok).toBe(true);
      expect(await seatsLeft()).toBe(3);
    });

    it("the same payment submitted 5 times at once makes one charge and one set of tickets", async () => {
      const offer = `pay-${id()}`;
      await seats(offer, 5);
      const cartId = await cartWith(seatLine(offer, 2));
      const orders = await import("./orders-api");
      const order = await orders.placeOrder({
        cartId,
        userId: null,
        locale: "en",
        input: checkoutInput("twice@example.com"),
      });
      const attempt = `attempt-${id()}`;
      const starts = await Promise.all(
        Array.from({ length: 5 }, () =>
          orders.payOrder({ orderNumber: order.number, userId: null, attempt, useWallet: false, savedCardId: null }),
        ),
      );
      const urls = new Set(starts.map((s) => (s.kind === "redirect" ? s.url : s.kind)));
      expect(urls.size).toBe(1);
      const paymentId = Number([...urls][0].match(/sandbox\/(\d+)/)![1]);
      const callbacks = await Promise.all(
        Array.from({ length: 5 }, () =>
          orders.completePayment({
            paymentId,
            status: "succeeded",
            ref: "r1",
            brand: "visa",
            last4: "4242",
            token: null,
            fingerprint: null,
          }),
        ),
      );
      expect(callbacks.filter((c) => c.newlyConfirmed)).toHaveLength(1);
      // A second payment attempt for the paid order (a double click with another key) takes nothing.
      const again = await orders.payOrder({
        orderNumber: order.number,
        userId: null,
        attempt: `other-${id()}`,
        useWallet: false,
        savedCardId: null,
      });
      expect(again.kind).toBe("confirmed");
      const details = await orders.orderDetails((await orders.findOrder(order.number))!);
      expect(details.payments.filter((p) => p.status === "succeeded")).toHaveLength(1);
      expect(details.payments).toHaveLength(1);
      expect(details.tickets).toHaveLength(2);
    });

    it("two payments racing for one order: one charge succeeds, the other is refused", async () => {
      const offer = `race-${id()}`;
      await seats(offer, 5);
      const cartId = await cartWith(seatLine(offer, 1));
      const orders = await import("./orders-api");
      const order = await orders.placeOrder({
        cartId,
        userId: null,
        locale: "en",
        input: checkoutInput("race@example.com"),
      });
      const starts = await Promise.all(
        [1, 2].map((n) =>
          orders.payOrder({
            orderNumber: order.number,
            userId: null,
            attempt: `a${n}-${id()}`,
            useWallet: false,
            savedCardId: null,
          }),
        ),
      );
      const ids = starts.map((s) => Number((s as { url: string }).url.match(/sandbox\/(\d+)/)![1]));
      await Promise.all(
        ids.map((paymentId) =>
          orders.completePayment({
            paymentId,
            status: "succeeded",
            ref: `r${paymentId}`,
            brand: "visa",
            last4: "4242",
            token: null,
            fingerprint: null,
          }),
        ),
      );
      const details = await orders.orderDetails((await orders.findOrder(order.number))!);
      expect(details.payments.filter((p) => p.status === "succeeded")).toHaveLength(1);
      expect(details.tickets).toHaveLength(1);
    });

    it("an unpaid order expires, gives its seats and gift-card balance back; a late payment is refunded", async () => {
      const offer = `exp-${id()}`;
      await seats(offer, 3);
      const { giftCards } = await import("~/db/schema");
      const code = `GIFT-${id()}`.toUpperCase();
      await handle.db.insert(giftCards).values({ code, initialAmount: 5000, balance: 5000 });
      const cartId = await cartWith(seatLine(offer, 2));
      const orders = await import("./orders-api");
      const order = await orders.placeOrder({
        cartId,
        userId: null,
        locale: "en",
        input: checkoutInput("late@example.com", { giftCode: code }),
      });
      expect(order.giftCardAmount).toBe(5000);
      expect(await remaining(offer)).toBe(1);
      const start = await orders.payOrder({
        orderNumber: order.number,
        userId: null,
        attempt: `late-${id()}`,
        useWallet: false,
        savedCardId: null,
      });
      const later = new Date(Date.now() + 25 * 60_000);
      expect(await orders.expireStaleOrders(later)).toBeGreaterThanOrEqual(1);
      expect((await orders.findOrder(order.number))!.status).toBe("expired");
      expect(await remaining(offer)).toBe(3);
      const [card] = await handle.query<{ balance: number }>(`SELECT balance FROM gift_cards WHERE code = $1`, [code]);
      expect(Number(card.balance)).toBe(5000);
      const paymentId = Number((start as { url: string }).url.match(/sandbox\/(\d+)/)![1]);
      await orders.completePayment({
        paymentId,
        status: "succeeded",
        ref: "late",
        brand: "visa",
        last4: "4242",
        token: null,
        fingerprint: null,
      });
      const details = await orders.orderDetails((await orders.findOrder(order.number))!);
      expect(details.order.status).toBe("expired");
      expect(details.tickets).toHaveLength(0);
      expect(details.refunds.map((r) => r.method).sort()).toEqual(["card", "gift_card"]);
    });

    it("a discount code with a usage limit is used at most that many times, even at once", async () => {
      const offer = `disc-${id()}`;
      await seats(offer, 50);
      const { discountCodes } = await import("~/db/schema");
      const code = `LIMIT-${id()}`.toUpperCase();
      await handle.db.insert(discountCodes).values({ code, type: "percentage", value: 10, usageLimit: 2 });
      const carts = await Promise.all(Array.from({ length: 5 }, () => cartWith(seatLine(offer, 1))));
      const orders = await import("./orders-api");
      const results = await Promise.allSettled(
        carts.map((c, i) =>
          orders.placeOrder({
            cartId: c,
            userId: null,
            locale: "en",
            input: checkoutInput(`d${i}@example.com`, { discountCode: code }),
          }),
        ),
      );
      expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(2);
      expect(
        results.filter((r) => r.status === "rejected").map((r) => (r as PromiseRejectedResult).reason.key),
      ).toEqual(Array(3).fill("orders:discount.usedUp"));
      for (const r of results) if (r.status === "fulfilled") expect(r.value.discount).toBe(1000);
    });

    it("the wallet pays a whole order; cancelling refunds to the wallet and frees the seats", async () => {
      const offer = `wal-${id()}`;
      await seats(offer, 4);
      const u = await user(`wallet-${id()}@example.com`);
      const { walletEntries } = await import("~/db/schema");
      await handle.db.insert(walletEntries).values({ userId: u.id, amount: 100000, kind: "credit" });
      const cartId = await cartWith(seatLine(offer, 1), u.id);
      const orders = await import("./orders-api");
      const order = await orders.placeOrder({ cartId, userId: u.id, locale: "en", input: checkoutInput(u.email!) });
      const paid = await orders.payOrder({
        orderNumber: order.number,
        userId: u.id,
        attempt: id() + id(),
        useWallet: true,
        savedCardId: null,
      });
      expect(paid.kind).toBe("confirmed");
      expect(await orders.walletBalance(u.id)).toBe(100000 - order.total);
      expect(await remaining(offer)).toBe(3);
      const cancelled = await orders.cancelOrder(u.id, order.number);
      expect(cancelled.ok).toBe(true);
      expect(await remaining(offer)).toBe(4);
      expect(await orders.walletBalance(u.id)).toBe(100000 - order.total + (cancelled as { amount: number }).amount);
      expect((await orders.cancelOrder(u.id, order.number)).ok).toBe(false);
    });

    it("never shows or changes another user's order or cards", async () => {
      const offer = `own-${id()}`;
      await seats(offer, 4);
      const a = await user(`a-${id()}@example.com`);
      const b = await user(`b-${id()}@example.com`);
      const order = await buy(await cartWith(seatLine(offer, 1), a.id), a.email!, a.id);
      const orders = await import("./orders-api");
      expect(await orders.orderForViewer(order.number, { userId: b.id, numbers: [order.number] })).toBeNull();
      expect(await orders.orderForViewer(order.number, { userId: a.id, numbers: [] })).not.toBeNull();
      expect((await orders.cancelOrder(b.id, order.number)).ok).toBe(false);
      expect(await orders.listUserOrders(b.id)).toHaveLength(0);
      const wallet = await import("~/domains/payments/wallet.server");
      const saved = await wallet.saveCard(a.id, { holder: "A", number: "4242424242424242", expiry: "12/39" });
      expect(saved.ok).toBe(true);
      expect(await wallet.saveCard(a.id, { holder: "A", number: "4242 4242 4242 4242", expiry: "11/38" })).toEqual({
        ok: false,
        error: "orders:card.duplicate",
      });
      expect(await wallet.deleteCard(b.id, (saved as { id: number }).id)).toBe(false);
      expect(await wallet.listCards(a.id)).toHaveLength(1);
      const paid = await orders.payOrder({
        orderNumber: order.number,
        userId: b.id,
        attempt: id() + id(),
        useWallet: true,
        savedCardId: (saved as { id: number }).id,
      });
      expect(paid.kind).toBe("confirmed");
      // A guest's order is visible only in the browser that placed it.
      const guest = await buy(await cartWith(seatLine(offer, 1)), "g@example.com");
      expect(await orders.orderForViewer(guest.number, { userId: null, numbers: [] })).toBeNull();
      expect(await orders.orderForViewer(guest.number, { userId: null, numbers: [guest.number] })).not.toBeNull();
    });

    it("a saved card pays through its provider token; a gift card redeems into the wallet once", async () => {
      const offer = `tok-${id()}`;
      await seats(offer, 4);
      const u = await user(`tok-${id()}@example.com`);
      const wallet = await import("~/domains/payments/wallet.server");
      const declined = await wallet.saveCard(u.id, { holder: "U", number: "4000000000000002", expiry: "12/39" });
      const good = await wallet.saveCard(u.id, { holder: "U", number: "5555555555554444", expiry: "12/39" });
      const orders = await import("./orders-api");
      const order = await orders.placeOrder({
        cartId: await cartWith(seatLine(offer, 1), u.id),
        userId: u.id,
        locale: "en",
        input: checkoutInput(u.email!),
      });
      const first = await orders.payOrder({
        orderNumber: order.number,
        userId: u.id,
        attempt: id() + id(),
        useWallet: false,
        savedCardId: (declined as { id: number }).id,
      });
      expect(first).toMatchObject({ kind: "error", message: "orders:payment.declined" });
      const second = await orders.payOrder({
        orderNumber: order.number,
        userId: u.id,
        attempt: id() + id(),
        useWallet: false,
        savedCardId: (good as { id: number }).id,
      });
      expect(second.kind).toBe("confirmed");
      const { giftCards } = await import("~/db/schema");
      const code = `RED-${id()}`.toUpperCase();
      await handle.db.insert(giftCards).values({ code, initialAmount: 3000, balance: 3000 });
      expect(await wallet.redeemGiftCard(u.id, code)).toEqual({ ok: true, amount: 3000 });
      expect(await wallet.redeemGiftCard(u.id, code)).toEqual({ ok: false, error: "orders:gift.empty" });
      expect((await wallet.walletOverview(u.id)).balance).toBe(3000);
      const report = await orders.spendingReport(u.id);
      expect(report[0]).toMatchObject({ currency: "EUR", orders: 1, spent: order.total });
      // Confirmed at 00:30 in Tehran on 23 October 2026 (1 Aban 1405; still 22 October, 30 Mehr, in UTC):
      // Persian pages list it under Aban (1405/08), on the agency's calendar.
      const { orders: ordersTable } = await import("~/db/schema");
      const { eq } = await import("drizzle-orm");
      await handle.db
        .update(ordersTable)
        .set({ confirmedAt: new Date("2026-10-22T21:00:00Z") })
        .where(eq(ordersTable.number, order.number));
      expect(await orders.spendingReport(u.id, "jalali")).toMatchObject([
        { month: "1405-08", firstDay: "2026-10-23", currency: "EUR", orders: 1 },
      ]);
      expect(await orders.spendingReport(u.id, "gregorian")).toMatchObject([{ month: "2026-10", orders: 1 }]);
    });
  });
}
