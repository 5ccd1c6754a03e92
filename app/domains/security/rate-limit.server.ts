import { sql } from "drizzle-orm";
import type { Redis } from "ioredis";
import { getDb } from "~/db/client.server";
import { getEnv } from "~/utils/env.server";

/**
 * Fixed-window rate limits kept where every server process shares them: in the database
 * (one atomic upsert per attempt), or in Redis when REDIS_URL is set (one atomic script per
 * attempt). Keys name the action and the subject, e.g. "signin:ip:203.0.113.7" or
 * "signin:account:a@b.c".
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

/** Where the counters live: one atomic count per attempt, and forgetting a key. */
export interface LimitStore {
  /** Counts one attempt; a window that started at or before `now - windowMs` starts again at `now`. */
  count(key: string, windowMs: number, now: Date): Promise<{ count: number; windowStart: Date }>;
  reset(key: string): Promise<void>;
  /** The attempts counted in the key's current window (0 when none or the window is over), without counting one. */
  peek(key: string, windowMs: number, now: Date): Promise<number>;
}

export const databaseLimitStore: LimitStore = {
  async count(key, windowMs, now) {
    const db = await getDb();
    const cutoff = new Date(now.getTime() - windowMs);
    const result = await db.execute<{ count: number; window_start: string | Date }>(sql`
      INSERT INTO rate_limits (key, window_start, count) VALUES (${key}, ${now.toISOString()}, 1)
      ON CONFLICT (key) DO UPDATE SET
        count = CASE WHEN rate_limits.window_start <= ${cutoff.toISOString()} THEN 1 ELSE rate_limits.count + 1 END,
        window_start = CASE WHEN rate_limits.window_start <= ${cutoff.toISOString()} THEN ${now.toISOString()}::timestamptz ELSE rate_limits.window_start END
      RETURNING count, window_start`);
    const row = (result as unknown as { rows: { count: number; window_start: string | Date }[] }).rows[0];
    return { count: Number(row.count), windowStart: new Date(row.window_start) };
  },
  async reset(key) {
    const db = await getDb();
    await db.execute(sql`DELETE FROM rate_limits WHERE key = ${key}`);
  },
  async peek(key, windowMs, now) {
    const db = await getDb();
    const cutoff = new Date(now.getTime() - windowMs);
    const result = await db.execute<{ count: number }>(
      sql`SELECT count FROM rate_limits WHERE key = ${key} AND window_start > ${cutoff.toISOString()}`,
    );
    const row = (result as unknown as { rows: { count: number }[] }).rows[0];
    return Number(row?.count ?? 0);
  },
};

/** The same fixed window as the database's upsert, atomically in Redis; the key expires with its window. */
const REDIS_COUNT = `
local start = tonumber(redis.call('HGET', KEYS[1], 's'))
local now = tonumber(ARGV[1])
local window = tonumber(ARGV[2])
if (not start) or start <= now - window then
  redis.call('HSET', KEYS[1], 's', now, 'c', 1)
  redis.call('PEXPIRE', KEYS[1], window)
  return {1, now}
end
return {redis.call('HINCRBY', KEYS[1], 'c', 1), start}`;

export function redisLimitStore(redis: Redis, prefix = "parvaz:rate:"): LimitStore {
  return {
    async count(key, windowMs, now) {
      const [count, start] = (await redis.eval(REDIS_COUNT, 1, prefix + key, now.getTime(), windowMs)) as [
        number,
        number,
      ];
      return { count: Number(count), windowStart: new Date(Number(start)) };
    },
    async reset(key) {
      await redis.del(prefix + key);
    },
    async peek(key, windowMs, now) {
      const [start, count] = await redis.hmget(prefix + key, "s", "c");
      if (start === null || Number(start) <= now.getTime() - windowMs) return 0;
      return Number(count ?? 0);
    },
  };
}

let redisStore: LimitStore | null = null;

async function store(): Promise<LimitStore> {
  const url = getEnv().REDIS_URL;
  if (!url) return databaseLimitStore;
  if (!redisStore) {
    const { Redis } = await import("ioredis");
    redisStore = redisLimitStore(new Redis(url, { lazyConnect: false, maxRetriesPerRequest: 2 }));
  }
  return redisStore;
}

export async function hit(key: string, limit: Limit, now = new Date(), limits?: LimitStore): Promise<LimitResult> {
  const { count, windowStart } = await (limits ?? (await store())).count(key, limit.windowMs, now);
  return {
    allowed: count <= limit.max,
    remaining: Math.max(0, limit.max - count),
    retryAfter: Math.max(1, Math.ceil((windowStart.getTime() + limit.windowMs - now.getTime()) / 1000)),
  };
}

/** How many attempts a key holds in its current window, without counting one. */
export async function peek(key: string, windowMs: number, now = new Date(), limits?: LimitStore): Promise<number> {
  return (limits ?? (await store())).peek(key, windowMs, now);
}

/** Forgets a key (e.g. failed sign-ins after a successful one). */
export async function reset(key: string) {
  await (await store()).reset(key);
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
