import { Redis } from "ioredis";
import { afterAll, describe, expect, it } from "vitest";
import { hit, redisLimitStore } from "~/domains/security/rate-limit.server";

/**
 * Rate limits in Redis (REDIS_URL) against the local server (TEST_REDIS_URL, default
 * redis://127.0.0.1:6379); skipped with a notice when none answers.
 */
const url = process.env.TEST_REDIS_URL ?? "redis://127.0.0.1:6379";

async function reachable() {
  const probe = new Redis(url, {
    lazyConnect: true,
    connectTimeout: 1000,
    maxRetriesPerRequest: 0,
    retryStrategy: () => null,
  });
  try {
    await probe.connect();
    await probe.ping();
    return true;
  } catch {
    console.warn(`*** SKIPPED: Redis rate-limit tests (no Redis at ${url})`);
    return false;
  } finally {
    probe.disconnect();
  }
}

const available = await reachable();

describe.skipIf(!available)("rate limits in Redis", () => {
  const prefix = `parvaz-test:${process.pid}:${Date.now()}:`;
  // Two connections stand for two server processes.
  const a = available ? new Redis(url) : (null as unknown as Redis);
  const b = available ? new Redis(url) : (null as unknown as Redis);
  const storeA = available ? redisLimitStore(a, prefix) : null!;
  const storeB = available ? redisLimitStore(b, prefix) : null!;

  afterAll(async () => {
    const keys = await a.keys(`${prefix}*`);
    if (keys.length) await a.del(...keys);
    a.disconnect();
    b.disconnect();
  });

  it("counts attempts in a window and starts again after it", async () => {
    const limit = { max: 3, windowMs: 60_000 };
    const t0 = new Date("2026-01-01T00:00:00Z");
    const results = [];
    for (let i = 0; i < 4; i++) results.push(await hit("window", limit, t0, storeA));
    expect(results.map((r) => r.allowed)).toEqual([true, true, true, false]);
    expect(results.map((r) => r.remaining)).toEqual([2, 1, 0, 0]);
    expect(results[3].retryAfter).toBe(60);
    expect((await hit("window", limit, new Date(t0.getTime() + 30_000), storeA)).retryAfter).toBe(30);
    expect((await hit("window", limit, new Date(t0.getTime() + 61_000), storeA)).allowed).toBe(true);
  });

  it("shares the counters between processes and counts concurrent attempts exactly", async () => {
    const limit = { max: 10, windowMs: 60_000 };
    const results = await Promise.all(
      Array.from({ length: 25 }, (_, i) => hit("burst", limit, new Date(), i % 2 ? storeA : storeB)),
    );
    expect(results.filter((r) => r.allowed)).toHaveLength(10);
  });

  it("forgets a key on reset, and the key expires with its window", async () => {
    const limit = { max: 1, windowMs: 60_000 };
    await hit("reset", limit, new Date(), storeA);
    expect((await hit("reset", limit, new Date(), storeB)).allowed).toBe(false);
    await storeB.reset("reset");
    expect((await hit("reset", limit, new Date(), storeA)).allowed).toBe(true);
    const ttl = await a.pttl(`${prefix}reset`);
    expect(ttl).toBeGreaterThan(0);
    expect(ttl).toBeLessThanOrEqual(60_000);
  });
});
