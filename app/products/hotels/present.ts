/**
 * A hotel cart or order line as the order screens show it (cart, checkout, payment, "booked",
 * inquiry): the stay's dates in the page's calendar, nights, rooms with their guests, meals,
 * the hotel's check-in and check-out times, the city tax due at the hotel, the arrival time
 * and special requests. Read from the line's payload (cart-line.ts) without its schema, so a
 * line the travel desk made by hand (no stay) simply has none. Pure; decision 502 for the currency.
 */
import type { Locale } from "~/routing/screens";
import { formatLongDate } from "~/utils/format";
import { boards, type Board } from "./codes";

export interface PresentedStay {
  checkIn: string;
  checkOut: string;
  checkInTime: string;
  checkOutTime: string;
  nights: number;
  rooms: number;
  adults: number;
  children: number;
  board: Board | null;
  cityTax: { amount: number; currency: string } | null;
  arrivalTime: string | null;
  specialRequests: string | null;
}

const iso = /^\d{4}-\d{2}-\d{2}$/;
const clock = /^\d{2}:\d{2}$/;
const str = (v: unknown) => (typeof v === "string" ? v : null);

export function presentHotelStay(payload: Record<string, unknown>, locale: Locale): PresentedStay | null {
  const checkIn = str(payload.checkIn);
  const checkOut = str(payload.checkOut);
  if (!checkIn || !checkOut || !iso.test(checkIn) || !iso.test(checkOut)) return null;
  const rooms = Array.isArray(payload.rooms) ? (payload.rooms as { adults?: unknown; childAges?: unknown }[]) : [];
  const board = str(payload.board);
  const cityTax = typeof payload.cityTaxAtHotel === "number" ? payload.cityTaxAtHotel : 0;
  const currency = str(payload.currency);
  const nights = Math.round((Date.parse(checkOut) - Date.parse(checkIn)) / 86_400_000);
  const time = (v: unknown) => {
    const s = str(v);
    return s && clock.test(s) ? s : "";
  };
  return {
    checkIn: formatLongDate(checkIn, locale),
    checkOut: formatLongDate(checkOut, locale),
    checkInTime: time(payload.checkInTime),
    checkOutTime: time(payload.checkOutTime),
    nights,
    rooms: rooms.length,
    adults: rooms.reduce((s, r) => s + (typeof r.adults === "number" ? r.adults : 0), 0),
    children: rooms.reduce((s, r) => s + (Array.isArray(r.childAges) ? r.childAges.length : 0), 0),
    board: board && (boards as readonly string[]).includes(board) ? (board as Board) : null,
    cityTax: cityTax > 0 && currency ? { amount: cityTax, currency } : null,
    arrivalTime: time(payload.arrivalTime) || null,
    specialRequests: str(payload.specialRequests),
  };
}
