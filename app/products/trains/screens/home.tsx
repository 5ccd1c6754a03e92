import type { LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { GroupRequest, LandingPage } from "~/components/landing-shell";
import { PopularRoutes } from "~/products/trains/components/popular-routes";
import { TrainSearchForm } from "~/products/trains/components/search-form";
import { popularRouteList } from "~/products/trains/landing.server";
import { dateRange, stationNames } from "~/products/trains/pages.server";
import { readTrainQuery } from "~/products/trains/search-url";
import { getFixedT } from "~/i18n/i18next.server";
import { useTranslation } from "~/i18n/react";
import { messagesExcept } from "~/i18n/resources.server";
import { pathFor } from "~/routing/screens";

/**
 * The trains page: a short introduction and the search form (GET to the results). Groups
 * and charters go to the travel desk's request form (`trainsRequest`). Below, the popular
 * routes with their prices "from", each linking to its route page (decision 611).
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const found = context.screen;
  if (!found || found.screen !== "trains") throw new Response(null, { status: 404 });
  const { locale } = context;
  const t = await getFixedT(locale, "trains");
  const { min, max } = dateRange();
  return {
    title: t("landing.title"),
    description: t("landing.intro"),
    query: readTrainQuery(url.searchParams),
    stations: stationNames(locale),
    min,
    max,
    action: pathFor("trainResults", locale),
    routes: popularRouteList(locale),
    // Its own words and the popular routes' and ticket's; not the ticket's ladder, wagons and meals, nor a route page's.
    messages: messagesExcept(locale, "trains", "wagonType", "ticketMeal", "ladder", "route"),
  };
}

export default function TrainsLanding() {
  const { title, query, stations, min, max, action, routes } = useLoaderData<typeof loader>();
  const { t } = useTranslation("trains");
  const highlights = t<string[]>("landing.highlights", { returnObjects: true });
  return (
    <LandingPage
      title={title}
      intro={t("landing.intro")}
      searchId="train-search-title"
      searchTitle={t("search.title")}
      form={<TrainSearchForm action={action} query={query} stations={stations} min={min} max={max} />}
      wideForm
    >
      <ul className="mt-6 list-disc space-y-2 ps-5">
        {(Array.isArray(highlights) ? highlights : []).map((h) => (
          <li key={h}>{h}</li>
        ))}
      </ul>
      <GroupRequest
        id="train-group-title"
        to="trainsRequest"
        title={t("landing.groupTitle")}
        text={t("landing.groupText")}
        link={t("landing.groupLink")}
      />
      <PopularRoutes routes={routes} />
    </LandingPage>
  );
}
