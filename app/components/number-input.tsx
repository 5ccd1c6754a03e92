import type { InputHTMLAttributes } from "react";
import { formatDigits } from "~/utils/format";
import { useLocale } from "~/utils/root-data";
import { showLocalDigits } from "./local-digits";

/**
 * A whole-number field (counts of travellers, quantities) as a text field with the numeric
 * keyboard instead of `type="number"`, which shows Latin digits and ignores a typed "۲"
 * (decision 019): it shows the page's digits and takes Persian, Arabic-Indic or Latin ones;
 * the server (and the shared schema in the browser) folds them.
 */
export function NumberInput({
  defaultValue,
  // A text field has no min, max or step; the schema checks the range.
  min: _min,
  max: _max,
  step: _step,
  ...props
}: Omit<InputHTMLAttributes<HTMLInputElement>, "type" | "defaultValue"> & {
  defaultValue?: string | number | null;
}) {
  const locale = useLocale();
  return (
    <input
      {...props}
      type="text"
      inputMode="numeric"
      autoComplete={props.autoComplete ?? "off"}
      defaultValue={
        defaultValue === undefined || defaultValue === null ? undefined : formatDigits(defaultValue, locale)
      }
      onInput={showLocalDigits(locale)}
    />
  );
}
