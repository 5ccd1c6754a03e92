import type { ObjectKeys, PluralKeys, TextKeys } from "./keys.gen";

/**
 * Message keys as types, from the generated app/i18n/keys.gen.ts (locales/en): a
 * translator of namespace NS accepts NS's own keys ("title") and any namespace's keys
 * with their prefix ("common:screen.cart"), so `tsc` rejects a key that does not exist.
 */
export type Namespace = keyof TextKeys;

type Qualified<Map> = { [N in keyof Map & string]: `${N}:${Map[N] & string}` }[keyof Map & string];

/** Keys of text messages seen from namespace NS (a union of namespaces: any of them, as i18next searches them in order). */
export type TextKey<NS extends Namespace = "common"> = TextKeys[NS] | Qualified<TextKeys>;
/** Keys of plural messages (key_one, key_other …) without the suffix, translated with `count`. */
export type PluralKey<NS extends Namespace = "common"> = PluralKeys[NS] | Qualified<PluralKeys>;
/** Keys of objects and lists, translated with `returnObjects: true`. */
export type ObjectKey<NS extends Namespace = "common"> = ObjectKeys[NS] | Qualified<ObjectKeys>;

/**
 * A message key as stored in data and shown by a component of the "common" namespace:
 * form error messages of zod schemas (translated by ErrorList), toasts.
 */
export type MessageKey = TextKey<"common">;

/** A checked message key in a place that takes any string, such as a zod message: `.min(1, messageKey("validation.required"))`. */
export const messageKey = (key: MessageKey): MessageKey => key;

/**
 * A string that arrives at run time and is meant to be a message key, but could not be
 * checked where it was made (a form error handed back by conform, which may also be one
 * of zod's own English messages). The translators show the text itself when no message
 * has that key. Use only at such boundaries.
 */
export const runtimeKey = (key: string) => key as MessageKey;

type AnyKey<NS extends Namespace> = TextKeys[NS] | PluralKeys[NS] | ObjectKeys[NS];

/**
 * The names of the messages directly inside the message object `Group` of namespace
 * NS: `KeysUnder<"menu">` is "flights" | "hotels" | … Type a value with it where the set
 * is known in code, and `t(\`menu.${name}\`)` checks.
 */
export type KeysUnder<Group extends string, NS extends Namespace = "common"> =
  AnyKey<NS> extends infer K
    ? K extends `${Group}.${infer Name}`
      ? Name extends `${string}.${string}`
        ? never
        : Name
      : never
    : never;

/** Text messages, prefixed by their namespace ("flights:cabin.economy"): accepted by the t of any namespace. */
export type QualifiedTextKey = Qualified<TextKeys>;
/** Plural messages (key_one, key_other …) without the suffix, prefixed by their namespace: translated with `count`. */
export type QualifiedPluralKey = Qualified<PluralKeys>;
/** Message objects, prefixed by their namespace ("flights:cabin"). */
export type QualifiedGroup = Qualified<ObjectKeys>;

/**
 * The key of the message `name` inside the message object `group` ("flights:cabin"),
 * for a name only known at run time (a cabin or currency code read from the database):
 * the group is checked, the name is not; an unknown name shows its key, as any missing
 * message does. Where the set of names is known in code, type it with KeysUnder instead.
 */
export function keyIn(group: QualifiedGroup, name: string): QualifiedTextKey {
  return `${group}.${name}` as QualifiedTextKey;
}

/**
 * keyIn for a plural message: the key of the plural message `name` (key_one, key_other … in each
 * language) inside the group, translated with `count` (issue 23 item 5: a translator takes `count`
 * only with a plural key, so a number always reads with its noun in the language's plural form).
 */
export function pluralKeyIn(group: QualifiedGroup, name: string): QualifiedPluralKey {
  return `${group}.${name}` as QualifiedPluralKey;
}
