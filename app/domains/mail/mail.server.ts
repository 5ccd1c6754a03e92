import { desc } from "drizzle-orm";
import { getDb } from "~/db/client.server";
import { outbox } from "~/db/schema";
import type { Transporter } from "nodemailer";
import { getEnv } from "~/utils/env.server";
import { enqueue, headerSafe, type Attachment, type Executor, type Transport } from "./outbox.server";

/**
 * E-mail. `queueMail` writes the message to the outbox, inside the caller's transaction when
 * it passes one; the outbox worker (decision 404) sends it through nodemailer when SMTP_URL is
 * set (status "sent"). Without SMTP the outbox is the delivery (status "stored"): viewable in
 * development at /_/outbox, read back by tests.
 */
export interface Mail {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** Headers of this message, e.g. List-Unsubscribe and List-Unsubscribe-Post (decision 108). */
  headers?: Record<string, string>;
  /** Added by the worker at send time: "order-ticket" attaches the PDF ticket of the order numbered `ref`. */
  kind?: string;
  ref?: string;
}

/** Queues an e-mail; pass the transaction that causes it, or nothing for a message of its own. */
export async function queueMail(mail: Mail, db?: Executor): Promise<{ id: number }> {
  return enqueue(db ?? (await getDb()), { channel: "email", ...mail });
}

/** The e-mail transport of the outbox worker: SMTP when configured, else the outbox row is the delivery. */
export async function emailTransport(): Promise<Transport> {
  const url = getEnv().SMTP_URL;
  if (!url) return async () => "stored";
  const nodemailer = await import("nodemailer");
  // Timeouts well inside the worker's lease, so a hung server is an error and not a second delivery.
  const transport = nodemailer.createTransport(url, {
    connectionTimeout: 20_000,
    greetingTimeout: 20_000,
    socketTimeout: 60_000,
  });
  return sendThrough(transport, getEnv().MAIL_FROM);
}

/**
 * Sends outbox rows through a nodemailer transport: the text part always, the HTML part when
 * the row has one (then the message is multipart/alternative, decision 021), and the
 * attachments the message's kind adds at send time. The header values are made header-safe
 * again here (rows written before enqueue cleaned them, or by hand).
 */
export function sendThrough(transport: Pick<Transporter, "sendMail">, from: string): Transport {
  return async (row, attachments: Attachment[]) => {
    await transport.sendMail({
      from: headerSafe(from),
      to: headerSafe(row.recipient),
      subject: headerSafe(row.subject),
      text: row.body,
      html: row.html ?? undefined,
      headers: row.headers ?? undefined,
      attachments,
    });
    return "sent";
  };
}

export async function latestMessages(limit = 50) {
  const db = await getDb();
  return db.select().from(outbox).orderBy(desc(outbox.id)).limit(limit);
}
