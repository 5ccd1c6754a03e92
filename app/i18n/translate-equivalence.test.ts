import { createInstance, type i18n as I18n } from "i18next";
import { beforeAll, describe, expect, it } from "vitest";
import { locales, type Locale } from "~/routing/screens";
import { grammarPlugin, i18nextOptions } from "./i18next.server";
import { loadResources } from "./resources.server";
import { translator } from "./translate";

/**
 * The browser's small translator (translate.ts) and the server's i18next give the same
 * text for every message of every namespace in every language: plain and nested keys,
 * with and without the "ns:" prefix, plurals for many counts, every {{placeholder}}
 * filled in, and objects/lists with returnObjects (docs/decisions/007).
 */
const counts = [0, 1, 2, 3, 5, 11, 21, 100, 101, 1000, 1_000_000, 1.5];
const pluralSuffix = /_(zero|one|two|few|many|other)$/;

interface Entry {
  key: string;
  kind: "text" | "plural" | "object";
  placeholders: string[];
}

function placeholdersOf(value: unknown): string[] {
  if (typeof value === "string") return [...value.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]);
  if (value !== null && typeof value === "object") return Object.values(value).flatMap(placeholdersOf);
  return [];
}

/** Every key of a namespace, as callers use it (plural keys by their base). */
function entriesOf(bundle: Record<string, unknown>): Entry[] {
  const found = new Map<string, Entry>();
  const walk = (value: unknown, path: string) => {
    if (typeof value === "string") {
      const base = path.replace(pluralSuffix, "");
      const entry = found.get(base) ?? { key: base, kind: base === path ? "text" : "plural", placeholders: [] };
      entry.placeholders = [...new Set([...entry.placeholders, ...placeholdersOf(value)])];
      found.set(base, entry);
      return;
    }
    if (value !== null && typeof value === "object") {
      if (path) found.set(path, { key: path, kind: "object", placeholders: [...new Set(placeholdersOf(value))] });
      for (const [name, child] of Object.entries(value)) walk(child, path ? `${path}.${name}` : name);
    }
  };
  walk(bundle, "");
  return [...found.values()];
}

/** Distinct values for each placeholder, so a swapped value shows. */
function valuesFor(placeholders: string[]) {
  return Object.fromEntries(placeholders.filter((p) => p !== "count").map((p, i) => [p, `‹${p}-${i}›`]));
}

const resources = loadResources();
const namespaces = Object.keys(resources.en).sort();

describe("the browser translator and i18next agree", () => {
  const servers = new Map<Locale, I18n>();
  beforeAll(async () => {
    for (const locale of locales) {
      const instance = createInstance().use(grammarPlugin);
      await instance.init({ ...i18nextOptions(), lng: locale });
      servers.set(locale, instance);
    }
  });

  for (const locale of locales) {
    for (const ns of namespaces) {
      it(`${locale}/${ns}`, () => {
        const server = servers.get(locale);
        if (!server) throw new Error("i18next not initialised");
        const messages = resources[locale];
        // The server's t for this namespace (as getFixedT(locale, ns)) and for "common" (keys with "ns:").
        const serverNs = server.getFixedT(locale, ns);
        const serverCommon = server.getFixedT(locale, "common");
        const browserNs = translator(locale, messages, ns);
        const browserCommon = translator(locale, messages, "common");
        const differences: string[] = [];
        const compare = (label: string, got: unknown, want: unknown) => {
          if (JSON.stringify(got) !== JSON.stringify(want))
            differences.push(`${label}: browser ${JSON.stringify(got)} ≠ i18next ${JSON.stringify(want)}`);
        };
        const entries = entriesOf(messages[ns]);
        expect(entries.length).toBeGreaterThan(0);
        for (const { key, kind, placeholders } of entries) {
          const values = valuesFor(placeholders);
          const qualified = `${ns}:${key}`;
          const variants: [string, Record<string, unknown>][] =
            kind === "plural"
              ? counts.map((count) => [`count ${count}`, { ...values, count }])
              : kind === "object"
                ? [["returnObjects", { ...values, returnObjects: true }]]
                : placeholders.includes("count")
                  ? counts.map((count) => [`count ${count}`, { ...values, count }])
                  : [["", values]];
          for (const [label, options] of variants) {
            compare(`${key} ${label}`, browserNs(key, options), serverNs(key, options));
            compare(`${qualified} ${label}`, browserCommon(qualified, options), serverCommon(qualified, options));
          }
        }
        expect(differences).toEqual([]);
      });
    }
  }

  it("both write numbers in the language's digits (decision 019)", () => {
    const server = servers.get("fa");
    if (!server) throw new Error("i18next not initialised");
    const serverT = server.getFixedT("fa", "flights");
    const browser = translator("fa", resources.fa, "flights");
    for (const t of [serverT, browser]) {
      expect(t("results.found", { count: 30 })).toBe("۳۰ پرواز پیدا شد");
      expect(t("common:duration.hoursMinutes", { hours: 1, minutes: 40 })).toBe("۱ ساعت و ۴۰ دقیقه");
      expect(t("results.pageOf", { page: 1, pages: 2 })).toBe("صفحه ۱ از ۲");
    }
    expect(servers.get("nl")?.getFixedT("nl", "flights")("offer.kg", { kg: 22.5 })).toBe("22,5 kg ruimbagage");
  });

  it("also agrees on keys that do not exist", () => {
    const server = servers.get("en");
    if (!server) throw new Error("i18next not initialised");
    const browser = translator("en", resources.en, "pages");
    const serverT = server.getFixedT("en", "pages");
    for (const key of ["no.such.key", "common:no.such.key", "orders:cart.nothing"])
      expect(browser(key), key).toBe(serverT(key));
    expect(browser("no.such.key", { defaultValue: "Fallback" })).toBe(
      serverT("no.such.key", { defaultValue: "Fallback" }),
    );
  });
});
