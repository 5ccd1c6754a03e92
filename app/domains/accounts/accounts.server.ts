import crypto from "node:crypto";
import { and, desc, eq, gt, isNull, or, sql } from "drizzle-orm";
import { getDb } from "~/db/client.server";
import { isUniqueViolation } from "~/db/errors.server";
import { passwordResets, sessions, userPhotos, users, verificationCodes } from "~/db/schema";
import { renderMail } from "~/domains/mail/layout";
import { queueMail } from "~/domains/mail/mail.server";
import { codeMail, resetMail } from "./mails";
import { queueSms } from "~/domains/mail/sms.server";
import { subscribeVerified, unsubscribeAddress } from "~/domains/newsletter/newsletter.server";
import { getFixedT } from "~/i18n/i18next.server";
import { isLocale, pathFor, type Locale } from "~/routing/screens";
import {
  checkCode,
  CODE_MAX_ATTEMPTS,
  CODE_TTL_MS,
  generateCode,
  generateToken,
  RESET_TTL_MS,
  sha256,
  type CodeCheck,
} from "./codes.server";
import { parseIdentifier } from "./identity";
import { countryCodeOf } from "./identity-rules";
import { phoneTextAllowed } from "./failures.server";
import { dummyVerify, hashPassword, needsRehash, verifyPassword } from "./password.server";
import type { SessionUser } from "./session.server";
import type { Claim } from "~/utils/honeypot.server";

/**
 * The accounts domain: registration with a one-time code, sign-in, password reset and
 * change, e-mail change, profile and preferences. Every function acts on one user's own
 * rows (the caller passes the signed-in user's id, never an id from a form).
 */
type Tx = Parameters<Parameters<Awaited<ReturnType<typeof getDb>>["transaction"]>[0]>[0];

/** A change of a signed-in user's e-mail or phone, made when the code sent to the new one is entered. */
export type ChangePurpose = "email_change" | "phone_change";
/** What a code confirms. */
type Purpose = "signup" | ChangePurpose;

export function newClientNumber() {
  return `P${crypto.randomInt(10_000_000, 100_000_000)}`;
}

async function findByIdentity(email: string | null, phone: string | null) {
  const db = await getDb();
  const conditions = [email ? eq(users.email, email) : undefined, phone ? eq(users.phone, phone) : undefined].filter(
    Boolean,
  );
  if (!conditions.length) return null;
  const [row] = await db
    .select()
    .from(users)
    .where(or(...conditions))
    .limit(1);
  return row ?? null;
}

export async function findUserByIdentifier(identifier: string) {
  const id = parseIdentifier(identifier);
  if (!id) return null;
  return findByIdentity(id.kind === "email" ? id.email : null, id.kind === "phone" ? id.phone : null);
}

// ── Codes ──────────────────────────────────────────────────────────────────

async function issueCode(tx: Tx, userId: number, purpose: Purpose, channel: "email" | "sms", target: string) {
  const code = generateCode();
  const link = generateToken();
  // A new code replaces the previous ones of the same purpose.
  await tx
    .update(verificationCodes)
    .set({ usedAt: new Date() })
    .where(
      and(
        eq(verificationCodes.userId, userId),
        eq(verificationCodes.purpose, purpose),
        isNull(verificationCodes.usedAt),
      ),
    );
  await tx.insert(verificationCodes).values({
    userId,
    purpose,
    channel,
    target,
    codeHash: sha256(code),
    linkHash: sha256(link),
    expiresAt: new Date(Date.now() + CODE_TTL_MS),
  });
  return { code, link };
}

/** Queues the code's e-mail or SMS in the transaction that issued the code (decision 404). */
async function queueCode(
  tx: Tx,
  options: {
    channel: "email" | "sms";
    target: string;
    code: string;
    link: string;
    locale: Locale;
    origin: string;
    purpose: Purpose;
  },
) {
  const t = await getFixedT(options.locale, ["account", "common"]);
  if (options.channel === "sms" || options.purpose === "phone_change") {
    await queueSms({ to: options.target, text: t("mail.codeSms", { code: options.code }) }, tx);
    return;
  }
  const url = `${options.origin}${pathFor(options.purpose === "signup" ? "verify" : "accountEmail", options.locale)}?token=${options.link}`;
  const mail = renderMail(codeMail(options.locale, t, { purpose: options.purpose, code: options.code, url }), t);
  await queueMail({ to: options.target, ...mail }, tx);
}

async function consumeCode(
  userId: number,
  purpose: Purpose,
  typed: string,
): Promise<{ result: CodeCheck; target?: string }> {
  const db = await getDb();
  return db.transaction(async (tx) => {
    const [stored] = await tx
      .select()
      .from(verificationCodes)
      .where(
        and(
          eq(verificationCodes.userId, userId),
          eq(verificationCodes.purpose, purpose),
          isNull(verificationCodes.usedAt),
        ),
      )
      .orderBy(desc(verificationCodes.id))
      .limit(1)
      .for("update");
    const result = checkCode(stored ?? null, typed);
    if (!stored) return { result };
    if (result === "ok")
      await tx.update(verificationCodes).set({ usedAt: new Date() }).where(eq(verificationCodes.id, stored.id));
    else if (result === "wrong")
      await tx
        .update(verificationCodes)
        .set({ attempts: sql`${verificationCodes.attempts} + 1` })
        .where(eq(verificationCodes.id, stored.id));
    return { result, target: stored.target };
  });
}

async function consumeLink(token: string, purpose: "signup" | "email_change") {
  const db = await getDb();
  const [row] = await db
    .update(verificationCodes)
    .set({ usedAt: new Date() })
    .where(
      and(
        eq(verificationCodes.linkHash, sha256(token)),
        eq(verificationCodes.purpose, purpose),
        isNull(verificationCodes.usedAt),
        gt(verificationCodes.expiresAt, new Date()),
        sql`${verificationCodes.attempts} < ${CODE_MAX_ATTEMPTS}`,
      ),
    )
    .returning();
  return row ?? null;
}

// ── Registration ───────────────────────────────────────────────────────────

export interface RegistrationInput {
  email: string | null;
  phone: string | null;
  countryCode: string | null;
  password: string;
  firstName: string;
  lastName: string;
  referralCode?: string;
  newsletter: boolean;
  discoverySource?: string;
}

export type RegistrationResult =
  | { status: "created"; userId: number; channel: "email" | "sms"; target: string }
  | { status: "emailInUse" }
  | { status: "phoneInUse" }
  /** The form's honeypot token (decision 207) was already used: nothing created. */
  | { status: "spam" };

/**
 * Creates a pending account and sends its code. Signing up again with the address of an
 * account that was never confirmed replaces that pending account's details (the owner
 * may have lost the first code); a confirmed or suspended account is "in use".
 */
export async function registerAccount(
  input: RegistrationInput,
  locale: Locale,
  origin: string,
  claim?: Claim,
): Promise<RegistrationResult> {
  const passwordHash = await hashPassword(input.password);
  const db = await getDb();
  const outcome = await db.transaction(async (tx) => {
    const [existing] = await tx
      .select()
      .from(users)
      .where(input.email ? eq(users.email, input.email) : eq(users.phone, input.phone!))
      .limit(1)
      .for("update");
    if (existing && existing.status !== "pending")
      return { status: input.email ? "emailInUse" : "phoneInUse" } as const;
    if (claim && !(await claim(tx))) return { status: "spam" } as const;
    const values = {
      email: input.email,
      phone: input.phone,
      countryCode: input.countryCode,
      passwordHash,
      firstName: input.firstName,
      lastName: input.lastName,
      locale,
      referralCode: input.referralCode ?? null,
      newsletter: input.newsletter,
      discoverySource: input.discoverySource ?? null,
      passwordChangedAt: new Date(),
    };
    let userId: number;
    if (existing) {
      await tx.update(users).set(values).where(eq(users.id, existing.id));
      userId = existing.id;
    } else {
      const [row] = await tx
        .insert(users)
        .values({ ...values, status: "pending", clientNumber: newClientNumber() })
        .returning({ id: users.id });
      userId = row.id;
    }
    const channel = input.email ? ("email" as const) : ("sms" as const);
    const target = (input.email ?? input.phone)!;
    const { code, link } = await issueCode(tx, userId, "signup", channel, target);
    await queueCode(tx, { channel, target, code, link, locale, origin, purpose: "signup" });
    return { status: "created", userId, channel, target } as const;
  });
  if (outcome.status !== "created") return outcome;
  return { status: "created", userId: outcome.userId, channel: outcome.channel, target: outcome.target };
}

/** Sends a fresh sign-up code to a pending account. */
export async function resendSignupCode(userId: number, locale: Locale, origin: string) {
  const db = await getDb();
  const issued = await db.transaction(async (tx) => {
    const [user] = await tx
      .select()
      .from(users)
      .where(and(eq(users.id, userId), eq(users.status, "pending")))
      .limit(1);
    if (!user) return null;
    const channel = user.email ? ("email" as const) : ("sms" as const);
    const target = (user.email ?? user.phone)!;
    const { code, link } = await issueCode(tx, userId, "signup", channel, target);
    await queueCode(tx, { channel, target, code, link, locale, origin, purpose: "signup" });
    return true;
  });
  return issued === true;
}

async function activate(userId: number) {
  const db = await getDb();
  const [user] = await db
    .update(users)
    .set({ status: "active" })
    .where(and(eq(users.id, userId), eq(users.status, "pending")))
    .returning();
  // The code just proved the address: the newsletter chosen at sign-up needs no second confirmation (decision 305).
  if (user?.newsletter && user.email) await subscribeVerified(user.email, user.locale);
  return user ?? null;
}

export async function confirmSignupCode(
  userId: number,
  code: string,
): Promise<{ result: CodeCheck; user?: SessionUser }> {
  const { result } = await consumeCode(userId, "signup", code);
  if (result !== "ok") return { result };
  const user = await activate(userId);
  return user ? { result, user } : { result: "used" };
}

export async function confirmSignupLink(token: string): Promise<SessionUser | null> {
  const row = await consumeLink(token, "signup");
  return row ? activate(row.userId) : null;
}

// ── Sign-in ────────────────────────────────────────────────────────────────

export type SignInResult =
  | { status: "ok"; user: SessionUser }
  | { status: "invalid" }
  | { status: "suspended" }
  | { status: "pending"; userId: number };

export async function authenticate(identifier: string, password: string): Promise<SignInResult> {
  const user = await findUserByIdentifier(identifier);
  if (!user) {
    await dummyVerify(password);
    return { status: "invalid" };
  }
  if (!(await verifyPassword(password, user.passwordHash))) return { status: "invalid" };
  if (user.status === "suspended") return { status: "suspended" };
  if (user.status === "pending") return { status: "pending", userId: user.id };
  if (needsRehash(user.passwordHash)) {
    const db = await getDb();
    await db
      .update(users)
      .set({ passwordHash: await hashPassword(password) })
      .where(eq(users.id, user.id));
  }
  return { status: "ok", user };
}

// ── Password reset and change ──────────────────────────────────────────────

/** Sends a reset link when the account exists; says nothing either way (spec §8). */
export async function requestPasswordReset(identifier: string, locale: Locale, origin: string) {
  const user = await findUserByIdentifier(identifier);
  if (!user || user.status === "suspended") return;
  const token = generateToken();
  // In the language the visitor is using now.
  const t = await getFixedT(locale, ["account", "common"]);
  const url = `${origin}${pathFor("passwordReset", locale)}?token=${token}`;
  const db = await getDb();
  await db.transaction(async (tx) => {
    await tx
      .update(passwordResets)
      .set({ usedAt: new Date() })
      .where(and(eq(passwordResets.userId, user.id), isNull(passwordResets.usedAt)));
    await tx
      .insert(passwordResets)
      .values({ userId: user.id, tokenHash: sha256(token), expiresAt: new Date(Date.now() + RESET_TTL_MS) });
    if (user.email && parseIdentifier(identifier)?.kind === "email") {
      await queueMail({ to: user.email, ...renderMail(resetMail(locale, t, url), t) }, tx);
    } else if (user.phone) {
      await queueSms({ to: user.phone, text: `${t("mail.resetSms")} ${url}` }, tx);
    }
  });
}

export async function isResetTokenValid(token: string) {
  const db = await getDb();
  const [row] = await db
    .select({ id: passwordResets.id })
    .from(passwordResets)
    .where(
      and(
        eq(passwordResets.tokenHash, sha256(token)),
        isNull(passwordResets.usedAt),
        gt(passwordResets.expiresAt, new Date()),
      ),
    )
    .limit(1);
  return Boolean(row);
}

/** Uses the link once; sets the password, clears "must change", ends every session. */
export async function resetPassword(token: string, password: string): Promise<number | null> {
  const passwordHash = await hashPassword(password);
  const db = await getDb();
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(passwordResets)
      .set({ usedAt: new Date() })
      .where(
        and(
          eq(passwordResets.tokenHash, sha256(token)),
          isNull(passwordResets.usedAt),
          gt(passwordResets.expiresAt, new Date()),
        ),
      )
      .returning({ userId: passwordResets.userId });
    if (!row) return null;
    await tx
      .update(users)
      .set({ passwordHash, mustChangePassword: false, passwordChangedAt: new Date() })
      .where(eq(users.id, row.userId));
    // A pending account proved it owns the address by opening the link.
    await tx
      .update(users)
      .set({ status: "active" })
      .where(and(eq(users.id, row.userId), eq(users.status, "pending")));
    await tx
      .update(sessions)
      .set({ revokedAt: new Date() })
      .where(and(eq(sessions.userId, row.userId), isNull(sessions.revokedAt)));
    return row.userId;
  });
}

/** Checks the current password; on success stores the new one and revokes every session. */
export async function changePassword(userId: number, current: string, next: string): Promise<boolean> {
  const db = await getDb();
  const [user] = await db.select().from(users).where(eq(users.id, userId)).limit(1);
  if (!user || !(await verifyPassword(current, user.passwordHash))) return false;
  const passwordHash = await hashPassword(next);
  await db.transaction(async (tx) => {
    await tx
      .update(users)
      .set({ passwordHash, mustChangePassword: false, passwordChangedAt: new Date() })
      .where(eq(users.id, userId));
    await tx
      .update(sessions)
      .set({ revokedAt: new Date() })
      .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)));
  });
  return true;
}

// ── E-mail change ──────────────────────────────────────────────────────────

export async function requestEmailChange(
  userId: number,
  currentPassword: string,
  email: string,
  locale: Locale,
  origin: string,
): Promise<"sent" | "wrongPassword" | "inUse" | "same"> {
  const db = await getDb();
  const [user] = await db.select().from(users).where(eq(users.id, userId)).limit(1);
  if (!user || !(await verifyPassword(currentPassword, user.passwordHash))) return "wrongPassword";
  if (user.email === email) return "same";
  const [taken] = await db.select({ id: users.id }).from(users).where(eq(users.email, email)).limit(1);
  if (taken) return "inUse";
  await db.transaction(async (tx) => {
    const issued = await issueCode(tx, userId, "email_change", "email", email);
    await queueCode(tx, { channel: "email", target: email, ...issued, locale, origin, purpose: "email_change" });
  });
  return "sent";
}

/** The change waiting for its code (unused and unexpired); `locked` after five wrong tries. */
export async function pendingChange(userId: number, purpose: ChangePurpose) {
  const db = await getDb();
  const [row] = await db
    .select({
      target: verificationCodes.target,
      expiresAt: verificationCodes.expiresAt,
      attempts: verificationCodes.attempts,
    })
    .from(verificationCodes)
    .where(
      and(
        eq(verificationCodes.userId, userId),
        eq(verificationCodes.purpose, purpose),
        isNull(verificationCodes.usedAt),
        gt(verificationCodes.expiresAt, new Date()),
      ),
    )
    .orderBy(desc(verificationCodes.id))
    .limit(1);
  return row ? { target: row.target, expiresAt: row.expiresAt, locked: row.attempts >= CODE_MAX_ATTEMPTS } : null;
}

export async function cancelChange(userId: number, purpose: ChangePurpose) {
  const db = await getDb();
  await db
    .update(verificationCodes)
    .set({ usedAt: new Date() })
    .where(
      and(
        eq(verificationCodes.userId, userId),
        eq(verificationCodes.purpose, purpose),
        isNull(verificationCodes.usedAt),
      ),
    );
}

/**
 * Saves the confirmed address or number. The unique index decides a race (another account
 * saved it since the code was sent): "inUse", never an error.
 */
async function applyChange(userId: number, purpose: ChangePurpose, target: string): Promise<"changed" | "inUse"> {
  const db = await getDb();
  const values = purpose === "email_change" ? { email: target } : { phone: target, countryCode: countryCodeOf(target) };
  try {
    await db.update(users).set(values).where(eq(users.id, userId));
    return "changed";
  } catch (error) {
    if (isUniqueViolation(error)) return "inUse";
    throw error;
  }
}

export async function confirmChange(
  userId: number,
  purpose: ChangePurpose,
  code: string,
): Promise<CodeCheck | "inUse"> {
  const { result, target } = await consumeCode(userId, purpose, code);
  if (result !== "ok" || !target) return result;
  return (await applyChange(userId, purpose, target)) === "changed" ? "ok" : "inUse";
}

/** The link in the e-mail: it only works for the signed-in owner of the change. */
export async function confirmEmailChangeLink(userId: number, token: string): Promise<boolean> {
  const db = await getDb();
  const [row] = await db
    .update(verificationCodes)
    .set({ usedAt: new Date() })
    .where(
      and(
        eq(verificationCodes.linkHash, sha256(token)),
        eq(verificationCodes.userId, userId),
        eq(verificationCodes.purpose, "email_change"),
        isNull(verificationCodes.usedAt),
        gt(verificationCodes.expiresAt, new Date()),
      ),
    )
    .returning();
  return row ? (await applyChange(userId, "email_change", row.target)) === "changed" : false;
}

// ── Phone change (decision 206) ───────────────────────────────────────────

/**
 * Starts a change to `phone`: always a code for the requester's code step, and a text to the
 * number — the code when it is free, "already registered" (in its holder's language, with
 * the sign-in link) when another account has it, nothing beyond the number's quota. The
 * requester gets the same answer either way; only the owner of the phone learns which.
 */
async function startPhoneChange(
  tx: Tx,
  userId: number,
  phone: string,
  options: { locale: Locale; origin: string; text: boolean },
) {
  const [holder] = await tx.select({ locale: users.locale }).from(users).where(eq(users.phone, phone)).limit(1);
  const issued = await issueCode(tx, userId, "phone_change", "sms", phone);
  if (!options.text) return;
  if (!holder) {
    const { locale, origin } = options;
    await queueCode(tx, { channel: "sms", target: phone, ...issued, locale, origin, purpose: "phone_change" });
    return;
  }
  const locale = isLocale(holder.locale) ? holder.locale : options.locale;
  const t = await getFixedT(locale, ["account", "common"]);
  const url = `${options.origin}${pathFor("signIn", locale)}`;
  await queueSms({ to: phone, text: t("mail.phoneRegisteredSms", { url }) }, tx);
}

/** Sends the pending phone change's number a new text (a new code replaces the old one). */
export async function resendPhoneCode(userId: number, locale: Locale, origin: string): Promise<boolean> {
  const pending = await pendingChange(userId, "phone_change");
  if (!pending) return false;
  const text = await phoneTextAllowed(pending.target, userId);
  const db = await getDb();
  await db.transaction((tx) => startPhoneChange(tx, userId, pending.target, { locale, origin, text }));
  return true;
}

// ── Profile and preferences ────────────────────────────────────────────────

export interface ProfileInput {
  firstName: string;
  lastName: string;
  countryCode: string | null;
  phone: string | null;
  birthDate: string | null;
  occupation: string | null;
  organization: string | null;
  about: string | null;
}

/**
 * Saves the profile. A new mobile number is not saved here: the other fields are, and a code
 * goes to the new number ("codeSent"); `confirmChange(…, "phone_change", …)` saves it.
 */
export async function updateProfile(
  userId: number,
  input: ProfileInput,
  locale: Locale,
  origin: string,
): Promise<"saved" | "codeSent" | "phoneRequired"> {
  const db = await getDb();
  const [current] = await db.select({ phone: users.phone }).from(users).where(eq(users.id, userId)).limit(1);
  const newPhone = input.phone && input.phone !== current?.phone ? input.phone : null;
  // Counted before the transaction: the limiter has its own connection (or Redis).
  const text = newPhone ? await phoneTextAllowed(newPhone, userId) : false;
  return db.transaction(async (tx) => {
    const [user] = await tx.select().from(users).where(eq(users.id, userId)).limit(1).for("update");
    if (!user) return "saved";
    if (!input.phone && !user.email) return "phoneRequired";
    if (!newPhone || newPhone === user.phone) {
      await tx.update(users).set(input).where(eq(users.id, userId));
      return "saved";
    }
    const { phone: _phone, countryCode: _countryCode, ...others } = input;
    await tx.update(users).set(others).where(eq(users.id, userId));
    await startPhoneChange(tx, userId, newPhone, { locale, origin, text });
    return "codeSent";
  });
}

export async function updateSettings(
  userId: number,
  settings: { locale: Locale; currency: string; newsletter: boolean },
) {
  const db = await getDb();
  const [user] = await db.update(users).set(settings).where(eq(users.id, userId)).returning();
  if (!user?.email) return;
  // The account's address was verified with a code: subscribed at once (decision 305).
  if (settings.newsletter) await subscribeVerified(user.email, settings.locale);
  else await unsubscribeAddress(user.email);
}

export async function getPhoto(userId: number) {
  const db = await getDb();
  const [row] = await db.select().from(userPhotos).where(eq(userPhotos.userId, userId)).limit(1);
  return row ? `data:${row.contentType};base64,${row.data}` : null;
}

export async function setPhoto(userId: number, contentType: string, bytes: Uint8Array) {
  const db = await getDb();
  const data = Buffer.from(bytes).toString("base64");
  await db
    .insert(userPhotos)
    .values({ userId, contentType, data })
    .onConflictDoUpdate({ target: userPhotos.userId, set: { contentType, data, updatedAt: new Date() } });
}

export async function removePhoto(userId: number) {
  const db = await getDb();
  await db.delete(userPhotos).where(eq(userPhotos.userId, userId));
}

export { sniffImage } from "./photo";

/** Active sessions of a user (settings: "signed in on other devices"). */
export async function countSessions(userId: number) {
  const db = await getDb();
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(sessions)
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt), gt(sessions.expiresAt, new Date())));
  return Number(row?.n ?? 0);
}
