import type { FieldMetadata } from "@conform-to/react";
import { getInputProps, getSelectProps } from "@conform-to/react";
import type { ReactNode } from "react";
import { ErrorList } from "~/components/error-list";

/** Native select and checkbox wired to conform metadata (labels, aria-invalid, errors). */
type Meta = FieldMetadata<string | number | undefined | null>;

export function SelectField({ meta, label, options, placeholder, className }: { meta: Meta; label: ReactNode; options: { value: string; label: string }[]; placeholder?: string; className?: string }) {
  const errorId = meta.errors?.length ? meta.errorId : undefined;
  return (
    <div className={className}>
      <label htmlFor={meta.id} className="mb-1 block text-sm font-medium text-gray-800">
        {label}
      </label>
      <select {...getSelectProps(meta, { ariaDescribedBy: errorId })} key={meta.key} className="input" defaultValue={(meta.initialValue as string | undefined) ?? ""}>
        {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
      <ErrorList id={errorId} errors={meta.errors} />
    </div>
  );
}

export function CheckboxField({ meta, label, defaultChecked }: { meta: Meta; label: ReactNode; defaultChecked?: boolean }) {
  const props = getInputProps(meta, { type: "checkbox" });
  return (
    <div className="flex items-start gap-2">
      <input {...props} key={meta.key} defaultChecked={meta.initialValue !== undefined ? meta.initialValue === "on" : defaultChecked} className="mt-1 h-4 w-4 accent-green-700" />
      <label htmlFor={meta.id} className="text-sm text-gray-800">
        {label}
      </label>
    </div>
  );
}
