/**
 * A participant's personal payment link (decision 814), pure: the participant's id and the link version, signed
 * as booking links are (app/utils/signed.ts). A link stops working when the
 * participant is removed or their version is raised (withdrawn); a rotated secret keeps old links working.
 */
import { signature, signedBy } from "~/utils/signed";

const PURPOSE = "participant-link";

export function signShareLink(secret: string, link: { participantId: number; version: number }) {
  const body = `${link.participantId}.${link.version}`;
  return `${body}.${signature(secret, PURPOSE, body)}`;
}

export type ShareLinkCheck = { ok: true; participantId: number; version: number } | { ok: false };

/** Checks a key against any of the secrets; the caller still compares the version with the participant's. */
export function readShareLink(secrets: readonly string[], key: string): ShareLinkCheck {
  const m = /^(\d{1,9})\.(\d{1,6})\.([\w-]{43})$/.exec(key);
  if (!m) return { ok: false };
  const body = `${m[1]}.${m[2]}`;
  return signedBy(secrets, PURPOSE, body, m[3])
    ? { ok: true, participantId: Number(m[1]), version: Number(m[2]) }
    : { ok: false };
}

/** A link opens the participant it names only while its version is the participant's (not withdrawn). */
export function linkOpens(check: ShareLinkCheck, participant: { id: number; linkVersion: number } | null) {
  return (
    check.ok && !!participant && participant.id === check.participantId && participant.linkVersion === check.version
  );
}
