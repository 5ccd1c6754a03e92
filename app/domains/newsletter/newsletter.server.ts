import { getDb } from "~/db/client.server";
import { newsletterSubscriptions } from "~/db/schema";
import { sql } from "drizzle-orm";

/**
 * Stores a subscription. A second sign-up with the same address is not an error: it
 * answers "already" (and re-subscribes an address that had unsubscribed).
 */
export async function subscribe(email: string, locale: string): Promise<"subscribed" | "already"> {
  const db = await getDb();
  const inserted = await db
    .insert(newsletterSubscriptions)
    .values({ email, locale })
    .onConflictDoUpdate({
      target: newsletterSubscriptions.email,
      set: { unsubscribedAt: null, locale },
      setWhere: sql`${newsletterSubscriptions.unsubscribedAt} IS NOT NULL`,
    })
    .returning({ id: newsletterSubscriptions.id });
  return inserted.length ? "subscribed" : "already";
}
