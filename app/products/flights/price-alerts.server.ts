/**
 * Flight price alerts (issue 25 item 7, docs/decisions/108-price-alerts.md). A signed-in user
 * follows a route at once; a guest's address confirms by an e-mailed link first (double opt-in,
 * the newsletter's signed links and limits, decision 305). An alert is priced by `cheapestFor`
 * (`cheapestOffersByDay`, else the connections' `dayPrices`); the scheduled check that e-mails a
 * drop is price-alert-check.server.ts.
 */
import { and, asc, desc, eq, inArray, or, type SQL } from "drizzle-orm";
import { getDb } from "~/db/client.server";
import { queueMail } from "~/domains/mail/mail.server";
import { readNewsletterToken, signNewsletterToken, CONFIRM_DAYS } from "~/domains/newsletter/token";
import { hit } from "~/domains/security/rate-limit.server";
import { authorKey, submissionLimitKeys } from "~/domains/security/submissions";
import { getFixedT } from "~/i18n/i18next.server";
import { isLocale, pathFor, type Locale } from "~/routing/screens";
import { agencyToday } from "~/travel/clock";
import { publicOrigin, sessionSecrets } from "~/utils/env.server";
import { cheapestOffersByDay, dayPrices } from "./calendar.server";
import { cheapestDay } from "./calendar";
import { airportsOf, whereOf } from "./places";
import { periodDays, periodText, type Observed } from "./price-alerts";
import { flightPriceAlerts, type PriceAlertRow } from "./schema";

export interface AlertRoute {
  origin: string;
  destination: string;
  /** A day (YYYY-MM-DD) or a month of the page's calendar (YYYY-MM). */
  period: string;
  adults: number;
}

/** The cheapest fare an alert follows now, with its day; null when none is bookable. */
export async function cheapestFor(route: AlertRoute, now = new Date()): Promise<(Observed & { date: string }) | null> {
  const days = periodDays(route.period, agencyToday(now));
  if (!days) return null;
  const q = {
    origins: airportsOf(route.origin),
    destinations: airportsOf(route.destination),
    from: days.from,
    to: days.to,
    seats: route.adults,
    now,
  };
  const offers = await cheapestOffersByDay(q);
  if (offers.size) {
    const date = cheapestDay(new Map([...offers].map(([d, o]) => [d, o.price])))!;
    return { date, ...offers.get(date)! };
  }
  // A route without a direct flight: its connections' prices (seats left unknown).
  const { prices } = await dayPrices(q);
  const date = cheapestDay(prices);
  return date ? { date, price: prices.get(date)!, seats: null } : null;
}

const localeOf = (row: { locale: string }): Locale => (isLocale(row.locale) ? row.locale : "en");

export async function words(row: Pick<PriceAlertRow, "origin" | "destination" | "period" | "locale">) {
  const locale = localeOf(row);
  const t = await getFixedT(locale, "flights");
  const route = t("results.placePair", {
    from: whereOf(row.origin)?.city[locale] ?? row.origin,
    to: whereOf(row.destination)?.city[locale] ?? row.destination,
  });
  return { t, locale, route, dates: periodText(row.period, locale) };
}

const alertsPage = (locale: Locale) => `${publicOrigin()}${pathFor("flightAlerts", locale)}`;

/** The one-click unsubscribe link of an alert (never expires). */
export function unsubscribeLink(id: number, locale: Locale, now = new Date()) {
  return `${alertsPage(locale)}?unsubscribe=${signNewsletterToken(sessionSecrets()[0], "alert-unsubscribe", id, now)}`;
}

/** RFC 2369 and RFC 8058: mail clients show "Unsubscribe" and POST to the link in one click. */
export const unsubscribeHeaders = (link: string) => ({
  "List-Unsubscribe": `<${link}>`,
  "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
});

type Stored = { status: "following" } | { status: "received" } | { status: "limited"; retryAfter: number };

/** One alert per address, route and dates; following again restarts a pending, stopped or ended one. */
const alertKey = [
  flightPriceAlerts.email,
  flightPriceAlerts.origin,
  flightPriceAlerts.destination,
  flightPriceAlerts.period,
];
const restartable = inArray(flightPriceAlerts.status, ["pending", "stopped", "ended"]);

/**
 * Follows a route. A signed-in user with an address is followed at once ("following"); a guest's
 * address gets a confirmation e-mail when it is within its own limit, and the answer is the same
 * whatever the address ("received"); "limited" only when the IP address is over its limit.
 */
export async function followRoute(
  route: AlertRoute,
  who: { userId: number; email: string } | { email: string; ip: string | null },
  locale: Locale,
  now = new Date(),
): Promise<Stored> {
  const origin = whereOf(route.origin)!.code;
  const destination = whereOf(route.destination)!.code;
  // The price and seats now, the alert's baseline (priced only once the limits let the request through).
  const baselineOf = async () => {
    const fare = await cheapestFor(route, now);
    return {
      baselinePrice: fare?.price ?? null,
      baselineSeats: fare?.seats ?? null,
      referencePrice: fare?.price ?? null,
      latestPrice: fare?.price ?? null,
      latestSeats: fare?.seats ?? null,
      seatsLow: false,
      checkedAt: now,
      notifiedAt: null,
      adults: route.adults,
      locale,
    };
  };
  const email = who.email.trim().toLowerCase();
  const key = { email, origin, destination, period: route.period };
  const db = await getDb();
  if ("userId" in who) {
    const set = { ...(await baselineOf()), userId: who.userId, status: "active", confirmedAt: now };
    await db
      .insert(flightPriceAlerts)
      .values({ ...key, ...set })
      .onConflictDoUpdate({
        target: alertKey,
        set,
        // An alert already active keeps its prices; a stopped, ended or pending one starts again.
        setWhere: restartable,
      });
    return { status: "following" };
  }
  const [perIp, perAddress] = submissionLimitKeys("priceAlert", who.ip, authorKey(null, email));
  const byIp = await hit(perIp.key, perIp.limit, now);
  if (!byIp.allowed) return { status: "limited", retryAfter: byIp.retryAfter };
  if (!(await hit(perAddress.key, perAddress.limit, now)).allowed) return { status: "received" };
  const { t, route: routeText, dates } = await words({ ...key, locale });
  const baseline = await baselineOf();
  await db.transaction(async (tx) => {
    const set = { ...baseline, status: "pending", confirmedAt: null };
    const [row] = await tx
      .insert(flightPriceAlerts)
      .values({ ...key, ...set })
      .onConflictDoUpdate({
        target: alertKey,
        set,
        setWhere: restartable,
      })
      .returning({ id: flightPriceAlerts.id });
    if (!row) return; // followed already: nothing to confirm, and the form says the same
    const confirm = `${alertsPage(locale)}?confirm=${signNewsletterToken(sessionSecrets()[0], "alert-confirm", row.id, now)}`;
    const unsubscribe = unsubscribeLink(row.id, locale, now);
    await queueMail(
      {
        to: email,
        subject: t("alerts.mail.confirmSubject", { route: routeText }),
        text: t("alerts.mail.confirmBody", {
          route: routeText,
          dates,
          confirm,
          unsubscribe,
          days: t("alerts.mail.days", { count: CONFIRM_DAYS }),
        }),
        headers: unsubscribeHeaders(unsubscribe),
      },
      tx,
    );
  });
  return { status: "received" };
}

/** The confirmation link: "confirmed" (also when clicked again) or "invalid" (expired, forged, stopped since). */
export async function confirmAlert(token: string, now = new Date()): Promise<"confirmed" | "invalid"> {
  const read = readNewsletterToken(sessionSecrets(), "alert-confirm", token, now);
  if (!read.ok) return "invalid";
  const db = await getDb();
  const [row] = await db
    .select({ status: flightPriceAlerts.status })
    .from(flightPriceAlerts)
    .where(eq(flightPriceAlerts.id, read.id));
  if (!row || (row.status !== "pending" && row.status !== "active")) return "invalid";
  await db
    .update(flightPriceAlerts)
    .set({ status: "active", confirmedAt: now })
    .where(and(eq(flightPriceAlerts.id, read.id), eq(flightPriceAlerts.status, "pending")));
  return "confirmed";
}

/** What an unsubscribe link stops (for the page that asks first), or null when the link is not valid. */
export async function unsubscribeTarget(token: string, now = new Date()) {
  const read = readNewsletterToken(sessionSecrets(), "alert-unsubscribe", token, now);
  if (!read.ok) return null;
  const db = await getDb();
  const [row] = await db.select().from(flightPriceAlerts).where(eq(flightPriceAlerts.id, read.id));
  return row ?? null;
}

/** The unsubscribe link's POST (the page's button, or a mail client's one click): true when the link is valid. */
export async function stopWithToken(token: string, now = new Date()) {
  const row = await unsubscribeTarget(token, now);
  if (!row) return false;
  await stop(eq(flightPriceAlerts.id, row.id));
  return true;
}

async function stop(where: SQL) {
  const db = await getDb();
  return db
    .update(flightPriceAlerts)
    .set({ status: "stopped" })
    .where(and(where, inArray(flightPriceAlerts.status, ["pending", "active"])))
    .returning({ id: flightPriceAlerts.id });
}

/** A user's alerts: those made signed in, and those a guest confirmed with the account's own verified address. */
function ofUser(user: { id: number; email: string | null; status: string }) {
  const confirmedByMail =
    user.email && user.status === "active"
      ? and(
          eq(flightPriceAlerts.email, user.email.toLowerCase()),
          inArray(flightPriceAlerts.status, ["active", "ended", "stopped"]),
        )
      : undefined;
  return confirmedByMail
    ? or(eq(flightPriceAlerts.userId, user.id), confirmedByMail)!
    : eq(flightPriceAlerts.userId, user.id);
}

export async function alertsOfUser(user: { id: number; email: string | null; status: string }) {
  const db = await getDb();
  return db
    .select()
    .from(flightPriceAlerts)
    .where(ofUser(user))
    .orderBy(asc(flightPriceAlerts.status), desc(flightPriceAlerts.createdAt), desc(flightPriceAlerts.id));
}

/** "Stop" in the user area: only one of the user's own alerts; false when it is not theirs (or stopped already). */
export async function stopForUser(user: { id: number; email: string | null; status: string }, id: number) {
  return (await stop(and(eq(flightPriceAlerts.id, id), ofUser(user))!)).length > 0;
}
