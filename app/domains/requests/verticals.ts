/**
 * The verticals the agency books by hand, without zod, so screens can import the list
 * without pulling the request schema (and zod) into the page's first load (decision 016).
 * schema.ts re-exports them.
 */

/** A request for a service the agency books by hand (hotel, train, tour, visa …). */
export const verticals = [
  "hotels",
  "hotelsDomestic",
  "hotelsInternational",
  "trains",
  "insurance",
  "cars",
  "cruises",
  "tours",
  "visa",
] as const;
export type Vertical = (typeof verticals)[number];
