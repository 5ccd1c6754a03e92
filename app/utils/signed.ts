/**
 * Signed values (pure): the links e-mailed or handed out that must not be forged — booking links (decision 409),
 * newsletter and price-alert tokens (decision 305), a project's shared link (813), a group participant's payment
 * link (814). Each signs `purpose:body` with HMAC-SHA256 (base64url, 43 characters) under the server's first session
 * secret and accepts any of them (rotation), compared in constant time. What a body holds, and when it expires, stays
 * with each link.
 */
import crypto from "node:crypto";

export function signature(secret: string, purpose: string, body: string) {
  return crypto.createHmac("sha256", secret).update(`${purpose}:${body}`).digest("base64url");
}

/** Whether `given` signs `purpose:body` under one of the secrets. */
export function signedBy(secrets: readonly string[], purpose: string, body: string, given: string) {
  const mine = Buffer.from(given);
  return secrets.some((secret) => {
    const expected = Buffer.from(signature(secret, purpose, body));
    return expected.length === mine.length && crypto.timingSafeEqual(expected, mine);
  });
}
