/**
 * Signed booking links (pure; docs/decisions/409-booking-links.md). The confirmation
 * e-mail carries a link that opens the booking on any device: the order number, the
 * order's link version and an expiry, signed with the server's secret (HMAC-SHA256). A link
 * stops working when it expires or when the order's version is raised (withdrawn).
 */
import { signature, signedBy } from "~/utils/signed";

/** A link works until 60 days after the last departure, and at least 30 days after it was sent. */
export const LINK_DAYS_AFTER_TRIP = 60;
export const LINK_MIN_DAYS = 30;
const DAY = 86_400_000;

export function linkExpiry(issuedAt: Date, lastDeparture: Date | null) {
  const floor = issuedAt.getTime() + LINK_MIN_DAYS * DAY;
  return new Date(Math.max(floor, lastDeparture ? lastDeparture.getTime() + LINK_DAYS_AFTER_TRIP * DAY : 0));
}

export function signBookingLink(secret: string, link: { number: string; version: number; expiresAt: Date }) {
  const body = `${link.number}.${link.version}.${Math.floor(link.expiresAt.getTime() / 1000)}`;
  return `${body}.${signature(secret, "booking-link", body)}`;
}

export type LinkCheck = { ok: true; number: string; version: number } | { ok: false; reason: "invalid" | "expired" };

/** Checks a token against any of the secrets (rotation); the caller still compares the version with the order's. */
export function readBookingLink(secrets: string[], token: string, now: Date): LinkCheck {
  const m = /^(PZ\d{8})\.(\d{1,6})\.(\d{1,12})\.([\w-]{43})$/.exec(token);
  if (!m) return { ok: false, reason: "invalid" };
  const body = `${m[1]}.${m[2]}.${m[3]}`;
  if (!signedBy(secrets, "booking-link", body, m[4])) return { ok: false, reason: "invalid" };
  if (Number(m[3]) * 1000 < now.getTime()) return { ok: false, reason: "expired" };
  return { ok: true, number: m[1], version: Number(m[2]) };
}
