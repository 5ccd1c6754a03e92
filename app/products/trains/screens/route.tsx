import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { redirect } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { slot, withNodes } from "~/components/message";
import { Price } from "~/components/price";
import { ScreenLink } from "~/components/screen-link";
import { PopularRoutes } from "~/products/trains/components/popular-routes";
import { alternatePaths, screenRequest } from "~/domains/content/http.server";
import { routeBySlug, routeJsonLd, routeSearchQuery, routeSlug, ROUTE_DAYS } from "~/products/trains/landing";
import { popularRouteList, routeDays } from "~/products/trains/landing.server";
import { agencyToday } from "~/travel/clock";
import { useTranslation } from "~/i18n/react";
import { getFixedT } from "~/i18n/i18next.server";
import { messagesPart } from "~/i18n/resources.server";
import { locales, pathFor } from "~/routing/screens";
import { publicOrigin } from "~/utils/env.server";
import { formatDigits, formatNumber } from "~/utils/format";
import { durationText } from "~/utils/duration";
import { useLocale } from "~/utils/root-data";

/**
 * One popular train route's page (decision 611): its trains of the next days with times,
 * journey time and the price from for one adult, a search link per day, the other popular
 * routes, and the trains as schema.org TrainTrip + Offer JSON-LD.
 */
export async function loader({ context }: LoaderFunctionArgs) {
  const { locale, params } = screenRequest(context, "trainRoute");
  const found = routeBySlug(String(params.slug ?? ""), locale);
  if (!found) throw new Response(null, { status: 404 });
  const { route } = found;
  if (!found.exact) throw redirect(pathFor("trainRoute", locale, { slug: routeSlug(route, locale) }), 301);
  const t = await getFixedT(locale, "trains");
  const names = { from: route.from.name[locale], to: route.to.name[locale] };
  const url = `${publicOrigin()}${pathFor("trainRoute", locale, { slug: routeSlug(route, locale) })}`;
  const title = t("route.title", names);
  const { days, trips } = await routeDays(route, locale);
  const back = { from: route.to, to: route.from };
  return {
    title,
    description: t("route.description", names),
    messages: messagesPart(locale, "trains", "ticket", "wagonType", "kind", "ticketMeal", "ladder", "route", "popular"),
    alternates: alternatePaths("trainRoute", Object.fromEntries(locales.map((l) => [l, routeSlug(route, l)]))),
    route: { ...names, km: formatNumber(route.km, locale), minutes: route.minutes },
    days,
    search: routeSearchQuery(route, agencyToday()),
    backSlug: routeSlug(back, locale),
    others: popularRouteList(locale).filter((r) => r.slug !== routeSlug(route, locale)),
    jsonLd: routeJsonLd({ route, locale, url, name: title, trips }),
  };
}

export const meta: MetaFunction<typeof loader> = ({ data }) => (data ? [{ "script:ld+json": data.jsonLd }] : []);

export default function TrainRouteScreen() {
  const { route, days, search, backSlug, others } = useLoaderData<typeof loader>();
  const { t } = useTranslation("trains");
  const locale = useLocale();
  const duration = (minutes: number) => durationText(minutes, t);
  const names = { from: route.from, to: route.to };
  return (
    <main id="main" className="mx-auto max-w-5xl px-4 py-8">
      <h1 className="text-3xl font-bold">{t("route.title", names)}</h1>
      <p className="mt-2 text-gray-700">{t("route.intro", { ...names, count: ROUTE_DAYS })}</p>
      <p className="mt-1 text-sm text-gray-600">
        {t("route.facts", { km: route.km, duration: duration(route.minutes) })}
      </p>
      <p className="mt-4">
        <ScreenLink to="trains" search={`?${search}`} className="btn-primary inline-block">
          {t("route.searchRoute", names)}
        </ScreenLink>
      </p>
      {days.every((d) => !d.trains.length) ? (
        <p className="mt-6 rounded-xl bg-amber-50 p-4 ring-1 ring-amber-200">{t("route.none")}</p>
      ) : null}
      {days
        .filter((d) => d.trains.length)
        .map((day) => (
          <section key={day.date} className="mt-6" aria-labelledby={`day-${day.date}`}>
            <h2 id={`day-${day.date}`} className="text-xl font-semibold">
              {day.label}
            </h2>
            <div className="relative mt-2 overflow-x-auto">
              <table className="w-full text-sm" data-testid="route-trains">
                <caption className="sr-only">{t("route.caption", { date: day.label })}</caption>
                <thead>
                  <tr className="text-gray-600">
                    <th scope="col" className="text-start">
                      {t("route.train")}
                    </th>
                    <th scope="col" className="text-start">
                      {t("route.departs")}
                    </th>
                    <th scope="col" className="text-start">
                      {t("route.arrives")}
                    </th>
                    <th scope="col" className="text-start">
                      {t("ticket.duration")}
                    </th>
                    <th scope="col" className="text-end">
                      <span className="sr-only">{t("route.search")}</span>
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {day.trains.map((train) => (
                    <tr key={train.number} className="border-t border-gray-200" data-testid="route-train">
                      <th scope="row" className="py-2 text-start font-normal">
                        <span className="font-semibold">
                          {t("ticket.train", { number: formatDigits(train.number, locale) })}
                        </span>
                        <span className="block text-gray-600">
                          <bdi>{train.operator}</bdi>
                        </span>
                      </th>
                      <td className="font-semibold">{train.departs}</td>
                      <td>
                        {train.arrives}
                        {train.arrivalDays ? (
                          <span className="block text-xs text-gray-600">{t("route.nextDay")}</span>
                        ) : null}
                      </td>
                      <td>{duration(train.minutes)}</td>
                      <td className="text-end">
                        <strong className="block" data-testid="route-price">
                          {withNodes(t("route.from", { price: slot("price") }), {
                            price: <Price money={{ amount: train.from, currency: "IRR" }} />,
                          })}
                        </strong>
                        <ScreenLink to="trainResults" search={`?${day.search}`} className="text-green-800 underline">
                          {t("route.search")}
                        </ScreenLink>
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          </section>
        ))}
      <p className="mt-8">
        <ScreenLink to="trainRoute" params={{ slug: backSlug }} className="underline">
          {t("route.back", names)}
        </ScreenLink>
      </p>
      <PopularRoutes routes={others} title={t("route.others")} />
    </main>
  );
}
