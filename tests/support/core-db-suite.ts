import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase } from "./db";

/**
 * Database behaviour of the shell's core modules, run on PGlite (tests/unit) and on
 * PostgreSQL (tests/pg) with the same assertions.
 */
export function coreDatabaseSuite(kind: "pglite" | "postgres") {
  describe(`core database behaviour on ${kind}`, () => {
    let drop: () => Promise<void>;
    beforeAll(async () => {
      ({ drop } = await createTestDatabase(kind));
    });
    afterAll(async () => drop());

    it("has the five currencies of spec §9, EUR first", async () => {
      const { activeCurrencies, clearCurrencyCache } = await import("~/utils/currency.server");
      clearCurrencyCache();
      const list = await activeCurrencies();
      expect(list.map((c) => [c.code, c.rate])).toEqual([
        ["EUR", 1],
        ["USD", 1.1111],
        ["IRR", 600000],
        ["GBP", 1.2],
        ["CAD", 1.2],
      ]);
    });

    it("chooses the region's currency once, and keeps a visitor's own choice", async () => {
      const { resolveCurrency, clearCurrencyCache } = await import("~/utils/currency.server");
      const { currencyCookie, regionCookie } = await import("~/utils/cookies.server");
      clearCurrencyCache();
      const fresh = await resolveCurrency(new Request("http://x/", { headers: { "Accept-Language": "fa-IR" } }), null);
      expect(fresh.currency.code).toBe("IRR");
      const set = fresh.headers.getSetCookie().join("; ");
      expect(set).toContain("currencycookie=");
      expect(set).toContain("regionalcountry=");
      expect(set).toMatch(/Max-Age=94608000/);

      const unknown = await resolveCurrency(
        new Request("http://x/", { headers: { "Accept-Language": "ja-JP" } }),
        null,
      );
      expect(unknown.currency.code).toBe("EUR"); // no active currency for Japan: the first active one

      const cookie = [await currencyCookie.serialize("GBP"), await regionCookie.serialize("IR")]
        .map((c) => c.split(";")[0])
        .join("; ");
      const chosen = await resolveCurrency(
        new Request("http://x/", { headers: { Cookie: cookie, "Accept-Language": "fa-IR" } }),
        null,
      );
      expect(chosen.currency.code).toBe("GBP");
      expect(chosen.headers.getSetCookie()).toEqual([]);
    });

    it("newsletter: a sign-up waits for its e-mailed link, and answers the same for a new, pending or subscribed address", async () => {
      const newsletter = await import("~/domains/newsletter/newsletter.server");
      /** Whether the address is among those the newsletter goes to. */
      const subscribed = async (email: string) =>
        (await newsletter.confirmedSubscribers()).some((row) => row.email === email);
      const { messagesTo } = await import("./outbox");
      const ip = "198.51.100.7";
      const received = { status: "received" };
      expect(await newsletter.requestSubscription("reader@example.com", "nl", ip)).toEqual(received);
      expect(await subscribed("reader@example.com")).toBe(false);
      const [mail] = await messagesTo("reader@example.com");
      expect(mail.subject).toBe("Bevestig uw aanmelding voor de nieuwsbrief van Parvaz");
      expect(mail.body).toMatch(/\/nl\/nieuwsbrief\?confirm=[\w.-]+\n/);
      const confirm = /\?confirm=([\w.-]+)/.exec(mail.body)![1];
      const unsubscribe = /\?unsubscribe=([\w.-]+)/.exec(mail.body)![1];
      // Pending: the same answer, and a new link.
      expect(await newsletter.requestSubscription("reader@example.com", "nl", ip)).toEqual(received);
      expect(await messagesTo("reader@example.com")).toHaveLength(2);
      expect(await newsletter.confirmSubscription(`${confirm}x`)).toBe("invalid");
      expect(await newsletter.confirmSubscription(unsubscribe)).toBe("invalid");
      expect(await subscribed("reader@example.com")).toBe(false);
      expect(await newsletter.confirmSubscription(confirm)).toBe("confirmed");
      expect(await newsletter.confirmSubscription(confirm)).toBe("confirmed"); // clicked twice
      expect(await subscribed("reader@example.com")).toBe(true);
      // Subscribed: the same answer again, and nothing is sent.
      expect(await newsletter.requestSubscription("reader@example.com", "fa", ip)).toEqual(received);
      expect(await messagesTo("reader@example.com")).toHaveLength(2);
      // An address's own limit is silent: the fourth sign-up in a day is answered alike and sends nothing.
      for (let i = 0; i < 4; i++)
        expect(await newsletter.requestSubscription("victim@example.com", "fa", `198.51.100.${20 + i}`)).toEqual(
          received,
        );
      expect(await messagesTo("victim@example.com")).toHaveLength(3);
      // Too many sign-ups from one IP address are refused (the form says so, decision 305).
      const results = [];
      for (let i = 0; i < 8; i++)
        results.push((await newsletter.requestSubscription(`n${i}@example.com`, "en", ip)).status);
      expect(results).toEqual([...Array(7).fill("received"), "limited"]);
      // Unsubscribing with the e-mailed link; an old confirmation link does not undo it.
      expect(await newsletter.unsubscribeTarget(unsubscribe)).toEqual({ email: "reader@example.com", locale: "nl" });
      expect(await newsletter.unsubscribeWithToken(unsubscribe)).toBe(true);
      expect(await subscribed("reader@example.com")).toBe(false);
      expect(await newsletter.confirmSubscription(confirm)).toBe("invalid");
      // An account's verified address is subscribed at once; the list holds confirmed addresses only.
      await newsletter.subscribeVerified("member@example.com", "en");
      expect((await newsletter.confirmedSubscribers()).map((s) => s.email)).toEqual(["member@example.com"]);
    });

    it("counts rate-limit attempts in a window and resets after it", async () => {
      const { hit } = await import("~/domains/security/rate-limit.server");
      const limit = { max: 3, windowMs: 60_000 };
      const t0 = new Date("2026-01-01T00:00:00Z");
      const results = [];
      for (let i = 0; i < 4; i++) results.push(await hit(`test:${kind}`, limit, t0));
      expect(results.map((r) => r.allowed)).toEqual([true, true, true, false]);
      expect(results[3].retryAfter).toBe(60);
      const later = await hit(`test:${kind}`, limit, new Date(t0.getTime() + 61_000));
      expect(later.allowed).toBe(true);
    });

    it("counts concurrent attempts exactly", async () => {
      const { hit } = await import("~/domains/security/rate-limit.server");
      const limit = { max: 10, windowMs: 60_000 };
      const results = await Promise.all(Array.from({ length: 25 }, () => hit(`burst:${kind}`, limit)));
      expect(results.filter((r) => r.allowed)).toHaveLength(10);
    });

    it("never shows or changes another user's saved passengers", async () => {
      const { getDb } = await import("~/db/client.server");
      const { users } = await import("~/db/schema");
      const saved = await import("~/domains/passengers/saved.server");
      const db = await getDb();
      const [a, b] = await db
        .insert(users)
        .values([
          { email: `a-${kind}@x.test`, passwordHash: "x", clientNumber: `A-${kind}` },
          { email: `b-${kind}@x.test`, passwordHash: "x", clientNumber: `B-${kind}` },
        ])
        .returning();
      const p = await saved.addSavedPassenger(a.id, {
        firstName: "Ali",
        lastName: "Rezaei",
        gender: "male",
        birthDate: "1990-01-01",
        documentType: "id_card",
        nationalId: "0012345679",
      });
      expect(await saved.getSavedPassenger(b.id, p.id)).toBeNull();
      expect(await saved.updateSavedPassenger(b.id, p.id, { ...p, firstName: "Hacked" })).toBeNull();
      expect(await saved.deleteSavedPassenger(b.id, p.id)).toBe(false);
      expect((await saved.getSavedPassenger(a.id, p.id))?.firstName).toBe("Ali");
      await saved.rememberPassengers(a.id, [
        {
          firstName: "Ali",
          lastName: "Rezaei",
          gender: "male",
          birthDate: "1990-01-01",
          documentType: "id_card",
          nationalId: "0012345679",
          occupation: "engineer",
        },
      ]);
      expect(await saved.listSavedPassengers(a.id)).toHaveLength(1);
    });

    it("migration 0401 rewrites the discovery source to the one spelling of app/utils/choices.ts", async () => {
      const { getDb } = await import("~/db/client.server");
      const { listMigrations } = await import("~/db/migrate.server");
      const { discoverySources } = await import("~/utils/choices");
      const { sql } = await import("drizzle-orm");
      const db = await getDb();
      await db.execute(
        sql`INSERT INTO users (email, password_hash, client_number, discovery_source) VALUES ('billboards@example.com', 'x', 'C-0401', 'billboards')`,
      );
      const migration = listMigrations().find((m) => m.name.startsWith("0401_"))!;
      const statements = migration.sql
        .replace(/^--.*$/gm, "")
        .split(";")
        .map((q) => q.trim())
        .filter(Boolean);
      for (const statement of statements) await db.execute(sql.raw(statement));
      const rows = (await db.execute(
        sql`SELECT discovery_source FROM users WHERE email = 'billboards@example.com'`,
      )) as unknown as { rows: { discovery_source: string }[] };
      expect(rows.rows[0].discovery_source).toBe("billboard");
      expect(discoverySources).toContain("billboard");
    });
  });
}
