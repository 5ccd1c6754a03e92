/**
 * The hotel cart line (the contract with the hotel screens and the booking core). A line of
 * kind "hotel" in `cart_lines` carries this payload; parse it with `hotelCartLineSchema`
 * before use. It stands for `rooms.length` rooms of one room type at one rate plan, for the
 * nights from check-in to check-out; its quantity stays 1 (booking/products.ts). The line
 * is priced in the property's currency (`currency` IRR or EUR, amount and breakdown from
 * pricing.ts); the order converts it into the customer's currency (decision 406).
 *
 * - propertyId / roomTypeId / ratePlanId: the inventory sold (hotel_* tables).
 * - checkIn / checkOut: ISO dates; checkInTime / checkOutTime and timeZone: the hotel's clock.
 * - rooms: each room's party (adults, children's ages on check-in day).
 * - passengers: one lead guest per room, in room order, named as on the ID or passport:
 *   an Iranian staying in Iran gives the national ID, anyone else a passport.
 * - terms: the rate's cancellation rule as sold (cancellation.ts reads it for the timeline).
 * - board, cityTaxAtHotel (minor units of `currency`, paid at the hotel).
 * - specialRequests, arrivalTime (HH:MM, optional), contact, searchedAt.
 * - title / subtitle / segments: how order screens and vouchers show the line (orders/lines.ts):
 *   one segment labelled with the property, from check-in to check-out.
 */
import { z } from "zod";
import { isValidNationalId } from "~/travel/travellers";
import { documentTypes } from "~/utils/choices";
import { boards, cancellationKinds } from "./codes";
import { CHILD_MAX_AGE, MAX_GUESTS_PER_ROOM, MAX_ROOMS } from "./stay";

export const HOTEL_LINE_KIND = "hotel";

const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);
const clockTime = z.string().regex(/^[0-2]\d:[0-5]\d$/);
const latinName = z.string().regex(/^[A-Za-z][A-Za-z' -]{0,29}$/);

export const leadGuestSchema = z.object({
  firstName: latinName,
  lastName: latinName,
  /** ISO 3166-1 alpha-2. */
  nationality: z.string().regex(/^[A-Z]{2}$/),
  documentType: z.enum(documentTypes),
  nationalId: z.string().optional(),
  passportNumber: z.string().optional(),
});
export type LeadGuest = z.infer<typeof leadGuestSchema>;

/** The document a lead guest must give: a national ID for an Iranian in Iran, a passport otherwise. */
export function documentFor(nationality: string, domestic: boolean): (typeof documentTypes)[number] {
  return domestic && nationality === "IR" ? "id_card" : "passport";
}

export const hotelCartLineSchema = z
  .object({
    propertyId: z.number().int().positive(),
    roomTypeId: z.number().int().positive(),
    ratePlanId: z.number().int().positive(),
    domestic: z.boolean(),
    currency: z.enum(["IRR", "EUR"]),
    checkIn: isoDate,
    checkOut: isoDate,
    checkInTime: clockTime,
    checkOutTime: clockTime,
    timeZone: z.string().min(1),
    rooms: z
      .array(
        z.object({
          adults: z.number().int().min(1).max(MAX_GUESTS_PER_ROOM),
          childAges: z.array(z.number().int().min(0).max(CHILD_MAX_AGE)).max(MAX_GUESTS_PER_ROOM - 1),
        }),
      )
      .min(1)
      .max(MAX_ROOMS),
    passengers: z.array(leadGuestSchema).min(1).max(MAX_ROOMS),
    board: z.enum(boards),
    terms: z.object({
      kind: z.enum(cancellationKinds),
      freeUntilDays: z.number().int().min(0),
      keepPercent: z.number().int().min(0).max(100),
      lateShare: z.number().min(0).max(1),
    }),
    cityTaxAtHotel: z.number().int().min(0),
    specialRequests: z.string().max(500).optional(),
    arrivalTime: clockTime.optional(),
    contact: z.object({ email: z.string().email(), mobile: z.string().min(6) }),
    searchedAt: z.string().datetime(),
    title: z.string().min(1),
    subtitle: z.string(),
    segments: z
      .array(z.object({ label: z.string(), departsAt: z.string().datetime(), arrivesAt: z.string().datetime() }))
      .length(1),
  })
  .superRefine((line, ctx) => {
    if (line.checkOut <= line.checkIn)
      ctx.addIssue({ code: "custom", path: ["checkOut"], message: "check-out must follow check-in" });
    if (line.passengers.length !== line.rooms.length)
      ctx.addIssue({ code: "custom", path: ["passengers"], message: "one lead guest per room" });
    line.passengers.forEach((guest, i) => {
      const wanted = documentFor(guest.nationality, line.domestic);
      if (guest.documentType !== wanted)
        ctx.addIssue({ code: "custom", path: ["passengers", i, "documentType"], message: `${wanted} required` });
      else if (wanted === "id_card" && !isValidNationalId(guest.nationalId ?? ""))
        ctx.addIssue({ code: "custom", path: ["passengers", i, "nationalId"], message: "invalid national ID" });
      else if (wanted === "passport" && !/^[A-Za-z0-9]{6,9}$/.test(guest.passportNumber ?? ""))
        ctx.addIssue({ code: "custom", path: ["passengers", i, "passportNumber"], message: "invalid passport number" });
    });
  });
export type HotelCartLine = z.infer<typeof hotelCartLineSchema>;
