/**
 * The passenger form (pure, shared): one entry per traveller, the buyer's contact, and
 * the spec's rules (§5): English names in Latin letters (max 20), a birth date that fits
 * the passenger type on every travel date (infant under 2, child 2–11, adult 12 and over),
 * an Iranian national ID with a valid check digit or a passport valid on the travel dates,
 * the same document only once. Messages are keys of the "flights" namespace.
 */
import { z } from "zod";
import { MAX_SEATED, passengerTypes } from "~/travel/travellers";
import { documentTypes, genders, occupations } from "~/utils/choices";
import { toAsciiDigits } from "~/utils/digits";
import { ageOn, parseDateText } from "~/travel/clock";
import type { StoredPassenger } from "./cart-line";
import { messageKey } from "~/i18n/keys";
import {
  MIN_BIRTH_DATE,
  birthDateOf,
  birthYearInRange,
  countryCodes,
  isValidNationalId,
  maxExpiryDate,
  typeForAge,
  type TravelContext,
} from "~/travel/travellers";

const required = messageKey("flights:errors.required");
const text = (max = 40) =>
  z
    .string({ required_error: required })
    .trim()
    .min(1, required)
    .max(max, max === 20 ? messageKey("flights:errors.max20") : messageKey("flights:errors.max40"));
const latinName = text(20).pipe(z.string().regex(/^[A-Za-z][A-Za-z' -]*$/, messageKey("flights:errors.latin")));

const passengerShape = z.object({
  type: z.enum(passengerTypes, { required_error: required }),
  firstName: latinName,
  lastName: latinName,
  gender: z.enum(genders, { required_error: required }),
  birthYear: z.string({ required_error: required }).trim().min(1, required),
  birthMonth: z.string({ required_error: required }).trim().min(1, required),
  birthDay: z.string({ required_error: required }).trim().min(1, required),
  documentType: z.enum(documentTypes, { required_error: required }),
  nationalId: z.string().trim().optional(),
  // Persian or Arabic-Indic digits typed in a passport number are the same digits.
  passportNumber: z.string().trim().transform(toAsciiDigits).optional(),
  passportCountry: z.string().trim().optional(),
  passportExpiry: z.string().trim().optional(),
  occupation: z.enum(occupations).optional(),
});
export type PassengerInput = z.infer<typeof passengerShape>;

/** The schema of the whole form for one booking. */
export function passengerFormSchema(ctx: TravelContext) {
  const lastTravel = ctx.travelDates[ctx.travelDates.length - 1];
  const passenger = passengerShape.superRefine((p, issue) => {
    const birth = birthDateOf(p.birthYear, p.birthMonth, p.birthDay);
    // A birth year between 1900 and this year (issue 21: -99999999 was a 500).
    if (!birthYearInRange(p.birthYear, ctx.today) || (birth && birth < MIN_BIRTH_DATE))
      issue.addIssue({ code: "custom", path: ["birthYear"], message: messageKey("flights:errors.birthYearRange") });
    else if (!birth || birth > ctx.today)
      issue.addIssue({ code: "custom", path: ["birthYear"], message: messageKey("flights:errors.birthDate") });
    else if (ctx.travelDates.some((d) => typeForAge(ageOn(birth, d)) !== p.type))
      issue.addIssue({ code: "custom", path: ["birthYear"], message: `flights:errors.age.${p.type}` });
    if (p.documentType === "id_card") {
      if (!p.nationalId) issue.addIssue({ code: "custom", path: ["nationalId"], message: required });
      else if (!isValidNationalId(p.nationalId))
        issue.addIssue({ code: "custom", path: ["nationalId"], message: messageKey("flights:errors.nationalId") });
    } else {
      if (!p.passportNumber) issue.addIssue({ code: "custom", path: ["passportNumber"], message: required });
      else if (!/^[A-Za-z0-9]{6,9}$/.test(p.passportNumber))
        issue.addIssue({
          code: "custom",
          path: ["passportNumber"],
          message: messageKey("flights:errors.passportNumber"),
        });
      if (!p.passportCountry) issue.addIssue({ code: "custom", path: ["passportCountry"], message: required });
      else if (!countryCodes.includes(p.passportCountry))
        issue.addIssue({ code: "custom", path: ["passportCountry"], message: messageKey("flights:errors.country") });
      const expiry = parseDateText(p.passportExpiry);
      if (!p.passportExpiry) issue.addIssue({ code: "custom", path: ["passportExpiry"], message: required });
      else if (!expiry)
        issue.addIssue({ code: "custom", path: ["passportExpiry"], message: messageKey("flights:errors.date") });
      else if (expiry < lastTravel || expiry < ctx.today)
        issue.addIssue({
          code: "custom",
          path: ["passportExpiry"],
          message: messageKey("flights:errors.passportExpired"),
        });
      else if (expiry > maxExpiryDate(ctx.today))
        issue.addIssue({
          code: "custom",
          path: ["passportExpiry"],
          message: messageKey("flights:errors.expiryTooFar"),
        });
    }
  });
  return z
    .object({
      passengers: z.preprocess((v) => v ?? [], z.array(passenger)),
      email: z.string({ required_error: required }).trim().min(1, required).email("flights:errors.email"),
      mobile: z
        .string({ required_error: required })
        .trim()
        .min(1, required)
        .transform((v) => toAsciiDigits(v).replace(/[\s()-]/g, ""))
        .pipe(z.string().regex(/^\+?\d{7,15}$/, messageKey("flights:errors.phone"))),
      passportChecked: z.string().optional(),
    })
    .superRefine((form, issue) => {
      // A form-level message: with no traveller left there is no list field to show it by.
      if (!form.passengers.length)
        issue.addIssue({ code: "custom", path: [], message: messageKey("flights:errors.noPassenger") });
      const seen = new Map<string, number>();
      form.passengers.forEach((p, i) => {
        const doc =
          p.documentType === "id_card"
            ? p.nationalId
              ? `id:${toAsciiDigits(p.nationalId)}`
              : null
            : p.passportNumber
              ? `pp:${p.passportNumber.toUpperCase()}`
              : null;
        if (!doc) return;
        if (seen.has(doc))
          issue.addIssue({
            code: "custom",
            path: ["passengers", i, p.documentType === "id_card" ? "nationalId" : "passportNumber"],
            message: messageKey("flights:errors.alreadyChosen"),
          });
        else seen.set(doc, i);
      });
      const adults = form.passengers.filter((p) => p.type === "adult").length;
      const infants = form.passengers.filter((p) => p.type === "infant").length;
      const seated = form.passengers.length - infants;
      if (seated > Math.min(MAX_SEATED, ctx.seatsLeft))
        issue.addIssue({ code: "custom", path: ["passengers"], message: messageKey("flights:errors.capacity") });
      else if (infants > adults)
        issue.addIssue({ code: "custom", path: ["passengers"], message: messageKey("flights:errors.infants") });
      else if (form.passengers.length && adults === 0)
        issue.addIssue({ code: "custom", path: ["passengers"], message: messageKey("flights:errors.adultNeeded") });
    });
}

/** The stored form of a validated passenger (cart line payload). */
export function toStoredPassenger(p: PassengerInput): StoredPassenger {
  const base = {
    type: p.type,
    firstName: p.firstName,
    lastName: p.lastName,
    gender: p.gender,
    birthDate: birthDateOf(p.birthYear, p.birthMonth, p.birthDay)!,
    documentType: p.documentType,
    occupation: p.occupation,
  };
  return p.documentType === "id_card"
    ? { ...base, nationalId: toAsciiDigits(p.nationalId ?? "") }
    : {
        ...base,
        passportNumber: toAsciiDigits(p.passportNumber ?? "").toUpperCase(),
        passportCountry: p.passportCountry,
        passportExpiry: parseDateText(p.passportExpiry) ?? undefined,
      };
}
