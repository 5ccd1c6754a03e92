/**
 * The one server all e2e tests share: the production build on an in-memory PGlite
 * database, migrated and seeded with demo data, the outbox exposed for tests.
 */
export {};

process.env.NODE_ENV = "production";
process.env.PGLITE_DIR = process.env.PGLITE_DIR ?? "memory://";
process.env.PORT = process.env.E2E_PORT ?? "3100";
process.env.HOST = "127.0.0.1";
process.env.PARVAZ_EXPOSE_OUTBOX = "1";
process.env.PARVAZ_E2E = "1";
process.env.SESSION_SECRET = process.env.SESSION_SECRET ?? "e2e-session-secret-0123456789";
// Production fails closed (app/utils/env.server.ts): this is a demonstration with the sandbox payment provider.
process.env.DEMO = "1";
process.env.PUBLIC_ORIGIN = process.env.PUBLIC_ORIGIN ?? `http://127.0.0.1:${process.env.PORT}`;
// Only errors are logged here (any 5xx, with its stack): the tests send thousands of 4xx on purpose.
process.env.LOG_LEVEL = process.env.LOG_LEVEL ?? "error";
// Tests pose as many clients with X-Forwarded-For from the loopback address; forms are filled faster than people do.
process.env.TRUST_PROXY = process.env.TRUST_PROXY ?? "loopback";
// A body has 3 s (plus its length at 8 KB/s) to arrive, so the fuzz suite's slow bodies are answered quickly.
process.env.BODY_TIMEOUT_MS = process.env.BODY_TIMEOUT_MS ?? "3000";
process.env.HONEYPOT_MIN_SECONDS = process.env.HONEYPOT_MIN_SECONDS ?? "0";
process.env.E2E_FLIGHTS = process.env.E2E_FLIGHTS ?? "3000";

const { getHandle } = await import("../../app/db/client.server");
// The products register first: their seeders and the booking core read the index (decision 030).
await import("../../app/products/index.server");
const { runSeeders } = await import("../../app/db/seeds/run");
const handle = await getHandle();
await runSeeders(handle.db, {
  flights: Number(process.env.E2E_FLIGHTS),
  hotels: process.env.E2E_HOTELS ? Number(process.env.E2E_HOTELS) : undefined,
  log: (m) => console.log(m),
});
const { createServer, listen } = await import("../../server");
const { app } = await createServer();
// The outbox worker, as server.ts starts it: messages are queued at commit and delivered (stored) by it.
const { startDelivery } = await import("../../app/domains/mail/delivery.server");
await startDelivery();
listen(app, Number(process.env.PORT), process.env.HOST!, () => console.log(`e2e server on ${process.env.PORT}`));
