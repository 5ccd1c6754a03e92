import { useLoaderData } from "@remix-run/react";
import type { LoaderFunctionArgs } from "@remix-run/node";
import type { KeysUnder } from "~/i18n/keys";
import { useTranslation } from "~/i18n/react";
import { OfferCard } from "~/components/offer-card";
import { ScreenLink } from "~/components/screen-link";
import { offerCards } from "~/domains/offers/offers.server";
import type { ScreenId } from "~/routing/screens";
import { FlightSearchForm } from "~/products/flights/components/search-form";
import { travelAgencyJsonLd } from "~/domains/content/structured-data.server";
import { agencyToday } from "~/travel/clock";
import { searchFormData } from "~/products/flights/search-form.server";
import { messagesFor, messagesPart } from "~/i18n/resources.server";
import { pathFor } from "~/routing/screens";
import { iconSvg, type IconName } from "~/components/icons.server";
import { productEntries } from "~/products";

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { locale } = context;
  return {
    // The flight search form needs only the "search" and "searchForm" groups of the flights messages.
    messages: {
      ...messagesFor(locale, "offers"),
      ...messagesPart(locale, "flights", "search", "searchForm", "calendar"),
    },
    jsonLd: JSON.stringify(await travelAgencyJsonLd(request, locale)).replace(/</g, "\\u003c"),
    flightSearch: {
      action: pathFor("flightResults", locale),
      data: searchFormData(locale, "all", new URLSearchParams(), agencyToday()),
    },
    icons: Object.fromEntries(entryPoints.map((e) => [e.screen, iconSvg(e.icon)])),
    // Flight offers at their true fares (the inventory's cheapest in the next days); the first three.
    offers: (await offerCards(locale)).slice(0, 3),
  };
}

/** Search entry points, one per product (the product index), each with its icon (SVG made on the server: no emoji, no icon JavaScript). */
const entryPoints: readonly { screen: Extract<ScreenId, KeysUnder<"home.entry">>; icon: IconName }[] = productEntries;

export default function Home() {
  const { t } = useTranslation();
  const { jsonLd, flightSearch, icons, offers } = useLoaderData<typeof loader>();
  return (
    <main id="main">
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLd }} />
      <section className="bg-gradient-to-b from-green-800 to-green-700 text-white">
        <div className="mx-auto max-w-7xl px-4 py-12 md:py-16">
          <h1 className="max-w-3xl text-3xl font-bold md:text-5xl">{t("home.title")}</h1>
          <p className="mt-4 max-w-2xl text-lg text-green-50">{t("home.subtitle")}</p>
          <section aria-labelledby="home-flight-search" className="mt-8 max-w-3xl">
            <h2 id="home-flight-search" className="mb-3 text-xl font-semibold">
              {t("screen.flights")}
            </h2>
            <FlightSearchForm action={flightSearch.action} data={flightSearch.data} native plain />
          </section>
          <nav aria-label={t("home.searchNav")} className="mt-8">
            <ul className="grid grid-cols-2 gap-3 sm:grid-cols-4">
              {entryPoints.map((e) => (
                <li key={e.screen}>
                  <ScreenLink
                    to={e.screen}
                    className="flex h-full flex-col gap-1 rounded-xl bg-white p-4 text-gray-900 shadow hover:ring-2 hover:ring-green-300"
                  >
                    <span
                      aria-hidden="true"
                      className="inline-block shrink-0 h-7 w-7 text-green-700"
                      dangerouslySetInnerHTML={{ __html: icons[e.screen] }}
                    />
                    <span className="font-semibold">{t(`screen.${e.screen}`)}</span>
                    <span className="text-sm text-gray-600">{t(`home.entry.${e.screen}`)}</span>
                  </ScreenLink>
                </li>
              ))}
            </ul>
          </nav>
        </div>
      </section>
      <section aria-labelledby="offers-title" className="mx-auto max-w-7xl px-4 py-12">
        <div className="flex flex-wrap items-end justify-between gap-x-4 gap-y-2">
          <h2 id="offers-title" className="text-2xl font-bold">
            {t("home.offersTitle")}
          </h2>
          <ScreenLink to="offers" className="text-green-800 underline">
            {t("home.allOffers")}
          </ScreenLink>
        </div>
        <div className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {offers.map((o) => (
            <OfferCard key={o.key} offer={o} />
          ))}
        </div>
      </section>
      <section aria-labelledby="why-title" className="bg-white">
        <div className="mx-auto max-w-7xl px-4 py-12">
          <h2 id="why-title" className="text-2xl font-bold">
            {t("home.whyTitle")}
          </h2>
          <ul className="mt-6 grid gap-6 md:grid-cols-3">
            {(["licensed", "support", "prices"] as const).map((k) => (
              <li key={k} className="rounded-xl bg-gray-50 p-5 ring-1 ring-gray-200">
                <h3 className="font-semibold">{t(`home.why.${k}.title`)}</h3>
                <p className="mt-2 text-sm text-gray-700">{t(`home.why.${k}.text`)}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>
    </main>
  );
}
