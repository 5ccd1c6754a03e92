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
      const posted = await content.addComment(
        found!.article.id,
        "en",
        { name: "Eve", email: "eve@example.com", rating: 3, body: "Nice trip report indeed" },
        { userId: null, ip: "203.0.113.50" },
      );
      if (posted.status !== "held") throw new Error(posted.status);
      expect((await content.getArticle("en", "a-weekend-in-isfahan"))!.comments).toHaveLength(2);
      expect(await content.moderate("comment", posted.id, "approved")).toBe(true);
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

    it("holds a question until it is approved: not shown, listed, counted, searched or in the sitemap", async () => {
      const content = await import("~/domains/content/content.server");
      const { messagesTo } = await import("./outbox");
      const before = await content.listThreads("en");
      const asked = await content.askQuestion(
        "en",
        { title: "Is breakfast included in hotel prices?" },
        { name: "Tom", email: "tom@example.com", userId: null, ip: "203.0.113.60" },
      );
      if (asked.status !== "held") throw new Error(asked.status);
      expect(asked.slug).toMatch(/^is-breakfast-included-in-hotel-prices-\d+$/);
      // The desk is told, with a link to the desk's moderation screen.
      const [mail] = await messagesTo("support@parvaz.example");
      expect(mail.subject).toContain("awaiting moderation: Is breakfast included in hotel prices?");
      expect(mail.body).toContain("/en/desk/moderation");
      expect(await content.getThread("en", asked.slug, null)).toBeNull();
      expect((await content.listThreads("en")).total).toBe(before.total);
      expect((await content.listThreads("en", { q: "breakfast hotel" })).total).toBe(0);
      const inSitemap = async () =>
        (await content.contentForSitemap()).some((i) => i.kind === "qaEntry" && i.id === asked.id);
      expect(await inSitemap()).toBe(false);
      expect(await content.moderate("question", asked.id, "approved")).toBe(true);
      expect((await content.getThread("en", asked.slug, null))!.thread).toMatchObject({
        title: "Is breakfast included in hotel prices?",
        pending: false,
      });
      expect((await content.listThreads("en", { q: "breakfast hotel" })).total).toBe(1);
      expect(await inSitemap()).toBe(true);
      expect(await content.getThread("fa", asked.slug, null)).toBeNull();
      // A rejected question is gone for good.
      expect(await content.moderate("question", asked.id, "rejected")).toBe(true);
      expect(await content.getThread("en", asked.slug, null)).toBeNull();
      expect(await inSitemap()).toBe(false);
    });

    it("shows a signed-in author their own held question and answer, marked pending, and nobody else", async () => {
      const content = await import("~/domains/content/content.server");
      const { getDb } = await import("~/db/client.server");
      const { users } = await import("~/db/schema");
      const [roya, other] = await (
        await getDb()
      )
        .insert(users)
        .values([
          { email: `roya-${kind}@x.test`, passwordHash: "x", clientNumber: `R-${kind}`, status: "active" },
          { email: `omid-${kind}@x.test`, passwordHash: "x", clientNumber: `O-${kind}`, status: "active" },
        ])
        .returning();
      const author = { name: "Roya Kamali", email: roya.email!, userId: roya.id, ip: "203.0.113.61" };
      const asked = await content.askQuestion("en", { title: "Can I bring two suitcases?" }, author);
      if (asked.status !== "held") throw new Error(asked.status);
      expect((await content.getThread("en", asked.slug, null, roya.id))!.thread.pending).toBe(true);
      expect(await content.getThread("en", asked.slug, null, other.id)).toBeNull();

      const thread = (await content.getThread("en", "how-big-are-your-tour-groups", null))!;
      const published = thread.answers.length;
      const answered = await content.answerQuestion(
        thread.thread.id,
        "en",
        { body: "We paid for an extra seat and it was worth it." },
        author,
      );
      if (answered.status !== "held") throw new Error(answered.status);
      const visitor = await content.answerQuestion(
        thread.thread.id,
        "en",
        { body: "The bassinet row is the best place." },
        { name: "Sam", email: "sam@example.com", userId: null, ip: "203.0.113.62" },
      );
      if (visitor.status !== "held") throw new Error(visitor.status);
      const seen = async (userId: number | null) =>
        (await content.getThread("en", thread.thread.slug, null, userId))!.answers;
      expect(await seen(null)).toHaveLength(published);
      expect(await seen(other.id)).toHaveLength(published);
      const own = await seen(roya.id);
      expect(own).toHaveLength(published + 1);
      expect(own.at(-1)).toMatchObject({ id: answered.id, pending: true });
      // Not counted in the list, and nobody can vote for a held answer.
      const listed = (await content.listThreads("en", { q: "tour groups" })).items.find(
        (i) => i.id === thread.thread.id,
      );
      expect(listed!.answers).toBe(published);
      expect(await content.voteAnswer(thread.thread.id, visitor.id, "visitor:early")).toBe("not-found");
      expect(await content.moderate("answer", visitor.id, "approved")).toBe(true);
      expect((await seen(null)).map((a) => a.id)).toContain(visitor.id);
      expect(await content.voteAnswer(thread.thread.id, visitor.id, "visitor:early")).toBe("voted");
      const pending = await content.pendingContributions();
      expect(pending.questions.map((q) => q.id)).toContain(asked.id);
      expect(pending.answers.map((a) => a.id)).toEqual(expect.arrayContaining([answered.id]));
      expect(pending.answers.map((a) => a.id)).not.toContain(visitor.id);
    });

    it("stores the same text from one author or one IP address once, and limits questions per IP address", async () => {
      const content = await import("~/domains/content/content.server");
      const { messagesTo } = await import("./outbox");
      const { getDb } = await import("~/db/client.server");
      const { sql } = await import("drizzle-orm");
      const count = async () =>
        Number(
          (
            (await (await getDb()).execute(sql`SELECT count(*)::int AS n FROM qa_threads`)) as unknown as {
              rows: { n: number }[];
            }
          ).rows[0].n,
        );
      const mails = async () => (await messagesTo("support@parvaz.example", 200)).length;
      const [rows, sent] = [await count(), await mails()];
      const ask = (title: string, email: string, ip: string) =>
        content.askQuestion("en", { title }, { name: "Bot", email, userId: null, ip });
      expect((await ask("Where can I buy cheap tickets?", "a@spam.test", "192.0.2.1")).status).toBe("held");
      // The same words with other spacing and capitals: from the same IP (another address), or the same address (another IP).
      expect((await ask("where can I  BUY cheap tickets? ", "b@spam.test", "192.0.2.1")).status).toBe("duplicate");
      expect((await ask("Where can i buy cheap\ntickets?", "a@spam.test", "192.0.2.2")).status).toBe("duplicate");
      // Someone else elsewhere may ask the same.
      expect((await ask("Where can I buy cheap tickets?", "c@example.com", "192.0.2.3")).status).toBe("held");
      expect(await count()).toBe(rows + 2);
      expect(await mails()).toBe(sent + 2);
      // Thirty different questions from one IP address: five are held, the rest refused with a time to wait.
      const results = [];
      for (let i = 0; i < 30; i++)
        results.push(await ask(`Question number ${i} about baggage`, `q${i}@spam.test`, "192.0.2.9"));
      expect(results.filter((r) => r.status === "held")).toHaveLength(5);
      const refused = results.slice(5);
      expect(refused.every((r) => r.status === "limited" && r.retryAfter > 0)).toBe(true);
      expect(await count()).toBe(rows + 7);
      expect(await mails()).toBe(sent + 7);
      // Comments and answers: the same text twice from one author is stored once.
      const article = (await content.getArticle("en", "three-days-in-istanbul"))!.article;
      const comment = { name: "Ann", email: "ann@example.com", rating: 4, body: "Great tips, thank you!" };
      expect((await content.addComment(article.id, "en", comment, { userId: null, ip: "192.0.2.20" })).status).toBe(
        "held",
      );
      expect(
        (
          await content.addComment(
            article.id,
            "en",
            { ...comment, body: "great tips,  THANK you!" },
            { userId: null, ip: "192.0.2.21" },
          )
        ).status,
      ).toBe("duplicate");
      // A service request sent twice is stored (and e-mailed) once; another traveller's same trip is not a duplicate.
      const { createServiceRequest } = await import("~/domains/requests/requests.server");
      const trip = { name: "Sara", email: "sara@example.com", destination: "Shiraz", travellers: 2 };
      expect((await createServiceRequest("hotels", trip, "en", "192.0.2.30")).status).toBe("sent");
      expect(
        (await createServiceRequest("hotels", { ...trip, destination: " shiraz" }, "en", "192.0.2.30")).status,
      ).toBe("duplicate");
      expect(
        (await createServiceRequest("hotels", { ...trip, email: "omid@example.com" }, "en", "192.0.2.30")).status,
      ).toBe("sent");
    });

    it("counts one up-vote per voter on an answer of that thread only", async () => {
      const content = await import("~/domains/content/content.server");
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
      const { messagesTo } = await import("./outbox");
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
