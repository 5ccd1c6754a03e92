import type { Locale } from "~/routing/screens";
import { trueFares } from "~/products/flights/true-fares.server";
import { formatFullDate } from "~/utils/format";
import { specialOffers, type FlightOffer, type OfferCardData } from "./offers";

/**
 * The special offers as the home and offers pages show them: a flight offer with the cheapest
 * bookable fare of its route in the next days (`trueFares`: from the inventory, cached while the
 * inventory keeps it), and left out when its route has no bookable flight then; the others as priced.
 */
export async function offerCards(locale: Locale, now = new Date()): Promise<OfferCardData[]> {
  const flights = specialOffers.filter((o): o is FlightOffer => o.kind === "flight");
  const fares = await trueFares(
    flights.map((o) => o.route),
    now,
  );
  const fareOf = new Map(flights.map((o, i) => [o.id, fares[i]]));
  return specialOffers.flatMap((o): OfferCardData[] => {
    if (o.kind === "priced") return [o];
    const fare = fareOf.get(o.id);
    return fare
      ? [{ ...o, fare: { price: fare.price, date: formatFullDate(fare.date, locale), search: fare.search } }]
      : [];
  });
}
