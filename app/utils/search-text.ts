/**
 * The one normalisation of typed text for searching and looking things up (shared by server
 * and browser): every search and lookup of the site — airports and cities, the FAQ, the Q&A
 * threads, and later stations and hotels — compares texts through it, so "شيراز" typed on an
 * Arabic keyboard finds "شیراز", "بندر عباس" finds "بندرعباس", "HÔTEL" finds "hotel".
 */
import { toAsciiDigits } from "./digits";

/** Arabic letter forms that Persian writes differently (common on Arabic and older keyboards). */
const letters: Record<string, string> = {
  ي: "ی", // Arabic yeh
  ى: "ی", // alef maksura
  ك: "ک", // Arabic kaf
  ة: "ه", // teh marbuta
  ۀ: "ه", // heh with yeh above (its decomposition keeps the heh)
  ە: "ه", // ae
  ۃ: "ه", // teh marbuta goal
  ہ: "ه", // heh goal
  ھ: "ه", // heh doachashmee
};

/**
 * Folds a text for comparison:
 * - compatibility forms (Arabic presentation forms, full-width Latin) become the plain letters (NFKC);
 * - diacritics are dropped: Arabic harakat, the madda and hamza written above or below
 *   (آ → ا, أ → ا, ؤ → و, ئ → ی), Latin accents (é → e);
 * - Arabic ي ى ك ة become Persian ی ی ک ه; the tatweel (ـ) and direction marks are removed;
 * - Persian and Arabic-Indic digits become ASCII digits; Latin letters are lower-cased;
 * - zero-width (non-)joiners, punctuation and runs of spaces become one space; apostrophes go.
 */
export function normalizeSearchText(text: string): string {
  return toAsciiDigits(
    text
      .normalize("NFKC")
      .normalize("NFD")
      .replace(/\p{M}/gu, "")
      .replace(/[يىكةۀەۃہھ]/g, (c) => letters[c] ?? c)
      .normalize("NFC"),
  )
    .toLowerCase()
    .replace(/[\u0640\u200e\u200f\u061c\u202a-\u202e\u2066-\u2069'’ʼ`´]/g, "")
    .replace(/[\u200c\u200d\s\p{P}\p{S}]+/gu, " ")
    .trim();
}

/** The text with no spaces at all: "بندر عباس", "بندر‌عباس" and "بندرعباس" become the same. */
function compact(normalized: string) {
  return normalized.replace(/ /g, "");
}

/** Whether two texts are the same once normalised (spaces and zero-width joiners ignored). */
export function sameSearchText(a: string, b: string): boolean {
  return compact(normalizeSearchText(a)) === compact(normalizeSearchText(b));
}

/** Whether `text` starts with what was typed, both normalised (spaces ignored); an empty query matches nothing. */
export function startsWithSearchText(text: string, typed: string): boolean {
  const wanted = compact(normalizeSearchText(typed));
  return wanted !== "" && compact(normalizeSearchText(text)).startsWith(wanted);
}

/**
 * Whether every word of the query occurs in the text, both normalised; words may be written
 * apart or together ("می خواهم" finds "می‌خواهم" and "میخواهم"). An empty query matches.
 */
export function matchesSearch(text: string, query: string): boolean {
  const words = normalizeSearchText(query).split(" ").filter(Boolean);
  if (!words.length) return true;
  const haystack = compact(normalizeSearchText(text));
  return words.every((w) => haystack.includes(w));
}
