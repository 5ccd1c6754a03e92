import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase } from "./db";
import { checkoutInput } from "./test-inventory";

const DAY = 86_400_000;

/**
 * Deposit now, balance later (decision 411) through the booking core: a small test product whose lines offer a
 * plan (the share and the due day from the line's payload) is registered here, paid on a deposit, its balance paid
 * by card and by wallet, reminded of 7 and 2 days before, cancelled under its timeline when the balance is not
 * paid, and a balance payment raced against that cancellation. On PGlite (tests/unit) and PostgreSQL (tests/pg).
 */
export function balanceSuite(kind: "pglite" | "postgres") {
  describe(`deposit now, balance later on ${kind}`, () => {
    let drop: () => Promise<void>;
    let handle: Awaited<ReturnType<typeof createTestDatabase>>["handle"];
    let orders: typeof import("./orders-api");
    let balance: typeof import("~/domains/orders/balance.server");
    let clock: typeof import("~/travel/clock");
    let schema: typeof import("~/db/schema");
    beforeAll(async () => {
      ({ drop, handle } = await createTestDatabase(kind));
      await handle.exec(
        `CREATE TABLE IF NOT EXISTS test_trip_places (id text PRIMARY KEY, remaining integer NOT NULL CHECK (remaining >= 0))`,
      );
      orders = await import("./orders-api");
      balance = await import("~/domains/orders/balance.server");
      clock = await import("~/travel/clock");
      schema = await import("~/db/schema");
      const { registerProduct } = await import("~/domains/booking/products");
      const { agencyTimeline } = await import("~/travel/timeline");
      // The test product opts in through the contract: a share now, the rest by a day (both from its line here).
      registerProduct({
        kind: "test-trip",
        perUnit: true,
        ships: false,
        document: "voucher",
        timeline: (view) => agencyTimeline(view.departsAt),
        paymentPlan: (view, now) => {
          const due = String(view.payload.balanceDue ?? "");
          return due > clock.agencyToday(now)
            ? { depositPercent: Number(view.payload.depositPercent), balanceDue: due }
            : null;
        },
        inventory: {
          async take(tx, line) {
            const result = await tx.execute(
              sql`UPDATE test_trip_places SET remaining = remaining - ${line.quantity} WHERE id = ${String(line.payload.tripId)} AND remaining >= ${line.quantity} RETURNING id`,
            );
            return (result as unknown as { rows: unknown[] }).rows.length === 1;
          },
          async release(tx, line) {
            await tx.execute(
              sql`UPDATE test_trip_places SET remaining = remaining + ${line.quantity} WHERE id = ${String(line.payload.tripId)}`,
            );
          },
        },
      });
    });
    afterAll(async () => drop());

    const today = () => clock.agencyToday(new Date());
    /** Noon in Tehran on an agency day. */
    const on = (day: string) => new Date(`${day}T08:30:00Z`);

    async function placeTrip(
      options: { locale?: string; percent?: number; wallet?: number; dueIn?: number; guest?: boolean } = {},
    ) {
      const tripId = `trip-${Math.random().toString(36).slice(2, 10)}`;
      await handle.exec(`INSERT INTO test_trip_places (id, remaining) VALUES ('${tripId}', 10)`);
      const [user] = await handle.db
        .insert(schema.users)
        .values({ email: `${tripId}@example.com`, passwordHash: "x", clientNumber: `C-${tripId}`, status: "active" })
        .returning();
      if (options.wallet)
        await handle.db
          .insert(schema.walletEntries)
          .values({ userId: user.id, amount: options.wallet, kind: "credit" });
      const due = clock.addDays(today(), options.dueIn ?? 20);
      const cart = await import("~/domains/cart/cart.server");
      const [row] = await handle.db
        .insert(schema.carts)
        .values({ userId: options.guest ? null : user.id })
        .returning();
      await cart.addLine(row.id, {
        kind: "test-trip",
        payload: {
          tripId,
          title: "Yazd and Kerman, 5 days",
          balanceDue: due,
          depositPercent: options.percent ?? 50,
          segments: [{ label: "Yazd and Kerman", departsAt: new Date(Date.now() + 40 * DAY).toISOString() }],
        },
        amount: 333_33,
        breakdown: {
          items: [{ key: "place", quantity: 1, unitAmount: 320_00 }],
          tax: 0,
          commission: 13_33,
          otherCosts: 0,
          total: 333_33,
        },
        expiresAt: new Date(Date.now() + 30 * 60_000),
      });
      await cart.addLine(row.id, {
        kind: "insurance-test",
        payload: { title: "Travel insurance" },
        amount: 19_99,
        breakdown: {
          items: [{ key: "policy", quantity: 1, unitAmount: 19_99 }],
          tax: 0,
          commission: 0,
          otherCosts: 0,
          total: 19_99,
        },
        expiresAt: new Date(Date.now() + 30 * 60_000),
      });
      const order = await orders.placeOrder({
        cartId: row.id,
        userId: options.guest ? null : user.id,
        locale: options.locale ?? "en",
        input: checkoutInput(user.email!),
      });
      const remaining = async () =>
        Number(
          (
            await handle.query<{ remaining: number }>(`SELECT remaining FROM test_trip_places WHERE id = $1`, [tripId])
          )[0].remaining,
        );
      return { order, user, due, tripId, remaining };
    }

    const fresh = async (number: string) => (await orders.findOrder(number))!;
    const lines = async (id: number) =>
      handle.db
        .select()
        .from(schema.orderLines)
        .where(sql`${schema.orderLines.orderId} = ${id}`);

    async function cardPays(url: string, now?: Date) {
      const paymentId = Number(url.match(/sandbox\/(\d+)/)![1]);
      return orders.completePayment(
        {
          paymentId,
          status: "succeeded",
          ref: `sbx_${paymentId}`,
          brand: "visa",
          last4: "4242",
          token: null,
          fingerprint: null,
        },
        now,
      );
    }

    /** Places a trip and pays its deposit by card. */
    async function depositPaid(options: Parameters<typeof placeTrip>[0] = {}) {
      const placed = await placeTrip(options);
      const start = await orders.payOrder({
        orderNumber: placed.order.number,
        userId: options.guest ? null : placed.user.id,
        attempt: `deposit-${placed.order.number}`,
        useWallet: false,
        savedCardId: null,
        plan: "deposit",
      });
      if (start.kind !== "redirect") throw new Error(`expected the card page, got ${start.kind}`);
      const paid = await cardPays(start.url);
      expect(paid.newlyConfirmed).toBe(true);
      return { ...placed, order: await fresh(placed.order.number) };
    }

    it("confirms the order on the deposit, records what is paid and the balance due by the earliest day", async () => {
      const { order, due, remaining, user } = await depositPaid({ percent: 30 });
      const plan = balance.planOfLines(order, await lines(order.id), new Date())!;
      const { lineCharge } = await import("~/domains/orders/rules");
      const { vatPercent } = await import("~/domains/orders/quote.server");
      const [trip, insurance] = (await lines(order.id)).sort((a, b) => a.id - b.id);
      const deposit =
        Math.round((lineCharge(trip, vatPercent()).gross * 30) / 100) + lineCharge(insurance, vatPercent()).gross;
      expect(plan.deposit).toBe(deposit);
      expect(order).toMatchObject({
        status: "confirmed",
        cardAmount: deposit,
        balanceAmount: order.total - deposit,
        balanceDueOn: due,
      });
      expect(await remaining()).toBe(9);
      const details = await orders.orderDetails(order);
      expect(details.tickets.length).toBeGreaterThan(0);
      const [mail] = await handle.query<{ subject: string; body: string }>(
        `SELECT subject, body FROM outbox WHERE recipient = $1 ORDER BY id`,
        [user.email],
      );
      expect(mail.subject).toBe(`Booking confirmation ${order.number}`);
      expect(mail.body).toContain("Balance due");
      // Paying in full stays possible: the same kind of order without the plan owes nothing later.
      const full = await placeTrip();
      const start = await orders.payOrder({
        orderNumber: full.order.number,
        userId: full.user.id,
        attempt: "full",
        useWallet: false,
        savedCardId: null,
      });
      await cardPays((start as { url: string }).url);
      expect(await fresh(full.order.number)).toMatchObject({
        status: "confirmed",
        balanceAmount: 0,
        balanceDueOn: null,
      });
    });

    it("takes the balance by card once, however often the page is submitted or the callback replayed", async () => {
      const { order, user } = await depositPaid();
      const first = await balance.payBalance({
        orderNumber: order.number,
        userId: user.id,
        attempt: "b1",
        method: "card",
      });
      const again = await balance.payBalance({
        orderNumber: order.number,
        userId: user.id,
        attempt: "b1",
        method: "card",
      });
      expect(first).toEqual(again);
      if (first.kind !== "redirect") throw new Error(first.kind);
      await cardPays(first.url);
      await cardPays(first.url);
      const paid = await fresh(order.number);
      expect(paid).toMatchObject({ status: "confirmed", balanceAmount: 0, cardAmount: order.total });
      const charges = await handle.query<{ amount: number; status: string; for_balance: boolean }>(
        `SELECT amount, status, for_balance FROM payments WHERE order_id = $1 ORDER BY id`,
        [order.id],
      );
      expect(charges.filter((c) => c.status === "succeeded").map((c) => [c.amount, c.for_balance])).toEqual([
        [order.cardAmount, false],
        [order.balanceAmount, true],
      ]);
      expect(
        await balance.payBalance({ orderNumber: order.number, userId: user.id, attempt: "b2", method: "card" }),
      ).toMatchObject({
        kind: "paid",
      });
    });

    it("takes the balance from the wallet once, and refuses a wallet that does not hold enough", async () => {
      const poor = await depositPaid({ wallet: 1_00 });
      expect(
        await balance.payBalance({
          orderNumber: poor.order.number,
          userId: poor.user.id,
          attempt: "w",
          method: "wallet",
        }),
      ).toEqual({ kind: "error", message: "orders:balance.walletShort" });

      const { order, user } = await depositPaid({ wallet: 1_000_00 });
      const results = await Promise.all(
        [1, 2, 3].map((i) =>
          balance.payBalance({ orderNumber: order.number, userId: user.id, attempt: `w${i}`, method: "wallet" }),
        ),
      );
      expect(results.every((r) => r.kind === "paid")).toBe(true);
      expect(await fresh(order.number)).toMatchObject({ balanceAmount: 0, walletAmount: order.balanceAmount });
      const entries = await handle.query<{ amount: number; kind: string }>(
        `SELECT amount, kind FROM wallet_entries WHERE user_id = $1 AND kind = 'balance_payment'`,
        [user.id],
      );
      expect(entries).toHaveLength(1);
      expect(-Number(entries[0].amount)).toBe(order.balanceAmount);
      // Someone else's wallet never pays it.
      const other = await depositPaid({ wallet: 1_000_00 });
      expect(
        await balance.payBalance({ orderNumber: other.order.number, userId: user.id, attempt: "x", method: "wallet" }),
      ).toMatchObject({ kind: "error" });
    });

    it("reminds 7 and 2 days before the due day, each once, in the order's language", async () => {
      const { order, due, user } = await depositPaid({ locale: "fr" });
      const reminders = async () =>
        (
          await handle.query<{ subject: string }>(`SELECT subject FROM outbox WHERE recipient = $1 ORDER BY id`, [
            user.email,
          ])
        ).filter((m) => m.subject.includes("solde"));
      await balance.sweepBalances(on(clock.addDays(due, -8)));
      expect(await reminders()).toHaveLength(0);
      await balance.sweepBalances(on(clock.addDays(due, -7)));
      await balance.sweepBalances(on(clock.addDays(due, -7)));
      await balance.sweepBalances(on(clock.addDays(due, -5)));
      expect(await reminders()).toHaveLength(1);
      await Promise.all([1, 2, 3].map(() => balance.sweepBalances(on(clock.addDays(due, -2)))));
      await balance.sweepBalances(on(clock.addDays(due, -1)));
      const sent = await reminders();
      expect(sent).toHaveLength(2);
      expect(sent[0].subject).toBe(
        `Réservation ${order.number}\u00a0: solde à payer avant le ${sent[0].subject.split("avant le ")[1]}`,
      );
      expect((await fresh(order.number)).balanceReminded).toBe(2);
    });

    it("cancels a booking whose balance is unpaid after its day under its timeline, refunding the rest of what was paid", async () => {
      const { order, due, user, remaining } = await depositPaid({ percent: 50 });
      // On the due day it still stands (the sweeps see every test's orders: the order's own state is checked).
      await balance.sweepBalances(on(due));
      expect((await fresh(order.number)).status).toBe("confirmed");
      const after = on(clock.addDays(due, 1));
      const late = await balance.payBalance({
        orderNumber: order.number,
        userId: user.id,
        attempt: "due-day",
        method: "card",
        now: on(due),
      });
      const paid = order.cardAmount;
      const refundIfPaid = orders.quoteCancellation(
        { ...order, balanceAmount: 0 },
        await lines(order.id),
        after,
      ).amount;
      const { overdueCancellation } = await import("~/domains/booking/payment-plan");
      const expected = overdueCancellation(paid, order.total, refundIfPaid);
      expect(expected.refund).toBeGreaterThan(0);
      expect(expected.keep).toBeGreaterThan(0);
      expect((await balance.sweepBalances(after)).cancelled).toBeGreaterThanOrEqual(1);
      await balance.sweepBalances(after);
      const cancelled = await fresh(order.number);
      expect(cancelled).toMatchObject({ status: "cancelled", balanceAmount: 0 });
      expect(await remaining()).toBe(10);
      const refunds = await handle.query<{ amount: number; method: string; reason: string; status: string }>(
        `SELECT amount, method, reason, status FROM refunds WHERE order_id = $1`,
        [order.id],
      );
      expect(refunds).toEqual([
        { amount: expected.refund, method: "card", reason: "balance not paid", status: "done" },
      ]);
      const mail = await handle.query<{ subject: string; body: string }>(
        `SELECT subject, body FROM outbox WHERE recipient = $1 ORDER BY id DESC LIMIT 1`,
        [user.email],
      );
      expect(mail[0].body).toContain("The balance was not paid by");
      // A card page opened on the due day and completed after the cancellation: refunded, the booking stays cancelled.
      expect(late.kind).toBe("redirect");
      const charge = await cardPays((late as { url: string }).url, after);
      expect(charge.refunded).toBe("order cancelled");
      expect((await fresh(order.number)).status).toBe("cancelled");
      // Paying afterwards is refused.
      expect(
        await balance.payBalance({ orderNumber: order.number, userId: user.id, attempt: "late", method: "card" }),
      ).toEqual({ kind: "error", message: "orders:balance.notOpen" });
    });

    it("lets exactly one of 20 balance payments and the due-day cancellation win, with the money consistent", async () => {
      const outcomes: string[] = [];
      for (let round = 0; round < 3; round++) {
        const { order, due, user } = await depositPaid({ wallet: 1_000_00 });
        // Ten card pages opened on the due day (each newer one retires the older), to be completed all at once.
        const pages: string[] = [];
        for (let i = 0; i < 10; i++) {
          const page = await balance.payBalance({
            orderNumber: order.number,
            userId: user.id,
            attempt: `c${i}`,
            method: "card",
            now: on(due),
          });
          if (page.kind === "redirect") pages.push(page.url);
        }
        // The sweep (the day after) starts first and the payments (on the due day) a little later each round.
        const sweep = balance.sweepBalances(on(clock.addDays(due, 1)));
        await new Promise((resolve) => setTimeout(resolve, [0, 2, 6][round]));
        const tasks: Promise<unknown>[] = [
          sweep,
          ...pages.map((url) => cardPays(url, on(due))),
          ...Array.from({ length: 10 }, (_, i) =>
            balance.payBalance({
              orderNumber: order.number,
              userId: user.id,
              attempt: `w${i}`,
              method: "wallet",
              now: on(due),
            }),
          ),
        ];
        await Promise.all(tasks);
        await orders.settleRefunds();

        const end = await fresh(order.number);
        const charges = await handle.query<{
          id: number;
          amount: number;
          status: string;
          for_balance: boolean;
          refunded: number;
        }>(`SELECT id, amount, status, for_balance, refunded FROM payments WHERE order_id = $1`, [order.id]);
        const refunds = await handle.query<{
          amount: number;
          method: string;
          payment_id: number | null;
          status: string;
        }>(`SELECT amount, method, payment_id, status FROM refunds WHERE order_id = $1`, [order.id]);
        const walletPaid = await handle.query<{ amount: number }>(
          `SELECT amount FROM wallet_entries WHERE order_id = $1 AND kind = 'balance_payment'`,
          [order.id],
        );
        const balanceCharges = charges.filter((c) => c.for_balance && c.status === "succeeded");
        expect(refunds.every((r) => r.status === "done")).toBe(true);
        // Every card charge is either kept by the order or given back, never both, never lost.
        const charged = charges.filter((c) => c.status === "succeeded" || c.status === "refunded");
        const cardRefunded = refunds.filter((r) => r.method === "card").reduce((s, r) => s + r.amount, 0);
        const cardKept = charged.reduce((s, c) => s + c.amount, 0) - cardRefunded;
        if (end.status === "confirmed") {
          outcomes.push("paid");
          expect(end.balanceAmount).toBe(0);
          expect(walletPaid.length + balanceCharges.length).toBe(1);
          expect(end.cardAmount + end.walletAmount + end.giftCardAmount).toBe(end.total);
          expect(cardKept).toBe(end.cardAmount);
        } else {
          outcomes.push("cancelled");
          expect(end.status).toBe("cancelled");
          expect(walletPaid).toHaveLength(0);
          expect(balanceCharges).toHaveLength(0);
          // What was kept is the penalty, at most the deposit.
          expect(cardKept).toBeLessThanOrEqual(order.cardAmount);
          expect(cardKept).toBeGreaterThanOrEqual(0);
        }
        // The wallet holds what it was given less what the order kept of it.
        const walletNow = Number(
          (
            await handle.query<{ sum: string }>(
              `SELECT coalesce(sum(amount), 0) AS sum FROM wallet_entries WHERE user_id = $1`,
              [user.id],
            )
          )[0].sum,
        );
        expect(walletNow).toBe(1_000_00 + walletPaid.reduce((s, w) => s + Number(w.amount), 0));
        // No balance charge is left both succeeded and refunded; the one success per order holds.
        expect(charges.filter((c) => c.status === "succeeded" && c.refunded > 0 && c.for_balance)).toHaveLength(0);
      }
      expect(outcomes).toHaveLength(3);
      console.info(`balance race on ${kind}: ${outcomes.join(", ")}`);
    });

    it("asks the plan on the payment page and takes the balance from the booking page a guest opened", async () => {
      const { pathFor } = await import("~/routing/screens");
      const { loadContextOf } = await import("./load-context");
      const { grantAccess } = await import("~/domains/orders/access.server");
      const payment = await import("~/routes/payment");
      const confirmation = await import("~/routes/confirmation");
      const origin = "http://localhost";
      const post = async (url: string, fields: Record<string, string>, cookie: string) => {
        const request = new Request(url, {
          method: "POST",
          body: new URLSearchParams(fields),
          headers: { Cookie: cookie, "Content-Type": "application/x-www-form-urlencoded" },
        });
        return request;
      };
      const placed = await placeTrip({ guest: true, locale: "fa" });
      const page = new Request(`${origin}${pathFor("payment", "fa")}?order=${placed.order.number}`);
      const cookie = (await grantAccess(page, placed.order.number)).split(";")[0];
      // The payment page offers the plan; posting without choosing one is refused beside the field.
      const paymentUrl = `${origin}${pathFor("payment", "fa")}?order=${placed.order.number}`;
      const shown = await payment.loader({
        request: new Request(paymentUrl, { headers: { Cookie: cookie } }),
        params: { lang: "fa" },
        context: await loadContextOf(new Request(paymentUrl)),
      });
      expect(shown.plan).toMatchObject({ dueOn: expect.stringMatching(/[۰-۹]/) });
      const unchosen = await post(
        paymentUrl,
        { order: placed.order.number, attempt: "attempt-1234", card: "new" },
        cookie,
      );
      const refused = (await payment.action({
        request: unchosen,
        params: { lang: "fa" },
        context: await loadContextOf(unchosen),
      })) as Response;
      expect(refused.status).toBe(400);
      expect(JSON.stringify(await refused.json())).toContain("orders:balance.choose");
      const chosen = await post(
        paymentUrl,
        { order: placed.order.number, attempt: "attempt-5678", card: "new", plan: "deposit" },
        cookie,
      );
      const toCard = (await payment.action({
        request: chosen,
        params: { lang: "fa" },
        context: await loadContextOf(chosen),
      })) as Response;
      expect(toCard.status).toBe(303);
      await cardPays(toCard.headers.get("Location")!);
      const order = await fresh(placed.order.number);
      expect(order.balanceAmount).toBe(shown.plan!.balance);

      // The booking page shows the balance (Jalali day, Persian digits) and pays it: no method chosen is refused.
      const bookingUrl = `${origin}${pathFor("confirmation", "fa", { orderNumber: order.number })}`;
      const args = async (request: Request) => ({
        request,
        params: { lang: "fa", orderNumber: order.number },
        context: await loadContextOf(request),
      });
      const booking = (await confirmation.loader(
        await args(new Request(bookingUrl, { headers: { Cookie: cookie } })),
      )) as unknown as { data: { balance: { due: number; dueOn: string; wallet: number | null } } };
      expect(booking.data.balance).toMatchObject({ due: order.balanceAmount, wallet: null });
      expect(booking.data.balance.dueOn).toMatch(/[۰-۹]/);
      const noMethod = await confirmation.action(
        await args(await post(bookingUrl, { intent: "balance", attempt: "balance-1234" }, cookie)),
      );
      expect((noMethod as unknown as { init: { status: number } }).init.status).toBe(400);
      expect(JSON.stringify((noMethod as unknown as { data: unknown }).data)).toContain("orders:balance.chooseMethod");
      const byCard = (await confirmation.action(
        await args(await post(bookingUrl, { intent: "balance", attempt: "balance-5678", method: "card" }, cookie)),
      )) as Response;
      expect(byCard.status).toBe(303);
      await cardPays(byCard.headers.get("Location")!);
      expect(await fresh(order.number)).toMatchObject({ balanceAmount: 0, cardAmount: order.total });
    });
    it("lists on the bare payment screen the holds and balances awaiting this visitor's payment, and no one else's", async () => {
      const { awaitingPayment } = await import("~/domains/orders/awaiting.server");
      const { pathFor } = await import("~/routing/screens");
      const { loadContextOf } = await import("./load-context");
      const { grantAccess } = await import("~/domains/orders/access.server");
      const payment = await import("~/routes/payment");
      // A user's hold and, confirmed on a deposit, a booking of theirs with its balance due.
      const held = await placeTrip();
      const deposit = await depositPaid();
      await handle.db
        .update(schema.orders)
        .set({ userId: held.user.id })
        .where(sql`${schema.orders.id} = ${deposit.order.id}`);
      const mine = await awaitingPayment({ userId: held.user.id, numbers: [] }, "en");
      expect(mine.map((o) => [o.number, o.kind, o.due])).toEqual([
        [held.order.number, "payment", held.order.total],
        [deposit.order.number, "balance", deposit.order.balanceAmount],
      ]);
      expect(mine[0].hold).toMatchObject({ minutesLeft: expect.any(Number), until: { place: "Tehran" } });
      expect(mine[0].lines.map((l) => l.title)).toEqual(["Yazd and Kerman, 5 days", "Travel insurance"]);
      expect(mine[1]).toMatchObject({ hold: null, dueOn: expect.stringMatching(/\d{4}$/) });
      // Another signed-in visitor, even one whose browser holds these numbers, sees none of them.
      const numbers = [held.order.number, deposit.order.number];
      expect(await awaitingPayment({ userId: deposit.user.id, numbers }, "en")).toEqual([]);
      expect(await awaitingPayment({ userId: null, numbers }, "en")).toEqual([]);
      // A guest's hold: only in the browser it was placed in; gone once its time has passed.
      const guest = await placeTrip({ guest: true, locale: "fa" });
      expect(
        (await awaitingPayment({ userId: null, numbers: [guest.order.number] }, "fa")).map((o) => o.number),
      ).toEqual([guest.order.number]);
      expect(await awaitingPayment({ userId: null, numbers: [] }, "fa")).toEqual([]);
      // The screen itself: the guest's list in Persian (digits and the Jalali day written the Persian way), and the
      // clear page to a browser that holds nothing — a page, never a 404.
      const url = `http://localhost${pathFor("payment", "fa")}`;
      const cookie = (await grantAccess(new Request(url), guest.order.number)).split(";")[0];
      const listed = await payment.loader({
        request: new Request(url, { headers: { Cookie: cookie } }),
        params: { lang: "fa" },
        context: await loadContextOf(new Request(url)),
      });
      expect(listed).toMatchObject({ mode: "list", orders: [{ number: guest.order.number, kind: "payment" }] });
      expect(listed.orders![0].hold!.until.date).toMatch(/[۰-۹]/);
      const empty = await payment.loader({
        request: new Request(url),
        params: { lang: "fa" },
        context: await loadContextOf(new Request(url)),
      });
      expect(empty).toMatchObject({ mode: "list", orders: [], cartLines: 0 });
      await handle.db
        .update(schema.orders)
        .set({ expiresAt: new Date(Date.now() - 1000) })
        .where(sql`${schema.orders.id} = ${guest.order.id}`);
      expect(await awaitingPayment({ userId: null, numbers: [guest.order.number] }, "fa")).toEqual([]);
    });
  });
}
