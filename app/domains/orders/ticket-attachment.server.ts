import { isLocale } from "~/routing/screens";
import type { MessageKind } from "~/domains/mail/outbox.server";
import { findOrder, orderDetails } from "./order-read.server";
import { ticketPdf } from "./ticket-pdf.server";
import { loadETicket } from "./e-ticket.server";

/**
 * Outbox messages of kind "order-ticket" (the confirmation e-mails, notify.server.ts) carry the
 * order number; the outbox worker attaches the order's PDF ticket when it sends them, from the
 * order as it is then (decision 404).
 */
export const orderTicketMessages: MessageKind = {
  async attachments(number) {
    const order = await findOrder(number);
    if (!order) throw new Error(`order ${number} not found`);
    const locale = isLocale(order.locale) ? order.locale : "fa";
    const document = await loadETicket(await orderDetails(order), locale);
    const pdf = await ticketPdf(document);
    const name = document.fileName;
    return [{ filename: `${name}-${order.number}.pdf`, content: pdf, contentType: "application/pdf" }];
  },
};
