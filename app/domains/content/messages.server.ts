import { eq } from "drizzle-orm";
import type { z } from "zod";
import { getDb } from "~/db/client.server";
import { contactMessages, jobApplications } from "~/db/schema";
import { queueMail } from "~/domains/mail/mail.server";
import type { MessageKind } from "~/domains/mail/outbox.server";
import { hit } from "~/domains/security/rate-limit.server";
import type { Locale } from "~/routing/screens";
import { getEnv } from "~/utils/env.server";
import type { Claim } from "~/utils/honeypot.server";
import type { contactSchema, jobApplicationSchema } from "./schema";

/**
 * Messages to the agency: the contact form and job applications. Each is stored together with
 * its e-mails in one transaction: the outbox worker delivers them and retries until it can
 * (decision 404), so neither the message nor its e-mail is ever lost.
 */

/** Contact messages per IP address: 5 an hour (decision 301). */
export const CONTACT_LIMIT = { max: 5, windowMs: 60 * 60 * 1000 };

export function contactRateLimit(ip: string | null) {
  return hit(`contact:ip:${ip ?? "unknown"}`, CONTACT_LIMIT);
}

/**
 * Test-only failure switch (decision 301): with PARVAZ_E2E=1, a request carrying the
 * cookie `parvaz-e2e-mail=fail` behaves as if the message could not be handed over for delivery.
 */
export function simulatedMailFailure(request: Request) {
  return getEnv().PARVAZ_E2E && /(?:^|;\s*)parvaz-e2e-mail=fail(?:;|$)/.test(request.headers.get("Cookie") ?? "");
}

export type ContactInput = z.infer<typeof contactSchema>;

/**
 * Stores the message and queues its e-mail to the agency in one transaction (delivery "pending"; the outbox worker
 * makes it "sent" or "failed", contactMessageDelivery). Returns "queued", or "failed" when it could not be queued,
 * or "spam" (nothing stored) when `claim` — the form's honeypot token, decision 207 — was already used.
 */
export async function sendContactMessage(
  input: ContactInput,
  locale: Locale,
  ip: string | null,
  options: { failDelivery?: boolean; claim?: Claim } = {},
) {
  const db = await getDb();
  try {
    return await db.transaction(async (tx) => {
      if (options.claim && !(await options.claim(tx))) return { id: null, delivery: "spam" as const };
      const [row] = await tx
        .insert(contactMessages)
        .values({
          name: input.name,
          email: input.email,
          phone: input.phone || null,
          message: input.message,
          locale,
          ip,
          delivery: options.failDelivery ? "failed" : "pending",
        })
        .returning({ id: contactMessages.id });
      // The e2e switch: stored, but not handed over for delivery.
      if (options.failDelivery) return { id: row.id, delivery: "failed" as const };
      await queueMail(
        {
          to: getEnv().AGENCY_EMAIL,
          subject: `Contact #${row.id}: ${input.name}`,
          text: [
            `#${row.id} (${locale})`,
            `${input.name} <${input.email}>${input.phone ? ` ${input.phone}` : ""}`,
            "",
            input.message,
          ].join("\n"),
          kind: "contact",
          ref: String(row.id),
        },
        tx,
      );
      return { id: row.id, delivery: "queued" as const };
    });
  } catch (error) {
    // Nothing could be stored (the database refused): the visitor gets the form back as typed.
    console.error("contact: the message could not be stored and queued", error);
    return { id: null, delivery: "failed" as const };
  }
}

/** Outbox messages of kind "contact" record their outcome on the contact message they carry. */
export const contactMessageDelivery: MessageKind = {
  async settled(ref, status) {
    const db = await getDb();
    await db
      .update(contactMessages)
      .set({ delivery: status === "failed" ? "failed" : "sent" })
      .where(eq(contactMessages.id, Number(ref)));
  },
};

export type JobApplicationInput = z.infer<typeof jobApplicationSchema>;

/**
 * Stores an application and queues its e-mails to the agency and the applicant, in one transaction. Null (nothing
 * stored) when `claim` — the form's honeypot token, decision 207 — was already used.
 */
export async function applyForJob(
  input: JobApplicationInput,
  locale: Locale,
  confirmation: { subject: string; text: string; html: string },
  claim?: Claim,
) {
  const db = await getDb();
  return db.transaction(async (tx) => {
    if (claim && !(await claim(tx))) return null;
    const [row] = await tx
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
    await queueMail(
      {
        to: getEnv().AGENCY_EMAIL,
        subject: `Job application #${row.id} (${input.position}): ${input.name}`,
        text: [
          `${input.name} <${input.email}>${input.phone ? ` ${input.phone}` : ""}`,
          input.cvUrl ? `CV: ${input.cvUrl}` : "",
          "",
          input.letter,
        ].join("\n"),
      },
      tx,
    );
    await queueMail({ to: input.email, ...confirmation }, tx);
    return row.id;
  });
}
