import { ownDirection, type MailDocument } from "~/domains/mail/layout";
import type { TFunction } from "~/i18n/translate";
import type { Locale } from "~/routing/screens";
import { formatDate, formatNumber } from "~/utils/format";
import type { Vertical } from "./verticals";

/**
 * The notice a visitor receives after a service request (decision 021): what was asked, in the
 * visitor's language, dates in its calendar (Jalali in Persian) and numbers in its digits.
 */
export function requestMail(
  locale: Locale,
  t: TFunction<"verticals">,
  request: {
    number: number;
    vertical: Vertical;
    name: string;
    destination: string;
    startDate?: string | null;
    endDate?: string | null;
    travellers: number;
    message?: string | null;
  },
): MailDocument {
  const number = formatNumber(request.number, locale, { useGrouping: false });
  const subject = t("request.mailSubject", { number });
  const rows = [
    { label: t("request.mailNumber"), value: number },
    { label: t(`${request.vertical}.destinationLabel`), value: ownDirection(request.destination) },
    ...(request.startDate ? [{ label: t("request.startDate"), value: formatDate(request.startDate, locale) }] : []),
    ...(request.endDate ? [{ label: t("request.endDate"), value: formatDate(request.endDate, locale) }] : []),
    { label: t("request.travellers"), value: formatNumber(request.travellers, locale) },
    ...(request.message ? [{ label: t("request.mailMessage"), value: ownDirection(request.message) }] : []),
  ];
  return {
    locale,
    subject,
    preview: t("request.mailBody", { name: request.name, number }),
    blocks: [
      { kind: "title", text: subject },
      { kind: "paragraph", text: t("request.mailBody", { name: ownDirection(request.name), number }) },
      { kind: "heading", text: t("request.mailDetails") },
      { kind: "rows", rows },
    ],
  };
}
