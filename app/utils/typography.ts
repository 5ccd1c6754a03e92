import type { Locale } from "~/routing/screens";

/**
 * French punctuation spacing at render time (decision 028): the interface's messages are written
 * with it, but the content (articles, FAQ, questions and answers, team pages, visitors' comments)
 * is stored as its writers typed it. Before ? ! ; : and inside « » an ordinary or no-break space
 * becomes a narrow no-break space (U+202F), so the sign never wraps alone onto the next line and
 * the spacing matches the interface. URLs, e-mail addresses and times are left whole ("https://",
 * "12:30"); no space is added where the writer put none.
 */
const NNBSP = "\u202f";
const SPACES = "(?:[ \\u00a0\\u202f]|&nbsp;|&#160;|&#xa0;|&#x202f;|&#8239;)+";
const BEFORE = new RegExp(`${SPACES}(?=[?!;»]|:(?=[\\s<]|&nbsp;|$))`, "gi");
const AFTER_OPENING = new RegExp(`«${SPACES}`, "gi");
/** What must stay as written: URLs, e-mail addresses. */
const KEEP =
  /\b(?:https?|ftp)\s*:\s*\/\/[^\s<>"]*|\bmailto:[^\s<>"]+|\bwww\.[^\s<>"]+|[^\s<>"@]+@[^\s<>"@]+\.[^\s<>"]+/gi;

function spaceRun(text: string): string {
  return text.replace(BEFORE, NNBSP).replace(AFTER_OPENING, `«${NNBSP}`);
}

/** A French text with narrow no-break spaces before ? ! ; : and inside « ». */
export function frenchSpacing(text: string): string {
  let out = "";
  let last = 0;
  for (const m of text.matchAll(KEEP)) {
    out += spaceRun(text.slice(last, m.index)) + m[0].replace(/^(\w+)\s*:\s*/, "$1:");
    last = m.index + m[0].length;
  }
  return out + spaceRun(text.slice(last));
}

const SKIPPED = /^(?:code|pre|script|style)$/i;

/** The same in stored HTML: text and the alt and title attributes; tags, links' targets, code and preformatted text kept. */
export function frenchSpacingHtml(html: string): string {
  let skipping = 0;
  return html
    .split(/(<[^>]*>)/)
    .map((part) => {
      if (!part.startsWith("<")) return skipping ? part : frenchSpacing(part);
      const tag = part.match(/^<(\/?)([a-z0-9]+)/i);
      if (tag && SKIPPED.test(tag[2])) skipping = Math.max(0, skipping + (tag[1] ? -1 : 1));
      return part.replace(
        /(\s(?:alt|title)=")([^"]*)"/gi,
        (_, name: string, value: string) => `${name}${frenchSpacing(value)}"`,
      );
    })
    .join("");
}

/** Fields that are not prose: identifiers, addresses, links, and the values filters are made of. */
const NOT_PROSE = new Set([
  "slug",
  "slugs",
  "alternates",
  "href",
  "url",
  "src",
  "photo",
  "cover",
  "email",
  "categories",
  "tags",
  "topic",
  "locale",
]);

/**
 * Content as it is shown in `locale`: in French every string of it spaced as above (HTML fields,
 * ending in "Html", as HTML), other languages unchanged. Keys in NOT_PROSE are kept as stored.
 */
export function typeset<T>(value: T, locale: Locale): T {
  if (locale !== "fr") return value;
  const walk = (v: unknown, key: string): unknown => {
    if (NOT_PROSE.has(key)) return v;
    if (typeof v === "string") return /html$/i.test(key) ? frenchSpacingHtml(v) : frenchSpacing(v);
    if (Array.isArray(v)) return v.map((item) => walk(item, key));
    if (v && typeof v === "object" && Object.getPrototypeOf(v) === Object.prototype)
      return Object.fromEntries(Object.entries(v).map(([k, item]) => [k, walk(item, k)]));
    return v;
  };
  return walk(value, "") as T;
}
