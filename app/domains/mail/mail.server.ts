import { desc, eq } from "drizzle-orm";
import { getDb } from "~/db/client.server";
import { outbox } from "~/db/schema";
import { getEnv } from "~/utils/env.server";

/**
 * The mail transport. Every message is recorded in the outbox table; when SMTP_URL is
 * set it is also sent through nodemailer (status "sent" or "failed"). Without SMTP the
 * outbox is the delivery: viewable in development at /_/outbox, read back by tests.
 */
export interface Mail {
  to: string;
  subject: string;
  text: string;
  html?: string;
  attachments?: { filename: string; content: Buffer; contentType: string }[];
}

export class MailDeliveryError extends Error {}

type Sender = (mail: Mail) => Promise<void>;
let smtpSender: Sender | null | undefined;

async function getSmtpSender(): Promise<Sender | null> {
  if (smtpSender !== undefined) return smtpSender;
  const url = getEnv().SMTP_URL;
  if (!url) return (smtpSender = null);
  const nodemailer = await import("nodemailer");
  const transport = nodemailer.createTransport(url);
  const from = getEnv().MAIL_FROM;
  smtpSender = async (mail) => {
    await transport.sendMail({ from, ...mail });
  };
  return smtpSender;
}

/** Sends (or stores) a message. Throws MailDeliveryError when SMTP is configured and fails. */
export async function sendMail(mail: Mail): Promise<{ id: number }> {
  const db = await getDb();
  const sender = await getSmtpSender();
  const [row] = await db
    .insert(outbox)
    .values({
      recipient: mail.to.trim().toLowerCase(),
      subject: mail.subject,
      body: mail.text,
      html: mail.html ?? null,
      status: sender ? "sending" : "stored",
    })
    .returning({ id: outbox.id });
  if (sender) {
    try {
      await sender(mail);
      await db.update(outbox).set({ status: "sent" }).where(eq(outbox.id, row.id));
    } catch (error) {
      await db.update(outbox).set({ status: "failed" }).where(eq(outbox.id, row.id));
      throw new MailDeliveryError((error as Error).message);
    }
  }
  return row;
}

/** The newest messages to an address (tests, and the development outbox screen). */
export async function messagesTo(recipient: string, limit = 20) {
  const db = await getDb();
  return db
    .select()
    .from(outbox)
    .where(eq(outbox.recipient, recipient.toLowerCase()))
    .orderBy(desc(outbox.id))
    .limit(limit);
}

export async function latestMessages(limit = 50) {
  const db = await getDb();
  return db.select().from(outbox).orderBy(desc(outbox.id)).limit(limit);
}
