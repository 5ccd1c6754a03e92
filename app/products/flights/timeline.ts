/**
 * A flight line's cancellation timeline (decision 408): its fares' penalty windows
 * (fare-rules.ts), the strictest leg counting; a saver fare is never refunded.
 */
import { agencyTimeline, type CancellationStep } from "~/travel/timeline";
import type { LineView } from "~/domains/orders/lines";
import { fareTypes, penalties, penaltyWindows, type FareType } from "./fare-rules";

const HOUR = 3_600_000;

export function flightTimeline(view: LineView): CancellationStep[] {
  const departsAt = view.departsAt;
  const fares = view.segments
    .map((s) => s.fareType)
    .filter((f): f is FareType => (fareTypes as readonly string[]).includes(f ?? ""));
  if (!departsAt || !fares.length) return agencyTimeline(departsAt);
  if (fares.some((f) => !penalties[f].refundable)) return [{ until: departsAt, penaltyShare: null }];
  // Fare-rules windows run latest-first (7 days, 72 h, 3 h, the last hours): each ends `fromHours` before departure.
  return [...penaltyWindows].map((w) => ({
    until: new Date(departsAt.getTime() - w.fromHours * HOUR),
    penaltyShare: Math.max(...fares.map((f) => penalties[f].cancel[w.key])) / 100,
  }));
}
