import type { FieldMetadata } from "@conform-to/react";
import { getInputProps } from "@conform-to/react";
import type { ReactNode } from "react";
import { useNavigation } from "@remix-run/react";
import { ErrorList } from "~/components/error-list";
import { Field } from "~/components/forms";

/** A native checkbox wired to conform metadata (labels, aria-invalid, errors); selects are SelectField in ../forms. */
type Meta = FieldMetadata<string | number | undefined | null>;

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
