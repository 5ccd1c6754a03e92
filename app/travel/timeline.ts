/**
 * Cancellation timelines as data (pure, shared by server and browser): every product says,
 * for a booking, until when which share of the fare is kept if the customer cancels. The
 * same list is shown before purchase, on the confirmation, in "booked" and in the refund
 * quote, and the refund is computed from it (docs/decisions/408-booking-core.md).
 */

/**
 * One step: cancelling up to `until` (inclusive) keeps `penaltyShare` of the fare (0 = all
 * back; null = no refund). Steps are in time order; the last one ends when the service
 * starts (`until` = departure) or never (`until` = null, a service with no date). After the
 * last step nothing is refunded.
 */
export interface CancellationStep {
  until: Date | null;
  penaltyShare: number | null;
}

const HOUR = 3_600_000;

/** The agency's rule for kinds without their own (decision 401): 20 % kept from 72 h before, 50 % from 24 h, none within 24 h. */
export function agencyTimeline(startsAt: Date | null): CancellationStep[] {
  if (!startsAt) return [{ until: null, penaltyShare: 0 }];
  const at = (hours: number) => new Date(startsAt.getTime() - hours * HOUR);
  return [
    { until: at(72), penaltyShare: 0.2 },
    { until: at(24), penaltyShare: 0.5 },
  ];
}

/** The share kept when cancelling at `now` (null: not refundable any more). */
export function shareAt(timeline: readonly CancellationStep[], now: Date): number | null {
  const step = timeline.find((s) => s.until === null || now.getTime() <= s.until.getTime());
  return step ? step.penaltyShare : null;
}
