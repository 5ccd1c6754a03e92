import type { MailDocument } from "~/domains/mail/layout";
import type { TFunction } from "~/i18n/translate";
import type { Locale } from "~/routing/screens";

/** The desk's sign-in code by e-mail (decision 111): for staff who have not enrolled an authenticator yet. */
export function deskCodeMail(
  locale: Locale,
  t: TFunction<"desk" | "common">,
  code: string,
  minutes: number,
): MailDocument {
  const subject = t("mail.codeSubject", { code });
  return {
    locale,
    subject,
    preview: t("mail.codeExpiry", { minutes }),
    blocks: [
      { kind: "title", text: subject },
      { kind: "paragraph", text: t("mail.codeIntro") },
      { kind: "code", text: code },
      { kind: "note", text: t("mail.codeExpiry", { minutes }) },
      { kind: "note", text: t("mail.codeNotYou") },
    ],
  };
}
