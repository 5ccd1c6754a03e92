import { activeFilterCount } from "~/components/filter-panel";
import { FilterForm, FilterGroup, ResultsGrid, ResultsPage, SortLinks, StaleResults } from "~/components/results-shell";
import type { LoaderFunctionArgs } from "@remix-run/node";
import { data } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { Price } from "~/components/price";
import { skipToResults } from "~/components/skip-links";
import { TrainSearchForm } from "~/products/trains/components/search-form";
import { TrainCard, type TrainCardData } from "~/products/trains/components/train-card";
import { dateRange, readSearch, stationNames, trainResultsStale } from "~/products/trains/pages.server";
import { operatorName } from "~/products/trains/present";
import { sorts, type TrainOption } from "~/products/trains/search";
import { searchTrains } from "~/products/trains/search.server";
import { changeQuery, hasTrainSearch, priceSteps, readTrainFilters, searchOnly } from "~/products/trains/search-url";
import { getFixedT } from "~/i18n/i18next.server";
import { keyIn } from "~/i18n/keys";
import { useTranslation } from "~/i18n/react";
import { messagesFor, messagesPart } from "~/i18n/resources.server";
import { pathFor } from "~/routing/screens";
import { formatLongDate } from "~/utils/format";
import { resolveCurrency } from "~/utils/currency.server";
import { clientIp } from "~/domains/content/http.server";

/**
 * Train results (GET, linkable, works without JavaScript): the modify-search form, the
 * trains of the day with times, duration, wagon types, places left and the party's price,
 * the way back for a return search, filters with counts (a GET form: checkboxes and an
 * apply button; with JavaScript it sends itself on change) and sorting. The search time
 * travels in the page's links (`at`); after TRAIN_RESULTS_TTL_MINUTES the page says the data is
 * probably old and offers to repeat the search.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const found = context.screen;
  if (!found || found.screen !== "trainResults") throw new Response(null, { status: 404 });
  const { locale } = context;
  const t = await getFixedT(locale, "trains");
  const q = url.searchParams;
  const { today, min, max } = dateRange();
  const { query, search, errors } = readSearch(q, today);
  const base = {
    action: pathFor("trainResults", locale),
    stations: stationNames(locale),
    min,
    max,
    query,
    title: t("results.title"),
    noindex: true,
    messages: { ...messagesFor(locale, "trains"), ...messagesPart(locale, "hotels", "stale") },
  };
  if (!hasTrainSearch(q)) return { ...base, errors: {} as Record<string, string[]>, results: null };
  if (!search) return data({ ...base, errors, results: null }, { status: 400 });
  // A new search runs now: its time goes into the page's links (filters, sorts, places), so the next steps know when
  // it gets old; the page answers at once, without a redirect, and reloading it searches again.
  if (!q.get("at") || !Number.isFinite(Number(q.get("at")))) q.set("at", String(Date.now()));
  const at = Number(q.get("at"));
  const filters = readTrainFilters(q);
  const result = await searchTrains(search, filters);
  const keep = (changes: Parameters<typeof changeQuery>[1]) => `?${changeQuery(q, changes)}`;
  const step = searchOnly(q);
  step.set("at", String(at));
  const cards = (options: TrainOption[]): TrainCardData[] =>
    options.map((o) => ({
      trainId: o.trainId,
      number: o.number,
      operator: operatorName(o.operator, locale),
      departs: o.departs,
      arrives: o.arrives,
      arrivalDays: o.arrivalDays,
      minutes: o.minutes,
      meals: o.meals.length > 0,
      wagons: o.wagons.map((w) => ({
        type: w.type,
        placesLeft: w.placesLeft,
        total: w.price.total,
        places: `?${changeQuery(step, { train: o.trainId, day: o.date, type: w.type })}`,
      })),
    }));
  const from = search.from.name[locale];
  const to = search.to.name[locale];
  // The price filter rounds its ceilings in the visitor's currency (the root resolves the same one).
  const { currency, currencies } = await resolveCurrency(request, clientIp(context));
  const allTotals = [...result.outbound.options, ...(result.inbound?.options ?? [])].flatMap((o) =>
    o.wagons.map((w) => w.price.total),
  );
  return {
    ...base,
    title: t("results.titleRoute", { from, to }),
    errors: {} as Record<string, string[]>,
    results: {
      stale: trainResultsStale(at),
      refresh: keep({ at: undefined }),
      outbound: {
        title: t("results.outbound", { from, to, date: formatLongDate(search.date, locale) }),
        found: result.outbound.found,
        cards: cards(result.outbound.options),
      },
      inbound: result.inbound
        ? {
            title: t("results.inbound", { from: to, to: from, date: formatLongDate(search.returnDate!, locale) }),
            found: result.inbound.found,
            cards: cards(result.inbound.options),
          }
        : null,
      facets: {
        operators: result.outbound.facets.operators.map((f) => ({
          ...f,
          label: operatorName(f.value, locale),
          selected: filters.operators.includes(f.value),
        })),
        wagonTypes: result.outbound.facets.wagonTypes.map((f) => ({
          ...f,
          selected: filters.wagonTypes.includes(f.value),
        })),
        times: result.outbound.facets.times.map((f) => ({ ...f, selected: filters.times.includes(f.value) })),
        prices: priceSteps(allTotals, Object.fromEntries(currencies.map((c) => [c.code, c])), currency.code),
      },
      filters,
      filtered: Boolean(
        filters.operators.length || filters.wagonTypes.length || filters.times.length || filters.maxPrice,
      ),
      sortLinks: sorts.map((s) => ({ sort: s, href: keep({ sort: s }), current: filters.sort === s })),
      clearFilters: `?${step}`,
      hidden: [...step.entries()],
    },
  };
}

/** "Skip to results" in the header when trains were found (app/components/skip-links.tsx). */
export const handle = skipToResults(
  (d: { results?: { outbound: { cards: unknown[] }; inbound: { cards: unknown[] } | null } | null }) =>
    (d.results?.outbound.cards.length ?? 0) + (d.results?.inbound?.cards.length ?? 0),
);

type Results = NonNullable<Extract<Awaited<ReturnType<typeof loader>>, { results: unknown }>["results"]>;

export default function TrainResults() {
  const d = useLoaderData<typeof loader>();
  const { t } = useTranslation("trains");
  return (
    <ResultsPage
      title={d.title}
      modify={t("results.modify")}
      folded={!!d.results}
      form={
        <TrainSearchForm
          action={d.action}
          query={d.query}
          stations={d.stations}
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
  const { t } = useTranslation("trains");
  const { t: th } = useTranslation("hotels");
  const legs = [
    { id: "outbound", leg: results.outbound },
    ...(results.inbound ? [{ id: "inbound", leg: results.inbound }] : []),
  ];
  const anyTrain = legs.some((l) => l.leg.found > 0) || results.filtered;
  return (
    <>
      {results.stale ? (
        <StaleResults to="trainResults" search={results.refresh} text={t("stale.text")} refresh={th("stale.refresh")} />
      ) : null}
      <ResultsGrid
        filters={anyTrain ? <Filters results={results} /> : null}
        activeFilters={activeFilterCount(results.filters)}
      >
        <div className="grid content-start gap-8">
          {anyTrain ? (
            <SortLinks
              to="trainResults"
              links={results.sortLinks}
              label={t("results.sortBy")}
              text={(sort) => t(`sort.${sort}`)}
              className="flex flex-wrap items-center gap-2 text-sm"
            />
          ) : null}
          {legs.map(({ id, leg }) => (
            <section key={id} id={id} aria-labelledby={`${id}-heading`}>
              <h2 id={`${id}-heading`} className="text-xl font-semibold">
                {leg.title}
              </h2>
              <p className="mt-1 font-medium" role="status">
                {t("results.found", { count: leg.found })}
              </p>
              {!leg.found ? (
                <p className="mt-2 text-gray-700">{results.filtered ? t("results.noneFiltered") : t("results.none")}</p>
              ) : null}
              {/* The first list with trains is the target of "Skip to results": the next Tab is its first train's link. */}
              <ul
                id={leg.cards.length && legs.find((l) => l.leg.cards.length)?.id === id ? "results" : undefined}
                tabIndex={-1}
                className="mt-3 grid gap-4 focus:outline-none"
              >
                {leg.cards.map((c) => (
                  <li key={c.trainId}>
                    <TrainCard train={c} />
                  </li>
                ))}
              </ul>
            </section>
          ))}
        </div>
      </ResultsGrid>
    </>
  );
}

function Filters({ results }: { results: Results }) {
  const { t } = useTranslation("trains");
  const { facets, filters } = results;
  return (
    <FilterForm
      to="trainResults"
      hidden={results.hidden}
      sort={filters.sort}
      clear={results.clearFilters}
      text={{ title: t("filters.title"), apply: t("filters.apply"), clear: t("filters.clear") }}
    >
      <FilterGroup legend={t("filters.operator")} name="op" options={facets.operators} label={(o) => o.label} />
      <FilterGroup
        legend={t("filters.wagon")}
        name="wagon"
        options={facets.wagonTypes}
        label={(o) => t(keyIn("trains:wagon", o.value))}
      />
      <FilterGroup
        legend={t("filters.time")}
        name="time"
        options={facets.times}
        label={(o) => t(keyIn("trains:time", o.value))}
      />
      {facets.prices.length ? (
        <FilterGroup
          legend={t("filters.price")}
          name="maxPrice"
          options={facets.prices.map((p) => ({ ...p, selected: filters.maxPrice === p.value }))}
          any={{ text: t("filters.any"), selected: filters.maxPrice === null }}
          label={(p) => (
            <>
              {t("filters.upTo")} <Price money={p.shown} vat={false} own />
            </>
          )}
        />
      ) : null}
    </FilterForm>
  );
}
