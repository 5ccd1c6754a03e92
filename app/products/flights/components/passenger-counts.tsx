import { ErrorList } from "~/components/error-list";
import { labelClass } from "~/components/label-class";
import { NumberInput } from "~/components/number-input";
import type { fieldErrors } from "~/components/search-form-frame";
import { useTranslation } from "~/i18n/react";

/** The travellers of a flight search (adults, children, infants): the search form's and the price calendar's. */
export function PassengerCountFields({
  id,
  values,
  errors: { err, errorId, invalid },
}: {
  id: string;
  values: { adults: string; children: string; infants: string };
  errors: ReturnType<typeof fieldErrors>;
}) {
  const { t } = useTranslation("flights");
  return (
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
              defaultValue={values[name]}
              aria-invalid={invalid(name)}
              aria-describedby={errorId(name)}
            />
            <ErrorList id={errorId(name)} errors={err(name)} />
          </div>
        ))}
      </div>
    </fieldset>
  );
}
