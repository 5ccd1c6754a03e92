import type { OfferFare } from "~/domains/booking/contract";
import { airportsOf } from "./places";
import { trueFares } from "./true-fares.server";

/**
 * Flights' special offers (decision 118): an offer names a route as the search URL does (`from`, `to`:
 * airport codes or multi-airport cities), and its price is the route's true fare (decision 103), the
 * cheapest bookable flight of the next days, with the results of that day.
 */
export function offerParams(params: Record<string, string>): Record<string, string> | null {
  const end = (value: string | undefined) => {
    const v = (value ?? "").trim();
    if (airportsOf(v).length) return v;
    return airportsOf(v.toUpperCase()).length ? v.toUpperCase() : null;
  };
  const from = end(params.from);
  const to = end(params.to);
  return from && to && from !== to ? { from, to } : null;
}

export async function offerFare(params: Record<string, string>, now: Date): Promise<OfferFare | null> {
  const route = offerParams(params);
  if (!route) return null;
  const [fare] = await trueFares([{ from: route.from!, to: route.to! }], now);
  return fare ? { price: fare.price, date: fare.date, screen: "flightResults", search: fare.search } : null;
}
