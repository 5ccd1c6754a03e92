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
const orders = await import("../../app/domains/orders/orders.server");
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
    const paid = await orders.payOrder({
      orderNumber: order.number,
      userId: null,
      attempt: `${order.number}-a`,
      useWallet: false,
      savedCardId: null,
    });
    if (paid.kind !== "redirect") throw new Error(paid.kind);
    const paymentId = Number(paid.url.match(/sandbox\/(\d+)/)![1]);
    const result = await orders.completePayment({
      paymentId,
      status: "succeeded",
      ref: `burst-${paymentId}`,
      brand: "visa",
      last4: "4242",
      token: null,
      fingerprint: null,
    });
    if (result.newlyConfirmed) {
      confirmed++;
      console.log(`confirmed ${order.number}`);
    }
  }
}
await Promise.all([1, 2, 3, 4].map(buyer));
await handle.close();
process.exit(0);
