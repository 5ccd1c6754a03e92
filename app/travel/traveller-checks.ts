/**
 * The checks every product's traveller form shares (pure, zod; trains' passengers, tours' travellers): a birth date
 * that is a real day from 1900 to today and gives the traveller's type on the travel day, an Iranian national ID with
 * its check digit, a passport number of 6 to 9 letters or digits, the contact, and the same document only once. Each
 * product says them in its own namespace, whose `errors` group has the same names (required, birthYearRange,
 * birthDate, age.*, nationalId, passportNumber, email, mobile, alreadyChosen).
 */
import { z } from "zod";
import { ageOn } from "./clock";
import { MIN_BIRTH_DATE, birthDateOf, birthYearInRange, isValidNationalId, typeForAge } from "./travellers";
import type { PassengerType } from "./travellers";
import { toAsciiDigits } from "~/utils/digits";

type Issues = z.RefinementCtx;
type Namespace = "trains" | "tours";
const key = (ns: Namespace, name: string) => `${ns}:errors.${name}`;

/** The birth date: a year from 1900, a real day not after today, of the traveller's type on the travel day. */
export function checkBirth(
  ns: Namespace,
  p: { birthYear: string; birthMonth: string; birthDay: string; type: PassengerType },
  ctx: { today: string; travelDate: string },
  issue: Issues,
) {
  const birth = birthDateOf(p.birthYear, p.birthMonth, p.birthDay);
  // A birth year between 1900 and this year (issue 21: -99999999 was a 500).
  if (!birthYearInRange(p.birthYear, ctx.today) || (birth && birth < MIN_BIRTH_DATE))
    issue.addIssue({ code: "custom", path: ["birthYear"], message: key(ns, "birthYearRange") });
  else if (!birth || birth > ctx.today)
    issue.addIssue({ code: "custom", path: ["birthYear"], message: key(ns, "birthDate") });
  else if (typeForAge(ageOn(birth, ctx.travelDate)) !== p.type)
    issue.addIssue({ code: "custom", path: ["birthYear"], message: key(ns, `age.${p.type}`) });
}

/** The national ID, asked of an Iranian: given, with a valid check digit. */
export function checkNationalId(ns: Namespace, nationalId: string | undefined, issue: Issues) {
  if (!nationalId) issue.addIssue({ code: "custom", path: ["nationalId"], message: key(ns, "required") });
  else if (!isValidNationalId(nationalId))
    issue.addIssue({ code: "custom", path: ["nationalId"], message: key(ns, "nationalId") });
}

/** The passport number: given, 6 to 9 letters or digits. */
export function checkPassportNumber(ns: Namespace, passportNumber: string | undefined, issue: Issues) {
  if (!passportNumber) issue.addIssue({ code: "custom", path: ["passportNumber"], message: key(ns, "required") });
  else if (!/^[A-Za-z0-9]{6,9}$/.test(passportNumber))
    issue.addIssue({ code: "custom", path: ["passportNumber"], message: key(ns, "passportNumber") });
}

/** The buyer's contact on a traveller form: an e-mail address and a mobile number (digits of any script). */
export function contactFields(ns: Namespace) {
  const required = key(ns, "required");
  return {
    email: z.string({ required_error: required }).trim().min(1, required).email(key(ns, "email")),
    mobile: z
      .string({ required_error: required })
      .trim()
      .min(1, required)
      .transform((v) => toAsciiDigits(v).replace(/[\s()-]/g, ""))
      .pipe(z.string().regex(/^\+?\d{7,15}$/, key(ns, "mobile"))),
  };
}

/** The same national ID or passport given for two travellers: said at the second. */
export function checkDocumentsOnce(
  ns: Namespace,
  travellers: readonly { documentType: string; nationalId?: string; passportNumber?: string }[],
  issue: Issues,
) {
  const seen = new Set<string>();
  travellers.forEach((p, i) => {
    const doc = p.documentType === "id_card" ? `id:${p.nationalId}` : `pp:${p.passportNumber}`;
    if (seen.has(doc))
      issue.addIssue({
        code: "custom",
        path: ["passengers", i, p.documentType === "id_card" ? "nationalId" : "passportNumber"],
        message: key(ns, "alreadyChosen"),
      });
    seen.add(doc);
  });
}
