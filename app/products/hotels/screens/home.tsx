import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { HotelLanding } from "~/products/hotels/components/landing";
import { HotelSearchForm } from "~/products/hotels/components/search-form";
import { ScreenLink } from "~/components/screen-link";
import { addDays } from "~/travel/clock";
import { cityByCode } from "~/products/hotels/cities";
import { hotelLanding } from "~/products/hotels/landing.server";
import { cityNames, dateRange, type HotelScope } from "~/products/hotels/pages.server";
import { buildStayQuery, readStayQuery } from "~/products/hotels/search-url";
import { getFixedT } from "~/i18n/i18next.server";
import { useTranslation } from "~/i18n/react";
import { messagesFor } from "~/i18n/resources.server";
import { pathFor } from "~/routing/screens";
import { publicOrigin } from "~/utils/env.server";

/**
 * The hotels landing pages (all, domestic, international): the search form and popular
 * cities one click away (a week from today, two nights, two adults). Groups, more than five
 * rooms and stays over 30 nights are sent to the travel desk's request form.
 */
const popular: Record<HotelScope, string[]> = {
  all: ["kish", "mashhad", "isfahan", "istanbul", "dubai", "yerevan"],
  domestic: ["kish", "mashhad", "isfahan", "shiraz", "tehran", "yazd"],
  international: ["istanbul", "dubai", "antalya", "yerevan", "tbilisi", "paris"],
};

export async function loader({ request, context }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const found = context.screen;
  if (!found || !["hotels", "hotelsDomestic", "hotelsInternational"].includes(found.screen))
    throw new Response(null, { status: 404 });
  const scope: HotelScope =
    found.screen === "hotelsDomestic" ? "domestic" : found.screen === "hotelsInternational" ? "international" : "all";
  const { locale } = context;
  const t = await getFixedT(locale, "hotels");
  const { today, min, max } = dateRange();
  const checkIn = addDays(today, 7);
  const title = t(`landing.${scope}.title`);
  // The domestic and international pages: their cities' hotel pages, listed in JSON-LD too (decision 507).
  const cityPages = scope === "all" ? null : await hotelLanding(scope === "domestic", locale, publicOrigin(), title);
  return {
    scope,
    title,
    landing: cityPages?.landing ?? null,
    jsonLd: cityPages?.jsonLd ?? null,
    description: t(`landing.${scope}.intro`),
    query: readStayQuery(url.searchParams),
    cities: cityNames(locale, scope),
    min,
    max,
    action: pathFor("hotelResults", locale),
    popular: popular[scope]
      .filter((code) => cityByCode[code])
      .map((code) => ({
        name: cityByCode[code].name[locale],
        search: `?${buildStayQuery({
          destination: cityByCode[code].name[locale],
          checkIn,
          checkOut: addDays(checkIn, 2),
          rooms: [{ adults: 2, childAges: [] }],
        })}`,
      })),
    messages: messagesFor(locale, "hotels", ...(cityPages ? ["stays" as const] : [])),
  };
}

/** The domestic and international pages' list of city pages as schema.org JSON-LD, in the head. */
export const meta: MetaFunction<typeof loader> = ({ data }) =>
  data?.jsonLd ? [{ "script:ld+json": data.jsonLd }] : [];

export default function HotelsLanding() {
  const { scope, title, query, cities, min, max, action, popular, landing } = useLoaderData<typeof loader>();
  const { t } = useTranslation("hotels");
  return (
    <main id="main" className="mx-auto grid max-w-7xl gap-10 px-4 py-8 lg:grid-cols-[minmax(0,1fr)_28rem]">
      <div>
        <h1 className="text-3xl font-bold">{title}</h1>
        <p className="mt-3 text-lg leading-8 text-gray-700">{t(`landing.${scope}.intro`)}</p>
        {scope === "all" ? (
          <p className="mt-4 flex flex-wrap gap-4">
            <ScreenLink to="hotelsDomestic" className="text-green-800 underline">
              {t("common:screen.hotelsDomestic")}
            </ScreenLink>
            <ScreenLink to="hotelsInternational" className="text-green-800 underline">
              {t("common:screen.hotelsInternational")}
            </ScreenLink>
          </p>
        ) : null}
        <h2 className="mt-8 text-xl font-semibold">{t("landing.popular")}</h2>
        <ul className="mt-3 grid gap-2 sm:grid-cols-2">
          {popular.map((p) => (
            <li key={p.search}>
              <ScreenLink
                to="hotelResults"
                search={p.search}
                className="block rounded-lg bg-white p-3 ring-1 ring-gray-200 hover:ring-green-600"
              >
                {p.name}
              </ScreenLink>
            </li>
          ))}
        </ul>
        {landing ? (
          <div className="mt-8">
            <HotelLanding landing={landing} />
          </div>
        ) : null}
        <section aria-labelledby="hotel-group-title" className="mt-8 rounded-xl bg-amber-50 p-5 ring-1 ring-amber-200">
          <h2 id="hotel-group-title" className="text-lg font-semibold">
            {t("landing.groupTitle")}
          </h2>
          <p className="mt-1 text-gray-800">{t("landing.groupText")}</p>
          <ScreenLink to="hotelsRequest" className="mt-2 inline-block font-medium text-green-800 underline">
            {t("landing.groupLink")}
          </ScreenLink>
        </section>
      </div>
      <section aria-labelledby="hotel-search-title">
        <h2 id="hotel-search-title" className="mb-3 text-xl font-semibold">
          {t("search.title")}
        </h2>
        <HotelSearchForm action={action} query={query} cities={cities} min={min} max={max} />
      </section>
    </main>
  );
}
