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

/**
 * The texts of some markup as a reader meets them, untouched: text nodes, the attributes read
 * out or shown in a field (placeholder, aria-label, title, alt) and the page's description.
 */
function textsIn(markup: string): string[] {
  const texts: string[] = [];
  for (const m of markup.matchAll(/>([^<]+)</g)) texts.push(m[1]);
  for (const m of markup.matchAll(/\s(?:placeholder|aria-label|title|alt)="([^"]*)"/g)) texts.push(m[1]);
  for (const m of markup.matchAll(
    /<meta\s+(?:name|property)="(?:description|og:title|og:description)"\s+content="([^"]*)"/g,
  ))
    texts.push(m[1]);
  return texts;
}

/** The text a visitor can see or hear: text nodes and the labelling attributes, without scripts and styles. */
export function visibleTexts(html: string): string[] {
  const markup = html
    .replace(/<script\b[\s\S]*?<\/script>/gi, "")
    .replace(/<style\b[\s\S]*?<\/style>/gi, "")
    .replace(/<!--[\s\S]*?-->/g, "");
  return textsIn(markup)
    .map((t) => decodeEntities(t).trim())
    .filter(Boolean);
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
  return textsIn(markup)
    .map(decodeEntities)
    .filter((t) => t.trim());
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

/* ------------------------------------------------------------------------------------------------
 * Issue 23, items 6–9 and 13: reading Persian as a native reads it, and each language's currency
 * pattern. Counts found on the code before the fix and after it: tests/e2e/text.spec.ts.
 * ---------------------------------------------------------------------------------------------- */

/** Elements with no closing tag (they never open a region). */
const VOID = new Set(["area", "base", "br", "col", "embed", "hr", "img", "input", "link", "meta", "source", "wbr"]);

/**
 * The page's markup without scripts, styles and comments, cut in two: what is inside an element
 * marked dir="ltr" (the things that must stay Latin and left-to-right: codes, e-mail addresses,
 * phone numbers, order and flight numbers, each isolated in <bdi dir="ltr"> or a dir="ltr"
 * element) and everything else.
 */
function splitLtr(html: string): { ltr: string[]; rest: string } {
  const markup = html
    .replace(/<script\b[\s\S]*?<\/script>/gi, "")
    .replace(/<style\b[\s\S]*?<\/style>/gi, "")
    .replace(/<!--[\s\S]*?-->/g, "");
  const ltr: string[] = [];
  let rest = "";
  const stack: { tag: string; ltr: boolean }[] = [];
  let inLtr = 0;
  let start = 0;
  let last = 0;
  for (const m of markup.matchAll(/<(\/?)([a-zA-Z][a-zA-Z0-9-]*)\b([^>]*)>/g)) {
    const [whole, close, name, attrs] = m;
    const tag = name.toLowerCase();
    if (!inLtr) rest += markup.slice(last, m.index!);
    last = m.index! + whole.length;
    if (close) {
      const at = stack.map((s) => s.tag).lastIndexOf(tag);
      if (at === -1) continue;
      const closed = stack.splice(at);
      if (closed.some((s) => s.ltr)) {
        inLtr = stack.some((s) => s.ltr) ? 1 : 0;
        if (!inLtr) ltr.push(markup.slice(start, m.index!));
      }
      if (!inLtr) rest += whole;
      continue;
    }
    if (VOID.has(tag) || attrs.endsWith("/")) {
      if (!inLtr) rest += whole;
      continue;
    }
    const isLtr = /\sdir="ltr"/i.test(attrs);
    if (!inLtr) rest += whole;
    if (isLtr && !inLtr) start = last;
    stack.push({ tag, ltr: isLtr });
    if (isLtr) inLtr = 1;
  }
  if (!inLtr) rest += markup.slice(last);
  return { ltr, rest };
}

/** The visible texts of some markup, inline elements joined into their sentence ("قطار <b>۱۰۰</b> · …" is one text). */
function sentences(markup: string): string[] {
  const joined = markup.replace(/<\/?(?:a|strong|em|b|i|span|bdi|abbr|time|small|code|mark|sup|sub)\b[^>]*>/gi, "");
  return textsIn(joined)
    .map((t) => decodeEntities(t).replace(/\s+/g, " ").trim())
    .filter(Boolean);
}

const FA_DIGIT = "[\u06f0-\u06f9]";
const FA_NUMBER = `${FA_DIGIT}[\u06f0-\u06f9\u066b\u066c,.]*`;
/** The signs and units the site writes money with (the currency table's signs, IRR's code, the toman). */
const SIGNS = ["C$", "€", "$", "£", "IRR", "تومان", "ریال"];
const SIGN = `(?:${SIGNS.map((s) => s.replace(/[$]/g, "\\$")).join("|")})`;

/**
 * Bidi of prices on Persian pages (item 6): a money phrase inside an element with dir="ltr" (the
 * unit then reads before the number: "تومان ۲٬۵۰۸٬۰۰۰"), or a unit written before its number.
 */
export function ltrMoney(html: string, locale: Locale): string[] {
  if (locale !== "fa") return [];
  const problems: string[] = [];
  const { ltr } = splitLtr(html);
  const phrase = new RegExp(`${FA_NUMBER}[\\s\u00a0\u202f]*${SIGN}|${SIGN}[\\s\u00a0\u202f]*${FA_NUMBER}`, "u");
  for (const inside of ltr)
    for (const text of sentences(`>${inside}<`))
      if (phrase.test(text)) problems.push(`dir="ltr" around ${JSON.stringify(text.slice(0, 60))}`);
  const before = new RegExp(`${SIGN}[\\s\u00a0\u202f\u200e\u200f]*${FA_NUMBER}`, "gu");
  for (const text of sentences(html.replace(/<script\b[\s\S]*?<\/script>/gi, "")))
    for (const m of text.matchAll(before)) problems.push(`unit before number ${around(text, m.index!, m[0].length)}`);
  return problems;
}

/** "·" beside a Persian digit (item 7): it reads as the digit zero "۰" ("قطار ۱۰۰ · نورالرضا"). */
export function dotBesideDigits(html: string): string[] {
  const problems: string[] = [];
  const re = new RegExp(`${FA_DIGIT}[\\s\u00a0\u202f]*[·•⋅∙]|[·•⋅∙][\\s\u00a0\u202f]*${FA_DIGIT}`, "gu");
  for (const text of sentences(html.replace(/<script\b[\s\S]*?<\/script>/gi, "")))
    for (const m of text.matchAll(re)) problems.push(around(text, m.index!, m[0].length));
  return problems;
}

/**
 * Latin digits in Persian text (item 8). What may stay Latin, and is not counted:
 * - anything inside an element marked dir="ltr" (<bdi dir="ltr">, <span dir="ltr">): order and
 *   flight numbers, PNRs, e-mail addresses, phone numbers written for dialling, card numbers;
 * - URLs and e-mail addresses written in the text;
 * - text in a left-to-right isolate (U+2066 … U+2069), which marks it left-to-right as <bdi dir="ltr"> does;
 * - a code or Latin name: digits joined to Latin letters or following a Latin word ("IR279", "A320",
 *   "PZ00000001", "IR 249" in an aria-label, "Fokker 100", "ATR 72-600") — a Latin name keeps its digits.
 * Everything else — a count, a time, a date, a train's number, a price — is written in Persian digits.
 */
export function latinDigits(html: string, locale: Locale): string[] {
  if (locale !== "fa") return [];
  const problems: string[] = [];
  const { rest } = splitLtr(html);
  for (const text of sentences(rest)) {
    const cleaned = text
      .replace(/\b(?:https?:\/\/|www\.)\S+/gi, " ")
      .replace(/[\w.+-]+@[\w-]+(?:\.[\w-]+)+/g, " ")
      .replace(/\u2066[^\u2069]*\u2069/g, " ")
      .replace(/[A-Za-z0-9][A-Za-z0-9-]*(?:[ \u00a0][0-9][0-9-]*)*/g, (token) =>
        /[A-Za-z]/.test(token) ? " " : token,
      );
    for (const m of cleaned.matchAll(/[0-9]+/g)) problems.push(around(cleaned, m.index!, m[0].length));
  }
  return problems;
}

/**
 * Arrows that point the wrong way on a right-to-left page (item 9): "→" in Persian text (the
 * reader's "from → to" points left, "←"), and a "›" chevron in the page's text.
 */
export function unmirroredArrows(html: string, locale: Locale): string[] {
  if (locale !== "fa") return [];
  const problems: string[] = [];
  for (const text of sentences(html.replace(/<script\b[\s\S]*?<\/script>/gi, "")))
    for (const m of text.matchAll(/[→⟶➔➜›]/g)) problems.push(around(text, m.index!, 1));
  return problems;
}

/**
 * The language's currency pattern (item 13), as Intl (CLDR) writes it: where the sign goes and what
 * stands between it and the number. en "€44.55" and "IRR 1,235", nl "€ 44,55", fr "44,55 €"; fa
 * (decision 029) the number first, then the unit: "۲٬۵۰۸٬۰۰۰ تومان", "۴۴٫۵۵ €". An amount written
 * with its sign on the wrong side, or the wrong space, is a problem.
 */
const intlTag: Record<Locale, string> = { fa: "fa-IR", en: "en-GB", nl: "nl-NL", fr: "fr-FR" };
export function currencyPatterns(html: string, locale: Locale): string[] {
  const problems: string[] = [];
  const number = locale === "fa" ? FA_NUMBER : "[0-9][0-9,.\u00a0\u202f]*[0-9]|[0-9]";
  const signs = SIGNS.filter((s) => s !== "تومان" && s !== "ریال");
  const signRe = `(?:${signs.map((s) => s.replace(/[$]/g, "\\$")).join("|")})`;
  const space = "[ \u00a0\u202f]?";
  const re = new RegExp(
    `(?<![A-Za-z])(${signRe})(${space})(${number})|(${number})(${space})(${signRe})(?![A-Za-z])`,
    "gu",
  );
  for (const text of sentences(html.replace(/<script\b[\s\S]*?<\/script>/gi, "")))
    for (const m of text.matchAll(re)) {
      const sign = m[1] ?? m[6];
      const signFirst = m[1] !== undefined;
      const gap = (signFirst ? m[2] : m[5]) ?? "";
      const want = expectedPattern(sign, locale);
      if (
        signFirst !== want.signFirst ||
        (gap !== "") !== (want.gap !== "") ||
        (gap && gap !== want.gap && gap !== " ")
      )
        problems.push(around(text, m.index!, m[0].length));
    }
  return problems;
}

/** Where `sign` goes in `locale` and what separates it from the number, from Intl's parts for a currency with that sign. */
function expectedPattern(sign: string, locale: Locale): { signFirst: boolean; gap: string } {
  if (locale === "fa") return { signFirst: false, gap: "\u00a0" };
  const code = { "€": "EUR", $: "USD", "£": "GBP", C$: "CAD", IRR: "IRR" }[sign] ?? "EUR";
  const parts = new Intl.NumberFormat(intlTag[locale], {
    style: "currency",
    currency: code,
    currencyDisplay: code === "IRR" ? "code" : "narrowSymbol",
  }).formatToParts(1234.5);
  const at = parts.findIndex((p) => p.type === "currency");
  const integer = parts.findIndex((p) => p.type === "integer");
  const signFirst = at < integer;
  const between = signFirst ? parts[at + 1] : parts[at - 1];
  return { signFirst, gap: between?.type === "literal" ? between.value : "" };
}
