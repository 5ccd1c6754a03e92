import { Fragment, type ReactNode } from "react";

/**
 * A translated message with elements in place of some of its values, e.g. a path or an
 * e-mail address isolated in <bdi dir="ltr"> inside a Persian sentence:
 * `withNodes(t("error.notFound", { path: "{{path}}" }), { path: <bdi dir="ltr">{path}</bdi> })`.
 * The message is translated with the placeholder kept (`{{name}}`), then split around it.
 */
export function withNodes(text: string, nodes: Record<string, ReactNode>): ReactNode {
  const parts = text.split(/\{\{\s*(\w+)\s*\}\}/g);
  return parts.map((part, i) =>
    i % 2 === 1 && part in nodes ? (
      <Fragment key={i}>{nodes[part]}</Fragment>
    ) : (
      <Fragment key={i}>{i % 2 === 1 ? `{{${part}}}` : part}</Fragment>
    ),
  );
}

/** The placeholder to pass as a value whose element `withNodes` puts in later. */
export const slot = (name: string) => `{{${name}}}`;
