/**
 * Signed newsletter links (pure; docs/decisions/305-newsletter-double-opt-in.md): the
 * subscription's id and an expiry, signed with the server's secret (HMAC-SHA256) for one
 * purpose. A confirmation link expires after CONFIRM_DAYS; an unsubscribe link never does
 * (expiry 0), so every e-mail's link keeps working.
 */
import { signature, signedBy } from "~/utils/signed";

export const CONFIRM_DAYS = 3;
const DAY = 86_400_000;

/** The newsletter's links, and the flight price alerts' (decision 108) signed the same way for their own purposes. */
export type TokenPurpose = "confirm" | "unsubscribe" | "alert-confirm" | "alert-unsubscribe";

const expiring = (purpose: TokenPurpose) => purpose === "confirm" || purpose === "alert-confirm";

export function signNewsletterToken(secret: string, purpose: TokenPurpose, id: number, now: Date) {
  const expires = expiring(purpose) ? Math.floor((now.getTime() + CONFIRM_DAYS * DAY) / 1000) : 0;
  const body = `${id}.${expires}`;
  return `${body}.${signature(secret, `newsletter-${purpose}`, body)}`;
}

export type TokenCheck = { ok: true; id: number } | { ok: false; reason: "invalid" | "expired" };

/** Checks a token for one purpose against any of the secrets (rotation). */
export function readNewsletterToken(secrets: string[], purpose: TokenPurpose, token: string, now: Date): TokenCheck {
  const m = /^(\d{1,9})\.(\d{1,12})\.([\w-]{43})$/.exec(token);
  if (!m) return { ok: false, reason: "invalid" };
  const body = `${m[1]}.${m[2]}`;
  if (!signedBy(secrets, `newsletter-${purpose}`, body, m[3])) return { ok: false, reason: "invalid" };
  const expires = Number(m[2]);
  if (expires !== 0 && expires * 1000 < now.getTime()) return { ok: false, reason: "expired" };
  if (expiring(purpose) && expires === 0) return { ok: false, reason: "invalid" };
  return { ok: true, id: Number(m[1]) };
}
