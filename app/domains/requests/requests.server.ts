import { getDb } from "~/db/client.server";
import { serviceRequests } from "~/db/schema";
import { getFixedT } from "~/i18n/i18next.server";
import type { Locale } from "~/routing/screens";
import { getEnv } from "~/utils/env.server";
import { sendMail } from "~/domains/mail/mail.server";
import type { z } from "zod";
import type { serviceRequestSchema, Vertical } from "./schema";

/** Stores a service request and tells the agency desk and the visitor by e-mail. */
export async function createServiceRequest(
  vertical: Vertical,
  input: z.infer<typeof serviceRequestSchema>,
  locale: Locale,
) {
  const db = await getDb();
  const [row] = await db
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
  const t = await getFixedT(locale, ["verticals", "common"]);
  const summary = [
    `#${row.id} — ${vertical}`,
    `${input.name} <${input.email}> ${input.phone ?? ""}`,
    `${input.destination} · ${input.startDate ?? "-"} → ${input.endDate ?? "-"} · ${input.travellers}`,
    input.message ?? "",
  ].join("\n");
  // The request is stored first: a mail failure never loses it.
  await Promise.allSettled([
    sendMail({ to: getEnv().AGENCY_EMAIL, subject: `Service request #${row.id} (${vertical})`, text: summary }),
    sendMail({
      to: input.email,
      subject: t("request.mailSubject", { number: row.id }),
      text: `${t("request.mailBody", { name: input.name, number: row.id })}\n\n${summary}`,
    }),
  ]);
  return row.id;
}
