import { getDb } from "~/db/client.server";
import { renderMail } from "~/domains/mail/layout";
import { queueMail } from "~/domains/mail/mail.server";
import { hit, type Limit } from "~/domains/security/rate-limit.server";
import { getFixedT } from "~/i18n/i18next.server";
import { isLocale } from "~/routing/screens";
import type { Claim } from "~/utils/honeypot.server";
import { bookingLinkUrl } from "./booking-link.server";
import { bookingLinkMail } from "./booking-mail";
import { orderDetails, type Order } from "./order-read.server";

/**
 * "E-mail me a link to manage this booking" on the inquiry screen (issue 22 item 6): a guest who has
 * only the order and ticket numbers gets the signed link of decision 409 — at the booking's e-mail,
 * never at an address the visitor gives. The answer is one neutral message whether or not the numbers
 * match, so the form tells nobody more than the inquiry's status already does.
 *
 * Limits, as the other public forms (decisions 202, 205): per IP an hour (refused with 429 and a
 * message, which says nothing about the booking), and per booking an hour (silent: beyond it no mail,
 * the same answer, so nobody can flood a buyer's mailbox or learn that the numbers matched).
 */
const HOUR = 60 * 60_000;
export const bookingLinkLimits = {
  ip: { max: 10, windowMs: HOUR },
  booking: { max: 3, windowMs: HOUR },
} satisfies Record<string, Limit>;

export const BOOKING_LINK_FORM = "booking-link";

export function bookingLinkIpLimit(ip: string | null) {
  return hit(`booking-link:ip:${ip ?? "unknown"}`, bookingLinkLimits.ip);
}

/**
 * Queues the e-mail with the booking's link for `order`, in the booking's language, when its per-booking
 * quota allows; `claim` (the form's honeypot token, decision 207) is made in the transaction that
 * queues it, so a token sends one mail at most. Returns whether a mail was queued (for tests and logs;
 * the visitor's answer never depends on it).
 */
export async function sendBookingLink(order: Order, origin: string, claim: Claim): Promise<boolean> {
  const quota = await hit(`booking-link:order:${order.number}`, bookingLinkLimits.booking);
  if (!quota.allowed) return false;
  const locale = isLocale(order.locale) ? order.locale : "fa";
  const [t, details] = await Promise.all([getFixedT(locale, ["orders", "common"]), orderDetails(order)]);
  const link = bookingLinkUrl(order, details.lines, origin, locale);
  const mail = renderMail(bookingLinkMail(t, { locale, number: order.number, name: order.buyer.firstName, link }), t);
  const db = await getDb();
  return db.transaction(async (tx) => {
    if (!(await claim(tx))) return false;
    await queueMail({ to: order.buyer.email, ...mail }, tx);
    return true;
  });
}
