import { activeFilterCount } from "~/components/filter-panel";
import {
  FilterForm,
  FilterGroup,
  FilterRow,
  Pager,
  ResultsGrid,
  ResultsPage,
  SortLinks,
  StaleResults,
} from "~/components/results-shell";
import type { LoaderFunctionArgs } from "@remix-run/node";
import { data } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { HotelSearchForm } from "~/products/hotels/components/search-form";
import { HotelCard } from "~/products/hotels/components/hotel-card";
import { Price } from "~/components/price";
import { skipToResults } from "~/components/skip-links";
import { cityNames, dateRange, hotelResultsStale, readStay } from "~/products/hotels/pages.server";
import { hotelSorts, readHotelFilters } from "~/products/hotels/search";
import { searchHotels } from "~/products/hotels/search.server";
import { changeHotelResults, hasStaySearch, searchOnly } from "~/products/hotels/search-url";
import { getFixedT } from "~/i18n/i18next.server";
import { keyIn } from "~/i18n/keys";
import { useTranslation } from "~/i18n/react";
import { messagesFor } from "~/i18n/resources.server";
import { pathFor } from "~/routing/screens";

/**
 * Hotel results (GET, linkable, works without JavaScript): the modify-search form, the
 * properties with a room for the stay, filters with counts (a GET form: checkboxes and an
 * apply button; with JavaScript it sends itself on change), sorting and paging. The search
 * time travels in the page's links (`at`); after HOTEL_RESULTS_TTL_MINUTES the page says the data is
 * probably old and offers to repeat the search.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const found = context.screen;
  if (!found || found.screen !== "hotelResults") throw new Response(null, { status: 404 });
  const { locale } = context;
  const t = await getFixedT(locale, "hotels");
  const q = url.searchParams;
  const { today, min, max } = dateRange();
  const { query, stay, errors } = readStay(q, today);
  const base = {
    action: pathFor("hotelResults", locale),
    cities: cityNames(locale),
    min,
    max,
    query,
    title: t("results.title"),
    noindex: true,
    messages: messagesFor(locale, "hotels"),
  };
  // No search yet, or "update rooms and guests" without JavaScript: the form only, nothing wrong yet.
  if (!hasStaySearch(q) || q.get("update") === "1") return { ...base, errors: {}, results: null };
  if (!stay || Object.keys(errors).length) return data({ ...base, errors, results: null }, { status: 400 });
  // A new search runs now: its time goes into the page's links (filters, sorts, pages, properties), so the next steps
  // know when it gets old; the page answers at once, without a redirect, and reloading it searches again.
  if (!q.get("at") || !Number.isFinite(Number(q.get("at")))) q.set("at", String(Date.now()));
  const at = Number(q.get("at"));
  const filters = readHotelFilters(q);
  const result = await searchHotels({
    destination: query.destination,
    stay,
    filters,
    page: Number(q.get("page")) || 1,
    locale,
  });
  if (result.status === "unknownDestination")
    return data({ ...base, errors: { q: ["hotels:errors.unknownDestination"] }, results: null }, { status: 400 });
  const keep = (changes: Record<string, string | number | undefined>) => `?${changeHotelResults(q, changes)}`;
  const stayQuery = searchOnly(q);
  const place = result.destination.kind === "city" ? result.destination.city.name[locale] : result.destination.query;
  const title = result.destination.kind === "city" ? t("results.titleIn", { place }) : t("results.titleFor", { place });
  return {
    ...base,
    title,
    errors: {} as Record<string, string[]>,
    results: {
      stale: hotelResultsStale(at),
      refresh: keep({ at: undefined }),
      stay: { nights: stay.nights, rooms: stay.rooms.length },
      total: result.total,
      found: result.found,
      page: result.page,
      pages: result.pages,
      prev: result.page > 1 ? keep({ page: result.page - 1 }) : null,
      next: result.page < result.pages ? keep({ page: result.page + 1 }) : null,
      hotels: result.results.map((h) => ({
        id: h.id,
        name: h.name,
        kind: h.kind,
        stars: h.stars,
        district: h.district.name,
        distanceKm: Math.round(h.distanceM / 100) / 10,
        reviewScore: h.reviewScore === null ? null : h.reviewScore / 10,
        reviewCount: h.reviewCount,
        photo: h.photo,
        board: h.rate.board,
        total: { amount: h.rate.price.total, currency: h.rate.price.currency },
        badges: h.badges,
        slug: h.slug,
        search: `?${stayQuery}`,
      })),
      facets: result.facets,
      districtNames: Object.fromEntries(
        result.destination.kind === "city"
          ? result.destination.city.districts.map((d) => [d.code, d.name[locale]])
          : [],
      ),
      filters,
      sortLinks: hotelSorts.map((s) => ({ sort: s, href: keep({ sort: s }), current: filters.sort === s })),
      clearFilters: `?${stayQuery}`,
      hidden: [...stayQuery.entries()],
    },
  };
}

/** "Skip to results" in the header when hotels were found (app/components/skip-links.tsx). */
export const handle = skipToResults((d: { results?: { hotels: unknown[] } | null }) => d.results?.hotels.length ?? 0);

type Results = NonNullable<Extract<Awaited<ReturnType<typeof loader>>, { results: unknown }>["results"]>;

export default function HotelResults() {
  const d = useLoaderData<typeof loader>();
  const { t } = useTranslation("hotels");
  return (
    <ResultsPage
      title={d.title}
      modify={t("results.modify")}
      folded={!!d.results}
      form={
        <HotelSearchForm
          action={d.action}
          query={d.query}
          cities={d.cities}
          errors={d.errors}
          min={d.min}
          max={d.max}
          title={t("results.modify")}
        />
      }
    >
      {d.results ? <ResultsBody results={d.results as unknown as Results} /> : null}
    </ResultsPage>
  );
}

function ResultsBody({ results }: { results: Results }) {
  const { t } = useTranslation("hotels");
  return (
    <>
      {results.stale ? (
        <StaleResults to="hotelResults" search={results.refresh} text={t("stale.text")} refresh={t("stale.refresh")} />
      ) : null}
      <ResultsGrid
        filters={results.total ? <Filters results={results} /> : null}
        activeFilters={activeFilterCount(results.filters)}
      >
        <section aria-labelledby="results-heading">
          <h2 id="results-heading" className="sr-only">
            {t("common:screen.hotelResults")}
          </h2>
          <p className="font-medium" role="status">
            {t("results.found", { count: results.found })}
            {results.found !== results.total ? ` ${t("results.ofTotal", { total: results.total })}` : ""}
          </p>
          {results.total ? (
            <SortLinks
              to="hotelResults"
              links={results.sortLinks}
              label={t("results.sortBy")}
              text={(sort) => t(`sort.${sort}`)}
            />
          ) : (
            <p className="mt-3 text-gray-700">{t("results.none")}</p>
          )}
          {results.total && !results.found ? <p className="mt-3 text-gray-700">{t("results.noneFiltered")}</p> : null}
          {/* The target of "Skip to results": the next Tab is the first hotel's link. */}
          <ul id="results" tabIndex={-1} className="mt-4 grid gap-4 focus:outline-none">
            {results.hotels.map((h) => (
              <li key={h.id}>
                <HotelCard hotel={h} nights={results.stay.nights} />
              </li>
            ))}
          </ul>
          {results.pages > 1 ? (
            <Pager
              to="hotelResults"
              label={t("results.pageOf", { page: results.page, pages: results.pages })}
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

function Filters({ results }: { results: Results }) {
  const { t } = useTranslation("hotels");
  const { facets, filters } = results;
  const shown = <O extends { count: number; selected: boolean }>(options: O[]) =>
    options.filter((o) => o.count > 0 || o.selected);
  return (
    <FilterForm
      to="hotelResults"
      hidden={results.hidden}
      sort={filters.sort}
      clear={results.clearFilters}
      text={{ title: t("filters.title"), apply: t("filters.apply"), clear: t("filters.clear") }}
    >
      {facets.prices.length ? (
        <FilterGroup
          legend={t("filters.price")}
          name="maxPrice"
          options={facets.prices}
          any={{ text: t("filters.any"), selected: filters.maxPrice === null }}
          label={(o) => (
            <>
              {t("filters.upTo")} <Price money={{ amount: o.value, currency: "EUR" }} vat={false} />
            </>
          )}
        />
      ) : null}
      <FilterGroup
        legend={t("filters.stars")}
        name="stars"
        options={shown(facets.stars)}
        label={(o) => t("stars", { count: o.value })}
      />
      <FilterGroup
        legend={t("filters.board")}
        name="board"
        options={shown(facets.boards)}
        label={(o) => t(keyIn("hotels:board", o.value))}
      />
      <FilterRow
        type="checkbox"
        name="free"
        value="1"
        checked={facets.freeCancellation.selected}
        count={facets.freeCancellation.count}
      >
        <span className="font-medium">{t("filters.freeCancellation")}</span>
      </FilterRow>
      {facets.districts.length > 1 ? (
        <FilterGroup
          legend={t("filters.district")}
          name="district"
          options={facets.districts}
          label={(o) => results.districtNames[o.value] ?? o.value}
        />
      ) : null}
      <FilterGroup
        legend={t("filters.amenities")}
        name="amenity"
        options={facets.amenities}
        label={(o) => t(keyIn("hotels:amenity", o.value))}
      />
    </FilterForm>
  );
}
