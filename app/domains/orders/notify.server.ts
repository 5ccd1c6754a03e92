import { getFixedT } from "~/i18n/i18next.server";
import { isLocale, pathFor } from "~/routing/screens";
import { formatMoney } from "~/utils/money";
import { sendMail } from "~/domains/mail/mail.server";
import { orderDetails, type Order } from "./orders.server";
import { loadETicket } from "./e-ticket.server";
import { ticketPdf } from "./ticket-pdf.server";

const EUR = { code: "EUR", sign: "€", rate: 1, decimals: 2 };

/**
 * After an order is confirmed: the confirmation e-mail (with the PDF ticket) to the buyer,
 * and the ticket to the other person when the buyer asked. Failures are logged, never
 * undo a paid order (the tickets stay on the confirmation page and in the inquiry).
 */
export async function sendConfirmation(order: Order, origin: string) {
  const locale = isLocale(order.locale) ? order.locale : "fa";
  const t = await getFixedT(locale, ["orders", "common"]);
  const details = await orderDetails(order);
  const ticket = await loadETicket(details, locale);
  const pdf = await ticketPdf(ticket);
  // Each flight with its local times, as on the ticket.
  const flightLines = ticket.lines
    .flatMap((l) => l.legs)
    .map((leg) =>
      [
        `${t("orders:eticket.flight")} ${leg.flightNumber}${leg.airline ? ` (${leg.airline})` : ""}`,
        leg.depart
          ? `  ${t("orders:eticket.departure")}: ${leg.depart.airport}, ${leg.depart.date}, ${leg.depart.time}`
          : "",
        leg.arrive
          ? `  ${t("orders:eticket.arrival")}: ${leg.arrive.airport}, ${leg.arrive.date}, ${leg.arrive.time}`
          : "",
      ]
        .filter(Boolean)
        .join("\n"),
    );
  const link = `${origin}${pathFor("confirmation", locale, { orderNumber: order.number })}`;
  const ticketLines = details.tickets
    .map((x) => `${t("orders:ticket.number")} ${x.number} — ${x.passengerName} — ${x.segmentLabel}`)
    .join("\n");
  const total = formatMoney({ amount: order.total, currency: "EUR" }, EUR, "en-GB");
  const attachments = [{ filename: `ticket-${order.number}.pdf`, content: pdf, contentType: "application/pdf" }];
  try {
    await sendMail({
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
      attachments,
    });
    if (order.sendTo) {
      await sendMail({
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
        attachments,
      });
    }
  } catch (error) {
    console.error(`order ${order.number}: confirmation e-mail failed`, error);
  }
}
