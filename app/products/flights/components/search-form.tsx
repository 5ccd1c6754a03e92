import { Form } from "@remix-run/react";
import { useId } from "react";
import { ErrorList } from "~/components/error-list";
import { DateInput } from "~/components/date-input";
import { NumberInput } from "~/components/number-input";
import { useTranslation } from "~/i18n/react";
import type { SearchFormData } from "~/products/flights/search-form.server";
import { trips } from "~/products/flights/search-url";

/**
 * The flight search form: a plain GET form (the criteria land in the query string, so
 * results are linkable and work without JavaScript). No form library: it also renders on
 * the home page. Airports come as a datalist; in Persian dates are typed in the Jalali
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
}: {
  action: string;
  data: SearchFormData;
  errors?: Record<string, string[]>;
  /** Use the browser's own checks (required fields) before sending. */
  native?: boolean;
  title?: string;
  /** A plain HTML form (a full page load on submit, the browser's own checks): the home page's search. */
  plain?: boolean;
}) {
  const { t } = useTranslation("flights");
  const { t: tc } = useTranslation();
  const id = useId();
  const v = data.values;
  const err = (name: string) => errors?.[name];
  const described = (name: string) => (err(name)?.length ? `${id}-${name}-error` : undefined);
  const field = "input";
  const label = "mb-1 block text-sm font-medium text-gray-800";
  const FormTag = plain ? "form" : Form;
  return (
    <FormTag
      method="get"
      action={action}
      noValidate={!native}
      className="grid gap-4 rounded-xl bg-white p-5 text-gray-900 shadow-sm ring-1 ring-gray-200"
      aria-label={title ?? t("search.title")}
    >
      <fieldset className="flex flex-wrap gap-4">
        <legend className="sr-only">{t("search.tripType")}</legend>
        {trips.map((trip) => (
          <label key={trip} className="flex items-center gap-2">
            <input type="radio" name="trip" value={trip} defaultChecked={v.trip === trip} />
            {t(`search.trip.${trip}`)}
          </label>
        ))}
      </fieldset>
      <datalist id={`${id}-places`}>
        {data.places.map((p) => (
          <option key={p.code} value={p.label} />
        ))}
      </datalist>
      <div className="grid gap-4 md:grid-cols-2">
        {(["from", "to"] as const).map((name) => (
          <div key={name}>
            <label htmlFor={`${id}-${name}`} className={label}>
              {t(`search.${name}`)}
            </label>
            <input
              id={`${id}-${name}`}
              name={name}
              className={field}
              list={`${id}-places`}
              defaultValue={v[name]}
              required={native}
              autoComplete="off"
              placeholder={t("search.placePlaceholder")}
              aria-invalid={err(name)?.length ? true : undefined}
              aria-describedby={described(name)}
            />
            <ErrorList id={described(name)} errors={err(name)} />
          </div>
        ))}
      </div>
      <div className="grid gap-4 md:grid-cols-2">
        {(["depart", "return"] as const).map((name) => (
          <div key={name}>
            <label htmlFor={`${id}-${name}`} className={label}>
              {t(`search.${name}`)}
            </label>
            <DateInput
              id={`${id}-${name}`}
              name={name}
              className={field}
              defaultValue={v[name]}
              min={data.min}
              max={data.max}
              required={native && name === "depart"}
              aria-invalid={err(name)?.length ? true : undefined}
              aria-describedby={[described(name), `${id}-${name}-hint`].filter(Boolean).join(" ")}
            />
            <p id={`${id}-${name}-hint`} className="mt-1 text-xs text-gray-600">
              {tc("date.hint")}
              {name === "return" ? ` ${t("search.returnHint")}` : ""}
            </p>
            <ErrorList id={described(name)} errors={err(name)} />
          </div>
        ))}
      </div>
      <fieldset>
        <legend className={label}>{t("search.travellers")}</legend>
        <div className="grid grid-cols-3 gap-3">
          {(["adults", "children", "infants"] as const).map((name) => (
            <div key={name}>
              <label htmlFor={`${id}-${name}`} className="mb-1 block text-sm text-gray-700">
                {t(`search.${name}`)}
              </label>
              <NumberInput
                id={`${id}-${name}`}
                name={name}
                className={field}
                defaultValue={v[name]}
                aria-invalid={err(name)?.length ? true : undefined}
                aria-describedby={described(name)}
              />
              <ErrorList id={described(name)} errors={err(name)} />
            </div>
          ))}
        </div>
      </fieldset>
      <button type="submit" className="btn-primary">
        {t("search.submit")}
      </button>
    </FormTag>
  );
}
