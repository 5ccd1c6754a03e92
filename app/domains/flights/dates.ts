/**
 * Dates of the flight forms (pure, shared): ISO calendar dates (YYYY-MM-DD), the Solar
 * Hijri (Jalali) calendar used in Persian, ages on the travel date. The Jalali calendar
 * comes from Intl (ICU's "persian" calendar), so no table of leap years is kept here.
 */
/** How far ahead flights are sold (the generated schedule). */
export const BOOKING_HORIZON_DAYS = 120;

const persianDigits = "۰۱۲۳۴۵۶۷۸۹";
const arabicDigits = "٠١٢٣٤٥٦٧٨٩";

/** Latin digits for Persian or Arabic ones ("۱۴۰۵" → "1405"). */
export function latinDigits(value: string) {
  return value.replace(/[۰-۹٠-٩]/g, (d) => String(persianDigits.includes(d) ? persianDigits.indexOf(d) : arabicDigits.indexOf(d)));
}

export function isIsoDate(value: string) {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const d = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === value;
}

const jalaliFormat = new Intl.DateTimeFormat("en-u-ca-persian-nu-latn", { timeZone: "UTC", year: "numeric", month: "numeric", day: "numeric" });

/** The Jalali year, month and day of an ISO date. */
export function toJalali(iso: string): { jy: number; jm: number; jd: number } {
  const parts = jalaliFormat.formatToParts(new Date(`${iso}T00:00:00Z`));
  const get = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  return { jy: get("year"), jm: get("month"), jd: get("day") };
}

/** An ISO date as a Jalali date with Persian digits: "۱۴۰۵/۰۹/۰۱". */
export function formatJalali(iso: string, digits: "fa" | "latn" = "fa") {
  const { jy, jm, jd } = toJalali(iso);
  const text = `${jy}/${String(jm).padStart(2, "0")}/${String(jd).padStart(2, "0")}`;
  return digits === "fa" ? text.replace(/\d/g, (d) => persianDigits[Number(d)]) : text;
}

/** The ISO date of a Jalali date, or null when it does not exist (e.g. 1404/12/30 in a common year). */
export function fromJalali(jy: number, jm: number, jd: number): string | null {
  if (!(jm >= 1 && jm <= 12 && jd >= 1 && jd <= 31)) return null;
  const dayOfYear = jm <= 6 ? (jm - 1) * 31 + jd - 1 : 186 + (jm - 7) * 30 + jd - 1;
  const guess = Date.UTC(jy + 621, 2, 21) + dayOfYear * 86_400_000;
  for (const offset of [0, -1, 1, -2, 2, -3, 3]) {
    const iso = new Date(guess + offset * 86_400_000).toISOString().slice(0, 10);
    const j = toJalali(iso);
    if (j.jy === jy && j.jm === jm && j.jd === jd) return iso;
  }
  return null;
}

/**
 * Reads a date typed in a form: ISO (YYYY-MM-DD, what a date input sends) or a Jalali
 * date YYYY/MM/DD (year below 1700, Persian or Latin digits). Returns the ISO date or null.
 */
export function parseDateInput(value: string | null | undefined): string | null {
  const text = latinDigits((value ?? "").trim());
  if (!text) return null;
  if (isIsoDate(text)) return text;
  const m = /^(\d{4})[/.-](\d{1,2})[/.-](\d{1,2})$/.exec(text);
  if (!m) return null;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  if (y < 1700) return fromJalali(y, mo, d);
  const iso = `${m[1]}-${m[2].padStart(2, "0")}-${m[3].padStart(2, "0")}`;
  return isIsoDate(iso) ? iso : null;
}

/** How a date is written in a form field of this language (Jalali in fa). */
export function dateFieldValue(iso: string | null | undefined, locale: string) {
  if (!iso || !isIsoDate(iso)) return iso ?? "";
  return locale === "fa" ? formatJalali(iso) : iso;
}

export function addDays(iso: string, days: number) {
  return new Date(Date.parse(`${iso}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

/** Whole years between a birth date and another date (both ISO). */
export function ageOn(birthDate: string, on: string) {
  const [by, bm, bd] = birthDate.split("-").map(Number);
  const [y, m, d] = on.split("-").map(Number);
  return y - by - (m < bm || (m === bm && d < bd) ? 1 : 0);
}

/** Days from one ISO date to another. */
export function daysBetween(from: string, to: string) {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

let tehranDay: Intl.DateTimeFormat | null = null;

/** Today's date in Tehran (the agency's calendar), YYYY-MM-DD. */
export function agencyToday(now = new Date()) {
  tehranDay ??= new Intl.DateTimeFormat("en-CA", { timeZone: "Asia/Tehran", year: "numeric", month: "2-digit", day: "2-digit" });
  return tehranDay.format(now);
}
