/**
 * Train fares (pure, shared by server and browser; decision 601). Amounts are integer rials
 * (IRR minor units), rounded to 10 000 rials as RAI's tariffs are.
 *
 * - A place's price is a **fare** (the ticket: km × the wagon type's tariff × the operator's
 *   factor, at least MIN_FARE) plus **services** (the refreshments and bedding included with
 *   every place, by wagon type and operator).
 * - **Adult** (12 and over): fare + services. **Child** (2–11): half the fare + the full
 *   services (a child has a place and is served). **Infant** (under 2): 10 % of the fare, no
 *   services, no place (on a parent's lap or berth); at most one per adult.
 * - **Whole compartment**: the party's places as above, and every berth left empty pays the
 *   adult fare **without services** (nobody is served on it).
 * - A **meal** ordered on board is paid per seated passenger (adults and children).
 * - The agency's margin is inside the fare: no commission, other costs or taxes on the line.
 */
import type { PassengerCounts, PassengerType } from "~/travel/travellers";
import type { PricedLine } from "~/domains/orders/rules";
import type { Meal, Operator, WagonType } from "./codes";
import { operatorTraits } from "./catalog";

/** Tariff per km of the adult fare, rials, before the operator's factor. */
export const TARIFF_PER_KM: Record<WagonType, number> = { seat: 6_500, berth6: 9_000, berth4: 11_500, vip: 22_000 };
/** Services included with every place, rials, before the operator's factor. */
export const SERVICES: Record<WagonType, number> = { seat: 150_000, berth6: 250_000, berth4: 350_000, vip: 900_000 };
/** The lowest adult fare (suburban trips). */
export const MIN_FARE = 500_000;
/** Meals on board, per passenger, rials (the same on every operator). */
export const MEAL_PRICE: Record<Exclude<Meal, "none">, number> = {
  breakfast: 900_000,
  lunch: 1_500_000,
  dinner: 1_500_000,
};
/** Share of the adult fare per passenger type, percent; services are paid by every passenger with a place. */
export const TRAIN_FARE_SHARE: Record<PassengerType, number> = { adult: 100, child: 50, infant: 10 };

const round10k = (rials: number) => Math.round(rials / 10_000) * 10_000;

export interface PlacePrice {
  /** The adult fare of one place (the ticket), rials. */
  fare: number;
  /** Services included with one place, rials. */
  services: number;
}

/** One adult place of a wagon type on a train of `km` km run by `operator`. */
export function placePrice(km: number, type: WagonType, operator: Operator): PlacePrice {
  const factor = operatorTraits[operator].priceFactor;
  return {
    fare: Math.max(MIN_FARE, round10k((km * TARIFF_PER_KM[type] * factor) / 1000)),
    services: round10k((SERVICES[type] * factor) / 1000),
  };
}

/** What one passenger of a type pays for a place (an infant: no place). */
export function passengerPrice(type: PassengerType, price: PlacePrice) {
  const fare = round10k((price.fare * TRAIN_FARE_SHARE[type]) / 100);
  return type === "infant" ? fare : fare + price.services;
}

/** Places a party needs: adults and children have one each; infants none. */
export function placesNeeded(counts: PassengerCounts) {
  return counts.adults + counts.children;
}

export interface TrainPrice {
  currency: "IRR";
  /** Places the booking holds: the party's, or every berth of the compartment when whole. */
  places: number;
  /** Berths left empty in a whole compartment (each pays the fare without services). */
  emptyBerths: number;
  items: { key: string; quantity: number; unitAmount: number }[];
  total: number;
}

/**
 * A booking's price: per passenger type, the empty berths of a whole compartment
 * (`berths` = its size; null when not whole) and a meal for every seated passenger.
 */
export function priceBooking(
  price: PlacePrice,
  counts: PassengerCounts,
  options: { berths: number | null; meal: Meal },
): TrainPrice {
  const seated = placesNeeded(counts);
  if (seated < 1) throw new RangeError("a booking has at least one adult or child");
  if (options.berths !== null && seated > options.berths) throw new RangeError("more passengers than berths");
  const emptyBerths = options.berths === null ? 0 : options.berths - seated;
  const items = [
    { key: "adult", quantity: counts.adults, unitAmount: passengerPrice("adult", price) },
    { key: "child", quantity: counts.children, unitAmount: passengerPrice("child", price) },
    { key: "infant", quantity: counts.infants, unitAmount: passengerPrice("infant", price) },
    { key: "emptyBerth", quantity: emptyBerths, unitAmount: price.fare },
    ...(options.meal === "none"
      ? []
      : [{ key: `meal:${options.meal}`, quantity: seated, unitAmount: MEAL_PRICE[options.meal] }]),
  ].filter((item) => item.quantity > 0);
  return {
    currency: "IRR",
    places: seated + emptyBerths,
    emptyBerths,
    items,
    total: items.reduce((s, i) => s + i.quantity * i.unitAmount, 0),
  };
}

/** The price as a cart line's breakdown: the items, no tax, commission or other costs. */
export function trainBreakdown(price: TrainPrice): PricedLine["breakdown"] {
  return { items: price.items, tax: 0, commission: 0, otherCosts: 0, total: price.total };
}
