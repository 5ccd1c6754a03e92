import type { ReactNode } from "react";
import { Price } from "~/components/price";
import { keyIn } from "~/i18n/keys";
import { useTranslation } from "~/i18n/react";
import { formatNumber } from "~/utils/format";
import { useLocale, useRootData } from "~/utils/root-data";
import type { ItemKind, ItemUnit, ProjectStatus } from "../codes";
import type { ItemTotal } from "../estimate";
import { itemPictureSources } from "../item-pictures";

export interface ItemRow {
  id: number | string;
  name: string;
  kind: ItemKind;
  unit: ItemUnit;
  volume: number;
  value: number;
  currency: string;
  coefficient: number;
  donePercent?: number;
  /** The agency's pictures of the item (decision 815), the larger width's address each. */
  pictures?: readonly string[];
  total: ItemTotal;
}

/** An item's pictures as small thumbnails, each a link to its larger width (no script needed to see it big). */
export function ItemThumbnails({ name, pictures }: { name: string; pictures: readonly string[] }) {
  const { t } = useTranslation("services");
  const locale = useLocale();
  const shown = pictures.flatMap((p) => {
    const src = itemPictureSources(p);
    return src ? [src] : [];
  });
  if (!shown.length) return null;
  return (
    <ul className="mt-2 flex flex-wrap gap-1.5" aria-label={t("pictures.open", { name })}>
      {shown.map((src, index) => (
        <li key={src.large}>
          <a href={src.large} className="block rounded focus-visible:outline focus-visible:outline-2">
            <img
              src={src.small}
              srcSet={src.srcSet}
              sizes="72px"
              width={72}
              height={48}
              loading="lazy"
              decoding="async"
              alt={t("pictures.alt", { name, number: formatNumber(index + 1, locale) })}
              className="h-12 w-[72px] rounded object-cover ring-1 ring-gray-200"
            />
          </a>
        </li>
      ))}
    </ul>
  );
}

/** An amount of the project's currency as it is kept (not converted to the visitor's), in the page's digits. */
export function Amount({ amount, currency }: { amount: number; currency: string }) {
  return <Price money={{ amount, currency }} own />;
}

/**
 * A message with one value drawn as a node (a currency code isolated left to right inside a Persian sentence): the
 * message is translated with a marker in its place and the node put there.
 */
export function WithNode({ text, node }: { text: (marker: string) => string; node: ReactNode }) {
  const [before, after = ""] = text("\u0000").split("\u0000");
  return (
    <>
      {before}
      {node}
      {after}
    </>
  );
}

/** The project's VAT mode: the gross with VAT included, the net without. */
const pick = (total: ItemTotal, mode: "incl" | "excl") => (mode === "incl" ? total.gross : total.net);

/**
 * The items of an estimate as a table (scrolls sideways inside its own region on a narrow screen): what each is,
 * quantity × unit price × coefficient, its total in the project's currency (VAT as the project shows it) and, on a
 * project, its done percent. `actions` draws each row's change and remove buttons on the editor.
 */
export function ItemsTable({
  items,
  currency,
  vatMode,
  showDone,
  actions,
  caption,
}: {
  items: ItemRow[];
  currency: string;
  vatMode: "incl" | "excl";
  showDone?: boolean;
  actions?: (item: ItemRow) => ReactNode;
  caption: string;
}) {
  const { t } = useTranslation("services");
  const locale = useLocale();
  return (
    <div
      className="relative overflow-x-auto rounded-xl bg-white shadow-sm ring-1 ring-gray-200"
      role="region"
      aria-label={caption}
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a region that scrolls must be reachable by keyboard (axe: scrollable-region-focusable)
      tabIndex={0}
    >
      <table className="w-full text-start text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-gray-50 text-gray-700">
          <tr>
            <th scope="col" className="px-3 py-2 text-start">
              {t("totals.item")}
            </th>
            <th scope="col" className="px-3 py-2 text-start">
              {t("new.volume")}
            </th>
            <th scope="col" className="px-3 py-2 text-start">
              {t("new.value")}
            </th>
            <th scope="col" className="px-3 py-2 text-start">
              {t("new.coefficient")}
            </th>
            <th scope="col" className="px-3 py-2 text-start">
              {t("totals.perItem")}
            </th>
            {showDone ? (
              <th scope="col" className="px-3 py-2 text-start">
                {t("totals.done")}
              </th>
            ) : null}
            {actions ? <td /> : null}
          </tr>
        </thead>
        <tbody>
          {items.map((item) => (
            <tr key={item.id} className="border-t border-gray-100 align-top">
              <th scope="row" className="px-3 py-2 text-start font-medium">
                {item.name}
                <span className="block text-xs font-normal text-gray-600">{t(keyIn("services:kind", item.kind))}</span>
                {item.pictures?.length ? <ItemThumbnails name={item.name} pictures={item.pictures} /> : null}
              </th>
              <td className="whitespace-nowrap px-3 py-2">
                {formatNumber(item.volume, locale)} {t(keyIn("services:unit", item.unit))}
              </td>
              <td className="px-3 py-2">
                <Amount amount={item.value} currency={item.currency} />
              </td>
              <td className="px-3 py-2">{`×${formatNumber(item.coefficient, locale)}`}</td>
              <td className="px-3 py-2 font-semibold">
                <Amount amount={pick(item.total, vatMode)} currency={currency} />
              </td>
              {showDone ? (
                <td className="px-3 py-2">
                  <ProgressBar percent={item.donePercent ?? 0} label={t("totals.done")} />
                </td>
              ) : null}
              {actions ? <td className="whitespace-nowrap px-3 py-2">{actions(item)}</td> : null}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** A percent as a bar and its figure (the figure is what is read out). */
export function ProgressBar({ percent, label }: { percent: number; label: string }) {
  const locale = useLocale();
  const text = formatNumber(percent / 100, locale, { style: "percent", maximumFractionDigits: 1 });
  return (
    <span className="flex min-w-24 items-center gap-2">
      <span className="h-2 w-16 overflow-hidden rounded bg-gray-200" aria-hidden="true">
        <span className="block h-full bg-green-700" style={{ width: `${Math.min(100, Math.max(0, percent))}%` }} />
      </span>
      <span>
        <span className="sr-only">{label} </span>
        {text}
      </span>
    </span>
  );
}

/** The estimate's totals: per person and overall, net, VAT and with VAT, the mode the project shows stressed. */
export function TotalsBox({
  totals,
  currency,
  persons,
  vatMode,
  vatPercent,
  progress,
}: {
  totals: { overall: ItemTotal; perPerson: ItemTotal };
  currency: string;
  persons: number;
  vatMode: "incl" | "excl";
  vatPercent: number;
  progress?: number;
}) {
  const { t } = useTranslation("services");
  const root = useRootData();
  const locale = useLocale();
  const sign = root?.currencies.find((c) => c.code === currency)?.displaySign ?? currency;
  return (
    <section
      aria-labelledby="totals-title"
      className="rounded-xl bg-white p-5 shadow-sm ring-1 ring-gray-200"
      data-testid="totals"
    >
      <h2 id="totals-title" className="text-lg font-semibold">
        {t("totals.title")}
      </h2>
      <p className="mt-1 text-sm text-gray-700">
        <WithNode
          text={(marker) => t(vatMode === "incl" ? "totals.shownIncl" : "totals.shownExcl", { currency: marker })}
          node={<bdi dir="ltr">{sign}</bdi>}
        />{" "}
        {t("totals.persons", { count: persons })}
      </p>
      <dl className="mt-4 grid gap-3 sm:grid-cols-2">
        <div className="rounded-lg bg-green-50 p-3">
          <dt className="text-sm text-gray-700">{t("totals.perPerson")}</dt>
          <dd className="text-xl font-bold" data-testid="per-person">
            <Amount amount={pick(totals.perPerson, vatMode)} currency={currency} />
          </dd>
        </div>
        <div className="rounded-lg bg-green-50 p-3">
          <dt className="text-sm text-gray-700">{t("totals.overall")}</dt>
          <dd className="text-xl font-bold" data-testid="overall">
            <Amount amount={pick(totals.overall, vatMode)} currency={currency} />
          </dd>
        </div>
        <div>
          <dt className="text-sm text-gray-700">{t("totals.net")}</dt>
          <dd>
            <Amount amount={totals.overall.net} currency={currency} />
          </dd>
        </div>
        <div>
          <dt className="text-sm text-gray-700">{t("totals.vat", { percent: vatPercent })}</dt>
          <dd>
            <Amount amount={totals.overall.vat} currency={currency} />
          </dd>
        </div>
        {progress !== undefined ? (
          <div className="sm:col-span-2">
            <dt className="text-sm text-gray-700">{t("totals.progress")}</dt>
            <dd>{formatNumber(progress / 100, locale, { style: "percent", maximumFractionDigits: 1 })}</dd>
          </div>
        ) : null}
      </dl>
    </section>
  );
}

/** A project's status history (its page and the desk's): each move, who made it, when, and the note given with it. */
export function HistoryList({
  history,
}: {
  history: {
    id: number;
    status: ProjectStatus;
    actor: "customer" | "desk" | "system";
    at: string;
    note: string | null;
  }[];
}) {
  const { t } = useTranslation("services");
  return (
    <ol className="mt-3 grid gap-2">
      {history.map((h) => (
        <li key={h.id} className="rounded-lg bg-white p-3 text-sm ring-1 ring-gray-200">
          <span className="font-medium">
            {t("project.historyEntry", {
              status: t(keyIn("services:status", h.status)),
              actor: t(keyIn("services:actor", h.actor)),
            })}
          </span>{" "}
          <span className="text-gray-600">{h.at}</span>
          {h.note ? <p className="mt-1 text-gray-700">{h.note}</p> : null}
        </li>
      ))}
    </ol>
  );
}
