/**
 * A process that buys seats in a loop, as a burst of checkouts would (cart line → order →
 * payment → provider callback), printing "confirmed <number>" after each committed
 * confirmation. The crash test kills it with SIGKILL mid-burst and checks the database.
 * BURST_DATABASE_URL (PostgreSQL) or BURST_PGLITE_DIR (PGlite on disk); BURST_MAX stops it.
 */
import { openDatabase, useHandle } from "../../app/db/client.server";
import { installSeatInventory, checkoutInput, seatLine } from "./test-inventory";

const handle = await openDatabase({
  databaseUrl: process.env.BURST_DATABASE_URL ?? "",
  dataDir: process.env.BURST_PGLITE_DIR,
});
useHandle(handle);
await installSeatInventory(handle.exec);
await handle.exec(`INSERT INTO test_seats (id, remaining) VALUES ('burst', 1000) ON CONFLICT (id) DO NOTHING`);
const { carts } = await import("../../app/db/schema");
const { addLine } = await import("../../app/domains/cart/cart.server");
const orders = await import("./orders-api");
const max = Number(process.env.BURST_MAX ?? Infinity);
let confirmed = 0;
console.log("ready");

async function buyer(n: number) {
  while (confirmed < max) {
    const [cart] = await handle.db.insert(carts).values({}).returning();
    await addLine(cart.id, seatLine("burst", 1));
    const order = await orders.placeOrder({
      cartId: cart.id,
      userId: null,
      locale: "en",
      input: checkoutInput(`burst${n}@example.com`),
    });
    // Every third buyer pays on two payment pages at once: one charge stands, the other is refunded.
    const pages = [];
    for (let p = 0; p < (n % 3 === 0 ? 2 : 1); p++) {
      const paid = await orders.payOrder({
        orderNumber: order.number,
        userId: null,
        attempt: `${order.number}-${p}`,
        useWallet: false,
        savedCardId: null,
      });
      if (paid.kind !== "redirect") throw new Error(paid.kind);
      pages.push(Number(paid.url.match(/sandbox\/(\d+)/)![1]));
    }
    const results = await Promise.all(
      pages.map((paymentId) =>
        orders.completePayment({
          paymentId,
          status: "succeeded",
          ref: `sbx_burst_${paymentId}`,
          brand: "visa",
          last4: "4242",
          token: null,
          fingerprint: null,
        }),
      ),
    );
    const result = { newlyConfirmed: results.some((r) => r.newlyConfirmed) };
    if (result.newlyConfirmed) {
      confirmed++;
      console.log(`confirmed ${order.number}`);
    }
  }
}
await Promise.all([1, 2, 3, 4].map(buyer));
// Card refunds a crash left recorded but not yet given back are settled on the next start (the server's sweeper).
await orders.settleRefunds(1000);
await handle.close();
process.exit(0);
