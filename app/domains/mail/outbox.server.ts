import crypto from "node:crypto";
import { and, asc, eq, inArray, lt, lte, or, sql } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { outbox } from "~/db/schema";

/**
 * The outbox (decision 404). A message is queued by an INSERT in the transaction that causes it (so a rollback
 * leaves no message and a commit always leaves one), together with a NOTIFY that wakes the workers when the
 * transaction commits. A worker runs in every server process: it claims due rows for a lease with
 * `UPDATE … WHERE id IN (SELECT … FOR UPDATE SKIP LOCKED) RETURNING`, so two processes never claim the same row,
 * sends them, and records `sent` (or `stored` without a transport). A failed attempt is retried with exponential
 * backoff until the maximum number of attempts (then `failed`, with the last error). A process that dies while
 * sending leaves its rows `sending`; once their lease expires another worker claims them again (at least once).
 */

export const OUTBOX_CHANNEL = "parvaz_outbox";

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];
/** The database, or the transaction that causes the message. */
export type Executor = Db | Tx;
export type OutboxRow = typeof outbox.$inferSelect;

export interface Attachment {
  filename: string;
  content: Buffer;
  contentType: string;
}

export interface QueuedMessage {
  channel: "email" | "sms";
  to: string;
  subject: string;
  text: string;
  html?: string | null;
  /** Headers of this message (a price alert's List-Unsubscribe): names and values are made header-safe. */
  headers?: Record<string, string> | null;
  /** What the worker adds at send time (see MessageKind); "message" adds nothing. */
  kind?: string;
  /** What the kind refers to, e.g. an order number. */
  ref?: string | null;
}

/**
 * A value bound for a message header (subject, recipient, sender): every control character — CR and LF above all,
 * also tab, NUL, DEL, the C1 controls and the Unicode line and paragraph separators — becomes a space (a run of them
 * one space), so no value typed by a visitor can end its header and start another ("Inj\r\nBcc: …").
 */
export function headerSafe(value: string): string {
  // eslint-disable-next-line no-control-regex -- control characters are exactly what is removed
  return value.replace(/[\u0000-\u001f\u007f-\u009f\u2028\u2029]+/g, " ").trim();
}

/**
 * Writes a message to the outbox with `db` (pass the transaction that causes it). Every sender goes through here, so
 * the header-bound values (recipient, subject) are made header-safe here, once for all of them.
 */
export async function enqueue(db: Executor, message: QueuedMessage): Promise<{ id: number }> {
  const to = headerSafe(message.to);
  const [row] = await db
    .insert(outbox)
    .values({
      channel: message.channel,
      recipient: message.channel === "email" ? to.toLowerCase() : to,
      subject: headerSafe(message.subject),
      body: message.text,
      html: message.html ?? null,
      headers: message.headers
        ? Object.fromEntries(Object.entries(message.headers).map(([k, v]) => [headerSafe(k), headerSafe(v)]))
        : null,
      kind: message.kind ?? "message",
      ref: message.ref ?? null,
      status: "pending",
    })
    .returning({ id: outbox.id });
  // Delivered to every listening worker when (and only if) the transaction commits.
  await db.execute(sql`SELECT pg_notify(${OUTBOX_CHANNEL}, '')`);
  return row;
}

// ── Backoff ─────────────────────────────────────────────────────────────────

export interface Backoff {
  /** Delay after the first failed attempt. */
  baseMs: number;
  /** The longest delay between two attempts. */
  capMs: number;
  /** Attempts in all, the first included; after the last one fails the message is `failed`. */
  maxAttempts: number;
  /** Each delay is shortened by up to this fraction at random, so retries of many messages spread out. */
  jitter: number;
}

/** 30 s, 1, 2, 4, 8, 16, 32 min, then every hour: 10 attempts over about 3 hours. */
export const DEFAULT_BACKOFF: Backoff = { baseMs: 30_000, capMs: 60 * 60_000, maxAttempts: 10, jitter: 0.2 };

/** The delay before the next attempt after `attempt` (1-based) failed: base · 2^(attempt−1), capped, jittered down. */
export function retryDelay(attempt: number, backoff: Backoff = DEFAULT_BACKOFF, random: () => number = Math.random) {
  const exponential = backoff.baseMs * 2 ** Math.max(0, attempt - 1);
  const capped = Math.min(backoff.capMs, exponential);
  return Math.round(capped * (1 - backoff.jitter * random()));
}

/** What happens after attempt number `attempt` failed. */
export function afterFailure(
  attempt: number,
  backoff: Backoff = DEFAULT_BACKOFF,
  random: () => number = Math.random,
): { status: "failed" } | { status: "pending"; delayMs: number } {
  if (attempt >= backoff.maxAttempts) return { status: "failed" };
  return { status: "pending", delayMs: retryDelay(attempt, backoff, random) };
}

// ── The worker ──────────────────────────────────────────────────────────────

/** Sends one claimed message; resolves to "sent" (handed to a real transport) or "stored" (no transport). */
export type Transport = (message: OutboxRow, attachments: Attachment[]) => Promise<"sent" | "stored">;

export interface MessageKind {
  /** Attachments produced at send time from the message's ref (e.g. the PDF ticket of an order). */
  attachments?(ref: string): Promise<Attachment[]>;
  /** Told once the message is delivered or has failed for good. */
  settled?(ref: string, status: "sent" | "stored" | "failed"): Promise<void>;
}

export interface WorkerOptions {
  db: Db;
  transports: Record<"email" | "sms", Transport>;
  kinds?: Record<string, MessageKind>;
  backoff?: Backoff;
  /** How long a claim holds a row: longer than any send can take (the send itself is cut off at sendTimeoutMs). */
  leaseMs?: number;
  sendTimeoutMs?: number;
  /** Rows claimed at a time. */
  batch?: number;
  /** The timer that finds retries that became due and rows whose lease expired. */
  pollMs?: number;
  /** LISTEN for the NOTIFY of enqueue() (the database handle's listen). */
  listen?: (onNotify: () => void, onLost: () => void) => Promise<() => Promise<void>>;
  random?: () => number;
  log?: (message: string, error?: unknown) => void;
}

export const DEFAULT_LEASE_MS = 5 * 60_000;
export const DEFAULT_SEND_TIMEOUT_MS = 2 * 60_000;
export const DEFAULT_POLL_MS = 5_000;

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

export function createOutboxWorker(options: WorkerOptions) {
  const { db, transports } = options;
  const kinds = options.kinds ?? {};
  const backoff = options.backoff ?? DEFAULT_BACKOFF;
  const leaseMs = options.leaseMs ?? DEFAULT_LEASE_MS;
  const sendTimeoutMs = Math.min(options.sendTimeoutMs ?? DEFAULT_SEND_TIMEOUT_MS, leaseMs);
  const batch = options.batch ?? 10;
  const pollMs = options.pollMs ?? DEFAULT_POLL_MS;
  const random = options.random ?? Math.random;
  const log = options.log ?? ((message, error) => console.error(`outbox: ${message}`, error ?? ""));

  async function settle(row: OutboxRow, status: "sent" | "stored" | "failed") {
    const hook = kinds[row.kind]?.settled;
    if (!hook || row.ref === null) return;
    try {
      await hook(row.ref, status);
    } catch (error) {
      log(`message ${row.id} (${row.kind} ${row.ref}): settling as ${status} failed`, error);
    }
  }

  /** Rows whose lease expired on their last allowed attempt (the worker died every time) are given up. */
  async function giveUpExpired() {
    const rows = await db
      .update(outbox)
      .set({
        status: "failed",
        lockedUntil: null,
        claimToken: null,
        lastError: sql`coalesce(${outbox.lastError} || ' / ', '') || 'lease expired on the last attempt'`,
      })
      .where(
        and(
          eq(outbox.status, "sending"),
          lte(outbox.lockedUntil, sql`now()`),
          sql`${outbox.attempts} >= ${backoff.maxAttempts}`,
        ),
      )
      .returning();
    for (const row of rows) await settle(row, "failed");
  }

  /**
   * Claims up to `limit` due rows for this worker: pending ones whose time has come and sending ones whose lease
   * expired. SKIP LOCKED lets concurrent claims (other processes) pass over rows being claimed instead of waiting.
   */
  async function claim(limit = batch): Promise<OutboxRow[]> {
    const token = crypto.randomUUID();
    const due = db
      .select({ id: outbox.id })
      .from(outbox)
      .where(
        or(
          and(eq(outbox.status, "pending"), lte(outbox.nextAttemptAt, sql`now()`)),
          and(
            eq(outbox.status, "sending"),
            lte(outbox.lockedUntil, sql`now()`),
            lt(outbox.attempts, backoff.maxAttempts),
          ),
        ),
      )
      .orderBy(asc(outbox.nextAttemptAt), asc(outbox.id))
      .limit(limit)
      .for("update", { skipLocked: true });
    return db
      .update(outbox)
      .set({
        status: "sending",
        attempts: sql`${outbox.attempts} + 1`,
        lockedUntil: sql`now() + ${leaseMs} * interval '1 millisecond'`,
        claimToken: token,
      })
      .where(inArray(outbox.id, due))
      .returning();
  }

  /** Sends one claimed row and records the outcome (only while this claim still holds it). */
  async function deliver(row: OutboxRow) {
    const mine = and(eq(outbox.id, row.id), eq(outbox.claimToken, row.claimToken ?? ""));
    try {
      const kind = kinds[row.kind];
      const attachments = kind?.attachments && row.ref !== null ? await kind.attachments(row.ref) : [];
      const transport = transports[row.channel as "email" | "sms"];
      if (!transport) throw new Error(`no transport for channel ${row.channel}`);
      const status = await withTimeout(transport(row, attachments), sendTimeoutMs);
      const done = await db
        .update(outbox)
        .set({ status, sentAt: sql`now()`, lockedUntil: null, claimToken: null })
        .where(mine)
        .returning({ id: outbox.id });
      if (done.length) await settle(row, status);
      return status;
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      const next = afterFailure(row.attempts, backoff, random);
      const done = await db
        .update(outbox)
        .set({
          status: next.status,
          nextAttemptAt:
            next.status === "pending" ? sql`now() + ${next.delayMs} * interval '1 millisecond'` : undefined,
          lastError: message.slice(0, 2000),
          lockedUntil: null,
          claimToken: null,
        })
        .where(mine)
        .returning({ id: outbox.id });
      log(
        `message ${row.id} to ${row.recipient}, attempt ${row.attempts}/${backoff.maxAttempts}: ${message}` +
          (next.status === "failed" ? " — given up" : ` — retry in ${Math.round(next.delayMs / 1000)} s`),
      );
      if (done.length && next.status === "failed") await settle(row, "failed");
      return "retry" as const;
    }
  }

  /** Claims and sends until nothing is due. Resolves to the number of messages delivered. */
  async function drainOnce() {
    let delivered = 0;
    await giveUpExpired();
    for (;;) {
      const rows = await claim();
      if (!rows.length) return delivered;
      for (const row of rows) if ((await deliver(row)) !== "retry") delivered++;
    }
  }

  let running: Promise<number> | null = null;
  let again = false;
  /** Drains now; a call while a drain runs makes that drain look again once it ends. */
  function drain(): Promise<number> {
    if (running) {
      again = true;
      return running;
    }
    running = (async () => {
      let total = 0;
      try {
        do {
          again = false;
          total += await drainOnce();
        } while (again);
      } finally {
        running = null;
      }
      return total;
    })();
    return running;
  }

  let timer: NodeJS.Timeout | null = null;
  let unlisten: (() => Promise<void>) | null = null;
  let stopped = true;

  const kick = () => {
    if (stopped) return;
    drain().catch((error) => log("delivery round failed", error));
  };

  async function subscribe() {
    if (!options.listen || unlisten || stopped) return;
    try {
      const off = await options.listen(kick, () => {
        unlisten = null;
      });
      if (stopped) await off();
      else unlisten = off;
    } catch (error) {
      log("could not LISTEN (the timer still delivers)", error);
    }
  }

  return {
    claim,
    deliver,
    drain,
    /** Starts listening and the timer; delivers what is already due at once. */
    async start() {
      if (!stopped) return;
      stopped = false;
      await subscribe();
      timer = setInterval(() => {
        void subscribe();
        kick();
      }, pollMs);
      timer.unref();
      kick();
    },
    /** Stops the timer and the listener, and waits for the round in progress. */
    async stop() {
      stopped = true;
      if (timer) clearInterval(timer);
      timer = null;
      const pending = unlisten;
      unlisten = null;
      await pending?.();
      await running?.catch(() => {});
    },
  };
}

export type OutboxWorker = ReturnType<typeof createOutboxWorker>;
