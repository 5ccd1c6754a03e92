/**
 * The newsletter's mailing list (decision 305): confirmed addresses that have not
 * unsubscribed, as CSV (email, language, confirmed at) for the mailing tool. Addresses
 * waiting for their confirmation are not on it; their number goes to stderr.
 *
 *   npx tsx scripts/newsletter-subscribers.ts > subscribers.csv
 */
import { closeDatabase, getHandle } from "../app/db/client.server";
import { confirmedSubscribers, pendingCount } from "../app/domains/newsletter/newsletter.server";

await getHandle();
try {
  console.log("email,locale,confirmed_at");
  for (const s of await confirmedSubscribers())
    console.log(`${s.email},${s.locale},${s.confirmedAt?.toISOString() ?? ""}`);
  console.error(`${await pendingCount()} address(es) waiting for confirmation (not listed).`);
} finally {
  await closeDatabase();
}
