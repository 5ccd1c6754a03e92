import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { locales } from "~/routing/screens";

/**
 * Every message exists in all four languages, and Persian, Dutch and French are real
 * translations: a value equal to the English one must be on the short list of words
 * that are the same in that language (brand, codes, international words).
 */
const dir = path.join(process.cwd(), "locales");
const read = (l: string, ns: string) => JSON.parse(fs.readFileSync(path.join(dir, l, `${ns}.json`), "utf8"));

function flatten(value: unknown, prefix = ""): Record<string, string> {
  if (typeof value === "string") return { [prefix]: value };
  if (Array.isArray(value)) return Object.assign({}, ...value.map((v, i) => flatten(v, `${prefix}[${i}]`)));
  if (value && typeof value === "object")
    return Object.assign({}, ...Object.entries(value).map(([k, v]) => flatten(v, prefix ? `${prefix}.${k}` : k)));
  return { [prefix]: String(value) };
}

const namespaces = fs
  .readdirSync(path.join(dir, "en"))
  .filter((f) => f.endsWith(".json"))
  .map((f) => f.replace(/\.json$/, ""));
/** Values that are legitimately identical to English in a language. */
const sameAsEnglish = new Set([
  "Parvaz",
  // A pattern without words (French alone spaces its colon).
  "{{action}}: {{rules}}",
  // A discount's label: minus the amount (services' price logic, decision 801).
  "−{{amount}}",
  // The error summary's patterns: a field and its message, a list item and its field (issue 23 item 4).
  "{{field}}: {{message}}",
  "{{item}}, {{field}}",
  "{{label}}:",
  // Dutch abbreviates minuten as "min" too.
  "{{minutes}} min",
  "Visa",
  "Team",
  "Hotels",
  "Contact",
  "Services",
  "Cruises",
  "Credits",
  "Blog",
  "Trains",
  "Menu",
  "Newsletter",
  "Support 24/7",
  "E-mail",
  "Euro",
  "Dashboard",
  "Profile",
  "Code",
  "Type",
  "Tours",
  "Date",
  "Total",
  // Train words that French writes the same.
  "Train",
  "Train {{number}}",
  "Train {{number}} · {{operator}}",
  "Place",
  // Train words and patterns that Dutch writes the same (issue 14).
  "Lunch",
  "Filters",
  "{{from}} → {{to}}",
  "{{count}} lunch",
  "{{count}} lunches",
  // A duration written the same way in French.
  "{{hours}} h {{minutes}} min",
  // Tour words that French writes the same (issue 27).
  "Destinations",
  "Places",
  // Hotel words that Dutch and French write the same.
  "Hotel",
  "Restaurant",
  "Spa",
  "Suite",
  "Studio",
  "Aircraft",
  "Transit",
  "Charter",
  "Business",
  "Economy",
  "Premium economy",
  "Gender",
  "Adult",
  "Ticket",
  "Passport",
  "Instagram",
  "Facebook",
  "Google",
  "OK",
  "Nr.",
  "Minimum",
  "Maximum",
  "Direct",
  "Stop",
  "Info",
  "Radio",
  "Service",
  "Destination",
  "Transport",
  "Description",
  "Message",
  "Question",
  "Questions",
  "Article",
  "Articles",
  "Tags",
  "Categories",
  "Important",
  "Date of birth",
  "Project",
  "Projects",
  "six",
]);

/**
 * The keys a language must have: English's, with each plural (key_one, key_other) in
 * that language's own plural forms (French also has key_many, for 1 000 000 and up).
 */
const pluralKey = /^(.*)_(zero|one|two|few|many|other)$/;
function expectedKeys(en: Record<string, string>, l: string) {
  const categories = new Intl.PluralRules(l).resolvedOptions().pluralCategories;
  const keys = new Set<string>();
  for (const k of Object.keys(en)) {
    const plural = k.match(pluralKey);
    if (plural) for (const c of categories) keys.add(`${plural[1]}_${c}`);
    else keys.add(k);
  }
  return [...keys].sort();
}
/** The English message a key translates (key_many translates key_other). */
const englishOf = (en: Record<string, string>, k: string) => en[k] ?? en[k.replace(/_(zero|two|few|many)$/, "_other")];

describe("locales", () => {
  it("has the same namespaces in every language", () => {
    for (const l of locales) {
      const own = fs
        .readdirSync(path.join(dir, l))
        .filter((f) => f.endsWith(".json"))
        .map((f) => f.replace(/\.json$/, ""));
      expect(own.sort(), l).toEqual([...namespaces].sort());
    }
  });

  for (const ns of namespaces) {
    it(`has every key of ${ns} in every language`, () => {
      const en = flatten(read("en", ns));
      for (const l of locales) {
        const other = flatten(read(l, ns));
        expect(Object.keys(other).sort(), `${l}/${ns}`).toEqual(expectedKeys(en, l));
        for (const [k, v] of Object.entries(other)) expect(v.trim(), `${l}/${ns}: ${k} is empty`).not.toBe("");
      }
    });

    it(`translates ${ns} (no English copied into fa, nl, fr)`, () => {
      const en = flatten(read("en", ns));
      for (const l of ["fa", "nl", "fr"]) {
        const other = flatten(read(l, ns));
        const copied = Object.entries(other).filter(
          ([k, v]) =>
            v === englishOf(en, k) &&
            /[a-z]{3,}/i.test(v) &&
            !sameAsEnglish.has(v) &&
            !/^[\p{Lu}\d\s.+\-/()@:#]+$/u.test(v) &&
            !/^[\w.-]+@[\w.-]+$/.test(v),
        );
        if (l === "fa") {
          // Persian text must be in Persian script (interpolations and codes aside).
          const latin = Object.entries(other).filter(
            ([, v]) =>
              /[a-z]{4,}/i.test(v.replace(/\{\{[^}]+\}\}/g, "")) &&
              !/[\u0600-\u06ff]/.test(v) &&
              !sameAsEnglish.has(v) &&
              !/^[\w.+-]+@[\w.-]+$/.test(v) &&
              !/^[\p{Lu}\d\s.+\-/()]+$/u.test(v),
          );
          expect(
            latin.map(([k]) => k),
            `fa/${ns}: not in Persian`,
          ).toEqual([]);
        }
        expect(
          copied.map(([k]) => k),
          `${l}/${ns}: English copied`,
        ).toEqual([]);
      }
    });

    it(`keeps interpolation placeholders in ${ns}`, () => {
      const en = flatten(read("en", ns));
      for (const l of locales) {
        const other = flatten(read(l, ns));
        for (const k of Object.keys(other)) {
          const want = ((englishOf(en, k) ?? "").match(/\{\{\s*\w+\s*\}\}/g) ?? [])
            .map((s) => s.replace(/\s/g, ""))
            .sort();
          const got = ((other[k] ?? "").match(/\{\{\s*\w+\s*\}\}/g) ?? []).map((s) => s.replace(/\s/g, "")).sort();
          expect(got, `${l}/${ns}: ${k}`).toEqual(want);
        }
      }
    });
  }
});
