import { sql } from "drizzle-orm";
import { getDb } from "~/db/client.server";
import { hit, reset } from "~/domains/security/rate-limit.server";
import { CAPTCHA_AFTER_FAILURES, FAILURE_WINDOW_MS } from "./limits";

/**
 * Failed sign-ins, counted per IP and per account in the shared rate_limits table: after
 * CAPTCHA_AFTER_FAILURES of them the sign-in form asks for the image puzzle.
 */
const keys = (ip: string | null, account: string | null) => [
  `signin-fail:ip:${ip ?? "unknown"}`,
  ...(account ? [`signin-fail:account:${account}`] : []),
];

export async function recordFailedSignIn(ip: string | null, account: string | null) {
  await Promise.all(keys(ip, account).map((key) => hit(key, { max: 1_000_000, windowMs: FAILURE_WINDOW_MS })));
}

export async function clearFailedSignIns(account: string) {
  await reset(`signin-fail:account:${account}`);
}

export async function needsCaptcha(ip: string | null, account: string | null): Promise<boolean> {
  const db = await getDb();
  const list = keys(ip, account);
  const cutoff = new Date(Date.now() - FAILURE_WINDOW_MS).toISOString();
  const result = await db.execute<{ n: number }>(
    sql`SELECT coalesce(max(count), 0)::int AS n FROM rate_limits WHERE key IN (${sql.join(
      list.map((k) => sql`${k}`),
      sql`, `,
    )}) AND window_start > ${cutoff}`,
  );
  const row = (result as unknown as { rows: { n: number }[] }).rows[0];
  return Number(row?.n ?? 0) >= CAPTCHA_AFTER_FAILURES;
}
