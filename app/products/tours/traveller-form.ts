/**
 * The tour travellers' form (zod, shared by the page's browser check and its action; decision 705), on the
 * passenger rules every product shares (app/travel/travellers.ts): English names in Latin letters as on the
 * passport, gender, a birth date (year, month, day; a Jalali year in fa) that gives the age the room planner was
 * told on the departure day, the nationality and its document — a passport for every traveller abroad, valid six
 * months after the return date; at home the national ID for an Iranian, a passport otherwise. The same document
 * only once. Messages are keys of the "tours" namespace. Each traveller comes out as the cart line's TourTraveller.
 */
import { z } from "zod";
import { addDays, parseDateText } from "~/travel/clock";
import { birthDateOf, countryCodes, maxExpiryDate, passengerTypes, typeForAge } from "~/travel/travellers";
import {
  checkBirth,
  checkDocumentsOnce,
  checkNationalId,
  checkPassportNumber,
  contactFields,
} from "~/travel/traveller-checks";
import { messageKey } from "~/i18n/keys";
import { toAsciiDigits } from "~/utils/digits";
import type { TourTraveller } from "./cart-line";

/** A passport must be valid this many days after the return date (the countries' common six months). */
export const PASSPORT_VALID_AFTER_RETURN_DAYS = 183;

const required = messageKey("tours:errors.required");
const latinName = z
  .string({ required_error: required })
  .trim()
  .min(1, required)
  .max(20, messageKey("tours:errors.max20"))
  .pipe(z.string().regex(/^[A-Za-z][A-Za-z' -]*$/, messageKey("tours:errors.latin")));

const travellerShape = z.object({
  room: z.coerce.number().int().min(0).max(9),
  type: z.enum(passengerTypes, { required_error: required }),
  firstName: latinName,
  lastName: latinName,
  gender: z.enum(["male", "female"], { required_error: required, invalid_type_error: required }),
  birthYear: z.string({ required_error: required }).trim().min(1, required),
  birthMonth: z.string({ required_error: required }).trim().min(1, required),
  birthDay: z.string({ required_error: required }).trim().min(1, required),
  nationality: z
    .string({ required_error: messageKey("tours:errors.nationality") })
    .trim()
    .refine((c) => countryCodes.includes(c), messageKey("tours:errors.nationality")),
  nationalId: z.string().trim().transform(toAsciiDigits).optional(),
  passportNumber: z.string().trim().transform(toAsciiDigits).optional(),
  passportExpiry: z.string().trim().optional(),
});
export type TourTravellerInput = z.input<typeof travellerShape>;

export interface TourFormContext {
  /** Each traveller's room and type, in order (from the room planner's party). */
  people: readonly { room: number; type: (typeof passengerTypes)[number] }[];
  departsOn: string;
  returnsOn: string;
  abroad: boolean;
  today: string;
}

/** The document a traveller gives: a passport abroad; at home the national ID for an Iranian, else a passport. */
export const tourDocumentFor = (abroad: boolean) => (nationality: string) =>
  !abroad && nationality === "IR" ? ("id_card" as const) : ("passport" as const);

export function tourTravellerSchema(ctx: TourFormContext) {
  const documentFor = tourDocumentFor(ctx.abroad);
  const validUntil = ctx.abroad ? addDays(ctx.returnsOn, PASSPORT_VALID_AFTER_RETURN_DAYS) : ctx.returnsOn;
  const traveller = travellerShape
    .superRefine((p, issue) => {
      checkBirth("tours", p, { today: ctx.today, travelDate: ctx.departsOn }, issue);
      if (documentFor(p.nationality) === "id_card") {
        checkNationalId("tours", p.nationalId, issue);
        return;
      }
      checkPassportNumber("tours", p.passportNumber, issue);
      const expiry = parseDateText(p.passportExpiry);
      if (!p.passportExpiry) issue.addIssue({ code: "custom", path: ["passportExpiry"], message: required });
      else if (!expiry)
        issue.addIssue({ code: "custom", path: ["passportExpiry"], message: messageKey("tours:errors.date") });
      else if (expiry < validUntil)
        issue.addIssue({
          code: "custom",
          path: ["passportExpiry"],
          message: ctx.abroad
            ? messageKey("tours:errors.passportSixMonths")
            : messageKey("tours:errors.passportExpired"),
        });
      else if (expiry > maxExpiryDate(ctx.today))
        issue.addIssue({ code: "custom", path: ["passportExpiry"], message: messageKey("tours:errors.expiryTooFar") });
    })
    .transform((p): TourTraveller => {
      const documentType = documentFor(p.nationality);
      return {
        room: p.room,
        type: p.type,
        firstName: p.firstName,
        lastName: p.lastName,
        gender: p.gender,
        birthDate: birthDateOf(p.birthYear, p.birthMonth, p.birthDay) ?? "",
        nationality: p.nationality,
        documentType,
        ...(documentType === "id_card"
          ? { nationalId: p.nationalId }
          : {
              passportNumber: p.passportNumber?.toUpperCase(),
              passportExpiry: parseDateText(p.passportExpiry) ?? undefined,
            }),
      };
    });
  return z
    .object({
      passengers: z.preprocess((v) => v ?? [], z.array(traveller).length(ctx.people.length, required)),
      ...contactFields("tours"),
      shownTotal: z.coerce.number().int().nonnegative().optional(),
    })
    .superRefine((form, issue) => {
      form.passengers.forEach((p, i) => {
        const want = ctx.people[i];
        if (!want || p.type !== want.type || p.room !== want.room)
          issue.addIssue({ code: "custom", path: ["passengers", i, "type"], message: required });
      });
      checkDocumentsOnce("tours", form.passengers, issue);
    });
}

/** Each traveller's room and type, in room order: adults first, then the children by the ages given. */
export function peopleOf(rooms: readonly { adults: number; childAges: number[] }[]) {
  return rooms.flatMap((room, i) => [
    ...Array.from({ length: room.adults }, () => ({ room: i, type: "adult" as const })),
    ...room.childAges.map((age) => ({ room: i, type: typeForAge(age) })),
  ]);
}
