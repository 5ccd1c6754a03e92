/**
 * A tour cart or order line as the order screens show it (cart, checkout, payment, "booked"): the dates in the
 * page's calendar, the hotel and its board, the rooms with their people, the way there and back in local times.
 * Read from the line's payload (cart-line.ts) without its schema, so a line the travel desk made by hand (no tour)
 * simply has none. Pure.
 */
import type { Locale } from "~/routing/screens";
import { formatLongDate } from "~/utils/format";
import { boards, type Board } from "./codes";

export interface PresentedTour {
  kind: "package" | "day";
  departsOn: string;
  returnsOn: string;
  hotel: string | null;
  stars: number | null;
  board: Board | null;
  rooms: { adults: number; children: number; infants: number; names: string[] }[];
}

const iso = /^\d{4}-\d{2}-\d{2}$/;
const str = (v: unknown) => (typeof v === "string" ? v : null);

export function presentTour(payload: Record<string, unknown>, locale: Locale): PresentedTour | null {
  const departsOn = str(payload.departsOn);
  const returnsOn = str(payload.returnsOn);
  if (!departsOn || !returnsOn || !iso.test(departsOn) || !iso.test(returnsOn)) return null;
  const rooms = Array.isArray(payload.rooms) ? (payload.rooms as { adults?: unknown; childAges?: unknown }[]) : [];
  const passengers = Array.isArray(payload.passengers)
    ? (payload.passengers as { room?: unknown; firstName?: unknown; lastName?: unknown }[])
    : [];
  const board = str(payload.board);
  return {
    kind: payload.kind === "day" ? "day" : "package",
    departsOn: formatLongDate(departsOn, locale),
    returnsOn: formatLongDate(returnsOn, locale),
    hotel: str(payload.hotel),
    stars: typeof payload.stars === "number" ? payload.stars : null,
    board: board && (boards as readonly string[]).includes(board) ? (board as Board) : null,
    rooms: rooms.map((r, i) => {
      const ages = Array.isArray(r.childAges) ? (r.childAges as number[]) : [];
      return {
        adults: typeof r.adults === "number" ? r.adults : 0,
        children: ages.filter((a) => a >= 2).length,
        infants: ages.filter((a) => a < 2).length,
        names: passengers.filter((p) => p.room === i).map((p) => `${str(p.firstName) ?? ""} ${str(p.lastName) ?? ""}`),
      };
    }),
  };
}
