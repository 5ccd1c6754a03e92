import crypto from "node:crypto";
import { generateTOTP, getTOTPAuthUri, verifyTOTP } from "@epic-web/totp";
import { and, desc, eq, gt, isNull, lt, sql } from "drizzle-orm";
import { getDb } from "~/db/client.server";
import { staffCodes, staffRecoveryCodes, staffTotp } from "~/db/schema";
import { checkCode, generateCode, generateToken, sha256, type CodeCheck } from "~/domains/accounts/codes.server";
import type { Tx } from "~/domains/booking/inventory";
import { sessionSecrets } from "~/utils/env.server";
import { DESK_CODE_ATTEMPTS, DESK_CODE_MINUTES, DESK_LINK_MINUTES, RECOVERY_CODE_COUNT } from "./permissions";

/**
 * The desk's second factors (decision 111): TOTP from an authenticator app (@epic-web/totp, RFC
 * 6238, 30-second steps, one step of clock drift either way, each step accepted once), recovery
 * codes (shown once, stored hashed, each used once), a code by e-mail while TOTP is not enrolled,
 * and the administrator's one-time sign-in link from `npm run desk:admin`.
 */
const PERIOD = 30;
const ISSUER = "Parvaz desk";

// ── The secret at rest: AES-256-GCM under a key derived from the session secret ──
function keyOf(secret: string) {
  return crypto.createHash("sha256").update(`parvaz-desk-totp:${secret}`).digest();
}
export function sealSecret(plain: string, secret = sessionSecrets()[0]): string {
  const iv = crypto.randomBytes(12);
  const cipher = crypto.createCipheriv("aes-256-gcm", keyOf(secret), iv);
  const body = Buffer.concat([cipher.update(plain, "utf8"), cipher.final()]);
  return ["v1", iv.toString("base64url"), cipher.getAuthTag().toString("base64url"), body.toString("base64url")].join(
    ".",
  );
}
export function openSecret(sealed: string, secrets = sessionSecrets()): string | null {
  const [version, iv, tag, body] = sealed.split(".");
  if (version !== "v1" || !iv || !tag || !body) return null;
  for (const secret of secrets) {
    try {
      const decipher = crypto.createDecipheriv("aes-256-gcm", keyOf(secret), Buffer.from(iv, "base64url"));
      decipher.setAuthTag(Buffer.from(tag, "base64url"));
      return Buffer.concat([decipher.update(Buffer.from(body, "base64url")), decipher.final()]).toString("utf8");
    } catch {
      // another secret (rotation), or tampered
    }
  }
  return null;
}

export async function totpEnrolled(userId: number): Promise<boolean> {
  const db = await getDb();
  const [row] = await db
    .select({ confirmedAt: staffTotp.confirmedAt })
    .from(staffTotp)
    .where(eq(staffTotp.userId, userId));
  return !!row?.confirmedAt;
}

export interface Enrolment {
  secret: string;
  uri: string;
}

/** The secret being enrolled (a new one unless an unconfirmed one exists); none once enrolled. */
export async function pendingEnrolment(userId: number, accountName: string): Promise<Enrolment | null> {
  const db = await getDb();
  const [row] = await db.select().from(staffTotp).where(eq(staffTotp.userId, userId));
  if (row?.confirmedAt) return null;
  let secret = row ? openSecret(row.secret) : null;
  if (!secret) {
    secret = (await generateTOTP({ period: PERIOD })).secret;
    await db
      .insert(staffTotp)
      .values({ userId, secret: sealSecret(secret) })
      .onConflictDoUpdate({ target: staffTotp.userId, set: { secret: sealSecret(secret), createdAt: new Date() } });
  }
  const uri = getTOTPAuthUri({ secret, accountName, issuer: ISSUER, period: PERIOD, digits: 6, algorithm: "SHA-1" });
  return { secret, uri };
}

/** The 30-second step a code matched, if it did (the stored secret, one step either way). */
async function matchedStep(sealed: string, otp: string, now: number): Promise<number | null> {
  const secret = openSecret(sealed);
  if (!secret || !/^\d{6}$/.test(otp)) return null;
  const result = await verifyTOTP({ otp, secret, period: PERIOD, digits: 6, algorithm: "SHA-1", window: 1 });
  return result ? Math.floor(now / 1000 / PERIOD) + result.delta : null;
}

export function newRecoveryCodes(): string[] {
  return Array.from({ length: RECOVERY_CODE_COUNT }, () => {
    const raw = crypto.randomBytes(5).toString("hex");
    return `${raw.slice(0, 5)}-${raw.slice(5)}`;
  });
}
const normaliseRecovery = (code: string) =>
  code
    .trim()
    .toLowerCase()
    .replace(/[^0-9a-f]/g, "");

/**
 * Confirms an enrolment with a code from the app; returns the recovery codes to show once, or null
 * when the code does not match. Earlier recovery codes are replaced.
 */
export async function confirmEnrolment(
  tx: Tx,
  userId: number,
  otp: string,
  now = Date.now(),
): Promise<string[] | null> {
  const [row] = await tx.select().from(staffTotp).where(eq(staffTotp.userId, userId)).for("update");
  if (!row || row.confirmedAt) return null;
  const step = await matchedStep(row.secret, otp, now);
  if (step === null) return null;
  await tx
    .update(staffTotp)
    .set({ confirmedAt: new Date(now), lastStep: step })
    .where(eq(staffTotp.userId, userId));
  const codes = newRecoveryCodes();
  await tx.delete(staffRecoveryCodes).where(eq(staffRecoveryCodes.userId, userId));
  await tx.insert(staffRecoveryCodes).values(codes.map((c) => ({ userId, codeHash: sha256(normaliseRecovery(c)) })));
  return codes;
}

/** Checks a TOTP code; a step is accepted once (the conditional update makes a replay fail). */
export async function verifyStaffTotp(userId: number, otp: string, now = Date.now()): Promise<boolean> {
  const db = await getDb();
  const [row] = await db.select().from(staffTotp).where(eq(staffTotp.userId, userId));
  if (!row?.confirmedAt) return false;
  const step = await matchedStep(row.secret, otp.replace(/\s/g, ""), now);
  if (step === null) return false;
  const taken = await db
    .update(staffTotp)
    .set({ lastStep: step })
    .where(and(eq(staffTotp.userId, userId), lt(staffTotp.lastStep, step)))
    .returning({ userId: staffTotp.userId });
  return taken.length === 1;
}

/** Uses a recovery code once. */
export async function spendRecoveryCode(userId: number, code: string): Promise<boolean> {
  const db = await getDb();
  const used = await db
    .update(staffRecoveryCodes)
    .set({ usedAt: new Date() })
    .where(
      and(
        eq(staffRecoveryCodes.userId, userId),
        eq(staffRecoveryCodes.codeHash, sha256(normaliseRecovery(code))),
        isNull(staffRecoveryCodes.usedAt),
      ),
    )
    .returning({ id: staffRecoveryCodes.id });
  return used.length === 1;
}

export async function recoveryCodesLeft(userId: number): Promise<number> {
  const db = await getDb();
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(staffRecoveryCodes)
    .where(and(eq(staffRecoveryCodes.userId, userId), isNull(staffRecoveryCodes.usedAt)));
  return row?.n ?? 0;
}

// ── Codes by e-mail ──
/** A new e-mail code (the caller mails it in the same transaction); null if one was sent in the last minute. */
export async function newEmailCode(tx: Tx, userId: number, now = new Date()): Promise<string | null> {
  const recent = await tx
    .select({ id: staffCodes.id })
    .from(staffCodes)
    .where(
      and(
        eq(staffCodes.userId, userId),
        eq(staffCodes.purpose, "email"),
        gt(staffCodes.createdAt, new Date(now.getTime() - 60_000)),
      ),
    )
    .limit(1);
  if (recent.length) return null;
  const code = generateCode();
  await tx.insert(staffCodes).values({
    userId,
    purpose: "email",
    codeHash: sha256(code),
    expiresAt: new Date(now.getTime() + DESK_CODE_MINUTES * 60_000),
  });
  return code;
}

/** Checks the latest e-mail code; every try counts, a code works once. */
export async function checkEmailCode(userId: number, typed: string, now = new Date()): Promise<CodeCheck> {
  const db = await getDb();
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(staffCodes)
      .where(and(eq(staffCodes.userId, userId), eq(staffCodes.purpose, "email")))
      .orderBy(desc(staffCodes.id))
      .limit(1)
      .for("update");
    const result =
      row && row.attempts >= DESK_CODE_ATTEMPTS && !row.usedAt ? "locked" : checkCode(row ?? null, typed, now);
    if (!row) return result;
    if (result === "ok") await tx.update(staffCodes).set({ usedAt: now }).where(eq(staffCodes.id, row.id));
    else if (result === "wrong")
      await tx
        .update(staffCodes)
        .set({ attempts: sql`${staffCodes.attempts} + 1` })
        .where(eq(staffCodes.id, row.id));
    return result;
  });
}

// ── The administrator's one-time sign-in link ──
export async function newSignInLink(tx: Tx, userId: number, now = new Date()): Promise<string> {
  const token = generateToken();
  await tx.insert(staffCodes).values({
    userId,
    purpose: "link",
    codeHash: sha256(token),
    expiresAt: new Date(now.getTime() + DESK_LINK_MINUTES * 60_000),
  });
  return token;
}

/** Uses a sign-in link once; the account it signs in, or null (unknown, used or expired). */
export async function spendSignInLink(token: string, now = new Date()): Promise<number | null> {
  if (token.length < 20) return null;
  const db = await getDb();
  const [row] = await db
    .update(staffCodes)
    .set({ usedAt: now })
    .where(
      and(
        eq(staffCodes.codeHash, sha256(token)),
        eq(staffCodes.purpose, "link"),
        isNull(staffCodes.usedAt),
        gt(staffCodes.expiresAt, now),
      ),
    )
    .returning({ userId: staffCodes.userId });
  return row?.userId ?? null;
}
