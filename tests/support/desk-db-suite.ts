import { generateTOTP } from "@epic-web/totp";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase } from "./db";

/**
 * The desk's access on PGlite (tests/unit) and PostgreSQL (tests/pg) with the same assertions
 * (issue 26, decision 111): who is staff, desk sessions and their limits, the second factors
 * (TOTP once per step, recovery codes once, e-mail codes, the one-time link), and the audit log
 * (one entry per write, in its transaction, none when it fails, never rewritten).
 */
export function deskDatabaseSuite(kind: "pglite" | "postgres") {
  describe(`the desk's access on ${kind}`, () => {
    let drop: () => Promise<void>;
    beforeAll(async () => {
      ({ drop } = await createTestDatabase(kind));
    });
    afterAll(async () => drop());

    async function account(email: string) {
      const { getDb } = await import("~/db/client.server");
      const { users } = await import("~/db/schema");
      const db = await getDb();
      const [row] = await db
        .insert(users)
        .values({
          email,
          passwordHash: "!",
          status: "active",
          clientNumber: `T${Math.random().toString().slice(2, 10)}`,
        })
        .returning();
      return row!;
    }
    const cookieOf = (setCookie: string) => setCookie.split(";")[0]!;
    async function requestAs(userId: number, desk?: "email" | "totp") {
      const { createSession } = await import("~/domains/accounts/session.server");
      const { openDeskSession } = await import("~/desk/staff.server");
      const cookies = [cookieOf(await createSession(userId, new Request("http://x/")))];
      if (desk) cookies.push(cookieOf(await openDeskSession(userId, desk)));
      return (extra = "") =>
        new Request("http://x/en/desk", { headers: { Cookie: [...cookies, extra].filter(Boolean).join("; ") } });
    }

    it("knows staff by their role, on every request: no role, no desk; a removed role applies at once", async () => {
      const { getDb } = await import("~/db/client.server");
      const { staffRoles } = await import("~/db/schema");
      const { getStaff } = await import("~/desk/staff.server");
      const user = await account(`staff-${kind}@example.com`);
      const request = await requestAs(user.id, "email");
      expect(await getStaff(request())).toBeNull();
      const db = await getDb();
      await db.insert(staffRoles).values({ userId: user.id, role: "agent" });
      const staff = await getStaff(request());
      expect(staff?.role).toBe("agent");
      expect(staff?.sessionId).toBeTruthy();
      await db.delete(staffRoles).where(eq(staffRoles.userId, user.id));
      expect(await getStaff(request())).toBeNull();
    });

    it("ends a desk session after 30 idle minutes, after 8 hours, and everywhere on demand", async () => {
      const { getDb } = await import("~/db/client.server");
      const { staffRoles, staffSessions } = await import("~/db/schema");
      const { endAllDeskSessions, getStaff } = await import("~/desk/staff.server");
      const user = await account(`session-${kind}@example.com`);
      const db = await getDb();
      await db.insert(staffRoles).values({ userId: user.id, role: "finance" });
      const request = await requestAs(user.id, "totp");
      expect((await getStaff(request()))?.sessionId).toBeTruthy();
      await db
        .update(staffSessions)
        .set({ lastSeenAt: sql`now() - interval '31 minutes'` })
        .where(eq(staffSessions.userId, user.id));
      expect((await getStaff(request()))?.sessionId).toBeNull();
      await db
        .update(staffSessions)
        .set({ lastSeenAt: sql`now()`, expiresAt: sql`now() - interval '1 second'` })
        .where(eq(staffSessions.userId, user.id));
      expect((await getStaff(request()))?.sessionId).toBeNull();
      const fresh = await requestAs(user.id, "totp");
      const other = await requestAs(user.id, "email");
      expect((await getStaff(fresh()))?.sessionId).toBeTruthy();
      await endAllDeskSessions(user.id);
      expect((await getStaff(fresh()))?.sessionId).toBeNull();
      expect((await getStaff(other()))?.sessionId).toBeNull();
      // The staff member is still known (and sent to the second factor), not thrown out of the site.
      expect((await getStaff(fresh()))?.role).toBe("finance");
    });

    it("accepts a TOTP code once, recovery codes once each, and refuses a wrong code", async () => {
      const { getDb } = await import("~/db/client.server");
      const factors = await import("~/desk/factors.server");
      const user = await account(`totp-${kind}@example.com`);
      const db = await getDb();
      const enrolment = await factors.pendingEnrolment(user.id, user.email!);
      expect(enrolment?.uri).toMatch(/^otpauth:\/\/totp\/Parvaz%20desk:/);
      // Opening the enrolment again keeps the same secret until it is confirmed.
      expect((await factors.pendingEnrolment(user.id, user.email!))?.secret).toBe(enrolment!.secret);
      const now = Date.now();
      const { otp } = await generateTOTP({ secret: enrolment!.secret, period: 30 });
      expect(
        await db.transaction((tx) =>
          factors.confirmEnrolment(tx, user.id, otp === "000000" ? "111111" : "000000", now),
        ),
      ).toBeNull();
      const codes = await db.transaction((tx) => factors.confirmEnrolment(tx, user.id, otp, now));
      expect(codes).toHaveLength(10);
      expect(await factors.totpEnrolled(user.id)).toBe(true);
      expect(await factors.pendingEnrolment(user.id, user.email!)).toBeNull();
      // The code that confirmed the enrolment cannot sign in again (its step is spent).
      expect(await factors.verifyStaffTotp(user.id, otp)).toBe(false);
      expect(await factors.spendRecoveryCode(user.id, codes![0]!.toUpperCase())).toBe(true);
      expect(await factors.spendRecoveryCode(user.id, codes![0]!)).toBe(false);
      expect(await factors.recoveryCodesLeft(user.id)).toBe(9);
      // The secret is stored sealed, never in clear.
      const [row] = await (
        await import("~/db/client.server")
      )
        .getHandle()
        .then((h) => h.query<{ secret: string }>("SELECT secret FROM staff_totp WHERE user_id = $1", [user.id]));
      expect(row!.secret).not.toContain(enrolment!.secret);
      expect(factors.openSecret(row!.secret)).toBe(enrolment!.secret);
    });

    it("lets one of two simultaneous sign-ins with the same TOTP code through", async () => {
      const { getDb } = await import("~/db/client.server");
      const factors = await import("~/desk/factors.server");
      const user = await account(`replay-${kind}@example.com`);
      const enrolment = await factors.pendingEnrolment(user.id, user.email!);
      const first = await generateTOTP({ secret: enrolment!.secret, period: 30 });
      // Confirm with the previous step's code, so the current one is still unspent.
      const db = await getDb();
      await db.execute(sql`UPDATE staff_totp SET confirmed_at = now(), last_step = 0 WHERE user_id = ${user.id}`);
      const results = await Promise.all(Array.from({ length: 6 }, () => factors.verifyStaffTotp(user.id, first.otp)));
      expect(results.filter(Boolean)).toHaveLength(1);
    });

    it("sends e-mail codes at most once a minute and locks one after five wrong tries", async () => {
      const { getDb } = await import("~/db/client.server");
      const factors = await import("~/desk/factors.server");
      const user = await account(`code-${kind}@example.com`);
      const db = await getDb();
      const code = await db.transaction((tx) => factors.newEmailCode(tx, user.id));
      expect(code).toMatch(/^\d{6}$/);
      expect(await db.transaction((tx) => factors.newEmailCode(tx, user.id))).toBeNull();
      const wrong = code === "000000" ? "111111" : "000000";
      for (let i = 0; i < 5; i++) expect(await factors.checkEmailCode(user.id, wrong)).toBe("wrong");
      expect(await factors.checkEmailCode(user.id, code!)).toBe("locked");
      const later = new Date(Date.now() + 61_000);
      const next = await db.transaction((tx) => factors.newEmailCode(tx, user.id, later));
      expect(await factors.checkEmailCode(user.id, next!, later)).toBe("ok");
      expect(await factors.checkEmailCode(user.id, next!, later)).toBe("used");
    });

    it("spends the administrator's sign-in link once, and not after 15 minutes", async () => {
      const { getDb } = await import("~/db/client.server");
      const factors = await import("~/desk/factors.server");
      const user = await account(`link-${kind}@example.com`);
      const db = await getDb();
      const token = await db.transaction((tx) => factors.newSignInLink(tx, user.id));
      const [a, b] = await Promise.all([factors.spendSignInLink(token), factors.spendSignInLink(token)]);
      expect([a, b].filter((x) => x === user.id)).toHaveLength(1);
      const old = await db.transaction((tx) => factors.newSignInLink(tx, user.id, new Date(Date.now() - 16 * 60_000)));
      expect(await factors.spendSignInLink(old)).toBeNull();
    });

    it("writes one audit entry per staff write, in its transaction: none when the write fails; never rewritten", async () => {
      const { getDb } = await import("~/db/client.server");
      const { auditLog, staffRoles } = await import("~/db/schema");
      const { audited, readAudit } = await import("~/desk/audit.server");
      const admin = await account(`auditor-${kind}@example.com`);
      const target = await account(`target-${kind}@example.com`);
      const actor = { id: admin.id, email: admin.email!, role: "admin" as const };
      const db = await getDb();
      await audited(actor, async (tx) => {
        await tx.insert(staffRoles).values({ userId: target.id, role: "editor" });
        return {
          result: null,
          entry: { action: "staff.grant", entity: "user", entityId: target.id, after: { role: "editor" } },
        };
      });
      const failing = audited(actor, async (tx) => {
        await tx.update(staffRoles).set({ role: "admin" }).where(eq(staffRoles.userId, target.id));
        // The entry is written with the change; then the write fails and both roll back.
        await tx.insert(auditLog).values({
          actorId: admin.id,
          actorEmail: admin.email!,
          actorRole: "admin",
          action: "x",
          entity: "user",
          entityId: "0",
        });
        await tx.insert(staffRoles).values({ userId: target.id, role: "agent" });
        return { result: null, entry: { action: "staff.grant", entity: "user", entityId: target.id } };
      });
      await expect(failing).rejects.toThrow();
      const entries = await readAudit({ actor: admin.email! });
      expect(entries).toHaveLength(1);
      expect(entries[0]).toMatchObject({
        action: "staff.grant",
        entity: "user",
        entityId: String(target.id),
        actorRole: "admin",
        after: { role: "editor" },
      });
      const [role] = await db.select().from(staffRoles).where(eq(staffRoles.userId, target.id));
      expect(role!.role).toBe("editor");
      await expect(
        db.update(auditLog).set({ action: "forged" }).where(eq(auditLog.id, entries[0]!.id)),
      ).rejects.toThrow();
      await expect(db.delete(auditLog).where(eq(auditLog.id, entries[0]!.id))).rejects.toThrow();
      expect((await readAudit({ actor: admin.email! }))[0]!.action).toBe("staff.grant");
    });
  });
}
