import { intlLocale } from "~/i18n/config";
import type { Locale } from "~/routing/screens";

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
 * A moment as people read it where it happens: its calendar date with the weekday ("Mon 1 Jun
 * 2026", "دوشنبه ۱۱ خرداد ۱۴۰۵" in the Jalali calendar) and its 24-hour time, both in `timeZone`.
 */
export function formatMoment(value: Date | string, locale: Locale, timeZone: string) {
  const date = typeof value === "string" ? new Date(value) : value;
  // ICU writes a Persian-calendar date with a weekday year first ("۱۴۰۵ خرداد ۱۱, دوشنبه"): the weekday goes in front.
  const day =
    locale === "fa"
      ? `${formatDate(date, locale, { weekday: "long", year: undefined, month: undefined, day: undefined, timeZone })} ${formatDate(date, locale, { day: "numeric", month: "long", year: "numeric", timeZone })}`
      : formatDate(date, locale, { weekday: "short", day: "numeric", month: "short", year: "numeric", timeZone });
  return { date: day, time: formatTime(date, locale, timeZone) };
}
