/**
 * The spending report's months (pure): each confirmed order falls in the month of the day it
 * was confirmed on the agency's calendar (Tehran), in the page's calendar — the Jalali month
 * on Persian pages (a booking on 2 Azar 1405, 23 November 2026, is in Azar, 1405/09), the
 * Gregorian month elsewhere. Rows per month and currency, newest month first.
 */
import { fromJalali, toJalali } from "~/utils/jalali";

export type ReportCalendar = "jalali" | "gregorian";

export interface ReportOrder {
  /** The agency's calendar day it was confirmed (ISO). */
  day: string;
  currency: string;
  total: number;
  refunded: number;
}

export interface ReportRow {
  /** The month's key in its calendar: "1405-09" (Jalali) or "2026-11". */
  month: string;
  /** The month's first day (ISO), to name the month in the page's language. */
  firstDay: string;
  currency: string;
  orders: number;
  spent: number;
  refunded: number;
  net: number;
}

/** The month a day belongs to in a calendar: its key and its first day (ISO). */
export function monthOf(day: string, calendar: ReportCalendar): { month: string; firstDay: string } {
  if (calendar === "gregorian") return { month: day.slice(0, 7), firstDay: `${day.slice(0, 7)}-01` };
  const { jy, jm } = toJalali(day);
  return { month: `${jy}-${String(jm).padStart(2, "0")}`, firstDay: fromJalali(jy, jm, 1)! };
}

export function monthlyReport(orders: ReportOrder[], calendar: ReportCalendar): ReportRow[] {
  const rows = new Map<string, ReportRow>();
  for (const o of orders) {
    const { month, firstDay } = monthOf(o.day, calendar);
    const key = `${month}|${o.currency}`;
    const row = rows.get(key) ?? { month, firstDay, currency: o.currency, orders: 0, spent: 0, refunded: 0, net: 0 };
    row.orders += 1;
    row.spent += o.total;
    row.refunded += o.refunded;
    row.net = row.spent - row.refunded;
    rows.set(key, row);
  }
  return [...rows.values()].sort((a, b) =>
    a.month === b.month ? a.currency.localeCompare(b.currency) : a.month < b.month ? 1 : -1,
  );
}
