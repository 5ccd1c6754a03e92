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
import { birthDateOf, countryCodes, passengerTypes } from "~/travel/travellers";
import {
  checkBirth,
  checkDocumentsOnce,
  checkNationalId,
  checkPassportNumber,
  contactFields,
} from "~/travel/traveller-checks";
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
      checkBirth("trains", p, { today: ctx.today, travelDate: ctx.travelDate }, issue);
      if (p.type === "adult" && (ctx.kind === "men" || ctx.kind === "women")) {
        const wanted = ctx.kind === "men" ? "male" : "female";
        if (p.gender !== wanted)
          issue.addIssue({ code: "custom", path: ["gender"], message: `trains:errors.gender.${ctx.kind}` });
      }
      if (trainDocumentFor(p.nationality) === "id_card") checkNationalId("trains", p.nationalId, issue);
      else checkPassportNumber("trains", p.passportNumber, issue);
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
      ...contactFields("trains"),
      shownTotal: z.coerce.number().int().nonnegative().optional(),
    })
    .superRefine((form, issue) => {
      form.passengers.forEach((p, i) => {
        if (p.type !== ctx.types[i])
          issue.addIssue({ code: "custom", path: ["passengers", i, "type"], message: required });
      });
      checkDocumentsOnce("trains", form.passengers, issue);
    });
}
