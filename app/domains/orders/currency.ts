/**
 * An order's money (pure; docs/decisions/406-order-money.md, 025-one-price-rule.md). Prices
 * are kept in their product's currency until an order is placed; the order is then priced in
 * the currency the customer chose, at the rate of that moment, and stays in it: charged,
 * printed, e-mailed and refunded in it. A line is converted once, on its net total, and its
 * VAT is worked out on that converted net (`chargeOf`): the same rule prices a result, a cart
 * line and an order line, so what a page shows is what is charged. Wallets and gift cards
 * keep base-currency balances; what they pay is converted at the order's rate.
 */
import { convertMoney, type CurrencyInfo } from "~/utils/money";
import { vatOn, type VatMode } from "~/utils/vat";
import type { PricedLine } from "./rules";

export const BASE_CURRENCY: CurrencyInfo = { code: "EUR", sign: "€", rate: 1, decimals: 2 };

/** Minor units of one currency in minor units of another (rates are units per 1 EUR). */
export function convertMinor(amount: number, from: CurrencyInfo, to: CurrencyInfo): number {
  if (from.code === to.code) return amount;
  return convertMoney({ amount, currency: from.code }, { [from.code]: from, [to.code]: to }, to.code).amount;
}

/** What a line costs in the order's currency: its net, the VAT on that net, and what is paid (gross). */
export interface Charge {
  net: number;
  vat: number;
  gross: number;
}

/**
 * THE price rule (decision 025): a net amount in minor units of `from`, as an order in `to`
 * charges it — converted once (rounded once, to the minor unit of `to`), then VAT on the
 * converted net. A result's price, a cart line, an order line and the order's total all come
 * from it, so the sum shown is the sum charged.
 */
export function chargeOf(net: number, from: CurrencyInfo, to: CurrencyInfo, vatPercent: number): Charge {
  const converted = convertMinor(net, from, to);
  const vat = vatOn(converted, vatPercent);
  return { net: converted, vat, gross: converted + vat };
}

/** The amount a page shows for a charge, under the visitor's VAT choice (incl: what is paid; excl: the net). */
export function shownAmount(charge: Pick<Charge, "net" | "gross">, mode: VatMode): number {
  return mode === "incl" ? charge.gross : charge.net;
}

/** What a page knows to show a price: the currencies with their rates, the visitor's currency and VAT choice. */
export interface PriceView {
  currencies: readonly CurrencyInfo[];
  currency: CurrencyInfo;
  vat: VatMode;
  vatPercent: number;
}

/**
 * A product's net price (minor units of its own currency) as a page shows it: `chargeOf` into
 * the visitor's currency, then the VAT choice (`vat: false`: the net, a part of a summary with
 * its own VAT row). Null when the currency is unknown. Every `<Price>` of a product goes here.
 */
export function priceShown(
  money: { amount: number; currency: string },
  view: PriceView,
  options: { vat?: boolean } = {},
): number | null {
  const source =
    view.currencies.find((c) => c.code === money.currency) ??
    (money.currency === BASE_CURRENCY.code ? BASE_CURRENCY : null);
  if (!source) return null;
  const target = view.currencies.find((c) => c.code === view.currency.code) ?? view.currency;
  const charge = chargeOf(money.amount, source, target, view.vatPercent);
  return options.vat === false ? charge.net : shownAmount(charge, view.vat);
}

/**
 * A line priced in `from` re-priced in `to`. Its total is converted once (what the line
 * costs); tax, commission and other costs are converted on their own, and the ticket amount
 * is the rest (`lineTicketAmount`), so the parts always add up to the converted total. Unit
 * prices are converted for reading (buy-one-get-one, the passengers' fares).
 */
export function lineIn<L extends PricedLine & { currency: string }>(line: L, from: CurrencyInfo, to: CurrencyInfo): L {
  if (from.code === to.code) return line;
  const c = (n: number) => convertMinor(n, from, to);
  const items = line.breakdown.items.map((i) => ({ ...i, unitAmount: c(i.unitAmount) }));
  const tax = c(line.breakdown.tax);
  const commission = c(line.breakdown.commission);
  const otherCosts = c(line.breakdown.otherCosts);
  const total = c(line.breakdown.total);
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

/** A price's parts as a page shows them (`breakdownShown`): in the visitor's currency, with the VAT row when VAT is shown. */
export interface BreakdownShown {
  currency: string;
  parts: number[];
  /** The VAT on the whole, when the visitor shows prices with VAT (the row that makes the parts add up); else null. */
  vat: number | null;
  total: number;
}

/**
 * The parts of a net price (minor units of `money.currency`; they add up to the price) as a
 * page shows them: the whole converted once and its VAT worked out as `chargeOf` does — so
 * the total is the one the cart will charge — each part but the first converted on its own
 * and the first the rest, so the rows always add up to the total (`lineIn` does the same),
 * and a VAT row when the visitor shows prices with VAT. Null when the currency is unknown.
 */
export function breakdownShown(
  money: { parts: readonly number[]; currency: string },
  view: PriceView,
): BreakdownShown | null {
  const source =
    view.currencies.find((c) => c.code === money.currency) ??
    (money.currency === BASE_CURRENCY.code ? BASE_CURRENCY : null);
  if (!source || money.parts.length === 0) return null;
  const target = view.currencies.find((c) => c.code === view.currency.code) ?? view.currency;
  const charge = chargeOf(
    money.parts.reduce((s, p) => s + p, 0),
    source,
    target,
    view.vatPercent,
  );
  const rest = money.parts.slice(1).map((p) => convertMinor(p, source, target));
  const first = charge.net - rest.reduce((s, p) => s + p, 0);
  const withVat = view.vat === "incl";
  return {
    currency: target.code,
    parts: [first, ...rest],
    vat: withVat ? charge.vat : null,
    total: shownAmount(charge, view.vat),
  };
}
