/**
 * Shared project links (pure; docs/decisions/813-shared-project-links.md). A project's owner can give their group a
 * read-only link to the project: its slug and a key made of the project's share version and an HMAC-SHA256 of both,
 * with the server's secret. The link has no expiry of its own: it works while the owner shares the project, and
 * "stop sharing" raises the version, so every key given out before stops working, also if sharing starts again.
 */
import crypto from "node:crypto";

const mac = (secret: string, slug: string, version: number) =>
  crypto.createHmac("sha256", secret).update(`project-share:${slug}.${version}`).digest("base64url");

export function signShareKey(secret: string, link: { slug: string; version: number }) {
  return `${link.version}.${mac(secret, link.slug, link.version)}`;
}

/** The share version a key names for this slug, when one of the secrets (rotation) signed it; else null. */
export function readShareKey(secrets: string[], slug: string, key: string): number | null {
  const m = /^(\d{1,9})\.([\w-]{43})$/.exec(key);
  if (!m) return null;
  const version = Number(m[1]);
  const given = Buffer.from(m[2]);
  const valid = secrets.some((secret) => {
    const expected = Buffer.from(mac(secret, slug, version));
    return expected.length === given.length && crypto.timingSafeEqual(expected, given);
  });
  return valid ? version : null;
}
