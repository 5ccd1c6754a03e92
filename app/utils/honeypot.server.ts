import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import { lt } from "drizzle-orm";
import { getDb, type Db } from "~/db/client.server";
import { honeypotNonces } from "~/db/schema";
import { getEnv, sessionSecrets } from "./env.server";

/**
 * The public forms' honeypot (decision 207): a hidden field people leave empty, and a token
 * that says which form it was served for and when. The token is authenticated, not merely
 * encrypted: HMAC-SHA256, with a key derived from SESSION_SECRET (so every server process
 * reads it; every secret of a rotation is accepted), over the form's id, the time it was
 * issued and a random nonce. A post is spam when the field is filled in, when the token is
 * missing or does not verify exactly for this form, when it is sent sooner than
 * HONEYPOT_MIN_SECONDS or later than HONEYPOT_MAX_AGE_SECONDS after the token was issued, or
 * when its token was already used: the post that is kept claims the token's nonce, in the
 * transaction that keeps it (`claim`). A spam post is answered as if all went well; nothing
 * is kept. Each form's route makes its own token in its loader (`honeypotInputs`), so it is in
 * the HTML and works without JavaScript.
 */
export const HONEYPOT_FIELD = "website";
export const HONEYPOT_TOKEN_FIELD = "website_from";

/** A page left open this long still sends its form; an older token is spam. */
export const HONEYPOT_MAX_AGE_SECONDS = 12 * 60 * 60;
/** Server clocks may differ by this much: a token "from the future" within it is not refused for that. */
const CLOCK_SKEW_MS = 2_000;

const TOKEN = /^(\d{13})\.([A-Za-z0-9_-]{22})\.([A-Za-z0-9_-]{43})$/;

/** The props of <Honeypot>: the field names and this form's token. */
export interface HoneypotInputProps {
  nameFieldName: string;
  tokenFieldName: string;
  token: string;
}

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];
/** Claims the token's nonce with `db` (the kept post's transaction): true for the first claim only. */
export type Claim = (db?: Db | Tx) => Promise<boolean>;

export type HoneypotCheck = { spam: true; reason: string } | { spam: false; claim: Claim };

const keys = new Map<string, Buffer>();

/** The MAC key of one session secret: not the secret itself, so a MAC can never stand in for a session signature. */
function keyOf(secret: string) {
  let key = keys.get(secret);
  if (!key) {
    key = createHmac("sha256", secret).update("parvaz-honeypot-token-v1").digest();
    keys.set(secret, key);
  }
  return key;
}

function mac(secret: string, formId: string, issuedAt: string, nonce: string) {
  return createHmac("sha256", keyOf(secret)).update(`${formId}\n${issuedAt}\n${nonce}`).digest();
}

/** The honeypot inputs of the form `formId` (e.g. "contact", `comment:${articleId}`), issued `now`. */
export function honeypotInputs(formId: string, now = Date.now()): HoneypotInputProps {
  const issuedAt = String(Math.trunc(now)).padStart(13, "0");
  const nonce = randomBytes(16).toString("base64url");
  const signature = mac(sessionSecrets()[0], formId, issuedAt, nonce).toString("base64url");
  return {
    nameFieldName: HONEYPOT_FIELD,
    tokenFieldName: HONEYPOT_TOKEN_FIELD,
    token: `${issuedAt}.${nonce}.${signature}`,
  };
}

/**
 * Checks the honeypot of a post to the form `formId`. Not spam: `claim` must then be called
 * where the post takes effect (in its transaction); a false claim makes it spam after all.
 */
export function checkHoneypot(formData: FormData, formId: string, now = Date.now()): HoneypotCheck {
  const spam = (reason: string): HoneypotCheck => ({ spam: true, reason });
  if (formData.getAll(HONEYPOT_FIELD).length !== 1 || formData.get(HONEYPOT_FIELD) !== "")
    return spam("the hidden field is missing or filled in");
  const tokens = formData.getAll(HONEYPOT_TOKEN_FIELD);
  const token = tokens.length === 1 ? tokens[0] : null;
  const parts = typeof token === "string" ? TOKEN.exec(token) : null;
  if (!parts) return spam("no token, or not one of ours");
  const [, issuedAt, nonce, signature] = parts;
  const given = Buffer.from(signature, "base64url");
  // The exact encoding only: another spelling of the same bytes is not what we issued.
  if (given.toString("base64url") !== signature) return spam("not one of our tokens");
  const genuine = sessionSecrets().some((secret) => timingSafeEqual(mac(secret, formId, issuedAt, nonce), given));
  if (!genuine) return spam("a forged token, or one served for another form");
  const age = now - Number(issuedAt);
  const minMs = getEnv().HONEYPOT_MIN_SECONDS * 1000;
  if (age < -CLOCK_SKEW_MS || (minMs > 0 && age < minMs)) return spam("sent too soon after the page was served");
  if (age > HONEYPOT_MAX_AGE_SECONDS * 1000) return spam("the token has expired");
  const expiresAt = new Date(Number(issuedAt) + HONEYPOT_MAX_AGE_SECONDS * 1000 + CLOCK_SKEW_MS);
  return {
    spam: false,
    async claim(db) {
      const rows = await (db ?? (await getDb()))
        .insert(honeypotNonces)
        .values({ nonce, expiresAt })
        .onConflictDoNothing()
        .returning({ nonce: honeypotNonces.nonce });
      return rows.length === 1;
    },
  };
}

/** Forgets the nonces of tokens that have expired (the order sweeper calls it). */
export async function purgeHoneypotNonces(now = new Date()) {
  const db = await getDb();
  const rows = await db
    .delete(honeypotNonces)
    .where(lt(honeypotNonces.expiresAt, now))
    .returning({ nonce: honeypotNonces.nonce });
  return rows.length;
}
