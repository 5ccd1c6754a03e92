import { ownDirection, type MailDocument } from "~/domains/mail/layout";
import type { TFunction } from "~/i18n/translate";
import type { Locale } from "~/routing/screens";

/** What the original message said, as far as a reply quotes it. */
const QUOTE_MAX = 1200;

/**
 * The agency's reply to a request or message (decision 113), in the customer's language: a
 * greeting, the reply's paragraphs, who answered, and the customer's own message quoted below.
 */
export function replyMail(
  locale: Locale,
  t: TFunction<"deskRequests" | "common">,
  { item, body, staffName }: { item: { name: string; text: string }; body: string; staffName: string },
): MailDocument {
  const brand = t("common:brand");
  const subject = t("deskRequests:mail.subject", { brand });
  const paragraphs = body.split(/\n{2,}/).map((text) => ({ kind: "paragraph" as const, text }));
  const quoted = item.text.length > QUOTE_MAX ? `${item.text.slice(0, QUOTE_MAX)}…` : item.text;
  return {
    locale,
    subject,
    preview: paragraphs[0]?.text,
    blocks: [
      { kind: "title", text: subject },
      { kind: "paragraph", text: t("deskRequests:mail.greeting", { name: ownDirection(item.name) }) },
      ...paragraphs,
      { kind: "paragraph", text: t("deskRequests:mail.signature", { name: ownDirection(staffName), brand }) },
      ...(quoted
        ? [
            { kind: "heading" as const, text: t("deskRequests:mail.yourMessage") },
            { kind: "note" as const, text: quoted },
          ]
        : []),
    ],
  };
}
