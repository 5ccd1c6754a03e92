/**
 * French elision and contraction where a name meets a word of the message (decision 028):
 * "de Ispahan" → "d’Ispahan", "De Ahvaz" → "D’Ahvaz", "que Anne" → "qu’Anne", "le Airbus" →
 * "l’Airbus", "à Le Caire" → "au Caire", "de Les Sables" → "des Sables". A message is written
 * once ("Trains de {{from}} à {{to}}") for every name it may receive; French grammar depends on
 * the name's first sound, so both translators (app/i18n/translate.ts and i18next on the server)
 * apply this to every French message they render, and so does any French text made in code.
 *
 * Only names are concerned: a capitalised word beginning with a vowel and followed by a
 * lower-case letter ("A380", "IATA" and "de A à Z" keep their form). Names beginning with an
 * h are left as written: most foreign ones have an aspirated h in French ("de Hamadan").
 */
const VOWEL_NAME = "[AEIOUÀÂÄÉÈÊËÎÏÔÖÙÛÜ]\\p{Ll}";
const ELIDED = new RegExp(`(?<![\\p{L}\\p{M}’'-])(de|De|que|Que|jusque|Jusque|le|Le|la|La) (?=${VOWEL_NAME})`, "gu");
const CONTRACTED = /(?<![\p{L}\p{M}’'-])(à|À|de|De) (Le|Les) (?=\p{Lu})/gu;

const elided: Record<string, string> = {
  de: "d’",
  De: "D’",
  que: "qu’",
  Que: "Qu’",
  jusque: "jusqu’",
  Jusque: "Jusqu’",
  le: "l’",
  Le: "L’",
  la: "l’",
  La: "L’",
};
const contracted: Record<string, string> = {
  "à Le": "au",
  "À Le": "Au",
  "de Le": "du",
  "De Le": "Du",
  "à Les": "aux",
  "À Les": "Aux",
  "de Les": "des",
  "De Les": "Des",
};

export function frenchElision(text: string): string {
  if (!text.includes(" ")) return text;
  return text
    .replace(CONTRACTED, (_, word: string, article: string) => `${contracted[`${word} ${article}`]} `)
    .replace(ELIDED, (_, word: string) => elided[word]);
}
