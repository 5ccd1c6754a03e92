/**
 * The words of an order's documents (issue 22 item 5): the booking core's frame — the
 * confirmation page, the e-mails and the PDF — asks the product for them instead of speaking
 * of flights. Each product declares its group (`words` in its definition, contract.ts; documentWordsOf in products.ts); an order whose lines
 * all share one group speaks that product's words, any other order the neutral "booking" ones.
 * Pure (server and browser): a product's words live in its own namespace's `documentWords`
 * group (`hotels:documentWords.*`), the neutral ones in `orders:words.booking.*`, so adding a
 * product adds its words to its own messages and nothing here.
 */
import type { QualifiedTextKey } from "~/i18n/keys";

/** A product's message namespace whose `documentWords` its documents speak, or "booking" for the neutral words. */
export type DocumentWordsGroup = string;

/** Every word the frame needs from the product. */
export const documentWordKeys = [
  /** The confirmation's line under the title: "Order confirmed. Your e-tickets are ready." */
  "ready",
  /** The confirmation e-mail's intro ({{number}}). */
  "mailIntro",
  /** The intro of the copy sent to another person ({{name}}). */
  "forwardedIntro",
  /** The e-mail's line above the button to the booking page. */
  "download",
  /** The note on whose clock the document's times are. */
  "timeNote",
  /** The section of travellers and documents on the confirmation. */
  "travellers",
  /** The caption of the numbers with their QR codes. */
  "tickets",
  /** The label of each number: "E-ticket number", "Confirmation number", "Ticket number". */
  "number",
  /** The column naming what each number is for. */
  "segment",
  /** The price summary's first row (what the product itself costs). */
  "amount",
] as const;
export type DocumentWordKey = (typeof documentWordKeys)[number];

/** The message key of one of a group's words. */
export function documentWordKey(group: DocumentWordsGroup, key: DocumentWordKey): QualifiedTextKey {
  return (group === "booking" ? `orders:words.booking.${key}` : `${group}:documentWords.${key}`) as QualifiedTextKey;
}
