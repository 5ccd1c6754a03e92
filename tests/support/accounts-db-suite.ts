import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase } from "./db";

/**
 * Database behaviour of the accounts domain, run on PGlite (tests/unit) and on
 * PostgreSQL (tests/pg) with the same assertions: registration and codes, sign-in,
 * password reset, e-mail change, profile isolation, captcha and failed sign-ins.
 */
export function accountsDatabaseSuite(kind: "pglite" | "postgres") {
  describe(`accounts on ${kind}`, () => {
    let drop: () => Promise<void>;
    beforeAll(async () => {
      ({ drop } = await createTestDatabase(kind));
    });
    afterAll(async () => drop());

    const origin = "https://parvaz.test";
    const codeIn = (body: string) => /\b(\d{6})\b/.exec(body)![1];
    const base = {
      password: "secret-123",
      firstName: "Sara",
      lastName: "Ahmadi",
      countryCode: null,
      newsletter: true,
    } as const;

    it("registers by e-mail: a code by mail, usable once, then active; the address is then in use", async () => {
      const accounts = await import("~/domains/accounts/accounts.server");
      const { messagesTo } = await import("./outbox");
      const email = `sara-${kind}@example.com`;
      const created = await accounts.registerAccount({ ...base, email, phone: null }, "en", origin);
      expect(created.status).toBe("created");
      if (created.status !== "created") return;
      const [mail] = await messagesTo(email);
      expect(mail.subject).toMatch(/Your Parvaz code: \d{6}/);
      expect(mail.body).toContain(`${origin}/en/sign-up/verify?token=`);
      expect((await accounts.authenticate(email, "secret-123")).status).toBe("pending");
      expect(
        (await accounts.confirmSignupCode(created.userId, codeIn(mail.body) === "999999" ? "000000" : "999999")).result,
      ).toBe("wrong");
      const ok = await accounts.confirmSignupCode(created.userId, codeIn(mail.body));
      expect(ok.result).toBe("ok");
      expect(ok.user?.status).toBe("active");
      expect((await accounts.confirmSignupCode(created.userId, codeIn(mail.body))).result).toBe("expired");
      expect((await accounts.registerAccount({ ...base, email, phone: null }, "en", origin)).status).toBe("emailInUse");
      const signedIn = await accounts.authenticate(` ${email.toUpperCase()} `, "secret-123");
      expect(signedIn.status).toBe("ok");
      expect((await accounts.authenticate(email, "wrong-pass")).status).toBe("invalid");
      expect((await accounts.authenticate(`nobody-${kind}@example.com`, "secret-123")).status).toBe("invalid");
    }, 30_000);

    it("registers by phone with an SMS in the outbox, and locks a code after five wrong tries", async () => {
      const accounts = await import("~/domains/accounts/accounts.server");
      const { messagesTo } = await import("./outbox");
      const phone = kind === "pglite" ? "+989121110001" : "+989121110002";
      const created = await accounts.registerAccount({ ...base, email: null, phone, countryCode: "+98" }, "fa", origin);
      if (created.status !== "created") throw new Error(created.status);
      const [sms] = await messagesTo(phone);
      expect(sms.channel).toBe("sms");
      const code = codeIn(sms.body);
      const wrong = code === "000000" ? "111111" : "000000";
      for (let i = 0; i < 5; i++)
        expect((await accounts.confirmSignupCode(created.userId, wrong)).result).toBe("wrong");
      expect((await accounts.confirmSignupCode(created.userId, code)).result).toBe("locked");
      // A new code replaces the locked one.
      await accounts.resendSignupCode(created.userId, "fa", origin);
      const [again] = await messagesTo(phone);
      expect((await accounts.confirmSignupCode(created.userId, codeIn(again.body))).result).toBe("ok");
      expect(
        (await accounts.registerAccount({ ...base, email: null, phone, countryCode: "+98" }, "fa", origin)).status,
      ).toBe("phoneInUse");
      expect((await accounts.authenticate("۰۹۱۲۱۱۱۰۰۰" + phone.slice(-1), "secret-123")).status).toBe("ok");
    }, 30_000);

    it("confirms by the one-click link once", async () => {
      const accounts = await import("~/domains/accounts/accounts.server");
      const { messagesTo } = await import("./outbox");
      const email = `link-${kind}@example.com`;
      await accounts.registerAccount({ ...base, email, phone: null }, "nl", origin);
      const [mail] = await messagesTo(email);
      const token = /token=([\w-]+)/.exec(mail.body)![1];
      expect((await accounts.confirmSignupLink(token))?.status).toBe("active");
      expect(await accounts.confirmSignupLink(token)).toBeNull();
    }, 30_000);

    it("resets a password with a one-use link and ends every session; unknown addresses get nothing", async () => {
      const accounts = await import("~/domains/accounts/accounts.server");
      const { messagesTo } = await import("./outbox");
      const { getDb } = await import("~/db/client.server");
      const { sessions, users } = await import("~/db/schema");
      const { eq } = await import("drizzle-orm");
      const email = `reset-${kind}@example.com`;
      const created = await accounts.registerAccount({ ...base, email, phone: null }, "en", origin);
      if (created.status !== "created") throw new Error();
      await accounts.confirmSignupCode(created.userId, codeIn((await messagesTo(email))[0].body));
      const db = await getDb();
      await db
        .insert(sessions)
        .values({ id: `s-${kind}`, userId: created.userId, expiresAt: new Date(Date.now() + 60_000) });
      await accounts.requestPasswordReset(`ghost-${kind}@example.com`, "en", origin);
      expect(await messagesTo(`ghost-${kind}@example.com`)).toHaveLength(0);
      await accounts.requestPasswordReset(email, "fr", origin);
      const [mail] = await messagesTo(email);
      expect(mail.subject).toBe("Réinitialisez votre mot de passe Parvaz");
      const token = /token=([\w-]+)/.exec(mail.body)![1];
      expect(await accounts.isResetTokenValid(token)).toBe(true);
      expect(await accounts.resetPassword(token, "new-secret-1")).toBe(created.userId);
      expect(await accounts.resetPassword(token, "again-secret")).toBeNull();
      expect((await accounts.authenticate(email, "new-secret-1")).status).toBe("ok");
      const [session] = await db
        .select()
        .from(sessions)
        .where(eq(sessions.id, `s-${kind}`));
      expect(session.revokedAt).not.toBeNull();
      const [user] = await db.select().from(users).where(eq(users.id, created.userId));
      expect(user.passwordHash).toMatch(/^scrypt\$17\$8\$1\$/);
    }, 30_000);

    it("changes the password only with the current one, and the e-mail only with the code sent to the new address", async () => {
      const accounts = await import("~/domains/accounts/accounts.server");
      const { messagesTo } = await import("./outbox");
      const email = `change-${kind}@example.com`;
      const created = await accounts.registerAccount({ ...base, email, phone: null }, "en", origin);
      if (created.status !== "created") throw new Error();
      await accounts.confirmSignupCode(created.userId, codeIn((await messagesTo(email))[0].body));
      expect(await accounts.changePassword(created.userId, "wrong", "x-secret-2")).toBe(false);
      expect(await accounts.changePassword(created.userId, "secret-123", "x-secret-2")).toBe(true);
      const next = `changed-${kind}@example.com`;
      expect(await accounts.requestEmailChange(created.userId, "secret-123", next, "en", origin)).toBe("wrongPassword");
      expect(
        await accounts.requestEmailChange(created.userId, "x-secret-2", `sara-${kind}@example.com`, "en", origin),
      ).toBe("inUse");
      expect(await accounts.requestEmailChange(created.userId, "x-secret-2", next, "en", origin)).toBe("sent");
      expect((await accounts.pendingChange(created.userId, "email_change"))?.target).toBe(next);
      expect(
        await accounts.confirmChange(created.userId, "email_change", codeIn((await messagesTo(next))[0].body)),
      ).toBe("ok");
      expect((await accounts.authenticate(next, "x-secret-2")).status).toBe("ok");
      expect((await accounts.authenticate(email, "x-secret-2")).status).toBe("invalid");
    }, 40_000);

    /** Two accounts of this suite: `a` with a mobile number, `b` with an e-mail only. */
    async function twoUsers(tag: string, phoneA: string) {
      const { getDb } = await import("~/db/client.server");
      const { users } = await import("~/db/schema");
      const db = await getDb();
      return db
        .insert(users)
        .values([
          {
            email: `${tag}a-${kind}@x.test`,
            phone: phoneA,
            passwordHash: "!",
            clientNumber: `${tag}A-${kind}`,
            firstName: "A",
            locale: "nl",
          },
          { email: `${tag}b-${kind}@x.test`, passwordHash: "!", clientNumber: `${tag}B-${kind}`, firstName: "B" },
        ])
        .returning();
    }
    const userRow = async (id: number) => {
      const { getDb } = await import("~/db/client.server");
      const { users } = await import("~/db/schema");
      const { eq } = await import("drizzle-orm");
      const [row] = await (await getDb()).select().from(users).where(eq(users.id, id));
      return row;
    };
    const profile = (phone: string | null) => ({
      firstName: "Bee",
      lastName: "Two",
      countryCode: phone ? "+31" : null,
      phone,
      birthDate: "1990-01-01",
      occupation: "teacher",
      organization: null,
      about: null,
    });
    const n = kind === "pglite" ? "1" : "2";

    it("saves a new mobile number only with the code texted to it; the other fields at once", async () => {
      const accounts = await import("~/domains/accounts/accounts.server");
      const { messagesTo } = await import("./outbox");
      const [a, b] = await twoUsers("pc", `+3161111000${n}`);
      const free = `+3161112000${n}`;
      expect(await accounts.updateProfile(b.id, profile(free), "en", origin)).toBe("codeSent");
      let own = await userRow(b.id);
      expect([own.firstName, own.occupation, own.phone]).toEqual(["Bee", "teacher", null]);
      expect((await userRow(a.id)).firstName).toBe("A");
      expect((await accounts.pendingChange(b.id, "phone_change"))?.target).toBe(free);
      const [sms] = await messagesTo(free);
      expect(sms.channel).toBe("sms");
      const code = codeIn(sms.body);
      expect(await accounts.confirmChange(b.id, "phone_change", code === "000000" ? "111111" : "000000")).toBe("wrong");
      expect(await accounts.confirmChange(b.id, "phone_change", code)).toBe("ok");
      own = await userRow(b.id);
      expect([own.phone, own.countryCode]).toEqual([free, "+31"]);
      expect(await accounts.pendingChange(b.id, "phone_change")).toBeNull();
      // Saving the number it already has sends nothing; removing it (an e-mail remains) needs no code.
      expect(await accounts.updateProfile(b.id, profile(free), "en", origin)).toBe("saved");
      expect(await messagesTo(free)).toHaveLength(1);
      expect(await accounts.updateProfile(b.id, profile(null), "en", origin)).toBe("saved");
      expect((await userRow(b.id)).phone).toBeNull();
    });

    it("answers a number of another account exactly like a free one; its holder is told, and no code exists", async () => {
      const accounts = await import("~/domains/accounts/accounts.server");
      const { messagesTo } = await import("./outbox");
      const [a, b] = await twoUsers("pr", `+3161113000${n}`);
      const taken = a.phone!;
      // Before: 400 "This phone number is already registered" for this, 303 for a free one.
      expect(await accounts.updateProfile(b.id, profile(taken), "en", origin)).toBe("codeSent");
      expect((await userRow(b.id)).firstName).toBe("Bee");
      expect((await accounts.pendingChange(b.id, "phone_change"))?.target).toBe(taken);
      const [notice] = await messagesTo(taken);
      expect(notice.channel).toBe("sms");
      // In the holder's language (Dutch), with the sign-in link, and no code in it.
      expect(notice.body).toContain("al geregistreerd");
      expect(notice.body).toContain(`${origin}/nl/`);
      expect(notice.body).not.toMatch(/\b\d{6}\b/);
      // No code can take the number: every try is just "wrong" until the step locks.
      for (const guess of ["000000", "123456", "999999", "555555", "424242"])
        expect(await accounts.confirmChange(b.id, "phone_change", guess)).toBe("wrong");
      expect(await accounts.confirmChange(b.id, "phone_change", "000001")).toBe("locked");
      expect((await userRow(b.id)).phone).toBeNull();
      expect((await userRow(a.id)).phone).toBe(taken);
      // A new text replaces the locked code; still a notice to the holder, not a code.
      expect(await accounts.resendPhoneCode(b.id, "en", origin)).toBe(true);
      expect(await messagesTo(taken)).toHaveLength(2);
      expect((await accounts.pendingChange(b.id, "phone_change"))?.locked).toBe(false);
    });

    it("texts one number at most three times an hour for one account, with the same answer after", async () => {
      const accounts = await import("~/domains/accounts/accounts.server");
      const { messagesTo } = await import("./outbox");
      const [, b] = await twoUsers("pq", `+3161114000${n}`);
      const target = `+3161115000${n}`;
      for (let i = 0; i < 5; i++)
        expect(await accounts.updateProfile(b.id, profile(target), "en", origin)).toBe("codeSent");
      expect(await messagesTo(target)).toHaveLength(3);
      expect((await accounts.pendingChange(b.id, "phone_change"))?.target).toBe(target);
    });

    it("lets the unique index decide when two accounts confirm the same number: one saved, one neutral answer", async () => {
      const accounts = await import("~/domains/accounts/accounts.server");
      const { messagesTo } = await import("./outbox");
      const [c, d] = await twoUsers("pu", `+3161116000${n}`);
      const contested = `+3161117000${n}`;
      expect(await accounts.updateProfile(c.id, profile(contested), "en", origin)).toBe("codeSent");
      const codeC = codeIn((await messagesTo(contested))[0].body);
      expect(await accounts.updateProfile(d.id, profile(contested), "en", origin)).toBe("codeSent");
      const codeD = codeIn((await messagesTo(contested))[0].body);
      const outcomes = await Promise.all([
        accounts.confirmChange(c.id, "phone_change", codeC),
        accounts.confirmChange(d.id, "phone_change", codeD),
      ]);
      expect([...outcomes].sort()).toEqual(["inUse", "ok"]);
      const holders = [await userRow(c.id), await userRow(d.id)].filter((u) => u.phone === contested);
      expect(holders).toHaveLength(1);
    });

    it("uses a captcha challenge once; its audio plays until then, in any language", async () => {
      const { createCaptcha, solveCaptcha, liveCaptchaDigits, captchaAudio } =
        await import("~/domains/accounts/captcha.server");
      const one = await createCaptcha();
      expect(one.image.startsWith("data:image/png;base64,")).toBe(true);
      const digits = (await liveCaptchaDigits(one.id))!;
      expect(digits).toMatch(/^\d{5}$/);
      expect((await captchaAudio(one.id, "fa"))!.toString("ascii", 0, 4)).toBe("RIFF");
      expect(await solveCaptcha(one.id, digits)).toBe(true);
      expect(await solveCaptcha(one.id, digits)).toBe(false);
      expect(await captchaAudio(one.id, "fa")).toBeNull();
      const two = await createCaptcha();
      const twoDigits = (await liveCaptchaDigits(two.id))!;
      expect(await solveCaptcha(two.id, "not it")).toBe(false);
      expect(await solveCaptcha(two.id, twoDigits)).toBe(false);
      const three = await createCaptcha();
      const persian = (await liveCaptchaDigits(three.id))!.replace(/\d/g, (d) => "۰۱۲۳۴۵۶۷۸۹"[Number(d)]);
      expect(await solveCaptcha(three.id, ` ${persian.slice(0, 2)} ${persian.slice(2)} `)).toBe(true);
    });

    it("throttles sign-in by account and source: strangers cannot lock the owner out", async () => {
      const failures = await import("~/domains/accounts/failures.server");
      const account = `owner-${kind}@example.com`;
      const request = (cookie?: string) =>
        new Request("http://localhost/en/sign-in", { headers: cookie ? { Cookie: cookie } : {} });
      const from = (ip: string, cookie?: string) => failures.signInSource(request(cookie), ip, account);

      // The owner signs in once from home: that browser becomes a trusted device of the account.
      const home = await from("198.51.100.1");
      expect(await failures.needsCaptcha(account, home)).toBe(false);
      const deviceCookie = (await failures.signedIn(request(), account, home)).split(";")[0];
      const trusted = await from("198.51.100.1", deviceCookie);
      expect(trusted.trustedDevice).toBeTruthy();

      // An attacker fails 30 times from 3 IPs: each IP is refused after 10 on this account…
      const statuses: (number | null)[] = [];
      for (let i = 0; i < 33; i++) {
        const attacker = await from(`203.0.113.${i % 3}`);
        const refused = await failures.signInRefused(account, attacker);
        statuses.push(refused?.status ?? null);
        if (!refused) await failures.recordFailedSignIn(account, attacker);
      }
      expect(statuses.filter((s) => s === 429)).toHaveLength(3);

      // …while the owner is never refused: on a new network after solving the puzzle,
      const travelling = await from("192.0.2.77");
      expect(await failures.signInRefused(account, travelling)).toBeNull();
      expect(await failures.needsCaptcha(account, travelling)).toBe(true);
      // and from the usual device without it.
      expect(await failures.signInRefused(account, trusted)).toBeNull();
      expect(await failures.needsCaptcha(account, trusted)).toBe(false);

      // A forged or foreign device cookie is not trusted.
      const forged = await from("198.51.100.1", "device=eyJpZCI6IngiLCJhY2NvdW50cyI6W119");
      expect(forged.trustedDevice).toBeNull();
      // Strangers use up the account's reset messages; the owner's device still has its own.
      for (let i = 0; i < 3; i++)
        expect(await failures.resetMailAllowed(account, await from(`203.0.113.${i}`))).toBe(true);
      expect(await failures.resetMailAllowed(account, await from("203.0.113.50"))).toBe(false);
      expect(await failures.resetMailAllowed(account, trusted)).toBe(true);
      // The trusted device is asked for the puzzle after three failures of its own.
      for (let i = 0; i < 3; i++) await failures.recordFailedSignIn(account, trusted);
      expect(await failures.needsCaptcha(account, trusted)).toBe(true);
    });
  });
}
