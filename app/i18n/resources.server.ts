import fs from "node:fs";
import path from "node:path";
import { locales, type Locale } from "~/routing/screens";
import { getEnv } from "~/utils/env.server";

export type Namespaces = Record<string, Record<string, unknown>>;

/**
 * All messages, read once from locales/{lang}/{namespace}.json. Each domain owns a
 * namespace file, so adding one needs no registration. Messages travel with the page
 * (loader data), never fetched separately: the root brings "common", a route brings the
 * namespaces it uses with `messages: messagesFor(locale, "pages")`.
 */
let cache: Record<Locale, Namespaces> | null = null;

export function localesDir() {
  return getEnv().PARVAZ_LOCALES_DIR ?? path.join(process.cwd(), "locales");
}

export function loadResources(): Record<Locale, Namespaces> {
  if (cache && getEnv().NODE_ENV === "production") return cache;
  const result = {} as Record<Locale, Namespaces>;
  for (const locale of locales) {
    const dir = path.join(localesDir(), locale);
    result[locale] = {};
    for (const file of fs
      .readdirSync(dir)
      .filter((f) => f.endsWith(".json"))
      .sort()) {
      result[locale][file.replace(/\.json$/, "")] = JSON.parse(fs.readFileSync(path.join(dir, file), "utf8"));
    }
  }
  cache = result;
  return result;
}

/** The named namespaces of one language, for a loader's `messages`. */
export function messagesFor(locale: Locale, ...namespaces: string[]): Namespaces {
  const all = loadResources()[locale];
  return Object.fromEntries(namespaces.map((ns) => [ns, all[ns] ?? {}]));
}

/** Only some top-level groups of one namespace (`{ flights: { search: … } }`), for a page that shows one part of it. */
export function messagesPart(locale: Locale, namespace: string, ...groups: string[]): Namespaces {
  const bundle = (loadResources()[locale][namespace] ?? {}) as Record<string, unknown>;
  return { [namespace]: Object.fromEntries(groups.filter((g) => g in bundle).map((g) => [g, bundle[g]])) };
}

/** A namespace without some of its groups (`{ hotels: … }` less its voucher's words), for a page that shows the rest. */
export function messagesExcept(locale: Locale, namespace: string, ...groups: string[]): Namespaces {
  const bundle = (loadResources()[locale][namespace] ?? {}) as Record<string, unknown>;
  return { [namespace]: Object.fromEntries(Object.entries(bundle).filter(([g]) => !groups.includes(g))) };
}

/**
 * The one message a flashed toast shows, when it lives in another namespace than
 * "common" (e.g. "flights:added" shown on the cart page): `{ flights: { added: "…" } }`.
 */
export function toastMessages(locale: Locale, key: string | undefined | null): Namespaces {
  const colon = key?.indexOf(":") ?? -1;
  if (!key || colon <= 0) return {};
  const ns = key.slice(0, colon);
  if (ns === "common") return {};
  const path = key.slice(colon + 1).split(".");
  let node: unknown = loadResources()[locale][ns];
  for (const part of path)
    node = node && typeof node === "object" ? (node as Record<string, unknown>)[part] : undefined;
  if (typeof node !== "string") return {};
  const partial: Record<string, unknown> = {};
  let cursor = partial;
  path.forEach((part, i) => {
    cursor[part] = i === path.length - 1 ? node : {};
    cursor = cursor[part] as Record<string, unknown>;
  });
  return { [ns]: partial };
}
