import { fareTypes, penalties, penaltyWindow, type FareType } from "~/domains/flights/fare-rules";
import type { LineView } from "./lines";
import { hoursBefore, penaltyShare } from "./rules";

/**
 * The share of a line's ticket amount kept when it is cancelled (null: not refundable).
 * Flights follow their fare rules (flights issue: saver not refundable; standard and
 * flex by time before departure, the strictest leg counting); other kinds follow the
 * agency's rule (docs/decisions/401-refunds.md).
 */
export function cancellationShare(view: LineView, now: Date): number | null {
  if (view.departsAt && view.departsAt.getTime() <= now.getTime()) return null;
  const fares = view.segments
    .map((s) => s.fareType)
    .filter((f): f is FareType => (fareTypes as readonly string[]).includes(f ?? ""));
  if (view.kind === "flight" && fares.length && view.departsAt) {
    if (fares.some((f) => !penalties[f].refundable)) return null;
    const window = penaltyWindow(view.departsAt, now);
    return Math.max(...fares.map((f) => penalties[f].cancel[window])) / 100;
  }
  return penaltyShare(hoursBefore(view.departsAt, now));
}
