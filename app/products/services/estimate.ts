/**
 * An estimate's figures (decisions 801 and 802), pure and shared by server and browser (the page's instant totals):
 * each item through the product price logic into the project's currency (its value, volume and coefficient as
 * `price`, `defaultAmount` and `coeficient`), the VAT on each item's converted net (the one VAT rule, `vatOn`, per
 * line as decision 025 rounds it), the overall sums, the share per person and the progress weighted by cost.
 */
import type { CurrencyInfo } from "~/utils/money";
import { vatOn } from "~/utils/vat";
import { priceProduct } from "./price-logic";

export interface EstimateItemFigures {
  /** Minor units of `currency`. */
  value: number;
  currency: string;
  volume: number;
  coefficient: number;
  /** 0–100. */
  donePercent: number;
}

export interface ItemTotal {
  net: number;
  vat: number;
  gross: number;
}

export interface EstimateTotals {
  currency: string;
  items: ItemTotal[];
  overall: ItemTotal;
  perPerson: ItemTotal;
  /** 0–100, one decimal. */
  progress: number;
}

/**
 * The project's share per person: each part divided by the persons and rounded half up to the minor unit (the
 * parts per person are rounded on their own, so net + VAT may differ from gross by one unit; the page shows both).
 */
function perPerson(total: ItemTotal, persons: number): ItemTotal {
  const n = Math.max(1, Math.floor(persons));
  return { net: Math.round(total.net / n), vat: Math.round(total.vat / n), gross: Math.round(total.gross / n) };
}

/**
 * Progress (decision 800): the items' done percents weighted by their cost (net, in the project's currency); items
 * that cost nothing count equally when nothing costs anything; an empty estimate is at 0.
 */
export function progressOf(items: { net: number; donePercent: number }[]): number {
  if (!items.length) return 0;
  const weight = items.reduce((s, i) => s + Math.max(0, i.net), 0);
  const raw =
    weight > 0
      ? items.reduce((s, i) => s + Math.max(0, i.net) * i.donePercent, 0) / weight
      : items.reduce((s, i) => s + i.donePercent, 0) / items.length;
  return Math.round(raw * 10) / 10;
}

export function estimateTotals(
  items: readonly EstimateItemFigures[],
  project: { currency: string; persons: number; vatPercent: number },
  currencies: Record<string, CurrencyInfo>,
): EstimateTotals {
  const context = { currencies, target: project.currency, intlLocale: "en" };
  const lines = items.map((item) => {
    const net = priceProduct(
      { price: item.value, currency: item.currency, defaultAmount: item.volume, coeficient: item.coefficient },
      context,
    ).total;
    const vat = vatOn(net, project.vatPercent);
    return { net, vat, gross: net + vat };
  });
  const overall = lines.reduce((s, l) => ({ net: s.net + l.net, vat: s.vat + l.vat, gross: s.gross + l.gross }), {
    net: 0,
    vat: 0,
    gross: 0,
  });
  return {
    currency: project.currency,
    items: lines,
    overall,
    perPerson: perPerson(overall, project.persons),
    progress: progressOf(lines.map((l, i) => ({ net: l.net, donePercent: items[i].donePercent }))),
  };
}
