import type { LoaderFunctionArgs } from "@remix-run/node";
import { Form, useLoaderData } from "@remix-run/react";
import { labelClass } from "~/components/label-class";
import { ScreenLink } from "~/components/screen-link";
import { dirOf, intlLocale } from "~/i18n/config";
import { getFixedT } from "~/i18n/i18next.server";
import { keyIn } from "~/i18n/keys";
import { useTranslation } from "~/i18n/react";
import { pathFor } from "~/routing/screens";
import { formatDate, formatLongDate, formatNumber } from "~/utils/format";
import { formatMoney } from "~/utils/money";
import { useLocale } from "~/utils/root-data";
import { DeskPage } from "../../components/desk-page";
import { deskPage, staffOf } from "../../frame.server";
import { ReportTable } from "../components/report-table";
import { SalesChart } from "../components/sales-chart";
import { reportOf } from "../reports.server";
import { reportPresets } from "../rules";
import { reportTables, type Label, type TableRow } from "../tables";

/**
 * Reports (finance, administrator; issue 26 item 7, decision 116): for a range of agency days and one currency
 * or each apart, sales by day (a chart drawn on the server and the table of its numbers), by product and by
 * payment method, refunds, discount codes used, wallet and gift-card balances; every table with its total and
 * a CSV file of it. One GET form: the URL is the report, and it works without JavaScript.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const { locale } = context;
  const staff = staffOf(context);
  const t = await getFixedT(locale, "common");
  const { query, known, currencies, report } = await reportOf(request, locale);
  const search = (name: string) => {
    const params = new URLSearchParams({ report: name, from: report.range.from, to: report.range.to });
    if (query.currency) params.set("currency", query.currency);
    return `${pathFor("deskReportsExport", locale)}?${params}`;
  };
  const { range, currencies: _all, ...tables } = report;
  return {
    ...deskPage(locale, staff, t("screen.deskReports"), "deskReports", "deskOrders"),
    range,
    currency: query.currency ?? "",
    known,
    currencies,
    tables: reportTables(tables).map((table) => ({ ...table, csv: search(table.name) })),
  };
}

export default function DeskReports() {
  const { title, frame, range, currency, known, currencies, tables } = useLoaderData<typeof loader>();
  const { t } = useTranslation("deskReports");
  const locale = useLocale();
  const rtl = dirOf(locale) === "rtl";
  const money = (amount: number, code: string) =>
    formatMoney(
      { amount, currency: code },
      known[code] ?? { code, sign: code, rate: 1, decimals: 2 },
      intlLocale[locale],
    );
  const number = (n: number | null) => (n === null ? "" : formatNumber(n, locale));
  const shortDay = (day: string) => formatDate(day, locale, { year: undefined, month: "short", day: "numeric" });
  const labelOf = (label: Label) =>
    "day" in label ? formatDate(label.day, locale) : "key" in label ? t(label.key) : label.text;
  const currencyName = (code: string) => (known[code] ? t(keyIn("common:currency", code)) : code);
  const amountCells = (amounts: Record<string, number>) =>
    currencies.map((code) => (
      <bdi key={code} dir={dirOf(locale)}>
        {money(amounts[code] ?? 0, code)}
      </bdi>
    ));
  const soFar = (row: TableRow) =>
    row.soFar
      ? row.soFar.limit === null
        ? t("soFarNoLimit", { used: row.soFar.used })
        : t("soFar", { used: row.soFar.used, limit: row.soFar.limit })
      : "";
  const sales = tables.find((table) => table.name === "sales")!;
  const charted = currencies.filter((code) => sales.rows.some((row) => (row.amounts[code] ?? 0) > 0));
  const from = formatLongDate(range.from, locale);
  const to = formatLongDate(range.to, locale);

  return (
    <DeskPage current="deskReports" frame={frame} title={title}>
      <p className="max-w-3xl text-sm text-gray-700">{t("intro")}</p>
      <Form
        method="get"
        aria-label={t("filter.label")}
        className="mt-4 grid gap-4 rounded-xl bg-white p-4 shadow-sm ring-1 ring-gray-200 sm:grid-cols-2 lg:grid-cols-4"
      >
        <div className="sm:col-span-2 lg:col-span-4">
          <p className={labelClass} id="report-presets">
            {t("filter.presets")}
          </p>
          <ul aria-labelledby="report-presets" className="flex flex-wrap gap-x-4 gap-y-2 text-sm">
            {reportPresets.map((preset) => (
              <li key={preset}>
                <ScreenLink
                  to="deskReports"
                  search={`?${new URLSearchParams({ preset, ...(currency ? { currency } : {}) })}`}
                  aria-current={range.preset === preset ? "true" : undefined}
                  className={`underline ${range.preset === preset ? "font-semibold text-green-900" : "text-green-800"}`}
                >
                  {t(`filter.${preset}`)}
                </ScreenLink>
              </li>
            ))}
          </ul>
        </div>
        <div>
          <label htmlFor="report-from" className={labelClass}>
            {t("filter.from")}
          </label>
          <input id="report-from" name="from" type="date" defaultValue={range.from} className="input" />
        </div>
        <div>
          <label htmlFor="report-to" className={labelClass}>
            {t("filter.to")}
          </label>
          <input id="report-to" name="to" type="date" defaultValue={range.to} className="input" />
        </div>
        <div>
          <label htmlFor="report-currency" className={labelClass}>
            {t("filter.currency")}
          </label>
          <select id="report-currency" name="currency" defaultValue={currency} className="input">
            <option value="">{t("filter.eachCurrency")}</option>
            {Object.keys(known).map((code) => (
              <option key={code} value={code}>
                {currencyName(code)}
              </option>
            ))}
          </select>
        </div>
        <div className="flex items-end">
          <button className="btn-primary">{t("filter.submit")}</button>
        </div>
      </Form>
      <p className="mt-6 font-semibold" data-testid="report-range">
        {t("range", { from, to })}
      </p>

      {tables.map((table) => {
        const name = t(keyIn("deskReports:title", table.name));
        const heads = [
          t(table.labelHead),
          t(table.countHead),
          ...currencies.map(currencyName),
          ...(table.name === "discounts" ? [t("head.soFar")] : []),
        ];
        return (
          <section
            key={table.name}
            aria-labelledby={`report-${table.name}`}
            className="mt-6 rounded-xl bg-white p-4 shadow-sm ring-1 ring-gray-200"
          >
            <div className="flex flex-wrap items-baseline justify-between gap-2">
              <h2 id={`report-${table.name}`} className="text-lg font-semibold">
                {name}
              </h2>
              <a
                href={table.csv}
                download
                aria-label={t("csvNamed", { report: name })}
                className="text-sm text-green-800 underline"
              >
                {t("csv")}
              </a>
            </div>
            <p className="mt-1 text-sm text-gray-700">{t(keyIn("deskReports:note", table.name))}</p>
            {table.name === "sales" ? (
              charted.length ? (
                charted.map((code) => {
                  const days = table.rows.map((row) => ({
                    day: "day" in row.label ? row.label.day : "",
                    amount: row.amounts[code] ?? 0,
                  }));
                  const best = days.reduce((a, b) => (b.amount > a.amount ? b : a));
                  return (
                    <figure key={code} className="mt-4" data-testid="sales-chart">
                      <SalesChart
                        id={`chart-${code}`}
                        days={days}
                        rtl={rtl}
                        title={t("chart.title", { currency: currencyName(code) })}
                        description={t("chart.desc", {
                          from,
                          to,
                          total: money(table.total.amounts[code] ?? 0, code),
                          day: formatLongDate(best.day, locale),
                          highest: money(best.amount, code),
                        })}
                        money={(amount) => money(amount, code)}
                        dayLabel={shortDay}
                        barLabel={(day, amount) => t("chart.bar", { day, amount })}
                      />
                    </figure>
                  );
                })
              ) : (
                <p className="mt-4 text-sm text-gray-700">{t("noSales")}</p>
              )
            ) : null}
            <ReportTable
              caption={name}
              heads={heads}
              rows={table.rows.map((row) => ({
                label:
                  table.name === "discounts" ? (
                    <bdi dir="ltr" className="font-mono">
                      {labelOf(row.label)}
                    </bdi>
                  ) : (
                    labelOf(row.label)
                  ),
                cells: [
                  number(row.count),
                  ...amountCells(row.amounts),
                  ...(table.name === "discounts" ? [soFar(row)] : []),
                ],
              }))}
              total={{
                label: t(table.total.label),
                cells: [
                  number(table.total.count),
                  ...amountCells(table.total.amounts),
                  ...(table.name === "discounts" ? [""] : []),
                ],
              }}
            />
          </section>
        );
      })}
    </DeskPage>
  );
}
