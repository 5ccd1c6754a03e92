/**
 * Moving a booking to another departure of its tour on the desk (issue 27, decision 708): the agent chooses a
 * departure and a hotel option; the party (its rooms, ages as booked, travellers) is priced there as the shop would
 * price it now, and the booking core changes the line (agencyChangeTx): the places taken on the new departure and
 * given back on the old one (offered to its waitlist), a dearer price added to the balance the customer owes, a
 * cheaper one taken off that balance and the rest refunded the way the order was paid, the customer e-mailed the
 * new booking. One audited transaction that locks both departures (in id order) before the order, as the
 * departure's cancellation does, so a move and a cancellation never cross.
 */
import { and, asc, eq, inArray } from "drizzle-orm";
import { getDb } from "~/db/client.server";
import { orderLines, orders } from "~/db/schema";
import { audited, type Actor } from "~/desk/audit.server";
import { agencyChangeTx, priceChange } from "~/domains/orders/changes.server";
import { settleRefunds } from "~/domains/orders/refunds.server";
import { isLocale, type Locale } from "~/routing/screens";
import { addDays, agencyToday } from "~/travel/clock";
import { allCurrencies } from "~/utils/currency.server";
import { lineCharge } from "~/domains/orders/rules";
import { vatPercent } from "~/domains/orders/quote.server";
import { tourBreakdown, tourCartLine } from "../booking.server";
import { prices, tourChoice } from "../pages.server";
import { quoteParty } from "../quote";
import { TOUR_LINE_KIND, tourCartLineSchema, type TourCartLine } from "../cart-line";
import { paymentPlan } from "../rules";
import { tourDepartures } from "../schema";

/** How many days a customer has to pay a difference when the new departure's balance day has passed. */
export const MOVE_PAY_DAYS = 3;

/**
 * The day a difference added by a move is due: the tour's balance day for the new departure when it is still
 * ahead, otherwise MOVE_PAY_DAYS from today, never later than the day before departure (nor before today).
 */
export function moveDueDay(terms: TourCartLine["terms"], departsOn: string, now: Date) {
  const plan = paymentPlan(terms, departsOn, now);
  if (plan) return plan.balanceDue;
  const today = agencyToday(now);
  const last = addDays(departsOn, -1);
  const due = addDays(today, MOVE_PAY_DAYS);
  return due < last ? due : last > today ? last : today;
}

/** The confirmed order and its tour line on a departure, or null. */
async function bookingOn(orderNumber: string, departureId: number) {
  const db = await getDb();
  const [row] = await db
    .select({ order: orders, line: orderLines })
    .from(orders)
    .innerJoin(orderLines, eq(orderLines.orderId, orders.id))
    .where(and(eq(orders.number, orderNumber), eq(orderLines.kind, TOUR_LINE_KIND)))
    .orderBy(asc(orderLines.id));
  if (!row) return null;
  const parsed = tourCartLineSchema.safeParse(row.line.payload);
  if (!parsed.success || parsed.data.departureId !== departureId) return null;
  return { order: row.order, line: row.line, payload: parsed.data };
}

const orderLocale = (locale: string): Locale => (isLocale(locale) ? locale : "fa");

export interface MoveOption {
  departureId: number;
  hotelId: number | null;
  departsOn: string;
  returnsOn: string;
  hotel: string | null;
  stars: number | null;
  board: string | null;
  placesLeft: number;
  /** The line's new price and the difference with the old, as charged (VAT included), in the order's currency. */
  total: number;
  difference: number;
}

/**
 * A booking on a departure and where it can go: each later open departure of the tour with room for the party, at
 * each hotel option, priced for the party now, in the order's currency. Null when the booking cannot be moved.
 */
export async function movePage(departureId: number, orderNumber: string, now = new Date()) {
  const found = await bookingOn(orderNumber, departureId);
  if (!found) return null;
  const { order, line, payload } = found;
  const known = await allCurrencies();
  const locale = orderLocale(order.locale);
  const options: MoveOption[] = [];
  // The line as it was charged (VAT included), in the order's currency: what each option is compared with.
  const was = lineCharge(line, vatPercent()).gross;
  const base = await tourChoice(
    payload.slug,
    { departureId: null, hotelId: null, rooms: [], offer: null },
    locale,
    now,
  );
  if (order.status === "confirmed" && base) {
    const hotels = base.tour.kind === "day" ? [null] : base.hotels;
    for (const d of base.departures.filter((x) => x.id !== departureId && x.status !== "cancelled").slice(0, 12)) {
      for (const hotel of hotels) {
        // Priced from the tour read once above, as the shop prices it (quote.ts); the move itself re-reads it.
        const quote = quoteParty(base.quoteTour, hotel ? prices(hotel) : null, d, payload.rooms);
        if (!quote.ok) continue;
        const { charge } = priceChange(
          order,
          line,
          {
            lineId: line.id,
            payload: line.payload,
            share: 1,
            replacement: tourBreakdown(quote.price),
            currency: base.tour.currency,
            feePercent: 0,
          },
          known,
        );
        options.push({
          departureId: d.id,
          hotelId: hotel?.id ?? null,
          departsOn: d.departsOn,
          returnsOn: d.returnsOn,
          hotel: hotel?.name ?? null,
          stars: hotel?.stars ?? null,
          board: hotel?.board ?? null,
          placesLeft: d.placesLeft,
          total: was + charge.difference,
          difference: charge.difference,
        });
      }
    }
  }
  return { order, line, payload, was, options, movable: order.status === "confirmed" };
}

export type MoveOutcome =
  | { ok: true; difference: number; refund: number; balance: number; dueOn: string | null; currency: string }
  | { ok: false; error: "notFound" | "notChangeable" | "gone" | "filled" | "invalid" };

/** Moves the booking `orderNumber` from departure `fromId` to `toId` at hotel option `hotelId` (decision 708). */
export async function moveBooking(
  actor: Actor,
  input: { fromId: number; orderNumber: string; toId: number; hotelId: number | null },
  now = new Date(),
): Promise<MoveOutcome> {
  const found = await bookingOn(input.orderNumber, input.fromId);
  if (!found) return { ok: false, error: "notFound" };
  if (input.toId === input.fromId) return { ok: false, error: "invalid" };
  const { payload } = found;
  const next = await tourCartLine(
    {
      slug: payload.slug,
      choice: { departureId: input.toId, hotelId: input.hotelId, rooms: payload.rooms, offer: null },
      passengers: payload.passengers,
      contact: payload.contact,
      locale: orderLocale(found.order.locale),
    },
    now,
  );
  if (next.status !== "ok") return { ok: false, error: next.status === "full" ? "filled" : next.status };
  if (next.line.kind !== TOUR_LINE_KIND) return { ok: false, error: "invalid" };
  const nextPayload = next.line.payload as TourCartLine;
  const known = await allCurrencies();
  const outcome = await audited<MoveOutcome>(actor, async (tx) => {
    // Both departures, then the order: the order every desk write on departures takes its locks in.
    await tx
      .select({ id: tourDepartures.id })
      .from(tourDepartures)
      .where(inArray(tourDepartures.id, [input.fromId, input.toId]))
      .orderBy(asc(tourDepartures.id))
      .for("update");
    const [order] = await tx.select().from(orders).where(eq(orders.id, found.order.id)).for("update");
    const [line] = await tx.select().from(orderLines).where(eq(orderLines.id, found.line.id));
    if (!order || !line || Number(line.payload.departureId) !== input.fromId)
      return { result: { ok: false, error: "notFound" }, entry: null };
    const result = await agencyChangeTx(
      tx,
      order,
      {
        lineId: line.id,
        payload: nextPayload,
        share: 1,
        replacement: next.line.breakdown,
        currency: next.line.currency,
      },
      () => moveDueDay(nextPayload.terms, nextPayload.departsOn, now),
      now,
      known,
    );
    if (!result.ok) return { result, entry: null };
    return {
      result: { ...result, currency: order.currency },
      entry: {
        action: "order.move",
        entity: "order",
        entityId: order.number,
        before: { departure: input.fromId, hotel: payload.hotelId, amount: line.amount, balance: order.balanceAmount },
        after: {
          departure: input.toId,
          hotel: nextPayload.hotelId,
          difference: result.difference,
          refund: result.refund,
          balance: result.balance,
          dueOn: result.dueOn,
          change: result.changeId,
        },
      },
    };
  });
  if (outcome.ok && outcome.refund > 0) await settleRefunds();
  return outcome;
}
