import { labelClass } from "~/components/label-class";
import { useId } from "react";
import { ErrorList } from "~/components/error-list";
import {
  PlaceField,
  SearchDateField,
  SearchFormFrame,
  Suggestions,
  TripChoice,
  fieldErrors,
} from "~/components/search-form-frame";
import { MAX_SEATED } from "~/travel/travellers";
import { compartmentKinds } from "~/products/trains/codes";
import type { TrainQuery } from "~/products/trains/search-url";
import { useTranslation } from "~/i18n/react";
import { dateTextValue } from "~/utils/date-text";
import { formatNumber } from "~/utils/format";
import { useLocale } from "~/utils/root-data";

const counts = Array.from({ length: MAX_SEATED + 1 }, (_, i) => i);

/**
 * The train search form: a plain GET form (the search lands in the query string, so
 * results are linkable and work without JavaScript). Stations come as a datalist in the
 * page's language (any language, a Persian or Arabic keyboard is read: stations.ts); dates
 * are typed in the page's calendar (DateInput: Jalali in fa). `errors` are message keys by
 * checkSearch's field names, shown at their fields.
 */
export function TrainSearchForm({
  action,
  query,
  stations,
  errors,
  min,
  max,
  title,
}: {
  action: string;
  query: TrainQuery;
  stations: string[];
  errors?: Record<string, string[]>;
  min: string;
  max: string;
  title?: string;
}) {
  const { t } = useTranslation("trains");
  const { t: tc } = useTranslation();
  const locale = useLocale();
  const id = useId();
  const errs = fieldErrors(id, errors);
  const { err, errorId, invalid } = errs;
  const party = (name: "adults" | "children" | "infants") => (
    <div>
      <label htmlFor={`${id}-${name}`} className="mb-1 block text-sm text-gray-700">
        {t(`search.${name}`)}
      </label>
      <select
        id={`${id}-${name}`}
        name={name}
        className="input"
        defaultValue={query[name]}
        aria-invalid={invalid(name)}
        aria-describedby={errorId(name)}
      >
        {counts.map((n) => (
          <option key={n} value={n}>
            {formatNumber(n, locale)}
          </option>
        ))}
      </select>
    </div>
  );
  return (
    <SearchFormFrame action={action} title={title ?? t("search.title")} submit={t("search.submit")}>
      <Suggestions id={`${id}-stations`} values={stations} />
      <TripChoice
        legend={t("search.tripType")}
        trips={["oneway", "return"] as const}
        checked={query.tripType}
        text={(trip) => t(`search.${trip}`)}
      />
      <div className="grid gap-4 md:grid-cols-2">
        {(["from", "to"] as const).map((name) => (
          <PlaceField
            key={name}
            id={id}
            name={name}
            label={t(`search.${name}`)}
            list={`${id}-stations`}
            defaultValue={query[name]}
            placeholder={t("search.stationPlaceholder")}
            errors={errs}
          />
        ))}
      </div>
      <div className="grid gap-4 md:grid-cols-2">
        {(
          [
            ["date", "date", query.date],
            ["ret", "returnDate", query.returnDate],
          ] as const
        ).map(([name, key, value]) => (
          <SearchDateField
            key={name}
            id={id}
            name={name}
            errorKey={key}
            label={t(`search.${key}`)}
            defaultValue={dateTextValue(value, locale)}
            min={min}
            max={max}
            hint={name === "ret" ? t("search.returnHint") : tc("date.hint")}
            errors={errs}
          />
        ))}
      </div>
      <fieldset className="grid gap-3 rounded-lg p-3 ring-1 ring-gray-200">
        <legend className="px-1 font-medium">{t("search.passengers")}</legend>
        <div className="grid grid-cols-3 gap-3">
          {party("adults")}
          {party("children")}
          {party("infants")}
        </div>
        <p className="text-xs text-gray-600">{t("search.ages")}</p>
        <ErrorList id={errorId("adults")} errors={err("adults")} />
        <ErrorList id={errorId("infants")} errors={err("infants")} />
      </fieldset>
      <div className="grid gap-4 md:grid-cols-2">
        <div>
          <label htmlFor={`${id}-kind`} className={labelClass}>
            {t("search.kind")}
          </label>
          <select id={`${id}-kind`} name="kind" className="input" defaultValue={query.kind}>
            {compartmentKinds.map((k) => (
              <option key={k} value={k}>
                {t(`kind.${k}`)}
              </option>
            ))}
          </select>
        </div>
        <div className="self-end">
          <label className="flex items-start gap-2">
            <input
              type="checkbox"
              name="whole"
              value="1"
              className="mt-1"
              defaultChecked={query.whole}
              aria-invalid={invalid("whole")}
              aria-describedby={[errorId("whole"), `${id}-whole-hint`].filter(Boolean).join(" ")}
            />
            <span>{t("search.whole")}</span>
          </label>
          <p id={`${id}-whole-hint`} className="mt-1 text-xs text-gray-600">
            {t("search.wholeHint")}
          </p>
          <ErrorList id={errorId("whole")} errors={err("whole")} />
        </div>
      </div>
    </SearchFormFrame>
  );
}
