import { Form } from "@remix-run/react";
import { useId, useState } from "react";
import { useHydrated } from "remix-utils/use-hydrated";
import { DateInput } from "~/components/date-input";
import { ErrorList } from "~/components/error-list";
import { adultChoices, childrenChoices, roomChoices, roomErrorKey, type StayQuery } from "~/products/hotels/search-url";
import { CHILD_MAX_AGE } from "~/products/hotels/stay";
import { useTranslation } from "~/i18n/react";
import { dateTextValue } from "~/utils/date-text";
import { formatNumber } from "~/utils/format";
import { useLocale } from "~/utils/root-data";

const ages = Array.from({ length: CHILD_MAX_AGE + 1 }, (_, i) => i);

/**
 * The hotel search form: a plain GET form (the stay lands in the query string, so results
 * are linkable and work without JavaScript). Destinations come as a datalist of cities;
 * dates are typed in the page's calendar (DateInput: Jalali in fa). Rooms and children are
 * selects: with JavaScript their fields appear at once; without it "Update rooms and
 * guests" sends the form back (`update=1`) and the page comes back with the fields asked
 * for, everything typed kept. `errors` are message keys by checkStay's field keys.
 */
export function HotelSearchForm({
  action,
  query,
  cities,
  errors,
  min,
  max,
  title,
}: {
  action: string;
  query: StayQuery;
  cities: string[];
  errors?: Record<string, string[]>;
  min: string;
  max: string;
  title?: string;
}) {
  const { t } = useTranslation("hotels");
  const { t: tc } = useTranslation();
  const locale = useLocale();
  const id = useId();
  const hydrated = useHydrated();
  const [roomCount, setRoomCount] = useState(query.rooms.length);
  const [children, setChildren] = useState(query.rooms.map((r) => r.childAges.length));
  const err = (name: string) => errors?.[name];
  const errorId = (name: string) => (err(name)?.length ? `${id}-${name.replace(/[^a-z0-9]/gi, "-")}-error` : undefined);
  const invalid = (name: string) => (err(name)?.length ? true : undefined);
  const label = "mb-1 block text-sm font-medium text-gray-800";
  const digits = (n: number) => formatNumber(n, locale);
  const rooms = Array.from({ length: roomCount }, (_, i) => query.rooms[i] ?? { adults: "2", childAges: [] });
  return (
    <Form
      method="get"
      action={action}
      noValidate
      className="grid gap-4 rounded-xl bg-white p-5 text-gray-900 shadow-sm ring-1 ring-gray-200"
      aria-label={title ?? t("search.title")}
    >
      <datalist id={`${id}-cities`}>
        {cities.map((c) => (
          <option key={c} value={c} />
        ))}
      </datalist>
      <div>
        <label htmlFor={`${id}-q`} className={label}>
          {t("search.destination")}
        </label>
        <input
          id={`${id}-q`}
          name="q"
          className="input"
          list={`${id}-cities`}
          defaultValue={query.destination}
          autoComplete="off"
          placeholder={t("search.destinationPlaceholder")}
          aria-invalid={invalid("q")}
          aria-describedby={errorId("q")}
        />
        <ErrorList id={errorId("q")} errors={err("q")} />
      </div>
      <div className="grid gap-4 md:grid-cols-2">
        {(
          [
            ["in", "checkIn"],
            ["out", "checkOut"],
          ] as const
        ).map(([name, key]) => (
          <div key={name}>
            <label htmlFor={`${id}-${name}`} className={label}>
              {t(`search.${key}`)}
            </label>
            <DateInput
              id={`${id}-${name}`}
              name={name}
              defaultValue={dateTextValue(query[key], locale)}
              min={min}
              max={max}
              aria-invalid={invalid(key)}
              aria-describedby={[errorId(key), `${id}-${name}-hint`].filter(Boolean).join(" ")}
            />
            <p id={`${id}-${name}-hint`} className="mt-1 text-xs text-gray-600">
              {tc("date.hint")}
            </p>
            <ErrorList id={errorId(key)} errors={err(key)} />
          </div>
        ))}
      </div>
      <div className="sm:w-1/2">
        <label htmlFor={`${id}-rooms`} className={label}>
          {t("search.rooms")}
        </label>
        <select
          id={`${id}-rooms`}
          name="rooms"
          className="input"
          value={roomCount}
          onChange={(e) => {
            const n = Number(e.currentTarget.value);
            setRoomCount(n);
            setChildren((list) => Array.from({ length: n }, (_, i) => list[i] ?? 0));
          }}
          aria-invalid={invalid("rooms")}
          aria-describedby={errorId("rooms")}
        >
          {roomChoices.map((n) => (
            <option key={n} value={n}>
              {digits(n)}
            </option>
          ))}
        </select>
        <ErrorList id={errorId("rooms")} errors={err("rooms")} />
      </div>
      {rooms.map((room, i) => {
        const n = i + 1;
        const adultsKey = roomErrorKey(i, "adults");
        const childrenKey = roomErrorKey(i, "childAges");
        const count = children[i] ?? room.childAges.length;
        return (
          <fieldset key={n} className="grid gap-3 rounded-lg p-3 ring-1 ring-gray-200">
            <legend className="px-1 font-medium">{t("search.room", { number: n })}</legend>
            <div className="grid grid-cols-2 gap-3">
              <div>
                <label htmlFor={`${id}-a${n}`} className="mb-1 block text-sm text-gray-700">
                  {t("search.adults")}
                </label>
                <select
                  id={`${id}-a${n}`}
                  name={`a${n}`}
                  className="input"
                  defaultValue={room.adults}
                  aria-invalid={invalid(adultsKey)}
                  aria-describedby={errorId(adultsKey)}
                >
                  {adultChoices.map((a) => (
                    <option key={a} value={a}>
                      {digits(a)}
                    </option>
                  ))}
                </select>
                <ErrorList id={errorId(adultsKey)} errors={err(adultsKey)} />
              </div>
              <div>
                <label htmlFor={`${id}-c${n}`} className="mb-1 block text-sm text-gray-700">
                  {t("search.children")}
                </label>
                <select
                  id={`${id}-c${n}`}
                  name={`c${n}`}
                  className="input"
                  value={count}
                  onChange={(e) => {
                    const value = Number(e.currentTarget.value);
                    setChildren((list) => {
                      const next = [...list];
                      next[i] = value;
                      return next;
                    });
                  }}
                  aria-invalid={invalid(childrenKey)}
                  aria-describedby={errorId(childrenKey)}
                >
                  {childrenChoices.map((c) => (
                    <option key={c} value={c}>
                      {digits(c)}
                    </option>
                  ))}
                </select>
                <ErrorList id={errorId(childrenKey)} errors={err(childrenKey)} />
              </div>
            </div>
            {count ? (
              <div className="grid grid-cols-2 gap-3 sm:grid-cols-4">
                {Array.from({ length: count }, (_, c) => {
                  const ageKey = roomErrorKey(i, "childAges", c);
                  return (
                    <div key={c}>
                      <label htmlFor={`${id}-k${n}_${c + 1}`} className="mb-1 block text-sm text-gray-700">
                        {t("search.childAge", { number: c + 1 })}
                      </label>
                      <select
                        id={`${id}-k${n}_${c + 1}`}
                        name={`k${n}_${c + 1}`}
                        className="input"
                        defaultValue={room.childAges[c] ?? ""}
                        aria-invalid={invalid(ageKey)}
                        aria-describedby={errorId(ageKey)}
                      >
                        <option value="">{t("search.chooseAge")}</option>
                        {ages.map((a) => (
                          <option key={a} value={a}>
                            {t("search.age", { count: a })}
                          </option>
                        ))}
                      </select>
                      <ErrorList id={errorId(ageKey)} errors={err(ageKey)} />
                    </div>
                  );
                })}
              </div>
            ) : null}
          </fieldset>
        );
      })}
      <button type="submit" className="btn-primary">
        {t("search.submit")}
      </button>
      {/* After the search button, so that Enter in a field searches. */}
      {hydrated ? null : (
        <div>
          <button type="submit" name="update" value="1" className="rounded-lg px-4 py-2 ring-1 ring-green-700">
            {t("search.update")}
          </button>
          <p className="mt-1 text-xs text-gray-600">{t("search.updateHint")}</p>
        </div>
      )}
    </Form>
  );
}
