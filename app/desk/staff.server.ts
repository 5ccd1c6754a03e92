import crypto from "node:crypto";
import { createCookie } from "@remix-run/node";
import { and, eq, gt, isNull } from "drizzle-orm";
import { getDb } from "~/db/client.server";
import { staffRoles, staffSessions, users } from "~/db/schema";
import { getUser, hashToken, type SessionUser } from "~/domains/accounts/session.server";
import { secureCookies } from "~/utils/env.server";
import { DESK_IDLE_MINUTES, DESK_SESSION_HOURS, isStaffRole, type StaffRole } from "./permissions";

/**
 * Staff and their desk sessions (decision 111). A staff member is an account with a row in
 * `staff_roles`; the desk also needs a desk session, opened by a second factor, held in its own
 * cookie (a random token, its hash in `staff_sessions`), ending after 8 hours or 30 idle minutes.
 * Removing a role or suspending the account takes effect on the next request: both are read
 * again on every request.
 */
export const deskCookie = createCookie("desk", { path: "/", sameSite: "lax", httpOnly: true, secure: secureCookies() });

export type DeskFactor = "totp" | "recovery" | "email" | "link";

export interface Staff {
  user: SessionUser;
  role: StaffRole;
  /** The desk session, or null while the second factor is still to be given. */
  sessionId: string | null;
}

const staffOfRequests = new WeakMap<Request, Promise<Staff | null>>();

/** The request's staff member (role and desk session), or null for visitors and accounts without a role. */
export function getStaff(request: Request): Promise<Staff | null> {
  let found = staffOfRequests.get(request);
  if (!found) {
    found = lookUpStaff(request);
    staffOfRequests.set(request, found);
  }
  return found;
}

async function lookUpStaff(request: Request): Promise<Staff | null> {
  const user = await getUser(request);
  if (!user) return null;
  const db = await getDb();
  const [row] = await db.select({ role: staffRoles.role }).from(staffRoles).where(eq(staffRoles.userId, user.id));
  if (!row || !isStaffRole(row.role)) return null;
  return { user, role: row.role, sessionId: await liveSession(request, user.id) };
}

const idleCutoff = (now: Date) => new Date(now.getTime() - DESK_IDLE_MINUTES * 60_000);

async function liveSession(request: Request, userId: number): Promise<string | null> {
  const token = await deskCookie.parse(request.headers.get("Cookie"));
  if (typeof token !== "string" || token.length < 20) return null;
  const id = hashToken(token);
  const now = new Date();
  const db = await getDb();
  // Seen now: the idle clock restarts with every desk request (one conditional update, no read first).
  const [row] = await db
    .update(staffSessions)
    .set({ lastSeenAt: now })
    .where(
      and(
        eq(staffSessions.id, id),
        eq(staffSessions.userId, userId),
        isNull(staffSessions.revokedAt),
        gt(staffSessions.expiresAt, now),
        gt(staffSessions.lastSeenAt, idleCutoff(now)),
      ),
    )
    .returning({ id: staffSessions.id });
  return row?.id ?? null;
}

/** Opens a desk session after a second factor; returns the Set-Cookie header. */
export async function openDeskSession(userId: number, factor: DeskFactor): Promise<string> {
  const token = crypto.randomBytes(32).toString("base64url");
  const db = await getDb();
  await db.insert(staffSessions).values({
    id: hashToken(token),
    userId,
    factor,
    expiresAt: new Date(Date.now() + DESK_SESSION_HOURS * 3600_000),
  });
  return deskCookie.serialize(token);
}

/** Ends this browser's desk session. */
export async function endDeskSession(request: Request): Promise<string> {
  const token = await deskCookie.parse(request.headers.get("Cookie"));
  if (typeof token === "string") {
    const db = await getDb();
    await db
      .update(staffSessions)
      .set({ revokedAt: new Date() })
      .where(eq(staffSessions.id, hashToken(token)));
  }
  return deskCookie.serialize("", { maxAge: 0 });
}

/** Ends every desk session of a staff member ("sign out everywhere", a role removed, a suspension). */
export async function endAllDeskSessions(userId: number, db?: Pick<Awaited<ReturnType<typeof getDb>>, "update">) {
  const executor = db ?? (await getDb());
  await executor
    .update(staffSessions)
    .set({ revokedAt: new Date() })
    .where(and(eq(staffSessions.userId, userId), isNull(staffSessions.revokedAt)));
}

/** Desk sessions of a staff member still open (for "signed in on … devices"). */
export async function openDeskSessions(userId: number) {
  const db = await getDb();
  const now = new Date();
  return db
    .select({ id: staffSessions.id, createdAt: staffSessions.createdAt, lastSeenAt: staffSessions.lastSeenAt })
    .from(staffSessions)
    .where(
      and(
        eq(staffSessions.userId, userId),
        isNull(staffSessions.revokedAt),
        gt(staffSessions.expiresAt, now),
        gt(staffSessions.lastSeenAt, idleCutoff(now)),
      ),
    );
}

/** Staff accounts with their roles, for the administrator's staff screen. */
export async function staffList() {
  const db = await getDb();
  return db
    .select({
      userId: staffRoles.userId,
      role: staffRoles.role,
      grantedAt: staffRoles.grantedAt,
      email: users.email,
      phone: users.phone,
      firstName: users.firstName,
      lastName: users.lastName,
      status: users.status,
    })
    .from(staffRoles)
    .innerJoin(users, eq(users.id, staffRoles.userId))
    .orderBy(staffRoles.grantedAt);
}
