import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase } from "./db";
import { checkoutInput, installSeatInventory, seatLine } from "./test-inventory";

/**
 * Money that is always right (issue 10), on PGlite (tests/unit) and PostgreSQL (tests/pg):
 * orders in the customer's currency, duplicate and late charges refunded through the
 * provider, refunds back the way the money came, limits on pending orders — and the
 * invariants after a burst of concurrent purchases: for every order, charges − refunds =
 * amount kept, and seats held = seats of pending and confirmed orders.
 */
export function moneyDatabaseSuite(kind: "pglite" | "postgres") {
  describe(`order money on ${kind}`, () => {
    let drop: () => Promise<void>;
    let handle: Awaited<ReturnType<typeof createTestDatabase>>["handle"];
    beforeAll(async () => {
      ({ drop, handle } = await createTestDatabase(kind));
      await installSeatInventory(handle.exec);
    });
    afterAll(async () => drop());

    const id = () => Math.random().toString(36).slice(2, 10);
    const USD = { code: "USD", sign: "$", rate: 1.1, decimals: 2 };
    const ok = (paymentId: number, extra: Record<string, unknown> = {}) => ({
      paymentId,
      status: "succeeded" as const,
      ref: `sbx_${paymentId}_${id()}`,
      brand: "visa",
      last4: "4242",
      token: null,
      fingerprint: null,
      ...extra,
    });
    const paymentIdOf = (outcome: unknown) => Number((outcome as { url: string }).url.match(/sandbox\/(\d+)/)![1]);

    async function cartWith(offer: string, passengers: number, userId: number | null = null) {
      const { carts } = await import("~/db/schema");
      const { addLine } = await import("~/domains/cart/cart.server");
      const [cart] = await handle.db.insert(carts).values({ userId }).returning();
      await addLine(cart.id, seatLine(offer, passengers));
      return cart.id;
    }
    async function seats(offer: string, remaining: number) {
      await handle.exec(`INSERT INTO test_seats (id, remaining) VALUES ('${offer}', ${remaining})`);
    }
    async function remaining(offer: string) {
      const [row] = await handle.query<{ remaining: number }>(`SELECT remaining FROM test_seats WHERE id = $1`, [
        offer,
      ]);
      return Number(row.remaining);
    }
    async function user(email: string) {
      const { users } = await import("~/db/schema");
      const [u] = await handle.db
        .insert(users)
        .values({ email, passwordHash: "x", clientNumber: `C-${id()}`, status: "active" })
        .returning();
      return u;
    }

    /** Per order: card charges − card refunds, and what the order should have kept from the card. */
    async function cardLedger(orderId: number) {
      const [row] = await handle.query<{ charged: number; refunded: number; pending: number; kept: number }>(
        `SELECT
           (SELECT coalesce(sum(amount), 0)::int FROM payments WHERE order_id = o.id AND status IN ('succeeded', 'refunded')) AS charged,
           (SELECT coalesce(sum(amount), 0)::int FROM refunds WHERE order_id = o.id AND method = 'card') AS refunded,
           (SELECT count(*)::int FROM refunds WHERE order_id = o.id AND status = 'pending') AS pending,
           CASE WHEN o.status = 'confirmed' THEN o.card_amount ELSE 0 END AS kept
         FROM orders o WHERE o.id = $1`,
        [orderId],
      );
      return row;
    }

    it("prices, charges and records an order in the customer's currency, with the rate", async () => {
      const offer = `usd-${id()}`;
      await seats(offer, 5);
      const orders = await import("./orders-api");
      const cartId = await cartWith(offer, 2);
      const { listLines } = await import("~/domains/cart/cart.server");
      const quote = await orders.quote(await listLines(cartId), {}, { userId: null, email: null }, new Date(), USD);
      const order = await orders.placeOrder({
        cartId,
        userId: null,
        locale: "en",
        input: checkoutInput("usd@example.com"),
        currency: USD,
      });
      expect(order.currency).toBe("USD");
      expect(Number(order.rate)).toBe(1.1);
      // What the checkout showed is what the order costs: 2 × 110.00 + 16.50 tax … in dollars.
      expect(order.total).toBe(quote.summary.total);
      expect(order.ticketAmount).toBe(2 * 110_00);
      expect(order.total).toBe(
        order.ticketAmount + order.tax + order.commission + order.otherCosts - order.discount + order.vat,
      );
      const start = await orders.payOrder({
        orderNumber: order.number,
        userId: null,
        attempt: id(),
        useWallet: false,
        savedCardId: null,
      });
      const details = await orders.orderDetails((await orders.findOrder(order.number))!);
      expect(details.payments[0]).toMatchObject({ id: paymentIdOf(start), currency: "USD", amount: order.total });
    });

    it("the cart's lines, the checkout, the order, its lines and the payment agree to the minor unit (issue 22 item 1)", async () => {
      const orders = await import("./orders-api");
      const { carts } = await import("~/db/schema");
      const { addLine, listLines } = await import("~/domains/cart/cart.server");
      const awkward = (offer: string, passengers: number) => {
        const line = seatLine(offer, passengers);
        const breakdown = {
          items: [{ key: "adult", quantity: passengers, unitAmount: 41_73 }],
          tax: 12_37,
          commission: 3_33,
          otherCosts: 1_01,
          total: passengers * 41_73 + 12_37 + 3_33 + 1_01,
        };
        return { ...line, amount: breakdown.total, breakdown };
      };
      const currencies = [
        { code: "USD", sign: "$", rate: 1.1111, decimals: 2 },
        { code: "IRR", sign: "﷼", rate: 600000, decimals: 0 },
        { code: "GBP", sign: "£", rate: 1.2, decimals: 2 },
      ];
      for (const currency of currencies) {
        const [a, b] = [`one-${id()}`, `two-${id()}`];
        await seats(a, 9);
        await seats(b, 9);
        const [cart] = await handle.db.insert(carts).values({ userId: null }).returning();
        await addLine(cart.id, awkward(a, 2));
        await addLine(cart.id, awkward(b, 3));
        // What the cart page shows: each line with its VAT, in the customer's currency, and their sum.
        const cartLines = await orders.linesCharged(await listLines(cart.id), currency);
        const shown = cartLines.reduce((s, l) => s + l.charge.gross, 0);
        const quote = await orders.quote(
          await listLines(cart.id),
          {},
          { userId: null, email: null },
          new Date(),
          currency,
        );
        expect(quote.summary.total, currency.code).toBe(shown);
        const order = await orders.placeOrder({
          cartId: cart.id,
          userId: null,
          locale: "en",
          input: checkoutInput(`agree-${id()}@example.com`),
          currency,
        });
        expect(order.total, currency.code).toBe(shown);
        const details = await orders.orderDetails(order);
        // The order's lines are the cart's lines as shown: the same nets, in the order's currency.
        expect(details.lines.map((l) => [l.currency, l.amount * l.quantity])).toEqual(
          cartLines.map((l) => [currency.code, l.charge.net]),
        );
        const start = await orders.payOrder({
          orderNumber: order.number,
          userId: null,
          attempt: id(),
          useWallet: false,
          savedCardId: null,
        });
        const [payment] = await handle.query<{ amount: number; currency: string }>(
          `SELECT amount, currency FROM payments WHERE id = $1`,
          [paymentIdOf(start)],
        );
        expect({ amount: Number(payment.amount), currency: payment.currency }).toEqual({
          amount: shown,
          currency: currency.code,
        });
      }
    });

    it("five payment pages for one order, all completed: one charge stands, four are refunded through the provider", async () => {
      const offer = `five-${id()}`;
      await seats(offer, 5);
      const orders = await import("./orders-api");
      const order = await orders.placeOrder({
        cartId: await cartWith(offer, 1),
        userId: null,
        locale: "en",
        input: checkoutInput("five@example.com"),
      });
      const pages = [];
      for (let n = 0; n < 5; n++)
        pages.push(
          await orders.payOrder({
            orderNumber: order.number,
            userId: null,
            attempt: `p${n}-${id()}`,
            useWallet: false,
            savedCardId: null,
          }),
        );
      const results = await Promise.all(pages.map((p) => orders.completePayment(ok(paymentIdOf(p)))));
      expect(results.filter((r) => r.newlyConfirmed)).toHaveLength(1);
      await orders.settleRefunds();
      const details = await orders.orderDetails((await orders.findOrder(order.number))!);
      expect(details.order.status).toBe("confirmed");
      expect(details.payments.filter((p) => p.status === "succeeded")).toHaveLength(1);
      expect(details.payments.filter((p) => p.status === "refunded")).toHaveLength(4);
      const cardRefunds = details.refunds.filter((r) => r.method === "card");
      expect(cardRefunds).toHaveLength(4);
      expect(cardRefunds.every((r) => r.status === "done" && r.providerRef?.startsWith("sbx_refund_"))).toBe(true);
      const ledger = await cardLedger(order.id);
      expect(ledger.charged - ledger.refunded).toBe(ledger.kept);
      expect(ledger.kept).toBe(order.total);
      // A replayed callback changes nothing, and refunds nothing twice.
      await orders.completePayment(ok(paymentIdOf(pages[0])));
      expect((await cardLedger(order.id)).refunded).toBe(ledger.refunded);
    });

    it("a card page opened before wallet money was added cannot pay the old amount: that charge is refunded", async () => {
      const offer = `wal-${id()}`;
      await seats(offer, 5);
      const u = await user(`wallet-${id()}@example.com`);
      const { walletEntries } = await import("~/db/schema");
      await handle.db.insert(walletEntries).values({ userId: u.id, amount: 30_00, kind: "credit" });
      const orders = await import("./orders-api");
      const order = await orders.placeOrder({
        cartId: await cartWith(offer, 1, u.id),
        userId: u.id,
        locale: "en",
        input: checkoutInput(u.email!),
      });
      const cardPage = await orders.payOrder({
        orderNumber: order.number,
        userId: u.id,
        attempt: id(),
        useWallet: false,
        savedCardId: null,
      });
      const withWallet = await orders.payOrder({
        orderNumber: order.number,
        userId: u.id,
        attempt: id(),
        useWallet: true,
        savedCardId: null,
      });
      expect(withWallet.kind).toBe("redirect");
      const stale = await orders.completePayment(ok(paymentIdOf(cardPage)));
      expect(stale.newlyConfirmed).toBe(false);
      expect(stale.refunded).toBe("payment page replaced");
      expect((await orders.findOrder(order.number))!.status).toBe("pending_payment");
      const fresh = await orders.completePayment(ok(paymentIdOf(withWallet)));
      expect(fresh.newlyConfirmed).toBe(true);
      const paid = (await orders.findOrder(order.number))!;
      expect(paid.walletAmount).toBe(30_00);
      expect(paid.cardAmount + paid.walletAmount).toBe(paid.total);
      const ledger = await cardLedger(order.id);
      expect(ledger.charged - ledger.refunded).toBe(paid.cardAmount);
      expect(ledger.pending).toBe(0);
      // The customer sees it on the financial page.
      const refunds = await orders.cardRefunds(u.id);
      expect(refunds[0]).toMatchObject({ orderNumber: order.number, amount: order.total, status: "done" });
    });

    it("a payment that arrives after the hold is refunded and the seats go back, even with no sweep in between", async () => {
      const offer = `late-${id()}`;
      await seats(offer, 3);
      const orders = await import("./orders-api");
      const placedAt = new Date(Date.now() - 30 * 60_000);
      const order = await orders.placeOrder({
        cartId: await cartWith(offer, 2),
        userId: null,
        locale: "en",
        input: checkoutInput("late@example.com"),
        now: placedAt,
      });
      expect(await remaining(offer)).toBe(1);
      const page = await orders.payOrder({
        orderNumber: order.number,
        userId: null,
        attempt: id(),
        useWallet: false,
        savedCardId: null,
        now: placedAt,
      });
      const late = await orders.completePayment(ok(paymentIdOf(page)));
      expect(late.refunded).toBe("paid after the hold");
      expect(late.order!.status).toBe("expired");
      expect(await remaining(offer)).toBe(3);
      const ledger = await cardLedger(order.id);
      expect(ledger).toMatchObject({ charged: order.total, refunded: order.total, kept: 0, pending: 0 });
    });

    it("cancelling refunds the card part to the card and the wallet part to the wallet, each recorded", async () => {
      const offer = `split-${id()}`;
      await seats(offer, 4);
      const u = await user(`split-${id()}@example.com`);
      const { walletEntries } = await import("~/db/schema");
      await handle.db.insert(walletEntries).values({ userId: u.id, amount: 20_00, kind: "credit" });
      const orders = await import("./orders-api");
      const order = await orders.placeOrder({
        cartId: await cartWith(offer, 1, u.id),
        userId: u.id,
        locale: "en",
        input: checkoutInput(u.email!),
      });
      const page = await orders.payOrder({
        orderNumber: order.number,
        userId: u.id,
        attempt: id(),
        useWallet: true,
        savedCardId: null,
      });
      await orders.completePayment(ok(paymentIdOf(page)));
      const cancelled = await orders.cancelOrder(u.id, order.number);
      if (!cancelled.ok) throw new Error(cancelled.error);
      expect(cancelled.split.card + cancelled.split.wallet).toBe(cancelled.amount);
      expect(cancelled.split.card).toBe(Math.min(cancelled.amount, order.total - 20_00));
      const details = await orders.orderDetails((await orders.findOrder(order.number))!);
      const card = details.refunds.find((r) => r.method === "card" && r.reason === "cancelled by customer");
      expect(card).toMatchObject({ amount: cancelled.split.card, status: "done" });
      expect(await orders.walletBalance(u.id)).toBe(cancelled.split.wallet);
      expect(await remaining(offer)).toBe(4);
    });

    it("a visitor holds at most a few unpaid orders: a new one releases the oldest and its seats", async () => {
      const offer = `hoard-${id()}`;
      await seats(offer, 20);
      const orders = await import("./orders-api");
      const u = await user(`hoard-${id()}@example.com`);
      const placed = [];
      for (let n = 0; n < orders.MAX_PENDING_PER_VISITOR + 2; n++)
        placed.push(
          await orders.placeOrder({
            cartId: await cartWith(offer, 3, u.id),
            userId: u.id,
            locale: "en",
            input: checkoutInput(u.email!),
          }),
        );
      const statuses = await Promise.all(placed.map(async (o) => (await orders.findOrder(o.number))!.status));
      expect(statuses.filter((s) => s === "pending_payment")).toHaveLength(orders.MAX_PENDING_PER_VISITOR);
      expect(statuses.slice(0, 2)).toEqual(["expired", "expired"]);
      expect(await remaining(offer)).toBe(20 - 3 * orders.MAX_PENDING_PER_VISITOR);
    });

    it("a saved card keeps the expiry and the name typed on the payment page", async () => {
      const offer = `card-${id()}`;
      await seats(offer, 2);
      const u = await user(`card-${id()}@example.com`);
      const orders = await import("./orders-api");
      const order = await orders.placeOrder({
        cartId: await cartWith(offer, 1, u.id),
        userId: u.id,
        locale: "en",
        input: checkoutInput(u.email!),
      });
      const page = await orders.payOrder({
        orderNumber: order.number,
        userId: u.id,
        attempt: id(),
        useWallet: false,
        savedCardId: null,
      });
      await orders.completePayment(
        ok(paymentIdOf(page), {
          token: `sbx_tok_${id()}`,
          fingerprint: id(),
          expMonth: 7,
          expYear: 2031,
          holder: "S AHMADI",
        }),
      );
      const { listCards } = await import("~/domains/payments/wallet.server");
      expect(await listCards(u.id)).toEqual([
        expect.objectContaining({ expMonth: 7, expYear: 2031, holder: "S AHMADI" }),
      ]);
    });

    it("after 200 concurrent purchases with duplicate pages: charges − refunds = amount kept, and seats held match orders", async () => {
      const offer = `burst-${id()}`;
      const start = 150;
      await seats(offer, start);
      const orders = await import("./orders-api");
      const buyers = Array.from({ length: 200 }, (_, n) => n);
      await Promise.all(
        buyers.map(async (n) => {
          const cartId = await cartWith(offer, 1);
          let order;
          try {
            order = await orders.placeOrder({
              cartId,
              userId: null,
              locale: "en",
              input: checkoutInput(`b${n}@example.com`),
            });
          } catch {
            return; // sold out
          }
          const pages = n % 4 === 0 ? 2 : 1; // every fourth buyer pays on two pages at once
          const opened = [];
          for (let p = 0; p < pages; p++)
            opened.push(
              await orders.payOrder({
                orderNumber: order.number,
                userId: null,
                attempt: `${n}-${p}`,
                useWallet: false,
                savedCardId: null,
              }),
            );
          if (n % 10 === 9) return; // never pays: stays pending
          await Promise.all(opened.map((o) => orders.completePayment(ok(paymentIdOf(o)))));
        }),
      );
      await orders.settleRefunds(500);
      const rows = await handle.query<{ id: number; status: string }>(
        `SELECT o.id, o.status FROM orders o JOIN order_lines l ON l.order_id = o.id WHERE l.payload->>'offerId' = $1`,
        [offer],
      );
      for (const r of rows) {
        const ledger = await cardLedger(r.id);
        expect(ledger.charged - ledger.refunded, `order ${r.id} (${r.status})`).toBe(ledger.kept);
        expect(ledger.pending).toBe(0);
      }
      const held = rows.filter((r) => r.status === "pending_payment" || r.status === "confirmed").length;
      const [figures] = await handle.query<{ charges: number; refunds: number; mails: number }>(
        `SELECT (SELECT count(*)::int FROM payments p JOIN order_lines l ON l.order_id = p.order_id WHERE l.payload->>'offerId' = $1 AND p.status IN ('succeeded', 'refunded')) AS charges,
           (SELECT count(*)::int FROM refunds r JOIN order_lines l ON l.order_id = r.order_id WHERE l.payload->>'offerId' = $1 AND r.method = 'card') AS refunds,
           (SELECT count(*)::int FROM outbox m JOIN orders o ON o.number = m.ref JOIN order_lines l ON l.order_id = o.id WHERE l.payload->>'offerId' = $1 AND m.kind = 'order-ticket') AS mails`,
        [offer],
      );
      console.log(
        `invariants after 200 buyers: ${rows.length} orders (${rows.filter((r) => r.status === "confirmed").length} confirmed, ` +
          `${rows.filter((r) => r.status === "pending_payment").length} unpaid), ${figures.charges} card charges, ` +
          `${figures.refunds} refunded, ${figures.mails} confirmation e-mails, ${await remaining(offer)} of ${start} seats left`,
      );
      expect(Number(figures.mails)).toBe(rows.filter((r) => r.status === "confirmed").length);
      expect(await remaining(offer)).toBe(start - held);
      expect(rows.filter((r) => r.status === "confirmed").length).toBeGreaterThan(0);
    }, 120_000);
  });
}
