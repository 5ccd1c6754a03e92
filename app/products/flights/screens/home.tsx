import type { LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { FlightSearchForm } from "~/products/flights/components/search-form";
import { ScreenLink } from "~/components/screen-link";
import { addDays, agencyToday } from "~/travel/clock";
import { placeByCode, type Scope } from "~/products/flights/places";
import { searchFormData } from "~/products/flights/search-form.server";
import { BOOKING_HORIZON_DAYS } from "~/products/flights/search";
import { DEFAULT_COUNTS, buildSearch } from "~/products/flights/search-url";
import { getFixedT } from "~/i18n/i18next.server";
import { useTranslation } from "~/i18n/react";
import { messagesFor } from "~/i18n/resources.server";
import { pathFor } from "~/routing/screens";

/**
 * The flights landing pages (all, domestic, international): the search form, limited to
 * Iranian airports on the domestic page, and popular routes one click away.
 */
const popular: Record<Scope, [string, string][]> = {
  all: [
    ["THR", "MHD"],
    ["THR", "KIH"],
    ["IKA", "IST"],
    ["IKA", "DXB"],
    ["IKA", "AMS"],
    ["IKA", "CDG"],
  ],
  domestic: [
    ["THR", "MHD"],
    ["THR", "KIH"],
    ["THR", "SYZ"],
    ["THR", "TBZ"],
    ["MHD", "SYZ"],
    ["THR", "IFN"],
  ],
  international: [
    ["IKA", "IST"],
    ["IKA", "DXB"],
    ["IKA", "AMS"],
    ["IKA", "CDG"],
    ["IKA", "FRA"],
    ["IKA", "YYZ"],
  ],
};

export async function loader({ request, context }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const found = context.screen;
  if (!found || !["flights", "flightsDomestic", "flightsInternational"].includes(found.screen))
    throw new Response(null, { status: 404 });
  const scope: Scope =
    found.screen === "flightsDomestic" ? "domestic" : found.screen === "flightsInternational" ? "international" : "all";
  const { locale } = context;
  const t = await getFixedT(locale, "flights");
  const today = agencyToday();
  const query = new URLSearchParams(url.search);
  if (!query.has("from") && scope === "international") query.set("from", "IKA");
  const depart = addDays(today, 7);
  return {
    scope,
    title: t(`landing.${scope}.title`),
    description: t(`landing.${scope}.intro`),
    form: searchFormData(locale, scope, query, today, BOOKING_HORIZON_DAYS),
    action: pathFor("flightResults", locale),
    popular: popular[scope].map(([from, to]) => ({
      from: placeByCode[from].city[locale],
      to: placeByCode[to].city[locale],
      search: `?${buildSearch({ trip: "oneway", origin: from, destination: to, depart, return: null, counts: DEFAULT_COUNTS })}`,
    })),
    messages: messagesFor(locale, "flights"),
  };
}

export default function FlightsLanding() {
  const { scope, title, form, action, popular } = useLoaderData<typeof loader>();
  const { t } = useTranslation("flights");
  return (
    <main id="main" className="mx-auto grid max-w-7xl gap-10 px-4 py-8 lg:grid-cols-[minmax(0,1fr)_28rem]">
      <div>
        <h1 className="text-3xl font-bold">{title}</h1>
        <p className="mt-3 text-lg leading-8 text-gray-700">{t(`landing.${scope}.intro`)}</p>
        {scope === "all" ? (
          <p className="mt-4 flex flex-wrap gap-4">
            <ScreenLink to="flightsDomestic" className="text-green-800 underline">
              {t("common:screen.flightsDomestic")}
            </ScreenLink>
            <ScreenLink to="flightsInternational" className="text-green-800 underline">
              {t("common:screen.flightsInternational")}
            </ScreenLink>
          </p>
        ) : null}
        <h2 className="mt-8 text-xl font-semibold">{t("landing.popular")}</h2>
        <ul className="mt-3 grid gap-2 sm:grid-cols-2">
          {popular.map((p) => (
            <li key={p.search}>
              <ScreenLink
                to="flightResults"
                search={p.search}
                className="block rounded-lg bg-white p-3 ring-1 ring-gray-200 hover:ring-green-600"
              >
                {t("landing.route", { from: p.from, to: p.to })}
              </ScreenLink>
            </li>
          ))}
        </ul>
        <h2 className="mt-8 text-xl font-semibold">{t("landing.faresTitle")}</h2>
        <p className="mt-2 text-gray-700">
          {t("landing.faresText")}{" "}
          <ScreenLink to="refundGuide" className="text-green-800 underline">
            {t("common:screen.refundGuide")}
          </ScreenLink>
        </p>
      </div>
      <section aria-labelledby="flight-search-title">
        <h2 id="flight-search-title" className="mb-3 text-xl font-semibold">
          {t("search.title")}
        </h2>
        <FlightSearchForm action={action} data={form} />
      </section>
    </main>
  );
}
