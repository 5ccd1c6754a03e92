import { labelClass } from "~/components/label-class";
import type { FieldMetadata, FormMetadata } from "@conform-to/react";
import { getInputProps, getSelectProps, getTextareaProps, useForm } from "@conform-to/react";
import {
  useEffect,
  useRef,
  useState,
  type InputHTMLAttributes,
  type ReactNode,
  type TextareaHTMLAttributes,
} from "react";
import type { ZodTypeAny } from "zod";
import { useTranslation } from "~/i18n/react";
import { useHydrated } from "remix-utils/use-hydrated";
import { ErrorList } from "./error-list";
import { DateInput } from "./date-input";
import { NumberInput } from "./number-input";
import { dateTextValue } from "~/utils/date-text";
import { runtimeKey } from "~/i18n/keys";
import { formatNumber } from "~/utils/format";
import { useLocale } from "~/utils/root-data";

export { ErrorList };

/**
 * Form building blocks (after epic-stack's forms.tsx): native inputs, each wired to its
 * error list with aria-invalid and aria-describedby. Error messages are message keys
 * (from the shared zod schemas), translated here.
 */
type Meta = FieldMetadata<string | number | undefined | null>;

export function Field({
  meta,
  label,
  type = "text",
  hint,
  inputProps,
  className,
}: {
  meta: Meta;
  label: ReactNode;
  type?: Exclude<Parameters<typeof getInputProps>[1]["type"], "checkbox" | "radio">;
  hint?: ReactNode;
  inputProps?: InputHTMLAttributes<HTMLInputElement>;
  className?: string;
}) {
  const errorId = meta.errors?.length ? meta.errorId : undefined;
  const hintId = hint ? `${meta.id}-hint` : undefined;
  return (
    <div className={className}>
      <label htmlFor={meta.id} className={labelClass}>
        {label}
      </label>
      <input
        // conform adds the error's id to aria-describedby itself when the field is invalid: only the hint is added here.
        {...getInputProps(meta, { type, ariaDescribedBy: hintId })}
        key={meta.key}
        className="input"
        {...inputProps}
      />
      {hint ? (
        <p id={hintId} className="mt-1 text-xs text-gray-600">
          {hint}
        </p>
      ) : null}
      <ErrorList id={errorId} errors={meta.errors} />
    </div>
  );
}

/**
 * A select of a form: its label, the options (a first empty one asks to choose when `placeholder` is
 * given), a hint and the field's errors under it, and conform's validation attributes.
 */
export function SelectField({
  meta,
  label,
  options,
  placeholder,
  hint,
  className,
  dir,
}: {
  meta: Meta;
  label: ReactNode;
  /** `lang`: an option written in another language than the page (each language in its own name). */
  options: readonly { value: string | number; label: ReactNode; lang?: string }[];
  placeholder?: string;
  hint?: ReactNode;
  className?: string;
  /** "ltr" for codes such as "+98", which a right-to-left page would show as "98+". */
  dir?: "ltr" | "rtl" | "auto";
}) {
  const errorId = meta.errors?.length ? meta.errorId : undefined;
  const hintId = hint ? `${meta.id}-hint` : undefined;
  return (
    <div className={className}>
      <label htmlFor={meta.id} className={labelClass}>
        {label}
      </label>
      <select
        {...getSelectProps(meta, { ariaDescribedBy: hintId })}
        key={meta.key}
        dir={dir}
        className="input"
        defaultValue={(meta.initialValue as string | undefined) ?? ""}
      >
        {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
        {options.map((o) => (
          <option key={o.value} value={o.value} lang={o.lang}>
            {o.label}
          </option>
        ))}
      </select>
      {hint ? (
        <p id={hintId} className="mt-1 text-xs text-gray-600">
          {hint}
        </p>
      ) : null}
      <ErrorList id={errorId} errors={meta.errors} />
    </div>
  );
}

/**
 * A date field (decision 019): typed in the page's way — Jalali on Persian pages, DD/MM/YYYY
 * elsewhere, any digits — with a calendar when JavaScript runs (DateInput). The format is
 * said under the field; the schema parses it with dateText (app/utils/validation.ts).
 */
export function DateField({
  meta,
  label,
  hint,
  min,
  max,
  inputProps,
  className,
}: {
  meta: Meta;
  label: ReactNode;
  /** Said after the format. */
  hint?: ReactNode;
  min?: string;
  max?: string;
  inputProps?: Omit<InputHTMLAttributes<HTMLInputElement>, "type" | "min" | "max" | "defaultValue">;
  className?: string;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const errorId = meta.errors?.length ? meta.errorId : undefined;
  const hintId = `${meta.id}-hint`;
  const {
    type: _type,
    min: _min,
    max: _max,
    defaultValue,
    ...input
    // conform adds the error's id itself when the field is invalid: only the hint here, so each id is read once.
  } = getInputProps(meta, { type: "text", ariaDescribedBy: hintId });
  return (
    <div className={className}>
      <label htmlFor={meta.id} className={labelClass}>
        {label}
      </label>
      <DateInput
        {...input}
        key={meta.key}
        defaultValue={dateTextValue(typeof defaultValue === "string" ? defaultValue : undefined, locale)}
        min={min}
        max={max}
        {...inputProps}
      />
      <p id={hintId} className="mt-1 text-xs text-gray-600">
        {t("date.hint")}
        {hint ? <> {hint}</> : null}
      </p>
      <ErrorList id={errorId} errors={meta.errors} />
    </div>
  );
}

/** A whole-number field (decision 019): the page's digits, any digits accepted (NumberInput). */
export function NumberField({
  meta,
  label,
  inputProps,
  className,
}: {
  meta: Meta;
  label: ReactNode;
  inputProps?: Omit<InputHTMLAttributes<HTMLInputElement>, "type" | "defaultValue">;
  className?: string;
}) {
  const errorId = meta.errors?.length ? meta.errorId : undefined;
  // conform adds the error's id to aria-describedby itself when the field is invalid (once, as in Field).
  const { type: _type, defaultValue, ...input } = getInputProps(meta, { type: "text" });
  return (
    <div className={className}>
      <label htmlFor={meta.id} className={labelClass}>
        {label}
      </label>
      <NumberInput
        {...input}
        key={meta.key}
        defaultValue={typeof defaultValue === "string" ? defaultValue : undefined}
        className="input"
        {...inputProps}
      />
      <ErrorList id={errorId} errors={meta.errors} />
    </div>
  );
}

export function TextareaField({
  meta,
  label,
  textareaProps,
  className,
}: {
  meta: Meta;
  label: ReactNode;
  textareaProps?: TextareaHTMLAttributes<HTMLTextAreaElement>;
  className?: string;
}) {
  const errorId = meta.errors?.length ? meta.errorId : undefined;
  return (
    <div className={className}>
      <label htmlFor={meta.id} className={labelClass}>
        {label}
      </label>
      <textarea {...getTextareaProps(meta)} key={meta.key} className="input min-h-28" {...textareaProps} />
      <ErrorList id={errorId} errors={meta.errors} />
    </div>
  );
}

/**
 * A group of radio buttons with its legend and error list: every option carries aria-invalid and
 * the error's id when the group is invalid (a screen reader says so on whichever option it lands),
 * the first option has the field's id (where the error summary's link leads).
 */
export function RadioGroupField({
  meta,
  legend,
  options,
  className,
  legendClassName = labelClass,
}: {
  meta: Meta;
  legend: ReactNode;
  options: readonly { value: string; label: ReactNode }[];
  className?: string;
  legendClassName?: string;
}) {
  const errorId = meta.errors?.length ? meta.errorId : undefined;
  return (
    <fieldset className={className}>
      <legend className={legendClassName}>{legend}</legend>
      <div className="flex flex-wrap gap-x-4 gap-y-1">
        {options.map((option, i) => (
          <label key={option.value} className="flex items-center gap-2">
            {/* aria-invalid on each option, as conform's getInputProps puts it on radios, so "invalid" is said on the
                option a screen reader lands on (ARIA 1.2 lists the attribute for the group's role, not the option's). */}
            {/* eslint-disable-next-line jsx-a11y/role-supports-aria-props */}
            <input
              type="radio"
              // A new key when conform changes the value (a saved traveller loaded), so the checked option follows.
              key={`${meta.key ?? ""}-${option.value}`}
              id={i === 0 ? meta.id : undefined}
              name={meta.name}
              value={option.value}
              defaultChecked={meta.initialValue === option.value}
              aria-invalid={errorId ? true : undefined}
              aria-describedby={errorId}
            />
            {option.label}
          </label>
        ))}
      </div>
      <ErrorList id={errorId} errors={meta.errors} />
    </fieldset>
  );
}

/**
 * How the error summary names each field: its label by field name, a list's fields by their name
 * with `[]` for the index ("passengers[].firstName"), and each list item by the list's name
 * ("passengers" → "Passenger 1"). The summary says "Passenger 1, First name: This is a mandatory field".
 */
export interface FieldLabels {
  labels: Record<string, string>;
  items?: Record<string, (index: number) => string>;
}

/** A field's name as the summary says it, or null when the form gives none for it. */
export function fieldLabel(
  name: string,
  { labels, items = {} }: FieldLabels,
  join: (item: string, field: string) => string,
) {
  const label = labels[name.replace(/\[\d+\]/g, "[]")];
  if (!label) return null;
  const list = /^([^[.]+)\[(\d+)\]\./.exec(name);
  const item = list ? items[list[1]]?.(Number(list[2])) : undefined;
  return item ? join(item, label) : label;
}

/**
 * The form's errors at its top after a submit (docs/decisions/024-error-summary.md): a
 * heading with their number and a link to each invalid field (its message, and where the
 * field is), announced as an alert. Each link names its field ("Passenger 1, Surname: This is a
 * mandatory field", issue 23 item 4): the labels come from the form (`labels`, FieldLabels), as the
 * summary is rendered before the fields. Without JavaScript the page comes back from the server
 * with the summary focused (autofocus), so keyboard and screen reader users start there;
 * with JavaScript conform moves focus to the first invalid field instead. The document
 * title carries the count too (root.tsx, `formErrorCount`).
 */
export function ErrorSummary({
  form,
  labels,
  items,
  className = "",
}: FieldLabels & {
  form: Pick<FormMetadata<Record<string, unknown>, string[]>, "id" | "status" | "allErrors">;
  className?: string;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const hydrated = useHydrated();
  // With JavaScript the form is checked in place and conform focuses the first invalid field; the summary is for the
  // page the server sends back after a submit without it. Form-level errors keep their own alert (FormFooter).
  if (hydrated || form.status !== "error") return null;
  const entries = Object.entries(form.allErrors).filter(([name, errors]) => name && errors?.length);
  if (!entries.length) return null;
  const titleId = `${form.id}-summary`;
  return (
    <div
      role="alert"
      aria-labelledby={titleId}
      tabIndex={-1}
      // The server's page after a failed submit: focus starts at the list of what to fix (decision 030).
      // eslint-disable-next-line jsx-a11y/no-autofocus
      autoFocus
      className={`col-span-full basis-full rounded-lg bg-red-50 p-4 text-red-900 ring-1 ring-red-300 focus:outline-2 focus:outline-offset-2 focus:outline-red-700 ${className}`}
    >
      <h2 id={titleId} className="font-semibold">
        {t("form.summary", { count: entries.length, number: formatNumber(entries.length, locale) })}
      </h2>
      <p className="sr-only">{t("form.summaryHint")}</p>
      <ul className="mt-2 list-disc space-y-1 ps-5 text-sm">
        {entries.map(([name, errors]) => {
          const message = t(runtimeKey(errors[0]));
          const field = fieldLabel(name, { labels, items }, (item, label) =>
            t("form.summaryItemField", { item, field: label }),
          );
          return (
            <li key={name}>
              <a href={`#${form.id}-${name}`} className="underline">
                {field ? t("form.summaryEntry", { field, message }) : message}
              </a>
            </li>
          );
        })}
      </ul>
    </div>
  );
}

/**
 * The button Enter presses (decision 028). A browser submits a form on Enter in a field with the
 * form's first submit button; in a form whose rows have their own buttons ("Remove passenger 1",
 * "Use Sara Ahmadi") that was the first row's, and Enter erased or overwrote a traveller. This
 * button comes first in the form and does what the form's proceed button does (the same name and
 * value, none for a plain submit), so Enter goes on, with JavaScript or without. It is not shown,
 * not reachable by Tab and not read out: the visible proceed button stays where it is, in the tab
 * order. It is rendered (visually hidden, not display: none), as some browsers ignore a default
 * button that is not.
 */
export function DefaultSubmit({
  children,
  name,
  value,
  disabled,
}: {
  /** The proceed button's label (never shown or read; it names the button in the page's source). */
  children: ReactNode;
  name?: string;
  value?: string;
  disabled?: boolean;
}) {
  return (
    <button
      type="submit"
      name={name}
      value={value}
      disabled={disabled}
      tabIndex={-1}
      aria-hidden="true"
      className="sr-only"
    >
      {children}
    </button>
  );
}

/**
 * The honeypot (decision 207): a field hidden from people and filled in by naive bots, and the
 * token of this form, made by the route's loader with `honeypotInputs(formId)` (which form,
 * when, a nonce, signed), so a form sent too fast, to another form, forged or twice is spam.
 * The action checks it with `checkHoneypot(formData, formId)` from app/utils/honeypot.server.ts.
 */
export function Honeypot({ inputs }: { inputs: { nameFieldName: string; tokenFieldName: string; token: string } }) {
  const { t } = useTranslation();
  // Hidden from people, but a screen reader or a text browser may still reach it: in the page's language.
  const label = t("honeypotLabel");
  return (
    <div id={`${inputs.nameFieldName}_wrap`} style={{ display: "none" }} aria-hidden="true">
      <label htmlFor={inputs.nameFieldName}>{label}</label>
      <input
        id={inputs.nameFieldName}
        name={inputs.nameFieldName}
        type="text"
        defaultValue=""
        autoComplete="off"
        tabIndex={-1}
      />
      <label htmlFor={inputs.tokenFieldName}>{label}</label>
      {/* A new token after each post (the route's loader runs again): controlled, so the page shows the new one. */}
      <input
        id={inputs.tokenFieldName}
        name={inputs.tokenFieldName}
        type="text"
        value={inputs.token}
        readOnly
        autoComplete="off"
        tabIndex={-1}
      />
    </div>
  );
}

/** A zod schema loaded on demand: `() => import("~/domains/x/schema").then((m) => m.xSchema)`. */
export type LazySchema = () => Promise<ZodTypeAny>;
type Validate = (formData: FormData) => unknown;

/**
 * conform's useForm with the form's zod schema, subscribed to every field's errors and
 * values, so the Field components (which read their own metadata) re-render when
 * validation runs in the browser.
 *
 * The schema and zod itself are not part of the page's first load (zod + conform's zod
 * adapter weigh ~26 KB gzip, a quarter of the budget; decision 016): the page renders
 * with the native constraints the loader computed from the same schema
 * (`getZodConstraint(schema)` → `constraint`), the form posts and the server validates;
 * once the browser is idle the schema loads and validation also runs here, on blur and
 * on submit, with the same messages.
 */
export function useValidatedForm<Schema extends Record<string, unknown>, FormValue = Schema>({
  schema,
  ...options
}: Omit<Parameters<typeof useForm<Schema, FormValue, string[]>>[0], "onValidate"> & { schema: LazySchema }) {
  const [validate, setValidate] = useState<Validate | null>(null);
  const load = useRef(schema);
  load.current = schema;
  useEffect(() => {
    let live = true;
    const run = () =>
      Promise.all([import("@conform-to/zod"), load.current()])
        .then(([{ parseWithZod }, zodSchema]) => {
          if (live) setValidate(() => (formData: FormData) => parseWithZod(formData, { schema: zodSchema }));
        })
        // Not loaded (offline, a new build): the server still validates every post.
        .catch(() => undefined);
    const idle = window.requestIdleCallback ?? ((callback: () => void) => window.setTimeout(callback, 200));
    idle(() => void run());
    return () => {
      live = false;
    };
  }, []);
  const result = useForm<Schema, FormValue, string[]>({
    // Until the schema is here, nothing is checked in the browser (a blur would otherwise post the form).
    shouldValidate: validate ? "onBlur" : "onSubmit",
    shouldRevalidate: "onInput",
    ...options,
    onValidate: validate ? ({ formData }) => validate(formData) as never : undefined,
  });
  const [form] = result;
  void form.allErrors;
  void form.errors;
  return result;
}
