import { and, asc, eq, gt, lt, lte, sql } from "drizzle-orm";
import { getDb } from "~/db/client.server";
import { orderLines, orders, payments, users, walletEntries } from "~/db/schema";
import type { Tx } from "~/domains/booking/inventory";
import { productOf } from "~/domains/booking/products";
import { balanceOverdue, orderPlan, reminderDue, type OrderPlan } from "~/domains/booking/payment-plan";
import { getProvider } from "~/domains/payments/provider.server";
import { addDays, agencyToday } from "~/travel/clock";
import { allCurrencies } from "~/utils/currency.server";
import { publicOrigin } from "~/utils/env.server";
import { orderCurrencyInfo, useBalance } from "./currency";
import { viewLine } from "./lines";
import { queueBalanceReminder } from "./notify.server";
import { type Order, type OrderLine, orderDetails } from "./order-read.server";
import { vatPercent } from "./quote.server";
import { cancelLockedOrderTx, settleRefunds } from "./refunds.server";
import { lineCharge } from "./rules";
import { walletBalanceTx } from "./wallet.server";

/** Deposit now, balance later (decision 411): the plan an order offers, paying its balance, reminders and the due day. */

/** What the order's lines offer now (each line's total as shown, VAT included, and its product's plan), or null. */
export function planOfLines(order: Pick<Order, "total">, lines: readonly OrderLine[], now: Date): OrderPlan | null {
  const vat = vatPercent();
  return orderPlan(
    lines.map((l) => ({
      total: lineCharge(l, vat).gross,
      plan: productOf(l.kind).paymentPlan?.(viewLine(l.kind, l.payload, l.quantity), now) ?? null,
    })),
    order.total,
    agencyToday(now),
  );
}

export async function planOf(tx: Tx, order: Order, now: Date) {
  const lines = await tx.select().from(orderLines).where(eq(orderLines.orderId, order.id)).orderBy(asc(orderLines.id));
  return planOfLines(order, lines, now);
}

/** Why a successful card charge for the balance cannot pay it (it is then refunded), or null when it can. */
export function balanceRefused(order: Order, payment: typeof payments.$inferSelect): string | null {
  if (payment.status === "cancelled") return "payment page replaced";
  if (order.status !== "confirmed") return `order ${order.status}`;
  if (order.balanceAmount === 0) return "order already paid";
  if (payment.amount !== order.balanceAmount) return "order changed";
  return null;
}

/** A card charge of the balance, accepted (balanceRefused said null) under the order's lock: the order is paid in full. */
export async function completeBalanceTx(tx: Tx, order: Order, payment: typeof payments.$inferSelect): Promise<Order> {
  const [paid] = await tx
    .update(orders)
    .set({ cardAmount: sql`${orders.cardAmount} + ${payment.amount}`, balanceAmount: 0 })
    .where(and(eq(orders.id, order.id), eq(orders.status, "confirmed"), eq(orders.balanceAmount, payment.amount)))
    .returning();
  return paid ?? order;
}

export type BalanceOutcome =
  { kind: "paid"; order: Order } | { kind: "redirect"; url: string } | { kind: "error"; message: string };

/**
 * "Pay the balance" of an order confirmed on a deposit, by the wallet (its owner, all of it at once) or by card on
 * the provider's page. Under the order's row lock, so it and the due-day cancellation never both happen; the
 * same attempt key never makes a second payment, and a balance paid is never paid again.
 */
export async function payBalance(params: {
  orderNumber: string;
  userId: number | null;
  attempt: string;
  method: "card" | "wallet";
  now?: Date;
}): Promise<BalanceOutcome> {
  const now = params.now ?? new Date();
  const db = await getDb();
  const provider = getProvider();
  const known = await allCurrencies();
  const step = await db.transaction(async (tx) => {
    const [order] = await tx.select().from(orders).where(eq(orders.number, params.orderNumber)).for("update");
    if (!order) return { kind: "error", message: "orders:balance.notOpen" } as const;
    if (order.status !== "confirmed") return { kind: "error", message: "orders:balance.notOpen" } as const;
    if (order.balanceAmount === 0) return { kind: "paid", order } as const;
    if (order.balanceDueOn && balanceOverdue(order.balanceDueOn, agencyToday(now)))
      return { kind: "error", message: "orders:balance.overdue" } as const;
    if (params.method === "wallet") {
      if (!params.userId || order.userId !== params.userId)
        return { kind: "error", message: "orders:balance.walletShort" } as const;
      await tx.select({ id: users.id }).from(users).where(eq(users.id, params.userId)).for("update");
      const balance = Math.max(0, await walletBalanceTx(tx, params.userId));
      const taken = useBalance(balance, order.balanceAmount, orderCurrencyInfo(order, known));
      if (taken.amount < order.balanceAmount) return { kind: "error", message: "orders:balance.walletShort" } as const;
      await tx.insert(walletEntries).values({
        userId: params.userId,
        amount: -taken.base,
        kind: "balance_payment",
        orderId: order.id,
        note: order.number,
      });
      const [paid] = await tx
        .update(orders)
        .set({ walletAmount: order.walletAmount + order.balanceAmount, balanceAmount: 0 })
        .where(and(eq(orders.id, order.id), eq(orders.balanceAmount, order.balanceAmount)))
        .returning();
      // Card pages opened for the balance can no longer be completed (a charge made on one anyway is refunded).
      await tx
        .update(payments)
        .set({ status: "cancelled", completedAt: now })
        .where(and(eq(payments.orderId, order.id), eq(payments.status, "pending"), eq(payments.forBalance, true)));
      return { kind: "paid", order: paid } as const;
    }
    const key = `${order.id}:balance:${params.attempt}`;
    await tx
      .insert(payments)
      .values({
        orderId: order.id,
        provider: provider.id,
        idempotencyKey: key,
        amount: order.balanceAmount,
        currency: order.currency,
        status: "pending",
        forBalance: true,
      })
      .onConflictDoNothing();
    const [payment] = await tx.select().from(payments).where(eq(payments.idempotencyKey, key));
    // One balance page at a time: a newer attempt retires the older ones.
    await tx
      .update(payments)
      .set({ status: "cancelled", completedAt: now })
      .where(
        and(
          eq(payments.orderId, order.id),
          eq(payments.status, "pending"),
          eq(payments.forBalance, true),
          sql`${payments.id} <> ${payment.id}`,
        ),
      );
    if (payment.status !== "pending") return { kind: "error", message: "orders:balance.notOpen" } as const;
    return { kind: "redirect", url: provider.hostedPageUrl(payment.id, order.locale) } as const;
  });
  return step;
}

/**
 * The balances' clock, run by the server's sweeper: a reminder 7 and 2 days before the due day (each once, the
 * claim a conditional update in the transaction that queues the e-mail), and a booking whose balance is still
 * unpaid after its day cancelled under its lines' timelines (overdueCancellation), the refund going back the way
 * the money came and the inventory released. Returns how many reminders and cancellations it made.
 */
export async function sweepBalances(now = new Date()) {
  const db = await getDb();
  const today = agencyToday(now);
  const known = await allCurrencies();
  const open = and(eq(orders.status, "confirmed"), gt(orders.balanceAmount, 0));
  let reminded = 0;
  const soon = await db
    .select({ id: orders.id })
    .from(orders)
    .where(and(open, gt(orders.balanceDueOn, today), lte(orders.balanceDueOn, addDays(today, 7))))
    .limit(200);
  for (const { id } of soon) {
    const sent = await db.transaction(async (tx) => {
      const [order] = await tx.select().from(orders).where(eq(orders.id, id)).for("update");
      if (!order || order.status !== "confirmed" || order.balanceAmount === 0 || !order.balanceDueOn) return false;
      const days = reminderDue(order.balanceDueOn, today, order.balanceReminded);
      if (!days) return false;
      const [claimed] = await tx
        .update(orders)
        .set({ balanceReminded: days })
        .where(and(eq(orders.id, id), sql`(${orders.balanceReminded} IS NULL OR ${orders.balanceReminded} > ${days})`))
        .returning();
      if (!claimed) return false;
      await queueBalanceReminder(
        await orderDetails(claimed, tx),
        publicOrigin(),
        tx,
        orderCurrencyInfo(claimed, known),
      );
      return true;
    });
    if (sent) reminded++;
  }
  let cancelled = 0;
  const overdue = await db
    .select({ id: orders.id })
    .from(orders)
    .where(and(open, lt(orders.balanceDueOn, today)))
    .limit(200);
  for (const { id } of overdue) {
    const done = await db.transaction(async (tx) => {
      const [order] = await tx.select().from(orders).where(eq(orders.id, id)).for("update");
      // Paid (or cancelled) while we waited for the lock: the payment won.
      if (!order || order.status !== "confirmed" || order.balanceAmount === 0 || !order.balanceDueOn) return false;
      if (!balanceOverdue(order.balanceDueOn, today)) return false;
      const result = await cancelLockedOrderTx(tx, order, now, "balance not paid", known, null, {
        due: order.balanceDueOn,
      });
      return result.ok;
    });
    if (done) cancelled++;
  }
  if (cancelled) await settleRefunds();
  return { reminded, cancelled };
}
