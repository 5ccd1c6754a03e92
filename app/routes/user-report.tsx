import type { LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { spendingReport } from "~/domains/orders/wallet.server";
import { Price } from "~/components/price";
import { ScreenLink } from "~/components/screen-link";
import { AccountPage } from "~/components/account/account-nav";
import { formatMonth, formatNumber } from "~/utils/format";
import { useLocale } from "~/utils/root-data";
import { useTranslation } from "~/i18n/react";
import { getFixedT } from "~/i18n/i18next.server";
import { messagesFor, messagesPart } from "~/i18n/resources.server";
import { requireUser } from "~/domains/accounts/session.server";

/**
 * Spending by month and currency: paid orders, refunds and what remains, each row in the
 * currency it was paid in (its sign shows it; nothing is converted).
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const { locale } = context;
  const user = await requireUser(request, locale);
  const t = await getFixedT(locale, "orders");
  return {
    title: t("report.title"),
    noindex: true,
    messages: { ...messagesFor(locale, "orders"), ...messagesPart(locale, "account", "nav") },
    // Months of the page's calendar: Jalali on Persian pages (decision 019).
    rows: await spendingReport(user.id, locale === "fa" ? "jalali" : "gregorian"),
  };
}

export default function UserReportScreen() {
  const { rows } = useLoaderData<typeof loader>();
  const { t } = useTranslation("orders");
  const locale = useLocale();
  return (
    <AccountPage current="userReport" title={t("report.title")}>
      {rows.length === 0 ? (
        <div className="rounded-xl bg-white p-6 ring-1 ring-gray-200">
          <p>{t("report.none")}</p>
          <ScreenLink to="flights" className="btn-primary mt-4 inline-block">
            {t("booked.searchFlights")}
          </ScreenLink>
        </div>
      ) : (
        <table className="w-full rounded-xl bg-white text-sm ring-1 ring-gray-200">
          <caption className="sr-only">{t("report.title")}</caption>
          <thead>
            <tr>
              <th scope="col" className="p-2 text-start">
                {t("report.month")}
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
                <td className="p-2">{formatMonth(r.firstDay, locale)}</td>
                <td className="p-2 text-end">{formatNumber(r.orders, locale)}</td>
                <td className="p-2 text-end">
                  <Price money={{ amount: r.spent, currency: r.currency }} own />
                </td>
                <td className="p-2 text-end">
                  <Price money={{ amount: r.refunded, currency: r.currency }} own />
                </td>
                <td className="p-2 text-end font-semibold">
                  <Price money={{ amount: r.net, currency: r.currency }} own />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </AccountPage>
  );
}
