/**
 * The train search in a URL (pure, shared by server and browser; decision 604). The search
 * form is a GET form, so the search travels in the query string and results, the place
 * plan and the passenger step are linkable and work without JavaScript.
 *
 * - `from`, `to` stations as typed (any language, a code), `date` and `ret` as typed (ISO,
 *   Jalali or DD/MM/YYYY: search.ts reads them), `trip` (`oneway` or `return`), `adults`,
 *   `children`, `infants`, `whole` (`1`: a whole compartment), `kind` (family, men, women);
 * - results add `at` (when the search ran, ms) and the filters: `op` operators, `wagon`
 *   wagon types, `time` times of day, `maxPrice` (rials), `sort`;
 * - the place plan and the passenger step add `train` and `day` (one trip: a train on a
 *   date), `type` (the wagon type chosen in the results), `wagon` (its number), `c` (a
 *   compartment) or `p` (seats in an open car), `meal`.
 */
import { convertMoney, type CurrencyInfo, type Money } from "~/utils/money";
import { operators, timesOfDay, wagonTypes, type Operator, type TimeOfDay, type WagonType } from "./codes";
import { sorts, type SearchFields, type TrainFilters, type TrainSort } from "./search";

/** The search as typed: strings, so a form can show them back as they were. */
export interface TrainQuery {
  from: string;
  to: string;
  date: string;
  returnDate: string;
  tripType: "oneway" | "return";
  adults: string;
  children: string;
  infants: string;
  whole: boolean;
  kind: string;
}

/** The names of the search's own fields (everything else in a results URL is a filter or a step). */
export const searchParamNames = [
  "from",
  "to",
  "date",
  "ret",
  "trip",
  "adults",
  "children",
  "infants",
  "whole",
  "kind",
] as const;

/** Whether a query holds a search at all (a station or a date). */
export function hasTrainSearch(q: URLSearchParams) {
  return Boolean(q.get("from")?.trim() || q.get("to")?.trim() || q.get("date")?.trim());
}

/** The search of a query (one adult when nothing is said). */
export function readTrainQuery(q: URLSearchParams): TrainQuery {
  const text = (name: string, fallback = "") => (q.get(name) ?? fallback).trim();
  return {
    from: text("from"),
    to: text("to"),
    date: text("date"),
    returnDate: text("ret"),
    tripType: q.get("trip") === "return" ? "return" : "oneway",
    adults: text("adults", "1"),
    children: text("children", "0"),
    infants: text("infants", "0"),
    whole: q.get("whole") === "1",
    kind: ["family", "men", "women"].includes(q.get("kind") ?? "") ? q.get("kind")! : "family",
  };
}

/** What checkSearch (search.ts) reads of a query. */
export function searchFieldsOf(query: TrainQuery): SearchFields {
  return {
    from: query.from,
    to: query.to,
    date: query.date,
    returnDate: query.returnDate,
    tripType: query.tripType,
    adults: query.adults,
    children: query.children,
    infants: query.infants,
    whole: query.whole,
    kind: query.kind,
  };
}

/** The search's own parameters of a query, in a fixed order (filters, `at` and the step's parameters dropped). */
export function searchOnly(q: URLSearchParams): URLSearchParams {
  const out = new URLSearchParams();
  for (const name of searchParamNames) {
    const value = q.get(name);
    if (value !== null && value !== "") out.set(name, value);
  }
  return out;
}

/** A copy of a query with some parameters changed (undefined removes one; an array sets it several times). */
export function changeQuery(
  q: URLSearchParams,
  changes: Record<string, string | number | readonly (string | number)[] | undefined | null>,
): URLSearchParams {
  const out = new URLSearchParams(q);
  for (const [name, value] of Object.entries(changes)) {
    out.delete(name);
    if (value === undefined || value === null || value === "") continue;
    if (Array.isArray(value)) for (const v of value) out.append(name, String(v));
    else out.set(name, String(value));
  }
  return out;
}

/** The filters and sorting of a results query; anything unknown is ignored. */
export function readTrainFilters(q: URLSearchParams): TrainFilters {
  const all = (name: string) => [
    ...new Set(
      q
        .getAll(name)
        .flatMap((v) => v.split(","))
        .filter(Boolean),
    ),
  ];
  const maxPrice = Number(q.get("maxPrice"));
  const sort = q.get("sort") as TrainSort;
  return {
    operators: all("op").filter((o): o is Operator => (operators as readonly string[]).includes(o)),
    wagonTypes: all("wagon").filter((w): w is WagonType => (wagonTypes as readonly string[]).includes(w)),
    times: all("time").filter((t): t is TimeOfDay => (timesOfDay as readonly string[]).includes(t)),
    maxPrice: q.get("maxPrice") && Number.isSafeInteger(maxPrice) && maxPrice > 0 ? maxPrice : null,
    sort: sorts.includes(sort) ? sort : "departure",
  };
}

/** A price ceiling of the filter panel: `value` in rials (what the URL and the filter hold), `shown` as the visitor sees it. */
export interface PriceStep {
  value: number;
  shown: Money;
}

/**
 * Price ceilings offered by the filter panel: steps between the cheapest and dearest totals (rials), rounded in the
 * currency the visitor sees ("up to 37 €", not "up to 36.67 €"), each converted back to rials for the filter.
 */
export function priceSteps(
  totals: readonly number[],
  currencies: Record<string, CurrencyInfo>,
  target: string,
  count = 4,
): PriceStep[] {
  if (!totals.length) return [];
  const shown = (rials: number) => convertMoney({ amount: rials, currency: "IRR" }, currencies, target).amount;
  const min = shown(Math.min(...totals));
  const max = shown(Math.max(...totals));
  if (max <= min) return [];
  const unit = 10 ** Math.max(0, Math.floor(Math.log10(max - min)) - 1);
  const steps = Array.from({ length: count }, (_, i) => {
    const raw = min + ((max - min) * (i + 1)) / (count + 1);
    return Math.ceil(raw / unit) * unit;
  });
  return [...new Set(steps)]
    .filter((step) => step >= min && step < max)
    .map((step) => ({
      value: convertMoney({ amount: step, currency: target }, currencies, "IRR").amount,
      shown: { amount: step, currency: target },
    }));
}
