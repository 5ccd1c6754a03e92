import type { ReactNode } from "react";
import { useTranslation } from "~/i18n/react";

/** How many filters a results page applies: each chosen option and each set limit (the sort is not a filter). */
export function activeFilterCount(filters: object) {
  let count = 0;
  for (const [key, value] of Object.entries(filters)) {
    if (key === "sort") continue;
    if (Array.isArray(value)) count += value.length;
    else if (value === true || (typeof value === "number" && value > 0)) count += 1;
  }
  return count;
}

/**
 * The results' filters (issue 22 item 9): on a phone or tablet a closed <details> button
 * "Filters" with the number in use, so the results come first on the screen; from lg the panel
 * stands open in the sidebar and the button is not shown (app/tailwind.css, details.filter-panel).
 * Opening and closing needs no JavaScript.
 */
export function FilterPanel({ active, children }: { active: number; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <details className="filter-panel">
      <summary className="btn-secondary w-full cursor-pointer list-none justify-between">
        <span className="flex items-center gap-2">
          <svg aria-hidden="true" viewBox="0 0 24 24" className="h-4 w-4 fill-none stroke-current stroke-2">
            <path d="M3 5h18M6 12h12M10 19h4" />
          </svg>
          {t("filters.toggle")}
        </span>
        {active ? (
          <span className="rounded-full bg-green-700 px-2 text-sm text-white">
            {t("filters.active", { count: active })}
          </span>
        ) : null}
      </summary>
      <div className="mt-3 lg:mt-0">{children}</div>
    </details>
  );
}
