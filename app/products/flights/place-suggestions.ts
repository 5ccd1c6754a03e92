/**
 * The place autocomplete's matching and ranking (pure, shared by server and browser; decision 104). The server
 * sends each offered place with its label in the page's language and its search keys (`keys`: its city's and
 * airport's names in the four languages, other spellings, its IATA code), already folded by the site's one
 * normalisation (app/utils/search-text.ts); the browser folds what is typed the same way and ranks here. No
 * airport table reaches the browser: only these few short strings.
 */
import { normalizeSearchText } from "~/utils/search-text";

export interface SuggestionPlace {
  /** What the search URL carries: an IATA code or a multi-airport city's name ("tehran"). */
  code: string;
  /** How it reads in the field and the list, in the page's language: "Tehran (all airports)". */
  label: string;
  kind: "city" | "airport";
  /** An airport of a multi-airport city that the list also offers: that city's code (drawn under it). */
  parent?: string;
  /** Its search keys, normalised, separated by "|". */
  keys: string;
}

/** How well a place matches: lower is better; null when it does not. */
function matchRank(place: SuggestionPlace, wanted: string, words: string[]): number | null {
  const keys = place.keys.split("|");
  if (wanted.length === 3 && place.kind === "airport" && keys.includes(wanted) && /^[a-z]{3}$/.test(wanted)) return 0;
  const compact = (s: string) => s.replace(/ /g, "");
  const flat = compact(wanted);
  if (keys.some((k) => compact(k).startsWith(flat))) return 1;
  const parts = place.keys.split(/[| ]/);
  if (words.every((w) => parts.some((part) => part.startsWith(w)))) return 2;
  if (keys.some((k) => compact(k).includes(flat))) return 3;
  return null;
}

/**
 * The suggestions for what was typed, at most `limit`: cities first, then airports (each airport of a city
 * listed just under its city), better matches first within each, then the list's own order. An empty query
 * gives the first `limit` places (the list opened with the arrow key).
 */
export function suggestPlaces(places: SuggestionPlace[], typed: string, limit = 8): SuggestionPlace[] {
  const wanted = normalizeSearchText(typed);
  if (!wanted) return places.slice(0, limit);
  const words = wanted.split(" ").filter(Boolean);
  const ranked = places
    .map((place, index) => ({ place, index, rank: matchRank(place, wanted, words) }))
    .filter((r): r is { place: SuggestionPlace; index: number; rank: number } => r.rank !== null);
  const cities = ranked.filter((r) => r.place.kind === "city");
  const byRank = (a: { rank: number; index: number }, b: { rank: number; index: number }) =>
    a.rank - b.rank || a.index - b.index;
  // An exact airport code ("IKA") is what the visitor meant: it comes before every city.
  const exact = ranked.filter((r) => r.rank === 0);
  const airports = ranked.filter((r) => r.place.kind === "airport" && r.rank !== 0).sort(byRank);
  const out: SuggestionPlace[] = exact.map((r) => r.place);
  for (const city of cities.sort(byRank)) {
    out.push(city.place);
    for (const a of airports) if (a.place.parent === city.place.code) out.push(a.place);
  }
  for (const a of airports) if (!out.includes(a.place)) out.push(a.place);
  return out.slice(0, limit);
}

/** The normalised search keys of a place, deduplicated, joined for `SuggestionPlace.keys`. */
export function searchKeys(names: string[]): string {
  return [...new Set(names.map(normalizeSearchText).filter(Boolean))].join("|");
}
