import { activeFilterCount } from "~/components/filter-panel";
import {
  FilterForm,
  FilterGroup,
  Pager,
  ResultsGrid,
  ResultsPage,
  SortLinks,
  StaleResults,
} from "~/components/results-shell";
import type { LoaderFunctionArgs } from "@remix-run/node";
import { data } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { FlightSearchForm } from "~/products/flights/components/search-form";
import { OfferCard } from "~/products/flights/components/offer-card";
import { Price } from "~/components/price";
import { ScreenLink } from "~/components/screen-link";
import { skipToResults } from "~/components/skip-links";
import { addDays, agencyToday } from "~/travel/clock";
import { airlineName, placeByCode } from "~/products/flights/places";
import { presentOffer } from "~/products/flights/present";
import {
  buildPassengerStep,
  buildSearch,
  changeResults,
  hasSearch,
  sorts,
  stampSearch,
} from "~/products/flights/search-url";
import { resultsData } from "~/products/flights/results.server";
import { recentSearches, rememberSearch } from "~/products/flights/recent-searches.server";
import { getFixedT } from "~/i18n/i18next.server";
import { keyIn } from "~/i18n/keys";
import { useTranslation } from "~/i18n/react";
import { messagesFor } from "~/i18n/resources.server";
import { pathFor, type Locale } from "~/routing/screens";
import { formatFullDate } from "~/utils/format";
import { publicOrigin } from "~/utils/env.server";

/**
 * Flight results (GET, linkable, works without JavaScript): the modify-search form, the
 * offers found with filters (each option shows how many results it leaves) and sorting,
 * and for a return trip two steps — choose the outbound flight, then the return flight.
 * The search time travels in the page's links (`at`); after FLIGHT_RESULTS_TTL_MINUTES the page
 * says the data is probably old and offers to repeat the search.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const found = context.screen;
  if (!found || found.screen !== "flightResults") throw new Response(null, { status: 404 });
  const { locale } = context;
  const t = await getFixedT(locale, "flights");
  const base = { action: pathFor("flightResults", locale), messages: messagesFor(locale, "flights"), noindex: true };
  const recent = await recentSearches(request, locale); // the form's recent searches (decision 104)
  const searched = hasSearch(url.searchParams);
  if (searched && !url.searchParams.get("at")) {
    // A new search runs now. Its time goes into every link and form of the page (filters, pages, the chosen
    // flight), so the next steps know when it gets old; the page itself answers at once, without a redirect
    // (a round trip more on a slow network), and reloading it searches again.
    url.search = `?${stampSearch(url.searchParams, Date.now())}`;
  }
  const r = await resultsData(url, locale);
  if (r.status === "invalid") {
    // Without any criteria this is just the search form: nothing was wrong yet.
    return data(
      { ...base, ...r, recent, errors: searched ? r.errors : {}, title: t("results.title"), results: null },
      { status: searched ? 400 : 200 },
    );
  }
  const { criteria, at, filters, step, leg, outbound, result, stale, form } = r;
  const remembered = await rememberSearch(request, criteria); // Set-Cookie of the recent searches, or null
  const query = buildSearch(criteria, { at, out: outbound?.id });
  const keep = (changes: Record<string, string | number | undefined>) => `?${changeResults(url.searchParams, changes)}`;
  const choose = (id: number) => {
    if (criteria.trip === "return" && step === "outbound")
      return { screen: "flightResults" as const, search: `?${buildSearch(criteria, { at, out: id })}` };
    const q = buildPassengerStep({ out: outbound?.id ?? id, ret: outbound ? id : null, counts: criteria.counts, at });
    return { screen: "passengers" as const, search: `?${q}` };
  };
  const refresh = changeResults(url.searchParams, { at: undefined });
  // Spec §9: structured-data offers are valid for 7 days (agency calendar) and in stock.
  const validUntil = addDays(agencyToday(), 7);
  const offers = result.offers.map((o) => ({ ...presentOffer(o, locale, criteria.counts), choose: choose(o.id) }));
  const from = placeByCode[leg.origin].city[locale];
  const to = placeByCode[leg.destination].city[locale];
  const page = {
    ...base,
    recent,
    status: "ok" as const,
    form,
    errors: {} as Record<string, string[]>,
    title: t("results.routeTitle", { from, to }),
    results: {
      step,
      trip: criteria.trip,
      from,
      to,
      date: presentDate(leg.date, locale),
      stale,
      refresh: `?${refresh}`,
      counts: criteria.counts,
      outbound: outbound ? presentOffer(outbound, locale, criteria.counts) : null,
      changeOutbound: outbound ? `?${buildSearch(criteria, { at })}` : null,
      total: result.total,
      found: result.found,
      page: result.page,
      pages: result.pages,
      prev: result.page > 1 ? keep({ page: result.page - 1 }) : null,
      next: result.page < result.pages ? keep({ page: result.page + 1 }) : null,
      offers,
      facets: result.facets,
      airlineNames: Object.fromEntries(result.facets.airline.map((o) => [o.value, airlineName(o.value, locale)])),
      filters,
      sortLinks: sorts.map((s) => ({ sort: s, href: keep({ sort: s }), current: filters.sort === s })),
      clearFilters: `?${query}`,
      hidden: [...query.entries()],
      jsonLd: {
        "@context": "https://schema.org",
        "@type": "ItemList",
        name: t("results.routeTitle", { from, to }),
        itemListElement: offers.map((o, i) => ({
          "@type": "ListItem",
          position: i + 1,
          item: {
            "@type": "Offer",
            name: `${o.airline} ${o.flightNumber} ${o.origin.code}–${o.destination.code}`,
            price: (o.adultPrice / 100).toFixed(2),
            priceCurrency: "EUR",
            priceValidUntil: validUntil,
            availability: "https://schema.org/InStock",
            url: `${publicOrigin()}${pathFor(o.choose.screen, locale)}${o.choose.search}`,
          },
        })),
      },
    },
  };
  return remembered ? data(page, { headers: { "Set-Cookie": remembered } }) : page;
}

/** "Skip to results" in the header when flights were found (app/components/skip-links.tsx). */
export const handle = skipToResults((d: { results?: { offers: unknown[] } | null }) => d.results?.offers.length ?? 0);

function presentDate(iso: string, locale: Locale) {
  return formatFullDate(iso, locale);
}

type Results = Extract<Awaited<ReturnType<typeof loader>>, { status: "ok" }>["results"];

function Filters({ results }: { results: NonNullable<Results> }) {
  const { t } = useTranslation("flights");
  const { facets, filters } = results;
  const groups = [
    { name: "airline", options: facets.airline, label: (v: string) => results.airlineNames[v] ?? v },
    { name: "aircraft", options: facets.aircraft, label: (v: string) => v },
    { name: "cabin", options: facets.cabin, label: (v: string) => t(keyIn("flights:cabin", v)) },
    { name: "type", options: facets.type, label: (v: string) => t(keyIn("flights:flightType", v)) },
  ] as const;
  const any = (selected: boolean) => ({ text: t("filters.any"), selected });
  return (
    <FilterForm
      to="flightResults"
      hidden={results.hidden}
      sort={filters.sort}
      clear={results.clearFilters}
      text={{ title: t("filters.title"), apply: t("filters.apply"), clear: t("filters.clear") }}
    >
      {groups.map((g) =>
        g.options.length ? (
          <FilterGroup
            key={g.name}
            legend={t(`filters.${g.name}`)}
            name={g.name}
            options={g.options}
            label={(o) => g.label(o.value)}
          />
        ) : null,
      )}
      {facets.maxPrice.length ? (
        <FilterGroup
          legend={t("filters.price")}
          name="maxPrice"
          options={facets.maxPrice}
          any={any(filters.maxPrice === null)}
          label={(o) => (
            <>
              {t("filters.upTo")} <Price money={{ amount: Number(o.value), currency: "EUR" }} />
            </>
          )}
        />
      ) : null}
      {facets.maxDuration.length ? (
        <FilterGroup
          legend={t("filters.duration")}
          name="maxDuration"
          options={facets.maxDuration}
          any={any(filters.maxDuration === null)}
          label={(o) => t("filters.upToHours", { hours: Number(o.value) / 60 })}
        />
      ) : null}
    </FilterForm>
  );
}

export default function FlightResults() {
  const loaderData = useLoaderData<typeof loader>();
  const { t } = useTranslation("flights");
  const { form, action, errors, results, recent } = loaderData;
  return (
    <ResultsPage
      title={loaderData.title}
      modify={t("results.modify")}
      folded={!!results}
      formClassName="mt-3"
      form={
        <FlightSearchForm action={action} data={form} errors={errors} title={t("results.modify")} recent={recent} />
      }
    >
      {results ? <ResultsBody results={results} /> : null}
    </ResultsPage>
  );
}

function ResultsBody({ results }: { results: NonNullable<Results> }) {
  const { t } = useTranslation("flights");
  return (
    <>
      <script
        type="application/ld+json"
        dangerouslySetInnerHTML={{ __html: JSON.stringify(results.jsonLd).replace(/</g, "\\u003c") }}
      />
      {results.stale ? (
        <StaleResults
          to="flightResults"
          search={results.refresh}
          title={t("stale.title")}
          text={t("stale.text")}
          refresh={t("stale.refresh")}
        />
      ) : null}
      {results.trip === "return" ? (
        <ol className="mt-6 flex flex-wrap gap-2 text-sm" aria-label={t("results.steps")}>
          <li
            className={
              results.step === "outbound"
                ? "rounded-full bg-green-700 px-3 py-1 text-white"
                : "rounded-full bg-gray-100 px-3 py-1"
            }
            aria-current={results.step === "outbound" ? "step" : undefined}
          >
            {t("results.stepOutbound")}
          </li>
          <li
            className={
              results.step === "return"
                ? "rounded-full bg-green-700 px-3 py-1 text-white"
                : "rounded-full bg-gray-100 px-3 py-1"
            }
            aria-current={results.step === "return" ? "step" : undefined}
          >
            {t("results.stepReturn")}
          </li>
        </ol>
      ) : null}
      {results.outbound ? (
        <section aria-labelledby="chosen-outbound" className="mt-4 rounded-xl bg-green-50 p-4 ring-1 ring-green-200">
          <h2 id="chosen-outbound" className="font-semibold">
            {t("results.chosenOutbound")}
          </h2>
          <p className="mt-1">
            {results.outbound.airline} {results.outbound.flightNumber} · {results.outbound.departDay} ·{" "}
            {results.outbound.departTime} → {results.outbound.arriveTime}
          </p>
          {results.changeOutbound ? (
            <ScreenLink
              to="flightResults"
              search={results.changeOutbound}
              className="mt-1 inline-block text-sm text-green-800 underline"
            >
              {t("results.changeOutbound")}
            </ScreenLink>
          ) : null}
        </section>
      ) : null}
      <ResultsGrid
        filters={results.total ? <Filters results={results} /> : null}
        activeFilters={activeFilterCount(results.filters)}
      >
        <section aria-labelledby="results-heading">
          <h2 id="results-heading" className="text-xl font-semibold">
            {results.step === "return"
              ? t("results.returnHeading", { from: results.from, to: results.to })
              : t("results.outboundHeading", { from: results.from, to: results.to })}
          </h2>
          <p className="mt-1 text-gray-700">{results.date}</p>
          <p className="mt-2 font-medium" role="status">
            {t("results.found", { count: results.found })}
            {results.found !== results.total ? ` ${t("results.ofTotal", { total: results.total })}` : ""}
          </p>
          {results.total ? (
            <SortLinks
              to="flightResults"
              links={results.sortLinks}
              label={t("results.sortBy")}
              text={(sort) => t(`sort.${sort}`)}
            />
          ) : (
            <p className="mt-3 text-gray-700">{t("results.none")}</p>
          )}
          {/* The target of "Skip to results": the next Tab is the first flight's button. */}
          <ul id="results" tabIndex={-1} className="mt-4 grid gap-4 focus:outline-none">
            {results.offers.map((o) => (
              <li key={o.id}>
                <OfferCard
                  offer={o}
                  counts={results.counts}
                  action={{
                    ...o.choose,
                    label:
                      results.trip === "return" && results.step === "outbound"
                        ? t("results.chooseOutbound")
                        : results.trip === "return"
                          ? t("results.chooseReturn")
                          : t("results.choose"),
                  }}
                />
              </li>
            ))}
          </ul>
          {results.pages > 1 ? (
            <Pager
              to="flightResults"
              label={t("results.pagination")}
              prev={results.prev}
              next={results.next}
              text={{
                previous: t("results.previous"),
                pageOf: t("results.pageOf", { page: results.page, pages: results.pages }),
                next: t("results.next"),
              }}
            />
          ) : null}
        </section>
      </ResultsGrid>
    </>
  );
}
