import { sql } from "drizzle-orm";
import { registerProduct } from "~/domains/booking/products";
import { agencyTimeline } from "~/travel/timeline";

/**
 * A stand-in seat inventory for the order tests (kind "test-seat"): the same shape as
 * flight inventory — a conditional update in the order's transaction and a CHECK that
 * remaining seats never go below 0.
 */
export async function installSeatInventory(exec: (sql: string) => Promise<void>) {
  await exec(
    `CREATE TABLE IF NOT EXISTS test_seats (id text PRIMARY KEY, remaining integer NOT NULL CHECK (remaining >= 0))`,
  );
  registerProduct({
    kind: "test-seat",
    perUnit: false,
    ships: false,
    document: "voucher",
    timeline: (view) => agencyTimeline(view.departsAt),
    inventory: {
      async take(tx, line) {
        const seats = seatsOf(line);
        const result = await tx.execute(
          sql`UPDATE test_seats SET remaining = remaining - ${seats} WHERE id = ${String(line.payload.offerId)} AND remaining >= ${seats} RETURNING id`,
        );
        return (result as unknown as { rows: unknown[] }).rows.length === 1;
      },
      async release(tx, line) {
        await tx.execute(
          sql`UPDATE test_seats SET remaining = remaining + ${seatsOf(line)} WHERE id = ${String(line.payload.offerId)}`,
        );
      },
    },
  });
}

function seatsOf(line: { payload: Record<string, unknown>; quantity: number }) {
  const passengers = Array.isArray(line.payload.passengers) ? line.payload.passengers.length : 1;
  return passengers * line.quantity;
}

// The checkout form of a guest buyer, shared with the e2e order hooks (app/routes/resources/e2e-buyer.ts).
export { checkoutInput } from "~/routes/resources/e2e-buyer";

export const seatLine = (offerId: string, passengers = 1) => ({
  kind: "test-seat",
  payload: {
    offerId,
    title: `Test flight ${offerId}`,
    passengers: Array.from({ length: passengers }, (_, i) => ({ firstName: "P", lastName: String(i) })),
    segments: [
      { flightNumber: "T100", from: "AAA", to: "BBB", departsAt: new Date(Date.now() + 10 * 86_400_000).toISOString() },
    ],
  },
  amount: passengers * 10000 + 2000,
  breakdown: {
    items: [{ key: "adult", quantity: passengers, unitAmount: 10000 }],
    tax: 1500,
    commission: 500,
    otherCosts: 0,
    total: passengers * 10000 + 2000,
  },
  expiresAt: new Date(Date.now() + 30 * 60_000),
});
