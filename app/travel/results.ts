/**
 * What every product's results page shares (pure): a filter option with the number of results it leaves, round
 * price steps for the price filter, and paging.
 */

/** Results per page. */
export const PAGE_SIZE = 20;

export interface FacetOption<V = string> {
  value: V;
  /** How many results this option leaves, the other filters kept. */
  count: number;
  selected: boolean;
}

/** Round steps for the price filter (EUR cents, whole tens of euros): the quartiles of the prices shown. */
export function priceBands(prices: readonly number[]): number[] {
  if (!prices.length) return [];
  const sorted = [...prices].sort((a, b) => a - b);
  const step = (v: number) => Math.ceil(v / 1000) * 1000;
  const marks = [0.25, 0.5, 0.75].map((q) => step(sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]));
  return [...new Set(marks)].filter((m) => m < sorted[sorted.length - 1]);
}

/** One page of a list (pages from 1; a page past the end shows the last one). */
export function pageOf<T>(list: readonly T[], page: number, size = PAGE_SIZE) {
  const pages = Math.max(1, Math.ceil(list.length / size));
  const current = Math.min(Math.max(1, Math.floor(page) || 1), pages);
  return { page: current, pages, items: list.slice((current - 1) * size, current * size) };
}
