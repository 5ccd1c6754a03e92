import { and, asc, desc, eq, exists, gte, ilike, inArray, lt, or, sql, type SQL } from "drizzle-orm";
import { agencyDayRange } from "~/travel/clock";
import { getDb } from "~/db/client.server";
import { orderLines, orderNotes, orders, outbox, tickets } from "~/db/schema";
import { orderCurrencyInfo } from "~/domains/orders/currency";
import { currencyOfOrder, orderDetails } from "~/domains/orders/order-read.server";
import { queueConfirmation } from "~/domains/orders/notify.server";
import { cancelLockedOrderTx, settleRefunds } from "~/domains/orders/refunds.server";
import { allCurrencies } from "~/utils/currency.server";
import { publicOrigin } from "~/utils/env.server";
import { type Actor, audited, readAudit } from "../audit.server";
import { SEARCH_PAGE } from "./constants";
import { refundableTx } from "./refund.server";

/** The desk's orders (issue 26, decision 112): search, one order with all that happened to it, notes, cancel, resend. */

export interface OrderSearch {
  q?: string;
  kind?: string;
  status?: string;
  from?: string;
  to?: string;
  page: number;
}

const like = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * One box finds an order by its number (the booking reference customers quote; the site issues no
 * other record locator), an e-ticket number, the buyer's name, e-mail or phone, or a traveller's name
 * on a ticket; with the product, status and a range of order dates (agency days, Tehran time).
 */
export async function searchOrders(search: OrderSearch) {
  const db = await getDb();
  const where: SQL[] = [];
  const q = search.q?.trim();
  if (q) {
    const pattern = like(q);
    where.push(
      or(
        eq(sql`upper(${orders.number})`, q.toUpperCase()),
        ilike(sql`${orders.buyer}->>'email'`, pattern),
        ilike(sql`${orders.buyer}->>'phone'`, pattern),
        ilike(sql`(${orders.buyer}->>'firstName') || ' ' || (${orders.buyer}->>'lastName')`, pattern),
        exists(
          db
            .select({ one: sql`1` })
            .from(tickets)
            .where(
              and(
                eq(tickets.orderId, orders.id),
                or(eq(sql`upper(${tickets.number})`, q.toUpperCase()), ilike(tickets.passengerName, pattern)),
              ),
            ),
        ),
      )!,
    );
  }
  if (search.kind)
    where.push(
      exists(
        db
          .select({ one: sql`1` })
          .from(orderLines)
          .where(and(eq(orderLines.orderId, orders.id), eq(orderLines.kind, search.kind))),
      ),
    );
  if (search.status) where.push(eq(orders.status, search.status as "confirmed"));
  if (search.from) where.push(gte(orders.createdAt, agencyDayRange(search.from, search.from).start));
  if (search.to) where.push(lt(orders.createdAt, agencyDayRange(search.to, search.to).end));
  const rows = await db
    .select()
    .from(orders)
    .where(where.length ? and(...where) : undefined)
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(SEARCH_PAGE + 1)
    .offset((search.page - 1) * SEARCH_PAGE);
  const ids = rows.map((o) => o.id);
  const kinds = ids.length
    ? await db
        .selectDistinct({ orderId: orderLines.orderId, kind: orderLines.kind })
        .from(orderLines)
        .where(inArray(orderLines.orderId, ids))
    : [];
  return {
    more: rows.length > SEARCH_PAGE,
    rows: rows.slice(0, SEARCH_PAGE).map((o) => ({
      number: o.number,
      status: o.status,
      buyer: `${o.buyer.firstName} ${o.buyer.lastName}`.trim(),
      email: o.buyer.email,
      total: o.total,
      currency: o.currency,
      createdAt: o.createdAt,
      kinds: kinds.filter((k) => k.orderId === o.id).map((k) => k.kind),
    })),
  };
}

/** Everything the order page shows: the order as the customer sees it, what is refundable, notes, e-mails, history. */
export async function deskOrder(number: string) {
  const db = await getDb();
  const [order] = await db.select().from(orders).where(eq(orders.number, number));
  if (!order) return null;
  const details = await orderDetails(order);
  const recipients = [order.buyer.email, order.sendTo?.email].filter((e): e is string => !!e);
  const [notes, mails, history, refundable, currency] = await Promise.all([
    db.select().from(orderNotes).where(eq(orderNotes.orderId, order.id)).orderBy(asc(orderNotes.id)),
    db
      .select({
        id: outbox.id,
        recipient: outbox.recipient,
        subject: outbox.subject,
        status: outbox.status,
        createdAt: outbox.createdAt,
      })
      .from(outbox)
      .where(
        and(
          inArray(outbox.recipient, recipients),
          or(eq(outbox.ref, order.number), ilike(outbox.subject, like(order.number))),
        ),
      )
      .orderBy(asc(outbox.id)),
    readAudit({ entity: "order", entityId: order.number }),
    db.transaction((tx) => refundableTx(tx, order)),
    currencyOfOrder(order),
  ]);
  return { ...details, notes, mails, history: history.reverse(), refundable, currency };
}

export async function addNote(actor: Actor, number: string, body: string) {
  return audited(actor, async (tx) => {
    const [order] = await tx.select({ id: orders.id }).from(orders).where(eq(orders.number, number));
    if (!order) return { result: false, entry: null };
    const [note] = await tx
      .insert(orderNotes)
      .values({ orderId: order.id, authorId: actor.id, authorEmail: actor.email, body })
      .returning();
    return {
      result: true,
      entry: { action: "order.note", entity: "order", entityId: number, after: { note: note.id, body } },
    };
  });
}

/** An agent cancels for the customer: the same quote and the same refund the customer's own cancellation gives. */
export async function deskCancel(actor: Actor, number: string, now = new Date()) {
  const known = await allCurrencies();
  const outcome = await audited(actor, async (tx) => {
    const [order] = await tx.select().from(orders).where(eq(orders.number, number)).for("update");
    if (!order) return { result: { ok: false as const, error: "orders:booked.notFound" }, entry: null };
    const result = await cancelLockedOrderTx(tx, order, now, "cancelled by the agency", known, actor.id);
    return {
      result,
      entry: result.ok
        ? {
            action: "order.cancel",
            entity: "order",
            entityId: number,
            before: { status: order.status },
            after: { status: "cancelled", refund: result.amount, penalty: result.penalty, split: result.split },
          }
        : null,
    };
  });
  if (outcome.ok && outcome.split.card > 0) await settleRefunds();
  return outcome;
}

/** Sends the confirmation with its documents again (the same e-mail the confirmation queued), to the buyer. */
export async function resendDocuments(actor: Actor, number: string) {
  const known = await allCurrencies();
  return audited(actor, async (tx) => {
    const [order] = await tx.select().from(orders).where(eq(orders.number, number));
    if (!order || order.status !== "confirmed") return { result: false, entry: null };
    await queueConfirmation(await orderDetails(order, tx), publicOrigin(), tx, orderCurrencyInfo(order, known));
    return {
      result: true,
      entry: { action: "order.resend", entity: "order", entityId: number, after: { to: order.buyer.email } },
    };
  });
}
