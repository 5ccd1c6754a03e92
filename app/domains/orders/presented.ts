import type { LinePassenger } from "./lines";

/** What the order screens show of a line's legs and timeline (types shared by the core and the product contract). */
/** A moment on a local clock: the date and time there, and the place whose clock it is. */
export interface LocalMoment {
  date: string;
  time: string;
  place: string;
}

export interface PresentedPlace {
  code: string;
  city: string;
  /** The airport's name, or null when the code is not an airport the agency knows. */
  airport: string | null;
}

export interface PresentedLeg {
  flightNumber: string | null;
  /** The carrier's name (its code when unknown). */
  airline: string | null;
  cabin: string | null;
  fareType: string | null;
  offerId: number | null;
  from: PresentedPlace | null;
  to: PresentedPlace | null;
  depart: LocalMoment | null;
  arrive: LocalMoment | null;
}

/** One step of a line's cancellation timeline, on the agency's clock (travel/timeline.ts). */
export interface PresentedStep {
  /** Up to when (null: at any time). */
  until: LocalMoment | null;
  /** Share of the fare kept (0: all back; null: no refund). */
  penaltyShare: number | null;
}

/** A line as the order screens show it (orders/present.ts makes it). */
export interface PresentedLine {
  kind: string;
  title: string;
  subtitle: string | null;
  passengers: LinePassenger[];
  legs: PresentedLeg[];
  /** What cancelling costs, step by step; after the last step nothing is refunded. */
  timeline: PresentedStep[];
  /** What the line's product shows of it besides (a hotel's stay, a train's trip), with its card (products/cards.tsx). */
  detail: unknown;
  /** The frame lists the travellers; false when the product's card names them itself (a stay's guests). */
  travellers: boolean;
}
