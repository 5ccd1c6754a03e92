/**
 * The tour cart line (the contract with the tour screens and the booking core). A line of kind "tour" stands for
 * one party on one departure: its rooms at one hotel option (a package) or its people (a day tour), priced in the
 * tour's currency per person by occupancy (occupancy.ts); its quantity stays 1.
 *
 * - tourId / departureId / hotelId (null for a day tour): what is sold; `places` what the departure holds for it.
 * - rooms: each room's adults and children's ages on the departure day (a day tour: one "room", its party).
 * - passengers: every traveller, infants too, with the room they sleep in, named as on the passport, with the
 *   birth date, nationality and passport (number, expiry) the tour's documents ask.
 * - terms: the payment plan as sold (deposit percent, days before departure the balance is due) and the kind of
 *   cancellation timeline (rules.ts).
 * - waitlistToken: the waitlist offer this booking takes its held places from (waitlist.server.ts).
 * - title / subtitle / segments: how order screens and vouchers show the line: the transport there and back.
 */
import { z } from "zod";
import { passengerTypes } from "~/travel/travellers";
import { documentTypes } from "~/utils/choices";
import { boards, tourKinds, TOUR_LINE_KIND } from "./codes";
import { CHILD_MAX_AGE, MAX_BEDS_PER_ROOM, MAX_DAY_PARTY, MAX_ROOMS } from "./occupancy";

export { TOUR_LINE_KIND };

const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);
const latinName = z.string().regex(/^[A-Za-z][A-Za-z' -]{0,29}$/);

export const tourTravellerSchema = z.object({
  room: z
    .number()
    .int()
    .min(0)
    .max(MAX_ROOMS - 1),
  type: z.enum(passengerTypes),
  firstName: latinName,
  lastName: latinName,
  gender: z.enum(["male", "female"]),
  birthDate: isoDate,
  /** ISO 3166-1 alpha-2. */
  nationality: z.string().regex(/^[A-Z]{2}$/),
  documentType: z.enum(documentTypes),
  nationalId: z.string().optional(),
  passportNumber: z.string().optional(),
  passportExpiry: isoDate.optional(),
});
export type TourTraveller = z.infer<typeof tourTravellerSchema>;

export const tourCartLineSchema = z.object({
  tourId: z.number().int().positive(),
  departureId: z.number().int().positive(),
  hotelId: z.number().int().nonnegative().nullable(),
  slug: z.string().min(1),
  kind: z.enum(tourKinds),
  currency: z.enum(["IRR", "EUR"]),
  departsOn: isoDate,
  returnsOn: isoDate,
  abroad: z.boolean(),
  board: z.enum(boards).nullable(),
  hotel: z.string().nullable(),
  stars: z.number().int().min(1).max(5).nullable(),
  rooms: z
    .array(
      z.object({
        adults: z
          .number()
          .int()
          .min(0)
          .max(MAX_BEDS_PER_ROOM + MAX_DAY_PARTY),
        childAges: z
          .array(
            z
              .number()
              .int()
              .min(0)
              .max(CHILD_MAX_AGE + 60),
          )
          .max(MAX_DAY_PARTY),
      }),
    )
    .min(1)
    .max(MAX_ROOMS),
  places: z.number().int().min(1).max(45),
  /** Each person's price kind and price, in room order (the voucher's and the summary's rows). */
  people: z.array(z.object({ room: z.number().int(), kind: z.string(), price: z.number().int().nonnegative() })),
  passengers: z
    .array(tourTravellerSchema)
    .min(1)
    .max(MAX_ROOMS * 5),
  terms: z.object({
    depositPercent: z.number().int().min(1).max(100),
    balanceDays: z.number().int().min(0),
  }),
  waitlistToken: z.string().min(16).optional(),
  contact: z.object({ email: z.string().email(), mobile: z.string().min(6) }),
  title: z.string().min(1),
  subtitle: z.string(),
  segments: z
    .array(
      z.object({
        flightNumber: z.string().optional(),
        label: z.string(),
        from: z.string(),
        to: z.string(),
        departsAt: z.string().datetime(),
        arrivesAt: z.string().datetime(),
      }),
    )
    .length(2),
});
export type TourCartLine = z.infer<typeof tourCartLineSchema>;
