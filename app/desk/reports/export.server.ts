import { getFixedT } from "~/i18n/i18next.server";
import type { Locale } from "~/routing/screens";
import { formatJalali } from "~/utils/jalali";
import { majorNumber, csvNumber, toCsv, type CsvValue } from "./csv";
import { reportOf, type ReportName } from "./reports.server";
import { reportTables } from "./tables";

/**
 * A report's table as a CSV file (decision 116): the page's columns (label, count, one amount column per
 * currency named by its code, in major units), one row per item, the total last. Labels are in the page's
 * language; days are ISO dates a spreadsheet reads as dates (Persian files add the Jalali date as text);
 * amounts and counts are numbers, negative discounts included.
 */
export async function reportCsv(request: Request, locale: Locale, name: ReportName) {
  const t = await getFixedT(locale, ["deskReports", "deskOrders", "common"]);
  const { known, currencies, report } = await reportOf(request, locale);
  const { range, currencies: _all, ...rest } = report;
  const table = reportTables(rest).find((tb) => tb.name === name)!;
  const jalali = locale === "fa" && name === "sales";
  const amounts = (values: Record<string, number>) =>
    currencies.map((code) => majorNumber(values[code] ?? 0, known[code]?.decimals ?? 2));
  const count = (n: number | null) => (n === null ? null : csvNumber(n));
  const rows: CsvValue[][] = [
    [
      t(table.labelHead),
      ...(jalali ? [t("deskReports:head.jalali")] : []),
      t(table.countHead),
      ...currencies,
      ...(name === "discounts" ? [t("deskReports:head.soFar")] : []),
    ],
    ...table.rows.map((row) => [
      "day" in row.label ? row.label.day : "key" in row.label ? t(row.label.key) : row.label.text,
      ...(jalali && "day" in row.label ? [formatJalali(row.label.day, "latn")] : []),
      count(row.count),
      ...amounts(row.amounts),
      ...(row.soFar ? [csvNumber(row.soFar.used)] : []),
    ]),
    [
      t(table.total.label),
      ...(jalali ? [null] : []),
      count(table.total.count),
      ...amounts(table.total.amounts),
      ...(name === "discounts" ? [null] : []),
    ],
  ];
  return { text: toCsv(rows), name: `parvaz-${name}-${range.from}-${range.to}.csv` };
}
