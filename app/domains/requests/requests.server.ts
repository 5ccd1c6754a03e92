import { getDb } from "~/db/client.server";
import { serviceRequests } from "~/db/schema";
import { getFixedT } from "~/i18n/i18next.server";
import type { Locale } from "~/routing/screens";
import { getEnv } from "~/utils/env.server";
import { renderMail } from "~/domains/mail/layout";
import { queueMail } from "~/domains/mail/mail.server";
import { requestMail } from "./request-mail";
import { authorKey } from "~/domains/security/submissions";
import { gateSubmission, refusal, type Refused } from "~/domains/security/submissions.server";
import type { z } from "zod";
import type { Claim } from "~/utils/honeypot.server";
import type { serviceRequestSchema, Vertical } from "./schema";

/**
 * Stores a service request and queues its e-mails to the agency desk and the visitor. Only a
 * request within the limits (per IP and per e-mail address) that was not already received is
 * stored and e-mailed (decision 304); "spam" (nothing stored) when `claim` — the form's honeypot token,
 * decision 207 — was already used.
 */
export async function createServiceRequest(
  vertical: Vertical,
  input: z.infer<typeof serviceRequestSchema>,
  locale: Locale,
  ip: string | null,
  claim?: Claim,
): Promise<{ status: "sent"; id: number } | Refused | { status: "spam" }> {
  const gate = await gateSubmission("request", {
    ip,
    author: authorKey(null, input.email),
    // The whole request, contact details included: two people may ask for the same trip.
    text: [
      vertical,
      input.name,
      input.email,
      input.phone,
      input.destination,
      input.startDate,
      input.endDate,
      input.travellers,
      input.message,
    ],
  });
  if (gate.outcome !== "accepted") return refusal(gate);
  try {
    const id = await storeServiceRequest(vertical, input, locale, claim);
    if (id === null) {
      await gate.release();
      return { status: "spam" };
    }
    return { status: "sent", id };
  } catch (error) {
    await gate.release();
    throw error;
  }
}

async function storeServiceRequest(
  vertical: Vertical,
  input: z.infer<typeof serviceRequestSchema>,
  locale: Locale,
  claim?: Claim,
) {
  const t = await getFixedT(locale, ["verticals", "common"]);
  const db = await getDb();
  // The request and its e-mails are one transaction: the outbox worker delivers them (decision 404).
  return db.transaction(async (tx) => {
    if (claim && !(await claim(tx))) return null;
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
    const notice = requestMail(locale, t, { number: row.id, vertical, ...input });
    await queueMail({ to: input.email, ...renderMail(notice, t) }, tx);
    return row.id;
  });
}
