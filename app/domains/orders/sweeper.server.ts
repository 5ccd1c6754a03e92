import { purgeHoneypotNonces } from "~/utils/honeypot.server";
import { expireStaleOrders } from "./expiry.server";
import { settleRefunds } from "./refunds.server";
import { expireStaleChanges } from "./changes.server";
import { sweepBalances } from "./balance.server";
import { sweepProducts } from "~/domains/booking/products";

/** How often the server expires unpaid orders past their hold and retries card refunds. */
export const SWEEP_SECONDS = 30;

/**
 * Holds end by the clock, not only when the next order passes: every SWEEP_SECONDS the
 * server expires pending orders whose payment window closed (their seats go back) and
 * gives back card refunds still pending (after a crash or a provider error). Safe with
 * several processes: expiry locks each order, refunds are claimed with SKIP LOCKED. It also
 * forgets the used honeypot nonces whose tokens have expired (decision 207), runs each product's own work by
 * the clock (its `sweep`: a tour's waitlist offers ending), reminds of balances due and cancels bookings whose
 * balance was not paid by its day (decision 411).
 */
export function startOrderSweeper(seconds = SWEEP_SECONDS) {
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    void Promise.all([
      expireStaleOrders(),
      expireStaleChanges(),
      settleRefunds(),
      purgeHoneypotNonces(),
      sweepProducts(new Date()),
      sweepBalances(),
    ])
      .catch((error) => console.error("order sweeper:", error))
      .finally(() => {
        running = false;
      });
  }, seconds * 1000);
  timer.unref();
  return () => clearInterval(timer);
}
