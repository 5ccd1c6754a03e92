/**
 * The browser's translator: i18next's JSON format (nested keys, "ns:key", {{name}}
 * interpolation, _one/_other plurals by Intl.PluralRules, returnObjects) in a few
 * hundred bytes, so the page does not ship i18next itself (docs/decisions/007).
 * The server uses i18next (remix-i18next) for e-mails and other non-React text.
 */
export type Messages = Record<string, Record<string, unknown>>;
export interface TOptions {
  count?: number;
  returnObjects?: boolean;
  defaultValue?: string;
  [name: string]: unknown;
}
export type TFunction = {
  (key: string, options?: TOptions): string;
  <T>(key: string, options: TOptions & { returnObjects: true }): T;
};

function lookup(bundle: unknown, path: string): unknown {
  let node = bundle;
  for (const part of path.split(".")) {
    if (node === null || typeof node !== "object") return undefined;
    node = (node as Record<string, unknown>)[part];
  }
  return node;
}

export function interpolate(text: string, values: TOptions | undefined) {
  if (!values) return text;
  return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, name: string) => (values[name] === undefined ? whole : String(values[name])));
}

/** One Intl.PluralRules per language (building one is costly; every useTranslation call makes a t). */
const pluralRules = new Map<string, Intl.PluralRules>();

export function makeT(locale: string, messages: Messages, defaultNs = "common"): TFunction {
  let plurals = pluralRules.get(locale);
  if (!plurals) pluralRules.set(locale, (plurals = new Intl.PluralRules(locale)));
  return ((key: string, options?: TOptions) => {
    const colon = key.indexOf(":");
    const ns = colon > 0 ? key.slice(0, colon) : defaultNs;
    const path = colon > 0 ? key.slice(colon + 1) : key;
    const bundle = messages[ns];
    let value: unknown;
    if (typeof options?.count === "number") {
      value = lookup(bundle, `${path}_${plurals.select(options.count)}`) ?? lookup(bundle, `${path}_other`);
    }
    value ??= lookup(bundle, path);
    if (value === undefined) return options?.defaultValue ?? key;
    if (typeof value !== "string") return options?.returnObjects ? value : key;
    return interpolate(value, options);
  }) as TFunction;
}
