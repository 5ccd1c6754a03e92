/**
 * The hotel search in a URL (pure, shared by server and browser; decision 015's "one place"
 * for a query): the search form is a GET form, so the stay travels in the query string and
 * results, property pages and the guest step are linkable and work without JavaScript.
 *
 * - `q` destination (city or property name), `in` / `out` the dates as typed (ISO, Jalali or
 *   DD/MM/YYYY, read by parseDateText), `rooms` how many rooms (1–MAX_ROOMS);
 * - per room n (from 1): `a{n}` adults, `c{n}` how many children, `k{n}_{m}` child m's age;
 * - results add `at` (when the search ran, ms), `page` and the filters of search.ts
 *   (`stars`, `board`, `amenity`, `district`, `free`, `maxPrice`, `sort`);
 * - the property page and the guest step add `hotel`, `room`, `rate` and `n` (rooms reserved).
 */
import { MAX_CHILDREN_PER_ROOM, MAX_GUESTS_PER_ROOM, MAX_ROOMS, type RoomParty, type StayFields } from "./stay";

/** The search as typed: strings, so a form can show them back as they were. */
export interface StayQuery {
  destination: string;
  checkIn: string;
  checkOut: string;
  rooms: { adults: string; childAges: string[] }[];
}

const clampInt = (value: string | null, min: number, max: number, fallback: number) => {
  const n = Number(value);
  return value !== null && value !== "" && Number.isInteger(n) ? Math.min(max, Math.max(min, n)) : fallback;
};

/** Whether a query holds a search at all (a destination or a date). */
export function hasStaySearch(q: URLSearchParams) {
  return Boolean(q.get("q")?.trim() || q.get("in")?.trim() || q.get("out")?.trim());
}

/** The search of a query (two adults in one room when nothing is said). */
export function readStayQuery(q: URLSearchParams): StayQuery {
  const count = clampInt(q.get("rooms"), 1, MAX_ROOMS, 1);
  return {
    destination: (q.get("q") ?? "").trim(),
    checkIn: (q.get("in") ?? "").trim(),
    checkOut: (q.get("out") ?? "").trim(),
    rooms: Array.from({ length: count }, (_, i) => {
      const n = i + 1;
      const children = clampInt(q.get(`c${n}`), 0, MAX_CHILDREN_PER_ROOM, 0);
      return {
        adults: (q.get(`a${n}`) ?? "2").trim(),
        childAges: Array.from({ length: children }, (_, m) => (q.get(`k${n}_${m + 1}`) ?? "").trim()),
      };
    }),
  };
}

/** What checkStay reads of a query. */
export function stayFieldsOf(query: StayQuery): StayFields {
  return { checkIn: query.checkIn, checkOut: query.checkOut, rooms: query.rooms };
}

/** The query of a search (dates as given: ISO once checked). */
export function buildStayQuery(
  stay: { destination: string; checkIn: string; checkOut: string; rooms: readonly RoomParty[] },
  extra: Record<string, string | number | undefined | null> = {},
): URLSearchParams {
  const q = new URLSearchParams();
  if (stay.destination) q.set("q", stay.destination);
  q.set("in", stay.checkIn);
  q.set("out", stay.checkOut);
  q.set("rooms", String(stay.rooms.length));
  stay.rooms.forEach((room, i) => {
    const n = i + 1;
    q.set(`a${n}`, String(room.adults));
    q.set(`c${n}`, String(room.childAges.length));
    room.childAges.forEach((age, m) => q.set(`k${n}_${m + 1}`, String(age)));
  });
  for (const [k, v] of Object.entries(extra)) if (v !== undefined && v !== null && v !== "") q.set(k, String(v));
  return q;
}

/** Names of the result page's own parameters (filters, sort, paging); a change of any of them starts at page 1. */
const resultParams = ["stars", "board", "amenity", "district", "free", "maxPrice", "sort"];

/**
 * A results URL with some parameters changed (undefined removes one). Changing a filter or
 * the sort goes back to page 1.
 */
export function changeHotelResults(q: URLSearchParams, changes: Record<string, string | number | undefined>) {
  const next = new URLSearchParams(q);
  for (const [k, v] of Object.entries(changes)) {
    if (v === undefined || v === "") next.delete(k);
    else next.set(k, String(v));
  }
  if (Object.keys(changes).some((k) => resultParams.includes(k))) next.delete("page");
  return next;
}

/** The query without the results' own parameters (filters, sort, page): the search itself and `at`. */
export function searchOnly(q: URLSearchParams) {
  const next = new URLSearchParams(q);
  for (const k of [...resultParams, "page"]) next.delete(k);
  return next;
}

/**
 * The parties of `count` rooms from those searched: the first ones kept, more rooms like the
 * last one searched (the guest step rechecks that they fit). Between 1 and MAX_ROOMS.
 */
export function resizeRooms(rooms: readonly RoomParty[], count: number): RoomParty[] {
  const n = Math.min(MAX_ROOMS, Math.max(1, Math.floor(count) || 1));
  const last = rooms[rooms.length - 1] ?? { adults: 2, childAges: [] };
  return Array.from({ length: n }, (_, i) => {
    const room = rooms[i] ?? last;
    return { adults: room.adults, childAges: [...room.childAges] };
  });
}

/** The adults choices of a room: 1 … MAX_GUESTS_PER_ROOM. */
export const adultChoices = Array.from({ length: MAX_GUESTS_PER_ROOM }, (_, i) => i + 1);
/** The number-of-children choices of a room: 0 … MAX_CHILDREN_PER_ROOM. */
export const childrenChoices = Array.from({ length: MAX_CHILDREN_PER_ROOM + 1 }, (_, i) => i);
/** The number-of-rooms choices: 1 … MAX_ROOMS. */
export const roomChoices = Array.from({ length: MAX_ROOMS }, (_, i) => i + 1);

/** The error key of checkStay for a room field (`rooms[0].adults`), as the form looks it up. */
export const roomErrorKey = (room: number, field: "adults" | "childAges", child?: number) =>
  child === undefined ? `rooms[${room}].${field}` : `rooms[${room}].${field}[${child}]`;

/** "https://www.openstreetmap.org/?mlat=…&mlon=…#map=17/…/…": a property on the map, as a plain link. */
export function mapLink(lat: number, lon: number, zoom = 17) {
  const la = lat.toFixed(5);
  const lo = lon.toFixed(5);
  return `https://www.openstreetmap.org/?mlat=${la}&mlon=${lo}#map=${zoom}/${la}/${lo}`;
}
