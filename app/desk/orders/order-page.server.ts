import { getZodConstraint } from "@conform-to/zod";
import { inArray } from "drizzle-orm";
import { getDb } from "~/db/client.server";
import { users } from "~/db/schema";
import { lineMessages } from "~/domains/booking/products";
import { bookingLinkUrl } from "~/domains/orders/booking-link.server";
import { viewLine } from "~/domains/orders/lines";
import { presentLine } from "~/domains/orders/present";
import { orderMoney } from "~/domains/orders/e-ticket.server";
import { quoteCancellation, refundReasonKey } from "~/domains/orders/refunds.server";
import { getFixedT } from "~/i18n/i18next.server";
import { pathFor, type Locale } from "~/routing/screens";
import { documentsOfOrder, presentDocuments } from "~/domains/traveller-documents/documents.server";
import { formatNumber } from "~/utils/format";
import { toMajor } from "~/utils/money";
import { deskPage } from "../frame.server";
import { can } from "../permissions";
import type { Staff } from "../staff.server";
import { refundMethods } from "./constants";
import { deskOrder } from "./orders.server";
import { noteSchema, refundSchema } from "./schemas";

/** What the desk's order page shows, made ready for the page: amounts written in the order's currency (as charged). */
export async function orderPage(number: string, locale: Locale, staff: Staff, now = new Date()) {
  const view = await deskOrder(number);
  if (!view) return null;
  const { order, lines, tickets, payments, refunds, notes, mails, history, refundable, currency } = view;
  const money = (amount: number) => orderMoney(amount, currency, locale);
  const ids = [...new Set(refunds.flatMap((r) => (r.createdBy ? [r.createdBy] : [])))];
  const db = await getDb();
  const staffEmails = ids.length
    ? await db.select({ id: users.id, email: users.email }).from(users).where(inArray(users.id, ids))
    : [];
  const q = order.status === "confirmed" ? quoteCancellation(order, lines, now) : null;
  return {
    order: {
      number: order.number,
      status: order.status,
      userId: order.userId,
      buyer: order.buyer,
      total: money(order.total),
      createdAt: order.createdAt.toISOString(),
      confirmedAt: order.confirmedAt?.toISOString() ?? null,
      cancelledAt: order.cancelledAt?.toISOString() ?? null,
      wallet: order.walletAmount ? money(order.walletAmount) : null,
      giftCard: order.giftCardAmount ? money(order.giftCardAmount) : null,
    },
    lines: lines.map((l) => presentLine(viewLine(l.kind, l.payload, l.quantity), locale)),
    // Travellers' documents (decision 412), each opened through the desk's own guarded screen.
    travellerDocuments: presentDocuments(await documentsOfOrder(order.id, lines), locale, (id) =>
      pathFor("deskTravellerDocument", locale, { orderNumber: order.number, id }),
    ),
    tickets: tickets.map((x) => ({ number: x.number, passenger: x.passengerName, segment: x.segmentLabel })),
    payments: payments.map((p) => ({
      id: p.id,
      at: p.createdAt.toISOString(),
      last4: p.cardLast4,
      amount: money(p.amount),
      refunded: money(p.refunded),
      status: p.status,
    })),
    refunds: refunds.map((r) => ({
      id: r.id,
      at: r.createdAt.toISOString(),
      method: r.method,
      amount: money(r.amount),
      // The desk's refunds keep the words finance typed; the site's are named by their key.
      reason: r.createdBy ? { text: r.reason } : { key: refundReasonKey(r.reason) },
      status: r.status,
      by: r.createdBy ? (staffEmails.find((s) => s.id === r.createdBy)?.email ?? `#${r.createdBy}`) : null,
    })),
    notes: notes.map((n) => ({ id: n.id, at: n.createdAt.toISOString(), by: n.authorEmail, body: n.body })),
    mails: mails.map((m) => ({ ...m, createdAt: m.createdAt.toISOString() })),
    history: history.map((h) => ({ id: h.id, at: h.at.toISOString(), by: h.actorEmail, action: h.action })),
    cancel: q ? { refundable: q.refundable, amount: money(q.amount), penalty: money(q.penalty) } : null,
    refundable: refundMethods
      .filter((m) => refundable[m] > 0)
      .map((m) => ({
        method: m,
        left: money(refundable[m]),
        // What the amount field takes: the currency's major units, digits of the page.
        max: formatNumber(toMajor(refundable[m], currency), locale, {
          minimumFractionDigits: currency.decimals,
          useGrouping: false,
        }),
      })),
    currency: currency.code,
    documents:
      order.status === "confirmed" || order.status === "cancelled"
        ? bookingLinkUrl(order, lines, "", locale, now)
        : null,
    may: {
      note: can(staff.role, "orders.note"),
      cancel: can(staff.role, "orders.cancel"),
      refund: can(staff.role, "orders.refund"),
      resend: can(staff.role, "orders.resend"),
    },
  };
}

/** Everything the desk's order screen shows (its loader's data), or null when there is no such order. */
export async function orderScreen(number: string, locale: Locale, staff: Staff) {
  const page = await orderPage(number, locale, staff);
  if (!page) return null;
  const t = await getFixedT(locale, "common");
  const frame = deskPage(locale, staff, `${t("screen.deskOrder")} ${number}`, "deskOrders", "orders");
  return {
    ...frame,
    messages: { ...frame.messages, ...lineMessages(locale) },
    ...page,
    constraints: { note: getZodConstraint(noteSchema), refund: getZodConstraint(refundSchema) },
  };
}

export type OrderScreen = NonNullable<Awaited<ReturnType<typeof orderScreen>>>;
