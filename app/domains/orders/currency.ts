/**
 * An order's money (pure; docs/decisions/406-order-money.md). Prices are kept in the base
 * currency (EUR) until an order is placed; the order is then priced in the currency the
 * customer chose, at the rate of that moment, and stays in it: charged, printed, e-mailed
 * and refunded in it. Every component of a line is converted on its own and the totals
 * are summed again from the converted parts, so they reconcile to the minor unit. Wallets
 * and gift cards keep base-currency balances; what they pay is converted at the order's rate.
 */
import { convertMoney, type CurrencyInfo } from "~/utils/money";
import type { PricedLine } from "./rules";

export const BASE_CURRENCY: CurrencyInfo = { code: "EUR", sign: "€", rate: 1, decimals: 2 };

/** Minor units of one currency in minor units of another (rates are units per 1 EUR). */
export function convertMinor(amount: number, from: CurrencyInfo, to: CurrencyInfo): number {
  if (from.code === to.code) return amount;
  return convertMoney({ amount, currency: from.code }, { [from.code]: from, [to.code]: to }, to.code).amount;
}

/** A line priced in `from` re-priced in `to`: each unit price, tax, commission and other cost converted, totals summed again. */
export function lineIn<L extends PricedLine & { currency: string }>(line: L, from: CurrencyInfo, to: CurrencyInfo): L {
  if (from.code === to.code) return line;
  const c = (n: number) => convertMinor(n, from, to);
  const items = line.breakdown.items.map((i) => ({ ...i, unitAmount: c(i.unitAmount) }));
  const tax = c(line.breakdown.tax);
  const commission = c(line.breakdown.commission);
  const otherCosts = c(line.breakdown.otherCosts);
  const total = items.reduce((s, i) => s + i.quantity * i.unitAmount, 0) + tax + commission + otherCosts;
  return {
    ...line,
    currency: to.code,
    amount: total,
    breakdown: { ...line.breakdown, items, tax, commission, otherCosts, total },
  };
}

/**
 * How much of a balance kept in the base currency pays `due` (in the order's currency):
 * `amount` in the order's currency and `base`, what comes off the balance. All of it when
 * it is not enough; otherwise the base amount worth `due`, never more than the balance.
 */
export function useBalance(
  balanceBase: number,
  due: number,
  orderCurrency: CurrencyInfo,
  base: CurrencyInfo = BASE_CURRENCY,
): { amount: number; base: number } {
  if (balanceBase <= 0 || due <= 0) return { amount: 0, base: 0 };
  const available = convertMinor(balanceBase, base, orderCurrency);
  if (available <= due) return { amount: available, base: balanceBase };
  return { amount: due, base: Math.min(balanceBase, Math.max(1, convertMinor(due, orderCurrency, base))) };
}

/**
 * A refund goes back the way the money came (card to card, wallet to wallet, gift card to
 * gift card): the card first, up to what it paid, then the wallet, then the gift card.
 */
export function splitRefund(amount: number, paid: { card: number; wallet: number; giftCard: number }) {
  let rest = Math.max(0, amount);
  const take = (limit: number) => {
    const part = Math.min(rest, Math.max(0, limit));
    rest -= part;
    return part;
  };
  const card = take(paid.card);
  const wallet = take(paid.wallet);
  const giftCard = take(paid.giftCard);
  return { card, wallet, giftCard };
}

/** The currency an order is kept in: its code and recorded rate, with the sign and minor-unit digits of that currency. */
export function orderCurrencyInfo(
  order: { currency: string; rate: number },
  known: Pick<CurrencyInfo, "code" | "sign" | "decimals">[],
): CurrencyInfo {
  const info = known.find((c) => c.code === order.currency);
  return {
    code: order.currency,
    sign: info?.sign ?? order.currency,
    decimals: info?.decimals ?? 2,
    rate: Number(order.rate),
  };
}
