import { rtlLocales, type Locale } from "~/routing/screens";

/**
 * The arrow from one place or time to the next, pointing the way the language reads (issue 23
 * item 9): "→" left to right, "←" right to left ("تهران ← مشهد", "۱۴:۰۵ ← ۰۲:۰۵").
 */
export function readingArrow(locale: Locale): "→" | "←" {
  return rtlLocales.includes(locale) ? "←" : "→";
}

/**
 * A text written with "→" ("Tehran → Mashhad", "I3 498 KER→THR") as the language reads it: on a
 * right-to-left page the arrow points left, and Latin codes on either side of it are isolated
 * (U+2066 … U+2069), so the first code stands on the right, where a right-to-left reader begins
 * ("I3 498 ⁦KER⁩ ← ⁦THR⁩"). Left-to-right languages get the text as it is.
 */
export function readingArrows(text: string, locale: Locale): string {
  if (!rtlLocales.includes(locale)) return text;
  return text
    .replace(/([A-Za-z0-9]+)[ \u00a0]*→[ \u00a0]*([A-Za-z0-9]+)/g, "\u2066$1\u2069 ← \u2066$2\u2069")
    .replace(/[ \u00a0]*→[ \u00a0]*/g, " ← ");
}
