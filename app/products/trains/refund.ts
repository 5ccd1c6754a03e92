/**
 * The Iranian rail refund ladder as a booking-core timeline (pure; decision 602). Cancelling
 * a train ticket, on the agency's clock (Tehran, no summer time since 2022):
 *
 * - until **12:00 on the day before** the departure date (inclusive): 10 % kept (90 % back);
 * - then until **3 hours before** departure (inclusive): 30 % kept (70 % back);
 * - then until **departure** (inclusive): 50 % kept (50 % back);
 * - after departure: nothing back.
 *
 * The share is of the ticket amount (fares, services, empty berths and meals); the booking
 * core refunds the rest as for every kind (decision 408). Bought after a step has passed,
 * the line starts on the next one.
 */
import { agencyTimeline, type CancellationStep } from "~/travel/timeline";
import { addDays, AGENCY_TIME_ZONE, agencyToday } from "~/travel/clock";
import { zonedInstant } from "~/travel/clock";
import type { LineView } from "~/domains/orders/lines";

const HOUR = 3_600_000;

/** The ladder for a departure instant. */
export function trainTimeline(departsAt: Date): CancellationStep[] {
  const dayBefore = addDays(agencyToday(departsAt), -1);
  return [
    { until: zonedInstant(dayBefore, "12:00", AGENCY_TIME_ZONE), penaltyShare: 0.1 },
    { until: new Date(departsAt.getTime() - 3 * HOUR), penaltyShare: 0.3 },
    { until: departsAt, penaltyShare: 0.5 },
  ];
}

/** A train line's timeline, from its segment's departure; a line the desk adds without one follows the agency's rule. */
export function trainLineTimeline(view: LineView): CancellationStep[] {
  return view.departsAt ? trainTimeline(view.departsAt) : agencyTimeline(null);
}
