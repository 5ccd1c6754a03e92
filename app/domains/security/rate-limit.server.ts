import { sql } from "drizzle-orm";
import { getDb } from "~/db/client.server";

/**
 * Fixed-window rate limits kept in the database, so every server process shares them
 * (one atomic upsert per attempt). Keys name the action and the subject, e.g.
 * "signin:ip:203.0.113.7" or "signin:account:a@b.c".
 */
export interface Limit {
  /** Attempts allowed per window. */
  max: number;
  windowMs: number;
}

export interface LimitResult {
  allowed: boolean;
  remaining: number;
  /** Seconds until the window resets (for Retry-After). */
  retryAfter: number;
}

export async function hit(key: string, limit: Limit, now = new Date()): Promise<LimitResult> {
  const db = await getDb();
  const cutoff = new Date(now.getTime() - limit.windowMs);
  const result = await db.execute<{ count: number; window_start: string | Date }>(sql`
    INSERT INTO rate_limits (key, window_start, count) VALUES (${key}, ${now.toISOString()}, 1)
    ON CONFLICT (key) DO UPDATE SET
      count = CASE WHEN rate_limits.window_start <= ${cutoff.toISOString()} THEN 1 ELSE rate_limits.count + 1 END,
      window_start = CASE WHEN rate_limits.window_start <= ${cutoff.toISOString()} THEN ${now.toISOString()}::timestamptz ELSE rate_limits.window_start END
    RETURNING count, window_start`);
  const row = (result as unknown as { rows: { count: number; window_start: string | Date }[] }).rows[0];
  const started = new Date(row.window_start).getTime();
  const count = Number(row.count);
  return {
    allowed: count <= limit.max,
    remaining: Math.max(0, limit.max - count),
    retryAfter: Math.max(1, Math.ceil((started + limit.windowMs - now.getTime()) / 1000)),
  };
}

/** Forgets a key (e.g. failed sign-ins after a successful one). */
export async function reset(key: string) {
  const db = await getDb();
  await db.execute(sql`DELETE FROM rate_limits WHERE key = ${key}`);
}

/** Checks several limits at once (per IP and per account); allowed only if all allow. */
export async function hitAll(entries: { key: string; limit: Limit }[], now = new Date()): Promise<LimitResult> {
  const results = await Promise.all(entries.map((e) => hit(e.key, e.limit, now)));
  return {
    allowed: results.every((r) => r.allowed),
    remaining: Math.min(...results.map((r) => r.remaining)),
    retryAfter: Math.max(...results.filter((r) => !r.allowed).map((r) => r.retryAfter), 1),
  };
}
