/**
 * Shared project links (pure; docs/decisions/813-shared-project-links.md). A project's owner can give their group a
 * read-only link to the project: its slug and a key made of the project's share version and the signature of both
 * (app/utils/signed.ts). The link has no expiry of its own: it works while the owner shares the project, and
 * "stop sharing" raises the version, so every key given out before stops working, also if sharing starts again.
 */
import { signature, signedBy } from "~/utils/signed";

const PURPOSE = "project-share";

export function signShareKey(secret: string, link: { slug: string; version: number }) {
  return `${link.version}.${signature(secret, PURPOSE, `${link.slug}.${link.version}`)}`;
}

/** The share version a key names for this slug, when one of the secrets (rotation) signed it; else null. */
export function readShareKey(secrets: string[], slug: string, key: string): number | null {
  const m = /^(\d{1,9})\.([\w-]{43})$/.exec(key);
  if (!m) return null;
  const version = Number(m[1]);
  return signedBy(secrets, PURPOSE, `${slug}.${version}`, m[2]) ? version : null;
}
