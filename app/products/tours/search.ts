/**
 * The tour search (pure, shared by server and browser; decision 705): what a visitor asks (destination in any
 * language, month, length, budget), the filters with the number of tours each leaves, and the sorts. The query
 * string carries it all, so results are linkable and work without JavaScript.
 *
 * - `q` destination or tour name as typed; `month` YYYY-MM; `length` day | short (1–4 nights) | week (5–7) |
 *   long (8+); `maxPrice` EUR cents per adult (the budget); `transport`, `stars`, `board` (repeatable); `sort`;
 *   `page`.
 */
import { boards, transports, type Board, type Theme, type TourKind, type Transport } from "./codes";
import { priceBands, type FacetOption } from "~/travel/results";

export const lengths = ["day", "short", "week", "long"] as const;
export type Length = (typeof lengths)[number];
export const tourSorts = ["recommended", "price", "date", "nights"] as const;
export type TourSort = (typeof tourSorts)[number];

export function lengthOf(nights: number): Length {
  return nights === 0 ? "day" : nights <= 4 ? "short" : nights <= 7 ? "week" : "long";
}

export interface TourSearch {
  q: string;
  month: string | null;
  length: Length | null;
  maxPrice: number | null;
  transports: Transport[];
  stars: number[];
  boards: Board[];
  sort: TourSort;
  page: number;
}

/** A tour as the results list it: its departures matching the month, its cheapest price then. */
export interface TourCandidate {
  id: number;
  slug: string;
  kind: TourKind;
  theme: Theme;
  destination: string;
  nights: number;
  transport: Transport;
  currency: "IRR" | "EUR";
  /** Its hotel options' stars and boards (none for a day tour). */
  stars: number[];
  boards: Board[];
  /** The cheapest adult price over the matching departures, in the tour's currency, and in EUR cents. */
  from: number;
  baseFrom: number;
  departures: number;
  nextDeparture: string;
  /** The most places left on one matching departure (0: all full). */
  placesLeft: number;
  /** Matches the typed destination (normalised search text). */
  search: string;
}

const all = (q: URLSearchParams, name: string) =>
  q
    .getAll(name)
    .flatMap((v) => v.split(","))
    .filter(Boolean);

export function readTourSearch(q: URLSearchParams): TourSearch {
  const month = q.get("month") ?? "";
  const length = q.get("length") as Length;
  const maxPrice = Number(q.get("maxPrice"));
  const sort = q.get("sort") as TourSort;
  const page = Number(q.get("page"));
  return {
    q: (q.get("q") ?? "").trim().slice(0, 80),
    month: /^20\d\d-(0[1-9]|1[0-2])$/.test(month) ? month : null,
    length: lengths.includes(length) ? length : null,
    maxPrice: Number.isSafeInteger(maxPrice) && maxPrice > 0 ? maxPrice : null,
    transports: [...new Set(all(q, "transport"))].filter((t): t is Transport =>
      (transports as readonly string[]).includes(t),
    ),
    stars: [...new Set(all(q, "stars").map(Number))].filter((s) => Number.isInteger(s) && s >= 1 && s <= 5),
    boards: [...new Set(all(q, "board"))].filter((b): b is Board => (boards as readonly string[]).includes(b)),
    sort: tourSorts.includes(sort) ? sort : "recommended",
    page: Number.isSafeInteger(page) && page > 0 ? page : 1,
  };
}

type Facet = "length" | "maxPrice" | "transports" | "stars" | "boards";

function passes(t: TourCandidate, s: TourSearch, skip?: Facet) {
  if (skip !== "length" && s.length && lengthOf(t.nights) !== s.length) return false;
  if (skip !== "maxPrice" && s.maxPrice !== null && t.baseFrom > s.maxPrice) return false;
  if (skip !== "transports" && s.transports.length && !s.transports.includes(t.transport)) return false;
  if (skip !== "stars" && s.stars.length && !t.stars.some((x) => s.stars.includes(x))) return false;
  if (skip !== "boards" && s.boards.length && !t.boards.some((b) => s.boards.includes(b))) return false;
  return true;
}

/** Recommended: tours with places first, then the soonest departures and the most of them. */
export function sortTours<T extends TourCandidate>(list: readonly T[], sort: TourSort): T[] {
  const byDate = (a: T, b: T) => a.nextDeparture.localeCompare(b.nextDeparture);
  const compare: Record<TourSort, (a: T, b: T) => number> = {
    recommended: (a, b) =>
      Number(b.placesLeft > 0) - Number(a.placesLeft > 0) || b.departures - a.departures || byDate(a, b),
    price: (a, b) => a.baseFrom - b.baseFrom || byDate(a, b),
    date: (a, b) => byDate(a, b) || a.baseFrom - b.baseFrom,
    nights: (a, b) => a.nights - b.nights || a.baseFrom - b.baseFrom,
  };
  return [...list].sort((a, b) => compare[sort](a, b) || a.id - b.id);
}

export function filterTours<T extends TourCandidate>(list: readonly T[], s: TourSearch): T[] {
  return sortTours(
    list.filter((t) => passes(t, s)),
    s.sort,
  );
}

/** Every filter's options with the number of tours each leaves (the other filters kept). */
export function tourFacets(list: readonly TourCandidate[], s: TourSearch) {
  const base = (facet: Facet) => list.filter((t) => passes(t, s, facet));
  const lengthBase = base("length");
  const transportBase = base("transports");
  const starsBase = base("stars");
  const boardBase = base("boards");
  const prices = base("maxPrice").map((t) => t.baseFrom);
  return {
    lengths: lengths.map((value): FacetOption<Length> => ({
      value,
      count: lengthBase.filter((t) => lengthOf(t.nights) === value).length,
      selected: s.length === value,
    })),
    transports: transports.map((value): FacetOption<Transport> => ({
      value,
      count: transportBase.filter((t) => t.transport === value).length,
      selected: s.transports.includes(value),
    })),
    stars: [5, 4, 3].map((value): FacetOption<number> => ({
      value,
      count: starsBase.filter((t) => t.stars.includes(value)).length,
      selected: s.stars.includes(value),
    })),
    boards: boards.map((value): FacetOption<Board> => ({
      value,
      count: boardBase.filter((t) => t.boards.includes(value)).length,
      selected: s.boards.includes(value),
    })),
    prices: priceBands(prices).map((value): FacetOption<number> => ({
      value,
      count: prices.filter((p) => p <= value).length,
      selected: s.maxPrice === value,
    })),
  };
}

/** A results URL with some parameters changed (undefined removes one); any change but the page goes to page 1. */
export function changeTourSearch(q: URLSearchParams, changes: Record<string, string | number | undefined>) {
  const next = new URLSearchParams(q);
  for (const [k, v] of Object.entries(changes)) {
    if (v === undefined || v === "") next.delete(k);
    else next.set(k, String(v));
  }
  if (!("page" in changes)) next.delete("page");
  return next;
}
