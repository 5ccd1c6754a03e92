import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase } from "./db";
import { checkoutInput } from "./test-inventory";

/**
 * The booking core is product-agnostic (issue 10, item 1): a minimal extra kind — a guided
 * tour sold per place, with its own inventory and the agency's cancellation timeline — is
 * registered by this test and goes the whole way flights go: cart (quantity), quote,
 * order in the customer's currency, payment, voucher, confirmation e-mail, the user's
 * bookings with its timeline, the refund quote explained, cancellation back to the card,
 * places given back. On PGlite (tests/unit) and PostgreSQL (tests/pg).
 */
export function bookingKindSuite(kind: "pglite" | "postgres") {
  describe(`a new product kind through the booking core on ${kind}`, () => {
    let drop: () => Promise<void>;
    let handle: Awaited<ReturnType<typeof createTestDatabase>>["handle"];
    beforeAll(async () => {
      ({ drop, handle } = await createTestDatabase(kind));
      await handle.exec(
        `CREATE TABLE IF NOT EXISTS test_tour_places (id text PRIMARY KEY, remaining integer NOT NULL CHECK (remaining >= 0))`,
      );
      // The test product registers through the same contract as flights, hotels and trains (decision 030).
      const { registerProduct } = await import("~/domains/booking/products");
      const { agencyTimeline } = await import("~/travel/timeline");
      registerProduct({
        kind: "test-tour",
        perUnit: true,
        ships: false,
        document: "voucher",
        timeline: (view) => agencyTimeline(view.departsAt),
        inventory: {
          async take(tx, line) {
            const result = await tx.execute(
              sql`UPDATE test_tour_places SET remaining = remaining - ${line.quantity} WHERE id = ${String(line.payload.tourId)} AND remaining >= ${line.quantity} RETURNING id`,
            );
            return (result as unknown as { rows: unknown[] }).rows.length === 1;
          },
          async release(tx, line) {
            await tx.execute(
              sql`UPDATE test_tour_places SET remaining = remaining + ${line.quantity} WHERE id = ${String(line.payload.tourId)}`,
            );
          },
        },
      });
    });
    afterAll(async () => drop());

    it("goes from the cart to a cancelled booking refunded to the card, as flights do", async () => {
      const tourId = `shiraz-${Math.random().toString(36).slice(2, 8)}`;
      await handle.exec(`INSERT INTO test_tour_places (id, remaining) VALUES ('${tourId}', 10)`);
      const remaining = async () =>
        Number(
          (
            await handle.query<{ remaining: number }>(`SELECT remaining FROM test_tour_places WHERE id = $1`, [tourId])
          )[0].remaining,
        );
      const { users, carts } = await import("~/db/schema");
      const [user] = await handle.db
        .insert(users)
        .values({
          email: `tour-${tourId}@example.com`,
          passwordHash: "x",
          clientNumber: `C-${tourId}`,
          status: "active",
        })
        .returning();
      const startsAt = new Date(Date.now() + 20 * 86_400_000);
      const cart = await import("~/domains/cart/cart.server");
      const cartLines = await import("~/domains/cart/lines.server");
      const [row] = await handle.db.insert(carts).values({ userId: user.id }).returning();
      const line = await cart.addLine(row.id, {
        kind: "test-tour",
        payload: {
          tourId,
          title: "Shiraz and Persepolis, 3 days",
          segments: [{ label: "Shiraz and Persepolis", departsAt: startsAt.toISOString() }],
        },
        amount: 250_00,
        breakdown: {
          items: [{ key: "place", quantity: 1, unitAmount: 240_00 }],
          tax: 0,
          commission: 10_00,
          otherCosts: 0,
          total: 250_00,
        },
        expiresAt: new Date(Date.now() + 30 * 60_000),
      });
      // Sold per place: the cart may change the quantity.
      expect(await cartLines.setQuantity(row.id, line.id, 2)).toBe("updated");

      const orders = await import("./orders-api");
      const USD = { code: "USD", sign: "$", rate: 1.1, decimals: 2 };
      const quote = await orders.quote(
        await cart.listLines(row.id),
        {},
        { userId: user.id, email: user.email },
        new Date(),
        USD,
      );
      const order = await orders.placeOrder({
        cartId: row.id,
        userId: user.id,
        locale: "en",
        input: checkoutInput(user.email!),
        currency: USD,
      });
      expect(order.total).toBe(quote.summary.total);
      expect(order.currency).toBe("USD");
      expect(await remaining()).toBe(8);

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
        ref: `sbx_tour_${paymentId}`,
        brand: "visa",
        last4: "4242",
        token: null,
        fingerprint: null,
      });
      expect(paid.newlyConfirmed).toBe(true);

      // One voucher for the line, the confirmation e-mail queued with it.
      const details = await orders.orderDetails((await orders.findOrder(order.number))!);
      expect(details.tickets).toHaveLength(1);
      expect(details.tickets[0]).toMatchObject({ passengerName: "Sara Ahmadi", segmentLabel: "Shiraz and Persepolis" });
      const mail = await handle.query<{ subject: string }>(`SELECT subject FROM outbox WHERE recipient = $1`, [
        user.email,
      ]);
      expect(mail.map((m) => m.subject)).toEqual([`Booking confirmation ${order.number}`]);

      // The user's bookings list it with its timeline, and the refund quote explains itself.
      const [booked] = await orders.listUserOrders(user.id);
      expect(booked.order.number).toBe(order.number);
      const { presentLine } = await import("~/domains/orders/present");
      const { viewLine } = await import("~/domains/orders/lines");
      const view = viewLine(booked.lines[0].kind, booked.lines[0].payload, booked.lines[0].quantity);
      expect(presentLine(view, "en").timeline.map((s) => s.penaltyShare)).toEqual([0.2, 0.5]);
      const refund = orders.quoteCancellation(booked.order, booked.lines);
      expect(refund.refundable).toBe(true);
      expect(refund.explained.penalty).toBe(Math.round(refund.explained.fare * 0.2));
      expect(refund.explained.fees).toBe(2 * 11_00);

      const cancelled = await orders.cancelOrder(user.id, order.number);
      if (!cancelled.ok) throw new Error(cancelled.error);
      expect(cancelled.amount).toBe(refund.amount);
      expect(cancelled.split).toEqual({ card: refund.amount, wallet: 0, giftCard: 0 });
      expect(await remaining()).toBe(10);
      const after = await orders.orderDetails((await orders.findOrder(order.number))!);
      expect(after.order.status).toBe("cancelled");
      expect(after.refunds).toEqual([
        expect.objectContaining({ method: "card", amount: refund.amount, currency: "USD", status: "done" }),
      ]);
    });
  });
}
