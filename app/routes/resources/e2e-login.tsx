import crypto from "node:crypto";
import type { ActionFunctionArgs } from "@remix-run/node";
import { eq } from "drizzle-orm";
import { getDb } from "~/db/client.server";
import { staffRoles, users } from "~/db/schema";
import { hashPassword } from "~/domains/accounts/password.server";
import { createSession } from "~/domains/accounts/session.server";
import { isStaffRole, type StaffRole } from "~/desk/permissions";
import { openDeskSession } from "~/desk/staff.server";
import { getEnv } from "~/utils/env.server";

/**
 * Test-only sign-in for end-to-end tests (like epic-stack's login fixture): exists only
 * when the server runs with PARVAZ_E2E=1 (tests/e2e/server.ts); 404 everywhere else.
 * Creates (or finds) an active user by e-mail and opens a real server-side session.
 */
export async function action({ request }: ActionFunctionArgs) {
  if (!getEnv().PARVAZ_E2E) throw new Response(null, { status: 404 });
  const body = (await request.json()) as {
    email: string;
    firstName?: string;
    lastName?: string;
    status?: string;
    mustChangePassword?: boolean;
    password?: string;
    phone?: string;
    signIn?: boolean;
    /** Makes the account staff with this role (issue 26). */
    role?: StaffRole;
    /** Also opens a desk session, as if the second factor had been given (tests of desk areas other than 2FA). */
    desk?: boolean;
  };
  const email = body.email.trim().toLowerCase();
  const db = await getDb();
  let [user] = await db.select().from(users).where(eq(users.email, email)).limit(1);
  if (!user) {
    [user] = await db
      .insert(users)
      .values({
        email,
        phone: body.phone ?? null,
        passwordHash: body.password ? await hashPassword(body.password) : "!",
        firstName: body.firstName ?? "Test",
        lastName: body.lastName ?? "Traveller",
        status: body.status ?? "active",
        mustChangePassword: body.mustChangePassword ?? false,
        clientNumber: `E2E-${crypto.randomInt(1e9)}`,
      })
      .returning();
  }
  if (body.role && isStaffRole(body.role)) {
    await db
      .insert(staffRoles)
      .values({ userId: user.id, role: body.role })
      .onConflictDoUpdate({ target: staffRoles.userId, set: { role: body.role } });
  }
  if (body.signIn === false) return Response.json({ userId: user.id });
  const headers = new Headers();
  headers.append("Set-Cookie", await createSession(user.id, request));
  if (body.desk) headers.append("Set-Cookie", await openDeskSession(user.id, "email"));
  return Response.json({ userId: user.id }, { headers });
}

export async function loader() {
  throw new Response(null, { status: 404 });
}
