/**
 * The price of a party on a departure (pure, shared by the tour page's loader, its browser script and the booking):
 * the room planner's rooms at a hotel option for a package, the party at the day prices for a day tour. One
 * function, so the total the page shows is the total the cart line carries.
 */
import type { OccupancyPrices, TourKind } from "./codes";
import {
  dayPartyError,
  priceDay,
  priceRooms,
  roomsError,
  seasonPrice,
  type PartyPrice,
  type RoomError,
  type RoomParty,
} from "./occupancy";

export interface QuoteTour {
  kind: TourKind;
  currency: "IRR" | "EUR";
  dayPrices: { adult: number; child: number; infant: number } | null;
}

export type QuoteError = RoomError | "tooMany" | "placesLeft";

export type Quote = { ok: true; price: PartyPrice<string> } | { ok: false; error: QuoteError; room: number | null };

export function quoteParty(
  tour: QuoteTour,
  hotel: OccupancyPrices | null,
  departure: { pricePercent: number; placesLeft: number },
  rooms: readonly RoomParty[],
): Quote {
  let price: PartyPrice<string>;
  if (tour.kind === "day" || !hotel) {
    const party = { adults: rooms[0]?.adults ?? 0, childAges: rooms[0]?.childAges ?? [] };
    const error = dayPartyError(party);
    if (error) return { ok: false, error, room: null };
    price = priceDay(party, tour.dayPrices ?? { adult: 0, child: 0, infant: 0 }, departure.pricePercent, tour.currency);
  } else {
    const error = roomsError(rooms);
    if (error) return { ok: false, error: error.error, room: error.room };
    price = priceRooms(rooms, hotel, departure.pricePercent, tour.currency);
  }
  if (price.places > departure.placesLeft) return { ok: false, error: "placesLeft", room: null };
  return { ok: true, price };
}

/** The lowest price an adult pays on a departure: sharing a double at the cheapest hotel, or a day tour's adult. */
export function fromPrice(tour: QuoteTour, hotels: readonly { double: number }[], pricePercent: number) {
  const base = tour.kind === "day" ? (tour.dayPrices?.adult ?? 0) : Math.min(...hotels.map((h) => h.double));
  return seasonPrice(base, pricePercent, tour.currency);
}
