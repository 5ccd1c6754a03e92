import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase } from "./db";
import { checkoutInput, installSeatInventory, seatLine } from "./test-inventory";

/**
 * The desk's money and account writes (issue 26, decision 112), on PGlite (tests/unit) and
 * PostgreSQL (tests/pg): a refund never exceeds what was charged, however many staff refund at
 * once; wallet adjustments never lose an update nor go below zero; suspension ends the sessions;
 * every write leaves exactly one audit entry in its own transaction, and a refused or failed one none.
 */
export function deskOrdersDatabaseSuite(kind: "pglite" | "postgres") {
  describe(`desk orders and customers on ${kind}`, () => {
    let drop: () => Promise<void>;
    let handle: Awaited<ReturnType<typeof createTestDatabase>>["handle"];
    beforeAll(async () => {
      ({ drop, handle } = await createTestDatabase(kind));
      await installSeatInventory(handle.exec);
    });
    afterAll(async () => drop());

    const id = () => Math.random().toString(36).slice(2, 10);
    async function user(role?: "agent" | "finance") {
      const { users } = await import("~/db/schema");
      const [u] = await handle.db
        .insert(users)
        .values({ email: `${id()}@example.com`, passwordHash: "x", clientNumber: `C-${id()}`, status: "active" })
        .returning();
      return { ...u, actor: { id: u.id, email: u.email!, role: role ?? ("agent" as const) } };
    }
    /** A confirmed order paid by card (`card`) and wallet (`wallet`), in euro cents. */
    async function paidOrder(userId: number, card: number, wallet = 0) {
      const { orders, payments, walletEntries } = await import("~/db/schema");
      const total = card + wallet;
      const [order] = await handle.db
        .insert(orders)
        .values({
          number: `T${id().toUpperCase()}`,
          userId,
          status: "confirmed",
          ticketAmount: total,
          tax: 0,
          commission: 0,
          otherCosts: 0,
          vat: 0,
          total,
          cardAmount: card,
          walletAmount: wallet,
          buyer: { firstName: "Sara", lastName: "Ahmadi", email: "sara@example.com", phone: "+989121234567" },
          expiresAt: new Date(),
          confirmedAt: new Date(),
        })
        .returning();
      if (card > 0)
        await handle.db.insert(payments).values({
          orderId: order.id,
          provider: "sandbox",
          idempotencyKey: `k-${id()}`,
          amount: card,
          status: "succeeded",
          providerRef: `sbx_${id()}`,
        });
      if (wallet > 0) {
        await handle.db.insert(walletEntries).values({ userId, amount: wallet, kind: "credit" });
        await handle.db.insert(walletEntries).values({ userId, amount: -wallet, kind: "payment", orderId: order.id });
      }
      return order;
    }
    async function auditCount(entity: string, entityId: string | number) {
      const [row] = await handle.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM audit_log WHERE entity = $1 AND entity_id = $2`,
        [entity, String(entityId)],
      );
      return Number(row.n);
    }
    async function refunded(orderId: number) {
      const [row] = await handle.query<{ charged: number; refunded: number; rows: number }>(
        `SELECT (SELECT sum(amount)::int FROM payments WHERE order_id = $1) AS charged,
                (SELECT sum(refunded)::int FROM payments WHERE order_id = $1) AS refunded,
                (SELECT coalesce(sum(amount), 0)::int FROM refunds WHERE order_id = $1 AND method = 'card') AS rows`,
        [orderId],
      );
      return { charged: Number(row.charged), refunded: Number(row.refunded), rows: Number(row.rows) };
    }

    it("an agent cancels with the customer's quote: seats back, refund recorded with who did it, one entry; twice refused", async () => {
      const orders = await import("./orders-api");
      const { carts } = await import("~/db/schema");
      const { addLine } = await import("~/domains/cart/cart.server");
      const { deskCancel } = await import("~/desk/orders/orders.server");
      const agent = await user("agent");
      const customer = await user();
      const offer = `desk-${id()}`;
      await handle.exec(`INSERT INTO test_seats (id, remaining) VALUES ('${offer}', 3)`);
      const [cart] = await handle.db.insert(carts).values({ userId: customer.id }).returning();
      await addLine(cart.id, seatLine(offer, 1));
      const order = await orders.placeOrder({
        cartId: cart.id,
        userId: customer.id,
        locale: "en",
        input: checkoutInput(customer.email!),
      });
      const page = await orders.payOrder({
        orderNumber: order.number,
        userId: customer.id,
        attempt: id(),
        useWallet: false,
        savedCardId: null,
      });
      const paymentId = Number((page as { url: string }).url.match(/sandbox\/(\d+)/)![1]);
      await orders.completePayment({
        paymentId,
        status: "succeeded",
        ref: `sbx_${paymentId}_${id()}`,
        brand: "visa",
        last4: "4242",
        token: null,
        fingerprint: null,
      });
      const quote = orders.quoteCancellation(
        (await orders.findOrder(order.number))!,
        (await orders.orderDetails((await orders.findOrder(order.number))!)).lines,
      );
      const both = await Promise.all([deskCancel(agent.actor, order.number), deskCancel(agent.actor, order.number)]);
      const done = both.find((o) => o.ok);
      expect(both.filter((o) => o.ok)).toHaveLength(1);
      expect(done).toMatchObject({ amount: quote.amount });
      const details = await orders.orderDetails((await orders.findOrder(order.number))!);
      expect(details.order.status).toBe("cancelled");
      expect(details.refunds.map((r) => [r.reason, r.createdBy])).toEqual([["cancelled by the agency", agent.id]]);
      const [seat] = await handle.query<{ remaining: number }>(`SELECT remaining FROM test_seats WHERE id = $1`, [
        offer,
      ]);
      expect(Number(seat.remaining)).toBe(3);
      expect(await auditCount("order", order.number)).toBe(1);
    });

    it("refunds part of a card payment, records who did it, and logs one entry", async () => {
      const { manualRefund } = await import("~/desk/orders/refund.server");
      const finance = await user("finance");
      const customer = await user();
      const order = await paidOrder(customer.id, 100_00);
      const outcome = await manualRefund(finance.actor, order.number, {
        method: "card",
        amount: 30_00,
        reason: "goodwill",
      });
      expect(outcome).toEqual({ ok: true, refunded: 30_00 });
      expect(await refunded(order.id)).toEqual({ charged: 100_00, refunded: 30_00, rows: 30_00 });
      const [row] = await handle.query<{ created_by: number; status: string }>(
        `SELECT created_by, status FROM refunds WHERE order_id = $1`,
        [order.id],
      );
      expect(Number(row.created_by)).toBe(finance.id);
      expect(row.status).toBe("done"); // settled with the sandbox provider after the commit
      expect(await auditCount("order", order.number)).toBe(1);
      // More than is left is refused, and leaves no entry.
      expect(
        await manualRefund(finance.actor, order.number, { method: "card", amount: 70_01, reason: "too much" }),
      ).toMatchObject({ ok: false, error: "tooMuch", refundable: 70_00 });
      expect(await auditCount("order", order.number)).toBe(1);
    });

    it("concurrent refunds by several staff never give back more than was charged", async () => {
      const { manualRefund } = await import("~/desk/orders/refund.server");
      const customer = await user();
      const staff = await Promise.all([user("finance"), user("finance"), user("finance"), user("finance")]);
      const order = await paidOrder(customer.id, 100_00);
      const outcomes = await Promise.all(
        [...staff, ...staff].map((s) =>
          manualRefund(s.actor, order.number, { method: "card", amount: 30_00, reason: "race" }),
        ),
      );
      expect(outcomes.filter((o) => o.ok)).toHaveLength(3);
      expect(await refunded(order.id)).toEqual({ charged: 100_00, refunded: 90_00, rows: 90_00 });
      expect(await auditCount("order", order.number)).toBe(3);
    });

    it("the database refuses a refund above the charge even without the code's check", async () => {
      const customer = await user();
      const order = await paidOrder(customer.id, 50_00);
      await expect(
        handle.exec(`UPDATE payments SET refunded = amount + 1 WHERE order_id = ${order.id}`),
      ).rejects.toThrow();
    });

    it("refunds to the wallet up to what the wallet paid", async () => {
      const { manualRefund } = await import("~/desk/orders/refund.server");
      const { walletBalance } = await import("~/domains/orders/wallet.server");
      const finance = await user("finance");
      const customer = await user();
      const order = await paidOrder(customer.id, 10_00, 20_00);
      expect(await walletBalance(customer.id)).toBe(0);
      const outcomes = await Promise.all(
        [1, 2, 3].map(() => manualRefund(finance.actor, order.number, { method: "wallet", amount: 8_00, reason: "x" })),
      );
      expect(outcomes.filter((o) => o.ok)).toHaveLength(2);
      expect(await walletBalance(customer.id)).toBe(16_00);
      expect(
        await manualRefund(finance.actor, order.number, { method: "gift_card", amount: 1, reason: "none" }),
      ).toMatchObject({ ok: false, error: "tooMuch", refundable: 0 });
    });

    it("concurrent wallet adjustments never lose an update nor go below zero", async () => {
      const { adjustWallet } = await import("~/desk/customers/customers.server");
      const { walletBalance } = await import("~/domains/orders/wallet.server");
      const finance = await user("finance");
      const customer = await user();
      expect(await adjustWallet(finance.actor, customer.id, 10_00, "opening credit")).toEqual({
        ok: true,
        balance: 10_00,
      });
      const outcomes = await Promise.all([
        ...Array.from({ length: 8 }, () => adjustWallet(finance.actor, customer.id, -3_00, "debit")),
        ...Array.from({ length: 4 }, () => adjustWallet(finance.actor, customer.id, 50, "credit")),
      ]);
      const debits = outcomes.slice(0, 8).filter((o) => o.ok).length;
      expect(outcomes.slice(8).every((o) => o.ok)).toBe(true);
      const balance = await walletBalance(customer.id);
      expect(balance).toBe(10_00 - debits * 3_00 + 4 * 50);
      expect(balance).toBeGreaterThanOrEqual(0);
      // At least the three debits the opening credit covers; a fourth only once credits came in first.
      expect(debits).toBeGreaterThanOrEqual(3);
      expect(debits).toBeLessThanOrEqual(4);
      expect(await auditCount("user", customer.id)).toBe(1 + debits + 4);
      const [row] = await handle.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM wallet_entries WHERE user_id = $1 AND kind = 'adjustment' AND created_by = $2`,
        [customer.id, finance.id],
      );
      expect(Number(row.n)).toBe(1 + debits + 4);
    });

    it("a write that fails leaves no audit entry", async () => {
      const { adjustWallet } = await import("~/desk/customers/customers.server");
      const finance = await user("finance");
      const customer = await user();
      // Beyond the integer column: the insert fails inside the transaction, the entry goes with it.
      await expect(adjustWallet(finance.actor, customer.id, 2 ** 31, "overflow")).rejects.toThrow();
      expect(await auditCount("user", customer.id)).toBe(0);
    });

    it("suspension ends the sessions; each change is logged once, a no-op never", async () => {
      const { changeAccount } = await import("~/desk/customers/customers.server");
      const { sessions, users } = await import("~/db/schema");
      const { eq } = await import("drizzle-orm");
      const agent = await user("agent");
      const customer = await user();
      await handle.db
        .insert(sessions)
        .values({ id: `s-${id()}`, userId: customer.id, expiresAt: new Date(Date.now() + 864e5) });
      const twice = await Promise.all([
        changeAccount(agent.actor, customer.id, "suspend"),
        changeAccount(agent.actor, customer.id, "suspend"),
      ]);
      expect(twice.filter(Boolean)).toHaveLength(1);
      const [after] = await handle.db.select().from(users).where(eq(users.id, customer.id));
      expect(after.status).toBe("suspended");
      const open = await handle.db.select().from(sessions).where(eq(sessions.userId, customer.id));
      expect(open.every((s) => s.revokedAt !== null)).toBe(true);
      expect(await changeAccount(agent.actor, customer.id, "reinstate")).toBe(true);
      expect(await changeAccount(agent.actor, customer.id, "forcePassword")).toBe(true);
      expect(await changeAccount(agent.actor, customer.id, "forcePassword")).toBe(false);
      const [last] = await handle.db.select().from(users).where(eq(users.id, customer.id));
      expect(last).toMatchObject({ status: "active", mustChangePassword: true });
      expect(await auditCount("user", customer.id)).toBe(3);
    });

    it("notes are kept and logged with the order; the order page knows what is refundable", async () => {
      const { addNote, deskOrder } = await import("~/desk/orders/orders.server");
      const agent = await user("agent");
      const customer = await user();
      const order = await paidOrder(customer.id, 40_00);
      expect(await addNote(agent.actor, order.number, "Called the customer")).toBe(true);
      expect(await addNote(agent.actor, "NOPE", "lost")).toBe(false);
      const view = await deskOrder(order.number);
      expect(view?.notes.map((n) => n.body)).toEqual(["Called the customer"]);
      expect(view?.history.map((h) => h.action)).toEqual(["order.note"]);
      expect(view?.refundable).toEqual({ card: 40_00, wallet: 0, gift_card: 0 });
    });
  });
}
