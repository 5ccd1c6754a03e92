// eslint-disable-next-line no-restricted-imports -- the one wrapper around conform's parser
import { parseWithZod as conformParse, getZodConstraint } from "@conform-to/zod";
import type { ZodTypeAny } from "zod";

/**
 * conform's `parseWithZod` for route actions, with one difference: fields the schema does not
 * name are left out before parsing, so a reply never echoes them back (issue 21 item 1: a post
 * with `x[100000]=1` came back as a page 300 KB larger). The action can still read any field
 * from its own FormData (a button's `intent`, the honeypot). List fields are matched by their
 * shape (`passengers[3].firstName` as `passengers[].firstName`); conform's own intent field is
 * kept. Same signature as conform's, so the call sites read the same.
 */
const known = new WeakMap<ZodTypeAny, Set<string>>();
const INTENT = "__intent__";

function namesOf(schema: ZodTypeAny) {
  let names = known.get(schema);
  if (!names) {
    names = new Set(Object.keys(getZodConstraint(schema)));
    known.set(schema, names);
  }
  return names;
}

export function schemaFields<T extends FormData | URLSearchParams>(payload: T, schema: ZodTypeAny): T {
  const names = namesOf(schema);
  const kept = (payload instanceof FormData ? new FormData() : new URLSearchParams()) as T;
  for (const [name, value] of payload.entries())
    if (name === INTENT || names.has(name.replace(/\[\d+\]/g, "[]"))) kept.append(name, value as string);
  return kept;
}

export const parseWithZod: typeof conformParse = ((
  payload: FormData | URLSearchParams,
  options: { schema: ZodTypeAny },
) => conformParse(schemaFields(payload, options.schema), options as never)) as typeof conformParse;
