/**
 * Extras bought for a booked flight (decision 110), pure and shared by server and browser: a seat chosen on the
 * aircraft's seat map and extra checked bags, per passenger per flight. Amounts are EUR minor units, net of VAT.
 */
import type { PassengerType } from "~/travel/travellers";
import type { FareType } from "./fare-rules";

/** One extra checked bag: a piece of up to this many kilograms. */
export const BAG_KG = 23;
/** At most this many extra pieces per passenger per flight. */
export const MAX_EXTRA_BAGS = 2;
/** An extra bag per flight, domestic and international. */
export const BAG_PRICE = { domestic: 1500, international: 4000 } as const;
/** A seat with extra legroom (the first row, the exit rows), domestic and international. */
export const LEGROOM_SEAT_PRICE = { domestic: 1500, international: 3000 } as const;
/** Any other seat chosen in advance, by fare: a flex fare chooses for free. */
export const STANDARD_SEAT_PRICE: Record<FareType, number> = { saver: 600, standard: 400, flex: 0 };

export interface SeatMap {
  rows: number;
  /** The seat letters of a row, with "" where the aisle is. */
  layout: string[];
  exitRows: number[];
  legroomRows: number[];
}

const wide = /A300|A330|A340|A350|777|787|747|A380/;

/** The economy seat map of an aircraft type: 3-3 for narrow bodies, 3-3-3 for wide bodies. */
export function seatMapOf(aircraft: string): SeatMap {
  if (wide.test(aircraft))
    return {
      rows: 40,
      layout: ["A", "B", "C", "", "D", "E", "F", "", "G", "H", "K"],
      exitRows: [20],
      legroomRows: [1, 20],
    };
  return { rows: 30, layout: ["A", "B", "C", "", "D", "E", "F"], exitRows: [12, 13], legroomRows: [1, 12, 13] };
}

export function seatsOf(map: SeatMap) {
  const letters = map.layout.filter(Boolean);
  return Array.from({ length: map.rows }, (_, r) => letters.map((l) => `${r + 1}${l}`)).flat();
}

const rowOf = (seat: string) => Number(seat.slice(0, -1));

export function seatKind(map: SeatMap, seat: string): "legroom" | "standard" {
  return map.legroomRows.includes(rowOf(seat)) ? "legroom" : "standard";
}

export function seatPrice(map: SeatMap, seat: string, fareType: FareType, domestic: boolean) {
  const zone = domestic ? "domestic" : "international";
  return seatKind(map, seat) === "legroom" ? LEGROOM_SEAT_PRICE[zone] : STANDARD_SEAT_PRICE[fareType];
}

/**
 * Why a passenger may not have a seat, or null: an infant sits on a lap; a child may not sit in an exit row
 * (the rule every airline applies: who sits there must be able to help in an evacuation).
 */
export function seatRefusal(
  map: SeatMap,
  seat: string,
  type: PassengerType,
): "infant" | "exitRow" | "noSuchSeat" | null {
  if (!seatsOf(map).includes(seat)) return "noSuchSeat";
  if (type === "infant") return "infant";
  if (type === "child" && map.exitRows.includes(rowOf(seat))) return "exitRow";
  return null;
}

/** Whether extra bags are sold on a flight: not on charters (their fares sell none), not for infants. */
export function bagsAllowed(flightType: string, type: PassengerType) {
  return flightType !== "charter" && type !== "infant";
}

export function bagPrice(pieces: number, domestic: boolean) {
  return pieces * BAG_PRICE[domestic ? "domestic" : "international"];
}

/** The key of a physical flight for its seat map: every fare offer of it shares the cabin. */
export function seatKeyOf(leg: { airline: string; flightNumber: string; departAt: string | Date }) {
  const at = typeof leg.departAt === "string" ? leg.departAt : leg.departAt.toISOString();
  return `${leg.airline}${leg.flightNumber}@${at}`;
}
