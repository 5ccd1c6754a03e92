import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { locales } from "~/routing/screens";

/**
 * Plurals by the language's own rules (issue 23 item 5: "1 items in your cart", "1 artikelen",
 * "1 articles"). A number is said with its noun through a plural message (key_one, key_other … in
 * the forms Intl.PluralRules gives each language) translated with `count`; the translators pick the
 * form. These tests read the locale files and the sources:
 * - every key the code translates with a `count` has, in every language, each plural form that
 *   language needs (and the translator's types take `count` only with such a key, app/i18n/translate.ts);
 * - no message that is not plural says `{{count}}`, and no English one puts a number before a plural
 *   noun ("in the next {{days}} days");
 * - no number is shown beside a message that does not take it (the cart's "1" + "items in your cart").
 */
const root = process.cwd();
const dir = path.join(root, "locales");
type Tree = Record<string, unknown>;
const read = (l: string, ns: string) => JSON.parse(fs.readFileSync(path.join(dir, l, `${ns}.json`), "utf8")) as Tree;
const namespaces = fs
  .readdirSync(path.join(dir, "en"))
  .filter((f) => f.endsWith(".json"))
  .map((f) => f.replace(/\.json$/, ""));

function flatten(value: unknown, prefix = ""): Record<string, string> {
  if (typeof value === "string") return { [prefix]: value };
  if (value && typeof value === "object" && !Array.isArray(value))
    return Object.assign({}, ...Object.entries(value).map(([k, v]) => flatten(v, prefix ? `${prefix}.${k}` : k)));
  return {};
}
const messages = Object.fromEntries(
  locales.map((l) => [l, Object.fromEntries(namespaces.map((ns) => [ns, flatten(read(l, ns))]))]),
) as Record<string, Record<string, Record<string, string>>>;
const categories = (l: string) => new Intl.PluralRules(l).resolvedOptions().pluralCategories;
const pluralSuffix = /_(zero|one|two|few|many|other)$/;

/** Every source file of the app (not its tests). */
function sources(folder = path.join(root, "app")): string[] {
  return fs.readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(folder, entry.name);
    if (entry.isDirectory()) return sources(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) && !entry.name.endsWith(".gen.ts")
      ? [full]
      : [];
  });
}
const code = sources().map((file) => ({ file: path.relative(root, file), text: fs.readFileSync(file, "utf8") }));

/** The text of the balanced (…) or {…} that opens at `start`. */
function balanced(text: string, start: number) {
  const open = text[start];
  const close = open === "(" ? ")" : "}";
  let depth = 0;
  for (let i = start; i < text.length; i++) {
    if (text[i] === open) depth++;
    else if (text[i] === close && --depth === 0) return text.slice(start, i + 1);
  }
  return text.slice(start);
}

/** The top level of an object literal's text, nested calls and objects left out (`{ a: t("x", { count }) }` → `{ a: t }`). */
function topLevel(object: string) {
  let depth = 0;
  let out = "";
  for (const ch of object.slice(1, -1)) {
    if ("([{".includes(ch)) depth++;
    if (depth === 0) out += ch;
    if (")]}".includes(ch)) depth--;
  }
  return out;
}

/** The namespaces a key may be in: its prefix's, or any (a translator searches its own namespaces). */
function candidates(key: string) {
  const colon = key.indexOf(":");
  return colon > 0
    ? [{ ns: key.slice(0, colon), path: key.slice(colon + 1) }]
    : namespaces.map((ns) => ({ ns, path: key }));
}

/** Every literal key translated with a count: `t("key", { count: n })`, and each message of a `pluralKeyIn("ns:group", …)`. */
function keysWithCount() {
  const found: { key: string; where: string }[] = [];
  for (const { file, text } of code) {
    for (const m of text.matchAll(/\b\w{1,4}\(\s*"([\w.:-]+)"\s*,\s*(?=\{)/g)) {
      const options = balanced(text, m.index + m[0].length);
      if (/(^|[\s,])count\s*(:|,|$)/.test(topLevel(options))) found.push({ key: m[1], where: file });
    }
    for (const m of text.matchAll(/pluralKeyIn\(\s*"([\w.:-]+)"/g)) {
      const [ns, group] = m[1].split(":");
      const names = new Set(
        Object.keys(messages.en[ns] ?? {})
          .filter((k) => k.startsWith(`${group}.`))
          .map((k) => k.slice(group.length + 1).replace(pluralSuffix, "")),
      );
      for (const name of names) found.push({ key: `${ns}:${group}.${name}`, where: file });
    }
  }
  return found;
}

describe("plurals (issue 23 item 5)", () => {
  const used = keysWithCount();

  it("finds the keys the code translates with a count", () => {
    expect(used.length).toBeGreaterThan(40);
  });

  it("every key used with a count has each plural form its language needs, in every language", () => {
    const missing: string[] = [];
    for (const { key, where } of used) {
      const homes = candidates(key).filter(({ ns, path }) =>
        Object.keys(messages.en[ns] ?? {}).some((k) => k === path || k.replace(pluralSuffix, "") === path),
      );
      if (!homes.length) {
        missing.push(`${key} (${where}): no such message`);
        continue;
      }
      for (const { ns, path } of homes)
        for (const l of locales)
          for (const c of categories(l))
            if (!(`${path}_${c}` in messages[l][ns])) missing.push(`${l}/${ns}: ${path}_${c} (${key} in ${where})`);
    }
    expect(missing).toEqual([]);
  });

  it("no message says {{count}} without plural forms, and English puts no number before a plural noun outside one", () => {
    const nouns =
      "days|nights|weeks|months|years|hours|items|articles|adults|children|infants|passengers|travellers|guests|rooms|seats|berths|places|trains|flights|hotels|properties|results|questions|answers|comments|votes|stars|errors|fields|tickets|people";
    const countBearing = new RegExp(`\\{\\{\\s*\\w+\\s*\\}\\}\\s+(${nouns})\\b`);
    const wrong: string[] = [];
    for (const l of locales)
      for (const ns of namespaces)
        for (const [k, v] of Object.entries(messages[l][ns])) {
          if (pluralSuffix.test(k)) continue;
          if (/\{\{\s*count\s*\}\}/.test(v)) wrong.push(`${l}/${ns}: ${k} says {{count}} but has no plural forms`);
          if (l === "en" && countBearing.test(v)) wrong.push(`en/${ns}: ${k}: "${v.match(countBearing)![0]}"`);
        }
    expect(wrong).toEqual([]);
  });

  it("no number is shown next to a message that does not take it as its count", () => {
    // The year of the footer's © line is not a quantity.
    const notQuantities = ["formatNumber(year"];
    const beside: string[] = [];
    for (const { file, text } of code)
      for (const m of text.matchAll(/\{formatNumber\(/g)) {
        const number = balanced(text, m.index + 1);
        if (notQuantities.some((n) => number.startsWith(n))) continue;
        // The JSX that follows the number in the same element: a message in it without options is said beside it.
        const after = text.slice(m.index + number.length + 2, m.index + number.length + 160);
        const next = /\{\s*\w{1,4}\(\s*"([\w.:-]+)"\s*\)\s*\}/.exec(
          after.split(/\n\s*\n|<\/(?:p|li|td|dd|option)>/)[0],
        );
        if (next) beside.push(`${file}: ${number} beside t("${next[1]}")`);
      }
    expect(beside).toEqual([]);
  });
});
