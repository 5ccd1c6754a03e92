/**
 * A hotel rate's cancellation timeline (cancellation.ts, booking-core steps) as the sentences
 * a page shows (pure; decision 501): "Free cancellation until …" then "the first night is
 * charged", "Free cancellation until check-in", "30% of the room price is kept",
 * "Non-refundable", or that the free period has ended. Keys of the "hotels" namespace's
 * `timeline` group; the date is formatted by the caller on the hotel's clock.
 */
import type { CancellationStep } from "~/travel/timeline";

export type TimelineTerm =
  | { key: "freeUntil"; until: Date }
  | { key: "thenFirstNight" }
  | { key: "freeUntilCheckIn" }
  | { key: "freeEnded" }
  | { key: "partial"; percent: number }
  | { key: "none" };

export function timelineTerms(steps: readonly CancellationStep[], now: Date): TimelineTerm[] {
  const [first, second] = steps;
  if (!first || first.penaltyShare === null) return [{ key: "none" }];
  if (first.penaltyShare > 0) return [{ key: "partial", percent: Math.round(first.penaltyShare * 100) }];
  if (!second) return [{ key: "freeUntilCheckIn" }];
  if (first.until && first.until.getTime() > now.getTime())
    return [{ key: "freeUntil", until: first.until }, { key: "thenFirstNight" }];
  return [{ key: "freeEnded" }];
}
