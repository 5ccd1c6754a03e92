import { lazy, Suspense, type ComponentProps } from "react";
import { DateInputEnhanced } from "./date-input-enhanced";

/**
 * A date field (decision 019; the field itself is in date-input-enhanced.tsx). The server renders it whole, so the
 * page has a plain text field that takes a typed date, with JavaScript or without. In the browser the field's own code
 * (the Jalali and typed-date readers, the calendar button) is not part of what renders and hydrates the page (issue
 * 9's first-load budget): it loads when the browser is idle after the page has hydrated, like the forms' schemas
 * (decision 016). Until then the field sits in its own Suspense boundary as the server sent it — typing works, the
 * form posts and the server reads the date — and then it gains the calendar button, keeping what was typed (hydration
 * takes over the same element).
 */
const Enhanced = import.meta.env.SSR
  ? DateInputEnhanced
  : lazy(() =>
      whenIdle()
        .then(() => import("./date-input-enhanced"))
        .then((m) => ({ default: m.DateInputEnhanced })),
    );

function whenIdle() {
  return new Promise<void>((resolve) =>
    window.requestIdleCallback
      ? window.requestIdleCallback(() => resolve(), { timeout: 2000 })
      : setTimeout(resolve, 200),
  );
}

export function DateInput(props: ComponentProps<typeof DateInputEnhanced>) {
  // The fallback shows only when a page rendered in the browser (after a client-side navigation) shows the first
  // date field before the code is here: the same plain text field, by name and value.
  const { min: _min, max: _max, defaultValue, className = "input", ...plain } = props;
  return (
    <Suspense
      fallback={<input type="text" className={className} defaultValue={defaultValue ?? undefined} {...plain} />}
    >
      <Enhanced {...props} />
    </Suspense>
  );
}
