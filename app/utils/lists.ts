import { intlLocale } from "~/i18n/config";
import type { Locale } from "~/routing/screens";

/**
 * Lists joined the way each language writes them (Intl.ListFormat): "Sara, Reza and Mina",
 * "Sara، Reza و Mina" with the Persian comma in fa. `and` names people or things ("…and…");
 * `parts` joins the parts of one thing, such as an address, with the separator only.
 */
export type ListKind = "and" | "parts";

const formats = new Map<string, Intl.ListFormat>();

function listFormat(locale: Locale, kind: ListKind) {
  const key = `${locale}|${kind}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.ListFormat(intlLocale[locale], {
      type: "conjunction",
      style: kind === "and" ? "long" : "narrow",
    });
    formats.set(key, format);
  }
  return format;
}

/** The same list in pieces: each item (to isolate its direction with <bdi>) and the words between them. */
export function listParts(
  items: readonly (string | null | undefined)[],
  locale: Locale,
  kind: ListKind = "and",
): { type: "element" | "literal"; value: string }[] {
  return listFormat(locale, kind).formatToParts(items.filter((i): i is string => Boolean(i)));
}
