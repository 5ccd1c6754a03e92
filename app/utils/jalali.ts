/**
 * Jalali (Solar Hijri) dates for Persian forms and pages. The calendar comes from Intl
 * (ICU's "persian" calendar): no hand-written table of leap years or cycles here.
 */

const persianDigits = "۰۱۲۳۴۵۶۷۸۹";

export function isIsoDate(value: string) {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const d = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === value;
}

const jalaliFormat = new Intl.DateTimeFormat("en-u-ca-persian-nu-latn", {
  timeZone: "UTC",
  year: "numeric",
  month: "numeric",
  day: "numeric",
});

/**
 * The Jalali years whose dates are computed (1 SH began in 622 AD; 9378 SH ends past 9999 AD, the last
 * year an ISO date names, and its later days are no date); outside them, and for a year that is not a
 * whole number, there is no date: never a RangeError from Date or Intl (issue 21: a birth year of
 * -99999999 gave "Invalid time value").
 */
export const JALALI_YEARS = { min: 1, max: 9378 } as const;

/** The Jalali year, month and day of an ISO date; NaN parts when it is not a date (never throws). */
export function toJalali(iso: string): { jy: number; jm: number; jd: number } {
  const time = Date.parse(`${iso}T00:00:00Z`);
  if (Number.isNaN(time)) return { jy: Number.NaN, jm: Number.NaN, jd: Number.NaN };
  const parts = jalaliFormat.formatToParts(new Date(time));
  const get = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  return { jy: get("year"), jm: get("month"), jd: get("day") };
}

/** An ISO date as a Jalali date with Persian digits: "۱۴۰۵/۰۹/۰۱"; what is not a date, as it is. */
export function formatJalali(iso: string, digits: "fa" | "latn" = "fa") {
  const { jy, jm, jd } = toJalali(iso);
  if (Number.isNaN(jy)) return iso;
  const text = `${jy}/${String(jm).padStart(2, "0")}/${String(jd).padStart(2, "0")}`;
  return digits === "fa" ? text.replace(/\d/g, (d) => persianDigits[Number(d)]) : text;
}

/**
 * The ISO date of a Jalali date, or null when it does not exist (e.g. 1404/12/30 in a common year, or a
 * year outside JALALI_YEARS).
 */
export function fromJalali(jy: number, jm: number, jd: number): string | null {
  if (![jy, jm, jd].every(Number.isInteger) || jy < JALALI_YEARS.min || jy > JALALI_YEARS.max) return null;
  if (!(jm >= 1 && jm <= 12 && jd >= 1 && jd <= 31)) return null;
  const dayOfYear = jm <= 6 ? (jm - 1) * 31 + jd - 1 : 186 + (jm - 7) * 30 + jd - 1;
  const guess = Date.UTC(jy + 621, 2, 21) + dayOfYear * 86_400_000;
  for (const offset of [0, -1, 1, -2, 2, -3, 3]) {
    const iso = new Date(guess + offset * 86_400_000).toISOString().slice(0, 10);
    if (!isIsoDate(iso)) continue;
    const j = toJalali(iso);
    if (j.jy === jy && j.jm === jm && j.jd === jd) return iso;
  }
  return null;
}
