import crypto from "node:crypto";
import { promisify } from "node:util";

/**
 * Password hashing with scrypt from node:crypto at OWASP's parameters (N=2^17, r=8,
 * p=1, 64-byte key, 16-byte random salt). The parameters are stored with the hash
 * ("scrypt$17$8$1$salt$key", base64url), so they can be raised later: an old hash still
 * verifies and `needsRehash` tells the caller to store a new one at sign-in.
 */
const scrypt = promisify(crypto.scrypt) as (
  password: string,
  salt: Buffer,
  keylen: number,
  options: crypto.ScryptOptions,
) => Promise<Buffer>;

export const SCRYPT = { logN: 17, r: 8, p: 1, keyLength: 64 } as const;

function maxmem(logN: number, r: number) {
  return 128 * r * 2 ** logN * 2;
}

export async function hashPassword(
  password: string,
  params: { logN: number; r: number; p: number } = SCRYPT,
): Promise<string> {
  const salt = crypto.randomBytes(16);
  const key = await scrypt(password.normalize("NFC"), salt, SCRYPT.keyLength, {
    N: 2 ** params.logN,
    r: params.r,
    p: params.p,
    maxmem: maxmem(params.logN, params.r),
  });
  return `scrypt$${params.logN}$${params.r}$${params.p}$${salt.toString("base64url")}$${key.toString("base64url")}`;
}

function parse(stored: string) {
  const parts = stored.split("$");
  if (parts.length !== 6 || parts[0] !== "scrypt") return null;
  const [logN, r, p] = parts.slice(1, 4).map(Number);
  if (![logN, r, p].every((n) => Number.isInteger(n) && n > 0) || logN > 20 || r > 32 || p > 16) return null;
  return { logN, r, p, salt: Buffer.from(parts[4], "base64url"), key: Buffer.from(parts[5], "base64url") };
}

/** Constant-time check. An unusable stored value ("!" for accounts without a password) never matches. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parsed = parse(stored);
  if (!parsed || parsed.key.length === 0) {
    await dummyVerify(password);
    return false;
  }
  const key = await scrypt(password.normalize("NFC"), parsed.salt, parsed.key.length, {
    N: 2 ** parsed.logN,
    r: parsed.r,
    p: parsed.p,
    maxmem: maxmem(parsed.logN, parsed.r),
  });
  return crypto.timingSafeEqual(key, parsed.key);
}

export function needsRehash(stored: string) {
  const parsed = parse(stored);
  return !parsed || parsed.logN < SCRYPT.logN || parsed.r < SCRYPT.r || parsed.p < SCRYPT.p;
}

let dummy: Promise<string> | null = null;
/** Spends the same time as a real check, so an unknown account is not revealed by timing. */
export async function dummyVerify(password: string) {
  dummy ??= hashPassword("parvaz-dummy-password");
  const parsed = parse(await dummy)!;
  await scrypt(password.normalize("NFC"), parsed.salt, parsed.key.length, {
    N: 2 ** parsed.logN,
    r: parsed.r,
    p: parsed.p,
    maxmem: maxmem(parsed.logN, parsed.r),
  });
}
