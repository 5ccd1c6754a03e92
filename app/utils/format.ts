import { intlLocale } from "~/i18n/config";
import type { Locale } from "~/routing/screens";

/** Numbers with the locale's digits and grouping (Persian digits in fa). */
export function formatNumber(value: number, locale: Locale, options?: Intl.NumberFormatOptions) {
  return new Intl.NumberFormat(intlLocale[locale], options).format(value);
}

/**
 * A calendar date: Jalali (Solar Hijri) with Persian digits in fa, DD/MM/YYYY in en,
 * the national short form in nl and fr. Dates without a time are read as UTC days.
 */
export function formatDate(value: Date | string, locale: Locale, options: Intl.DateTimeFormatOptions = {}) {
  const date = typeof value === "string" ? new Date(value.length === 10 ? `${value}T00:00:00Z` : value) : value;
  return new Intl.DateTimeFormat(intlLocale[locale], {
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

/** A clock time, 24-hour. */
export function formatTime(value: Date, locale: Locale, timeZone = "UTC") {
  return new Intl.DateTimeFormat(intlLocale[locale], { hour: "2-digit", minute: "2-digit", hourCycle: "h23", timeZone }).format(value);
}

