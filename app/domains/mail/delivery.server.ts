import { getHandle } from "~/db/client.server";
import { contactMessageDelivery } from "~/domains/content/messages.server";
import { orderTicketMessages } from "~/domains/orders/ticket-attachment.server";
import { emailTransport } from "./mail.server";
import { createOutboxWorker, OUTBOX_CHANNEL, type OutboxWorker } from "./outbox.server";
import { smsTransport } from "./sms.server";
import type { Transport } from "./outbox.server";
import { pathFor } from "~/routing/screens";
import { demoMailbox } from "~/utils/env.server";
import { logger } from "~/utils/log.server";

/**
 * On a demonstration every message kept in the outbox is also a log line, pointing at the demo
 * mailbox page where it can be read (issue 22 item 10). A message sent for real is not logged.
 */
function announced(transport: Transport): Transport {
  if (!demoMailbox()) return transport;
  return async (row, attachments) => {
    const result = await transport(row, attachments);
    if (result === "stored")
      logger.info(
        { channel: row.channel, to: row.recipient, subject: row.subject },
        `demo mailbox: ${row.channel === "sms" ? "SMS" : "e-mail"} to ${row.recipient} — read it at ${pathFor("mailbox", "en")}`,
      );
    return result;
  };
}

/**
 * The outbox worker of this process (decision 404), started by server.ts once the database is
 * open: it wakes on the NOTIFY of every committed message (from any process on PostgreSQL)
 * and every few seconds for retries and expired leases. Every process runs one; SKIP LOCKED
 * and the lease make each message go out once.
 */
export async function startDelivery(): Promise<OutboxWorker> {
  const handle = await getHandle();
  const worker = createOutboxWorker({
    db: handle.db,
    transports: { email: announced(await emailTransport()), sms: announced(smsTransport) },
    kinds: { "order-ticket": orderTicketMessages, contact: contactMessageDelivery },
    listen: (onNotify, onLost) => handle.listen(OUTBOX_CHANNEL, onNotify, onLost),
  });
  await worker.start();
  return worker;
}
