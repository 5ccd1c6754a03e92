import crypto from "node:crypto";
import { asc, desc, eq, sql } from "drizzle-orm";
import { getDb } from "~/db/client.server";
import { currencies, discountCodes, giftCards } from "~/db/schema";
import { minorFromText } from "~/utils/money";
import { clearCurrencyCache } from "~/utils/currency.server";
import { zonedInstant, AGENCY_TIME_ZONE } from "~/travel/clock";
import { audited, type Actor } from "../audit.server";
import type { currencySchema, discountSchema, giftCardSchema } from "./schemas";
import type { z } from "zod";

/**
 * Prices and catalogue on the desk (issue 26, decision 114): discount codes (the five types of spec
 * §9, limits, validity, usage so far), gift cards (issue, void, balance) and currency rates. Each
 * write is audited in its own transaction. Validity dates are days at the agency (Tehran): from the
 * start of the first day to the end of the last.
 */
type DiscountInput = z.output<typeof discountSchema>;

export async function listDiscounts() {
  const db = await getDb();
  return db.select().from(discountCodes).orderBy(desc(discountCodes.createdAt), desc(discountCodes.id));
}

export async function currencyList() {
  const db = await getDb();
  return db.select().from(currencies).orderBy(asc(currencies.position), asc(currencies.id));
}

export type SaveDiscount = "saved" | "codeTaken" | "unknownCurrency" | "notFound" | "tooPrecise";

export async function saveDiscount(actor: Actor, input: DiscountInput): Promise<SaveDiscount> {
  const db = await getDb();
  const [currency] = await db.select().from(currencies).where(eq(currencies.code, input.currency));
  if (!currency) return "unknownCurrency";
  const money = input.type === "fixed_amount" || input.type === "direct";
  const value = money
    ? minorFromText(input.value ?? "0", currency)
    : input.type === "buy_one_get_one"
      ? 0
      : Number(input.value);
  const minAmount = input.minAmount ? minorFromText(input.minAmount, currency) : 0;
  if (value === null || minAmount === null) return "tooPrecise";
  const values = {
    code: input.code,
    type: input.type,
    value,
    currency: currency.code,
    minAmount,
    validFrom: input.validFrom ? zonedInstant(input.validFrom, "00:00", AGENCY_TIME_ZONE) : null,
    validUntil: input.validUntil
      ? new Date(zonedInstant(input.validUntil, "00:00", AGENCY_TIME_ZONE).getTime() + 86_400_000 - 1)
      : null,
    usageLimit: input.usageLimit ?? null,
    active: input.active === "on",
  };
  return audited(actor, async (tx) => {
    const [taken] = await tx.select().from(discountCodes).where(eq(discountCodes.code, values.code)).for("update");
    if (input.id === undefined) {
      if (taken) return { result: "codeTaken" as const, entry: null };
      const [created] = await tx.insert(discountCodes).values(values).returning();
      return {
        result: "saved" as const,
        entry: { action: "discount.create", entity: "discount_code", entityId: created!.id, after: created },
      };
    }
    if (taken && taken.id !== input.id) return { result: "codeTaken" as const, entry: null };
    const [before] = await tx.select().from(discountCodes).where(eq(discountCodes.id, input.id)).for("update");
    if (!before) return { result: "notFound" as const, entry: null };
    // The usage so far stays; a limit below it would break the code's CHECK: it is raised to the usage.
    const usageLimit = values.usageLimit === null ? null : Math.max(values.usageLimit, before.usedCount);
    const [after] = await tx
      .update(discountCodes)
      .set({ ...values, usageLimit })
      .where(eq(discountCodes.id, input.id))
      .returning();
    return {
      result: "saved" as const,
      entry: { action: "discount.update", entity: "discount_code", entityId: input.id, before, after },
    };
  });
}

export async function setDiscountActive(actor: Actor, id: number, active: boolean) {
  return audited(actor, async (tx) => {
    const [before] = await tx.select().from(discountCodes).where(eq(discountCodes.id, id)).for("update");
    if (!before || before.active === active) return { result: false, entry: null };
    await tx.update(discountCodes).set({ active }).where(eq(discountCodes.id, id));
    return {
      result: true,
      entry: {
        action: active ? "discount.activate" : "discount.deactivate",
        entity: "discount_code",
        entityId: id,
        before: { active: before.active },
        after: { active },
      },
    };
  });
}

// ── Gift cards ──
export async function listGiftCards() {
  const db = await getDb();
  return db.select().from(giftCards).orderBy(desc(giftCards.createdAt), desc(giftCards.id)).limit(200);
}

const newGiftCode = () => `GIFT-${crypto.randomBytes(6).toString("hex").toUpperCase().match(/.{4}/g)!.join("-")}`;

/** Issues a gift or promo card in the base currency (EUR, as gift cards are kept); a typed code must be free. */
export async function issueGiftCard(
  actor: Actor,
  input: z.output<typeof giftCardSchema>,
): Promise<string | null | "tooPrecise"> {
  const amount = minorFromText(input.amount, { decimals: 2 });
  if (amount === null) return "tooPrecise";
  const code = input.code || newGiftCode();
  return audited(actor, async (tx) => {
    const [taken] = await tx.select({ id: giftCards.id }).from(giftCards).where(eq(giftCards.code, code));
    if (taken) return { result: null, entry: null };
    const [card] = await tx
      .insert(giftCards)
      .values({
        code,
        kind: input.kind,
        initialAmount: amount,
        balance: amount,
        expiresAt: input.expiresAt
          ? new Date(zonedInstant(input.expiresAt, "00:00", AGENCY_TIME_ZONE).getTime() + 86_400_000 - 1)
          : null,
      })
      .returning();
    return {
      result: card!.code,
      entry: { action: "giftCard.issue", entity: "gift_card", entityId: card!.id, after: card },
    };
  });
}

/** Voids a card: its balance goes to zero (what it already paid stays paid), and it expires now. */
export async function voidGiftCard(actor: Actor, id: number) {
  return audited(actor, async (tx) => {
    const [before] = await tx.select().from(giftCards).where(eq(giftCards.id, id)).for("update");
    if (!before || before.balance === 0) return { result: false, entry: null };
    const [after] = await tx
      .update(giftCards)
      .set({ balance: 0, expiresAt: sql`LEAST(coalesce(${giftCards.expiresAt}, now()), now())` })
      .where(eq(giftCards.id, id))
      .returning();
    return { result: true, entry: { action: "giftCard.void", entity: "gift_card", entityId: id, before, after } };
  });
}

// ── Currencies ──
export async function saveCurrency(
  actor: Actor,
  input: z.output<typeof currencySchema>,
): Promise<"saved" | "base" | "notFound"> {
  const result = await audited(actor, async (tx) => {
    const [before] = await tx.select().from(currencies).where(eq(currencies.code, input.code)).for("update");
    if (!before) return { result: "notFound" as const, entry: null };
    // The base currency (EUR) is 1 and always offered: prices are kept in it.
    if (before.code === "EUR" && (Number(input.rate) !== 1 || input.active !== "on"))
      return { result: "base" as const, entry: null };
    const [after] = await tx
      .update(currencies)
      .set({ rate: Number(input.rate), active: input.active === "on" })
      .where(eq(currencies.code, input.code))
      .returning();
    return {
      result: "saved" as const,
      entry: { action: "currency.update", entity: "currency", entityId: input.code, before, after },
    };
  });
  clearCurrencyCache();
  return result;
}
