import crypto from "node:crypto";

/**
 * One-time verification codes (spec §4 Registration): 6 digits from a CSPRNG, valid 10
 * minutes, usable once, at most 5 tries. Codes and link tokens are stored as SHA-256
 * hashes (HMAC would add nothing: the code space is guarded by the try limit).
 */
export const CODE_TTL_MS = 10 * 60 * 1000;
export const CODE_MAX_ATTEMPTS = 5;
export const RESET_TTL_MS = 60 * 60 * 1000;

export function generateCode(): string {
  return String(crypto.randomInt(0, 1_000_000)).padStart(6, "0");
}

export function generateToken(): string {
  return crypto.randomBytes(32).toString("base64url");
}

export function sha256(value: string) {
  return crypto.createHash("sha256").update(value).digest("hex");
}

export interface StoredCode {
  codeHash: string;
  attempts: number;
  expiresAt: Date;
  usedAt: Date | null;
}

export type CodeCheck = "ok" | "wrong" | "expired" | "used" | "locked";

/** Judges a typed code against a stored one (pure; the caller counts the attempt). */
export function checkCode(stored: StoredCode | null, typed: string, now = new Date()): CodeCheck {
  if (!stored) return "expired";
  if (stored.usedAt) return "used";
  if (stored.expiresAt.getTime() <= now.getTime()) return "expired";
  if (stored.attempts >= CODE_MAX_ATTEMPTS) return "locked";
  const a = Buffer.from(sha256(typed.trim()));
  const b = Buffer.from(stored.codeHash);
  return a.length === b.length && crypto.timingSafeEqual(a, b) ? "ok" : "wrong";
}
