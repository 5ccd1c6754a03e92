/**
 * The reports' pure rules (decision 116), shared by the server and the page: which days a report covers, and
 * how rows read from the database become tables with a column per currency and a total under each column.
 * Amounts are integers in minor units; two currencies are never added together.
 */
import { addDays, daysBetween, everyDay } from "~/travel/clock";
import { monthOf, type ReportCalendar } from "~/domains/orders/report";

export const reportPresets = ["last30", "thisMonth", "lastMonth"] as const;
export type ReportPreset = (typeof reportPresets)[number];

/** The longest range a report reads (a year and a day: a leap year's whole year fits). */
export const MAX_REPORT_DAYS = 366;

export interface ReportRange {
  /** Agency days (Tehran), ISO, both included. */
  from: string;
  to: string;
  /** The preset the range came from, when it did. */
  preset: ReportPreset | null;
}

/** Months follow the page's calendar: Jalali on Persian pages, Gregorian elsewhere (the spending report's). */
export type Calendar = ReportCalendar;

const monthStart = (day: string, calendar: Calendar) => monthOf(day, calendar).firstDay;

/** The first day of the month before the one `day` is in. */
function previousMonthStart(day: string, calendar: Calendar): string {
  return monthStart(addDays(monthStart(day, calendar), -1), calendar);
}

export function presetRange(preset: ReportPreset, today: string, calendar: Calendar): ReportRange {
  if (preset === "thisMonth") return { from: monthStart(today, calendar), to: today, preset };
  if (preset === "lastMonth")
    return { from: previousMonthStart(today, calendar), to: addDays(monthStart(today, calendar), -1), preset };
  return { from: addDays(today, -29), to: today, preset };
}

/**
 * The range a request asks for: a preset, else the typed days (swapped when backwards, the start moved up
 * when the range is longer than MAX_REPORT_DAYS, nothing after today), else the last 30 days.
 */
export function reportRange(
  input: { preset?: ReportPreset; from?: string; to?: string },
  today: string,
  calendar: Calendar,
): ReportRange {
  if (input.preset) return presetRange(input.preset, today, calendar);
  if (!input.from && !input.to) return presetRange("last30", today, calendar);
  let from = input.from ?? input.to!;
  let to = input.to ?? today;
  if (from > to) [from, to] = [to, from];
  if (to > today) to = today;
  if (from > to) from = to;
  if (daysBetween(from, to) >= MAX_REPORT_DAYS) from = addDays(to, -(MAX_REPORT_DAYS - 1));
  return { from, to, preset: null };
}

/** Every day of a range, in order. */
export const daysOf = (range: Pick<ReportRange, "from" | "to">) => everyDay(range.from, range.to);

/** Minor units per currency code. */
export type Amounts = Record<string, number>;

/** One row as the database gives it: what it is about, in which currency, how many, how much. */
export interface CurrencyRow {
  key: string;
  currency: string;
  count: number;
  amount: number;
}

/** A table row: its key, a count over every currency, and an amount per currency (never summed across them). */
export interface ReportRow {
  key: string;
  count: number;
  amounts: Amounts;
}

/** Rows of the same key brought together, in the order of `keys` (when given: missing keys get empty rows). */
export function pivot(rows: readonly CurrencyRow[], keys?: readonly string[]): ReportRow[] {
  const byKey = new Map<string, ReportRow>();
  for (const key of keys ?? []) byKey.set(key, { key, count: 0, amounts: {} });
  for (const row of rows) {
    let out = byKey.get(row.key);
    if (!out) {
      if (keys) continue;
      out = { key: row.key, count: 0, amounts: {} };
      byKey.set(row.key, out);
    }
    out.count += row.count;
    out.amounts[row.currency] = (out.amounts[row.currency] ?? 0) + row.amount;
  }
  return [...byKey.values()];
}

/** The total row of a table: counts added, amounts added per currency only. */
export function totalOf(rows: readonly Pick<ReportRow, "count" | "amounts">[]): Omit<ReportRow, "key"> {
  const total = { count: 0, amounts: {} as Amounts };
  for (const row of rows) {
    total.count += row.count;
    for (const [currency, amount] of Object.entries(row.amounts))
      total.amounts[currency] = (total.amounts[currency] ?? 0) + amount;
  }
  return total;
}

/** The currencies found in any of the tables, the base currency (EUR) first, then alphabetically. */
export function currenciesOf(...tables: readonly (readonly Pick<ReportRow, "amounts">[])[]): string[] {
  const found = new Set<string>();
  for (const rows of tables)
    for (const row of rows) for (const currency of Object.keys(row.amounts)) found.add(currency);
  return [...found].sort((a, b) => (a === "EUR" ? -1 : b === "EUR" ? 1 : a.localeCompare(b)));
}

/**
 * The top of a chart's scale: the smallest 1, 2 or 5 × 10ⁿ (minor units) at least as high as the highest
 * value, so the scale's middle line is a round amount too.
 */
export function scaleTop(highest: number): number {
  if (highest <= 0) return 1;
  const power = 10 ** Math.floor(Math.log10(highest));
  for (const step of [1, 2, 5, 10]) if (step * power >= highest) return step * power;
  return 10 * power;
}
