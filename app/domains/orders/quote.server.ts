import { and, eq, or, sql } from "drizzle-orm";
import { getDb } from "~/db/client.server";
import { cartLines, discountCodes, giftCards, orders } from "~/db/schema";
import { getEnv } from "~/utils/env.server";
import type { Tx } from "~/domains/booking/inventory";
import {
  checkDiscount,
  giftCardUse,
  lineCharge,
  summarize,
  unitPrices,
  type DiscountCheck,
  type Summary,
} from "./rules";
import type { CurrencyInfo } from "~/utils/money";
import { BASE_CURRENCY, convertMinor, lineIn } from "./currency";
import { allCurrencies } from "~/utils/currency.server";
import type { Db } from "./order-read.server";

/** The price of a basket before it is an order: lines in the customer's currency, codes, gift cards (read only). */

type CartLineRow = typeof cartLines.$inferSelect;

export function vatPercent() {
  return getEnv().VAT_PERCENT;
}

/** Lines that can still be bought (not expired) and the ones that cannot. */
export function splitLines<T extends { expiresAt: Date }>(lines: T[], now = new Date()) {
  return { valid: lines.filter((l) => l.expiresAt > now), expired: lines.filter((l) => l.expiresAt <= now) };
}

export async function earlierOrders(db: Db | Tx, userId: number | null, email: string | null) {
  const who = [
    userId ? eq(orders.userId, userId) : undefined,
    email ? sql`${orders.buyer}->>'email' = ${email}` : undefined,
  ].filter(Boolean);
  if (!who.length) return 0;
  const rows = await db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.status, "confirmed"), or(...(who as never[]))))
    .limit(1);
  return rows.length;
}

export interface Quote {
  summary: Summary;
  discount: DiscountCheck | null;
  gift: { ok: true; amount: number } | { ok: false; error: string } | null;
  due: number;
  /** The currency every amount above is in. */
  currency: string;
}

/**
 * Cart lines priced in the order's currency. A line is priced in the base currency, or in
 * its product's own (hotels in Iran in rials): each is converted at the currencies' rates now.
 */
export function linesIn<L extends CartLineRow>(
  lines: L[],
  currency: CurrencyInfo,
  known: readonly CurrencyInfo[],
): L[] {
  return lines.map((l) => {
    if (l.currency === currency.code) return l;
    const from = l.currency === BASE_CURRENCY.code ? BASE_CURRENCY : known.find((c) => c.code === l.currency);
    if (!from) throw new Error(`cart line ${l.id} is priced in ${l.currency}`);
    return lineIn(l, from, currency);
  });
}

/**
 * Cart lines as the order would price them, in `currency`, each with its charge (net, VAT,
 * gross): the cart shows these, the checkout's quote and the order are summed from them.
 */
export async function linesCharged<L extends CartLineRow>(lines: L[], currency: CurrencyInfo) {
  const priced = linesIn(lines, currency, await ratesFor(lines, currency));
  return priced.map((line) => ({ line, charge: lineCharge(line, vatPercent()) }));
}

/** The currencies (with rates) the lines need beyond the base and the order's own: none in the usual case. */
async function ratesFor(lines: readonly CartLineRow[], currency: CurrencyInfo): Promise<CurrencyInfo[]> {
  const other = lines.some((l) => l.currency !== BASE_CURRENCY.code && l.currency !== currency.code);
  return other ? allCurrencies() : [];
}

/** A discount code's amounts (fixed and direct values, the minimum) in the order's currency; percentages stay. */
export function codeIn<C extends typeof discountCodes.$inferSelect>(code: C | undefined, currency: CurrencyInfo) {
  if (!code) return null;
  const from = code.currency === currency.code ? currency : BASE_CURRENCY;
  const money = code.type === "fixed_amount" || code.type === "direct";
  return {
    ...code,
    value: money ? convertMinor(code.value, from, currency) : code.value,
    minAmount: convertMinor(code.minAmount, from, currency),
  };
}

/** A gift card's balance (base currency) as it pays in the order's currency. */
export function giftIn(card: typeof giftCards.$inferSelect | undefined, currency: CurrencyInfo) {
  if (!card) return null;
  return { ...card, balance: convertMinor(card.balance, BASE_CURRENCY, currency) };
}

/** The price summary for lines with optional codes, in `currency` (read only: nothing is used up). */
export async function quote(
  cartLineRows: CartLineRow[],
  codes: { discountCode?: string; giftCode?: string },
  who: { userId: number | null; email: string | null },
  now = new Date(),
  currency: CurrencyInfo = BASE_CURRENCY,
): Promise<Quote> {
  const db = await getDb();
  const lines = linesIn(cartLineRows, currency, await ratesFor(cartLineRows, currency));
  const base = summarize(lines, 0, vatPercent());
  let discount: DiscountCheck | null = null;
  if (codes.discountCode) {
    const [code] = await db.select().from(discountCodes).where(eq(discountCodes.code, codes.discountCode)).limit(1);
    discount = checkDiscount(codeIn(code, currency), {
      now,
      ticketAmount: base.ticketAmount,
      units: unitPrices(lines),
      earlierOrders: await earlierOrders(db, who.userId, who.email),
    });
  }
  const summary = summarize(lines, discount?.ok ? discount.amount : 0, vatPercent());
  let gift: Quote["gift"] = null;
  if (codes.giftCode) {
    const [card] = await db.select().from(giftCards).where(eq(giftCards.code, codes.giftCode)).limit(1);
    gift = giftCardUse(giftIn(card, currency), summary.total, now);
  }
  return { summary, discount, gift, due: summary.total - (gift?.ok ? gift.amount : 0), currency: currency.code };
}
