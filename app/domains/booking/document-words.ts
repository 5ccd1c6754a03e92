/**
 * The words of an order's documents (issue 22 item 5): the booking core's frame — the
 * confirmation page, the e-mails and the PDF — asks the product for them instead of speaking
 * of flights. Each product declares its group (`words` in its definition, contract.ts; documentWordsOf in products.ts); an order whose lines
 * all share one group speaks that product's words, any other order the neutral "booking" ones.
 * Pure (server and browser): the message keys live in `orders:words.<group>.*`.
 */

export const documentWordsGroups = ["flight", "stay", "train", "booking"] as const;
export type DocumentWordsGroup = (typeof documentWordsGroups)[number];

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
