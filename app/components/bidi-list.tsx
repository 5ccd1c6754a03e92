import { Fragment } from "react";
import type { Locale } from "~/routing/screens";
import { listParts, type ListKind } from "~/utils/lists";

/**
 * A list joined as the language writes it (Persian comma and "و" in fa), each item isolated
 * with <bdi>: a Latin name or address inside Persian text keeps its own direction and does
 * not reorder the punctuation around it.
 */
export function BidiList({
  items,
  locale,
  kind = "and",
}: {
  items: readonly (string | null | undefined)[];
  locale: Locale;
  kind?: ListKind;
}) {
  return listParts(items, locale, kind).map((part, i) =>
    part.type === "element" ? <bdi key={i}>{part.value}</bdi> : <Fragment key={i}>{part.value}</Fragment>,
  );
}
