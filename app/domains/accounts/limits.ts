import type { Limit } from "~/domains/security/rate-limit.server";

/**
 * Rate limits of the account forms (docs/decisions/202-account-rate-limits.md), per IP
 * and per account. Pure configuration, unit-tested; counted by the shared limiter.
 */
export const MINUTE = 60_000;

export const accountLimits = {
  signIn: { ip: { max: 20, windowMs: 15 * MINUTE }, account: { max: 10, windowMs: 15 * MINUTE } },
  signUp: { ip: { max: 10, windowMs: 60 * MINUTE }, account: { max: 5, windowMs: 60 * MINUTE } },
  verify: { ip: { max: 30, windowMs: 15 * MINUTE }, account: { max: 10, windowMs: 15 * MINUTE } },
  reset: { ip: { max: 10, windowMs: 60 * MINUTE }, account: { max: 3, windowMs: 60 * MINUTE } },
} satisfies Record<string, { ip: Limit; account: Limit }>;

export type LimitedAction = keyof typeof accountLimits;

/** Failed sign-ins (per account or per IP) after which the image puzzle is asked. */
export const CAPTCHA_AFTER_FAILURES = 3;
export const FAILURE_WINDOW_MS = 15 * MINUTE;

/** The limiter keys of one attempt. The account part is the normalised e-mail or phone. */
export function limitKeys(action: LimitedAction, ip: string | null, account: string | null) {
  const limits = accountLimits[action];
  const keys = [{ key: `${action}:ip:${ip ?? "unknown"}`, limit: limits.ip }];
  if (account) keys.push({ key: `${action}:account:${account}`, limit: limits.account });
  return keys;
}

/**
 * Text messages a phone change may send to one number, a code or "already registered"
 * (decision 206): 3 an hour asked by one account, 10 an hour by all accounts together.
 * Beyond them nothing is sent and the answer stays the same, so nobody can flood a phone.
 */
export const phoneChangeTexts = {
  perAccount: { max: 3, windowMs: 60 * MINUTE },
  perNumber: { max: 10, windowMs: 60 * MINUTE },
} satisfies Record<string, Limit>;

/** The limiter keys of one text to `phone` asked by the account `userId`. */
export function phoneTextKeys(phone: string, userId: number) {
  return [
    { key: `phone-change:number:${phone}:user:${userId}`, limit: phoneChangeTexts.perAccount },
    { key: `phone-change:number:${phone}`, limit: phoneChangeTexts.perNumber },
  ];
}
