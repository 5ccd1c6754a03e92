/**
 * Places in a wagon and who may take them (pure, shared by server and browser; decision
 * 601). A wagon's places are numbered from 1; in a compartment wagon, berths 1…b are
 * compartment 1, b+1…2b compartment 2, and so on. On a date:
 *
 * - an open-seat car sells seats one by one to anyone;
 * - a compartment is given a kind by its first sale — `family` (any party travelling
 *   together), `men` or `women` (every adult of the party that gender; children and
 *   infants travel with their parent) — and later sales into it must be of the same kind;
 *   only the kinds the operator sells are offered;
 * - a **whole compartment** is bought by one booking: every berth, the compartment free
 *   before, no one else after.
 *
 * The database enforces the same (migration 0410: a row per compartment and date with its
 * kind, a row per sold place); these functions plan the places and explain refusals.
 */
import type { PassengerType } from "~/travel/travellers";
import type { CompartmentHold, CompartmentKind, Gender } from "./codes";
import type { WagonSpec } from "./catalog";

export interface CompartmentState {
  kind: CompartmentHold;
  taken: number;
}

/** A wagon on a date: which places are sold and how its compartments are held. */
export interface WagonState extends WagonSpec {
  sold: ReadonlySet<number>;
  compartments: ReadonlyMap<number, CompartmentState>;
  /** Closed on the desk that day, alone or with its train (decision 119): nothing of it is sold. */
  closed?: boolean;
}

export interface PartyMember {
  type: PassengerType;
  gender: Gender;
}

export type PlaceRefusal =
  | "notPlace"
  | "taken"
  | "kindRequired"
  | "kindNotSold"
  | "kindMismatch"
  | "genderMismatch"
  | "wholeNotFree"
  | "wholeNotOneCompartment"
  | "wholeInSeatCar"
  | "tooManyForCompartment"
  | "countMismatch";

export function compartmentOf(placeNo: number, berths: number) {
  return berths > 0 ? Math.ceil(placeNo / berths) : 0;
}

export function compartmentCount(wagon: Pick<WagonSpec, "places" | "berths">) {
  return wagon.berths > 0 ? wagon.places / wagon.berths : 0;
}

/** The berths of one compartment. */
export function berthsOf(compartment: number, berths: number) {
  return Array.from({ length: berths }, (_, i) => (compartment - 1) * berths + i + 1);
}

/** Whether a party may travel in a compartment of a kind: men/women — every adult of that gender. */
export function kindFits(kind: CompartmentKind, party: readonly PartyMember[]) {
  if (kind === "family") return true;
  const gender: Gender = kind === "men" ? "male" : "female";
  return party.filter((p) => p.type === "adult").every((p) => p.gender === gender);
}

export interface PlaceRequest {
  /** Places wanted (every berth of the compartment when whole). */
  places: number[];
  /** The compartment kind (null in an open-seat car). */
  kind: CompartmentKind | null;
  whole: boolean;
  party: readonly PartyMember[];
}

/** Why a request cannot have those places on this wagon, or null when it can. */
export function refusal(
  wagon: WagonState,
  request: PlaceRequest,
  sells: readonly CompartmentKind[],
): PlaceRefusal | null {
  const seated = request.party.filter((p) => p.type !== "infant").length;
  const places = [...new Set(request.places)];
  if (places.length !== request.places.length || places.some((p) => !Number.isInteger(p) || p < 1 || p > wagon.places))
    return "notPlace";
  // A closed wagon sells nothing: its places read as taken, the message buyers already know.
  if (wagon.closed || places.some((p) => wagon.sold.has(p))) return "taken";
  if (wagon.berths === 0) {
    if (request.whole) return "wholeInSeatCar";
    return places.length === seated ? null : "countMismatch";
  }
  if (!request.kind) return "kindRequired";
  if (!sells.includes(request.kind)) return "kindNotSold";
  if (!kindFits(request.kind, request.party)) return "genderMismatch";
  const touched = [...new Set(places.map((p) => compartmentOf(p, wagon.berths)))];
  if (request.whole) {
    if (touched.length !== 1 || places.length !== wagon.berths) return "wholeNotOneCompartment";
    if (seated > wagon.berths) return "tooManyForCompartment";
    return wagon.compartments.has(touched[0]) ? "wholeNotFree" : null;
  }
  if (places.length !== seated) return "countMismatch";
  for (const c of touched) {
    const held = wagon.compartments.get(c);
    if (held && held.kind !== request.kind) return "kindMismatch";
  }
  return null;
}

/** Free berths a party of a kind could use on this wagon (seats in an open car), and compartments wholly free. */
export function availability(wagon: WagonState, kind: CompartmentKind | null) {
  if (wagon.closed) return { places: 0, freeCompartments: 0 };
  if (wagon.berths === 0) return { places: wagon.places - wagon.sold.size, freeCompartments: 0 };
  let places = 0;
  let freeCompartments = 0;
  for (let c = 1; c <= compartmentCount(wagon); c++) {
    const held = wagon.compartments.get(c);
    if (!held) {
      freeCompartments++;
      places += wagon.berths;
    } else if (held.kind === kind) places += wagon.berths - held.taken;
  }
  return { places, freeCompartments };
}

/**
 * Chooses places for a party when the traveller leaves it to us (and for a form without a
 * plan): a whole compartment — the first free one; in a compartment wagon — the first
 * compartment of the same kind with room for the whole party, else the first free one,
 * else berths spread over compartments of that kind and free ones; in an open car — the
 * first run of free seats side by side, else the first free seats. Null when it does not fit.
 */
export function choosePlaces(
  wagon: WagonState,
  request: Omit<PlaceRequest, "places">,
  sells: readonly CompartmentKind[],
): number[] | null {
  const seated = request.party.filter((p) => p.type !== "infant").length;
  if (seated < 1) return null;
  const free = (list: number[]) => list.filter((p) => !wagon.sold.has(p));
  let chosen: number[] | null = null;
  if (wagon.berths === 0) {
    const open = free(Array.from({ length: wagon.places }, (_, i) => i + 1));
    for (let i = 0; i + seated <= open.length && !chosen; i++)
      if (open[i + seated - 1] - open[i] === seated - 1) chosen = open.slice(i, i + seated);
    chosen ??= open.length >= seated ? open.slice(0, seated) : null;
  } else {
    const count = compartmentCount(wagon);
    const all = Array.from({ length: count }, (_, i) => i + 1);
    const freeOnes = all.filter((c) => !wagon.compartments.has(c));
    if (request.whole) chosen = freeOnes.length ? berthsOf(freeOnes[0], wagon.berths) : null;
    else {
      const sameKind = all.filter((c) => wagon.compartments.get(c)?.kind === request.kind);
      const fitting = [...sameKind, ...freeOnes].find((c) => free(berthsOf(c, wagon.berths)).length >= seated);
      if (fitting) chosen = free(berthsOf(fitting, wagon.berths)).slice(0, seated);
      else {
        const spread = [...sameKind, ...freeOnes].flatMap((c) => free(berthsOf(c, wagon.berths)));
        chosen = spread.length >= seated ? spread.slice(0, seated).sort((a, b) => a - b) : null;
      }
    }
  }
  if (!chosen) return null;
  return refusal(wagon, { ...request, places: chosen }, sells) ? null : chosen;
}
