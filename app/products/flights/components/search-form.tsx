import { labelClass } from "~/components/label-class";
import { useId } from "react";
import { ErrorList } from "~/components/error-list";
import { NumberInput } from "~/components/number-input";
import {
  PlaceField,
  SearchDateField,
  SearchFormFrame,
  Suggestions,
  TripChoice,
  fieldErrors,
} from "~/components/search-form-frame";
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
  const errs = fieldErrors(id, errors);
  const { err, errorId: described, invalid } = errs;
  return (
    <SearchFormFrame
      action={action}
      title={title ?? t("search.title")}
      submit={t("search.submit")}
      native={native}
      plain={plain}
    >
      <TripChoice
        legend={t("search.tripType")}
        trips={trips}
        checked={v.trip}
        text={(trip) => t(`search.trip.${trip}`)}
      />
      <Suggestions id={`${id}-places`} values={data.places.map((p) => p.label)} />
      <div className="grid gap-4 md:grid-cols-2">
        {(["from", "to"] as const).map((name) => (
          <PlaceField
            key={name}
            id={id}
            name={name}
            label={t(`search.${name}`)}
            list={`${id}-places`}
            defaultValue={v[name]}
            placeholder={t("search.placePlaceholder")}
            required={native}
            errors={errs}
          />
        ))}
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
      <fieldset>
        <legend className={labelClass}>{t("search.travellers")}</legend>
        <div className="grid grid-cols-3 gap-3">
          {(["adults", "children", "infants"] as const).map((name) => (
            <div key={name}>
              <label htmlFor={`${id}-${name}`} className="mb-1 block text-sm text-gray-700">
                {t(`search.${name}`)}
              </label>
              <NumberInput
                id={`${id}-${name}`}
                name={name}
                className="input"
                defaultValue={v[name]}
                aria-invalid={invalid(name)}
                aria-describedby={described(name)}
              />
              <ErrorList id={described(name)} errors={err(name)} />
            </div>
          ))}
        </div>
      </fieldset>
    </SearchFormFrame>
  );
}
