import { getHandle } from "~/db/client.server";
import { contactMessageDelivery } from "~/domains/content/messages.server";
import { orderTicketMessages } from "~/domains/orders/ticket-attachment.server";
import { emailTransport } from "./mail.server";
import { createOutboxWorker, OUTBOX_CHANNEL, type OutboxWorker } from "./outbox.server";
import { smsTransport } from "./sms.server";

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
    transports: { email: await emailTransport(), sms: smsTransport },
    kinds: { "order-ticket": orderTicketMessages, contact: contactMessageDelivery },
    listen: (onNotify, onLost) => handle.listen(OUTBOX_CHANNEL, onNotify, onLost),
  });
  await worker.start();
  return worker;
}
