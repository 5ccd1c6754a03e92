/**
 * The place plan of a wagon and the traveller's choice on it (pure, shared by server and
 * browser; decision 604). A compartment wagon is shown as one row per compartment with its
 * berths; an open-seat car as rows of SEATS_PER_ROW seats. The traveller picks a
 * compartment (its first free berths are the party's; every berth when whole) or, in an
 * open car, the seats; nothing picked means "choose for me" (choosePlaces).
 */
import type { PassengerCounts } from "~/travel/travellers";
import type { CompartmentHold, CompartmentKind, Gender } from "./codes";
import {
  availability,
  berthsOf,
  choosePlaces,
  compartmentCount,
  refusal,
  type PartyMember,
  type PlaceRefusal,
  type WagonState,
} from "./compartments";

/** Seats per row of an open-seat car's plan (two by the window, two by the aisle). */
export const SEATS_PER_ROW = 4;

export interface PlanRow {
  /** The compartment's number, or the row's in an open car. */
  no: number;
  places: { no: number; free: boolean }[];
  /** How the compartment is held on the date (null: wholly free; always null in an open car). */
  held: CompartmentHold | null;
  /** Whether the party may take this compartment (compartment wagons only). */
  choosable: boolean;
}

export interface WagonPlan {
  wagonNo: number;
  seatCar: boolean;
  berths: number;
  /** Places the party could take in this wagon (for its kind), and compartments wholly free. */
  placesLeft: number;
  freeCompartments: number;
  rows: PlanRow[];
}

const seatedOf = (counts: PassengerCounts) => counts.adults + counts.children;

/** A wagon's plan for a party: which places are free, which compartments it may take. */
export function wagonPlan(
  wagon: WagonState,
  party: { counts: PassengerCounts; kind: CompartmentKind; whole: boolean },
): WagonPlan {
  const seated = seatedOf(party.counts);
  const left = availability(wagon, wagon.berths ? party.kind : null);
  // A wagon closed on the desk (decision 119) shows every place as taken.
  const place = (no: number) => ({ no, free: !wagon.closed && !wagon.sold.has(no) });
  if (!wagon.berths) {
    const rows = Math.ceil(wagon.places / SEATS_PER_ROW);
    return {
      wagonNo: wagon.wagonNo,
      seatCar: true,
      berths: 0,
      placesLeft: left.places,
      freeCompartments: 0,
      rows: Array.from({ length: rows }, (_, r) => ({
        no: r + 1,
        places: Array.from({ length: Math.min(SEATS_PER_ROW, wagon.places - r * SEATS_PER_ROW) }, (_, i) =>
          place(r * SEATS_PER_ROW + i + 1),
        ),
        held: null,
        choosable: false,
      })),
    };
  }
  return {
    wagonNo: wagon.wagonNo,
    seatCar: false,
    berths: wagon.berths,
    placesLeft: left.places,
    freeCompartments: left.freeCompartments,
    rows: Array.from({ length: compartmentCount(wagon) }, (_, i) => {
      const no = i + 1;
      const places = berthsOf(no, wagon.berths).map(place);
      const held = wagon.compartments.get(no)?.kind ?? null;
      const free = places.filter((p) => p.free).length;
      const choosable =
        !wagon.closed &&
        (party.whole
          ? held === null && seated <= wagon.berths
          : (held === null || held === party.kind) && free >= seated);
      return { no, places, held, choosable };
    }),
  };
}

/** The party as the compartment rules see it before names are given: adults of the kind's gender. */
export function provisionalParty(counts: PassengerCounts, kind: CompartmentKind): PartyMember[] {
  const gender: Gender = kind === "women" ? "female" : "male";
  return [
    ...Array.from({ length: counts.adults }, () => ({ type: "adult" as const, gender })),
    ...Array.from({ length: counts.children }, () => ({ type: "child" as const, gender })),
    ...Array.from({ length: counts.infants }, () => ({ type: "infant" as const, gender })),
  ];
}

export type PlaceChoiceError = PlaceRefusal | "noRoom" | "compartmentFull" | "chooseSeats";

/**
 * The places of a choice on a wagon: a compartment (`compartment`), seats in an open car
 * (`seats`), or neither ("choose for me"). The places, or why not; `anyPlace` when the site
 * chose them (any free places of the same rules will do when the order holds them).
 */
export function placesOfChoice(
  wagon: WagonState,
  choice: { compartment: number | null; seats: number[] },
  party: { counts: PassengerCounts; kind: CompartmentKind; whole: boolean; sells: readonly CompartmentKind[] },
): { ok: true; places: number[]; anyPlace: boolean } | { ok: false; error: PlaceChoiceError } {
  const kind = wagon.berths ? party.kind : null;
  const members = provisionalParty(party.counts, party.kind);
  const seated = seatedOf(party.counts);
  const request = { kind, whole: wagon.berths ? party.whole : false, party: members };
  let places: number[] | null;
  let anyPlace = false;
  if (wagon.berths && choice.compartment !== null) {
    if (choice.compartment < 1 || choice.compartment > compartmentCount(wagon)) return { ok: false, error: "notPlace" };
    const berths = berthsOf(choice.compartment, wagon.berths);
    if (party.whole) places = berths;
    else {
      const free = berths.filter((p) => !wagon.sold.has(p));
      if (free.length < seated) return { ok: false, error: "compartmentFull" };
      places = free.slice(0, seated);
    }
  } else if (!wagon.berths && choice.seats.length) {
    if (choice.seats.length !== seated) return { ok: false, error: "chooseSeats" };
    places = [...choice.seats].sort((a, b) => a - b);
  } else {
    places = choosePlaces(wagon, request, party.sells);
    if (!places) return { ok: false, error: "noRoom" };
    anyPlace = true;
  }
  const why = refusal(wagon, { ...request, places }, party.sells);
  return why ? { ok: false, error: why } : { ok: true, places, anyPlace };
}
