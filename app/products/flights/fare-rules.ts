/**
 * Fare rules (pure, shared by server and browser): what each passenger type pays, what
 * the agency adds, and the penalties for changing or cancelling by fare type and time
 * before departure. Amounts are EUR minor units, net of VAT
 * (docs/decisions/101-fares-and-penalties.md).
 */
import { passengerTypes, type PassengerCounts, type PassengerType } from "~/travel/travellers";

export const cabins = ["economy", "premium_economy", "business", "first"] as const;
export const flightTypes = ["scheduled", "charter"] as const;
export const fareTypes = ["saver", "standard", "flex"] as const;
export type FareType = (typeof fareTypes)[number];

/** Share of the adult fare a child (2–11) and an infant (under 2, on a lap) pay, in percent. */
export const FARE_SHARE: Record<PassengerType, number> = { adult: 100, child: 75, infant: 10 };
/** Share of the airport taxes per type, in percent (an infant has no seat). */
export const TAX_SHARE: Record<PassengerType, number> = { adult: 100, child: 100, infant: 0 };
/** The agency's service fee per seated passenger, EUR cents. */
export const COMMISSION_PER_SEAT = 300;
/** Payment handling and ticketing, per booking, EUR cents. */
export const OTHER_COSTS_PER_BOOKING = 150;
/**
 * The agency's road transfer between a city's airports (THR ↔ IKA, IST ↔ SAW, DXB ↔ DWC) when an itinerary
 * changes airport, per seated passenger per change, EUR cents (decision 105): in the price, as other costs.
 */
export const AIRPORT_TRANSFER_PER_SEAT = 2000;

export function seatsNeeded(counts: PassengerCounts) {
  return counts.adults + counts.children;
}

export function fareFor(type: PassengerType, adultFare: number) {
  return Math.round((adultFare * FARE_SHARE[type]) / 100);
}

export function taxFor(type: PassengerType, adultTax: number) {
  return Math.round((adultTax * TAX_SHARE[type]) / 100);
}

export interface PricedLeg {
  priceAdult: number;
  taxAdult: number;
}

export interface Breakdown {
  items: { key: PassengerType; quantity: number; unitAmount: number }[];
  tax: number;
  commission: number;
  otherCosts: number;
  total: number;
}

/**
 * The price of one booking over its flights (one, a return, connections): ticket amount per passenger type, tax,
 * commission, other costs (with the road transfers of `airportChanges` changes of airport).
 */
export function priceBooking(legs: PricedLeg[], counts: PassengerCounts, airportChanges = 0): Breakdown {
  const quantities: Record<PassengerType, number> = {
    adult: counts.adults,
    child: counts.children,
    infant: counts.infants,
  };
  const items = passengerTypes
    .filter((type) => quantities[type] > 0)
    .map((type) => ({
      key: type,
      quantity: quantities[type],
      unitAmount: legs.reduce((sum, leg) => sum + fareFor(type, leg.priceAdult), 0),
    }));
  const tax = passengerTypes.reduce(
    (sum, type) => sum + quantities[type] * legs.reduce((s, leg) => s + taxFor(type, leg.taxAdult), 0),
    0,
  );
  const commission = seatsNeeded(counts) * COMMISSION_PER_SEAT * legs.length;
  const otherCosts = OTHER_COSTS_PER_BOOKING + airportChanges * seatsNeeded(counts) * AIRPORT_TRANSFER_PER_SEAT;
  const total = items.reduce((sum, i) => sum + i.quantity * i.unitAmount, 0) + tax + commission + otherCosts;
  return { items, tax, commission, otherCosts, total };
}

/**
 * What one adult travelling alone pays for one leg, everything included but VAT: the line
 * `priceBooking` makes for them, the booking's other costs too (the price shown first on a
 * result is the price paid for it; VAT comes with it as the visitor's switch says, decision 025).
 */
export function adultPrice(leg: PricedLeg) {
  return priceBooking([leg], { adults: 1, children: 0, infants: 0 }).total;
}

/** What one adult pays for an itinerary of several flights (its airport changes' transfers included). */
export function itineraryAdultPrice(legs: PricedLeg[], airportChanges = 0) {
  return priceBooking(legs, { adults: 1, children: 0, infants: 0 }, airportChanges).total;
}

/** Time windows before departure, latest first, in hours (lower bound inclusive). */
export const penaltyWindows = [
  { key: "moreThan7Days", fromHours: 7 * 24 },
  { key: "from72Hours", fromHours: 72 },
  { key: "from3Hours", fromHours: 3 },
  { key: "lastHours", fromHours: 0 },
] as const;
export type PenaltyWindow = (typeof penaltyWindows)[number]["key"];

/**
 * Penalties in percent of the fare (taxes are always refunded). 100 % cancellation means
 * the fare is not refundable.
 */
export const penalties: Record<
  FareType,
  { refundable: boolean; cancel: Record<PenaltyWindow, number>; change: Record<PenaltyWindow, number> }
> = {
  saver: {
    refundable: false,
    cancel: { moreThan7Days: 100, from72Hours: 100, from3Hours: 100, lastHours: 100 },
    change: { moreThan7Days: 30, from72Hours: 50, from3Hours: 70, lastHours: 100 },
  },
  standard: {
    refundable: true,
    cancel: { moreThan7Days: 20, from72Hours: 40, from3Hours: 60, lastHours: 80 },
    change: { moreThan7Days: 10, from72Hours: 20, from3Hours: 30, lastHours: 50 },
  },
  flex: {
    refundable: true,
    cancel: { moreThan7Days: 5, from72Hours: 10, from3Hours: 20, lastHours: 40 },
    change: { moreThan7Days: 0, from72Hours: 5, from3Hours: 10, lastHours: 20 },
  },
};

/** The penalty window `departAt` falls in at `now` (null once the flight has left). */
export function windowAt(departAt: Date, now: Date): PenaltyWindow | null {
  const hours = (departAt.getTime() - now.getTime()) / 3_600_000;
  if (hours <= 0) return null;
  return penaltyWindows.find((w) => hours >= w.fromHours)!.key;
}

/**
 * Changing the date of an itinerary (decision 109): allowed while its first flight has not left and the
 * strictest of its fares' change penalties (the same table as the refund guide's) is below 100 %; the fee
 * is that share of the itinerary's ticket amount for these passengers (taxes and fees are never charged
 * again, the new flights' are priced as new).
 */
export function changeFee(
  itinerary: readonly { fareType: FareType; departAt: Date }[],
  ticketAmount: number,
  now: Date,
): { changeable: false } | { changeable: true; percent: number; fee: number; window: PenaltyWindow } {
  if (!itinerary.length) return { changeable: false };
  const window = windowAt(itinerary[0].departAt, now);
  if (!window) return { changeable: false };
  const percent = Math.max(...itinerary.map((leg) => penalties[leg.fareType].change[window]));
  if (percent >= 100) return { changeable: false };
  return { changeable: true, percent, fee: Math.round((ticketAmount * percent) / 100), window };
}
