import crypto from "node:crypto";
import { hit, hitAll, peek, reset } from "~/domains/security/rate-limit.server";
import { deviceCookie } from "~/utils/cookies.server";
import { accountLimits, FAILURE_WINDOW_MS, phoneTextKeys } from "./limits";
import {
  ownFailureKeys,
  puzzleNeeded,
  rememberAccount,
  signInAttemptKeys,
  signInFailureKeys,
  type SignInSource,
} from "./throttle";

/**
 * Sign-in throttling by account and source (decision 205; rules in throttle.ts): the device
 * cookie, failures counted per source and per account, and the 429 for one source.
 */
interface Device {
  id: string;
  accounts: string[];
}

const tagOf = (account: string) => crypto.createHash("sha256").update(`device:${account}`).digest("hex").slice(0, 16);

async function readDevice(request: Request): Promise<Device | null> {
  const value = await deviceCookie.parse(request.headers.get("Cookie"));
  if (value && typeof value === "object" && typeof value.id === "string" && Array.isArray(value.accounts))
    return { id: value.id, accounts: value.accounts.filter((a: unknown) => typeof a === "string") };
  return null;
}

/** Where an attempt on `account` comes from: a trusted device of that account, or an IP. */
export async function signInSource(request: Request, ip: string | null, account: string | null): Promise<SignInSource> {
  const device = await readDevice(request);
  const trusted = account && device?.accounts.includes(tagOf(account)) ? device.id : null;
  return { ip, trustedDevice: trusted };
}

/** Counts an attempt: null when allowed, else the 429 init (status and Retry-After) for this source. */
export async function signInRefused(account: string, source: SignInSource) {
  const result = await hitAll(signInAttemptKeys(account, source));
  if (result.allowed) return null;
  return { status: 429, headers: { "Retry-After": String(result.retryAfter) } };
}

export async function recordFailedSignIn(account: string | null, source: SignInSource) {
  await Promise.all(
    signInFailureKeys(account, source).map((key) =>
      hit(key, { max: Number.MAX_SAFE_INTEGER, windowMs: FAILURE_WINDOW_MS }),
    ),
  );
}

export async function needsCaptcha(account: string | null, source: SignInSource): Promise<boolean> {
  const counts = await Promise.all(signInFailureKeys(account, source).map((key) => peek(key, FAILURE_WINDOW_MS)));
  return puzzleNeeded(counts);
}

/**
 * After a successful sign-in: forget this source's failures, and make the browser a trusted
 * device of the account (the Set-Cookie header to send).
 */
export async function signedIn(request: Request, account: string, source: SignInSource): Promise<string> {
  await Promise.all(ownFailureKeys(account, source).map((key) => reset(key)));
  const device = (await readDevice(request)) ?? { id: crypto.randomBytes(12).toString("base64url"), accounts: [] };
  return deviceCookie.serialize({ id: device.id, accounts: rememberAccount(device.accounts, tagOf(account)) });
}

/**
 * Whether a password-reset message may be sent to `account` now: at most 3 an hour from
 * strangers together, and 3 of its own from a trusted device, so a stranger's requests cannot
 * stop the owner's. When refused, the visitor sees the same notice (spec §8) and nothing is sent.
 */
export async function resetMailAllowed(account: string, source: SignInSource): Promise<boolean> {
  const key = source.trustedDevice
    ? `reset:account:${account}:device:${source.trustedDevice}`
    : `reset:account:${account}`;
  return (await hit(key, accountLimits.reset.account)).allowed;
}

/**
 * Whether a phone change of `userId` may text `phone` now, a code or "already registered"
 * (decision 206). When refused nothing is sent and the requester sees the same code step.
 */
export async function phoneTextAllowed(phone: string, userId: number): Promise<boolean> {
  return (await hitAll(phoneTextKeys(phone, userId))).allowed;
}
