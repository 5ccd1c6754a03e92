import crypto from "node:crypto";
import { redirect } from "@remix-run/node";
import { and, eq, gt, isNull } from "drizzle-orm";
import { getDb } from "~/db/client.server";
import { sessions, users } from "~/db/schema";
import { pathFor, type Locale } from "~/routing/screens";
import { SESSION_TTL_MS, tokenCookie } from "~/utils/cookies.server";
import { safeRedirect } from "~/utils/safe-redirect";

/**
 * Server-side sessions (spec §4, §9). The `token` cookie (Secure in production, HttpOnly,
 * 3 years) holds a random token; the database keeps only its SHA-256 hash, so a session
 * can be revoked (logout, password change, suspension) and a stolen table is useless.
 */
export function hashToken(token: string) {
  return crypto.createHash("sha256").update(token).digest("hex");
}

export type SessionUser = typeof users.$inferSelect;

/** Opens a session for a user; returns the Set-Cookie header value. */
export async function createSession(userId: number, request: Request) {
  const token = crypto.randomBytes(32).toString("base64url");
  const db = await getDb();
  await db.insert(sessions).values({
    id: hashToken(token),
    userId,
    expiresAt: new Date(Date.now() + SESSION_TTL_MS),
    userAgent: request.headers.get("User-Agent")?.slice(0, 300) ?? null,
  });
  return tokenCookie.serialize(token);
}

async function readToken(request: Request): Promise<string | null> {
  const value = await tokenCookie.parse(request.headers.get("Cookie"));
  return typeof value === "string" && value.length > 20 ? value : null;
}

/** The signed-in user, or null (no cookie, unknown/expired/revoked session, suspended account). */
/**
 * Session lookups of one request, remembered: the root loader, a route's guard and the
 * cart all ask who the visitor is, and the database is asked once. Keyed by the Request
 * object, so nothing outlives the request; endSession forgets its entry.
 */
const usersOfRequests = new WeakMap<Request, Promise<SessionUser | null>>();

export function getUser(request: Request): Promise<SessionUser | null> {
  let user = usersOfRequests.get(request);
  if (!user) {
    user = lookUpUser(request);
    usersOfRequests.set(request, user);
  }
  return user;
}

async function lookUpUser(request: Request): Promise<SessionUser | null> {
  const token = await readToken(request);
  if (!token) return null;
  const db = await getDb();
  const [row] = await db
    .select({ user: users })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.id, hashToken(token)), isNull(sessions.revokedAt), gt(sessions.expiresAt, new Date())))
    .limit(1);
  if (!row || row.user.status === "suspended") return null;
  return row.user;
}

export async function getUserId(request: Request) {
  return (await getUser(request))?.id ?? null;
}

/** The "auth" guard: a visitor goes to sign-in and comes back here afterwards (local paths only). */
export async function requireUser(request: Request, locale: Locale): Promise<SessionUser> {
  const user = await getUser(request);
  if (user) return user;
  throw signInRedirect(request, locale);
}

/** To sign-in, and back to this page afterwards. */
export function signInRedirect(request: Request, locale: Locale) {
  const url = new URL(request.url);
  const back = safeRedirect(url.pathname + url.search, pathFor("home", locale));
  return redirect(`${pathFor("signIn", locale)}?redirectTo=${encodeURIComponent(back)}`);
}

/** The "guest" guard: a signed-in user is sent home. */
export async function requireGuest(request: Request, locale: Locale) {
  if (await getUser(request)) throw redirect(pathFor("home", locale));
}

/** Revokes this request's session; the returned header clears the cookie even if the database call failed. */
export async function endSession(request: Request): Promise<string> {
  usersOfRequests.delete(request);
  const token = await readToken(request);
  if (token) {
    try {
      const db = await getDb();
      await db
        .update(sessions)
        .set({ revokedAt: new Date() })
        .where(eq(sessions.id, hashToken(token)));
    } catch (error) {
      console.error("logout: could not revoke the session", error);
    }
  }
  return tokenCookie.serialize("", { maxAge: 0 });
}

/** Revokes every session of a user (password change, suspension), optionally keeping one. */
export async function revokeAllSessions(userId: number) {
  const db = await getDb();
  await db
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)));
}
