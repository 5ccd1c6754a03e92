import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase } from "./db";

/**
 * The honeypot's one use per token (decision 207; issue 21 item 7), on PGlite (tests/unit)
 * and on PostgreSQL (tests/pg) with the same assertions: 40 posts with one token, sent at
 * once from 40 addresses, keep exactly one.
 */
export function honeypotDatabaseSuite(kind: "pglite" | "postgres") {
  describe(`honeypot tokens on ${kind}`, () => {
    let drop: () => Promise<void>;
    beforeAll(async () => {
      ({ drop } = await createTestDatabase(kind, "parvaz_test_honeypot"));
    }, 60_000);
    afterAll(async () => drop());

    const count = async (table: string) => {
      const { getDb } = await import("~/db/client.server");
      const { sql } = await import("drizzle-orm");
      const result = (await (await getDb()).execute(sql.raw(`SELECT count(*)::int AS n FROM ${table}`))) as unknown as {
        rows: { n: number }[];
      };
      return result.rows[0].n;
    };

    /** The honeypot fields of a page served a minute ago, for the form `formId`. */
    async function served(formId: string) {
      const { honeypotInputs } = await import("~/utils/honeypot.server");
      const props = honeypotInputs(formId, Date.now() - 60_000);
      return { [props.nameFieldName]: "", [props.tokenFieldName]: props.token };
    }

    function formData(fields: Record<string, string>) {
      const data = new FormData();
      for (const [k, v] of Object.entries(fields)) data.set(k, v);
      return data;
    }

    it("claims a token once, even when 40 claims race", async () => {
      const { checkHoneypot } = await import("~/utils/honeypot.server");
      const check = checkHoneypot(formData(await served("contact")), "contact");
      if (check.spam) throw new Error(check.reason);
      const claims = await Promise.all(Array.from({ length: 40 }, () => check.claim()));
      expect(claims.filter(Boolean)).toHaveLength(1);
    });

    it("40 contact posts with one token from 40 addresses, at once: one message kept, 40 answered as sent", async () => {
      const { action } = await import("~/routes/contact");
      const { loadContextOf } = await import("./load-context");
      const honeypot = await served("contact");
      const before = await count("contact_messages");
      const responses = await Promise.all(
        Array.from({ length: 40 }, (_, i) =>
          (async (request: Request) =>
            action({
              request,
              params: { lang: "en" },
              context: await loadContextOf(request, { clientIp: `198.51.100.${i + 1}` }),
            }))(
            new Request("http://localhost/en/contact", {
              method: "POST",
              body: new URLSearchParams({
                ...honeypot,
                name: `Bot ${i}`,
                email: `bot-${i}@example.com`,
                message: `Cheap flights, offer number ${i}`,
              }),
            }),
          ),
        ),
      );
      // Every post is answered as if all went well (a bot learns nothing), one is kept.
      for (const response of responses) expect((response as Response).status).toBe(303);
      expect((await count("contact_messages")) - before).toBe(1);
      // A new page, a new token: the next post is kept again.
      const last = new Request("http://localhost/en/contact", {
        method: "POST",
        body: new URLSearchParams({
          ...(await served("contact")),
          name: "Sam",
          email: "sam@example.com",
          message: "Hi",
        }),
      });
      await action({
        request: last,
        params: { lang: "en" },
        context: await loadContextOf(last, { clientIp: "198.51.100.200" }),
      });
      expect((await count("contact_messages")) - before).toBe(2);
    });

    it("40 questions with one token from 40 addresses, at once: one kept, the others spam", async () => {
      const { checkHoneypot } = await import("~/utils/honeypot.server");
      const { askQuestion } = await import("~/domains/content/content.server");
      const data = formData(await served("question"));
      const before = await count("qa_threads");
      const asked = await Promise.all(
        Array.from({ length: 40 }, (_, i) => {
          const check = checkHoneypot(data, "question");
          if (check.spam) throw new Error(check.reason);
          return askQuestion(
            "en",
            { title: `Where do I find cheap tickets, number ${i}?` },
            { name: "Bot", email: `bot-q${i}@example.com`, userId: null, ip: `203.0.113.${i + 1}` },
            check.claim,
          );
        }),
      );
      expect(asked.filter((a) => a.status === "held")).toHaveLength(1);
      expect(asked.filter((a) => a.status === "spam")).toHaveLength(39);
      expect((await count("qa_threads")) - before).toBe(1);
    });

    it("a post that is not kept (its transaction rolled back) leaves its token to the person's next try", async () => {
      const { checkHoneypot } = await import("~/utils/honeypot.server");
      const { getDb } = await import("~/db/client.server");
      const check = checkHoneypot(formData(await served("jobs")), "jobs");
      if (check.spam) throw new Error(check.reason);
      const db = await getDb();
      await expect(
        db.transaction(async (tx) => {
          expect(await check.claim(tx)).toBe(true);
          throw new Error("the insert failed");
        }),
      ).rejects.toThrow("the insert failed");
      expect(await check.claim()).toBe(true);
      expect(await check.claim()).toBe(false);
    });

    it("forgets the nonces of expired tokens only", async () => {
      const { HONEYPOT_MAX_AGE_SECONDS, purgeHoneypotNonces } = await import("~/utils/honeypot.server");
      const before = await count("honeypot_nonces");
      expect(before).toBeGreaterThan(0);
      expect(await purgeHoneypotNonces()).toBe(0);
      expect(await purgeHoneypotNonces(new Date(Date.now() + (HONEYPOT_MAX_AGE_SECONDS + 60) * 1000))).toBe(before);
      expect(await count("honeypot_nonces")).toBe(0);
    });
  });
}
