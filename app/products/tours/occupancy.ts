/**
 * Who sleeps where on a tour, and what each person pays (pure, shared by server and browser; decision 701).
 *
 * A package's party is its rooms: each room's adults and each child's age on the departure day. Ages decide the
 * price kind: under 2 an infant (no bed, no place on the bus or a seat on a lap), 2–5 a child sharing a bed,
 * 6–11 a child in a bed of their own, 12 and over an adult. A room has one to three beds for adults and children
 * in a bed of their own, at most one child sharing a bed and at most one infant (in a cot), and at least one adult.
 *
 * An adult's price is the room's: alone → the double price plus the single supplement; two adults (or one adult
 * with a child in a bed of their own, who takes the second bed) → the double price each; three adults → the triple
 * price each. The departure's season percent applies to every price, rounded to the currency's price step.
 * A day tour has no rooms: adults, children (2–11) and infants, at its own three prices.
 */
import type { OccupancyPrices } from "./codes";

export const INFANT_MAX_AGE = 1;
export const CHILD_NO_BED_MAX_AGE = 5;
export const CHILD_MAX_AGE = 11;
export const MAX_ROOMS = 5;
export const MAX_BEDS_PER_ROOM = 3;
export const MAX_DAY_PARTY = 9;

export interface RoomParty {
  adults: number;
  childAges: number[];
}

export type PersonKind = "single" | "double" | "triple" | "childWithBed" | "childNoBed" | "infant";
export type DayPersonKind = "adult" | "child" | "infant";
/** Every price kind a line's people have (a package's or a day tour's). */
export type PriceKind = PersonKind | DayPersonKind;

export type RoomError = "noAdult" | "tooManyBeds" | "tooManySharing" | "tooManyInfants" | "tooManyRooms" | "noRooms";

export function ageKind(age: number): "infant" | "childNoBed" | "childWithBed" | "adult" {
  if (age <= INFANT_MAX_AGE) return "infant";
  if (age <= CHILD_NO_BED_MAX_AGE) return "childNoBed";
  if (age <= CHILD_MAX_AGE) return "childWithBed";
  return "adult";
}

/** The price kinds of a room's people, adults first, then children in the order given. */
export function roomKinds(room: RoomParty): PersonKind[] {
  const children = room.childAges.map(ageKind);
  const adults = room.adults + children.filter((k) => k === "adult").length;
  const young = children.filter((k) => k !== "adult") as PersonKind[];
  const withBed = young.filter((k) => k === "childWithBed").length;
  const adultKind: PersonKind = adults >= 3 ? "triple" : adults === 2 || withBed > 0 ? "double" : "single";
  return [...Array<PersonKind>(adults).fill(adultKind), ...young];
}

/** The first reason a room's party cannot be sold, or null. */
export function roomError(room: RoomParty): RoomError | null {
  const kinds = room.childAges.map(ageKind);
  const adults = room.adults + kinds.filter((k) => k === "adult").length;
  if (adults < 1) return "noAdult";
  if (adults + kinds.filter((k) => k === "childWithBed").length > MAX_BEDS_PER_ROOM) return "tooManyBeds";
  if (kinds.filter((k) => k === "childNoBed").length > 1) return "tooManySharing";
  if (kinds.filter((k) => k === "infant").length > 1) return "tooManyInfants";
  return null;
}

/** The first room that cannot be sold and why, or null when the whole party can. */
export function roomsError(rooms: readonly RoomParty[]): { room: number; error: RoomError } | null {
  if (rooms.length === 0) return { room: 0, error: "noRooms" };
  if (rooms.length > MAX_ROOMS) return { room: MAX_ROOMS, error: "tooManyRooms" };
  for (const [i, room] of rooms.entries()) {
    const error = roomError(room);
    if (error) return { room: i, error };
  }
  return null;
}

/** Places a party takes on a departure: everyone but infants (on a lap or in a cot). */
export function placesTaken(rooms: readonly RoomParty[]): number {
  return rooms.reduce((n, r) => n + r.adults + r.childAges.filter((age) => age > INFANT_MAX_AGE).length, 0);
}

/** A price raised by the season percent and rounded to the currency's step (whole euros; 100 000 rials). */
export function seasonPrice(base: number, percent: number, currency: string): number {
  const step = currency === "IRR" ? 100_000 : 100;
  return Math.round((base * percent) / 100 / step) * step;
}

export function personPrice(kind: PersonKind, prices: OccupancyPrices, percent: number, currency: string): number {
  const base =
    kind === "single"
      ? prices.double + prices.singleSupplement
      : kind === "double"
        ? prices.double
        : kind === "triple"
          ? prices.triple
          : prices[kind];
  return seasonPrice(base, percent, currency);
}

export interface PricedPerson<K extends string = PersonKind> {
  room: number;
  kind: K;
  price: number;
}

export interface PartyPrice<K extends string = PersonKind> {
  people: PricedPerson<K>[];
  /** Sum per kind (for the summary: "2 × double 549 €"). */
  byKind: { kind: K; count: number; price: number; amount: number }[];
  total: number;
  places: number;
}

function summarise<K extends string>(people: PricedPerson<K>[], places: number): PartyPrice<K> {
  const byKind: PartyPrice<K>["byKind"] = [];
  for (const p of people) {
    const row = byKind.find((r) => r.kind === p.kind && r.price === p.price);
    if (row) {
      row.count += 1;
      row.amount += p.price;
    } else byKind.push({ kind: p.kind, count: 1, price: p.price, amount: p.price });
  }
  return { people, byKind, total: people.reduce((s, p) => s + p.price, 0), places };
}

/** A package party's price at one hotel option on one departure. Call only when `roomsError` is null. */
export function priceRooms(
  rooms: readonly RoomParty[],
  prices: OccupancyPrices,
  percent: number,
  currency: string,
): PartyPrice {
  const people = rooms.flatMap((room, i) =>
    roomKinds(room).map((kind) => ({ room: i, kind, price: personPrice(kind, prices, percent, currency) })),
  );
  return summarise(people, placesTaken(rooms));
}

export interface DayParty {
  adults: number;
  childAges: number[];
}

export function dayKind(age: number): DayPersonKind {
  return age <= INFANT_MAX_AGE ? "infant" : age <= CHILD_MAX_AGE ? "child" : "adult";
}

export function dayPartyError(party: DayParty): "noAdult" | "tooMany" | null {
  const adults = party.adults + party.childAges.filter((a) => dayKind(a) === "adult").length;
  if (adults < 1) return "noAdult";
  if (party.adults + party.childAges.length > MAX_DAY_PARTY) return "tooMany";
  return null;
}

/** A day tour party's price: adults, children and infants at the tour's three prices. */
export function priceDay(
  party: DayParty,
  prices: Record<DayPersonKind, number>,
  percent: number,
  currency: string,
): PartyPrice<DayPersonKind> {
  const kinds: DayPersonKind[] = [...Array<DayPersonKind>(party.adults).fill("adult"), ...party.childAges.map(dayKind)];
  const people = kinds.map((kind) => ({ room: 0, kind, price: seasonPrice(prices[kind], percent, currency) }));
  return summarise(people, people.filter((p) => p.kind !== "infant").length);
}
