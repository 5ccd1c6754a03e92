/**
 * The room planner in a URL (pure, shared by server and browser): the tour page's form is a GET form, so the choice
 * travels in the query string and the page prices it without JavaScript; the travellers' step reads the same.
 *
 * - `d` the departure's id, `h` the hotel option's id (a package);
 * - `rooms` how many rooms (1–MAX_ROOMS; a day tour has one party);
 * - per room n (from 1): `a{n}` adults, `c{n}` how many children, `k{n}_{m}` child m's age on the departure day;
 * - `offer` a waitlist offer's secret, when the visitor came from its e-mail.
 */
import { CHILD_MAX_AGE, MAX_BEDS_PER_ROOM, MAX_DAY_PARTY, MAX_ROOMS, type RoomParty } from "./occupancy";

export const MAX_CHILDREN = 3;

const int = (value: string | null, min: number, max: number, fallback: number) => {
  const n = Number(value);
  return value !== null && value.trim() !== "" && Number.isInteger(n) ? Math.min(max, Math.max(min, n)) : fallback;
};

export interface PlannerChoice {
  departureId: number | null;
  hotelId: number | null;
  rooms: RoomParty[];
  offer: string | null;
}

/** The choice a query holds (two adults in one room when nothing is said). */
export function readPlanner(q: URLSearchParams, day = false): PlannerChoice {
  const count = day ? 1 : int(q.get("rooms"), 1, MAX_ROOMS, 1);
  const maxAdults = day ? MAX_DAY_PARTY : MAX_BEDS_PER_ROOM;
  const id = (name: string) => {
    const n = Number(q.get(name));
    return Number.isSafeInteger(n) && n > 0 ? n : null;
  };
  const offer = q.get("offer");
  return {
    departureId: id("d"),
    hotelId: id("h"),
    rooms: Array.from({ length: count }, (_, i) => {
      const n = i + 1;
      const children = int(q.get(`c${n}`), 0, day ? MAX_DAY_PARTY - 1 : MAX_CHILDREN, 0);
      return {
        // Zero adults is kept as asked, so the rule "a room needs an adult" can say so.
        adults: int(q.get(`a${n}`), 0, maxAdults + 1, 2),
        childAges: Array.from({ length: children }, (_, m) => int(q.get(`k${n}_${m + 1}`), 0, CHILD_MAX_AGE, 8)),
      };
    }),
    offer: offer && /^[A-Za-z0-9_-]{16,64}$/.test(offer) ? offer : null,
  };
}

/** The query of a choice. */
export function plannerQuery(choice: PlannerChoice): URLSearchParams {
  const q = new URLSearchParams();
  if (choice.departureId) q.set("d", String(choice.departureId));
  if (choice.hotelId !== null) q.set("h", String(choice.hotelId));
  q.set("rooms", String(choice.rooms.length));
  choice.rooms.forEach((room, i) => {
    const n = i + 1;
    q.set(`a${n}`, String(room.adults));
    q.set(`c${n}`, String(room.childAges.length));
    room.childAges.forEach((age, m) => q.set(`k${n}_${m + 1}`, String(age)));
  });
  if (choice.offer) q.set("offer", choice.offer);
  return q;
}
