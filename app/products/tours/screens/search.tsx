import type { LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { activeFilterCount } from "~/components/filter-panel";
import { Price } from "~/components/price";
import { FilterForm, FilterGroup, Pager, ResultsGrid, ResultsPage, SortLinks } from "~/components/results-shell";
import { ScreenLink } from "~/components/screen-link";
import { SearchFormFrame } from "~/components/search-form-frame";
import { getFixedT } from "~/i18n/i18next.server";
import { keyIn } from "~/i18n/keys";
import { useTranslation } from "~/i18n/react";
import { messagesFor } from "~/i18n/resources.server";
import { agencyToday, addDays } from "~/travel/clock";
import { cityNames, type CityCode } from "~/travel/places";
import { pageOf } from "~/travel/results";
import { formatDigits, formatLongDate, formatMonth, formatNumber } from "~/utils/format";
import { destinations, listTours } from "../catalogue.server";
import { TourCard } from "../components/tour-card";
import { changeTourSearch, lengths, readTourSearch, tourFacets, filterTours, tourSorts } from "../search";

/**
 * The tour shop (decision 705): the search (destination in any language, month, length, budget) over the tours with
 * departures, filters with counts (a GET form; with JavaScript it sends itself on change), sorts and pages; and, for
 * `/tours/to/:slug`, the same list for one destination as its landing page. Without a search every tour with a
 * departure is listed, the destinations above them.
 */
export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const found = context.screen;
  if (!found || (found.screen !== "tours" && found.screen !== "tourDestination"))
    throw new Response(null, { status: 404 });
  const { locale } = context;
  const q = new URL(request.url).searchParams;
  const landing = found.screen === "tourDestination" ? (params.slug as CityCode) : null;
  if (landing !== null && !(landing in cityNames)) throw new Response(null, { status: 404 });
  const t = await getFixedT(locale, "tours");
  const today = agencyToday();
  const search = readTourSearch(q);
  const listed = await listTours(search, locale, today, landing ? { destination: landing } : {});
  if (landing && !listed.length && !search.month) throw new Response(null, { status: 404 });
  const matching = filterTours(listed, search);
  const { page, pages, items } = pageOf(matching, search.page);
  const screen = found.screen;
  const href = (changes: Record<string, string | number | undefined>) => `?${changeTourSearch(q, changes)}`;
  const city = landing ? cityNames[landing][locale] : null;
  const months = Array.from({ length: 7 }, (_, i) => {
    const first = `${addDays(today, i * 31).slice(0, 7)}-01`;
    return { value: first.slice(0, 7), label: formatMonth(first, locale) };
  }).filter((m, i, all) => all.findIndex((n) => n.value === m.value) === i);
  return {
    screen,
    landing,
    title: city ? t("landing.title", { city }) : t("shop.title"),
    description: city ? t("landing.intro", { city }) : t("shop.intro"),
    messages: messagesFor(locale, "tours"),
    // A search's results are many pages of one list: only the shop and the landing pages themselves are indexed.
    noindex: q.size > 0,
    search,
    months,
    found: matching.length,
    facets: tourFacets(listed, search),
    activeFilters: activeFilterCount({
      length: search.length ? [1] : [],
      transports: search.transports,
      stars: search.stars,
      boards: search.boards,
      maxPrice: search.maxPrice ? [1] : [],
    }),
    hidden: (["q", "month"] as const).flatMap((k): [string, string][] => (q.get(k) ? [[k, q.get(k)!]] : [])),
    clear: `?${new URLSearchParams((["q", "month", "sort"] as const).flatMap((k) => (q.get(k) ? [[k, q.get(k)!]] : [])))}`,
    sorts: tourSorts.map((sort) => ({ sort, href: href({ sort }), current: search.sort === sort })),
    pager: {
      prev: page > 1 ? href({ page: page - 1 }) : null,
      next: page < pages ? href({ page: page + 1 }) : null,
      text: t("pager.pageOf", { page: formatNumber(page, locale), pages: formatNumber(pages, locale) }),
    },
    tours: items.map((tour) => ({
      slug: tour.slug,
      title: tour.title,
      summary: tour.summary,
      destination: cityNames[tour.destination as CityCode]?.[locale] ?? tour.destination,
      kind: tour.kind,
      nights: tour.nights,
      nightsText: formatDigits(tour.nights, locale),
      transport: tour.transport,
      stars: tour.stars.length ? formatDigits([...tour.stars].sort().join("/"), locale) : null,
      from: { amount: tour.from, currency: tour.currency },
      next: formatLongDate(tour.nextDeparture, locale),
      departures: tour.departures,
      placesLeft: tour.placesLeft,
    })),
    destinations: landing
      ? []
      : (await destinations()).map((d) => ({
          slug: d.destination,
          name: cityNames[d.destination as CityCode]?.[locale] ?? d.destination,
          count: d.count,
        })),
  };
}

export default function TourShop() {
  const d = useLoaderData<typeof loader>();
  const { t } = useTranslation("tours");
  const to = d.screen;
  const params = d.landing ? { slug: d.landing } : undefined;
  const form = (
    <SearchFormFrame action="" title={t("search.title")} submit={t("search.submit")}>
      <div className="grid gap-4 md:grid-cols-2">
        <label className="grid gap-1 text-sm font-medium">
          {t("search.q")}
          <input
            name="q"
            defaultValue={d.search.q}
            maxLength={80}
            autoComplete="off"
            placeholder={t("search.qHint")}
            className="input font-normal"
          />
        </label>
        <PlainSelect
          name="month"
          label={t("search.month")}
          value={d.search.month ?? ""}
          options={[{ value: "", label: t("search.anyMonth") }, ...d.months]}
        />
        <PlainSelect
          name="length"
          label={t("search.length")}
          value={d.search.length ?? ""}
          options={[
            { value: "", label: t("search.anyLength") },
            ...lengths.map((l) => ({ value: l, label: t(keyIn("tours:length", l)) })),
          ]}
        />
      </div>
    </SearchFormFrame>
  );
  return (
    <ResultsPage title={d.title} modify={t("search.modify")} folded={false} form={form}>
      <p className="mt-2 max-w-3xl text-gray-700">{d.description}</p>
      {d.destinations.length ? (
        <nav aria-labelledby="destinations-title" className="mt-6">
          <h2 id="destinations-title" className="text-lg font-semibold">
            {t("destinations.title")}
          </h2>
          <ul className="mt-2 flex flex-wrap gap-2">
            {d.destinations.map((x) => (
              <li key={x.slug}>
                <ScreenLink
                  to="tourDestination"
                  params={{ slug: x.slug }}
                  className="inline-block rounded-full bg-white px-3 py-1 text-sm ring-1 ring-gray-300 hover:ring-green-700"
                >
                  {x.name} <span className="text-gray-600">({t("destinations.count", { count: x.count })})</span>
                </ScreenLink>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
      <ResultsGrid
        activeFilters={d.activeFilters}
        filters={
          <FilterForm
            to={to}
            params={params}
            hidden={d.hidden}
            sort={d.search.sort}
            clear={d.clear}
            text={{ title: t("filters.title"), apply: t("filters.apply"), clear: t("filters.clear") }}
          >
            <FilterGroup
              legend={t("filters.length")}
              name="length"
              options={d.facets.lengths}
              label={(o) => t(keyIn("tours:length", o.value))}
              any={{ text: t("filters.any"), selected: !d.search.length }}
            />
            {d.facets.prices.length ? (
              <FilterGroup
                legend={t("filters.price")}
                name="maxPrice"
                options={d.facets.prices}
                label={(o) => (
                  <>
                    {t("filters.upTo")} <Price money={{ amount: o.value, currency: "EUR" }} />
                  </>
                )}
                any={{ text: t("filters.any"), selected: d.search.maxPrice === null }}
              />
            ) : null}
            <FilterGroup
              legend={t("filters.transport")}
              name="transport"
              options={d.facets.transports}
              label={(o) => t(keyIn("tours:transport", o.value))}
            />
            <FilterGroup
              legend={t("filters.stars")}
              name="stars"
              options={d.facets.stars}
              label={(o) => t("stars", { count: o.value })}
            />
            <FilterGroup
              legend={t("filters.board")}
              name="board"
              options={d.facets.boards}
              label={(o) => t(keyIn("tours:board", o.value))}
            />
          </FilterForm>
        }
      >
        <section aria-labelledby="results-title" id="results">
          <h2 id="results-title" className="text-lg font-semibold" aria-live="polite">
            {t("results.found", { count: d.found })}
          </h2>
          <SortLinks
            to={to}
            params={params}
            links={d.sorts}
            label={t("sort.label")}
            text={(sort) => t(keyIn("tours:sort", sort))}
          />
          {d.tours.length ? (
            <ul className="mt-4 grid gap-4">
              {d.tours.map((tour) => (
                <li key={tour.slug}>
                  <TourCard tour={tour} />
                </li>
              ))}
            </ul>
          ) : (
            <div className="mt-4 rounded-xl bg-white p-5 ring-1 ring-gray-200">
              <p className="font-medium">{t("results.none")}</p>
              <p className="mt-1 text-sm">{t("results.noneAdvice")}</p>
            </div>
          )}
          <Pager
            to={to}
            params={params}
            label={t("pager.label")}
            prev={d.pager.prev}
            next={d.pager.next}
            text={{ previous: t("pager.previous"), pageOf: d.pager.text, next: t("pager.next") }}
          />
          <p className="mt-6 text-sm">
            <ScreenLink to="toursRequest" className="text-green-800 underline">
              {t("shop.request")}
            </ScreenLink>
          </p>
        </section>
      </ResultsGrid>
    </ResultsPage>
  );
}

/** A select of a GET search form (no validation: every value it offers is a search). */
function PlainSelect({
  name,
  label,
  value,
  options,
}: {
  name: string;
  label: string;
  value: string;
  options: { value: string; label: string }[];
}) {
  return (
    <label className="grid gap-1 text-sm font-medium">
      {label}
      <select name={name} defaultValue={value} className="input font-normal">
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </label>
  );
}
