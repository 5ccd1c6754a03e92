import { and, asc, eq, isNotNull, isNull, or, sql } from "drizzle-orm";
import { getDb } from "~/db/client.server";
import { newsletterSubscriptions, users } from "~/db/schema";
import { queueMail } from "~/domains/mail/mail.server";
import type { Executor } from "~/domains/mail/outbox.server";
import { hit } from "~/domains/security/rate-limit.server";
import { authorKey, submissionLimitKeys } from "~/domains/security/submissions";
import { getFixedT } from "~/i18n/i18next.server";
import { isLocale, pathFor, type Locale } from "~/routing/screens";
import { publicOrigin, sessionSecrets } from "~/utils/env.server";
import { CONFIRM_DAYS, readNewsletterToken, signNewsletterToken } from "./token";

/**
 * The newsletter with double opt-in (docs/decisions/305-newsletter-double-opt-in.md). A
 * sign-up stores a pending subscription and e-mails a signed link; only a confirmed address
 * that has not unsubscribed is subscribed. The sign-up answers the same whatever the address
 * (new, pending, subscribed, or over its own limit), so it tells nobody who is subscribed.
 */

const subscribed = and(isNotNull(newsletterSubscriptions.confirmedAt), isNull(newsletterSubscriptions.unsubscribedAt));
/** A row that is not a live subscription: pending, or unsubscribed. */
const notSubscribed = or(
  isNull(newsletterSubscriptions.confirmedAt),
  isNotNull(newsletterSubscriptions.unsubscribedAt),
);

/**
 * A sign-up from the form. "limited" only when the IP address is over its limit (the form
 * says so); otherwise always "received": a confirmation is e-mailed when the address is not
 * subscribed and within its own limit (3 a day), and nothing is sent otherwise.
 */
export async function requestSubscription(
  email: string,
  locale: Locale,
  ip: string | null,
  now = new Date(),
): Promise<{ status: "received" } | { status: "limited"; retryAfter: number }> {
  const [perIp, perAddress] = submissionLimitKeys("newsletter", ip, authorKey(null, email));
  const byIp = await hit(perIp.key, perIp.limit, now);
  if (!byIp.allowed) return { status: "limited", retryAfter: byIp.retryAfter };
  if ((await hit(perAddress.key, perAddress.limit, now)).allowed) await sendConfirmation(email, locale, now);
  return { status: "received" };
}

/** Stores the address as pending (unless it is subscribed) and e-mails the link, in one transaction. */
async function sendConfirmation(email: string, locale: Locale, now: Date) {
  const t = await getFixedT(locale, "newsletter");
  const db = await getDb();
  await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(newsletterSubscriptions)
      .values({ email, locale })
      .onConflictDoUpdate({
        target: newsletterSubscriptions.email,
        set: { locale, confirmedAt: null, unsubscribedAt: null },
        setWhere: notSubscribed,
      })
      .returning({ id: newsletterSubscriptions.id });
    if (!row) return; // subscribed already: nothing to confirm, and the form says the same
    const secret = sessionSecrets()[0];
    const page = `${publicOrigin()}${pathFor("newsletter", locale)}`;
    await queueMail(
      {
        to: email,
        subject: t("mail.subject"),
        text: t("mail.body", {
          confirm: `${page}?confirm=${signNewsletterToken(secret, "confirm", row.id, now)}`,
          unsubscribe: `${page}?unsubscribe=${signNewsletterToken(secret, "unsubscribe", row.id, now)}`,
          days: t("mail.days", { count: CONFIRM_DAYS }),
        }),
      },
      tx,
    );
  });
}

/** Keeps the account's newsletter choice in step with its address's subscription. */
async function syncAccount(db: Executor, email: string, newsletter: boolean) {
  await db.update(users).set({ newsletter }).where(eq(users.email, email));
}

/** The confirmation link: "confirmed" (also when clicked again), or "invalid" (expired, changed, unsubscribed since). */
export async function confirmSubscription(token: string, now = new Date()): Promise<"confirmed" | "invalid"> {
  const read = readNewsletterToken(sessionSecrets(), "confirm", token, now);
  if (!read.ok) return "invalid";
  const db = await getDb();
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(newsletterSubscriptions)
      .where(and(eq(newsletterSubscriptions.id, read.id), isNull(newsletterSubscriptions.unsubscribedAt)))
      .for("update");
    if (!row) return "invalid";
    if (!row.confirmedAt) {
      await tx.update(newsletterSubscriptions).set({ confirmedAt: now }).where(eq(newsletterSubscriptions.id, row.id));
      await syncAccount(tx, row.email, true);
    }
    return "confirmed";
  });
}

/** The address an unsubscribe link is for (for the page that asks "unsubscribe …?"), or null. */
export async function unsubscribeTarget(token: string, now = new Date()) {
  const read = readNewsletterToken(sessionSecrets(), "unsubscribe", token, now);
  if (!read.ok) return null;
  const db = await getDb();
  const [row] = await db
    .select({ email: newsletterSubscriptions.email, locale: newsletterSubscriptions.locale })
    .from(newsletterSubscriptions)
    .where(eq(newsletterSubscriptions.id, read.id));
  return row ? { email: row.email, locale: isLocale(row.locale) ? row.locale : null } : null;
}

/** The unsubscribe link's form: true when the link is valid (unsubscribed now or before). */
export async function unsubscribeWithToken(token: string, now = new Date()) {
  const read = readNewsletterToken(sessionSecrets(), "unsubscribe", token, now);
  if (!read.ok) return false;
  const db = await getDb();
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select({ email: newsletterSubscriptions.email })
      .from(newsletterSubscriptions)
      .where(eq(newsletterSubscriptions.id, read.id));
    if (!row) return false;
    await unsubscribeAddress(row.email, now, tx);
    return true;
  });
}

/**
 * A signed-in user's choice in the account settings (and a sign-up with the box ticked,
 * once the code is confirmed): the account's address was verified with a code, so it is
 * subscribed at once, without a second confirmation.
 */
export async function subscribeVerified(email: string, locale: string, now = new Date()) {
  const db = await getDb();
  await db
    .insert(newsletterSubscriptions)
    .values({ email, locale, confirmedAt: now })
    .onConflictDoUpdate({
      target: newsletterSubscriptions.email,
      set: { locale, confirmedAt: now, unsubscribedAt: null },
      setWhere: notSubscribed,
    });
}

export async function unsubscribeAddress(email: string, now = new Date(), executor?: Executor) {
  const db = executor ?? (await getDb());
  await db
    .update(newsletterSubscriptions)
    .set({ unsubscribedAt: now })
    .where(and(eq(newsletterSubscriptions.email, email), isNull(newsletterSubscriptions.unsubscribedAt)));
  await syncAccount(db, email, false);
}

/** Everyone the newsletter goes to (scripts/newsletter-subscribers.ts): confirmed addresses only. */
export async function confirmedSubscribers() {
  const db = await getDb();
  return db
    .select({
      email: newsletterSubscriptions.email,
      locale: newsletterSubscriptions.locale,
      confirmedAt: newsletterSubscriptions.confirmedAt,
    })
    .from(newsletterSubscriptions)
    .where(subscribed)
    .orderBy(asc(newsletterSubscriptions.id));
}

/** How many addresses wait for their confirmation (for the same script). */
export async function pendingCount() {
  const db = await getDb();
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(newsletterSubscriptions)
    .where(and(isNull(newsletterSubscriptions.confirmedAt), isNull(newsletterSubscriptions.unsubscribedAt)));
  return Number(row.n);
}
