import { cityNames } from "~/travel/places";
import type { Locale } from "~/routing/screens";

/**
 * Place names in a text of one language that are another language's name for a place which this
 * language names differently: "Mashhad" in French (which says "Mechhed"), "Tehran" in Dutch.
 * A name followed by another capitalised word is part of a longer proper name ("Dubai Mall",
 * "Istanbul Airport") and is left alone.
 */
const escapeRe = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
const names = Object.values(cityNames);

export function otherLanguageNames(text: string, locale: Locale): string[] {
  if (locale === "fa") return [];
  const own = new Set(names.map((n) => n[locale]));
  const found = new Set<string>();
  for (const place of names)
    for (const other of new Set([place.en, place.nl, place.fr]))
      if (
        other !== place[locale] &&
        !own.has(other) &&
        !place[locale].includes(other) &&
        new RegExp(`(?<![\\p{L}\\p{M}])${escapeRe(other)}(?![\\p{L}\\p{M}]| \\p{Lu})`, "u").test(text)
      )
        found.add(`"${other}" (${locale}: "${place[locale]}")`);
  return [...found];
}

/** French place names that begin with a vowel (they take d’, l’, qu’). */
export const vowelFrenchNames = [...new Set(names.map((n) => n.fr))].filter((n) => /^[AEIOUÂÉÈÊÎÏÔÛ]/.test(n));
/** French place names that carry an article ("Le Caire", "Île de Kish"): a message's "à"/"de" does not fit them. */
export const articledFrenchNames = [...new Set(names.map((n) => n.fr))].filter((n) =>
  /^(?:Le|La|Les|L’|L'|Île)\s/.test(n),
);
