/**
 * Tours (issue 27, decisions 700–705): the words of the catalogue, shared by the data, the schema, the search, the
 * screens and the seed. A tour is a package (transport, nights in a hotel) or a day tour (a guided day, no night);
 * a departure is one date of it with its own places; a hotel option is one hotel of a package with prices per person
 * by occupancy (occupancy.ts prices a party).
 */
import type { CityCode } from "~/travel/places";
import type { Locale } from "~/routing/screen-table";

export const TOUR_LINE_KIND = "tour";

export const tourKinds = ["package", "day"] as const;
export type TourKind = (typeof tourKinds)[number];

export const transports = ["flight", "bus"] as const;
export type Transport = (typeof transports)[number];

export const boards = ["room_only", "breakfast", "half_board", "all_inclusive"] as const;
export type Board = (typeof boards)[number];

export const themes = ["city", "beach", "pilgrimage", "nature", "heritage"] as const;
export type Theme = (typeof themes)[number];

/** One way of the tour's transport, in local times of its ends (a day tour's bus leaves and comes back the same day). */
export interface TransportLeg {
  from: CityCode;
  to: CityCode;
  /** HH:MM at `from`. */
  departs: string;
  /** HH:MM at `to`. */
  arrives: string;
  /** Days after the leg's day it arrives (0 or 1). */
  arrivesNextDay?: number;
  /** The carrier (an IATA airline code for a flight, a coach company's name for a bus). */
  carrier: string;
  /** A flight's number (e.g. "W5 114"); a bus has none. */
  number?: string;
}

/**
 * Prices per person, in minor units of the tour's currency, for one hotel option:
 * an adult sharing a double, an adult in a triple, the single supplement an adult alone in a room pays on top of the
 * double price, a child (2–11) in a bed of their own, a child sharing a bed, an infant (under 2).
 */
export interface OccupancyPrices {
  double: number;
  triple: number;
  singleSupplement: number;
  childWithBed: number;
  childNoBed: number;
  infant: number;
}

export interface HotelOptionSeed extends OccupancyPrices {
  /** The hotel's name as it signs itself (Latin), e.g. "Titanic City Taksim". */
  name: string;
  stars: 3 | 4 | 5;
  board: Board;
}

/** What one language says about a tour. */
export interface TourText {
  title: string;
  /** One or two sentences for the result card. */
  summary: string;
  included: string[];
  excluded: string[];
  /** One entry per day (nights + 1 for a package; 1 for a day tour; a day tour may list its stops as entries). */
  itinerary: { title: string; text: string }[];
  /** Documents each traveller needs (passport valid 6 months after return, a photo, …). */
  documents: string[];
  /** Visa notes; empty when none is needed. */
  visaNotes: string;
}

export interface TourSeed {
  /** Latin slug used in every language's path, e.g. "istanbul-4-nights". Unique. */
  slug: string;
  kind: TourKind;
  theme: Theme;
  origin: CityCode;
  destination: CityCode;
  /** 0 for a day tour. */
  nights: number;
  transport: Transport;
  /** The outbound leg and (packages) the return leg; a day tour has both on the same day. */
  outbound: TransportLeg;
  inbound: TransportLeg;
  /** ISO 4217: IRR for domestic tours, EUR for tours abroad. */
  currency: "IRR" | "EUR";
  /** Departure weekdays, 0 = Sunday … 6 = Saturday. */
  weekdays: number[];
  /** Places per departure. */
  places: number;
  /** Fewest participants for the departure to go ahead, and how many days before departure that is decided. */
  minParticipants: number;
  confirmDays: number;
  /** Share taken as a deposit (percent), and how many days before departure the balance is due (decision 703). */
  depositPercent: number;
  balanceDays: number;
  /** Prices rise this much (percent) for departures in the busy season (Nowruz, summer); see seed.ts. */
  peakPercent: number;
  /** A package's hotel options (one or more); a day tour has none. */
  hotels: HotelOptionSeed[];
  /** A day tour's prices per person (minor units of `currency`); a package has none. */
  dayPrices?: { adult: number; child: number; infant: number };
  text: Record<Locale, TourText>;
}
