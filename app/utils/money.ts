/**
 * Money and currencies: pure rules, shared by server and browser.
 *
 * Amounts are integers in minor units with their currency. A currency's rate is units
 * of it per 1 EUR (EUR is the base). Converting multiplies by the target rate and
 * divides by the source rate (docs/decisions/002-currency-conversion.md), rounded to
 * 2 decimals of the target's major unit.
 */
import { numberFormat } from "./format";

export interface CurrencyInfo {
  code: string;
  sign: string;
  rate: number;
  /** Digits after the decimal point in the minor unit (EUR 2, IRR 0). */
  decimals: number;
}

export interface Money {
  /** Minor units (cents for EUR, rials for IRR). */
  amount: number;
  currency: string;
}

export function round2(value: number): number {
  return Math.round((value + Number.EPSILON * Math.sign(value)) * 100) / 100;
}

/** Converts a major-unit amount between currencies, rounded to 2 decimals. */
export function convertAmount(
  amount: number,
  from: Pick<CurrencyInfo, "rate">,
  to: Pick<CurrencyInfo, "rate">,
): number {
  if (!(from.rate > 0) || !(to.rate > 0)) throw new RangeError("currency rate must be positive");
  return round2((amount * to.rate) / from.rate);
}

export function toMajor(minor: number, currency: Pick<CurrencyInfo, "decimals">): number {
  return minor / 10 ** currency.decimals;
}

export function toMinor(major: number, currency: Pick<CurrencyInfo, "decimals">): number {
  return Math.round(major * 10 ** currency.decimals);
}

/**
 * A typed amount in major units ("12.50", "-5", as `moneyText` leaves it) in minor units of a currency; null when it
 * has more decimals than the currency has (2.5 rials, 12.505 euros).
 */
export function minorFromText(text: string, currency: Pick<CurrencyInfo, "decimals">): number | null {
  const fraction = text.replace(/^[-+]/, "").split(".")[1] ?? "";
  return fraction.length > currency.decimals ? null : toMinor(Number(text), currency);
}

/** Converts money into another currency, keeping minor units (IRR is rounded to whole rials). */
export function convertMoney(money: Money, currencies: Record<string, CurrencyInfo>, target: string): Money {
  const from = currencies[money.currency];
  const to = currencies[target];
  if (!from || !to) throw new RangeError(`unknown currency ${!from ? money.currency : target}`);
  if (from.code === to.code) return { ...money };
  return { amount: toMinor(convertAmount(toMajor(money.amount, from), from, to), to), currency: to.code };
}

/**
 * Display: 0 decimals for whole numbers, otherwise 2; digits and grouping follow the locale
 * (Persian digits in fa). The sign goes where the language puts it (decision 029): each
 * language's CLDR currency pattern, from Intl's parts for the currency ("€44.55" and "IRR 1,235"
 * in English, "€ 44,55" in Dutch, "44,55 €" in French); Persian writes the number, then the
 * unit ("۲٬۵۰۸٬۰۰۰ تومان", "۴۴٫۵۵ €"). The sign itself is ours (the currency table's, or
 * IRR's code), not Intl's ("$", not "US$").
 */
const WHOLE = { minimumFractionDigits: 0, maximumFractionDigits: 0 };
const CENTS = { minimumFractionDigits: 2, maximumFractionDigits: 2 };

/** The parts of the language's currency pattern around a number: "¤", "-" and literals, "#" for the number. */
const patterns = new Map<string, string[]>();
function currencyPattern(intlLocale: string, code: string, byCode: boolean, negative: boolean): string[] {
  const key = `${intlLocale}|${code}|${byCode}|${negative}`;
  let pattern = patterns.get(key);
  if (pattern) return pattern;
  if (intlLocale.startsWith("fa")) pattern = negative ? ["-", "#", "\u00a0", "¤"] : ["#", "\u00a0", "¤"];
  else {
    let parts: Intl.NumberFormatPart[];
    try {
      parts = numberFormat(intlLocale, {
        style: "currency",
        currency: /^[A-Z]{3}$/.test(code) ? code : "EUR",
        currencyDisplay: byCode ? "code" : "narrowSymbol",
      }).formatToParts(negative ? -1 : 1);
    } catch {
      parts = [
        { type: "integer", value: "1" },
        { type: "literal", value: "\u00a0" },
        { type: "currency", value: code },
      ];
    }
    pattern = [];
    for (const part of parts) {
      const piece =
        part.type === "currency"
          ? "¤"
          : part.type === "minusSign"
            ? "-"
            : part.type === "literal"
              ? part.value.replace(/[\u200e\u200f]/g, "")
              : "#";
      if (piece && !(piece === "#" && pattern.at(-1) === "#")) pattern.push(piece);
    }
  }
  patterns.set(key, pattern);
  return pattern;
}

/** A formatted number (its minus sign, if any, first) and a sign, in the language's currency pattern. */
function placeSign(number: string, sign: string, code: string, intlLocale: string): string {
  const minus = /^[-\u2212]/.exec(number)?.[0];
  const pattern = currencyPattern(intlLocale, code, /^[A-Z]{3}$/.test(sign), Boolean(minus));
  const digits = minus ? number.slice(minus.length) : number;
  return pattern.map((p) => (p === "¤" ? sign : p === "#" ? digits : p === "-" ? minus! : p)).join("");
}

/** `major` units with `sign`, in `intlLocale`'s currency pattern; `code` (ISO 4217) chooses the pattern. */
export function formatAmount(major: number, sign: string, intlLocale: string, code: string = sign): string {
  const rounded = round2(major);
  const whole = Number.isInteger(rounded);
  const number = numberFormat(intlLocale, whole ? WHOLE : CENTS).format(rounded);
  return placeSign(number, sign, code, intlLocale);
}

/**
 * How a currency's amounts are written on a page (docs/decisions/023-iranian-rial-display.md).
 * The Iranian rial's sign ﷼ shows as an empty box on many devices, and Iranian sites price in
 * toman (10 rials): on Persian pages IRR amounts are shown in whole toman with the word
 * "تومان"; elsewhere in rials with the code "IRR". The currency table's IRR rate (rials per
 * euro) stays the one source: this is display only, amounts are kept and charged in rials.
 */
export function currencyDisplay(
  currency: Pick<CurrencyInfo, "code" | "sign">,
  intlLocale: string,
): { sign: string; divisor: number; whole: boolean } {
  if (currency.code !== "IRR") return { sign: currency.sign, divisor: 1, whole: false };
  return intlLocale.startsWith("fa")
    ? { sign: "تومان", divisor: 10, whole: true }
    : { sign: "IRR", divisor: 1, whole: true };
}

/**
 * An amount as a page writes it. Toman are whole when the rials are (as every price made from
 * the euro's rate is); an amount of rials that is not whole toman keeps its tenth ("۷٬۴۰۷٬۰۰۰٫۵
 * تومان"), so the amount shown is always the amount charged, never rounded for the eye (issue 22).
 */
export function formatMoney(money: Money, currency: CurrencyInfo, intlLocale: string): string {
  const display = currencyDisplay(currency, intlLocale);
  const major = toMajor(money.amount, currency) / display.divisor;
  if (display.whole && display.divisor > 1 && !Number.isInteger(major)) {
    const tenths = numberFormat(intlLocale, { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(major);
    return placeSign(tenths, display.sign, currency.code, intlLocale);
  }
  return formatAmount(display.whole ? Math.round(major) : major, display.sign, intlLocale, currency.code);
}
