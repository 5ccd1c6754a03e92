import type { FormEvent } from "react";
import { formatDigits } from "~/utils/format";

/**
 * While someone types in a numeric text field (a count, a date), the digits are shown the
 * page's way: on a Persian page a typed "2" becomes "۲" (decision 019). The server and the
 * schemas fold every kind of digit, so without JavaScript a Latin digit is simply kept.
 * Digits map one to one, so the caret stays where it was.
 */
export function showLocalDigits(locale: string) {
  return (event: FormEvent<HTMLInputElement>) => {
    if ((event.nativeEvent as InputEvent).isComposing) return;
    const input = event.currentTarget;
    const shown = formatDigits(input.value, locale);
    if (shown === input.value) return;
    const [start, end] = [input.selectionStart, input.selectionEnd];
    input.value = shown;
    if (start !== null && end !== null) input.setSelectionRange(start, end);
  };
}
