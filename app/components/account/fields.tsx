import { labelClass } from "~/components/label-class";
import type { FieldMetadata } from "@conform-to/react";
import { getInputProps, getSelectProps } from "@conform-to/react";
import type { ReactNode } from "react";
import { useNavigation } from "@remix-run/react";
import { ErrorList } from "~/components/error-list";
import { Field } from "~/components/forms";

/** Native select and checkbox wired to conform metadata (labels, aria-invalid, errors). */
type Meta = FieldMetadata<string | number | undefined | null>;

export function SelectField({
  meta,
  label,
  options,
  placeholder,
  className,
  dir,
}: {
  meta: Meta;
  label: ReactNode;
  /** `lang`: an option written in another language than the page (each language in its own name). */
  options: { value: string; label: string; lang?: string }[];
  placeholder?: string;
  className?: string;
  /** "ltr" for codes such as "+98", which a right-to-left page would show as "98+". */
  dir?: "ltr" | "rtl" | "auto";
}) {
  const errorId = meta.errors?.length ? meta.errorId : undefined;
  return (
    <div className={className}>
      <label htmlFor={meta.id} className={labelClass}>
        {label}
      </label>
      <select
        {...getSelectProps(meta)}
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
      <ErrorList id={errorId} errors={meta.errors} />
    </div>
  );
}

export function CheckboxField({
  meta,
  label,
  defaultChecked,
}: {
  meta: Meta;
  label: ReactNode;
  defaultChecked?: boolean;
}) {
  const props = getInputProps(meta, { type: "checkbox" });
  return (
    <div className="flex items-start gap-2">
      <input
        {...props}
        key={meta.key}
        defaultChecked={meta.initialValue !== undefined ? meta.initialValue === "on" : defaultChecked}
        className="mt-1 h-4 w-4 accent-green-700"
      />
      <label htmlFor={meta.id} className="text-sm text-gray-800">
        {label}
      </label>
    </div>
  );
}

/** A form's own errors (announced) and its submit button, disabled while the form is being sent. */
export function FormFooter({ errors, label }: { errors?: string[] | null; label: ReactNode }) {
  const navigation = useNavigation();
  return (
    <>
      <div role="alert">
        <ErrorList errors={errors} />
      </div>
      <button className="btn-primary" disabled={navigation.state === "submitting"}>
        {label}
      </button>
    </>
  );
}

/** A new password and its repeat, as every password form asks for them. */
export function NewPasswordFields({
  password,
  confirm,
  label,
  confirmLabel,
  hint,
}: {
  password: Meta;
  confirm: Meta;
  label: ReactNode;
  confirmLabel: ReactNode;
  hint: ReactNode;
}) {
  return (
    <>
      <Field
        meta={password}
        type="password"
        label={label}
        hint={hint}
        inputProps={{ autoComplete: "new-password", dir: "ltr" }}
      />
      <Field
        meta={confirm}
        type="password"
        label={confirmLabel}
        inputProps={{ autoComplete: "new-password", dir: "ltr", required: true }}
      />
    </>
  );
}
