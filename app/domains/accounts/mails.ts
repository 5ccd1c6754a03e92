import type { MailDocument } from "~/domains/mail/layout";
import type { TFunction } from "~/i18n/translate";
import type { Locale } from "~/routing/screens";

type T = TFunction<"account">;

/**
 * The accounts' e-mails as documents for the mail layout (decision 021): the one-time code
 * (sign-up, e-mail change) with a one-click link, and the password reset link.
 */
export function codeMail(
  locale: Locale,
  t: T,
  options: { purpose: "signup" | "email_change"; code: string; url: string },
): MailDocument {
  const subject = t(options.purpose === "signup" ? "mail.signupSubject" : "mail.emailChangeSubject", {
    code: options.code,
  });
  return {
    locale,
    subject,
    preview: t("mail.codeExpiry"),
    blocks: [
      { kind: "title", text: subject },
      { kind: "paragraph", text: t("mail.codeIntro") },
      { kind: "code", text: options.code },
      { kind: "button", text: t("mail.codeButton"), href: options.url },
      { kind: "note", text: t("mail.codeExpiry") },
    ],
  };
}

export function resetMail(locale: Locale, t: T, url: string): MailDocument {
  const subject = t("mail.resetSubject");
  return {
    locale,
    subject,
    preview: t("mail.resetExpiry"),
    blocks: [
      { kind: "title", text: subject },
      { kind: "paragraph", text: t("mail.resetIntro") },
      { kind: "button", text: t("mail.resetButton"), href: url },
      { kind: "note", text: t("mail.resetExpiry") },
    ],
  };
}
