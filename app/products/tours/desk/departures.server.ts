/**
 * Tours on the agency desk (issue 27, decision 707): the departures of a date range with their places sold, paid
 * bookings, waitlist and minimum; a departure's bookings and rooming list; confirming a departure (guaranteed) or
 * cancelling one that missed its minimum — every paid order on it cancelled through the booking core with a full
 * refund, its places released, its waitlist ended, each customer told in the order's language. Each write is one
 * audited transaction that locks the departure first, so two agents cancelling at once refund once.
 */
import { and, asc, eq, gte, inArray, lte, sql } from "drizzle-orm";
import { getDb } from "~/db/client.server";
import { orderLines, orders } from "~/db/schema";
import { audit, audited, type Actor } from "~/desk/audit.server";
import type { Tx } from "~/domains/booking/inventory";
import { queueMail } from "~/domains/mail/mail.server";
import { maskDocument } from "~/domains/orders/lines";
import { cancelLockedOrderTx, settleRefunds } from "~/domains/orders/refunds.server";
import { getFixedT } from "~/i18n/i18next.server";
import { isLocale, type Locale } from "~/routing/screens";
import { allCurrencies } from "~/utils/currency.server";
import { formatLongDate } from "~/utils/format";
import { TOUR_LINE_KIND } from "../cart-line";
import { confirmationDay } from "../rules";
import { tourDepartures, tours, tourTexts, tourWaitlist, type DepartureStatus } from "../schema";
import { expireTx } from "~/domains/orders/expiry.server";

/** The longest range of departure days one list covers. */
export const MAX_LIST_DAYS = 92;

const lineDeparture = sql<number>`(${orderLines.payload}->>'departureId')::int`;
const onTour = eq(orderLines.kind, TOUR_LINE_KIND);

/** Tours to choose from (the list's filter), titled in the page's language. */
export async function tourChoices(locale: Locale) {
  const db = await getDb();
  return db
    .select({ id: tours.id, title: tourTexts.title })
    .from(tours)
    .innerJoin(tourTexts, and(eq(tourTexts.tourId, tours.id), eq(tourTexts.locale, locale)))
    .orderBy(asc(tourTexts.title));
}

/** Paid places and orders per departure (confirmed orders with a tour line on it). */
async function paidOn(departureIds: number[]) {
  if (!departureIds.length) return new Map<number, { orders: number; places: number }>();
  const db = await getDb();
  const rows = await db
    .select({
      departureId: lineDeparture,
      orders: sql<number>`count(DISTINCT ${orders.id})::int`,
      places: sql<number>`coalesce(sum((${orderLines.payload}->>'places')::int), 0)::int`,
    })
    .from(orderLines)
    .innerJoin(orders, eq(orders.id, orderLines.orderId))
    .where(and(onTour, eq(orders.status, "confirmed"), inArray(lineDeparture, departureIds)))
    .groupBy(lineDeparture);
  return new Map(rows.map((r) => [Number(r.departureId), { orders: Number(r.orders), places: Number(r.places) }]));
}

async function waitingOn(departureIds: number[]) {
  if (!departureIds.length) return new Map<number, number>();
  const db = await getDb();
  const rows = await db
    .select({ departureId: tourWaitlist.departureId, n: sql<number>`count(*)::int` })
    .from(tourWaitlist)
    .where(and(inArray(tourWaitlist.departureId, departureIds), sql`${tourWaitlist.status} IN ('waiting', 'offered')`))
    .groupBy(tourWaitlist.departureId);
  return new Map(rows.map((r) => [r.departureId, Number(r.n)]));
}

export interface DepartureRow {
  id: number;
  tourId: number;
  title: string;
  departsOn: string;
  returnsOn: string;
  places: number;
  sold: number;
  paidOrders: number;
  paidPlaces: number;
  waitlist: number;
  minParticipants: number;
  /** The day the departure is to be confirmed or called off (confirm_days before it). */
  confirmBy: string;
  status: DepartureStatus;
}

async function rows(where: ReturnType<typeof and>, locale: Locale): Promise<DepartureRow[]> {
  const db = await getDb();
  const found = await db
    .select({
      id: tourDepartures.id,
      tourId: tours.id,
      title: sql<string>`coalesce(${tourTexts.title}, ${tours.slug})`,
      departsOn: tourDepartures.departsOn,
      returnsOn: tourDepartures.returnsOn,
      places: tourDepartures.places,
      left: tourDepartures.placesLeft,
      minParticipants: tours.minParticipants,
      confirmDays: tours.confirmDays,
      status: tourDepartures.status,
    })
    .from(tourDepartures)
    .innerJoin(tours, eq(tours.id, tourDepartures.tourId))
    .leftJoin(tourTexts, and(eq(tourTexts.tourId, tours.id), eq(tourTexts.locale, locale)))
    .where(where)
    .orderBy(asc(tourDepartures.departsOn), asc(tourDepartures.id))
    .limit(500);
  const ids = found.map((d) => d.id);
  const [paid, waiting] = await Promise.all([paidOn(ids), waitingOn(ids)]);
  return found.map(({ left, confirmDays, ...d }) => ({
    ...d,
    sold: d.places - left,
    paidOrders: paid.get(d.id)?.orders ?? 0,
    paidPlaces: paid.get(d.id)?.places ?? 0,
    waitlist: waiting.get(d.id) ?? 0,
    confirmBy: confirmationDay(d.departsOn, confirmDays),
  }));
}

/** The departures of a range of days, of one tour or all. */
export async function listDepartures(filter: { from: string; to: string; tourId: number | null }, locale: Locale) {
  return rows(
    and(
      gte(tourDepartures.departsOn, filter.from),
      lte(tourDepartures.departsOn, filter.to),
      filter.tourId ? eq(tourDepartures.tourId, filter.tourId) : undefined,
    ),
    locale,
  );
}

export interface RoomingTraveller {
  firstName: string;
  lastName: string;
  type: string;
  birthDate: string;
  nationality: string;
  /** The passport (or identity card) number as the site shows documents: all but the last four hidden. */
  document: string;
}

export interface Booking {
  number: string;
  status: string;
  paid: boolean;
  lead: string;
  adults: number;
  children: number;
  infants: number;
  rooms: number;
  hotel: string | null;
  amount: number;
  currency: string;
}

const str = (v: unknown) => (typeof v === "string" ? v : "");

/** A departure with its bookings (orders not expired: cancelled ones say so) and the rooming list of the paid ones. */
export async function departurePage(id: number, locale: Locale) {
  const [departure] = await rows(eq(tourDepartures.id, id), locale);
  if (!departure) return null;
  const db = await getDb();
  const lines = await db
    .select({
      number: orders.number,
      status: orders.status,
      payload: orderLines.payload,
      amount: orderLines.amount,
      currency: orderLines.currency,
    })
    .from(orderLines)
    .innerJoin(orders, eq(orders.id, orderLines.orderId))
    .where(and(onTour, eq(lineDeparture, id), inArray(orders.status, ["pending_payment", "confirmed", "cancelled"])))
    .orderBy(asc(orders.id), asc(orderLines.id));
  const bookings: Booking[] = [];
  const hotels = new Map<string, { order: string; room: number; travellers: RoomingTraveller[] }[]>();
  for (const line of lines) {
    const p = line.payload;
    const passengers = (Array.isArray(p.passengers) ? p.passengers : []) as Record<string, unknown>[];
    const rooms = (Array.isArray(p.rooms) ? p.rooms : []) as unknown[];
    const lead = passengers[0];
    bookings.push({
      number: line.number,
      status: line.status,
      paid: line.status === "confirmed",
      lead: lead ? `${str(lead.firstName)} ${str(lead.lastName)}`.trim() : "",
      adults: passengers.filter((x) => x.type === "adult").length,
      children: passengers.filter((x) => x.type === "child").length,
      infants: passengers.filter((x) => x.type === "infant").length,
      rooms: rooms.length,
      hotel: typeof p.hotel === "string" ? p.hotel : null,
      amount: line.amount,
      currency: line.currency,
    });
    if (line.status !== "confirmed") continue;
    const hotel = typeof p.hotel === "string" ? p.hotel : "";
    const list = hotels.get(hotel) ?? [];
    rooms.forEach((_, room) =>
      list.push({
        order: line.number,
        room: room + 1,
        travellers: passengers
          .filter((x) => x.room === room)
          .map((x) => ({
            firstName: str(x.firstName),
            lastName: str(x.lastName),
            type: str(x.type),
            birthDate: str(x.birthDate),
            nationality: str(x.nationality),
            document: maskDocument(str(x.documentType === "passport" ? x.passportNumber : x.nationalId)),
          })),
      }),
    );
    hotels.set(hotel, list);
  }
  return {
    departure,
    bookings,
    rooming: [...hotels].map(([hotel, rooms]) => ({ hotel: hotel || null, rooms })),
  };
}

export type DepartureOutcome =
  { ok: true; orders: string[] } | { ok: false; error: "notFound" | "notOpen" | "minimumReached" | "departed" };

async function lockDeparture(tx: Tx, id: number) {
  const [row] = await tx
    .select({ departure: tourDepartures, tour: tours })
    .from(tourDepartures)
    .innerJoin(tours, eq(tours.id, tourDepartures.tourId))
    .where(eq(tourDepartures.id, id))
    .for("update", { of: tourDepartures });
  return row ?? null;
}

/** The paid orders with a line on the departure, locked (in order of id, as every writer locks them). */
async function paidOrdersOn(tx: Tx, id: number) {
  const numbers = await tx
    .selectDistinct({ id: orders.id })
    .from(orderLines)
    .innerJoin(orders, eq(orders.id, orderLines.orderId))
    .where(and(onTour, eq(lineDeparture, id), eq(orders.status, "confirmed")));
  if (!numbers.length) return [];
  return tx
    .select()
    .from(orders)
    .where(
      inArray(
        orders.id,
        numbers.map((n) => n.id),
      ),
    )
    .orderBy(asc(orders.id))
    .for("update");
}

async function tell(
  tx: Tx,
  order: { number: string; locale: string; buyer: { email: string } },
  tourId: number,
  departsOn: string,
  what: "confirmed" | "cancelled" | "waitlistCancelled",
) {
  const locale: Locale = isLocale(order.locale) ? order.locale : "fa";
  const [text] = await tx
    .select({ title: tourTexts.title })
    .from(tourTexts)
    .where(and(eq(tourTexts.tourId, tourId), eq(tourTexts.locale, locale)));
  const t = await getFixedT(locale, "deskTours");
  const vars = { tour: text?.title ?? "", date: formatLongDate(departsOn, locale), order: order.number };
  // In a savepoint: a mail that cannot be written is logged and never undoes the write.
  await tx
    .transaction((savepoint) =>
      queueMail(
        {
          to: order.buyer.email,
          subject: t(`mail.${what}.subject`, vars),
          text: [t(`mail.${what}.body`, vars), "", t("mail.footer")].join("\n"),
          ...(order.number ? { ref: order.number } : {}),
        },
        savepoint,
      ),
    )
    .catch((error: unknown) => console.error(`order ${order.number}: tour ${what} e-mail not queued`, error));
}

/** Confirms an open departure: it will run; every paid customer is told it is guaranteed. */
export async function confirmDeparture(actor: Actor, id: number): Promise<DepartureOutcome> {
  return audited<DepartureOutcome>(actor, async (tx) => {
    const row = await lockDeparture(tx, id);
    if (!row) return { result: { ok: false, error: "notFound" }, entry: null };
    if (row.departure.status !== "open") return { result: { ok: false, error: "notOpen" }, entry: null };
    await tx.update(tourDepartures).set({ status: "confirmed" }).where(eq(tourDepartures.id, id));
    const paid = await paidOrdersOn(tx, id);
    for (const order of paid) await tell(tx, order, row.tour.id, row.departure.departsOn, "confirmed");
    const numbers = paid.map((o) => o.number);
    return {
      result: { ok: true, orders: numbers },
      entry: {
        action: "tourDeparture.confirm",
        entity: "tourDeparture",
        entityId: id,
        before: { status: row.departure.status },
        after: { status: "confirmed", orders: numbers },
      },
    };
  });
}

/**
 * Cancels an open departure that missed its minimum (paid places below the tour's minimum): the departure
 * first (so freed places are offered to nobody), then every paid order on it through the booking core with the
 * whole amount back, each order's cancellation in its history; the waitlist ended, its held places back.
 */
export async function cancelDeparture(actor: Actor, id: number, now = new Date()): Promise<DepartureOutcome> {
  const known = await allCurrencies();
  let card = false;
  const outcome = await audited<DepartureOutcome>(actor, async (tx) => {
    const row = await lockDeparture(tx, id);
    if (!row) return { result: { ok: false, error: "notFound" }, entry: null };
    const { departure, tour } = row;
    if (departure.status !== "open") return { result: { ok: false, error: "notOpen" }, entry: null };
    const paid = await paidOrdersOn(tx, id);
    const places = (
      await tx
        .select({ payload: orderLines.payload })
        .from(orderLines)
        .where(and(onTour, eq(lineDeparture, id), inArray(orderLines.orderId, paid.map((o) => o.id).concat(0))))
    ).reduce((sum, l) => sum + (Number(l.payload.places) || 0), 0);
    if (places >= tour.minParticipants) return { result: { ok: false, error: "minimumReached" }, entry: null };
    await tx.update(tourDepartures).set({ status: "cancelled" }).where(eq(tourDepartures.id, id));
    const refunded: { order: string; amount: number; currency: string }[] = [];
    for (const order of paid) {
      const result = await cancelLockedOrderTx(tx, order, now, "cancelled by the agency", known, actor.id, null, true);
      if (!result.ok) continue;
      if (result.split.card > 0) card = true;
      refunded.push({ order: order.number, amount: result.amount, currency: order.currency });
      await audit(tx, actor, {
        action: "order.cancel",
        entity: "order",
        entityId: order.number,
        before: { status: order.status },
        after: { status: "cancelled", refund: result.amount, penalty: 0, split: result.split, departure: id },
      });
      await tell(tx, order, tour.id, departure.departsOn, "cancelled");
    }
    // Orders still waiting for payment on it can no longer be paid: they expire now, their places back.
    const pending = await tx
      .select()
      .from(orders)
      .where(
        and(
          eq(orders.status, "pending_payment"),
          inArray(
            orders.id,
            tx
              .select({ id: orderLines.orderId })
              .from(orderLines)
              .where(and(onTour, eq(lineDeparture, id))),
          ),
        ),
      )
      .for("update");
    for (const order of pending) await expireTx(tx, order, now, "departure cancelled");
    // The waitlist ends; places held for offers come back to the departure.
    const ended = await tx
      .select({
        id: tourWaitlist.id,
        status: tourWaitlist.status,
        places: tourWaitlist.places,
        email: tourWaitlist.email,
        locale: tourWaitlist.locale,
      })
      .from(tourWaitlist)
      .where(and(eq(tourWaitlist.departureId, id), sql`${tourWaitlist.status} IN ('waiting', 'offered')`))
      .for("update");
    if (ended.length)
      await tx
        .update(tourWaitlist)
        .set({ status: "expired" })
        .where(
          inArray(
            tourWaitlist.id,
            ended.map((e) => e.id),
          ),
        );
    // Those who waited are told the departure will not run.
    for (const entry of ended)
      await tell(
        tx,
        { number: "", locale: entry.locale, buyer: { email: entry.email } },
        tour.id,
        departure.departsOn,
        "waitlistCancelled",
      );
    const held = ended.filter((e) => e.status === "offered").reduce((sum, e) => sum + e.places, 0);
    const [after] = await tx
      .update(tourDepartures)
      .set({ placesLeft: sql`least(${tourDepartures.places}, ${tourDepartures.placesLeft} + ${held})` })
      .where(eq(tourDepartures.id, id))
      .returning({ left: tourDepartures.placesLeft });
    return {
      result: { ok: true, orders: refunded.map((r) => r.order) },
      entry: {
        action: "tourDeparture.cancel",
        entity: "tourDeparture",
        entityId: id,
        before: { status: departure.status, placesLeft: departure.placesLeft, paidPlaces: places },
        after: {
          status: "cancelled",
          placesLeft: after?.left,
          refunded,
          unpaidExpired: pending.map((o) => o.number),
          waitlistEnded: ended.length,
        },
      },
    };
  });
  if (outcome.ok && card) await settleRefunds();
  return outcome;
}
