import { documentNamespaces } from "~/domains/booking/products";
import { getFixedT } from "~/i18n/i18next.server";
import { isLocale, pathFor } from "~/routing/screens";
import type { CurrencyInfo } from "~/utils/money";
import { renderMail } from "~/domains/mail/layout";
import { queueMail } from "~/domains/mail/mail.server";
import type { Executor } from "~/domains/mail/outbox.server";
import type { orderDetails } from "./order-read.server";
import { bookingLinkUrl } from "./booking-link.server";
import { buildETicket, licences, loadParts, orderMoney } from "./e-ticket.server";
import {
  balanceReminderMail,
  cancellationMail,
  changedMail,
  confirmationMail,
  forwardedTicketMail,
} from "./booking-mail";
import { formatLongDate } from "~/utils/format";
import { refundSummary } from "./refund-summary";

type Details = Awaited<ReturnType<typeof orderDetails>>;

/** The order's e-ticket as its e-mails show it, in its language, and the signed link to the booking (decision 409). */
async function mailTicket(details: Details, origin: string, tx: Executor, currency: CurrencyInfo) {
  const { order } = details;
  const locale = isLocale(order.locale) ? order.locale : "fa";
  const t = await getFixedT(locale, documentNamespaces());
  // What the products' parts need (a flight's baggage, a hotel's name), read through the writing transaction.
  const ticket = buildETicket(details, locale, t, {
    loaded: await loadParts(details, locale, tx),
    currency,
    origin,
    licences: licences(),
  });
  return { order, locale, t, ticket, link: bookingLinkUrl(order, details.lines, origin, locale) };
}

/**
 * When an order is confirmed, in the transaction that confirms it (decision 404): the
 * confirmation e-mail to the buyer, and the ticket to the other person when the buyer asked.
 * Both are HTML with a text part (decision 021), in the order's language and currency, with the
 * e-ticket's details. The PDF ticket is not stored: the outbox worker attaches it at send time
 * ("order-ticket", ticket-attachment.server.ts).
 */
export async function queueConfirmation(details: Details, origin: string, tx: Executor, currency: CurrencyInfo) {
  const { order, locale, t, ticket, link } = await mailTicket(details, origin, tx, currency);
  const attachments = { kind: "order-ticket", ref: order.number };
  const confirmation = renderMail(confirmationMail(ticket, t, { name: order.buyer.firstName, link }), t);
  await queueMail({ to: order.buyer.email, ...confirmation, ...attachments }, tx);
  if (order.sendTo) {
    const forwarded = renderMail(
      forwardedTicketMail(ticket, t, {
        name: order.sendTo.name,
        buyerName: `${order.buyer.firstName} ${order.buyer.lastName}`,
        inquiryLink: `${origin}${pathFor("inquiry", locale)}`,
      }),
      t,
    );
    await queueMail({ to: order.sendTo.email, ...forwarded, ...attachments }, tx);
  }
}

/**
 * When an order is cancelled, in the transaction that cancels it: the e-mail to the buyer saying the booking and its
 * documents are void and what is refunded — read from the refund rows just written (amount, card, wallet or gift
 * card, when) — in the order's language, with the signed link to the booking (decision 409).
 */
export async function queueCancellation(
  details: Details,
  origin: string,
  tx: Executor,
  currency: CurrencyInfo,
  /** Cancelled because the balance was not paid by this day (decision 411). */
  overdue: { due: string } | null = null,
) {
  const { order, locale, t, ticket, link } = await mailTicket(details, origin, tx, currency);
  const mail = renderMail(
    cancellationMail(ticket, t, {
      name: order.buyer.firstName,
      link,
      refund: refundSummary(details.refunds, locale),
      money: (amount) => orderMoney(amount, currency, locale),
      why: overdue ? t("orders:balance.overdueMail", { date: formatLongDate(overdue.due, locale) }) : null,
    }),
    t,
  );
  await queueMail({ to: order.buyer.email, ...mail }, tx);
}

/**
 * A reminder that the balance is due (decision 411), `days` before its day, in the order's language: how much,
 * by when, what happens otherwise, and the signed link to the booking where it is paid.
 */
export async function queueBalanceReminder(details: Details, origin: string, tx: Executor, currency: CurrencyInfo) {
  const { order, locale, t, ticket, link } = await mailTicket(details, origin, tx, currency);
  const mail = renderMail(
    balanceReminderMail(ticket, t, {
      name: order.buyer.firstName,
      link,
      amount: orderMoney(order.balanceAmount, currency, locale),
      date: formatLongDate(order.balanceDueOn ?? "", locale),
    }),
    t,
  );
  await queueMail({ to: order.buyer.email, ...mail }, tx);
}

/** When a change of the order is applied (decision 109), in its transaction: the booking as changed, new tickets attached. */
export async function queueChanged(
  details: Details,
  origin: string,
  tx: Executor,
  currency: CurrencyInfo,
  byAgency = false,
) {
  const { order, t, ticket, link } = await mailTicket(details, origin, tx, currency);
  const mail = renderMail(changedMail(ticket, t, { name: order.buyer.firstName, link, byAgency }), t);
  await queueMail({ to: order.buyer.email, ...mail, kind: "order-ticket", ref: order.number }, tx);
}
