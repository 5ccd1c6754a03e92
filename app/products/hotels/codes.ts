/**
 * The hotels domain's code lists (pure, shared by server and browser; docs/decisions/015):
 * the values the database stores and the screens translate (locales/{lang}/hotels.json
 * under the same value). Decision 500.
 */

/** What a property is: its kind decides its name, its star range and its room types. */
export const propertyKinds = ["hotel", "boutique", "apartment", "traditional", "resort"] as const;
export type PropertyKind = (typeof propertyKinds)[number];

/** Meals included in a rate, from none to all. */
export const boards = ["room_only", "breakfast", "half_board", "full_board", "all_inclusive"] as const;
export type Board = (typeof boards)[number];

/**
 * How a rate may be cancelled (cancellation.ts turns it into a timeline):
 * - free: free until a number of days before arrival (12:00 at the hotel), then the first night is kept;
 * - partial: a share of the room price is kept whenever it is cancelled before arrival;
 * - none: not refundable.
 * Every rate is paid now, when the order is paid; only the city tax is paid at the hotel.
 */
export const cancellationKinds = ["free", "partial", "none"] as const;
export type CancellationKind = (typeof cancellationKinds)[number];

/** Facilities of a property (results filter "amenities"; a filter value requires all chosen). */
export const amenities = [
  "wifi",
  "parking",
  "restaurant",
  "room_service",
  "front_desk_24h",
  "elevator",
  "air_conditioning",
  "airport_shuttle",
  "pool",
  "spa",
  "gym",
  "beach",
  "family_rooms",
  "non_smoking",
  "accessible",
  "prayer_room",
  "coffee_shop",
  "laundry",
  "kitchen",
  "courtyard",
] as const;
export type Amenity = (typeof amenities)[number];

/** Room types; their capacity and size come with each property's rooms (catalog.ts). */
export const roomCodes = [
  "single",
  "double",
  "twin",
  "triple",
  "family",
  "suite",
  "studio",
  "apartment_1br",
  "apartment_2br",
] as const;
export type RoomCode = (typeof roomCodes)[number];

export const bedTypes = ["single", "double", "queen", "king", "sofa_bed", "floor_mattress"] as const;
export type BedType = (typeof bedTypes)[number];

/** One way the beds of a room can be set up: e.g. one double bed, or two single beds. */
export type BedGroup = { type: BedType; count: number }[];

export const petPolicies = ["allowed", "on_request", "not_allowed"] as const;
export type PetPolicy = (typeof petPolicies)[number];

/**
 * What the hotel asks for at check-in: Iranian hotels ask Iranian couples for proof of
 * marriage (marriage certificate or the ID booklet showing it) and foreign guests for their
 * passport; every hotel asks each adult for an official photo ID or passport.
 */
export const idRules = ["photo_id_all_adults", "marriage_proof_iranian_couples", "passport_foreigners"] as const;
export type IdRule = (typeof idRules)[number];

/**
 * The generic photographs the project ships (one file per id under the hotel images; no
 * hot-linking): a property lists a few of them, the first one on its card.
 */
export const photoIds = [
  "exterior-modern",
  "exterior-classic",
  "exterior-traditional",
  "exterior-resort",
  "lobby",
  "courtyard",
  "room-double",
  "room-twin",
  "room-suite",
  "room-traditional",
  "bathroom",
  "breakfast",
  "restaurant",
  "pool",
  "spa",
  "beach",
  "view-city",
] as const;
export type PhotoId = (typeof photoIds)[number];
