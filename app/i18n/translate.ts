import { formatInterpolated } from "~/utils/format";
import { frenchElision } from "./french-grammar";
import type { Namespace, ObjectKey, PluralKey, TextKey } from "./keys";

/**
 * The browser's translator: i18next's JSON format (nested keys, "ns:key", {{name}}
 * interpolation with numbers formatted for the language, _one/_other plurals by
 * Intl.PluralRules, returnObjects) in a few hundred bytes, so the page does not ship i18next itself (docs/decisions/007).
 * The server uses i18next (remix-i18next) for e-mails and other non-React text;
 * app/i18n/translate-equivalence.test.ts checks that both give the same text.
 */
export type Messages = Record<string, Record<string, unknown>>;
export interface TOptions {
  count?: number;
  returnObjects?: boolean;
  defaultValue?: string;
  [name: string]: unknown;
}
/** `t` of namespace NS: only keys that exist in locales/en (app/i18n/keys.gen.ts). */
export interface TFunction<NS extends Namespace = "common"> {
  (key: PluralKey<NS>, options: TOptions & { count: number }): string;
  (key: TextKey<NS>, options?: TOptions & { count?: never }): string;
  <T>(key: ObjectKey<NS>, options: TOptions & { returnObjects: true }): T;
}

function lookup(bundle: unknown, path: string): unknown {
  let node = bundle;
  for (const part of path.split(".")) {
    if (node === null || typeof node !== "object") return undefined;
    node = (node as Record<string, unknown>)[part];
  }
  return node;
}

/** Fills in {{name}} placeholders; numbers read in the language's digits and separators (decision 019). */
function interpolate(text: string, values: TOptions | undefined, locale: string) {
  if (!values) return text;
  return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, name: string) =>
    values[name] === undefined ? whole : String(formatInterpolated(values[name], locale)),
  );
}

/** The language's grammar where a value meets the message's words: French elision (app/i18n/french-grammar.ts). */
export function grammar(locale: string, text: string): string {
  return locale === "fr" || locale.startsWith("fr-") ? frenchElision(text) : text;
}

/** One Intl.PluralRules per language (building one is costly; every useTranslation call makes a t). */
const pluralRules = new Map<string, Intl.PluralRules>();

/** A message or, with returnObjects, an object or list of them, interpolated throughout (as i18next does). */
function render(value: unknown, options: TOptions | undefined, locale: string): unknown {
  if (typeof value === "string") return grammar(locale, interpolate(value, options, locale));
  if (Array.isArray(value)) return value.map((item) => render(item, options, locale));
  if (value !== null && typeof value === "object")
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, render(v, options, locale)]));
  return value;
}

/** The translator without key types, for keys only known at run time (tests). */
export function translator(locale: string, messages: Messages, defaultNs = "common") {
  let plurals = pluralRules.get(locale);
  if (!plurals) pluralRules.set(locale, (plurals = new Intl.PluralRules(locale)));
  return (key: string, options?: TOptions): unknown => {
    const colon = key.indexOf(":");
    const ns = colon > 0 ? key.slice(0, colon) : defaultNs;
    const path = colon > 0 ? key.slice(colon + 1) : key;
    const bundle = messages[ns];
    let value: unknown;
    if (typeof options?.count === "number") {
      value = lookup(bundle, `${path}_${plurals.select(options.count)}`) ?? lookup(bundle, `${path}_other`);
    }
    value ??= lookup(bundle, path);
    // A missing message shows its key without the namespace, as i18next does.
    if (value === undefined) return options?.defaultValue ?? path;
    if (typeof value !== "string" && !options?.returnObjects) return path;
    return render(value, options, locale);
  };
}

export function makeT<NS extends Namespace = "common">(
  locale: string,
  messages: Messages,
  defaultNs?: NS,
): TFunction<NS> {
  return translator(locale, messages, defaultNs) as TFunction<NS>;
}
