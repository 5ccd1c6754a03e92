/**
 * Who fits in a room (pure, shared by server and browser; decision 501). A room party is
 * its adults and each child's age on the check-in day; the property says up to which age a
 * child counts as a child (older ones take an adult's place), whether it takes children at
 * all and whether a baby can sleep in a cot; the room type says how many adults, children
 * and guests in all it sleeps.
 */
import type { RoomParty } from "./stay";

/** A baby (under 2) may sleep in a cot, when the property has them: not counted in the room's occupancy. */
export const COT_MAX_AGE = 1;

export interface ChildPolicy {
  childrenAllowed: boolean;
  /** Children up to this age count as children; older ones as adults. */
  childMaxAge: number;
  cots: boolean;
}

export interface RoomCapacity {
  maxAdults: number;
  maxChildren: number;
  maxOccupancy: number;
}

export type FitError = "childrenNotAllowed" | "tooManyAdults" | "tooManyChildren" | "tooManyGuests";

/** How a room party counts at a property: adults (with children above its child age), children, babies in a cot. */
export function countParty(party: RoomParty, policy: ChildPolicy) {
  const cot = policy.cots ? party.childAges.filter((age) => age <= COT_MAX_AGE).length : 0;
  // One cot per room: a second baby counts as a child.
  const inCot = Math.min(1, cot);
  const counted = [...party.childAges].sort((a, b) => a - b).slice(inCot);
  const older = counted.filter((age) => age > policy.childMaxAge).length;
  return { adults: party.adults + older, children: counted.length - older, inCot };
}

/**
 * Whether a party fits a room: no children where none are taken; adults (as counted) at
 * most the room's adults; children may also use adults' places that are free; everyone
 * but a baby in a cot within the room's occupancy.
 */
export function fitRoom(party: RoomParty, room: RoomCapacity, policy: ChildPolicy): FitError | null {
  if (party.childAges.length && !policy.childrenAllowed) return "childrenNotAllowed";
  const { adults, children } = countParty(party, policy);
  if (adults > room.maxAdults) return "tooManyAdults";
  if (children > room.maxChildren + (room.maxAdults - adults)) return "tooManyChildren";
  if (adults + children > room.maxOccupancy) return "tooManyGuests";
  return null;
}

/** The first reason one of the parties does not fit the room type (every room of a booking is of one type), or null. */
export function fitRooms(parties: readonly RoomParty[], room: RoomCapacity, policy: ChildPolicy): FitError | null {
  for (const party of parties) {
    const error = fitRoom(party, room, policy);
    if (error) return error;
  }
  return null;
}
