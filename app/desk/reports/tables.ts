import { keyIn, type QualifiedTextKey } from "~/i18n/keys";
import type { ReportName, SalesReport } from "./reports.server";
import type { Amounts } from "./rules";

/**
 * The report's tables as the page shows them and the CSV export writes them (decision 116): one row per day,
 * product, way of paying, refund method, code or balance, a count, an amount per currency, and a total row.
 * Labels are message keys (or a day, or a code as typed), so the page and the file say the same thing.
 */
export type Label = { day: string } | { key: QualifiedTextKey } | { text: string };

export interface TableRow {
  label: Label;
  count: number | null;
  amounts: Amounts;
  /** Discount codes: uses so far (all time) and the limit. */
  soFar?: { used: number; limit: number | null };
}

export interface ReportTable {
  name: ReportName;
  labelHead: QualifiedTextKey;
  countHead: QualifiedTextKey;
  rows: TableRow[];
  total: { label: QualifiedTextKey; count: number | null; amounts: Amounts };
}

const k = (name: string) => keyIn("deskReports:label", name);

export function reportTables(report: Omit<SalesReport, "range" | "currencies">): ReportTable[] {
  return [
    {
      name: "sales",
      labelHead: "deskReports:head.day",
      countHead: "deskReports:head.orders",
      rows: report.sales.rows.map((row) => ({ label: { day: row.key }, count: row.count, amounts: row.amounts })),
      total: { label: "deskReports:label.total", ...report.sales.total },
    },
    {
      name: "products",
      labelHead: "deskReports:head.product",
      countHead: "deskReports:head.lines",
      rows: report.products.rows.map((row) => ({
        label: { key: row.key === "discount" || row.key === "vat" ? k(row.key) : keyIn("deskOrders:kind", row.key) },
        count: row.key === "vat" ? null : row.count,
        amounts: row.amounts,
      })),
      total: { label: "deskReports:label.total", ...report.products.total },
    },
    {
      name: "channels",
      labelHead: "deskReports:head.channel",
      countHead: "deskReports:head.orders",
      rows: report.channels.rows.map((row) => ({
        label: { key: keyIn("deskReports:method", row.key) },
        count: row.count,
        amounts: row.amounts,
      })),
      total: { label: "deskReports:label.total", ...report.channels.total },
    },
    {
      name: "refunds",
      labelHead: "deskReports:head.method",
      countHead: "deskReports:head.refunds",
      rows: report.refunds.rows.map((row) => ({
        label: { key: keyIn("deskReports:method", row.key) },
        count: row.count,
        amounts: row.amounts,
      })),
      total: { label: "deskReports:label.total", ...report.refunds.total },
    },
    {
      name: "discounts",
      labelHead: "deskReports:head.code",
      countHead: "deskReports:head.uses",
      rows: report.discounts.rows.map((row) => ({
        label: { text: row.key },
        count: row.count,
        amounts: row.amounts,
        soFar: { used: row.usedCount, limit: row.usageLimit },
      })),
      total: { label: "deskReports:label.total", ...report.discounts.total },
    },
    {
      name: "balances",
      labelHead: "deskReports:head.balance",
      countHead: "deskReports:head.number",
      rows: report.balances.rows.map((row) => ({ label: { key: k(row.key) }, count: row.count, amounts: row.amounts })),
      total: { label: "deskReports:label.owed", count: null, amounts: report.balances.total.amounts },
    },
  ];
}
