import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase, type Db } from "~/db/client.server";
import type { OutboxWorker, Transport, WorkerOptions } from "~/domains/mail/outbox.server";
import { createTestDatabase } from "./db";

/**
 * The outbox worker (decision 404) on a real database, run on PGlite (tests/unit) and PostgreSQL (tests/pg) with
 * the same assertions. On PostgreSQL every worker has its own connection pool (and LISTEN connection), as separate
 * server processes would; PGlite is one process, so its workers share the one database.
 */
export function outboxSuite(kind: "pglite" | "postgres") {
  describe(`outbox delivery on ${kind}`, () => {
    let drop: () => Promise<void>;
    let main: Awaited<ReturnType<typeof createTestDatabase>>["handle"];
    let url: string | undefined;
    const extraHandles: { close(): Promise<void> }[] = [];
    const running: OutboxWorker[] = [];

    beforeAll(async () => {
      ({ drop, handle: main, url } = await createTestDatabase(kind));
    });
    afterAll(async () => {
      for (const worker of running) await worker.stop();
      for (const handle of extraHandles) await handle.close();
      await drop();
    });

    /** A database connection of its own for a simulated process (a new pool on PostgreSQL). */
    async function processHandle() {
      if (kind === "pglite") return main;
      const handle = await openDatabase({ databaseUrl: url, migrate: false });
      extraHandles.push(handle);
      return handle;
    }

    async function workers(n: number, transport: Transport, options: Partial<WorkerOptions> = {}) {
      const { createOutboxWorker, OUTBOX_CHANNEL } = await import("~/domains/mail/outbox.server");
      return Promise.all(
        Array.from({ length: n }, async () => {
          const handle = await processHandle();
          const worker = createOutboxWorker({
            db: handle.db,
            transports: { email: transport, sms: transport },
            listen: (onNotify, onLost) => handle.listen(OUTBOX_CHANNEL, onNotify, onLost),
            log: () => {},
            ...options,
          });
          running.push(worker);
          return worker;
        }),
      );
    }

    async function queue(count: number, tag: string, db: Db = main.db) {
      const { queueMail } = await import("~/domains/mail/mail.server");
      return db.transaction(async (tx) => {
        const ids: number[] = [];
        for (let i = 0; i < count; i++)
          ids.push((await queueMail({ to: `${tag}-${i}@example.com`, subject: `${tag} ${i}`, text: "…" }, tx)).id);
        return ids;
      });
    }

    async function rows(ids: number[]) {
      const { outbox } = await import("~/db/schema");
      const { inArray, asc } = await import("drizzle-orm");
      return main.db.select().from(outbox).where(inArray(outbox.id, ids)).orderBy(asc(outbox.id));
    }

    const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

    /** A transport that records what it sends, slowly enough for claims to interleave. */
    function recorder() {
      const sent: number[] = [];
      const transport: Transport = async (row) => {
        await sleep(2);
        sent.push(row.id);
        return "sent";
      };
      return { sent, transport };
    }

    it("4 workers draining 120 messages at once send each exactly once", async () => {
      const ids = await queue(120, "burst");
      const { sent, transport } = recorder();
      const pool = await workers(4, transport, { batch: 5 });
      const delivered = await Promise.all(pool.map((w) => w.drain()));
      expect(delivered.reduce((a, b) => a + b, 0)).toBe(120);
      expect([...sent].sort((a, b) => a - b)).toEqual(ids);
      if (kind === "postgres") expect(delivered.filter((n) => n > 0).length).toBeGreaterThan(1);
      for (const row of await rows(ids)) {
        expect(row).toMatchObject({ status: "sent", attempts: 1, lockedUntil: null, claimToken: null });
        expect(row.sentAt).toBeInstanceOf(Date);
      }
    });

    it("running workers are woken by the commit (NOTIFY) and send each message once", async () => {
      const { sent, transport } = recorder();
      // The timer is an hour: only the NOTIFY of the committed transaction can wake them.
      const pool = await workers(3, transport, { pollMs: 3_600_000 });
      for (const worker of pool) await worker.start();
      const ids = [...(await queue(15, "woken")), ...(await queue(15, "woken-again"))];
      for (let i = 0; i < 100 && sent.length < ids.length; i++) await sleep(50);
      expect([...sent].sort((a, b) => a - b)).toEqual(ids);
      await sleep(100);
      expect(sent).toHaveLength(ids.length);
      for (const worker of pool) await worker.stop();
    });

    it("a worker that claims and dies: another delivers the message once the lease expires", async () => {
      const [id] = await queue(1, "crash");
      const { sent, transport } = recorder();
      const [survivor] = await workers(1, transport);
      // The dying process claims the row (lease 400 ms) and never completes.
      const { createOutboxWorker } = await import("~/domains/mail/outbox.server");
      const claimer = createOutboxWorker({
        db: (await processHandle()).db,
        transports: { email: transport, sms: transport },
        leaseMs: 400,
      });
      const claimed = await claimer.claim();
      expect(claimed.map((r) => r.id)).toEqual([id]);
      expect((await rows([id]))[0]).toMatchObject({ status: "sending", attempts: 1 });
      // While the lease holds, nobody else takes it.
      expect(await survivor.drain()).toBe(0);
      expect(sent).toEqual([]);
      await sleep(600);
      expect(await survivor.drain()).toBe(1);
      expect(sent).toEqual([id]);
      expect((await rows([id]))[0]).toMatchObject({ status: "sent", attempts: 2, claimToken: null });
      // The dead worker's late answer cannot overwrite the row: its claim token is gone.
      await claimer.deliver(claimed[0]);
      expect(sent).toEqual([id, id]);
      expect((await rows([id]))[0]).toMatchObject({ status: "sent", attempts: 2 });
    });

    it("a failing transport is retried with backoff and ends failed after the last attempt", async () => {
      const [id] = await queue(1, "refused");
      const attempts: number[] = [];
      const backoff = { baseMs: 150, capMs: 300, maxAttempts: 4, jitter: 0 };
      const [worker] = await workers(
        1,
        async () => {
          attempts.push(Date.now());
          throw new Error("451 4.3.0 mailbox temporarily unavailable");
        },
        { backoff },
      );
      expect(await worker.drain()).toBe(0);
      const [first] = await rows([id]);
      expect(first).toMatchObject({ status: "pending", attempts: 1, lockedUntil: null });
      expect(first.lastError).toContain("451 4.3.0");
      // Not due before its delay: a drain right away does nothing.
      expect(await worker.drain()).toBe(0);
      expect(attempts).toHaveLength(1);
      for (let i = 0; i < 60 && (await rows([id]))[0].status !== "failed"; i++) {
        await sleep(25);
        await worker.drain();
      }
      const [last] = await rows([id]);
      expect(last).toMatchObject({ status: "failed", attempts: 4 });
      expect(last.lastError).toContain("451 4.3.0");
      expect(attempts).toHaveLength(4);
      const gaps = attempts.slice(1).map((t, i) => t - attempts[i]);
      // 150, 300, 300 ms (doubling, capped), give or take the polling step.
      expect(gaps[0]).toBeGreaterThanOrEqual(140);
      expect(gaps[1]).toBeGreaterThanOrEqual(290);
      expect(gaps[2]).toBeGreaterThanOrEqual(290);
      // A failed message is never tried again.
      await sleep(350);
      expect(await worker.drain()).toBe(0);
      expect(attempts).toHaveLength(4);
    });

    it("a transport that fails twice and then answers delivers on the third attempt", async () => {
      const [id] = await queue(1, "flaky");
      let calls = 0;
      const [worker] = await workers(
        1,
        async () => {
          calls++;
          if (calls < 3) throw new Error("connection reset");
          return "sent";
        },
        { backoff: { baseMs: 50, capMs: 100, maxAttempts: 5, jitter: 0 } },
      );
      for (let i = 0; i < 60 && (await rows([id]))[0].status !== "sent"; i++) {
        await worker.drain();
        await sleep(20);
      }
      expect(calls).toBe(3);
      expect((await rows([id]))[0]).toMatchObject({ status: "sent", attempts: 3, lastError: "connection reset" });
    });

    it("a transaction that rolls back leaves no message; one that commits leaves it", async () => {
      const { queueMail } = await import("~/domains/mail/mail.server");
      const { messagesTo } = await import("./outbox");
      const { queueSms } = await import("~/domains/mail/sms.server");
      await expect(
        main.db.transaction(async (tx) => {
          await queueMail({ to: "rolled-back@example.com", subject: "no", text: "no" }, tx);
          await queueSms({ to: "+989120000001", text: "no" }, tx);
          throw new Error("the cause of the message failed");
        }),
      ).rejects.toThrow("the cause of the message failed");
      expect(await messagesTo("rolled-back@example.com")).toHaveLength(0);
      expect(await messagesTo("+989120000001")).toHaveLength(0);
      const { sent, transport } = recorder();
      const [worker] = await workers(1, transport);
      expect(await worker.drain()).toBe(0);
      await main.db.transaction(async (tx) => {
        await queueSms({ to: "+989120000002", text: "yes" }, tx);
      });
      expect(await worker.drain()).toBe(1);
      const [sms] = await messagesTo("+989120000002");
      expect(sms).toMatchObject({ channel: "sms", status: "sent", body: "yes" });
      expect(sent).toEqual([sms.id]);
    });

    it("attaches what the message kind produces at send time, from its ref", async () => {
      const { queueMail } = await import("~/domains/mail/mail.server");
      const { id } = await queueMail({ to: "kind@example.com", subject: "s", text: "t", kind: "ticket", ref: "PZ1" });
      const got: { ref: string; names: string[] }[] = [];
      const [worker] = await workers(
        1,
        async (row, attachments) => {
          got.push({ ref: row.ref!, names: attachments.map((a) => a.filename) });
          return "stored";
        },
        {
          kinds: {
            ticket: {
              attachments: async (ref) => [
                { filename: `ticket-${ref}.pdf`, content: Buffer.from("%PDF-"), contentType: "application/pdf" },
              ],
            },
          },
        },
      );
      expect(await worker.drain()).toBe(1);
      expect(got).toEqual([{ ref: "PZ1", names: ["ticket-PZ1.pdf"] }]);
      expect((await rows([id]))[0].status).toBe("stored");
    });
  });
}
