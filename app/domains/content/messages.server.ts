import { eq } from "drizzle-orm";
import type { z } from "zod";
import { getDb } from "~/db/client.server";
import { contactMessages, jobApplications } from "~/db/schema";
import { MailDeliveryError, sendMail } from "~/domains/mail/mail.server";
import { hit } from "~/domains/security/rate-limit.server";
import type { Locale } from "~/routing/screens";
import { getEnv } from "~/utils/env.server";
import type { contactSchema, jobApplicationSchema } from "./schema";

/**
 * Messages to the agency: the contact form and job applications. Each is stored first,
 * then e-mailed to the agency (AGENCY_EMAIL); a delivery failure never loses what was sent.
 */

/** Contact messages per IP address: 5 an hour (decision 301). */
export const CONTACT_LIMIT = { max: 5, windowMs: 60 * 60 * 1000 };

export function contactRateLimit(ip: string | null) {
  return hit(`contact:ip:${ip ?? "unknown"}`, CONTACT_LIMIT);
}

/**
 * Test-only failure switch (decision 301): with PARVAZ_E2E=1, a request carrying the
 * cookie `parvaz-e2e-mail=fail` behaves as if SMTP refused the message.
 */
export function simulatedMailFailure(request: Request) {
  return getEnv().PARVAZ_E2E && /(?:^|;\s*)parvaz-e2e-mail=fail(?:;|$)/.test(request.headers.get("Cookie") ?? "");
}

export type ContactInput = z.infer<typeof contactSchema>;

/** Stores the message, then e-mails it to the agency. Returns "sent", or "failed" when delivery failed. */
export async function sendContactMessage(
  input: ContactInput,
  locale: Locale,
  ip: string | null,
  options: { failDelivery?: boolean } = {},
) {
  const db = await getDb();
  const [row] = await db
    .insert(contactMessages)
    .values({ name: input.name, email: input.email, phone: input.phone || null, message: input.message, locale, ip })
    .returning({ id: contactMessages.id });
  try {
    if (options.failDelivery) throw new MailDeliveryError("simulated delivery failure (e2e)");
    await sendMail({
      to: getEnv().AGENCY_EMAIL,
      subject: `Contact #${row.id}: ${input.name}`,
      text: [
        `#${row.id} (${locale})`,
        `${input.name} <${input.email}>${input.phone ? ` ${input.phone}` : ""}`,
        "",
        input.message,
      ].join("\n"),
    });
    await db.update(contactMessages).set({ delivery: "sent" }).where(eq(contactMessages.id, row.id));
    return { id: row.id, delivery: "sent" as const };
  } catch (error) {
    if (!(error instanceof MailDeliveryError)) throw error;
    await db.update(contactMessages).set({ delivery: "failed" }).where(eq(contactMessages.id, row.id));
    return { id: row.id, delivery: "failed" as const };
  }
}

export type JobApplicationInput = z.infer<typeof jobApplicationSchema>;

/** Stores an application and tells the agency and the applicant. */
export async function applyForJob(
  input: JobApplicationInput,
  locale: Locale,
  confirmation: { subject: string; text: string },
) {
  const db = await getDb();
  const [row] = await db
    .insert(jobApplications)
    .values({
      position: input.position,
      name: input.name,
      email: input.email,
      phone: input.phone || null,
      cvUrl: input.cvUrl || null,
      letter: input.letter,
      locale,
    })
    .returning({ id: jobApplications.id });
  await Promise.allSettled([
    sendMail({
      to: getEnv().AGENCY_EMAIL,
      subject: `Job application #${row.id} (${input.position}): ${input.name}`,
      text: [
        `${input.name} <${input.email}>${input.phone ? ` ${input.phone}` : ""}`,
        input.cvUrl ? `CV: ${input.cvUrl}` : "",
        "",
        input.letter,
      ].join("\n"),
    }),
    sendMail({ to: input.email, subject: confirmation.subject, text: confirmation.text }),
  ]);
  return row.id;
}
