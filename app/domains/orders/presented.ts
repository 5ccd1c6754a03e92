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
