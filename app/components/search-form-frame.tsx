import { labelClass } from "~/components/label-class";
import { Form } from "@remix-run/react";
import type { ReactNode } from "react";
import { DateInput } from "~/components/date-input";
import { ErrorList } from "~/components/error-list";

/**
 * The products' search forms' one frame (issue 24, item 4): a plain GET form (the search lands in the query
 * string, so results are linkable and work without JavaScript), its suggestion list, place and date fields
 * wired to their errors, the trip type and the search button — each product's form filling it with its own
 * fields. `errors` are message keys by field, from the server's check of the same search.
 */
export function SearchFormFrame({
  action,
  title,
  submit,
  native = false,
  plain = false,
  after,
  children,
}: {
  action: string;
  /** The form's name. */
  title: string;
  /** The search button's words. */
  submit: string;
  /** Use the browser's own checks (required fields) before sending. */
  native?: boolean;
  /** A plain HTML form (a full page load on submit). */
  plain?: boolean;
  /** What stands after the search button (so that Enter in a field searches). */
  after?: ReactNode;
  children: ReactNode;
}) {
  const FormTag = plain ? "form" : Form;
  return (
    <FormTag
      method="get"
      action={action}
      noValidate={!native}
      className="grid gap-4 rounded-xl bg-white p-5 text-gray-900 shadow-sm ring-1 ring-gray-200"
      aria-label={title}
    >
      {children}
      <button type="submit" className="btn-primary">
        {submit}
      </button>
      {after}
    </FormTag>
  );
}

/** A form's errors by field key, and the ids and flags that tie a field to them. */
export type FieldErrors = ReturnType<typeof fieldErrors>;

/** `id`: the form's own id (useId), before each field's and error list's id. */
export function fieldErrors(id: string, errors?: Record<string, string[]>) {
  const err = (key: string) => errors?.[key];
  return {
    err,
    /** The id of a field's error list, when it has errors (a key like "rooms.0.adults" in id characters). */
    errorId: (key: string) => (err(key)?.length ? `${id}-${key.replace(/[^a-z0-9]/gi, "-")}-error` : undefined),
    invalid: (key: string) => (err(key)?.length ? true : undefined),
  };
}

/** The suggestions of a place field (a datalist: any text can still be typed). */
export function Suggestions({ id, values }: { id: string; values: string[] }) {
  return (
    <datalist id={id}>
      {values.map((v) => (
        <option key={v} value={v} />
      ))}
    </datalist>
  );
}

/** A place typed as text, with the form's suggestions (`list`). */
export function PlaceField({
  id,
  name,
  label,
  list,
  defaultValue,
  placeholder,
  required,
  errors,
}: {
  /** The form's id. */
  id: string;
  name: string;
  label: string;
  list: string;
  defaultValue: string;
  placeholder: string;
  required?: boolean;
  errors: FieldErrors;
}) {
  const { err, errorId, invalid } = errors;
  return (
    <div>
      <label htmlFor={`${id}-${name}`} className={labelClass}>
        {label}
      </label>
      <input
        id={`${id}-${name}`}
        name={name}
        className="input"
        list={list}
        defaultValue={defaultValue}
        required={required}
        autoComplete="off"
        placeholder={placeholder}
        aria-invalid={invalid(name)}
        aria-describedby={errorId(name)}
      />
      <ErrorList id={errorId(name)} errors={err(name)} />
    </div>
  );
}

/** A date in the page's calendar (DateInput), with its hint under it; `errorKey`: its errors' key. */
export function SearchDateField({
  id,
  name,
  errorKey = name,
  label,
  defaultValue,
  min,
  max,
  required,
  hint,
  errors,
}: {
  /** The form's id. */
  id: string;
  name: string;
  errorKey?: string;
  label: string;
  defaultValue: string;
  min: string;
  max: string;
  required?: boolean;
  hint: ReactNode;
  errors: FieldErrors;
}) {
  const { err, errorId, invalid } = errors;
  return (
    <div>
      <label htmlFor={`${id}-${name}`} className={labelClass}>
        {label}
      </label>
      <DateInput
        id={`${id}-${name}`}
        name={name}
        defaultValue={defaultValue}
        min={min}
        max={max}
        required={required}
        aria-invalid={invalid(errorKey)}
        aria-describedby={[errorId(errorKey), `${id}-${name}-hint`].filter(Boolean).join(" ")}
      />
      <p id={`${id}-${name}-hint`} className="mt-1 text-xs text-gray-600">
        {hint}
      </p>
      <ErrorList id={errorId(errorKey)} errors={err(errorKey)} />
    </div>
  );
}

/** One way or return: radio buttons named `trip`. */
export function TripChoice<T extends string>({
  legend,
  trips,
  checked,
  text,
}: {
  legend: string;
  trips: readonly T[];
  checked: string;
  text: (trip: T) => string;
}) {
  return (
    <fieldset className="flex flex-wrap gap-4">
      <legend className="sr-only">{legend}</legend>
      {trips.map((trip) => (
        <label key={trip} className="flex items-center gap-2">
          <input type="radio" name="trip" value={trip} defaultChecked={checked === trip} />
          {text(trip)}
        </label>
      ))}
    </fieldset>
  );
}
