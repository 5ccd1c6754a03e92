import type { LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { ScreenLink } from "~/components/screen-link";
import { PopularRoutes } from "~/products/trains/components/popular-routes";
import { TrainSearchForm } from "~/products/trains/components/search-form";
import { popularRouteList } from "~/products/trains/landing.server";
import { dateRange, stationNames } from "~/products/trains/pages.server";
import { readTrainQuery } from "~/products/trains/search-url";
import { getFixedT } from "~/i18n/i18next.server";
import { useTranslation } from "~/i18n/react";
import { messagesFor, messagesPart } from "~/i18n/resources.server";
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
    messages: { ...messagesFor(locale, "trains"), ...messagesPart(locale, "rail", "popular", "ticket") },
  };
}

export default function TrainsLanding() {
  const { title, query, stations, min, max, action, routes } = useLoaderData<typeof loader>();
  const { t } = useTranslation("trains");
  const highlights = t<string[]>("landing.highlights", { returnObjects: true });
  return (
    <main id="main" className="mx-auto grid max-w-7xl gap-10 px-4 py-8 lg:grid-cols-[minmax(0,1fr)_30rem]">
      <div>
        <h1 className="text-3xl font-bold">{title}</h1>
        <p className="mt-3 text-lg leading-8 text-gray-700">{t("landing.intro")}</p>
        <ul className="mt-6 list-disc space-y-2 ps-5">
          {(Array.isArray(highlights) ? highlights : []).map((h) => (
            <li key={h}>{h}</li>
          ))}
        </ul>
        <section aria-labelledby="train-group-title" className="mt-8 rounded-xl bg-amber-50 p-5 ring-1 ring-amber-200">
          <h2 id="train-group-title" className="text-lg font-semibold">
            {t("landing.groupTitle")}
          </h2>
          <p className="mt-1 text-gray-800">{t("landing.groupText")}</p>
          <ScreenLink to="trainsRequest" className="mt-2 inline-block font-medium text-green-800 underline">
            {t("landing.groupLink")}
          </ScreenLink>
        </section>
        <PopularRoutes routes={routes} />
      </div>
      <section aria-labelledby="train-search-title">
        <h2 id="train-search-title" className="mb-3 text-xl font-semibold">
          {t("search.title")}
        </h2>
        <TrainSearchForm action={action} query={query} stations={stations} min={min} max={max} />
      </section>
    </main>
  );
}
