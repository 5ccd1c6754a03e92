import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase } from "./db";

/**
 * Database behaviour of the content domain (issue 6), run on PGlite (tests/unit) and on
 * PostgreSQL (tests/pg) with the same assertions.
 */
export function contentDatabaseSuite(kind: "pglite" | "postgres") {
  describe(`content database behaviour on ${kind}`, () => {
    let drop: () => Promise<void>;
    beforeAll(async () => {
      let handle;
      ({ drop, handle } = await createTestDatabase(kind));
      const { seed } = await import("~/db/seeds/0300_content");
      await seed(handle.db);
      await seed(handle.db); // idempotent
    }, 60_000);
    afterAll(async () => drop());

    it("seeds 12 articles, 20 FAQ entries, 10 Q&A threads and 6 team members in four languages, once", async () => {
      const { getDb } = await import("~/db/client.server");
      const { sql } = await import("drizzle-orm");
      const db = await getDb();
      const count = async (table: string) =>
        ((await db.execute(sql.raw(`SELECT count(*)::int AS n FROM ${table}`))) as unknown as { rows: { n: number }[] })
          .rows[0].n;
      expect(await count("articles")).toBeGreaterThanOrEqual(12);
      expect(await count("article_translations")).toBe((await count("articles")) * 4);
      expect(await count("faq_translations")).toBe(80);
      expect(await count("qa_thread_translations")).toBe(40);
      expect(await count("team_member_translations")).toBe(24);
      // Seeded comments and answers are not duplicated by a second run.
      expect(await count("article_comments")).toBe(3 * 4 * 2);
    });

    it("reads an article with its slugs in every language, author, related articles and approved comments only", async () => {
      const content = await import("~/domains/content/content.server");
      const list = await content.listArticles("fa");
      expect(list.total).toBeGreaterThanOrEqual(12);
      expect(list.items).toHaveLength(content.ARTICLES_PER_PAGE);
      const found = await content.getArticle("en", "a-weekend-in-isfahan");
      expect(found).not.toBeNull();
      expect(found!.alternates).toEqual({
        fa: "آخر-هفته-در-اصفهان",
        en: "a-weekend-in-isfahan",
        nl: "een-weekend-in-isfahan",
        fr: "un-week-end-a-ispahan",
      });
      expect(found!.author?.name).toBe("Neda Farahani");
      expect(found!.related).toHaveLength(3);
      expect(found!.article.bodyHtml).toContain("<h2>");
      expect(found!.comments).toHaveLength(2);
      const id = await content.addComment(
        found!.article.id,
        "en",
        { name: "Eve", email: "eve@example.com", rating: 3, body: "Nice trip report indeed" },
        null,
      );
      expect((await content.getArticle("en", "a-weekend-in-isfahan"))!.comments).toHaveLength(2);
      expect(await content.moderateComment(id, "approved")).toBe(true);
      const after = await content.getArticle("en", "a-weekend-in-isfahan");
      expect(after!.comments.map((c) => c.name)).toContain("Eve");
      expect(await content.getArticle("en", "no-such-article")).toBeNull();
      // A slug of another language does not open in this one.
      expect(await content.getArticle("en", "een-weekend-in-isfahan")).toBeNull();
    });

    it("filters the blog by category and tag and pages it", async () => {
      const content = await import("~/domains/content/content.server");
      const domestic = await content.listArticles("en", { category: "domestic" });
      expect(domestic.items.every((a) => a.categories.includes("domestic"))).toBe(true);
      const page2 = await content.listArticles("en", { page: 2 });
      expect(page2.page).toBe(2);
      expect(page2.items[0].id).not.toBe((await content.listArticles("en")).items[0].id);
      const tagged = await content.listArticles("nl", { tag: "Trein" });
      expect(tagged.items.map((a) => a.slug)).toEqual(["de-nachttrein-teheran-mashhad"]);
    });

    it("groups the FAQ by topic and searches it in the visitor's language", async () => {
      const { listFaq, getFaqEntry } = await import("~/domains/content/content.server");
      const all = await listFaq("en");
      expect(all.total).toBe(20);
      expect(all.groups.map((g) => g.topic)).toEqual([
        "booking",
        "payment",
        "changes",
        "baggage",
        "documents",
        "account",
      ]);
      const found = await listFaq("fr", "bagages");
      expect(found.total).toBeGreaterThan(0);
      expect(found.groups.every((g) => g.entries.every((e) => /bagage/i.test(e.question + e.answer)))).toBe(true);
      const fa = await listFaq("fa", "پاوربانک");
      expect(fa.total).toBe(1);
      const entry = await getFaqEntry("fa", fa.groups[0].entries[0].slug);
      expect(entry!.alternates.en).toBe("can-i-take-a-power-bank");
    });

    it("stores a question, and counts one up-vote per voter on an answer of that thread only", async () => {
      const content = await import("~/domains/content/content.server");
      const asked = await content.askQuestion(
        "en",
        { title: "Is breakfast included in hotel prices?", name: "Tom", email: "tom@example.com" },
        null,
      );
      expect(asked.slug).toMatch(/^is-breakfast-included-in-hotel-prices-\d+$/);
      expect((await content.getThread("en", asked.slug, null))!.thread.title).toBe(
        "Is breakfast included in hotel prices?",
      );
      expect(await content.getThread("fa", asked.slug, null)).toBeNull();
      const thread = await content.getThread("en", "does-an-infant-get-a-seat", null);
      const answer = thread!.answers[0];
      expect(await content.voteAnswer(thread!.thread.id, answer.id, "visitor:a")).toBe("voted");
      expect(await content.voteAnswer(thread!.thread.id, answer.id, "visitor:a")).toBe("already");
      expect(await content.voteAnswer(thread!.thread.id, answer.id, "user:7")).toBe("voted");
      const other = await content.getThread("en", "can-a-charter-ticket-be-refunded", null);
      expect(await content.voteAnswer(other!.thread.id, answer.id, "visitor:b")).toBe("not-found");
      const after = await content.getThread("en", "does-an-infant-get-a-seat", "visitor:a");
      const voted = after!.answers.find((a) => a.id === answer.id)!;
      expect(voted.votes).toBe(2);
      expect(voted.voted).toBe(true);
      expect(after!.answers[0].id).toBe(answer.id);
    });

    it("votes exactly once under concurrent clicks", async () => {
      const content = await import("~/domains/content/content.server");
      const thread = await content.getThread("nl", "wat-als-ik-mijn-aansluiting-mis", null);
      const answer = thread!.answers[0];
      const results = await Promise.all(
        Array.from({ length: 8 }, () => content.voteAnswer(thread!.thread.id, answer.id, "visitor:burst")),
      );
      expect(results.filter((r) => r === "voted")).toHaveLength(1);
    });

    it("stores a contact message with its queued e-mail, and keeps it when delivery fails", async () => {
      const { sendContactMessage } = await import("~/domains/content/messages.server");
      const { messagesTo } = await import("~/domains/mail/mail.server");
      const { getDb } = await import("~/db/client.server");
      const { contactMessages } = await import("~/db/schema");
      const { eq } = await import("drizzle-orm");
      const ok = await sendContactMessage(
        { name: "Ava", email: "ava@example.com", message: "Hello there" },
        "en",
        "203.0.113.9",
      );
      expect(ok.delivery).toBe("queued");
      const mails = await messagesTo("support@parvaz.example");
      expect(mails[0].body).toContain("Hello there");
      expect(mails[0]).toMatchObject({ kind: "contact", ref: String(ok.id), status: "pending" });
      // The outbox worker delivers it and records the outcome on the contact message.
      const { createOutboxWorker } = await import("~/domains/mail/outbox.server");
      const { contactMessageDelivery } = await import("~/domains/content/messages.server");
      const worker = createOutboxWorker({
        db: await getDb(),
        transports: { email: async () => "stored", sms: async () => "stored" },
        kinds: { contact: contactMessageDelivery },
      });
      expect(await worker.drain()).toBeGreaterThanOrEqual(1);
      const [delivered] = await (await getDb()).select().from(contactMessages).where(eq(contactMessages.id, ok.id!));
      expect(delivered.delivery).toBe("sent");
      const failed = await sendContactMessage(
        { name: "Ava", email: "ava@example.com", message: "Second try" },
        "en",
        null,
        { failDelivery: true },
      );
      expect(failed.delivery).toBe("failed");
      const db = await getDb();
      const [row] = await db.select().from(contactMessages).where(eq(contactMessages.id, failed.id!));
      expect(row.message).toBe("Second try");
      expect(row.delivery).toBe("failed");
    });

    it("lists every content page with its slug per language for the sitemaps", async () => {
      const { contentForSitemap } = await import("~/domains/content/content.server");
      const items = await contentForSitemap();
      expect(items.filter((i) => i.kind === "blogArticle").length).toBeGreaterThanOrEqual(12);
      expect(items.filter((i) => i.kind === "faqEntry")).toHaveLength(20);
      expect(items.filter((i) => i.kind === "teamMember")).toHaveLength(6);
      expect(items.find((i) => i.kind === "teamMember")!.slugs).toEqual({
        fa: "سارا-احمدی",
        en: "sara-ahmadi",
        nl: "sara-ahmadi",
        fr: "sara-ahmadi",
      });
    });
  });
}
