/**
 * A participant's personal payment link (decision 814), pure: the participant's id and the link version, signed
 * with the server's secret (HMAC-SHA256, as booking links are, decision 409). A link stops working when the
 * participant is removed or their version is raised (withdrawn); a rotated secret keeps old links working.
 */
import crypto from "node:crypto";

const mac = (secret: string, body: string) => crypto.createHmac("sha256", secret).update(body).digest("base64url");

export function signShareLink(secret: string, link: { participantId: number; version: number }) {
  const body = `${link.participantId}.${link.version}`;
  return `${body}.${mac(secret, `share-link:${body}`)}`;
}

export type ShareLinkCheck = { ok: true; participantId: number; version: number } | { ok: false };

/** Checks a key against any of the secrets; the caller still compares the version with the participant's. */
export function readShareLink(secrets: readonly string[], key: string): ShareLinkCheck {
  const m = /^(\d{1,9})\.(\d{1,6})\.([\w-]{43})$/.exec(key);
  if (!m) return { ok: false };
  const body = `${m[1]}.${m[2]}`;
  const given = Buffer.from(m[3]);
  const valid = secrets.some((secret) => {
    const expected = Buffer.from(mac(secret, `share-link:${body}`));
    return expected.length === given.length && crypto.timingSafeEqual(expected, given);
  });
  return valid ? { ok: true, participantId: Number(m[1]), version: Number(m[2]) } : { ok: false };
}

/** A link opens the participant it names only while its version is the participant's (not withdrawn). */
export function linkOpens(check: ShareLinkCheck, participant: { id: number; linkVersion: number } | null) {
  return (
    check.ok && !!participant && participant.id === check.participantId && participant.linkVersion === check.version
  );
}
