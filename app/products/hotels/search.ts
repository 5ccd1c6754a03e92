/**
 * Hotel search rules (pure, shared by server and browser; decision 500): the filters read
 * from a results URL, which properties pass them, the options of every filter with the
 * number of properties each leaves, sorting, paging, the cheapest rate of a property for a
 * stay and "rooms left".
 *
 * Rate filters (board, free cancellation) choose among a property's rates; property filters
 * (stars, district, amenities) among properties; the price filter applies to the cheapest
 * rate left per night. Prices are compared in the base currency (EUR cents), whatever each
 * property's own currency, so Tehran's and Istanbul's hotels sort and filter together.
 */
import type { StayPrice } from "./pricing";
import {
  amenities as amenityCodes,
  boards as boardCodes,
  type Amenity,
  type Board,
  type CancellationKind,
} from "./codes";
import { priceBands, type FacetOption } from "~/travel/results";
export { pageOf, priceBands, type FacetOption } from "~/travel/results";

export const hotelSorts = ["recommended", "price", "stars", "distance"] as const;
export type HotelSort = (typeof hotelSorts)[number];

/** At or below this many rooms left, a result says how many ("2 rooms left"). */
export const FEW_ROOMS_LEFT = 3;

/** One way to book a property for the searched stay: a room type at a rate plan, for every room asked. */
export interface RateOption {
  ratePlanId: number;
  roomTypeId: number;
  board: Board;
  cancellation: CancellationKind;
  /** Until when it can be cancelled for free; null when it cannot (any more). */
  freeUntil: Date | null;
  /** In the property's currency. */
  price: StayPrice;
  /** price.total and price.perNight in the base currency (EUR cents), for comparing. */
  baseTotal: number;
  baseNight: number;
  /** The fewest rooms left on any night of the stay. */
  roomsLeft: number;
}

/** What the rules need of a property (the server adds names, photos …). */
export interface Candidate {
  id: number;
  stars: number;
  district: string;
  distanceM: number;
  reviewScore: number | null;
  amenities: readonly string[];
  popularity: number;
  rates: RateOption[];
}

export interface HotelFilters {
  /** Highest price per night (cheapest rate, every room, taxes included), EUR cents; null: any. */
  maxPrice: number | null;
  stars: number[];
  boards: Board[];
  freeCancellation: boolean;
  /** Every one chosen is required. */
  amenities: Amenity[];
  districts: string[];
  sort: HotelSort;
}

export const noFilters: HotelFilters = {
  maxPrice: null,
  stars: [],
  boards: [],
  freeCancellation: false,
  amenities: [],
  districts: [],
  sort: "recommended",
};

type Facet = "maxPrice" | "stars" | "boards" | "freeCancellation" | "amenities" | "districts";

const rateOk = (r: RateOption, f: HotelFilters, skip?: Facet) =>
  (skip === "boards" || !f.boards.length || f.boards.includes(r.board)) &&
  (skip === "freeCancellation" || !f.freeCancellation || r.freeUntil !== null);

/** The cheapest of some rates (base-currency total, then the lowest plan id), or null. */
export function cheapestRate(rates: readonly RateOption[]): RateOption | null {
  let best: RateOption | null = null;
  for (const r of rates)
    if (!best || r.baseTotal < best.baseTotal || (r.baseTotal === best.baseTotal && r.ratePlanId < best.ratePlanId))
      best = r;
  return best;
}

/** A property's cheapest rate among those the rate filters leave (what its card shows), or null. */
export function shownRate(p: Candidate, f: HotelFilters, skip?: Facet): RateOption | null {
  return cheapestRate(p.rates.filter((r) => rateOk(r, f, skip)));
}

function passes(p: Candidate, f: HotelFilters, skip?: Facet) {
  if (skip !== "stars" && f.stars.length && !f.stars.includes(p.stars)) return false;
  if (skip !== "districts" && f.districts.length && !f.districts.includes(p.district)) return false;
  if (skip !== "amenities" && !f.amenities.every((a) => p.amenities.includes(a))) return false;
  const best = shownRate(p, f, skip);
  if (!best) return false;
  return skip === "maxPrice" || f.maxPrice === null || best.baseNight <= f.maxPrice;
}

/**
 * "Recommended": well reviewed, more stars, popular with the agency's customers, close to
 * the centre (a property without reviews counts as 6.5).
 */
export function recommendedScore(p: Candidate) {
  return (p.reviewScore ?? 65) * 2 + p.stars * 6 + p.popularity * 0.5 - Math.min(p.distanceM / 1000, 20) * 1.5;
}

export function sortProperties<T extends Candidate>(list: readonly T[], f: HotelFilters): T[] {
  const price = new Map(list.map((p) => [p.id, shownRate(p, f)?.baseTotal ?? Infinity]));
  const by: Record<HotelSort, (a: T, b: T) => number> = {
    recommended: (a, b) => recommendedScore(b) - recommendedScore(a),
    price: (a, b) => price.get(a.id)! - price.get(b.id)!,
    stars: (a, b) => b.stars - a.stars || price.get(a.id)! - price.get(b.id)!,
    distance: (a, b) => a.distanceM - b.distanceM,
  };
  return [...list].sort((a, b) => by[f.sort](a, b) || a.id - b.id);
}

/** The properties every filter leaves, in the chosen order. */
export function applyHotelFilters<T extends Candidate>(list: readonly T[], f: HotelFilters): T[] {
  return sortProperties(
    list.filter((p) => passes(p, f)),
    f,
  );
}

/** Every filter's options with the number of properties each leaves (other filters kept). */
export function hotelFacets(list: readonly Candidate[], f: HotelFilters, districtOrder: readonly string[] = []) {
  const base = (facet: Facet) => list.filter((p) => passes(p, f, facet));
  const starsBase = base("stars");
  const districtsBase = base("districts");
  const amenityBase = base("amenities");
  const boardBase = base("boards");
  const freeBase = base("freeCancellation");
  const priceBase = base("maxPrice");
  const nights = priceBase.map((p) => shownRate(p, f, "maxPrice")!.baseNight);
  const districts = [...new Set(list.map((p) => p.district))].sort(
    (a, b) => districtOrder.indexOf(a) - districtOrder.indexOf(b) || a.localeCompare(b),
  );
  return {
    stars: [5, 4, 3, 2, 1].map((value): FacetOption<number> => ({
      value,
      count: starsBase.filter((p) => p.stars === value).length,
      selected: f.stars.includes(value),
    })),
    boards: boardCodes.map((value): FacetOption<Board> => ({
      value,
      count: boardBase.filter((p) => p.rates.some((r) => r.board === value && rateOk(r, f, "boards"))).length,
      selected: f.boards.includes(value),
    })),
    freeCancellation: {
      count: freeBase.filter((p) => p.rates.some((r) => r.freeUntil !== null && rateOk(r, f, "freeCancellation")))
        .length,
      selected: f.freeCancellation,
    },
    amenities: amenityCodes
      .map((value): FacetOption<Amenity> => ({
        value,
        count: amenityBase.filter((p) => [...f.amenities, value].every((a) => p.amenities.includes(a))).length,
        selected: f.amenities.includes(value),
      }))
      .filter((o) => o.count > 0 || o.selected),
    districts: districts.map((value): FacetOption => ({
      value,
      count: districtsBase.filter((p) => p.district === value).length,
      selected: f.districts.includes(value),
    })),
    prices: priceBands(nights).map((value): FacetOption<number> => ({
      value,
      count: nights.filter((n) => n <= value).length,
      selected: f.maxPrice === value,
    })),
  };
}

/** "2 rooms left": the number when it is FEW_ROOMS_LEFT or fewer, else null. */
export function roomsLeftBadge(roomsLeft: number): number | null {
  return roomsLeft > 0 && roomsLeft <= FEW_ROOMS_LEFT ? roomsLeft : null;
}

/** The badges of a result card, for the rate it shows. */
export function badgesOf(rate: RateOption) {
  return {
    freeCancellation: rate.freeUntil !== null,
    breakfastIncluded: rate.board !== "room_only",
    roomsLeft: roomsLeftBadge(rate.roomsLeft),
  };
}

/**
 * The filters and sort of a results URL: `stars`, `board`, `amenity`, `district` (repeated),
 * `free=1`, `maxPrice` (EUR cents per night), `sort`. Unknown values are dropped.
 */
export function readHotelFilters(q: URLSearchParams): HotelFilters {
  const all = (name: string) =>
    q
      .getAll(name)
      .flatMap((v) => v.split(","))
      .filter(Boolean);
  const maxPrice = Number(q.get("maxPrice"));
  const sort = q.get("sort") as HotelSort;
  return {
    maxPrice: Number.isSafeInteger(maxPrice) && maxPrice > 0 ? maxPrice : null,
    stars: [...new Set(all("stars").map(Number))].filter((s) => Number.isInteger(s) && s >= 1 && s <= 5),
    boards: [...new Set(all("board"))].filter((b): b is Board => (boardCodes as readonly string[]).includes(b)),
    freeCancellation: q.get("free") === "1",
    amenities: [...new Set(all("amenity"))].filter((a): a is Amenity =>
      (amenityCodes as readonly string[]).includes(a),
    ),
    districts: [...new Set(all("district"))].filter((d) => /^[a-z]{2,20}$/.test(d)),
    sort: hotelSorts.includes(sort) ? sort : "recommended",
  };
}
