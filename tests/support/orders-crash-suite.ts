import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { closeDatabase, openDatabase } from "~/db/client.server";
import { createTestDatabase } from "./db";

/**
 * Killing the process in the middle of a burst of checkouts (SIGKILL, no clean-up), then
 * restarting it: no half-made order and no lost confirmed one. PostgreSQL: a fresh test
 * database; PGlite: a data directory on disk under a temp dir.
 */
function runBurst(env: Record<string, string>, stopAfter: number | null) {
  return new Promise<{ confirmed: string[]; killed: boolean }>((resolve, reject) => {
    const child = spawn(process.execPath, ["--import", "tsx", path.join("tests", "support", "order-burst.ts")], {
      env: { ...process.env, NODE_ENV: "test", ...env },
      stdio: ["ignore", "pipe", "pipe"],
    });
    const confirmed: string[] = [];
    let killed = false;
    let stderr = "";
    let buffer = "";
    child.stdout.on("data", (chunk: Buffer) => {
      buffer += chunk.toString();
      const lines = buffer.split("\n");
      buffer = lines.pop() ?? "";
      for (const line of lines) {
        const m = line.match(/^confirmed (\S+)/);
        if (m) confirmed.push(m[1]);
        if (stopAfter !== null && confirmed.length >= stopAfter && !killed) {
          killed = true;
          child.kill("SIGKILL");
        }
      }
    });
    child.stderr.on("data", (c: Buffer) => (stderr += c.toString()));
    child.on("exit", (code, signal) => {
      if (signal === "SIGKILL" || code === 0) resolve({ confirmed, killed });
      else reject(new Error(`burst process failed (${code}): ${stderr.slice(-2000)}`));
    });
  });
}

async function checkInvariants(
  query: <T>(sql: string, params?: unknown[]) => Promise<T[]>,
  confirmedNumbers: string[],
) {
  const rows = await query<{
    number: string;
    status: string;
    lines: number;
    tickets: number;
    paid: number;
    mails: number;
  }>(`
    SELECT o.number, o.status,
      (SELECT count(*)::int FROM order_lines l WHERE l.order_id = o.id) AS lines,
      (SELECT count(*)::int FROM tickets t WHERE t.order_id = o.id) AS tickets,
      (SELECT count(*)::int FROM payments p WHERE p.order_id = o.id AND p.status = 'succeeded') AS paid,
      (SELECT count(*)::int FROM outbox m WHERE m.kind = 'order-ticket' AND m.ref = o.number) AS mails
    FROM orders o`);
  const byNumber = new Map(rows.map((r) => [r.number, r]));
  // No lost confirmed order: everything reported as confirmed is confirmed, paid once, ticketed.
  for (const n of confirmedNumbers)
    expect(byNumber.get(n), n).toMatchObject({ status: "confirmed", paid: 1, tickets: 1 });
  // No half-made order: every order has its line; a confirmed one has its payment, ticket and one queued
  // confirmation e-mail (decision 404); others none.
  for (const r of rows) {
    expect(Number(r.lines), r.number).toBe(1);
    if (r.status === "confirmed")
      expect([Number(r.paid), Number(r.tickets), Number(r.mails)], r.number).toEqual([1, 1, 1]);
    else expect([Number(r.paid), Number(r.tickets), Number(r.mails)], r.number).toEqual([0, 0, 0]);
  }
  // Money: for every order, card charges − card refunds = what the order kept from the card (a second charge on
  // another page is refunded through the provider).
  const money = await query<{ number: string; charged: number; refunded: number; kept: number }>(`
    SELECT o.number,
      (SELECT coalesce(sum(amount), 0)::int FROM payments p WHERE p.order_id = o.id AND p.status IN ('succeeded', 'refunded')) AS charged,
      (SELECT coalesce(sum(amount), 0)::int FROM refunds r WHERE r.order_id = o.id AND r.method = 'card') AS refunded,
      CASE WHEN o.status = 'confirmed' THEN o.card_amount ELSE 0 END AS kept
    FROM orders o`);
  for (const m of money) expect(Number(m.charged) - Number(m.refunded), m.number).toBe(Number(m.kept));
  const [totals] = await query<{ charges: number; refunds: number; pending: number; mails: number }>(`
    SELECT (SELECT count(*)::int FROM payments WHERE status IN ('succeeded', 'refunded')) AS charges,
      (SELECT count(*)::int FROM refunds WHERE method = 'card') AS refunds,
      (SELECT count(*)::int FROM refunds WHERE status = 'pending') AS pending,
      (SELECT count(*)::int FROM outbox WHERE kind = 'order-ticket') AS mails`);
  console.log(
    `invariants: ${rows.length} orders, ${rows.filter((r) => r.status === "confirmed").length} confirmed, ` +
      `${totals.charges} card charges, ${totals.refunds} card refunds (${totals.pending} pending), ${totals.mails} confirmation e-mails`,
  );
  // Seats: exactly one per order that still holds them.
  const holding = rows.filter((r) => r.status === "pending_payment" || r.status === "confirmed").length;
  const [seat] = await query<{ remaining: number }>(`SELECT remaining FROM test_seats WHERE id = 'burst'`);
  expect(Number(seat.remaining)).toBe(1000 - holding);
  return rows.length;
}

export function ordersCrashSuite(kind: "pglite" | "postgres") {
  describe(`killing the process mid-burst on ${kind}`, () => {
    it(
      "leaves no half-made order and no lost confirmed one, and works after a restart",
      { timeout: 180_000 },
      async () => {
        let env: Record<string, string>;
        let inspect: () => Promise<{
          query: <T>(sql: string, params?: unknown[]) => Promise<T[]>;
          close: () => Promise<void>;
        }>;
        let cleanup: () => Promise<void>;
        if (kind === "postgres") {
          const db = await createTestDatabase("postgres");
          env = { BURST_DATABASE_URL: db.url! };
          inspect = async () => ({ query: (sql, params) => db.handle.query(sql, params), close: async () => {} });
          cleanup = db.drop;
        } else {
          const dir = fs.mkdtempSync(path.join(os.tmpdir(), "parvaz-crash-"));
          const dataDir = path.join(dir, "pglite");
          env = { BURST_PGLITE_DIR: dataDir, BURST_DATABASE_URL: "" };
          inspect = async () => {
            const handle = await openDatabase({ dataDir, databaseUrl: "" });
            return { query: (sql, params) => handle.query(sql, params), close: () => handle.close() };
          };
          cleanup = async () => fs.rmSync(dir, { recursive: true, force: true });
        }
        try {
          const first = await runBurst(env, 12);
          expect(first.killed).toBe(true);
          const afterCrash = await inspect();
          const orderCount = await checkInvariants(afterCrash.query, first.confirmed);
          expect(orderCount).toBeGreaterThanOrEqual(first.confirmed.length);
          await afterCrash.close();
          // Restart: the process opens the same database and sells again.
          const second = await runBurst({ ...env, BURST_MAX: "4" }, null);
          expect(second.confirmed.length).toBeGreaterThanOrEqual(4);
          const afterRestart = await inspect();
          await checkInvariants(afterRestart.query, [...first.confirmed, ...second.confirmed]);
          const [left] = await afterRestart.query<{ pending: number }>(
            `SELECT count(*)::int AS pending FROM refunds WHERE status = 'pending'`,
          );
          expect(Number(left.pending)).toBe(0);
          await afterRestart.close();
        } finally {
          if (kind === "postgres") await closeDatabase().catch(() => {});
          await cleanup();
        }
      },
    );
  });
}
