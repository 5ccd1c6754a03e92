import type { Limit } from "~/domains/security/rate-limit.server";
import { CAPTCHA_AFTER_FAILURES, MINUTE } from "./limits";

/**
 * Sign-in throttling by account AND source (decision 205, after OWASP's credential-stuffing
 * and "device cookie" guidance). Pure rules, unit-tested; counted by the shared limiter.
 *
 * - A source is the browser's device cookie when it has signed in to this account before
 *   (a trusted device), otherwise the client IP.
 * - Refused (429) only per source: 20 attempts in 15 minutes from one IP whatever the
 *   account, or 10 on one account from one source. Nobody elsewhere can use up the owner's
 *   attempts, so nobody can lock the owner out.
 * - Failures on an account from untrusted sources make every untrusted source solve the
 *   image puzzle (after 3 in 15 minutes); a trusted device is asked only after its own 3.
 */
export const signInLimits = {
  perIp: { max: 20, windowMs: 15 * MINUTE },
  perAccountAndSource: { max: 10, windowMs: 15 * MINUTE },
} satisfies Record<string, Limit>;

export interface SignInSource {
  ip: string | null;
  /** The device cookie's id when that device has signed in to this account before. */
  trustedDevice: string | null;
}

const sourceOf = ({ ip, trustedDevice }: SignInSource) =>
  trustedDevice ? `device:${trustedDevice}` : `ip:${ip ?? "unknown"}`;

/** The limiter keys one sign-in attempt counts against. */
export function signInAttemptKeys(account: string, source: SignInSource) {
  return [
    { key: `signin:ip:${source.ip ?? "unknown"}`, limit: signInLimits.perIp },
    { key: `signin:account:${account}:${sourceOf(source)}`, limit: signInLimits.perAccountAndSource },
  ];
}

/** The failure counters a failed sign-in raises (and the puzzle rule reads). */
export function signInFailureKeys(account: string | null, source: SignInSource): string[] {
  return [
    ...ownFailureKeys(account, source),
    ...(account && !source.trustedDevice ? [`signin-fail:account:${account}`] : []),
  ];
}

/**
 * The counters a successful sign-in forgets: this source's own. The account-wide count of
 * strangers' failures stays, so an attacker elsewhere keeps solving puzzles.
 */
export function ownFailureKeys(account: string | null, source: SignInSource): string[] {
  if (account && source.trustedDevice) return [`signin-fail:account:${account}:device:${source.trustedDevice}`];
  return [`signin-fail:ip:${source.ip ?? "unknown"}`];
}

/** Whether the next attempt must solve the image puzzle, from the failure counts of its keys. */
export function puzzleNeeded(failureCounts: number[]): boolean {
  return failureCounts.some((count) => count >= CAPTCHA_AFTER_FAILURES);
}

/** The device cookie keeps a short tag per account signed in from it, never the address itself. */
export const MAX_DEVICE_ACCOUNTS = 5;

export function rememberAccount(tags: string[], tag: string): string[] {
  return [tag, ...tags.filter((t) => t !== tag)].slice(0, MAX_DEVICE_ACCOUNTS);
}
