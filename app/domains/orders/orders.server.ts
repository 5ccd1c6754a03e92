import crypto from "node:crypto";
import { asc, eq, sql } from "drizzle-orm";
import { getDb } from "~/db/client.server";
import { cartLines, carts, discountCodes, giftCards, orderLines, orders } from "~/db/schema";
import type { Tx } from "~/domains/booking/inventory";
import { inventoryFor } from "~/domains/booking/products";
import { checkDiscount, giftCardUse, orderNumber, PAYMENT_WINDOW_MINUTES, summarize, unitPrices } from "./rules";
import type { CheckoutInput } from "./schema";
import type { CurrencyInfo } from "~/utils/money";
import { BASE_CURRENCY, useBalance } from "./currency";
import { allCurrencies } from "~/utils/currency.server";
import type { Order } from "./order-read.server";
import { codeIn, earlierOrders, giftIn, linesIn, splitLines, vatPercent } from "./quote.server";
import { expireStaleOrders, makeRoomForPendingOrder } from "./expiry.server";

/** Placing an order from the basket: priced once in the customer's currency, places held, codes used (decision 406). */

export class CheckoutError extends Error {
  constructor(
    public key: string,
    public field?: "discountCode" | "giftCode",
  ) {
    super(key);
  }
}

/**
 * "Confirm booking": one transaction that locks the cart, re-checks and uses up the
 * discount code and gift card, creates the order and its lines, takes the inventory of
 * every line (a seat can never be sold twice) and empties the cart. Throws CheckoutError.
 */
export async function placeOrder(params: {
  cartId: string;
  userId: number | null;
  locale: string;
  input: CheckoutInput;
  /** The currency the customer chose (with its rate now); the order is priced, charged and refunded in it. */
  currency?: CurrencyInfo;
  /** The address the request came from (pending-order limit per address). */
  clientIp?: string | null;
  now?: Date;
}): Promise<Order> {
  const now = params.now ?? new Date();
  const { input } = params;
  const currency = params.currency ?? BASE_CURRENCY;
  await expireStaleOrders(now);
  const db = await getDb();
  // Read before the transaction: every currency's rate, in case a line is priced in another one.
  const known = await allCurrencies();
  const visitor = params.userId ? `user:${params.userId}` : `cart:${params.cartId}`;
  return db.transaction(async (tx) => {
    const [cart] = await tx.select().from(carts).where(eq(carts.id, params.cartId)).for("update");
    if (!cart) throw new CheckoutError("orders:checkout.empty");
    const rows = await tx.select().from(cartLines).where(eq(cartLines.cartId, cart.id)).orderBy(asc(cartLines.id));
    const split = splitLines(rows, now);
    if (split.expired.length) throw new CheckoutError("orders:checkout.linesExpired");
    if (!split.valid.length) throw new CheckoutError("orders:checkout.empty");
    const valid = linesIn(split.valid, currency, known);
    await makeRoomForPendingOrder(tx, { visitor, clientIp: params.clientIp ?? null }, now);

    const base = summarize(valid, 0, vatPercent());
    let discountAmount = 0;
    let discountCodeId: number | null = null;
    if (input.discountCode) {
      const [code] = await tx
        .select()
        .from(discountCodes)
        .where(eq(discountCodes.code, input.discountCode))
        .for("update");
      const check = checkDiscount(codeIn(code, currency), {
        now,
        ticketAmount: base.ticketAmount,
        units: unitPrices(valid),
        earlierOrders: await earlierOrders(tx, params.userId, input.email),
      });
      if (!check.ok) throw new CheckoutError(check.error, "discountCode");
      discountAmount = check.amount;
      discountCodeId = code.id;
      await tx
        .update(discountCodes)
        .set({ usedCount: sql`${discountCodes.usedCount} + 1` })
        .where(eq(discountCodes.id, code.id));
    }
    const summary = summarize(valid, discountAmount, vatPercent());

    let giftAmount = 0;
    let giftBase = 0;
    let giftCardId: number | null = null;
    if (input.giftCode) {
      const [card] = await tx.select().from(giftCards).where(eq(giftCards.code, input.giftCode)).for("update");
      const use = giftCardUse(giftIn(card, currency), summary.total, now);
      if (!use.ok) throw new CheckoutError(use.error, "giftCode");
      // The card keeps a base-currency balance: take off what pays `use.amount` at this rate.
      const taken = useBalance(card.balance, use.amount, currency);
      giftAmount = taken.amount;
      giftBase = taken.base;
      giftCardId = card.id;
      await tx
        .update(giftCards)
        .set({ balance: sql`${giftCards.balance} - ${taken.base}` })
        .where(eq(giftCards.id, card.id));
    }

    const [order] = await tx
      .insert(orders)
      .values({
        number: await freshOrderNumber(tx),
        userId: params.userId,
        status: "pending_payment",
        locale: params.locale,
        currency: currency.code,
        rate: currency.rate,
        visitor,
        clientIp: params.clientIp ?? null,
        ticketAmount: summary.ticketAmount,
        tax: summary.tax,
        commission: summary.commission,
        otherCosts: summary.otherCosts,
        discount: summary.discount,
        vat: summary.vat,
        total: summary.total,
        giftCardAmount: giftAmount,
        giftCardBase: giftBase,
        buyer: { firstName: input.firstName, lastName: input.lastName, email: input.email, phone: input.phone },
        billing: input.billing,
        shipping: input.shipping,
        charity: input.charity ?? null,
        discovery: input.discovery ?? null,
        sendTo: input.sendToOther ? { name: input.sendToName, email: input.sendToEmail } : null,
        discountCodeId,
        giftCardId,
        expiresAt: new Date(now.getTime() + PAYMENT_WINDOW_MINUTES * 60_000),
      })
      .returning();
    for (const line of valid) {
      const inventory = inventoryFor(line.kind);
      const taken = inventory ? await inventory.take(tx, line) : true;
      if (!taken) throw new CheckoutError("orders:checkout.seatsGone");
      await tx.insert(orderLines).values({
        orderId: order.id,
        kind: line.kind,
        // What the inventory holds: the line as it came, or as held (places the site chose at hold time).
        payload: taken === true ? line.payload : taken.payload,
        currency: line.currency,
        amount: line.amount,
        breakdown: line.breakdown,
        quantity: line.quantity,
      });
    }
    await tx.delete(cartLines).where(eq(cartLines.cartId, cart.id));
    return order;
  });
}

async function freshOrderNumber(tx: Tx) {
  for (;;) {
    const number = orderNumber(() => crypto.randomInt(1e8) / 1e8);
    const [taken] = await tx.select({ id: orders.id }).from(orders).where(eq(orders.number, number)).limit(1);
    if (!taken) return number;
  }
}
