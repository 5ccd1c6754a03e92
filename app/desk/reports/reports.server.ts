import { and, eq, gte, isNotNull, lt, sql, type SQL, type SQLWrapper } from "drizzle-orm";
import { getDb } from "~/db/client.server";
import { auditLog, discountCodes, giftCards, orderLines, orders, payments, refunds, walletEntries } from "~/db/schema";
import type { Locale } from "~/routing/screens";
import { agencyDayRange, AGENCY_TIME_ZONE, agencyToday } from "~/travel/clock";
import { allCurrencies } from "~/utils/currency.server";
import {
  currenciesOf,
  daysOf,
  pivot,
  reportRange,
  totalOf,
  type CurrencyRow,
  type ReportRange,
  type ReportRow,
} from "./rules";
import { reportQuerySchema } from "./schemas";

/**
 * What the reports screen reads (issue 26 item 7, decision 116), for a range of agency days and one currency or
 * all of them, each currency apart:
 * - a sale is an order paid in the range (counted on the agency day it was confirmed, whatever became of it
 *   later), at its total as it stands (VAT included, its discount taken off, a date change's balance in it);
 * - by product: the order lines' kinds, net of VAT and before the order's discount, then the discounts and the
 *   VAT, so the table adds up to the sales;
 * - by channel: how the sales were paid — card, wallet, gift card (an order paid two ways counts in both);
 * - refunds made in the range by the way they went back, except those of charges the site never kept (a second
 *   charge, a payment after the hold: `payments.status = 'refunded'`), which were never sales;
 * - discount codes used by the range's sales, with their uses so far and their limit;
 * - wallets and gift cards as they stand now, cards issued and voided in the range.
 */

export const refundMethods = ["card", "wallet", "gift_card"] as const;
export const channels = ["card", "wallet", "gift_card"] as const;
export const balanceKeys = ["wallets", "outstanding", "issued", "voided"] as const;

/** The instants a range of agency days covers (`agencyDayRange`). */
export const instantsOf = (range: Pick<ReportRange, "from" | "to">) => agencyDayRange(range.from, range.to);

/** Sums of minor units can pass 2³¹ (rials): read as bigint, handed over as numbers (exact up to 2⁵³). */
const total = (value: SQLWrapper) => sql<number>`coalesce(sum(${value}), 0)::bigint`.mapWith(Number);
const count = (filter?: SQL) =>
  (filter ? sql<number>`count(*) filter (where ${filter})::int` : sql<number>`count(*)::int`).mapWith(Number);

export async function salesReport(range: ReportRange, currency: string | null, now = new Date()) {
  const db = await getDb();
  const { start, end } = instantsOf(range);
  const sales = and(
    isNotNull(orders.confirmedAt),
    gte(orders.confirmedAt, start),
    lt(orders.confirmedAt, end),
    currency ? eq(orders.currency, currency) : undefined,
  );
  // The zone written into the statement (a constant), so the grouped expression is the selected one.
  const day = sql<string>`to_char(${orders.confirmedAt} AT TIME ZONE ${sql.raw(`'${AGENCY_TIME_ZONE}'`)}, 'YYYY-MM-DD')`;
  const inRange = (column: typeof refunds.createdAt | typeof giftCards.createdAt | typeof auditLog.at) =>
    and(gte(column, start), lt(column, end));

  const [byDay, lines, orderSums, byChannel, refunded, discounts, wallets, cardsLeft, cardsIssued, cardsVoided] =
    await Promise.all([
      db
        .select({ key: day, currency: orders.currency, count: count(), amount: total(orders.total) })
        .from(orders)
        .where(sales)
        .groupBy(day, orders.currency),
      db
        .select({
          key: orderLines.kind,
          currency: orders.currency,
          count: count(),
          amount: total(sql`${orderLines.quantity}::bigint * ${orderLines.amount}`),
        })
        .from(orderLines)
        .innerJoin(orders, eq(orders.id, orderLines.orderId))
        .where(sales)
        .groupBy(orderLines.kind, orders.currency),
      db
        .select({
          currency: orders.currency,
          discountCount: count(sql`${orders.discount} > 0`),
          discount: total(orders.discount),
          vat: total(orders.vat),
          count: count(),
        })
        .from(orders)
        .where(sales)
        .groupBy(orders.currency),
      db
        .select({
          currency: orders.currency,
          card: total(orders.cardAmount),
          cardCount: count(sql`${orders.cardAmount} > 0`),
          wallet: total(orders.walletAmount),
          walletCount: count(sql`${orders.walletAmount} > 0`),
          giftCard: total(orders.giftCardAmount),
          giftCardCount: count(sql`${orders.giftCardAmount} > 0`),
        })
        .from(orders)
        .where(sales)
        .groupBy(orders.currency),
      db
        .select({ key: refunds.method, currency: refunds.currency, count: count(), amount: total(refunds.amount) })
        .from(refunds)
        .leftJoin(payments, eq(payments.id, refunds.paymentId))
        .where(
          and(
            inRange(refunds.createdAt),
            sql`${payments.status} IS DISTINCT FROM 'refunded'`,
            currency ? eq(refunds.currency, currency) : undefined,
          ),
        )
        .groupBy(refunds.method, refunds.currency),
      db
        .select({
          key: discountCodes.code,
          currency: orders.currency,
          count: count(),
          amount: total(orders.discount),
          usedCount: discountCodes.usedCount,
          usageLimit: discountCodes.usageLimit,
        })
        .from(orders)
        .innerJoin(discountCodes, eq(discountCodes.id, orders.discountCodeId))
        .where(sales)
        .groupBy(discountCodes.code, discountCodes.usedCount, discountCodes.usageLimit, orders.currency),
      db
        .select({
          currency: sql<string>`balances.currency`,
          accounts: sql<number>`count(*) filter (where balances.balance > 0)::int`.mapWith(Number),
          amount: sql<number>`coalesce(sum(balances.balance) filter (where balances.balance > 0), 0)::bigint`.mapWith(
            Number,
          ),
        })
        .from(
          sql`(select ${walletEntries.currency} as currency, sum(${walletEntries.amount}) as balance from ${walletEntries}
               ${currency ? sql`where ${walletEntries.currency} = ${currency}` : sql``}
               group by ${walletEntries.userId}, ${walletEntries.currency}) as balances`,
        )
        .groupBy(sql`balances.currency`),
      db
        .select({
          key: sql<string>`'outstanding'`,
          currency: giftCards.currency,
          count: count(),
          amount: total(giftCards.balance),
        })
        .from(giftCards)
        .where(
          and(
            sql`${giftCards.balance} > 0`,
            sql`(${giftCards.expiresAt} IS NULL OR ${giftCards.expiresAt} > ${now.toISOString()}::timestamptz)`,
            currency ? eq(giftCards.currency, currency) : undefined,
          ),
        )
        .groupBy(giftCards.currency),
      db
        .select({
          key: sql<string>`'issued'`,
          currency: giftCards.currency,
          count: count(),
          amount: total(giftCards.initialAmount),
        })
        .from(giftCards)
        .where(and(inRange(giftCards.createdAt), currency ? eq(giftCards.currency, currency) : undefined))
        .groupBy(giftCards.currency),
      db
        .select({
          key: sql<string>`'voided'`,
          currency: sql<string>`${auditLog.before}->>'currency'`,
          count: count(),
          amount: total(sql`(${auditLog.before}->>'balance')::bigint`),
        })
        .from(auditLog)
        .where(
          and(
            eq(auditLog.action, "giftCard.void"),
            inRange(auditLog.at),
            currency ? sql`${auditLog.before}->>'currency' = ${currency}` : undefined,
          ),
        )
        .groupBy(sql`${auditLog.before}->>'currency'`),
    ]);

  const days = pivot(byDay, daysOf(range));
  const kinds = pivot(lines).sort((a, b) => a.key.localeCompare(b.key));
  const perCurrency = (pick: (row: (typeof orderSums)[number]) => number) =>
    Object.fromEntries(orderSums.map((row) => [row.currency, pick(row)]));
  const products: ReportRow[] = [
    ...kinds,
    {
      key: "discount",
      count: orderSums.reduce((n, row) => n + row.discountCount, 0),
      amounts: perCurrency((row) => 0 - row.discount),
    },
    { key: "vat", count: 0, amounts: perCurrency((row) => row.vat) },
  ];
  const channelRows: CurrencyRow[] = byChannel.flatMap((row) => [
    { key: "card", currency: row.currency, count: row.cardCount, amount: row.card },
    { key: "wallet", currency: row.currency, count: row.walletCount, amount: row.wallet },
    { key: "gift_card", currency: row.currency, count: row.giftCardCount, amount: row.giftCard },
  ]);
  const byMethod = pivot(channelRows, channels);
  const refundRows = pivot(refunded, refundMethods);
  const codes = pivot(discounts)
    .map((row) => {
      const code = discounts.find((d) => d.key === row.key)!;
      return { ...row, usedCount: code.usedCount, usageLimit: code.usageLimit };
    })
    .sort((a, b) => b.count - a.count || a.key.localeCompare(b.key));
  const balances = pivot(
    [
      ...wallets.map((row) => ({ key: "wallets", currency: row.currency, count: row.accounts, amount: row.amount })),
      ...cardsLeft,
      ...cardsIssued,
      ...cardsVoided,
    ],
    balanceKeys,
  );
  return {
    range,
    /** Every currency some table has an amount in, so each table shows the same columns. */
    currencies: currenciesOf(days, products, byMethod, refundRows, codes, balances),
    sales: { rows: days, total: totalOf(days) },
    /** The products' rows, then the discounts (negative) and VAT: their total is the sales' total. */
    products: { rows: products, total: { count: totalOf(kinds).count, amounts: totalOf(products).amounts } },
    channels: { rows: byMethod, total: totalOf(byMethod) },
    refunds: { rows: refundRows, total: totalOf(refundRows) },
    discounts: { rows: codes, total: totalOf(codes) },
    /**
     * What customers hold now in wallets and on gift cards that can still be spent, then the cards issued and
     * voided in the range; the total is what the agency owes them (the first two rows).
     */
    balances: { rows: balances, total: totalOf(balances.slice(0, 2)) },
  };
}

export type SalesReport = Awaited<ReturnType<typeof salesReport>>;
export const reportNames = ["sales", "products", "channels", "refunds", "discounts", "balances"] as const;
export type ReportName = (typeof reportNames)[number];

/** The report a request asks for: its query read (bad parts dropped), its days, the currencies known. */
export async function reportOf(request: Request, locale: Locale) {
  const url = new URL(request.url);
  const query = reportQuerySchema.parse(Object.fromEntries(url.searchParams));
  const known = await allCurrencies();
  const currency = known.some((c) => c.code === query.currency) ? query.currency! : null;
  const range = reportRange(query, agencyToday(), locale === "fa" ? "jalali" : "gregorian");
  const report = await salesReport(range, currency);
  return {
    query: { ...query, currency: currency ?? undefined },
    currency,
    known: Object.fromEntries(
      known.map((c) => [c.code, { code: c.code, sign: c.sign, rate: c.rate, decimals: c.decimals }]),
    ),
    /** The columns: the chosen currency, or every currency the report has an amount in. */
    currencies: currency ? [currency] : report.currencies,
    report,
  };
}
