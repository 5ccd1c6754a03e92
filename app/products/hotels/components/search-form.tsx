import { labelClass } from "~/components/label-class";
import { useId, useState } from "react";
import { useHydrated } from "remix-utils/use-hydrated";
import { ErrorList } from "~/components/error-list";
import { PlaceField, SearchDateField, SearchFormFrame, Suggestions, fieldErrors } from "~/components/search-form-frame";
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
  const errs = fieldErrors(id, errors);
  const { err, errorId, invalid } = errs;
  const digits = (n: number) => formatNumber(n, locale);
  const rooms = Array.from({ length: roomCount }, (_, i) => query.rooms[i] ?? { adults: "2", childAges: [] });
  return (
    <SearchFormFrame
      action={action}
      title={title ?? t("search.title")}
      submit={t("search.submit")}
      after={
        // After the search button, so that Enter in a field searches.
        hydrated ? null : (
          <div>
            <button type="submit" name="update" value="1" className="rounded-lg px-4 py-2 ring-1 ring-green-700">
              {t("search.update")}
            </button>
            <p className="mt-1 text-xs text-gray-600">{t("search.updateHint")}</p>
          </div>
        )
      }
    >
      <Suggestions id={`${id}-cities`} values={cities} />
      <PlaceField
        id={id}
        name="q"
        label={t("search.destination")}
        list={`${id}-cities`}
        defaultValue={query.destination}
        placeholder={t("search.destinationPlaceholder")}
        errors={errs}
      />
      <div className="grid gap-4 md:grid-cols-2">
        {(
          [
            ["in", "checkIn"],
            ["out", "checkOut"],
          ] as const
        ).map(([name, key]) => (
          <SearchDateField
            key={name}
            id={id}
            name={name}
            errorKey={key}
            label={t(`search.${key}`)}
            defaultValue={dateTextValue(query[key], locale)}
            min={min}
            max={max}
            hint={tc("date.hint")}
            errors={errs}
          />
        ))}
      </div>
      <div className="sm:w-1/2">
        <label htmlFor={`${id}-rooms`} className={labelClass}>
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
    </SearchFormFrame>
  );
}
