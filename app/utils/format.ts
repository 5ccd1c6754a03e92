import { intlLocale } from "~/i18n/config";
import { isLocale, type Locale } from "~/routing/screens";
import { toAsciiDigits } from "./digits";

/**
 * Intl formatters, made once per Intl locale and options and reused: constructing one
 * (locale data, calendar, digits) costs far more than formatting with it, and a page
 * formats hundreds of prices and dates. Formatters are immutable, so sharing is safe; the
 * keys are the few option sets the code uses, so the caches stay small.
 */
const numberFormats = new Map<string, Intl.NumberFormat>();
const dateTimeFormats = new Map<string, Intl.DateTimeFormat>();

export function numberFormat(intl: string, options?: Intl.NumberFormatOptions): Intl.NumberFormat {
  const key = options ? `${intl}|${JSON.stringify(options)}` : intl;
  let format = numberFormats.get(key);
  if (!format) numberFormats.set(key, (format = new Intl.NumberFormat(intl, options)));
  return format;
}

export function dateTimeFormat(intl: string, options?: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = options ? `${intl}|${JSON.stringify(options)}` : intl;
  let format = dateTimeFormats.get(key);
  if (!format) dateTimeFormats.set(key, (format = new Intl.DateTimeFormat(intl, options)));
  return format;
}

/** Numbers with the locale's digits and grouping (Persian digits in fa). */
export function formatNumber(value: number, locale: Locale, options?: Intl.NumberFormatOptions) {
  return numberFormat(intlLocale[locale], options).format(value);
}

/** The Intl locale of a language code ("fa" → Persian digits and calendar); other tags as they are. */
function intlOf(lng: string) {
  return isLocale(lng) ? intlLocale[lng] : lng;
}

const NO_GROUPING = { useGrouping: false } as const;

/**
 * Digits written the language's way, without grouping or any other change: an identifier
 * (a request number: "۱۲۳۴" in fa, "1234" elsewhere), a typed count or date. Persian and
 * Arabic-Indic digits are read as digits too; other characters stay.
 */
export function formatDigits(value: number | string, locale: Locale | string) {
  const format = numberFormat(intlOf(locale), NO_GROUPING);
  return toAsciiDigits(String(value)).replace(/[0-9]/g, (d) => format.format(Number(d)));
}

/**
 * How a value reads when it is interpolated into a message (decision 019), used by both
 * translators — i18next on the server (`interpolation.format` with `alwaysFormat`) and
 * the browser's translate.ts: a number is formatted for the language (its digits, decimal
 * separator and grouping: "۱٬۲۳۴٫۵" in fa, "1.234,5" in nl); anything else is left as it is
 * (names, codes, dates and prices already formatted).
 */
export function formatInterpolated(value: unknown, lng: string): unknown {
  return typeof value === "number" && Number.isFinite(value) ? numberFormat(intlOf(lng)).format(value) : value;
}

/**
 * A calendar date: Jalali (Solar Hijri) with Persian digits in fa, DD/MM/YYYY in en,
 * the national short form in nl and fr. Dates without a time are read as UTC days.
 */
export function formatDate(value: Date | string, locale: Locale, options: Intl.DateTimeFormatOptions = {}) {
  const date = typeof value === "string" ? new Date(value.length === 10 ? `${value}T00:00:00Z` : value) : value;
  return dateTimeFormat(intlLocale[locale], {
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
    timeZone: "UTC",
    ...options,
  }).format(date);
}

/** A long date for prose: "22 November 2026", "۱ آذر ۱۴۰۵". */
export function formatLongDate(value: Date | string, locale: Locale, timeZone = "UTC") {
  return formatDate(value, locale, { month: "long", day: "numeric", year: "numeric", timeZone });
}

/**
 * A clock time, 24-hour, in the given IANA time zone. There is no default: a time means
 * nothing without its place (a flight's airport, or the agency's Tehran for deadlines).
 */
export function formatTime(value: Date, locale: Locale, timeZone: string) {
  return dateTimeFormat(intlLocale[locale], { hour: "2-digit", minute: "2-digit", hourCycle: "h23", timeZone }).format(
    value,
  );
}

/**
 * A calendar day in full, with its weekday: "Wednesday, 25 November 2026",
 * "woensdag 25 november 2026" and, in Persian, "چهارشنبه ۴ آذر ۱۴۰۵" — ICU writes a
 * Persian-calendar date with a weekday year first and a Latin comma ("۱۴۰۵ آذر ۴, چهارشنبه"),
 * so in fa the weekday and the date are formatted apart, in the order Persian is written.
 */
export function formatFullDate(value: Date | string, locale: Locale, timeZone = "UTC") {
  const date = typeof value === "string" ? new Date(value.length === 10 ? `${value}T00:00:00Z` : value) : value;
  if (locale !== "fa") return dateTimeFormat(intlLocale[locale], { dateStyle: "full", timeZone }).format(date);
  const weekday = dateTimeFormat(intlLocale.fa, { weekday: "long", timeZone }).format(date);
  return `${weekday} ${formatDate(date, locale, { day: "numeric", month: "long", year: "numeric", timeZone })}`;
}

/**
 * A month of the page's calendar: "November 2026", and in Persian the Jalali month "آذر ۱۴۰۵"
 * (ICU would write "۱۴۰۵ آذر"). `value` is any day of that month.
 */
export function formatMonth(value: Date | string, locale: Locale, timeZone = "UTC") {
  const date = typeof value === "string" ? new Date(value.length === 10 ? `${value}T00:00:00Z` : value) : value;
  if (locale !== "fa") return formatDate(date, locale, { day: undefined, month: "long", year: "numeric", timeZone });
  const month = dateTimeFormat(intlLocale.fa, { month: "long", timeZone }).format(date);
  const year = dateTimeFormat(intlLocale.fa, { year: "numeric", timeZone }).format(date);
  return `${month} ${year}`;
}

/**
 * A moment as people read it where it happens: its calendar date with the weekday ("Mon 1 Jun
 * 2026", "دوشنبه ۱۱ خرداد ۱۴۰۵" in the Jalali calendar) and its 24-hour time, both in `timeZone`.
 */
export function formatMoment(value: Date | string, locale: Locale, timeZone: string) {
  const date = typeof value === "string" ? new Date(value) : value;
  const day =
    locale === "fa"
      ? formatFullDate(date, locale, timeZone)
      : formatDate(date, locale, { weekday: "short", day: "numeric", month: "short", year: "numeric", timeZone });
  return { date: day, time: formatTime(date, locale, timeZone) };
}
