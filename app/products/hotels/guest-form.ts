/**
 * The hotel guest form (zod, shared by the page's browser check and its action): one lead
 * guest per room, named in Latin letters as on the ID or passport, with a nationality and
 * the document the stay needs (documentFor: a national ID with its check digit for an Iranian
 * staying in Iran, a passport otherwise — the passenger rules of flights); special requests,
 * arrival time (hours and minutes, any digits and separators: clockText), and the contact. `shownTotal` is the price the page
 * showed, so a price that changed since is said before anything is booked. Messages are keys
 * of the "hotels" namespace. Each guest comes out as a LeadGuest (cart-line.ts).
 */
import { z } from "zod";
import { isValidNationalId } from "~/travel/travellers";
import { countryCodes } from "~/travel/travellers";
import { messageKey } from "~/i18n/keys";
import { toAsciiDigits } from "~/utils/digits";
import { documentFor, type LeadGuest } from "./cart-line";

const required = messageKey("hotels:errors.required");
const latinName = z
  .string({ required_error: required })
  .trim()
  .min(1, required)
  .max(30, messageKey("hotels:errors.max30"))
  .pipe(z.string().regex(/^[A-Za-z][A-Za-z' -]*$/, messageKey("hotels:errors.latin")));

const guestShape = z.object({
  firstName: latinName,
  lastName: latinName,
  nationality: z
    .string({ required_error: messageKey("hotels:errors.nationality") })
    .trim()
    .refine((c) => countryCodes.includes(c), messageKey("hotels:errors.nationality")),
  nationalId: z.string().trim().transform(toAsciiDigits).optional(),
  passportNumber: z.string().trim().transform(toAsciiDigits).optional(),
});
export type GuestInput = z.input<typeof guestShape>;

/** "14:30", "14.30", "14h30", "14 h 30", "۱۴:۳۰" or "9:05" as HH:MM (anything else is left for the check to refuse). */
export function clockText(value: string) {
  const m = toAsciiDigits(value)
    .trim()
    .match(/^(\d{1,2})\s*[:.hH]\s*(\d{2})$/);
  return m ? `${m[1].padStart(2, "0")}:${m[2]}` : value;
}

/** The form's schema for a booking of `rooms` rooms in Iran (`domestic`) or abroad. */
export function guestFormSchema(ctx: { rooms: number; domestic: boolean }) {
  const guest = guestShape
    .superRefine((g, issue) => {
      if (documentFor(g.nationality, ctx.domestic) === "id_card") {
        if (!g.nationalId) issue.addIssue({ code: "custom", path: ["nationalId"], message: required });
        else if (!isValidNationalId(g.nationalId))
          issue.addIssue({ code: "custom", path: ["nationalId"], message: messageKey("hotels:errors.nationalId") });
      } else if (!g.passportNumber) issue.addIssue({ code: "custom", path: ["passportNumber"], message: required });
      else if (!/^[A-Za-z0-9]{6,9}$/.test(g.passportNumber))
        issue.addIssue({
          code: "custom",
          path: ["passportNumber"],
          message: messageKey("hotels:errors.passportNumber"),
        });
    })
    .transform((g): LeadGuest => {
      const documentType = documentFor(g.nationality, ctx.domestic);
      return {
        firstName: g.firstName,
        lastName: g.lastName,
        nationality: g.nationality,
        documentType,
        ...(documentType === "id_card"
          ? { nationalId: g.nationalId }
          : { passportNumber: g.passportNumber?.toUpperCase() }),
      };
    });
  return z.object({
    guests: z.preprocess((v) => v ?? [], z.array(guest).length(ctx.rooms, required)),
    specialRequests: z.string().trim().max(500, messageKey("hotels:errors.max500")).optional(),
    arrivalTime: z
      .string()
      .trim()
      .transform(clockText)
      .pipe(z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, messageKey("hotels:errors.arrivalTime")))
      .optional(),
    email: z.string({ required_error: required }).trim().min(1, required).email(messageKey("hotels:errors.email")),
    mobile: z
      .string({ required_error: required })
      .trim()
      .min(1, required)
      .transform((v) => toAsciiDigits(v).replace(/[\s()-]/g, ""))
      .pipe(z.string().regex(/^\+?\d{7,15}$/, messageKey("hotels:errors.mobile"))),
    shownTotal: z.coerce.number().int().nonnegative().optional(),
  });
}
