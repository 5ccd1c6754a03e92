import { and, desc, eq, sql } from "drizzle-orm";
import { getDb } from "~/db/client.server";
import { giftCards, savedCards, users, walletEntries } from "~/db/schema";
import { giftCardUse } from "~/domains/orders/rules";
import { parseExpiry } from "./card";
import { getProvider } from "./provider.server";

/**
 * The wallet ledger (append-only: the balance is the sum of the entries, never stored),
 * gift cards redeemed into it, and saved bank cards (brand, last four, provider token).
 * Every function takes the signed-in user's id: nobody reaches another user's data.
 */
export async function walletOverview(userId: number) {
  const db = await getDb();
  const entries = await db
    .select()
    .from(walletEntries)
    .where(eq(walletEntries.userId, userId))
    .orderBy(desc(walletEntries.id))
    .limit(100);
  const [row] = await db
    .select({ sum: sql<string>`coalesce(sum(${walletEntries.amount}), 0)` })
    .from(walletEntries)
    .where(eq(walletEntries.userId, userId));
  return { balance: Number(row.sum), entries };
}

/** Moves a gift card's whole balance into the wallet (once; the card is then empty). */
export async function redeemGiftCard(userId: number, code: string, now = new Date()) {
  const db = await getDb();
  return db.transaction(async (tx) => {
    const [card] = await tx.select().from(giftCards).where(eq(giftCards.code, code)).for("update");
    const use = giftCardUse(card ?? null, Number.MAX_SAFE_INTEGER, now);
    if (!use.ok) return use;
    await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for("update");
    await tx.update(giftCards).set({ balance: 0, redeemedBy: userId }).where(eq(giftCards.id, card.id));
    await tx
      .insert(walletEntries)
      .values({ userId, amount: use.amount, kind: "gift_card", giftCardId: card.id, note: card.code });
    return { ok: true as const, amount: use.amount };
  });
}

export async function listCards(userId: number) {
  const db = await getDb();
  return db
    .select({
      id: savedCards.id,
      brand: savedCards.brand,
      last4: savedCards.last4,
      expMonth: savedCards.expMonth,
      expYear: savedCards.expYear,
      holder: savedCards.holder,
    })
    .from(savedCards)
    .where(eq(savedCards.userId, userId))
    .orderBy(desc(savedCards.id));
}

/** Saves a card through the provider: "Duplicate card" when this user already has it. */
export async function saveCard(userId: number, input: { holder: string; number: string; expiry: string }) {
  const expiry = parseExpiry(input.expiry)!;
  const provider = getProvider();
  const token = await provider.tokenize({
    number: input.number,
    expMonth: expiry.month,
    expYear: expiry.year,
    holder: input.holder,
  });
  const db = await getDb();
  const rows = await db
    .insert(savedCards)
    .values({
      userId,
      brand: token.brand,
      last4: token.last4,
      expMonth: expiry.month,
      expYear: expiry.year,
      holder: input.holder,
      provider: provider.id,
      providerToken: token.token,
      fingerprint: token.fingerprint,
    })
    .onConflictDoNothing()
    .returning({ id: savedCards.id });
  return rows.length
    ? { ok: true as const, id: rows[0].id, last4: token.last4 }
    : { ok: false as const, error: "orders:card.duplicate" };
}

export async function deleteCard(userId: number, id: number) {
  const db = await getDb();
  const rows = await db
    .delete(savedCards)
    .where(and(eq(savedCards.id, id), eq(savedCards.userId, userId)))
    .returning({ id: savedCards.id });
  return rows.length > 0;
}
