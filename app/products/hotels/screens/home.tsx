import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { HotelLanding } from "~/products/hotels/components/landing";
import { HotelSearchForm } from "~/products/hotels/components/search-form";
import { GroupRequest, LandingPage, PopularSearches, ScopeLinks } from "~/components/landing-shell";
import { addDays } from "~/travel/clock";
import { cityByCode } from "~/products/hotels/cities";
import { hotelLanding } from "~/products/hotels/landing.server";
import { cityNames, dateRange, type HotelScope } from "~/products/hotels/pages.server";
import { buildStayQuery, readStayQuery } from "~/products/hotels/search-url";
import { getFixedT } from "~/i18n/i18next.server";
import { useTranslation } from "~/i18n/react";
import { messagesExcept } from "~/i18n/resources.server";
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
    // Not the voucher's words; the landing pages' only where the city pages are listed.
    messages: messagesExcept(
      locale,
      "hotels",
      "voucher",
      "cancel",
      "voucherBoard",
      "voucherRoomType",
      ...(cityPages ? [] : ["landingPages", "city"]),
    ),
  };
}

/** The domestic and international pages' list of city pages as schema.org JSON-LD, in the head. */
export const meta: MetaFunction<typeof loader> = ({ data }) =>
  data?.jsonLd ? [{ "script:ld+json": data.jsonLd }] : [];

export default function HotelsLanding() {
  const { scope, title, query, cities, min, max, action, popular, landing } = useLoaderData<typeof loader>();
  const { t } = useTranslation("hotels");
  return (
    <LandingPage
      title={title}
      intro={t(`landing.${scope}.intro`)}
      searchId="hotel-search-title"
      searchTitle={t("search.title")}
      form={<HotelSearchForm action={action} query={query} cities={cities} min={min} max={max} />}
    >
      {scope === "all" ? (
        <ScopeLinks
          links={[
            { to: "hotelsDomestic", text: t("common:screen.hotelsDomestic") },
            { to: "hotelsInternational", text: t("common:screen.hotelsInternational") },
          ]}
        />
      ) : null}
      <PopularSearches
        title={t("landing.popular")}
        to="hotelResults"
        searches={popular.map((p) => ({ search: p.search, text: p.name }))}
      />
      {landing ? (
        <div className="mt-8">
          <HotelLanding landing={landing} />
        </div>
      ) : null}
      <GroupRequest
        id="hotel-group-title"
        to="hotelsRequest"
        title={t("landing.groupTitle")}
        text={t("landing.groupText")}
        link={t("landing.groupLink")}
      />
    </LandingPage>
  );
}
