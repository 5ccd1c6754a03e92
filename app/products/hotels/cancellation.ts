/**
 * Hotel cancellation timelines (pure, shared by server and browser; decision 501): a rate
 * plan's cancellation rule, for one stay, as booking-core timeline steps
 * (travel/timeline.ts), so the cart, checkout, confirmation, "booked", the voucher and the
 * refund all read the same list.
 *
 * - free: nothing kept until `freeUntilDays` days before arrival at 12:00, hotel time
 *   ("free cancellation until 14 Azar 1405, 12:00"); then the first night is kept until
 *   check-in; after check-in nothing is refunded.
 * - partial: `keepPercent` of the room price kept whenever it is cancelled before check-in.
 * - none: never refunded.
 * Taxes are refunded with the room price; the city tax was never paid to the agency.
 */
import { agencyTimeline, type CancellationStep } from "~/travel/timeline";
import type { LineView } from "~/domains/orders/lines";
import { addDays, zonedInstant } from "~/travel/clock";
import { cancellationKinds, type CancellationKind } from "./codes";

/** The hotel's clock time on the deadline day until which a free cancellation is free. */
export const DEADLINE_TIME = "12:00";

/** A rate plan's cancellation rule as sold (kept in the cart line, so later changes to the plan do not touch it). */
export interface CancellationTerms {
  kind: CancellationKind;
  /** free: days before arrival. */
  freeUntilDays: number;
  /** partial: percent of the room price kept. */
  keepPercent: number;
  /** free: the share kept after the deadline (the first night of the stay, stayPrice().firstNightShare). */
  lateShare: number;
}

/** When and where a stay starts. */
export interface StayClock {
  /** ISO date. */
  checkIn: string;
  /** HH:MM at the hotel. */
  checkInTime: string;
  timeZone: string;
}

/** Check-in: the stay's first day at the hotel's check-in time. */
export function arrivalOf(clock: StayClock): Date {
  return zonedInstant(clock.checkIn, clock.checkInTime, clock.timeZone);
}

/** The last moment a free cancellation is free: `days` before the check-in day, 12:00 at the hotel. */
export function freeDeadline(clock: StayClock, days: number): Date {
  return zonedInstant(addDays(clock.checkIn, -days), DEADLINE_TIME, clock.timeZone);
}

/** A rate's timeline for a stay, in booking-core steps. */
export function hotelTimeline(terms: CancellationTerms, clock: StayClock): CancellationStep[] {
  const arrival = arrivalOf(clock);
  if (terms.kind === "none") return [{ until: arrival, penaltyShare: null }];
  if (terms.kind === "partial") return [{ until: arrival, penaltyShare: terms.keepPercent / 100 }];
  const deadline = freeDeadline(clock, terms.freeUntilDays);
  if (deadline.getTime() >= arrival.getTime()) return [{ until: arrival, penaltyShare: 0 }];
  return [
    { until: deadline, penaltyShare: 0 },
    { until: arrival, penaltyShare: terms.lateShare },
  ];
}

/** Until when a rate can still be cancelled for free (a result's "free cancellation" badge), or null. */
export function freeCancellationUntil(
  terms: Pick<CancellationTerms, "kind" | "freeUntilDays">,
  clock: StayClock,
  now: Date,
): Date | null {
  if (terms.kind !== "free") return null;
  const deadline = freeDeadline(clock, terms.freeUntilDays);
  const until = Math.min(deadline.getTime(), arrivalOf(clock).getTime());
  return until > now.getTime() ? new Date(until) : null;
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === "object" && v !== null;
const num = (v: unknown) => (typeof v === "number" && Number.isFinite(v) ? v : null);
const str = (v: unknown) => (typeof v === "string" ? v : null);

/** The terms and clock a hotel cart or order line carries (cart-line.ts), read without its schema (browser-safe). */
function termsOfLine(payload: Record<string, unknown>): { terms: CancellationTerms; clock: StayClock } | null {
  const t = payload.terms;
  if (typeof payload.ratePlanId !== "number" || !isRecord(t)) return null;
  const kind = str(t.kind) as CancellationKind | null;
  const [days, keep, late] = [num(t.freeUntilDays), num(t.keepPercent), num(t.lateShare)];
  const [checkIn, checkInTime, timeZone] = [str(payload.checkIn), str(payload.checkInTime), str(payload.timeZone)];
  if (!kind || !cancellationKinds.includes(kind) || days === null || keep === null || late === null) return null;
  if (!checkIn || !/^\d{4}-\d{2}-\d{2}$/.test(checkIn) || !checkInTime || !/^\d{2}:\d{2}$/.test(checkInTime))
    return null;
  if (!timeZone) return null;
  return {
    terms: { kind, freeUntilDays: days, keepPercent: keep, lateShare: late },
    clock: { checkIn, checkInTime, timeZone },
  };
}

/**
 * The "hotel" product's timeline (booking/products.ts): a line sold from the inventory
 * carries its rate plan's terms; a hotel line the travel desk adds by hand (no rate plan)
 * follows the agency's rule from its start.
 */
export function hotelLineTimeline(view: LineView): CancellationStep[] {
  const sold = termsOfLine(view.payload);
  if (!sold) return agencyTimeline(view.departsAt);
  try {
    return hotelTimeline(sold.terms, sold.clock);
  } catch {
    return agencyTimeline(view.departsAt);
  }
}
