import { getDb } from "~/db/client.server";
import { serviceRequests } from "~/db/schema";
import { getFixedT } from "~/i18n/i18next.server";
import type { Locale } from "~/routing/screens";
import { getEnv } from "~/utils/env.server";
import { formatDigits, formatNumber } from "~/utils/format";
import { formatDateText } from "~/utils/date-text";
import { queueMail } from "~/domains/mail/mail.server";
import type { z } from "zod";
import type { serviceRequestSchema, Vertical } from "./schema";

/** Stores a service request and queues its e-mails to the agency desk and the visitor. */
export async function createServiceRequest(
  vertical: Vertical,
  input: z.infer<typeof serviceRequestSchema>,
  locale: Locale,
) {
  const t = await getFixedT(locale, ["verticals", "common"]);
  const db = await getDb();
  // The request and its e-mails are one transaction: the outbox worker delivers them (decision 404).
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(serviceRequests)
      .values({
        vertical,
        name: input.name,
        email: input.email,
        phone: input.phone || null,
        destination: input.destination,
        startDate: input.startDate ?? null,
        endDate: input.endDate ?? null,
        travellers: input.travellers,
        message: input.message || null,
        locale,
      })
      .returning({ id: serviceRequests.id });
    const summary = [
      `#${row.id} — ${vertical}`,
      `${input.name} <${input.email}> ${input.phone ?? ""}`,
      `${input.destination} · ${input.startDate ?? "-"} → ${input.endDate ?? "-"} · ${input.travellers}`,
      input.message ?? "",
    ].join("\n");
    await queueMail(
      { to: getEnv().AGENCY_EMAIL, subject: `Service request #${row.id} (${vertical})`, text: summary },
      tx,
    );
    // The visitor's copy in their language: the request number in its digits (an identifier, no grouping;
    // decision 019), the dates as the form showed them.
    const number = formatDigits(row.id, locale);
    const mine = [
      `${input.destination} · ${formatDateText(input.startDate, locale) || "-"} → ${formatDateText(input.endDate, locale) || "-"} · ${formatNumber(input.travellers, locale)}`,
      input.message ?? "",
    ].join("\n");
    await queueMail(
      {
        to: input.email,
        subject: t("request.mailSubject", { number }),
        text: `${t("request.mailBody", { name: input.name, number })}\n\n${mine}`,
      },
      tx,
    );
    return row.id;
  });
}
