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
import { airlineName, placeByCode, whereLabel, whereOf } from "~/products/flights/places";
import { presentTrip } from "~/products/flights/present";
import { durationText } from "~/utils/duration";
import { readingArrow } from "~/utils/arrows";
import { useLocale } from "~/utils/root-data";
import { dateStrip } from "~/products/flights/calendar.server";
import { DateStrip } from "~/products/flights/components/date-strip";
import { CalendarLink } from "~/products/flights/components/calendar-link";
import { TrackPrices } from "~/products/flights/components/track-prices";
import {
  writeChosen,
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
  const { criteria, at, filters, step, leg, outbound, result, stale, form, alternatives, multi } = r;
  const chosenSoFar = multi?.chosen.map((it) => it.segments.map((s) => s.id)) ?? [];
  // Set-Cookie of the recent searches, or null (a multi-city trip is not kept: the list shows one route each).
  const remembered =
    criteria.trip === "multi" ? null : await rememberSearch(request, { ...criteria, trip: criteria.trip });
  // The ±3-day strip of the cheapest price per day (the outbound step: its days change the departure).
  const strip = step === "outbound" ? await dateStrip(criteria, locale) : null;
  const query = buildSearch(criteria, {
    at,
    out: outbound?.key,
    chosen: chosenSoFar.length ? writeChosen(chosenSoFar) : undefined,
  });
  const keep = (changes: Record<string, string | number | undefined>) => `?${changeResults(url.searchParams, changes)}`;
  const choose = (ids: number[]) => {
    if (multi) {
      const chosen = [...chosenSoFar, ids];
      if (chosen.length < criteria.legs.length)
        return {
          screen: "flightResults" as const,
          search: `?${buildSearch(criteria, { at, chosen: writeChosen(chosen) })}`,
        };
      const q = buildPassengerStep({ out: chosen[0], ret: null, more: chosen.slice(1), counts: criteria.counts, at });
      return { screen: "passengers" as const, search: `?${q}` };
    }
    if (criteria.trip === "return" && step === "outbound")
      return { screen: "flightResults" as const, search: `?${buildSearch(criteria, { at, out: ids.join("-") })}` };
    const out = outbound ? outbound.segments.map((s) => s.id) : ids;
    const q = buildPassengerStep({ out, ret: outbound ? ids : null, counts: criteria.counts, at });
    return { screen: "passengers" as const, search: `?${q}` };
  };
  const refresh = changeResults(url.searchParams, { at: undefined });
  // Spec §9: structured-data offers are valid for 7 days (agency calendar) and in stock.
  const validUntil = addDays(agencyToday(), 7);
  const co2Limit = result.facets.lowerCo2?.limitKg ?? null;
  const offers = result.trips.map((trip) => ({
    ...presentTrip(trip.itinerary, locale, criteria.counts),
    co2: { kg: trip.co2Kg, lower: co2Limit !== null && trip.co2Kg <= co2Limit },
    choose: choose(trip.itinerary.segments.map((s) => s.id)),
  }));
  const [fromCode, toCode] = multi
    ? [multi.current.origin, multi.current.destination]
    : step === "outbound"
      ? [criteria.origin, criteria.destination]
      : [criteria.destination, criteria.origin];
  const from = whereOf(fromCode)!.city[locale];
  const to = whereOf(toCode)!.city[locale];
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
      multi: multi && {
        index: multi.index,
        legs: criteria.legs.map((l, i) => ({
          number: i + 1,
          from: whereOf(l.origin)!.city[locale],
          to: whereOf(l.destination)!.city[locale],
          chosen: multi.chosen[i] ? presentTrip(multi.chosen[i], locale, criteria.counts) : null,
          // Choosing again from this leg: the ones before it kept.
          change:
            i < multi.index
              ? `?${buildSearch(criteria, { at, chosen: i ? writeChosen(chosenSoFar.slice(0, i)) : undefined })}`
              : null,
        })),
      },
      strip,
      calendar: { from: criteria.origin, to: criteria.destination, depart: criteria.depart, counts: criteria.counts },
      // "Track prices" (decision 108): the outbound route and day of a one-way or return search.
      track:
        step === "outbound" && !multi
          ? { from: criteria.origin, to: criteria.destination, depart: criteria.depart, adults: criteria.counts.adults }
          : null,
      alternatives: alternatives && {
        days: alternatives.days.map((d) => ({
          date: d.date,
          text: formatFullDate(d.date, locale),
          price: d.price,
          search: `?${buildSearch(step === "outbound" ? { ...criteria, depart: d.date } : { ...criteria, return: d.date }, { out: outbound?.key })}`,
        })),
        places: alternatives.places.map((p) => ({
          text: t("results.placePair", {
            from: whereLabel(whereOf(p.from)!, locale),
            to: whereLabel(whereOf(p.to)!, locale),
          }),
          price: p.price,
          search: `?${buildSearch({ ...criteria, origin: p.from, destination: p.to })}`,
        })),
      },
      stale,
      refresh: `?${refresh}`,
      counts: criteria.counts,
      outbound: outbound ? presentTrip(outbound, locale, criteria.counts) : null,
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
      airportNames: Object.fromEntries(
        result.facets.airport.map((o) => [o.value, `${placeByCode[o.value]?.airport[locale] ?? o.value} (${o.value})`]),
      ),
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
    { name: "stops", options: facets.stops, label: (v: string) => t(keyIn("flights:filters.stopsOption", v)) },
    { name: "airport", options: facets.airport, label: (v: string) => results.airportNames[v] ?? v },
    { name: "airline", options: facets.airline, label: (v: string) => results.airlineNames[v] ?? v },
    { name: "aircraft", options: facets.aircraft, label: (v: string) => v },
    { name: "cabin", options: facets.cabin, label: (v: string) => t(keyIn("flights:cabin", v)) },
    { name: "type", options: facets.type, label: (v: string) => t(keyIn("flights:flightType", v)) },
    { name: "departTime", options: facets.departTime, label: (v: string) => t(keyIn("flights:dayPart", v)) },
    { name: "arriveTime", options: facets.arriveTime, label: (v: string) => t(keyIn("flights:dayPart", v)) },
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
          label={(o) => t("filters.upToDuration", { duration: durationText(Number(o.value), t) })}
        />
      ) : null}
      {facets.lowerCo2 ? (
        <FilterGroup
          legend={t("filters.emissions")}
          name="co2"
          options={[{ value: "lower", count: facets.lowerCo2.count, selected: facets.lowerCo2.selected }]}
          label={() => t("filters.lowerCo2", { kg: facets.lowerCo2!.limitKg })}
        />
      ) : null}
      {facets.maxLayover.length ? (
        <FilterGroup
          legend={t("filters.layover")}
          name="maxLayover"
          options={facets.maxLayover}
          any={any(filters.maxLayover === null)}
          label={(o) => t("filters.upToDuration", { duration: durationText(Number(o.value), t) })}
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
      {results.multi ? <MultiSteps multi={results.multi} /> : null}
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
            {results.multi
              ? t("results.legHeading", { number: results.multi.index + 1, from: results.from, to: results.to })
              : results.step === "return"
                ? t("results.returnHeading", { from: results.from, to: results.to })
                : t("results.outboundHeading", { from: results.from, to: results.to })}
          </h2>
          <p className="mt-1 flex flex-wrap items-baseline gap-x-3 text-gray-700">
            <span>{results.date}</span>
            {results.step === "outbound" ? (
              <CalendarLink {...results.calendar} className="text-sm text-green-800 underline" />
            ) : null}
          </p>
          {results.strip ? <DateStrip days={results.strip} /> : null}
          <p className="mt-2 font-medium" role="status">
            {t("results.found", { count: results.found })}
            {results.found !== results.total ? ` ${t("results.ofTotal", { total: results.total })}` : ""}
          </p>
          {results.total && results.alternatives?.places.length ? (
            <NearbyAirports places={results.alternatives.places} />
          ) : null}
          {results.total ? (
            <SortLinks
              to="flightResults"
              links={results.sortLinks}
              label={t("results.sortBy")}
              text={(sort) => t(`sort.${sort}`)}
            />
          ) : (
            <EmptyDay results={results} />
          )}
          {/* The target of "Skip to results": the next Tab is the first flight's button. */}
          <ul id="results" tabIndex={-1} className="mt-4 grid gap-4 focus:outline-none">
            {results.offers.map((o) => (
              <li key={o.key}>
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
          {results.track ? <TrackPrices {...results.track} /> : null}
        </section>
      </ResultsGrid>
    </>
  );
}

/** Links to other searches with their cheapest price ("from €…"). */
function AlternativeLinks({ items }: { items: { key: string; text: string; price: number; search: string }[] }) {
  const { t } = useTranslation("flights");
  return (
    <ul className="mt-2 grid gap-2 sm:grid-cols-2">
      {items.map((i) => (
        <li key={i.key}>
          <ScreenLink
            to="flightResults"
            search={i.search}
            className="flex justify-between gap-3 rounded-lg bg-white px-3 py-2 ring-1 ring-gray-200 hover:ring-green-700"
          >
            <span>{i.text}</span>
            <span className="font-semibold text-green-800">
              {t("results.from")} <Price money={{ amount: i.price, currency: "EUR" }} />
            </span>
          </ScreenLink>
        </li>
      ))}
    </ul>
  );
}

/** A day with connections only: the nearby airports that fly direct (Mehrabad's searcher sees Imam Khomeini's flights). */
function NearbyAirports({ places }: { places: NonNullable<NonNullable<Results>["alternatives"]>["places"] }) {
  const { t } = useTranslation("flights");
  return (
    <section aria-labelledby="other-airports" className="mt-3 rounded-lg bg-amber-50 p-3 ring-1 ring-amber-200">
      <h3 id="other-airports" className="font-semibold text-gray-900">
        {t("results.otherAirports")}
      </h3>
      <AlternativeLinks items={places.map((p) => ({ key: p.search, ...p }))} />
    </section>
  );
}

/** An empty day: the spec's message, then the nearest days and the nearby airports that have flights, as links. */
function EmptyDay({ results }: { results: NonNullable<Results> }) {
  const { t } = useTranslation("flights");
  const alternatives = results.alternatives;
  return (
    <div className="mt-3 text-gray-700">
      <p>{t("results.none")}</p>
      {alternatives?.days.length ? (
        <section aria-labelledby="other-days" className="mt-4">
          <h3 id="other-days" className="font-semibold text-gray-900">
            {t("results.otherDays")}
          </h3>
          <AlternativeLinks items={alternatives.days.map((d) => ({ key: d.date, ...d }))} />
        </section>
      ) : null}
      {alternatives?.places.length ? (
        <section aria-labelledby="other-airports" className="mt-4">
          <h3 id="other-airports" className="font-semibold text-gray-900">
            {t("results.otherAirports")}
          </h3>
          <AlternativeLinks items={alternatives.places.map((p) => ({ key: p.search, ...p }))} />
        </section>
      ) : null}
      {alternatives && !alternatives.days.length && !alternatives.places.length ? (
        <p className="mt-2">{t("results.noneNearby")}</p>
      ) : null}
    </div>
  );
}

/** A multi-city trip's legs: the ones chosen (with a link to choose again), the one being chosen, the ones to come. */
function MultiSteps({ multi }: { multi: NonNullable<NonNullable<Results>["multi"]> }) {
  const { t } = useTranslation("flights");
  const arrow = readingArrow(useLocale());
  return (
    <ol className="mt-6 grid gap-2 text-sm" aria-label={t("results.multiSteps")}>
      {multi.legs.map((leg) => (
        <li
          key={leg.number}
          aria-current={leg.number === multi.index + 1 ? "step" : undefined}
          className={
            leg.number === multi.index + 1
              ? "rounded-lg bg-green-700 px-3 py-2 text-white"
              : leg.chosen
                ? "rounded-lg bg-green-50 px-3 py-2 ring-1 ring-green-200"
                : "rounded-lg bg-gray-100 px-3 py-2"
          }
        >
          <span className="font-semibold">
            {t("results.legHeading", { number: leg.number, from: leg.from, to: leg.to })}
          </span>
          {leg.chosen ? (
            <>
              {" "}
              · {leg.chosen.airline} {leg.chosen.flightNumber} · {leg.chosen.departDay} · {leg.chosen.departTime}{" "}
              {arrow} {leg.chosen.arriveTime}{" "}
              {leg.change ? (
                <ScreenLink to="flightResults" search={leg.change} className="text-green-800 underline">
                  {t("results.changeLeg")}
                </ScreenLink>
              ) : null}
            </>
          ) : null}
        </li>
      ))}
    </ol>
  );
}
