import { labelClass } from "~/components/label-class";
import { PassengerCountFields } from "~/products/flights/components/passenger-counts";
import { useEffect, useId, useState } from "react";
import { Form } from "@remix-run/react";
import { ErrorList } from "~/components/error-list";
import { PlaceCombobox } from "~/components/place-combobox";
import { ScreenLink } from "~/components/screen-link";
import { useHere } from "~/components/here";
import { SearchDateField, SearchFormFrame, Suggestions, TripChoice, fieldErrors } from "~/components/search-form-frame";
import { useTranslation } from "~/i18n/react";
import { resources } from "~/routing/screens";
import { suggestPlaces } from "~/products/flights/place-suggestions";
import type { RecentSearch } from "~/products/flights/recent-searches.server";
import type { SearchFormData } from "~/products/flights/search-form.server";
import { SWAP_FIELD, extraLegNumbers, trips } from "~/products/flights/search-url";
import { useHydrated } from "remix-utils/use-hydrated";

/**
 * The flight search form: a plain GET form (the criteria land in the query string, so
 * results are linkable and work without JavaScript). No form library: it also renders on
 * the home page. Airports come as a datalist, and with JavaScript as an autocomplete (decision 104: cities
 * first, matched in any language); a swap button exchanges From and To (without JavaScript it sends the
 * form to the landing page, which shows it swapped). The visitor's recent searches follow the form. In Persian dates are typed in the Jalali
 * calendar (YYYY/MM/DD), elsewhere with the browser's date field. `errors` (message keys
 * by field) come from the server's check of the same criteria (search.ts).
 */
export function FlightSearchForm({
  action,
  data,
  errors,
  native = false,
  title,
  plain = false,
  recent,
}: {
  action: string;
  data: SearchFormData;
  errors?: Record<string, string[]>;
  /** Use the browser's own checks (required fields) before sending. */
  native?: boolean;
  title?: string;
  /** A plain HTML form (a full page load on submit, the browser's own checks): the home page's search. */
  plain?: boolean;
  /** The visitor's recent searches (recent-searches.server.ts), shown under the form with links that run them. */
  recent?: RecentSearch[];
}) {
  const { t } = useTranslation("flights");
  const { t: tc } = useTranslation();
  const id = useId();
  const v = data.values;
  const errs = fieldErrors(id, errors);
  const { err, errorId: described, invalid } = errs;
  const [places, setPlaces] = useState({ from: v.from, to: v.to });
  const [trip, setTrip] = useState(v.trip);
  const hydrated = useHydrated();
  // A new page (another search, a swap without JavaScript) brings new values.
  useEffect(() => setPlaces({ from: v.from, to: v.to }), [v.from, v.to]);
  const suggest = (typed: string) =>
    suggestPlaces(data.places, typed).map((p) => ({ key: p.code, value: p.label, indent: !!p.parent }));
  const announce = (count: number) => (count ? t("searchForm.suggestions", { count }) : t("searchForm.noSuggestions"));
  const placeField = (name: "from" | "to") => (
    <PlaceCombobox
      id={`${id}-${name}`}
      name={name}
      label={t(`search.${name}`)}
      list={`${id}-places`}
      value={places[name]}
      onValueChange={(value) => setPlaces((p) => ({ ...p, [name]: value }))}
      suggest={suggest}
      announce={announce}
      placeholder={t("search.placePlaceholder")}
      required={native}
      errors={errs}
    />
  );
  return (
    <>
      <SearchFormFrame
        action={action}
        title={title ?? t("search.title")}
        submit={t("search.submit")}
        native={native}
        plain={plain}
      >
        <div
          onChange={(e) => {
            const input = e.target as HTMLInputElement;
            if (input.name === "trip") setTrip(input.value);
          }}
        >
          <TripChoice
            legend={t("search.tripType")}
            trips={trips}
            checked={v.trip}
            text={(trip) => t(`search.trip.${trip}`)}
          />
        </div>
        {/* The form's default button (Enter in a field searches): the swap button stands before the search button. */}
        <button type="submit" tabIndex={-1} aria-hidden="true" className="sr-only">
          {t("search.submit")}
        </button>
        <Suggestions id={`${id}-places`} values={data.places.map((p) => p.label)} />
        <div className="grid gap-x-2 gap-y-3 md:grid-cols-[minmax(0,1fr)_auto_minmax(0,1fr)]">
          {placeField("from")}
          <button
            type="submit"
            name={SWAP_FIELD}
            value="1"
            formAction={data.swapAction}
            formNoValidate
            onClick={(e) => {
              e.preventDefault();
              setPlaces((p) => ({ from: p.to, to: p.from }));
            }}
            className="btn-secondary justify-self-center px-3 md:mt-6 md:self-start"
          >
            <svg
              aria-hidden="true"
              viewBox="0 0 24 24"
              className="h-5 w-5 md:rotate-90"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
              strokeLinecap="round"
              strokeLinejoin="round"
            >
              <path d="m21 16-4 4-4-4M17 20V4M3 8l4-4 4 4M7 4v16" />
            </svg>
            <span className="sr-only">{t("searchForm.swap")}</span>
          </button>
          {placeField("to")}
        </div>
        <div className="grid gap-4 md:grid-cols-2">
          {(["depart", "return"] as const).map((name) => (
            <SearchDateField
              key={name}
              id={id}
              name={name}
              label={t(`search.${name}`)}
              defaultValue={v[name]}
              min={data.min}
              max={data.max}
              required={native && name === "depart"}
              hint={
                <>
                  {tc("date.hint")}
                  {name === "return" ? ` ${t("search.returnHint")}` : ""}
                </>
              }
              errors={errs}
            />
          ))}
        </div>
        {/* A multi-city trip's other flights: shown when "Multi-city" is chosen (CSS :has, no JavaScript needed); with
            JavaScript they are also switched off for the other trips, so their empty fields stay out of the URL. */}
        <div className="multi-legs gap-3" data-multi-legs="">
          {extraLegNumbers.map((n, i) => (
            <fieldset key={n} disabled={hydrated && trip !== "multi"} className="grid gap-2 md:grid-cols-3">
              <legend className={labelClass}>{t(n === 2 ? "search.leg" : "search.legOptional", { number: n })}</legend>
              {(["from", "to", "depart"] as const).map((f) => {
                const name = `${f}${n}`;
                return (
                  <div key={name}>
                    <label htmlFor={`${id}-${name}`} className="mb-1 block text-sm text-gray-700">
                      {t(`search.legField.${f}`, { number: n })}
                    </label>
                    <input
                      id={`${id}-${name}`}
                      name={name}
                      className="input"
                      list={f === "depart" ? undefined : `${id}-places`}
                      placeholder={f === "depart" ? undefined : t("search.placePlaceholder")}
                      defaultValue={v.legs[i]?.[f] ?? ""}
                      autoComplete="off"
                      aria-invalid={invalid(name)}
                      aria-describedby={described(name)}
                    />
                    <ErrorList id={described(name)} errors={err(name)} />
                  </div>
                );
              })}
            </fieldset>
          ))}
        </div>
        <PassengerCountFields id={id} values={v} errors={errs} />
        {/* The month price calendar of the route typed (a GET of the same fields to the calendar, no JavaScript needed). */}
        <button
          type="submit"
          formAction={data.calendarAction}
          formNoValidate
          className="justify-self-start text-sm text-green-800 underline"
        >
          {t("calendar.link")}
        </button>
      </SearchFormFrame>
      {recent?.length ? <RecentSearches recent={recent} /> : null}
    </>
  );
}

/** The visitor's last searches as links to their results, and "Clear" (a POST form: works without JavaScript). */
function RecentSearches({ recent }: { recent: RecentSearch[] }) {
  const { t } = useTranslation("flights");
  const here = useHere();
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="mt-4 rounded-xl bg-white p-4 text-gray-900 ring-1 ring-gray-200">
      <h2 id={headingId} className="text-base font-semibold">
        {t("searchForm.recentTitle")}
      </h2>
      <ul className="mt-2 grid gap-2">
        {recent.map((r) => (
          <li key={r.search}>
            <ScreenLink to="flightResults" search={r.search} className="text-green-800 underline">
              {t("searchForm.recentRoute", { from: r.from, to: r.to })}
            </ScreenLink>
            <span className="block text-sm text-gray-700">
              {r.return
                ? t("searchForm.recentDates", { depart: r.depart, return: r.return })
                : t("searchForm.recentOneWay", { depart: r.depart })}
              {" · "}
              {t("searchForm.recentTravellers", { count: r.travellers })}
            </span>
          </li>
        ))}
      </ul>
      <Form method="post" action={resources.clearRecentFlights.path} className="mt-3">
        <input type="hidden" name="redirectTo" value={here} />
        <button type="submit" className="text-sm text-green-800 underline">
          {t("searchForm.clear")}
        </button>
      </Form>
    </section>
  );
}
