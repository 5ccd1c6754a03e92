import { ownDirection, type MailBlock, type MailDocument } from "~/domains/mail/layout";
import type { TFunction } from "~/i18n/translate";
import type { Locale } from "~/routing/screens";
import { productOf } from "~/domains/booking/products";
import { documentWordKey } from "~/domains/booking/document-words";
import type { DocumentT } from "./document-parts";
import type { ETicket } from "./e-ticket.server";
import type { RefundSummary } from "./refund-summary";

type T = DocumentT;

/**
 * The e-mails of a confirmed booking (decision 021), from the e-ticket document so they carry
 * the same details as the ticket: flights with airline, airports, local dates and times, cabin
 * and baggage, each passenger's e-ticket number, the total in the order's currency, all in the
 * order's language; and a button that opens the booking (a signed link, decision 409).
 */
function bookingBlocks(ticket: ETicket, t: T): MailBlock[] {
  const blocks: MailBlock[] = [
    { kind: "heading", text: t("orders:mail.details") },
    {
      kind: "rows",
      rows: [
        { label: t("orders:order.number"), value: ticket.orderNumber, ltr: true },
        ...(ticket.issued ? [{ label: t("orders:eticket.issued"), value: ticket.issued }] : []),
        { label: t("orders:order.buyer"), value: ownDirection(ticket.buyer.name) },
      ],
    },
  ];
  for (const line of ticket.lines) {
    // The product's part (a voucher, a train ticket) speaks for itself.
    if (line.part) blocks.push(...(productOf(line.part.kind).documents?.mail?.(line.part.data, t) ?? []));
    for (const leg of line.legs) {
      blocks.push({
        kind: "heading",
        text: [`${t("orders:eticket.flight")} \u2066${leg.flightNumber}\u2069`, leg.airline]
          .filter(Boolean)
          .join(t("orders:eticket.separator")),
      });
      const rows: { label: string; value: string }[] = [];
      if (leg.depart)
        rows.push({
          label: t("orders:eticket.departure"),
          value: `${leg.depart.airport}\n${t("orders:time.on", { date: leg.depart.date, time: leg.depart.time })}`,
        });
      if (leg.arrive)
        rows.push({
          label: t("orders:eticket.arrival"),
          value: `${leg.arrive.airport}\n${t("orders:time.on", { date: leg.arrive.date, time: leg.arrive.time })}`,
        });
      const fare = [leg.cabin, leg.fare].filter(Boolean).join(t("orders:eticket.separator"));
      if (fare) rows.push({ label: t("flights:offer.fare"), value: fare });
      if (leg.baggage) rows.push({ label: t("orders:eticket.baggage"), value: leg.baggage });
      if (leg.extras?.length) rows.push({ label: t("orders:eticket.extras"), value: leg.extras.join("\n") });
      blocks.push({ kind: "rows", rows });
    }
    if (line.tickets.length) {
      blocks.push({ kind: "heading", text: ticket.words.tickets });
      blocks.push({
        kind: "rows",
        rows: line.tickets.map((x) => ({
          label: ownDirection(x.passenger),
          value: `${ticket.words.number} \u2066${x.number}\u2069${t("orders:eticket.separator")}${x.segment}`,
        })),
      });
    }
  }
  blocks.push({ kind: "rows", rows: [{ label: t("orders:summary.total"), value: ticket.total }] });
  // Paid on a deposit (decision 411): what is paid and what is still due by when.
  if (ticket.balance)
    blocks.push({
      kind: "rows",
      rows: [
        { label: t("orders:balance.paid"), value: ticket.balance.paid },
        { label: t("orders:balance.due"), value: ticket.balance.due },
        { label: t("orders:balance.dueOn"), value: ticket.balance.dueOn },
      ],
    });
  return blocks;
}

/** Every customer e-mail opens the same way: its subject as the title, the greeting, and its intro (also the preview). */
function letter(
  locale: Locale,
  subject: string,
  greeting: string,
  intro: string,
  rest: MailDocument["blocks"],
): MailDocument {
  return {
    locale,
    subject,
    preview: intro,
    blocks: [
      { kind: "title", text: subject },
      { kind: "paragraph", text: greeting },
      { kind: "paragraph", text: intro },
      ...rest,
    ],
  };
}

/** The buyer's confirmation: greeting, the booking's details, a button to the booking and the PDF's note. */
export function confirmationMail(ticket: ETicket, t: T, options: { name: string; link: string }): MailDocument {
  return letter(
    ticket.locale,
    t("orders:mail.confirmedSubject", { number: ticket.orderNumber }),
    t("orders:mail.hello", { name: ownDirection(options.name) }),
    t(documentWordKey(ticket.wordsGroup, "mailIntro"), { number: ticket.orderNumber }),
    [
      ...bookingBlocks(ticket, t),
      { kind: "note", text: ticket.words.download },
      { kind: "button", text: t("orders:mail.viewBooking"), href: options.link },
      { kind: "note", text: ticket.words.timeNote },
    ],
  );
}

/** After a change of date (decision 109): the booking as it is now, with its new ticket numbers. */
export function changedMail(
  ticket: ETicket,
  t: T,
  options: { name: string; link: string; byAgency?: boolean },
): MailDocument {
  // The agency's change (decision 708: a tour moved to another departure) says so, and that the documents are new.
  return letter(
    ticket.locale,
    t(options.byAgency ? "orders:mail.movedSubject" : "orders:mail.changedSubject", { number: ticket.orderNumber }),
    t("orders:mail.hello", { name: ownDirection(options.name) }),
    t(options.byAgency ? "orders:mail.movedIntro" : "orders:mail.changedIntro", { number: ticket.orderNumber }),
    [
      ...bookingBlocks(ticket, t),
      { kind: "note", text: ticket.words.download },
      { kind: "button", text: t("orders:mail.viewBooking"), href: options.link },
      { kind: "note", text: ticket.words.timeNote },
    ],
  );
}

/** The ticket sent to another person at the buyer's request: the same details, and where to look the booking up. */
export function forwardedTicketMail(
  ticket: ETicket,
  t: T,
  options: { name: string; buyerName: string; inquiryLink: string },
): MailDocument {
  return letter(
    ticket.locale,
    t("orders:mail.ticketSubject", { number: ticket.orderNumber }),
    t("orders:mail.hello", { name: ownDirection(options.name) }),
    t(documentWordKey(ticket.wordsGroup, "forwardedIntro"), { name: ownDirection(options.buyerName) }),
    [
      ...bookingBlocks(ticket, t),
      { kind: "note", text: t("orders:mail.inquiry") },
      { kind: "button", text: t("orders:mail.lookUp"), href: options.inquiryLink },
      { kind: "note", text: ticket.words.timeNote },
    ],
  );
}

/** The refund's rows (refund-summary.ts): each part with where it goes and when, then the total. */
export function refundRows(
  summary: RefundSummary,
  t: T,
  money: (amount: number) => string,
): { label: string; value: string }[] {
  return [
    ...summary.parts.map((p) => ({
      label: t(`orders:refunded.${p.destination}`),
      value: [money(p.amount), t(`orders:refunded.${p.timing}`, { date: p.date })].join(t("orders:eticket.separator")),
    })),
    { label: t("orders:refunded.total"), value: money(summary.total) },
  ];
}

/**
 * The cancellation e-mail (issue 22 item 4), in the order's language: the booking is cancelled and its documents
 * void, and the refund read from the stored refund rows — how much, to which card, wallet or gift card, and when.
 */
export function cancellationMail(
  ticket: ETicket,
  t: T,
  options: {
    name: string;
    link: string;
    refund: RefundSummary | null;
    money: (amount: number) => string;
    /** Why the agency cancelled it (an unpaid balance, decision 411); null when the customer did. */
    why?: string | null;
  },
): MailDocument {
  return letter(
    ticket.locale,
    t("orders:mailCancel.subject", { number: ticket.orderNumber }),
    t("orders:mail.hello", { name: ownDirection(options.name) }),
    t("orders:mailCancel.text", { number: ticket.orderNumber }),
    [
      ...(options.why ? [{ kind: "paragraph" as const, text: options.why }] : []),
      { kind: "heading", text: t("orders:mailCancel.refund") },
      options.refund
        ? { kind: "rows", rows: refundRows(options.refund, t, options.money) }
        : { kind: "paragraph", text: t("orders:mailCancel.noRefund") },
      { kind: "rows", rows: [{ label: t("orders:order.number"), value: ticket.orderNumber, ltr: true }] },
      { kind: "button", text: t("orders:mail.viewBooking"), href: options.link },
    ],
  );
}

/** The balance reminder (decision 411): how much is still due and by when, and the button to pay it on the booking. */
export function balanceReminderMail(
  ticket: ETicket,
  t: T,
  options: { name: string; link: string; amount: string; date: string },
): MailDocument {
  return letter(
    ticket.locale,
    t("orders:balance.reminderSubject", { number: ticket.orderNumber, date: options.date }),
    t("orders:mail.hello", { name: ownDirection(options.name) }),
    t("orders:balance.reminderText", { number: ticket.orderNumber, amount: options.amount, date: options.date }),
    [
      {
        kind: "rows",
        rows: [
          { label: t("orders:order.number"), value: ticket.orderNumber, ltr: true },
          { label: t("orders:balance.due"), value: options.amount },
          { label: t("orders:balance.dueOn"), value: options.date },
        ],
      },
      { kind: "button", text: t("orders:balance.pay"), href: options.link },
    ],
  );
}

/**
 * The link a guest asked for on the inquiry screen with the order and ticket numbers (issue 22 item 6): sent to the
 * booking's e-mail only, in the booking's language, with the signed link of decision 409 and how to withdraw it.
 */
export function bookingLinkMail(
  t: TFunction<"orders" | "common">,
  options: { locale: Locale; number: string; name: string; link: string },
): MailDocument {
  return letter(
    options.locale,
    t("orders:mail.linkSubject", { number: options.number }),
    t("orders:mail.hello", { name: ownDirection(options.name) }),
    t("orders:mail.linkText", { number: options.number }),
    [
      { kind: "button", text: t("orders:mail.linkButton"), href: options.link },
      { kind: "note", text: t("orders:mail.linkIgnore") },
    ],
  );
}
