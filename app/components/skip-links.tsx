import { useMatches } from "@remix-run/react";
import { useTranslation } from "~/i18n/react";

/**
 * Where a screen's own skip link leads (issue 23 item 3): a results page says so in its route
 * `handle`, from its loader data, and the header adds "Skip to results" after "Skip to content".
 * The target is the element with that id (the list of results, `tabIndex={-1}`), so the next Tab
 * is the first result's button.
 */
export type SkipTarget = "results";
export interface SkipHandle {
  skipTo: (data: unknown) => SkipTarget | null;
}

const labels = { results: "nav.skipResults" } as const;

/** Visually hidden until focused, then shown at the top of the page. */
const skipLink =
  "sr-only focus:not-sr-only focus:absolute focus:start-2 focus:top-2 focus:z-50 focus:rounded focus:bg-white focus:p-2";

export function SkipLinks() {
  const { t } = useTranslation();
  const matches = useMatches();
  const target = matches
    .map((m) => (m.handle as Partial<SkipHandle> | undefined)?.skipTo?.(m.data) ?? null)
    .find((found) => found !== null);
  return (
    <>
      <a href="#main" className={skipLink}>
        {t("nav.skip")}
      </a>
      {target ? (
        <a href={`#${target}`} className={skipLink}>
          {t(labels[target])}
        </a>
      ) : null}
    </>
  );
}

/** The `handle` of a results screen: "Skip to results" when its loader data holds any (`count` says how many). */
export function skipToResults<Data>(count: (data: Data) => number): SkipHandle {
  return { skipTo: (data) => (data && count(data as Data) > 0 ? "results" : null) };
}
