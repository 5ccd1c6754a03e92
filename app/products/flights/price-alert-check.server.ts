/**
 * The price alerts' scheduled check (docs/decisions/108-price-alerts.md): every CHECK_MINUTES each
 * active alert is priced (`cheapestFor`) and, when `judgeAlert` says so, one e-mail is queued through
 * the outbox in the transaction that stores the alert's new state — an update conditional on the
 * alert's version, so two checks at once (two processes) send one e-mail, not two.
 */
import { and, asc, eq } from "drizzle-orm";
import { getDb } from "~/db/client.server";
import { queueMail } from "~/domains/mail/mail.server";
import { BASE_CURRENCY, chargeOf } from "~/domains/orders/currency";
import { intlLocale } from "~/i18n/config";
import { pathFor, type Locale } from "~/routing/screens";
import { agencyToday } from "~/travel/clock";
import { getEnv, publicOrigin } from "~/utils/env.server";
import { formatMoney } from "~/utils/money";
import { CHECK_MINUTES, judgeAlert, periodText } from "./price-alerts";
import { cheapestFor, unsubscribeHeaders, unsubscribeLink, words } from "./price-alerts.server";
import { flightPriceAlerts, type PriceAlertRow } from "./schema";
import { buildSearch } from "./search-url";

/** A price as the e-mail writes it: one adult, VAT included, in euros. */
function mailPrice(net: number, locale: Locale) {
  const gross = chargeOf(net, BASE_CURRENCY, BASE_CURRENCY, getEnv().VAT_PERCENT).gross;
  return formatMoney({ amount: gross, currency: "EUR" }, BASE_CURRENCY, intlLocale[locale]);
}

/** The results page of the alert's cheapest day. */
function searchLink(row: PriceAlertRow, date: string, locale: Locale) {
  const counts = { adults: row.adults, children: 0, infants: 0 };
  const q = buildSearch({ trip: "oneway", origin: row.origin, destination: row.destination, depart: date, counts });
  return `${publicOrigin()}${pathFor("flightResults", locale)}?${q}`;
}

/**
 * One scheduled check: prices every active alert and, where `judgeAlert` says so, queues its e-mail
 * in the transaction that stores the alert's new state. The update holds only if the alert's
 * version is still the one read, so a second check running at the same time sends nothing.
 */
export async function checkPriceAlerts(now = new Date()) {
  const db = await getDb();
  const today = agencyToday(now);
  const active = await db
    .select()
    .from(flightPriceAlerts)
    .where(eq(flightPriceAlerts.status, "active"))
    .orderBy(asc(flightPriceAlerts.id));
  const counts = { checked: 0, notified: 0, ended: 0 };
  for (const row of active) {
    counts.checked++;
    const fare = await cheapestFor(row, now);
    const state = { referencePrice: row.referencePrice ?? fare?.price ?? 0, seatsLow: row.seatsLow };
    const verdict = judgeAlert(state, fare, row.period, today);
    const mine = and(eq(flightPriceAlerts.id, row.id), eq(flightPriceAlerts.version, row.version));
    const version = row.version + 1;
    if (verdict.action === "end") {
      await db.update(flightPriceAlerts).set({ status: "ended", version, checkedAt: now }).where(mine);
      counts.ended++;
      continue;
    }
    const next = {
      referencePrice: fare ? verdict.state.referencePrice : row.referencePrice,
      seatsLow: verdict.state.seatsLow,
      latestPrice: fare?.price ?? null,
      latestSeats: fare?.seats ?? null,
      checkedAt: now,
      version,
    };
    if (verdict.action === "keep" || !fare) {
      await db.update(flightPriceAlerts).set(next).where(mine);
      continue;
    }
    const { t, locale, route, dates } = await words(row);
    const sent = await db.transaction(async (tx) => {
      const [updated] = await tx
        .update(flightPriceAlerts)
        .set({ ...next, notifiedAt: now })
        .where(mine)
        .returning({ id: flightPriceAlerts.id });
      if (!updated) return false; // another check got there first
      const values = {
        route,
        dates,
        old: mailPrice(state.referencePrice, locale),
        price: mailPrice(fare.price, locale),
        seats: fare.seats ?? 0,
        day: periodText(fare.date, locale),
        link: searchLink(row, fare.date, locale),
        unsubscribe: unsubscribeLink(row.id, locale, now),
      };
      const reason = verdict.reason;
      await queueMail(
        {
          to: row.email,
          subject: t(reason === "drop" ? "alerts.mail.dropSubject" : "alerts.mail.seatsSubject", values),
          text: t(reason === "drop" ? "alerts.mail.dropBody" : "alerts.mail.seatsBody", values),
          headers: unsubscribeHeaders(values.unsubscribe),
        },
        tx,
      );
      return true;
    });
    if (sent) counts.notified++;
  }
  return counts;
}

/** Checks the alerts every CHECK_MINUTES (server.ts, like the order sweeper); one round at a time per process. */
export function startPriceAlertChecker(minutes = CHECK_MINUTES) {
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    void checkPriceAlerts()
      .catch((error) => console.error("price alerts:", error))
      .finally(() => {
        running = false;
      });
  }, minutes * 60_000);
  timer.unref();
  return () => clearInterval(timer);
}
