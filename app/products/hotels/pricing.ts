/**
 * The price of a stay (pure, shared by server and browser; decision 500). A rate plan has a
 * price per room per night (minor units of the property's currency, the same whoever sleeps
 * in the room, within its capacity). The stay costs the sum of its nights for each room;
 * the property's taxes are added on that and shown apart; a city tax (per adult per night,
 * abroad) is not part of the price: it is paid at the hotel and shown apart as well. The
 * agency's margin is inside the nightly price: hotel lines have no commission or other costs.
 */
import type { PricedLine } from "~/domains/orders/rules";

export interface NightPrice {
  /** ISO date of the night (the evening it starts). */
  night: string;
  /** One room, minor units. */
  price: number;
}

export interface StayPrice {
  currency: string;
  nights: number;
  rooms: number;
  /** One room for the whole stay: the sum of its nights. */
  perRoom: number;
  /** Every room for the whole stay, before taxes. */
  roomsTotal: number;
  /** The property's taxes on roomsTotal, paid with the booking. */
  taxes: number;
  /** What the booking costs: roomsTotal + taxes (the agency's VAT comes on top at checkout). */
  total: number;
  /** total per night, rounded (what a result shows beside the total). */
  perNight: number;
  /** City tax for all adults and nights, paid at the hotel (not in total). */
  cityTaxAtHotel: number;
  /** The first night's share of the room price (what a late cancellation of a free-cancellation rate keeps). */
  firstNightShare: number;
}

export interface PriceOptions {
  rooms: number;
  taxPercent: number;
  /** City tax per adult per night. */
  cityTax: number;
  adults: number;
  currency: string;
}

/** A stay's price from its nights (one room's price each). */
export function stayPrice(nights: readonly NightPrice[], options: PriceOptions): StayPrice {
  if (!nights.length) throw new RangeError("a stay has at least one night");
  return priceFromSum(
    nights.reduce((s, n) => s + n.price, 0),
    nights.length,
    nights[0].price,
    options,
  );
}

/** The same from the sum of one room's nights, their number and the first night's price (what a search query gives). */
export function priceFromSum(perRoom: number, nights: number, firstNight: number, options: PriceOptions): StayPrice {
  const roomsTotal = perRoom * options.rooms;
  const taxes = Math.round((roomsTotal * options.taxPercent) / 100);
  const total = roomsTotal + taxes;
  return {
    currency: options.currency,
    nights,
    rooms: options.rooms,
    perRoom,
    roomsTotal,
    taxes,
    total,
    perNight: Math.round(total / nights),
    cityTaxAtHotel: options.cityTax * options.adults * nights,
    firstNightShare: Math.round((firstNight / perRoom) * 10_000) / 10_000,
  };
}

/**
 * A stay as a cart line's price breakdown: one item per night (key `night:YYYY-MM-DD`,
 * quantity = rooms, unit = that night's room price), the property's taxes as tax, no
 * commission or other costs. Its total is the stay's total.
 */
export function stayBreakdown(price: StayPrice, nights: readonly NightPrice[]): PricedLine["breakdown"] {
  return {
    items: nights.map((n) => ({ key: `night:${n.night}`, quantity: price.rooms, unitAmount: n.price })),
    tax: price.taxes,
    commission: 0,
    otherCosts: 0,
    total: price.total,
  };
}
