/**
 * The train passenger form (zod, shared by the page's browser check and its action;
 * decision 604), on the flights' passenger rules (passenger-rules.ts): English names in
 * Latin letters, gender, a birth date (year, month, day; a Jalali year in fa) that fits the
 * passenger type on the travel date, the nationality and the document the Iranian network
 * asks (trainDocumentFor: the national ID with its check digit for an Iranian, a passport
 * otherwise), the same document only once; a men's or women's compartment takes adults of
 * that gender only. Messages are keys of the "trains" namespace. Each passenger comes out
 * as the cart line's TrainPassenger.
 */
import { z } from "zod";
import { ageOn } from "~/travel/clock";
import { passengerTypes } from "~/travel/travellers";
import {
  MIN_BIRTH_DATE,
  birthDateOf,
  birthYearInRange,
  countryCodes,
  isValidNationalId,
  typeForAge,
} from "~/travel/travellers";
import { messageKey } from "~/i18n/keys";
import { toAsciiDigits } from "~/utils/digits";
import { trainDocumentFor, type TrainPassenger } from "./cart-line";
import { genders, type CompartmentKind } from "./codes";

const required = messageKey("trains:errors.required");
const latinName = z
  .string({ required_error: required })
  .trim()
  .min(1, required)
  .max(20, messageKey("trains:errors.max20"))
  .pipe(z.string().regex(/^[A-Za-z][A-Za-z' -]*$/, messageKey("trains:errors.latin")));

const passengerShape = z.object({
  type: z.enum(passengerTypes, { required_error: required }),
  firstName: latinName,
  lastName: latinName,
  gender: z.enum(genders, { required_error: required, invalid_type_error: required }),
  birthYear: z.string({ required_error: required }).trim().min(1, required),
  birthMonth: z.string({ required_error: required }).trim().min(1, required),
  birthDay: z.string({ required_error: required }).trim().min(1, required),
  nationality: z
    .string({ required_error: messageKey("trains:errors.nationality") })
    .trim()
    .refine((c) => countryCodes.includes(c), messageKey("trains:errors.nationality")),
  nationalId: z.string().trim().transform(toAsciiDigits).optional(),
  passportNumber: z.string().trim().transform(toAsciiDigits).optional(),
});
export type TrainPassengerInput = z.input<typeof passengerShape>;

export interface TrainFormContext {
  /** The passenger types in order (from the search's counts). */
  types: readonly (typeof passengerTypes)[number][];
  /** ISO date of the journey (the age on that day decides the type). */
  travelDate: string;
  /** The agency's today. */
  today: string;
  /** The compartment kind (null in an open-seat car; men/women ask for adults of that gender). */
  kind: CompartmentKind | null;
}

/** The form's schema for one trip and party. */
export function trainPassengerSchema(ctx: TrainFormContext) {
  const passenger = passengerShape
    .superRefine((p, issue) => {
      const birth = birthDateOf(p.birthYear, p.birthMonth, p.birthDay);
      // A birth year between 1900 and this year (issue 21: -99999999 was a 500).
      if (!birthYearInRange(p.birthYear, ctx.today) || (birth && birth < MIN_BIRTH_DATE))
        issue.addIssue({ code: "custom", path: ["birthYear"], message: messageKey("trains:errors.birthYearRange") });
      else if (!birth || birth > ctx.today)
        issue.addIssue({ code: "custom", path: ["birthYear"], message: messageKey("trains:errors.birthDate") });
      else if (typeForAge(ageOn(birth, ctx.travelDate)) !== p.type)
        issue.addIssue({ code: "custom", path: ["birthYear"], message: `trains:errors.age.${p.type}` });
      if (p.type === "adult" && (ctx.kind === "men" || ctx.kind === "women")) {
        const wanted = ctx.kind === "men" ? "male" : "female";
        if (p.gender !== wanted)
          issue.addIssue({ code: "custom", path: ["gender"], message: `trains:errors.gender.${ctx.kind}` });
      }
      if (trainDocumentFor(p.nationality) === "id_card") {
        if (!p.nationalId) issue.addIssue({ code: "custom", path: ["nationalId"], message: required });
        else if (!isValidNationalId(p.nationalId))
          issue.addIssue({ code: "custom", path: ["nationalId"], message: messageKey("trains:errors.nationalId") });
      } else if (!p.passportNumber) issue.addIssue({ code: "custom", path: ["passportNumber"], message: required });
      else if (!/^[A-Za-z0-9]{6,9}$/.test(p.passportNumber))
        issue.addIssue({
          code: "custom",
          path: ["passportNumber"],
          message: messageKey("trains:errors.passportNumber"),
        });
    })
    .transform((p): TrainPassenger => {
      const documentType = trainDocumentFor(p.nationality);
      return {
        firstName: p.firstName,
        lastName: p.lastName,
        type: p.type,
        gender: p.gender,
        // Checked above: a valid date (the way back's form starts from it, return-party.ts).
        birthDate: birthDateOf(p.birthYear, p.birthMonth, p.birthDay) ?? undefined,
        nationality: p.nationality,
        documentType,
        ...(documentType === "id_card"
          ? { nationalId: p.nationalId }
          : { passportNumber: p.passportNumber?.toUpperCase() }),
      };
    });
  return z
    .object({
      passengers: z.preprocess((v) => v ?? [], z.array(passenger).length(ctx.types.length, required)),
      email: z.string({ required_error: required }).trim().min(1, required).email(messageKey("trains:errors.email")),
      mobile: z
        .string({ required_error: required })
        .trim()
        .min(1, required)
        .transform((v) => toAsciiDigits(v).replace(/[\s()-]/g, ""))
        .pipe(z.string().regex(/^\+?\d{7,15}$/, messageKey("trains:errors.mobile"))),
      shownTotal: z.coerce.number().int().nonnegative().optional(),
    })
    .superRefine((form, issue) => {
      const seen = new Set<string>();
      form.passengers.forEach((p, i) => {
        if (p.type !== ctx.types[i])
          issue.addIssue({ code: "custom", path: ["passengers", i, "type"], message: required });
        const doc = p.documentType === "id_card" ? `id:${p.nationalId}` : `pp:${p.passportNumber}`;
        if (seen.has(doc))
          issue.addIssue({
            code: "custom",
            path: ["passengers", i, p.documentType === "id_card" ? "nationalId" : "passportNumber"],
            message: messageKey("trains:errors.alreadyChosen"),
          });
        seen.add(doc);
      });
    });
}
