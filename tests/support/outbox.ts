import { desc, eq } from "drizzle-orm";
import { getDb } from "~/db/client.server";
import { outbox } from "~/db/schema";

/** The newest messages queued to an address (e-mail or phone), newest first: what the tests read codes and links from. */
export async function messagesTo(recipient: string, limit = 20) {
  const db = await getDb();
  return db
    .select()
    .from(outbox)
    .where(eq(outbox.recipient, recipient.toLowerCase()))
    .orderBy(desc(outbox.id))
    .limit(limit);
}
