import type { LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { spendingReport } from "~/domains/orders/orders.server";
import { Price } from "~/components/price";
import { formatDate, formatNumber } from "~/utils/format";
import { useLocale } from "~/utils/root-data";
import { useTranslation } from "~/i18n/react";
import { getFixedT } from "~/i18n/i18next.server";
import { messagesFor } from "~/i18n/resources.server";
import { requireUser } from "~/domains/accounts/session.server";
import { localeOf } from "~/utils/locale.server";

/** Spending by month and currency: paid orders, refunds and what remains. */
export async function loader({ request }: LoaderFunctionArgs) {
  const locale = await localeOf(request);
  const user = await requireUser(request, locale);
  const t = await getFixedT(locale, "orders");
  return {
    title: t("report.title"),
    noindex: true,
    messages: messagesFor(locale, "orders"),
    rows: await spendingReport(user.id),
  };
}

export default function UserReportScreen() {
  const { rows } = useLoaderData<typeof loader>();
  const { t } = useTranslation("orders");
  const locale = useLocale();
  return (
    <main id="main" className="mx-auto max-w-5xl px-4 py-8">
      <h1 className="text-3xl font-bold">{t("report.title")}</h1>
      {rows.length === 0 ? (
        <p className="mt-6">{t("report.none")}</p>
      ) : (
        <table className="mt-6 w-full rounded-xl bg-white text-sm ring-1 ring-gray-200">
          <caption className="sr-only">{t("report.title")}</caption>
          <thead>
            <tr>
              <th scope="col" className="p-2 text-start">
                {t("report.month")}
              </th>
              <th scope="col" className="p-2 text-start">
                {t("report.currency")}
              </th>
              <th scope="col" className="p-2 text-end">
                {t("report.orders")}
              </th>
              <th scope="col" className="p-2 text-end">
                {t("report.spent")}
              </th>
              <th scope="col" className="p-2 text-end">
                {t("report.refunded")}
              </th>
              <th scope="col" className="p-2 text-end">
                {t("report.net")}
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((r) => (
              <tr key={`${r.month}-${r.currency}`} className="border-t border-gray-100">
                <td className="p-2">{formatDate(`${r.month}-01`, locale, { day: undefined })}</td>
                <td className="p-2">{r.currency}</td>
                <td className="p-2 text-end">{formatNumber(r.orders, locale)}</td>
                <td className="p-2 text-end">
                  <Price money={{ amount: r.spent, currency: r.currency }} vat={false} />
                </td>
                <td className="p-2 text-end">
                  <Price money={{ amount: r.refunded, currency: r.currency }} vat={false} />
                </td>
                <td className="p-2 text-end font-semibold">
                  <Price money={{ amount: r.net, currency: r.currency }} vat={false} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </main>
  );
}
