import { Form } from "@remix-run/react";
import { labelClass } from "~/components/label-class";
import { useTranslation } from "~/i18n/react";

/**
 * The inventory screens' search by route and day (flights, trains): origin, destination and a date in
 * the page's calendar as a GET form, a hint under them, and the answer's problems (a date that cannot be
 * read, a place not known) said under the form.
 */
export function RouteDaySearch({
  id,
  search,
  hint,
  placesLtr,
  badDate,
  unknownPlace,
}: {
  /** Prefix of the fields' ids, unique on the page. */
  id: string;
  search: { from: string; to: string; date: string };
  hint: string;
  /** Codes and Latin city names (flights) read left to right; station names in any script do not. */
  placesLtr?: boolean;
  badDate: boolean;
  /** The message when the origin or destination is not known, or null. */
  unknownPlace: string | null;
}) {
  const { t } = useTranslation("deskInventory");
  const place = (name: "from" | "to") => (
    <div>
      <label htmlFor={`${id}-${name}`} className={labelClass}>
        {t(`flights.${name}`)}
      </label>
      <input
        id={`${id}-${name}`}
        name={name}
        defaultValue={search[name]}
        required
        className="input"
        dir={placesLtr ? "ltr" : undefined}
        aria-describedby={`${id}-hint`}
      />
    </div>
  );
  return (
    <>
      <Form method="get" className="grid gap-3 rounded-xl bg-white p-4 shadow-sm ring-1 ring-gray-200 sm:grid-cols-4">
        {place("from")}
        {place("to")}
        <div>
          <label htmlFor={`${id}-date`} className={labelClass}>
            {t("flights.date")}
          </label>
          <input
            id={`${id}-date`}
            name="date"
            defaultValue={search.date}
            required
            className="input"
            aria-invalid={badDate || undefined}
          />
        </div>
        <div className="flex items-end">
          <button className="btn-primary">{t("hotels.search")}</button>
        </div>
        <p id={`${id}-hint`} className="text-xs text-gray-600 sm:col-span-4">
          {hint}
        </p>
      </Form>
      {badDate ? (
        <p role="alert" className="mt-4 text-red-800">
          {t("validation.date")}
        </p>
      ) : null}
      {unknownPlace ? (
        <p role="alert" className="mt-4 text-red-800">
          {unknownPlace}
        </p>
      ) : null}
    </>
  );
}
