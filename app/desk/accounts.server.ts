import { eq } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { staffRoles, users } from "~/db/schema";
import { newClientNumber } from "~/domains/accounts/accounts.server";
import { hashPassword } from "~/domains/accounts/password.server";
import type { Tx } from "~/domains/booking/inventory";
import { audit, type Actor } from "./audit.server";
import type { StaffRole } from "./permissions";

/** The console (`npm run desk:admin`, the demo seed) as the author of the audit entries it writes. */
export const consoleActor: Actor = { id: 0, email: "console", role: "admin" };

/**
 * Makes an account staff with a role: the existing account with this e-mail, or a new active one
 * (with the given password, or none: "!" never matches, and the person signs in by the one-time link
 * and sets a password with "forgot password"). Audited as the console.
 */
export async function ensureStaffAccount(
  db: Db | Tx,
  options: {
    email: string;
    role: StaffRole;
    password?: string;
    firstName?: string;
    lastName?: string;
    locale?: string;
  },
): Promise<number> {
  const email = options.email.trim().toLowerCase();
  const [existing] = await db.select({ id: users.id, status: users.status }).from(users).where(eq(users.email, email));
  let userId = existing?.id;
  if (!userId) {
    const [created] = await db
      .insert(users)
      .values({
        email,
        passwordHash: options.password ? await hashPassword(options.password) : "!",
        firstName: options.firstName ?? "",
        lastName: options.lastName ?? "",
        locale: options.locale ?? "fa",
        status: "active",
        clientNumber: newClientNumber(),
      })
      .returning({ id: users.id });
    userId = created!.id;
  } else if (existing.status === "pending") {
    await db.update(users).set({ status: "active" }).where(eq(users.id, userId));
  }
  const [before] = await db.select().from(staffRoles).where(eq(staffRoles.userId, userId));
  if (before?.role !== options.role) {
    await db
      .insert(staffRoles)
      .values({ userId, role: options.role })
      .onConflictDoUpdate({ target: staffRoles.userId, set: { role: options.role, grantedAt: new Date() } });
    await audit(db as Tx, consoleActor, {
      action: "staff.grant",
      entity: "user",
      entityId: userId,
      before: before ? { role: before.role } : null,
      after: { role: options.role },
    });
  }
  return userId;
}
