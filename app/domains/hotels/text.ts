/**
 * How hotel searches compare text (pure, shared by server and browser): a destination or a
 * property name typed in any of the four languages, on any keyboard, matches what the
 * inventory stores once both sides are normalised here.
 *
 * This is the hotels domain's own, deliberately small normaliser: a shared Persian text
 * normalisation for every search is being written in another branch. When it lands, this
 * function's body becomes a call to it (nothing else in the domain compares text directly;
 * the seeder stores `search_name` through this function too, so re-seed after swapping it).
 */
import { toAsciiDigits } from "~/utils/digits";

const arabicToPersian: Record<string, string> = {
  "\u064a": "\u06cc", // ي Arabic yeh → ی
  "\u0649": "\u06cc", // ى alef maksura → ی
  "\u0643": "\u06a9", // ك Arabic kaf → ک
  "\u0629": "\u0647", // ة teh marbuta → ه
  "\u06c0": "\u0647", // ۀ heh with yeh above → ه
  "\u0624": "\u0648", // ؤ → و
  ß: "ss",
  ı: "i",
};

/**
 * Lower case, Latin accents dropped (é → e, ş → s, İ/ı → i), Arabic-keyboard letters turned
 * Persian (ي → ی, ك → ک), harakat, tatweel and hamza marks dropped (آ/أ/إ → ا), Persian and
 * Arabic-Indic digits made ASCII, and every space, zero-width non-joiner, hyphen, apostrophe
 * and dot removed — so "Saadat Abad", "saadatabad", "سعادت‌آباد" and "سعادت آباد" compare by letters alone.
 */
export function normaliseSearchText(value: string): string {
  return toAsciiDigits(value)
    .normalize("NFKD")
    .replace(/[\u0300-\u036f\u064b-\u065f\u0670\u0640]/g, "")
    .replace(/[\u064a\u0649\u0643\u0629\u06c0\u0624ßı]/g, (c) => arabicToPersian[c])
    .toLowerCase()
    .replace(/[\s\-‐'’`.,·]|\u200c|\u200d/g, "");
}

/** Whether `text` contains `query`, both normalised (an empty query matches nothing). */
export function textMatches(text: string, query: string): boolean {
  const q = normaliseSearchText(query);
  return q.length > 0 && normaliseSearchText(text).includes(q);
}
