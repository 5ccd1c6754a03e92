/**
 * A tour's money over time (pure; decisions 702 and 703): the cancellation timeline, rising towards departure as
 * the agency's commitments to hotels and carriers become final, and the payment plan (a deposit now and the balance
 * by a day before departure, or the whole price when that day has come).
 */
import { addDays, agencyToday, AGENCY_TIME_ZONE, daysBetween, zonedInstant } from "~/travel/clock";
import type { CancellationStep } from "~/travel/timeline";

/**
 * Share of the price kept when cancelling, by days before departure (an agency day ends at midnight in Tehran):
 * up to 45 days before 10 % (the agency's costs), up to 22 days 25 %, up to 8 days 50 %, up to 3 days 75 %; nothing
 * back in the last 2 days. Day tours: free until 3 days before, 50 % until the day before, nothing back on the day.
 */
export const packageSteps = [
  { daysBefore: 45, penaltyShare: 0.1 },
  { daysBefore: 22, penaltyShare: 0.25 },
  { daysBefore: 8, penaltyShare: 0.5 },
  { daysBefore: 3, penaltyShare: 0.75 },
] as const;
export const daySteps = [
  { daysBefore: 3, penaltyShare: 0 },
  { daysBefore: 1, penaltyShare: 0.5 },
] as const;

/** The end (exclusive midnight, Tehran) of the agency day `daysBefore` days before departure. */
function endOfDayBefore(departsOn: string, daysBefore: number): Date {
  return new Date(zonedInstant(addDays(departsOn, -daysBefore + 1), "00:00", AGENCY_TIME_ZONE).getTime() - 1);
}

export function tourTimeline(kind: "package" | "day", departsOn: string): CancellationStep[] {
  const steps = kind === "day" ? daySteps : packageSteps;
  return steps.map((s) => ({ until: endOfDayBefore(departsOn, s.daysBefore), penaltyShare: s.penaltyShare }));
}

export interface PaymentTerms {
  /** Percent taken now; 100 = paid in full (day tours). */
  depositPercent: number;
  /** Days before departure the balance is due. */
  balanceDays: number;
}

/**
 * The plan the checkout offers for a departure booked `now`: a deposit and the day the balance is due, or null
 * when the whole price is due now (a tour paid in full, or booked on or after the balance's due day).
 */
export function paymentPlan(terms: PaymentTerms, departsOn: string, now: Date) {
  if (terms.depositPercent >= 100) return null;
  const balanceDue = addDays(departsOn, -terms.balanceDays);
  if (daysBetween(agencyToday(now), balanceDue) < 1) return null;
  return { depositPercent: terms.depositPercent, balanceDue };
}

/** The deposit of an amount (minor units), rounded down to the currency's unit so the balance is never short. */
export function depositOf(amount: number, percent: number) {
  return Math.floor((amount * percent) / 100);
}

/** The day a departure's minimum of participants is decided (it goes ahead or is cancelled and refunded in full). */
export function confirmationDay(departsOn: string, confirmDays: number) {
  return addDays(departsOn, -confirmDays);
}
