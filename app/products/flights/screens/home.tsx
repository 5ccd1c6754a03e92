import type { LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { FlightSearchForm } from "~/products/flights/components/search-form";
import { LandingPage, PopularSearches, ScopeLinks } from "~/components/landing-shell";
import { ScreenLink } from "~/components/screen-link";
import { addDays, agencyToday } from "~/travel/clock";
import { placeByCode, type Scope } from "~/products/flights/places";
import { searchFormData } from "~/products/flights/search-form.server";
import { recentSearches } from "~/products/flights/recent-searches.server";
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
    recent: await recentSearches(request, locale, today),
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
  const { scope, title, form, action, popular, recent } = useLoaderData<typeof loader>();
  const { t } = useTranslation("flights");
  return (
    <LandingPage
      title={title}
      intro={t(`landing.${scope}.intro`)}
      searchId="flight-search-title"
      searchTitle={t("search.title")}
      form={<FlightSearchForm action={action} data={form} recent={recent} />}
    >
      {scope === "all" ? (
        <ScopeLinks
          links={[
            { to: "flightsDomestic", text: t("common:screen.flightsDomestic") },
            { to: "flightsInternational", text: t("common:screen.flightsInternational") },
          ]}
        />
      ) : null}
      <PopularSearches
        title={t("landing.popular")}
        to="flightResults"
        searches={popular.map((p) => ({ search: p.search, text: t("landing.route", { from: p.from, to: p.to }) }))}
      />
      <h2 className="mt-8 text-xl font-semibold">{t("landing.faresTitle")}</h2>
      <p className="mt-2 text-gray-700">
        {t("landing.faresText")}{" "}
        <ScreenLink to="refundGuide" className="text-green-800 underline">
          {t("common:screen.refundGuide")}
        </ScreenLink>
      </p>
    </LandingPage>
  );
}
