/**
 * Orders: how long a checkout takes in the database (cart line → order with seats taken →
 * payment → confirmation with tickets), one at a time and under contention, on PGlite
 * (in memory) and on PostgreSQL when reachable (TEST_PG_URL).
 */
import type { BenchReport } from "./run";
import { percentile } from "./support";
import { createTestDatabase } from "../tests/support/db";
import { checkoutInput, installSeatInventory, seatLine } from "../tests/support/test-inventory";

async function measure(kind: "pglite" | "postgres") {
  const { handle, drop } = await createTestDatabase(kind);
  try {
    await installSeatInventory(handle.exec);
    const { carts } = await import("../app/db/schema");
    const { addLine } = await import("../app/domains/cart/cart.server");
    const orders = await import("../tests/support/orders-api");
    await handle.exec(`INSERT INTO test_seats (id, remaining) VALUES ('bench', 100000), ('last5', 5)`);
    const checkout = async (offer: string, i: number) => {
      const [cart] = await handle.db.insert(carts).values({}).returning();
      await addLine(cart.id, seatLine(offer, 1));
      const order = await orders.placeOrder({
        cartId: cart.id,
        userId: null,
        locale: "en",
        input: checkoutInput(`b${i}@example.com`),
      });
      const paid = await orders.payOrder({
        orderNumber: order.number,
        userId: null,
        attempt: `${order.number}-1`,
        useWallet: false,
        savedCardId: null,
      });
      if (paid.kind !== "redirect") throw new Error(paid.kind);
      await orders.completePayment({
        paymentId: Number(paid.url.match(/sandbox\/(\d+)/)![1]),
        status: "succeeded",
        ref: "b",
        brand: "visa",
        last4: "4242",
        token: null,
        fingerprint: null,
      });
    };
    for (let i = 0; i < 10; i++) await checkout("bench", i); // warm-up
    const times: number[] = [];
    for (let i = 0; i < 100; i++) {
      const t = performance.now();
      await checkout("bench", i);
      times.push(performance.now() - t);
    }
    const t0 = performance.now();
    const burst = await Promise.allSettled(Array.from({ length: 50 }, (_, i) => checkout("last5", i)));
    const contention = performance.now() - t0;
    const sold = burst.filter((r) => r.status === "fulfilled").length;
    return { median: percentile(times, 50), p95: percentile(times, 95), contention, sold };
  } finally {
    await drop();
  }
}

export async function run(): Promise<BenchReport> {
  const lines = [
    "| database | checkout median | checkout p95 | 50 buyers for 5 seats (wall) | sold |",
    "|---|---|---|---|---|",
  ];
  const results: Record<string, Awaited<ReturnType<typeof measure>>> = {};
  for (const kind of ["pglite", "postgres"] as const) {
    try {
      results[kind] = await measure(kind);
      const r = results[kind];
      lines.push(
        `| ${kind} | ${r.median.toFixed(1)} ms | ${r.p95.toFixed(1)} ms | ${r.contention.toFixed(0)} ms | ${r.sold} |`,
      );
    } catch (error) {
      lines.push(`| ${kind} | skipped: ${(error as Error).message.split("\n")[0]} | | | |`);
    }
  }
  if (results.pglite && results.postgres)
    lines.push(
      "",
      `PostgreSQL / PGlite checkout median ratio: ${(results.postgres.median / results.pglite.median).toFixed(2)}.`,
    );
  lines.push(
    "",
    "A checkout = cart line, order with seats taken in one transaction, payment row, provider callback, confirmation with e-tickets (100 sequential, after 10 warm-up).",
  );
  return { title: "Orders: checkout in the database", lines };
}
