import { Form, useSubmit } from "@remix-run/react";
import type { ReactNode } from "react";
import { FilterPanel } from "~/components/filter-panel";
import { ScreenLink } from "~/components/screen-link";
import { StaleBanner } from "~/components/stale-banner";
import { useTranslation } from "~/i18n/react";
import type { Params, ScreenId } from "~/routing/screens";
import { formatNumber } from "~/utils/format";
import { useLocale } from "~/utils/root-data";

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
  params,
  links,
  label,
  text,
  className = "mt-3 flex flex-wrap items-center gap-2 text-sm",
}: {
  to: ScreenId;
  /** The screen's path parameters (a landing page's slug). */
  params?: Params;
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
          params={params}
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

/** The results' "Probably this data is old" banner with its link that repeats the search. */
export function StaleResults({
  to,
  search,
  title,
  text,
  refresh,
}: {
  to: ScreenId;
  search: string;
  title?: string;
  text: string;
  refresh: string;
}) {
  return (
    <StaleBanner title={title} text={text}>
      <ScreenLink to={to} search={search} className="btn-primary">
        {refresh}
      </ScreenLink>
    </StaleBanner>
  );
}

/**
 * The filters' form: a GET form that sends itself on each change when JavaScript runs (without it, the
 * apply button), carrying the search and the sort in hidden fields; its groups are the product's.
 */
export function FilterForm({
  to,
  params,
  hidden,
  sort,
  clear,
  text,
  children,
}: {
  to: ScreenId;
  params?: Params;
  /** The search's fields, kept by every filter change. */
  hidden: [string, string][];
  sort: string;
  /** The link that drops every filter. */
  clear: string;
  /** The form's title, apply button and clear link, in the product's words. */
  text: { title: string; apply: string; clear: string };
  children: ReactNode;
}) {
  const submit = useSubmit();
  return (
    <Form
      method="get"
      className="grid gap-5 rounded-xl bg-white p-4 ring-1 ring-gray-200"
      onChange={(e) => submit(e.currentTarget, { preventScrollReset: true })}
      aria-label={text.title}
    >
      <h2 className="text-lg font-semibold">{text.title}</h2>
      {hidden.map(([k, v]) => (
        <input key={k} type="hidden" name={k} value={v} />
      ))}
      <input type="hidden" name="sort" value={sort} />
      {children}
      <div className="flex flex-wrap items-center gap-3">
        <button type="submit" className="btn-primary">
          {text.apply}
        </button>
        <ScreenLink to={to} params={params} search={clear} className="text-sm text-green-800 underline">
          {text.clear}
        </ScreenLink>
      </div>
    </Form>
  );
}

/** One filter choice: its box, its words and (when given) how many results it leaves. */
export function FilterRow({
  type,
  name,
  value,
  checked,
  count,
  children,
}: {
  type: "checkbox" | "radio";
  name: string;
  value: string | number;
  checked: boolean;
  count?: number;
  children: ReactNode;
}) {
  const locale = useLocale();
  return (
    <label className="flex items-center gap-2 py-0.5 text-sm">
      <input type={type} name={name} value={value} defaultChecked={checked} />
      {children}
      {count === undefined ? null : <span className="ms-auto text-gray-600">({formatNumber(count, locale)})</span>}
    </label>
  );
}

/**
 * A group of filter choices under its legend: checkboxes, or radio buttons led by "any" (`any`: its words and
 * whether it is chosen).
 */
export function FilterGroup<O extends { value: string | number; count?: number; selected: boolean }>({
  legend,
  name,
  options,
  label,
  any,
}: {
  legend: string;
  name: string;
  options: O[];
  label: (option: O) => ReactNode;
  any?: { text: string; selected: boolean };
}) {
  return (
    <fieldset>
      <legend className="mb-1 font-medium">{legend}</legend>
      {any ? (
        <FilterRow type="radio" name={name} value="" checked={any.selected}>
          {any.text}
        </FilterRow>
      ) : null}
      {options.map((o) => (
        <FilterRow
          key={o.value}
          type={any ? "radio" : "checkbox"}
          name={name}
          value={o.value}
          checked={o.selected}
          count={o.count}
        >
          <span>{label(o)}</span>
        </FilterRow>
      ))}
    </fieldset>
  );
}

/** "Previous", "page n of m" and "Next" under the results (an empty place where there is no such page). */
export function Pager({
  to,
  params,
  label,
  prev,
  next,
  text,
}: {
  to: ScreenId;
  params?: Params;
  label: string;
  prev: string | null;
  next: string | null;
  /** "Previous", "page n of m" and "Next", in the product's words. */
  text: { previous: string; pageOf: string; next: string };
}) {
  return (
    <nav aria-label={label} className="mt-6 flex items-center justify-between">
      {prev ? (
        <ScreenLink to={to} params={params} search={prev} className="underline">
          {text.previous}
        </ScreenLink>
      ) : (
        <span />
      )}
      <span>{text.pageOf}</span>
      {next ? (
        <ScreenLink to={to} params={params} search={next} className="underline">
          {text.next}
        </ScreenLink>
      ) : (
        <span />
      )}
    </nav>
  );
}
