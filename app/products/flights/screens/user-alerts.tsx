import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { Form, useLoaderData, useNavigation } from "@remix-run/react";
import { z } from "zod";
import { AccountPage } from "~/components/account/account-nav";
import { Price } from "~/components/price";
import { ScreenLink } from "~/components/screen-link";
import { requireUser } from "~/domains/accounts/session.server";
import { getFixedT } from "~/i18n/i18next.server";
import { keyIn } from "~/i18n/keys";
import { useTranslation } from "~/i18n/react";
import { messagesFor, messagesPart } from "~/i18n/resources.server";
import { pathFor } from "~/routing/screens";
import { redirectWithToast } from "~/utils/toast.server";
import { whereOf } from "~/products/flights/places";
import { CHECK_MINUTES, DROP_PERCENT, SEATS_THRESHOLD, periodDays, periodText } from "~/products/flights/price-alerts";
import { alertsOfUser, stopForUser } from "~/products/flights/price-alerts.server";
import { buildSearch } from "~/products/flights/search-url";
import { agencyToday } from "~/travel/clock";

/**
 * The signed-in user's flight price alerts (decision 108): the route, the day or month, the price
 * when the alert was made and the latest one checked, its status, and "Stop" (a POST). Alerts a
 * guest confirmed by e-mail with the account's own verified address are listed too.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const { locale } = context;
  const user = await requireUser(request, locale);
  const t = await getFixedT(locale, "flights");
  const today = agencyToday();
  const rows = await alertsOfUser(user);
  return {
    title: t("alerts.listTitle"),
    noindex: true,
    messages: { ...messagesFor(locale, "flights"), ...messagesPart(locale, "account", "nav") },
    alerts: rows.map((a) => {
      const days = periodDays(a.period, today);
      const counts = { adults: a.adults, children: 0, infants: 0 };
      return {
        id: a.id,
        route: t("results.placePair", {
          from: whereOf(a.origin)?.city[locale] ?? a.origin,
          to: whereOf(a.destination)?.city[locale] ?? a.destination,
        }),
        dates: periodText(a.period, locale),
        baseline: a.baselinePrice,
        latest: a.latestPrice,
        status: a.status as "pending" | "active" | "ended" | "stopped",
        search:
          days && a.status === "active"
            ? `?${buildSearch({ trip: "oneway", origin: a.origin, destination: a.destination, depart: days.from, counts })}`
            : null,
      };
    }),
  };
}

const stopSchema = z.object({ id: z.coerce.number().int().positive() });

export async function action({ request, context }: ActionFunctionArgs) {
  const { locale } = context;
  const user = await requireUser(request, locale);
  const parsed = stopSchema.safeParse(Object.fromEntries(await request.formData()));
  const stopped = parsed.success && (await stopForUser(user, parsed.data.id));
  return redirectWithToast(
    pathFor("userFlightAlerts", locale),
    stopped
      ? { type: "success", message: "flights:alerts.stopped" }
      : { type: "error", message: "flights:alerts.notYours" },
  );
}

export default function UserFlightAlerts() {
  const { alerts, title } = useLoaderData<typeof loader>();
  const navigation = useNavigation();
  const { t } = useTranslation("flights");
  const money = (amount: number | null) =>
    amount === null ? t("alerts.noPrice") : <Price money={{ amount, currency: "EUR" }} />;
  return (
    <AccountPage current="userFlightAlerts" title={title}>
      {alerts.length ? (
        <div className="overflow-x-auto rounded-xl bg-white shadow-sm ring-1 ring-gray-200">
          <table className="w-full text-start text-sm">
            <caption className="sr-only">{title}</caption>
            <thead className="bg-gray-50 text-gray-700">
              <tr>
                <th scope="col" className="px-3 py-2 text-start">
                  {t("alerts.columns.route")}
                </th>
                <th scope="col" className="px-3 py-2 text-start">
                  {t("alerts.columns.dates")}
                </th>
                <th scope="col" className="px-3 py-2 text-start">
                  {t("alerts.columns.baseline")}
                </th>
                <th scope="col" className="px-3 py-2 text-start">
                  {t("alerts.columns.latest")}
                </th>
                <th scope="col" className="px-3 py-2 text-start">
                  {t("alerts.columns.status")}
                </th>
                <th scope="col" className="px-3 py-2">
                  <span className="sr-only">{t("alerts.columns.actions")}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {alerts.map((a) => (
                <tr key={a.id} className="border-t border-gray-200">
                  <th scope="row" className="px-3 py-2 text-start font-semibold">
                    {a.search ? (
                      <ScreenLink to="flightResults" search={a.search} className="text-green-800 underline">
                        {a.route}
                      </ScreenLink>
                    ) : (
                      a.route
                    )}
                  </th>
                  <td className="px-3 py-2">{a.dates}</td>
                  <td className="px-3 py-2">{money(a.baseline)}</td>
                  <td className="px-3 py-2">{money(a.latest)}</td>
                  <td className="px-3 py-2">{t(keyIn("flights:alerts.status", a.status))}</td>
                  <td className="px-3 py-2">
                    {a.status === "active" || a.status === "pending" ? (
                      <Form method="post">
                        <input type="hidden" name="id" value={a.id} />
                        <button
                          className="rounded px-2 py-1 text-red-800 underline hover:bg-red-50"
                          disabled={navigation.state === "submitting"}
                          aria-label={t("alerts.stopNamed", { route: a.route, dates: a.dates })}
                        >
                          {t("alerts.stop")}
                        </button>
                      </Form>
                    ) : null}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : (
        <p className="text-gray-700">{t("alerts.empty")}</p>
      )}
      <p className="mt-4 text-sm text-gray-700">
        {t("alerts.about", { minutes: CHECK_MINUTES, percent: DROP_PERCENT, seats: SEATS_THRESHOLD })}
      </p>
    </AccountPage>
  );
}
