import type { ReactNode } from "react";
import { FilterPanel } from "~/components/filter-panel";
import { ScreenLink } from "~/components/screen-link";
import { useTranslation } from "~/i18n/react";
import type { ScreenId } from "~/routing/screens";

/**
 * The results pages' one shell (issue 24, item 4): flights, hotels and trains show their results
 * the same way — the title, the search form folded under "Modify search" once there are results,
 * the filters beside the results (folded on a phone, after them), and the sort links — each
 * product filling it with its own form, filters and cards.
 */
export function ResultsPage({
  title,
  modify,
  folded,
  form,
  formClassName = "mt-3 max-w-2xl",
  children,
}: {
  title: string;
  /** "Modify search", in the product's words. */
  modify: string;
  /** Results are shown: the form is folded. */
  folded: boolean;
  form: ReactNode;
  formClassName?: string;
  children: ReactNode;
}) {
  return (
    <main id="main" className="mx-auto max-w-7xl px-4 py-8">
      <h1 className="text-2xl font-bold md:text-3xl">{title}</h1>
      <details className="mt-4" open={!folded}>
        <summary className="cursor-pointer font-medium text-green-800">{modify}</summary>
        <div className={formClassName}>{form}</div>
      </details>
      {children}
    </main>
  );
}

/** The filters (when there is anything to filter) beside the results. */
export function ResultsGrid({
  filters,
  activeFilters,
  children,
}: {
  filters: ReactNode | null;
  activeFilters: number;
  children: ReactNode;
}) {
  return (
    <div className="mt-6 grid gap-6 lg:grid-cols-[18rem_minmax(0,1fr)]">
      <aside>{filters ? <FilterPanel active={activeFilters}>{filters}</FilterPanel> : null}</aside>
      {children}
    </div>
  );
}

/** "Sort by:" and a link per order, the current one marked. */
export function SortLinks<S extends string>({
  to,
  links,
  label,
  text,
  className = "mt-3 flex flex-wrap items-center gap-2 text-sm",
}: {
  to: ScreenId;
  links: { sort: S; href: string; current: boolean }[];
  label: string;
  text: (sort: S) => string;
  className?: string;
}) {
  const { t } = useTranslation();
  return (
    <nav aria-label={label} className={className}>
      <span>{t("common:labelled", { label })}</span>
      {links.map((s) => (
        <ScreenLink
          key={s.sort}
          to={to}
          search={s.href}
          aria-current={s.current ? "true" : undefined}
          className={
            s.current
              ? "rounded-full bg-green-700 px-3 py-1 text-white"
              : "rounded-full bg-white px-3 py-1 ring-1 ring-gray-300"
          }
        >
          {text(s.sort)}
        </ScreenLink>
      ))}
    </nav>
  );
}
