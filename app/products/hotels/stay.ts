/**
 * A hotel stay as a search asks for it (pure, shared by server and browser; decision 501):
 * check-in and check-out dates (ISO, or Jalali YYYY/MM/DD as a Persian form sends them
 * without JavaScript), and the rooms with their adults and children's ages. `checkStay`
 * says what is wrong, field by field, as codes the screens translate.
 */
import { addDays, daysBetween, parseDateText } from "~/travel/clock";

/** Check-in at most this many days ahead (the same horizon as flights). */
export const HOTEL_HORIZON_DAYS = 120;
/** The longest stay sold online; longer stays go to the travel desk's request form. */
export const MAX_NIGHTS = 30;
/** How many days of nights the inventory holds: every stay that may be searched fits in it. */
export const INVENTORY_DAYS = HOTEL_HORIZON_DAYS + MAX_NIGHTS;
/** Rooms in one booking; groups go to the request form. */
export const MAX_ROOMS = 5;
/** Guests in one room: the largest rooms of the inventory (two-bedroom apartments) sleep six. */
export const MAX_GUESTS_PER_ROOM = 6;
export const MAX_CHILDREN_PER_ROOM = 4;
/** A child is under 18; a baby (under 2) may sleep in a cot (occupancy.ts). */
export const CHILD_MAX_AGE = 17;

/** One room of a search: its adults and each child's age on the check-in day. */
export interface RoomParty {
  adults: number;
  childAges: number[];
}

export interface Stay {
  checkIn: string;
  checkOut: string;
  nights: number;
  rooms: RoomParty[];
}

export type StayError =
  | "checkInRequired"
  | "checkInInvalid"
  | "checkInPast"
  | "checkInTooFar"
  | "checkOutRequired"
  | "checkOutInvalid"
  | "reversed"
  | "stayTooLong"
  | "roomsRequired"
  | "tooManyRooms"
  | "adultRequired"
  | "tooManyGuests"
  | "tooManyChildren"
  | "childAgeInvalid";

/** The fields as a form or URL gives them (strings or numbers, possibly missing). */
export interface StayFields {
  checkIn?: string | null;
  checkOut?: string | null;
  rooms: { adults?: unknown; childAges?: unknown[] }[];
}

const whole = (value: unknown): number | null => {
  if (value === "" || value === null || value === undefined) return null;
  const n = Number(value);
  return Number.isInteger(n) ? n : null;
};

/**
 * Checks a stay against the rules: both dates given and readable, check-in from today and
 * within the horizon, check-out after check-in and at most MAX_NIGHTS later; one to
 * MAX_ROOMS rooms, each with at least one adult, at most MAX_GUESTS_PER_ROOM guests and
 * MAX_CHILDREN_PER_ROOM children, every child's age 0–17. Errors are keyed by form field
 * (`checkIn`, `checkOut`, `rooms`, `rooms[1].adults`, `rooms[0].childAges[2]`).
 */
export function checkStay(
  fields: StayFields,
  today: string,
): { ok: true; stay: Stay } | { ok: false; errors: Record<string, StayError[]> } {
  const errors: Record<string, StayError[]> = {};
  const fail = (field: string, error: StayError) => (errors[field] ??= []).push(error);

  const checkIn = parseDateText(fields.checkIn);
  if (!fields.checkIn?.trim()) fail("checkIn", "checkInRequired");
  else if (!checkIn) fail("checkIn", "checkInInvalid");
  else if (checkIn < today) fail("checkIn", "checkInPast");
  else if (daysBetween(today, checkIn) >= HOTEL_HORIZON_DAYS) fail("checkIn", "checkInTooFar");

  const checkOut = parseDateText(fields.checkOut);
  if (!fields.checkOut?.trim()) fail("checkOut", "checkOutRequired");
  else if (!checkOut) fail("checkOut", "checkOutInvalid");
  else if (checkIn && checkOut <= checkIn) fail("checkOut", "reversed");
  else if (checkIn && daysBetween(checkIn, checkOut) > MAX_NIGHTS) fail("checkOut", "stayTooLong");

  const rooms: RoomParty[] = [];
  if (!fields.rooms.length) fail("rooms", "roomsRequired");
  else if (fields.rooms.length > MAX_ROOMS) fail("rooms", "tooManyRooms");
  else
    fields.rooms.forEach((room, i) => {
      const adults = whole(room.adults) ?? 0;
      const ages = (room.childAges ?? []).map(whole);
      if (adults < 1) fail(`rooms[${i}].adults`, "adultRequired");
      else if (ages.length > MAX_CHILDREN_PER_ROOM) fail(`rooms[${i}].childAges`, "tooManyChildren");
      else if (adults + ages.length > MAX_GUESTS_PER_ROOM) fail(`rooms[${i}].adults`, "tooManyGuests");
      ages.forEach((age, c) => {
        if (age === null || age < 0 || age > CHILD_MAX_AGE) fail(`rooms[${i}].childAges[${c}]`, "childAgeInvalid");
      });
      rooms.push({ adults, childAges: ages.map((a) => a ?? 0) });
    });

  if (Object.keys(errors).length || !checkIn || !checkOut) return { ok: false, errors };
  return { ok: true, stay: { checkIn, checkOut, nights: daysBetween(checkIn, checkOut), rooms } };
}

/** The nights of a stay: every date from check-in up to the day before check-out. */
export function nightsOf(checkIn: string, checkOut: string): string[] {
  return Array.from({ length: Math.max(0, daysBetween(checkIn, checkOut)) }, (_, i) => addDays(checkIn, i));
}

/** Whether a rate plan's minimum stay allows this many nights. */
export function meetsMinStay(nights: number, minStay: number) {
  return nights >= minStay;
}

/** Adults and children of all rooms (the city tax is per adult; the voucher lists them). */
export function guestCounts(rooms: readonly RoomParty[]) {
  return {
    adults: rooms.reduce((s, r) => s + r.adults, 0),
    children: rooms.reduce((s, r) => s + r.childAges.length, 0),
  };
}
