import type { Db } from "../client.server";
import { discountCodes, giftCards } from "../schema";

export const name = "orders";

/**
 * Demo discount codes (one per type of spec §9, plus an expired and a used-up one) and
 * demo gift/promo cards. Idempotent: existing codes are left as they are.
 */
export async function seed(db: Db) {
  const year = new Date().getUTCFullYear();
  await db
    .insert(discountCodes)
    .values([
      { code: "WELCOME10", type: "percentage", value: 10 },
      { code: "SAVE20", type: "fixed_amount", value: 2000, minAmount: 5000 },
      { code: "SECOND15", type: "second_purchase", value: 15 },
      { code: "BOGO", type: "buy_one_get_one", value: 0 },
      { code: "FLAT99", type: "direct", value: 9900, minAmount: 9900 },
      {
        code: "SUMMER5",
        type: "percentage",
        value: 5,
        validFrom: new Date(Date.UTC(year - 2, 5, 1)),
        validUntil: new Date(Date.UTC(year - 2, 8, 1)),
      },
      { code: "FIRST100", type: "fixed_amount", value: 1000, usageLimit: 0 },
    ])
    .onConflictDoNothing();
  await db
    .insert(giftCards)
    .values([
      { code: "GIFT-PARVAZ-50", kind: "gift", initialAmount: 5000, balance: 5000 },
      {
        code: "PROMO-NOWRUZ",
        kind: "promo",
        initialAmount: 2500,
        balance: 2500,
        expiresAt: new Date(Date.UTC(year + 1, 2, 31)),
      },
    ])
    .onConflictDoNothing();
}
