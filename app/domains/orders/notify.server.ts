import { getFixedT } from "~/i18n/i18next.server";
import { isLocale, pathFor } from "~/routing/screens";
import { formatMoney, type CurrencyInfo } from "~/utils/money";
import { intlLocale } from "~/i18n/config";
import { queueMail } from "~/domains/mail/mail.server";
import type { Executor } from "~/domains/mail/outbox.server";
import type { orderDetails } from "./orders.server";
import { viewLine } from "./lines";
import { bookingLinkKey } from "./booking-link.server";
import { presentLine, type LocalMoment, type PresentedPlace } from "./present";

type Details = Awaited<ReturnType<typeof orderDetails>>;

/**
 * When an order is confirmed, in the transaction that confirms it (decision 404): the
 * confirmation e-mail to the buyer, and the ticket to the other person when the buyer asked.
 * Amounts are in the order's currency. The PDF ticket is not stored: the outbox worker attaches it at send time ("order-ticket",
 * ticket-attachment.server.ts).
 */
export async function queueConfirmation(details: Details, origin: string, tx: Executor, currency: CurrencyInfo) {
  const { order } = details;
  const locale = isLocale(order.locale) ? order.locale : "fa";
  const t = await getFixedT(locale, ["orders", "common"]);
  // Each flight with its local times, as on the ticket (pure: this runs inside the confirming transaction).
  const when = (m: LocalMoment) =>
    t("orders:time.on", { date: m.date, time: t("orders:time.at", { time: m.time, place: m.place }) });
  const where = (p: PresentedPlace | null) => (p ? `${p.airport ?? p.city} (${p.code})` : "");
  const flightLines = details.lines
    .flatMap((l) => presentLine(viewLine(l.kind, l.payload, l.quantity), locale).legs)
    .map((leg) =>
      [
        `${t("orders:eticket.flight")} ${leg.flightNumber ?? ""}${leg.airline ? ` (${leg.airline})` : ""}`,
        leg.depart ? `  ${t("orders:eticket.departure")}: ${where(leg.from)}, ${when(leg.depart)}` : "",
        leg.arrive ? `  ${t("orders:eticket.arrival")}: ${where(leg.to)}, ${when(leg.arrive)}` : "",
      ]
        .filter(Boolean)
        .join("\n"),
    );
  // A signed link that opens the booking on any device, for a guest too (decision 409).
  const key = bookingLinkKey(order, details.lines);
  const link = `${origin}${pathFor("confirmation", locale, { orderNumber: order.number })}?key=${encodeURIComponent(key)}`;
  const ticketLines = details.tickets
    .map((x) => `${t("orders:ticket.number")} ${x.number} — ${x.passengerName} — ${x.segmentLabel}`)
    .join("\n");
  // In the order's own currency, with the language's digits (decision 406).
  const total = formatMoney({ amount: order.total, currency: order.currency }, currency, intlLocale[locale]);
  const attachments = { kind: "order-ticket", ref: order.number };
  await queueMail(
    {
      to: order.buyer.email,
      subject: t("orders:mail.confirmedSubject", { number: order.number }),
      text: [
        t("orders:mail.hello", { name: order.buyer.firstName }),
        t("orders:mail.confirmedText", { number: order.number }),
        "",
        ...flightLines,
        "",
        ticketLines,
        "",
        `${t("orders:summary.total")}: ${total}`,
        "",
        t("orders:mail.download"),
        link,
      ].join("\n"),
      ...attachments,
    },
    tx,
  );
  if (order.sendTo) {
    await queueMail(
      {
        to: order.sendTo.email,
        subject: t("orders:mail.ticketSubject", { number: order.number }),
        text: [
          t("orders:mail.hello", { name: order.sendTo.name }),
          t("orders:mail.ticketText", { name: `${order.buyer.firstName} ${order.buyer.lastName}` }),
          "",
          ...flightLines,
          "",
          ticketLines,
          "",
          t("orders:mail.inquiry"),
          `${origin}${pathFor("inquiry", locale)}`,
        ].join("\n"),
        ...attachments,
      },
      tx,
    );
  }
}
