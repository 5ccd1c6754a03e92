/**
 * The product price logic of spec §3 and §9 (decision 801), pure and shared by server and browser: a product read
 * with the spec's field names — `price`, `currency`, `discount_type`, `discount_value`, `defaultAmount`, `coeficient`
 * (sic, as the spec writes it) — priced in the visitor's currency:
 *
 *   price (minor units of `currency`) → `correctedPrice` (the site's one conversion, `convertMinor`, decision 002)
 *   → the discount → `price_after_discount` (minor units of the visitor's currency), `price_after_discount_decimal`
 *   (major units), `discount_lable` (a message key and its values) → `total` = price after discount × defaultAmount
 *   × coeficient, rounded once to the minor unit, half up, worked out exactly in integers.
 *
 * Discounts (spec §9): fixed_amount subtracts the value (minor units of the product's currency, converted as the
 * price is), never below 0; percentage takes the value as a percent (capped at 100); second_purchase and
 * buy_one_get_one change no price (they act on the basket, orders/rules.ts), only the label says so; direct makes the
 * value (minor units of the product's currency) the price.
 */
import type { DiscountType } from "~/domains/orders/rules";
import { convertMinor } from "~/domains/orders/currency";
import { formatMoney, toMajor, type CurrencyInfo } from "~/utils/money";

/** The fields a product carries for the price logic (spec §3), under the spec's own names. */
export interface ProductPriceFields {
  /** Minor units of `currency`. */
  price: number;
  currency: string;
  discount_type?: DiscountType | null;
  /** fixed_amount and direct: minor units of `currency`; percentage and second_purchase: a percent; else unused. */
  discount_value?: number | null;
  /** How many units (nights, persons, hours …): at most 2 decimals. */
  defaultAmount: number;
  /** A season, occupancy or markup factor: at most 4 decimals. */
  coeficient: number;
}

/** The label beside a discounted price: a message key of the services namespace and its values. */
export interface DiscountLabel {
  key:
    | "services:discount.percentage"
    | "services:discount.fixedAmount"
    | "services:discount.secondPurchase"
    | "services:discount.buyOneGetOne"
    | "services:discount.direct";
  values: Record<string, string | number>;
}

export interface ProductPrice {
  /** The price in the visitor's currency (minor units). */
  correctedPrice: number;
  price_after_discount: number;
  /** The same in major units (12.5 for 1250 cents; rials are whole). */
  price_after_discount_decimal: number;
  discount_lable: DiscountLabel | null;
  /** price_after_discount × defaultAmount × coeficient, minor units of the visitor's currency. */
  total: number;
  currency: string;
}

/** What the logic needs of the site: the currencies by code (their rates) and the visitor's one, and the language. */
export interface PriceContext {
  currencies: Record<string, CurrencyInfo>;
  /** The visitor's currency code (the currency cookie, spec §4). */
  target: string;
  /** The Intl locale the label's amounts are written in ("fa-IR", "en-GB" …). */
  intlLocale: string;
}

export const AMOUNT_DECIMALS = 2;
export const COEFFICIENT_DECIMALS = 4;

/** A number with at most `decimals` decimals as an exact integer (1.15 with 4 → 11500). */
function scaled(value: number, decimals: number): bigint {
  return BigInt(Math.round(value * 10 ** decimals));
}

/**
 * `minor × amount × coefficient`, rounded half up to a whole minor unit (decision 801). The amount and coefficient
 * are taken at 2 and 4 decimals as integers, so 1000 × 3 × 1.15 is 3450 exactly, not 3449.9999…
 */
export function lineTotal(minor: number, amount: number, coefficient: number): number {
  const divisor = 10n ** BigInt(AMOUNT_DECIMALS + COEFFICIENT_DECIMALS);
  const product = BigInt(minor) * scaled(amount, AMOUNT_DECIMALS) * scaled(coefficient, COEFFICIENT_DECIMALS);
  const negative = product < 0n;
  const magnitude = negative ? -product : product;
  const rounded = (magnitude * 2n + divisor) / (divisor * 2n);
  return Number(negative ? -rounded : rounded);
}

/** A percent of an amount, rounded half up (the discount codes' rule, orders/rules.ts). */
function percentOf(amount: number, percent: number) {
  return Math.round((amount * Math.min(100, Math.max(0, percent))) / 100);
}

export function priceProduct(product: ProductPriceFields, context: PriceContext): ProductPrice {
  const from = context.currencies[product.currency];
  const to = context.currencies[context.target];
  if (!from || !to) throw new RangeError(`unknown currency ${!from ? product.currency : context.target}`);
  const convert = (minor: number) => convertMinor(minor, from, to);
  const correctedPrice = convert(product.price);
  const value = product.discount_value ?? 0;
  let after = correctedPrice;
  let label: DiscountLabel | null = null;
  switch (product.discount_type ?? null) {
    case "fixed_amount": {
      const off = convert(value);
      after = Math.max(0, correctedPrice - off);
      label = {
        key: "services:discount.fixedAmount",
        values: { amount: formatMoney({ amount: off, currency: to.code }, to, context.intlLocale) },
      };
      break;
    }
    case "percentage":
      after = correctedPrice - percentOf(correctedPrice, value);
      label = { key: "services:discount.percentage", values: { percent: Math.min(100, Math.max(0, value)) } };
      break;
    case "second_purchase":
      label = { key: "services:discount.secondPurchase", values: { percent: Math.min(100, Math.max(0, value)) } };
      break;
    case "buy_one_get_one":
      label = { key: "services:discount.buyOneGetOne", values: {} };
      break;
    case "direct":
      after = Math.max(0, convert(value));
      label = {
        key: "services:discount.direct",
        values: { amount: formatMoney({ amount: after, currency: to.code }, to, context.intlLocale) },
      };
      break;
    case null:
      break;
  }
  return {
    correctedPrice,
    price_after_discount: after,
    price_after_discount_decimal: toMajor(after, to),
    discount_lable: label,
    total: lineTotal(after, product.defaultAmount, product.coeficient),
    currency: to.code,
  };
}
