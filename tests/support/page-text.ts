import fs from "node:fs";
import path from "node:path";
import { qa } from "~/db/seeds/content/qa";
import { airlines } from "~/products/flights/places";
import { hotelCities, streetName } from "~/products/hotels/cities";
import { locales, type Locale } from "~/routing/screens";
import { articledFrenchNames, otherLanguageNames, vowelFrenchNames } from "./place-names";
import { specLikePhrasing, withoutSpecMessages } from "./spec-messages";

/**
 * What the fetch-every-page test (tests/e2e/text.spec.ts) checks in a page's raw HTML:
 * bytes that are not whole UTF-8 text (NUL, U+FFFD, invalid sequences), and raw message
 * keys shown instead of messages (what the translator prints when a message is missing).
 */
const LOCALES_DIR = path.join(process.cwd(), "locales");

type Tree = Record<string, unknown>;

function readNamespaces(locale: Locale): Record<string, Tree> {
  const dir = path.join(LOCALES_DIR, locale);
  return Object.fromEntries(
    fs
      .readdirSync(dir)
      .filter((f) => f.endsWith(".json"))
      .map((f) => [f.replace(/\.json$/, ""), JSON.parse(fs.readFileSync(path.join(dir, f), "utf8")) as Tree]),
  );
}

/** Every key path of a namespace: the messages' and the groups' (a group printed as a string shows its path too). */
function keyPaths(tree: Tree, prefix = ""): string[] {
  return Object.entries(tree).flatMap(([key, value]) => {
    const full = prefix ? `${prefix}.${key}` : key;
    const own = [full, full.replace(/_(zero|one|two|few|many|other)$/, "")];
    return value && typeof value === "object" ? [...own, ...keyPaths(value as Tree, full)] : own;
  });
}

function messageValues(tree: unknown): string[] {
  if (typeof tree === "string") return [tree.trim()];
  if (tree && typeof tree === "object") return Object.values(tree).flatMap(messageValues);
  return [];
}

/** The keys of locales/en (the typed source of keys), with and without their namespace. */
export const knownKeys: ReadonlySet<string> = (() => {
  const keys = new Set<string>();
  for (const [ns, tree] of Object.entries(readNamespaces("en")))
    for (const key of keyPaths(tree)) {
      keys.add(key);
      keys.add(`${ns}:${key}`);
    }
  return keys;
})();

/** Every message of a language, so a message that happens to read like a key ("from" in English) is not taken for one. */
const messagesOf = Object.fromEntries(
  locales.map((l) => [l, new Set(Object.values(readNamespaces(l)).flatMap(messageValues))]),
) as Record<Locale, Set<string>>;

const ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'", nbsp: "\u00a0" };
function decodeEntities(text: string) {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
    if (name[0] === "#")
      return String.fromCodePoint(
        name[1] === "x" || name[1] === "X" ? parseInt(name.slice(2), 16) : Number(name.slice(1)),
      );
    return ENTITIES[name.toLowerCase()] ?? whole;
  });
}

/** The text a visitor can see or hear: text nodes and the labelling attributes, without scripts and styles. */
export function visibleTexts(html: string): string[] {
  const markup = html
    .replace(/<script\b[\s\S]*?<\/script>/gi, "")
    .replace(/<style\b[\s\S]*?<\/style>/gi, "")
    .replace(/<!--[\s\S]*?-->/g, "");
  const texts: string[] = [];
  for (const m of markup.matchAll(/>([^<]+)</g)) texts.push(m[1]);
  for (const m of markup.matchAll(/\s(?:placeholder|aria-label|title|alt)="([^"]*)"/g)) texts.push(m[1]);
  for (const m of markup.matchAll(
    /<meta\s+(?:name|property)="(?:description|og:title|og:description)"\s+content="([^"]*)"/g,
  ))
    texts.push(m[1]);
  return texts.map((t) => decodeEntities(t).trim()).filter(Boolean);
}

/** Raw message keys among a page's visible texts ("title", "items.istanbul.title", "offers:cta"). */
export function rawKeys(html: string, locale: Locale): string[] {
  return visibleTexts(html).filter(
    (text) =>
      (knownKeys.has(text) || /^[a-z]+:[A-Za-z0-9_]+(\.[A-Za-z0-9_]+)+$/.test(text)) && !messagesOf[locale].has(text),
  );
}

/** NUL bytes, replacement characters and invalid UTF-8 in a response body, each with a little context. */
export function brokenText(bytes: Uint8Array): string[] {
  const problems: string[] = [];
  const around = (at: number) =>
    JSON.stringify(new TextDecoder().decode(bytes.subarray(Math.max(0, at - 40), at + 40)));
  for (let at = bytes.indexOf(0); at !== -1; at = bytes.indexOf(0, at + 1))
    problems.push(`NUL at ${at}: ${around(at)}`);
  let text: string;
  try {
    text = new TextDecoder("utf-8", { fatal: true }).decode(bytes);
  } catch {
    return [...problems, "not valid UTF-8"];
  }
  for (let at = text.indexOf("\uFFFD"); at !== -1; at = text.indexOf("\uFFFD", at + 1))
    problems.push(`U+FFFD at ${at}: ${JSON.stringify(text.slice(Math.max(0, at - 40), at + 40))}`);
  return problems;
}

/** Heading levels that skip one (h1 followed by h3). */
export function skippedHeadings(html: string): string[] {
  const levels = [...html.matchAll(/<h([1-6])\b/g)].map((m) => Number(m[1]));
  const skips: string[] = [];
  levels.forEach((level, i) => {
    if (i > 0 && level > levels[i - 1] + 1) skips.push(`h${levels[i - 1]} → h${level}`);
  });
  return skips;
}

/**
 * English names left on a page of another language: the honeypot's label everywhere; on Persian
 * pages also airline and currency names and the seeded askers' Latin names (they have Persian ones).
 */
const englishOnly = (() => {
  const en = readNamespaces("en").common as { honeypotLabel: string; currency: Record<string, string> };
  const everywhere = [en.honeypotLabel];
  const persian = [
    ...everywhere,
    ...Object.values(airlines).map((a) => a.en),
    ...Object.values(en.currency).map((name) => `${name} (`),
    ...qa.map((q) => q.author),
  ];
  return { fa: persian, en: [], nl: everywhere, fr: everywhere } as Record<Locale, string[]>;
})();

export function untranslatedNames(html: string, locale: Locale): string[] {
  const texts = visibleTexts(html);
  return englishOnly[locale].filter((name) =>
    texts.some((text) => new RegExp(`(^|[^A-Za-z])${name.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}`).test(text)),
  );
}

/** Visible texts as they stand (untrimmed), for checks about the spaces themselves. */
function rawTexts(html: string): string[] {
  const markup = html
    .replace(/<script\b[\s\S]*?<\/script>/gi, "")
    .replace(/<style\b[\s\S]*?<\/style>/gi, "")
    .replace(/<!--[\s\S]*?-->/g, "")
    // Inline elements do not break a sentence: "<strong>Visa</strong> ?" is one text.
    .replace(/<\/?(?:a|strong|em|b|i|span|bdi|abbr|time|small|code|mark)\b[^>]*>/gi, "");
  const texts: string[] = [];
  for (const m of markup.matchAll(/>([^<]+)</g)) texts.push(m[1]);
  for (const m of markup.matchAll(/\s(?:placeholder|aria-label|title|alt)="([^"]*)"/g)) texts.push(m[1]);
  for (const m of markup.matchAll(
    /<meta\s+(?:name|property)="(?:description|og:title|og:description)"\s+content="([^"]*)"/g,
  ))
    texts.push(m[1]);
  return texts.map(decodeEntities).filter((t) => t.trim());
}

const around = (text: string, at: number, length = 1) =>
  JSON.stringify(text.slice(Math.max(0, at - 25), at + length + 25));

/**
 * French typography: a narrow no-break space (or a no-break space) before ? ! ; : and inside « »,
 * never an ordinary one (which lets the sign wrap alone onto the next line).
 */
export function frenchSpacing(html: string): string[] {
  const problems: string[] = [];
  for (const text of rawTexts(html))
    for (const m of text.matchAll(/ [?!;:»]|« /g)) problems.push(around(text, m.index!, 2));
  return problems;
}

/** URLs broken by a space ("https ://", "https:// www"). */
export function spacedUrls(html: string): string[] {
  const problems: string[] = [];
  for (const text of rawTexts(html))
    for (const m of text.matchAll(
      /\b(?:https?|mailto|ftp)[\s\u00a0\u202f]+:|\bhttps?:[\s\u00a0\u202f]+\/\/|\bhttps?:\/[\s\u00a0\u202f]+\//gi,
    ))
      problems.push(around(text, m.index!, m[0].length));
  return problems;
}

/** Durations that spell out zero minutes: "12 h 0 min", "12 u 0 min", "۱۲ ساعت و ۰ دقیقه". */
export function zeroMinutes(html: string): string[] {
  const problems: string[] = [];
  for (const text of visibleTexts(html))
    for (const m of text.matchAll(
      /(?<![\d۰-۹])[0۰]0?\s*(?:min\b|minutes?\b|minuten\b|دقیقه|h\b|u\b|uur\b|ساعت)|\d\s*(?:h|u|uur)\s+0?0\b/g,
    ))
      problems.push(around(text, m.index!, m[0].length));
  return problems;
}

const escapeRe = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
/** `name` as a whole word (letters on neither side). */

/**
 * One name per place in a language: a place's name in another language where this one names it
 * differently ("Mashhad" on a French page, which says "Mechhed"; "Tehran" on a Dutch one).
 */
export function otherPlaceNames(html: string, locale: Locale): string[] {
  return otherLanguageNames(visibleTexts(html).join("\n"), locale);
}

/**
 * French articles and elision before place names: "d’Ispahan", not "de Ispahan"; no "à Île de Kish".
 * A place name beginning with a vowel takes d’/l’/qu’; one beginning with an article is not put after à/de.
 */
export function missingElision(html: string): string[] {
  const vowel = vowelFrenchNames;
  const withArticle = articledFrenchNames;
  const problems: string[] = [];
  const text = visibleTexts(html).join("\n");
  for (const name of vowel)
    for (const m of text.matchAll(
      new RegExp(`(?<![\\p{L}])(?:[Dd]e|[Ll][ea]|[Qq]ue|[Jj]usque)\\s+${escapeRe(name)}(?![\\p{L}])`, "gu"),
    ))
      problems.push(around(text, m.index!, m[0].length));
  for (const name of withArticle)
    for (const m of text.matchAll(
      new RegExp(`(?<![\\p{L}])(?:[àÀ]|[Dd]e|[Ee]n)\\s+${escapeRe(name)}(?![\\p{L}])`, "gu"),
    ))
      problems.push(around(text, m.index!, m[0].length));
  return problems;
}

/** The words a language has for the cart; a page should use one of them (tests/e2e/text.spec.ts collects them). */
const cartTerms: Record<Locale, RegExp> = {
  fa: /سبد(?:\s|\u200c)*خرید|سبد(?=\s)|چرخ(?:\s|\u200c)*خرید/gu,
  en: /\b(?:shopping\s+)?(?:cart|basket|trolley)s?\b/gi,
  nl: /\b(?:winkelwagen(?:tje)?|winkelmand(?:je)?|boodschappenmand|mandje|winkelkar(?:retje)?)s?\b/gi,
  fr: /\b(?:panier|caddie|chariot)s?\b/gi,
};
export function cartWords(html: string, locale: Locale): string[] {
  const text = visibleTexts(html).join("\n");
  return [
    ...new Set(
      [...text.matchAll(cartTerms[locale])].map((m) => m[0].toLowerCase().replace(/s$/, "").replace(/\s+/g, " ")),
    ),
  ];
}

/** English visible text with a spec-like phrasing ("!!!", "has been expired" …) outside the spec's own messages. */
export function englishWording(html: string): string[] {
  return visibleTexts(html)
    .filter((text) => specLikePhrasing.test(withoutSpecMessages(text)))
    .map((text) => JSON.stringify(text.slice(0, 80)));
}

/**
 * Iranian street names in English word order on a Dutch or French page ("Imam Reza Street 56"):
 * a Dutch address says "Imam Rezastraat 56", a French one "56 rue Imam Reza".
 */
export function latinStreetWords(html: string, locale: Locale): string[] {
  if (locale !== "nl" && locale !== "fr") return [];
  const english = hotelCities
    .flatMap((c) => c.districts.map((d) => d.street))
    .filter((street) => "kind" in street)
    .map((street) => streetName(street, "en"));
  const text = visibleTexts(html).join("\n");
  return [...new Set(english.filter((name) => text.includes(name)).map((name) => `"${name}"`))];
}
