import { and, asc, desc, eq, ilike, isNull, ne, or } from "drizzle-orm";
import { getDb } from "~/db/client.server";
import { orders, savedPassengers, sessions, users, walletEntries } from "~/db/schema";
import { walletBalanceTx } from "~/domains/orders/wallet.server";
import { type Actor, audited } from "../audit.server";

/**
 * The desk's customers (issue 26, decision 112): find an account, see its orders, wallet and saved
 * travellers; suspend (which ends its sessions in the same transaction), reinstate, require a new
 * password; adjust the wallet with a ledger entry of its own, never below zero.
 */

const like = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export async function searchCustomers(q: string) {
  const db = await getDb();
  const pattern = like(q.trim());
  return db
    .select({
      id: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
      phone: users.phone,
      clientNumber: users.clientNumber,
      status: users.status,
    })
    .from(users)
    .where(
      or(
        ilike(users.email, pattern),
        ilike(users.phone, pattern),
        ilike(users.clientNumber, pattern),
        ilike(users.firstName, pattern),
        ilike(users.lastName, pattern),
      ),
    )
    .orderBy(asc(users.lastName), asc(users.id))
    .limit(50);
}

export async function customerDetail(id: number) {
  const db = await getDb();
  const [user] = await db.select().from(users).where(eq(users.id, id));
  if (!user) return null;
  const [orderRows, ledger, travellers, balance] = await Promise.all([
    db
      .select({
        number: orders.number,
        status: orders.status,
        total: orders.total,
        currency: orders.currency,
        createdAt: orders.createdAt,
      })
      .from(orders)
      .where(eq(orders.userId, id))
      .orderBy(desc(orders.createdAt))
      .limit(100),
    db.select().from(walletEntries).where(eq(walletEntries.userId, id)).orderBy(desc(walletEntries.id)).limit(100),
    db.select().from(savedPassengers).where(eq(savedPassengers.userId, id)).orderBy(asc(savedPassengers.id)),
    walletBalanceTx(db, id),
  ]);
  return { user, orders: orderRows, ledger, travellers, balance };
}

export type AccountChange = "suspend" | "reinstate" | "forcePassword";

/** Suspends, reinstates or requires a new password; false when it changed nothing (no entry then). */
export async function changeAccount(actor: Actor, id: number, change: AccountChange, now = new Date()) {
  return audited(actor, async (tx) => {
    const [before] = await tx
      .select({ status: users.status, mustChangePassword: users.mustChangePassword })
      .from(users)
      .where(eq(users.id, id))
      .for("update");
    if (!before) return { result: false, entry: null };
    if (change === "forcePassword") {
      if (before.mustChangePassword) return { result: false, entry: null };
      await tx.update(users).set({ mustChangePassword: true }).where(eq(users.id, id));
      return {
        result: true,
        entry: {
          action: "customer.forcePassword",
          entity: "user",
          entityId: id,
          before: { mustChangePassword: false },
          after: { mustChangePassword: true },
        },
      };
    }
    const status = change === "suspend" ? "suspended" : "active";
    if (change === "suspend" ? before.status === "suspended" : before.status !== "suspended")
      return { result: false, entry: null };
    await tx
      .update(users)
      .set({ status })
      .where(and(eq(users.id, id), ne(users.status, status)));
    // A suspended account is signed out everywhere, in the same transaction.
    if (change === "suspend")
      await tx
        .update(sessions)
        .set({ revokedAt: now })
        .where(and(eq(sessions.userId, id), isNull(sessions.revokedAt)));
    return {
      result: true,
      entry: {
        action: `customer.${change}`,
        entity: "user",
        entityId: id,
        before: { status: before.status },
        after: { status },
      },
    };
  });
}

export type AdjustOutcome = { ok: true; balance: number } | { ok: false; error: "notFound" | "negative" };

/**
 * Adds a ledger entry (euro cents, signed) with its reason. The user row is locked first — the same
 * lock a wallet payment takes (payments.server.ts) — so adjustments and spending run one at a time
 * per customer, each reading the balance the one before it left: no update lost, never below zero.
 */
export async function adjustWallet(actor: Actor, id: number, amount: number, reason: string) {
  return audited<AdjustOutcome>(actor, async (tx) => {
    const [user] = await tx.select({ id: users.id }).from(users).where(eq(users.id, id)).for("update");
    if (!user) return { result: { ok: false, error: "notFound" }, entry: null };
    const before = await walletBalanceTx(tx, id);
    if (amount === 0 || before + amount < 0) return { result: { ok: false, error: "negative" }, entry: null };
    const [entry] = await tx
      .insert(walletEntries)
      .values({ userId: id, amount, currency: "EUR", kind: "adjustment", note: reason, createdBy: actor.id })
      .returning();
    return {
      result: { ok: true, balance: before + amount },
      entry: {
        action: "customer.wallet",
        entity: "user",
        entityId: id,
        before: { balance: before },
        after: { balance: before + amount, amount, reason, entry: entry.id },
      },
    };
  });
}
