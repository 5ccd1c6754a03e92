import { Form } from "@remix-run/react";
import { useId } from "react";
import { DateInput } from "~/components/date-input";
import { ErrorList } from "~/components/error-list";
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
  const err = (name: string) => errors?.[name];
  const errorId = (name: string) => (err(name)?.length ? `${id}-${name}-error` : undefined);
  const invalid = (name: string) => (err(name)?.length ? true : undefined);
  const label = "mb-1 block text-sm font-medium text-gray-800";
  const station = (name: "from" | "to") => (
    <div>
      <label htmlFor={`${id}-${name}`} className={label}>
        {t(`search.${name}`)}
      </label>
      <input
        id={`${id}-${name}`}
        name={name}
        className="input"
        list={`${id}-stations`}
        defaultValue={query[name]}
        autoComplete="off"
        placeholder={t("search.stationPlaceholder")}
        aria-invalid={invalid(name)}
        aria-describedby={errorId(name)}
      />
      <ErrorList id={errorId(name)} errors={err(name)} />
    </div>
  );
  const date = (name: "date" | "ret", key: "date" | "returnDate", value: string) => (
    <div>
      <label htmlFor={`${id}-${name}`} className={label}>
        {t(`search.${key}`)}
      </label>
      <DateInput
        id={`${id}-${name}`}
        name={name}
        defaultValue={dateTextValue(value, locale)}
        min={min}
        max={max}
        aria-invalid={invalid(key)}
        aria-describedby={[errorId(key), `${id}-${name}-hint`].filter(Boolean).join(" ")}
      />
      <p id={`${id}-${name}-hint`} className="mt-1 text-xs text-gray-600">
        {name === "ret" ? t("search.returnHint") : tc("date.hint")}
      </p>
      <ErrorList id={errorId(key)} errors={err(key)} />
    </div>
  );
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
    <Form
      method="get"
      action={action}
      noValidate
      className="grid gap-4 rounded-xl bg-white p-5 text-gray-900 shadow-sm ring-1 ring-gray-200"
      aria-label={title ?? t("search.title")}
    >
      <datalist id={`${id}-stations`}>
        {stations.map((s) => (
          <option key={s} value={s} />
        ))}
      </datalist>
      <fieldset className="flex flex-wrap gap-4">
        <legend className="sr-only">{t("search.tripType")}</legend>
        {(["oneway", "return"] as const).map((value) => (
          <label key={value} className="flex items-center gap-2">
            <input type="radio" name="trip" value={value} defaultChecked={query.tripType === value} />
            {t(`search.${value}`)}
          </label>
        ))}
      </fieldset>
      <div className="grid gap-4 md:grid-cols-2">
        {station("from")}
        {station("to")}
      </div>
      <div className="grid gap-4 md:grid-cols-2">
        {date("date", "date", query.date)}
        {date("ret", "returnDate", query.returnDate)}
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
          <label htmlFor={`${id}-kind`} className={label}>
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
      <button type="submit" className="btn-primary">
        {t("search.submit")}
      </button>
    </Form>
  );
}
