import { and, eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase } from "./db";

/**
 * The FAQ, team and Q&A on the desk (issue 26, decision 117) on PGlite (tests/unit) and PostgreSQL
 * (tests/pg) with the same assertions: an entry written on the desk is on the site only once published,
 * only in the languages it is written in; unpublishing takes it off the site, its sitemap entry with it;
 * every write leaves one audit entry, a refusal none, and two editors publishing at once leave one; the
 * agency's answer is on the question's page, marked as the agency's.
 */
export function deskEditorialDatabaseSuite(kind: "pglite" | "postgres") {
  describe(`desk content: FAQ, team and Q&A on ${kind}`, () => {
    let drop: () => Promise<void>;
    let editorId: number;
    const editor = () => ({ id: editorId, email: "editor@parvaz.example", role: "editor" as const });

    beforeAll(async () => {
      let handle;
      ({ drop, handle } = await createTestDatabase(kind));
      const { seed } = await import("~/db/seeds/0300_content");
      await seed(handle.db);
      const { ensureStaffAccount } = await import("~/desk/accounts.server");
      editorId = await ensureStaffAccount(handle.db, { email: "editor@parvaz.example", role: "editor" });
    }, 60_000);
    afterAll(async () => drop());

    const auditOf = async (entity: string, entityId: number) => {
      const { getDb } = await import("~/db/client.server");
      const { auditLog } = await import("~/db/schema");
      const db = await getDb();
      return db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.entity, entity), eq(auditLog.entityId, String(entityId))));
    };
    const faqEmpty = { question: "", answer: "" };
    const teamEmpty = { name: "", role: "", bio: "" };

    it("shows a desk FAQ entry only once published, only in its languages, and in the sitemap likewise", async () => {
      const desk = await import("~/desk/content/editorial.server");
      const site = await import("~/domains/content/content.server");
      const saved = await desk.saveFaq(editor(), {
        topic: "baggage",
        position: 7,
        texts: {
          fa: { question: "آیا می‌توانم دوچرخه ببرم؟", answer: "بله، با هزینهٔ جداگانه." },
          en: { question: "Can I take a bicycle?", answer: "Yes, for a separate fee." },
          nl: faqEmpty,
          fr: faqEmpty,
        },
      });
      expect(saved.outcome).toBe("saved");
      const id = saved.outcome === "saved" ? saved.id : 0;
      const questions = async (locale: "fa" | "en" | "nl" | "fr") =>
        (await site.listFaq(locale)).all.map((e) => e.question);
      const entry = await desk.deskFaqEntry(id);
      expect(await questions("en")).not.toContain("Can I take a bicycle?");
      expect(await site.getFaqEntry("en", entry!.slugs.en!)).toBeNull();

      expect(await desk.setFaqPublished(editor(), id, true)).toBe("published");
      expect(await questions("fa")).toContain("آیا می‌توانم دوچرخه ببرم؟");
      expect(await questions("en")).toContain("Can I take a bicycle?");
      expect((await site.getFaqEntry("en", entry!.slugs.en!))?.entry.answer).toBe("Yes, for a separate fee.");
      // Not in the languages left empty, in no other language's words either.
      for (const locale of ["nl", "fr"] as const) {
        expect(await questions(locale)).not.toContain("Can I take a bicycle?");
        expect(await questions(locale)).not.toContain("آیا می‌توانم دوچرخه ببرم؟");
        expect(await site.getFaqEntry(locale, entry!.slugs.en!)).toBeNull();
      }
      const inSitemap = async () =>
        (await site.contentForSitemap()).find((i) => i.kind === "faqEntry" && i.id === id)?.slugs;
      expect(Object.keys((await inSitemap()) ?? {}).sort()).toEqual(["en", "fa"]);

      // Emptying a language takes the entry off the site in it; a changed question keeps its address.
      await desk.saveFaq(editor(), {
        id,
        topic: "baggage",
        position: 7,
        texts: { ...entry!.texts, en: { question: "Can I bring a bike?", answer: "Yes." }, fa: faqEmpty },
      });
      expect(await questions("fa")).not.toContain("آیا می‌توانم دوچرخه ببرم؟");
      expect((await site.getFaqEntry("en", entry!.slugs.en!))?.entry.question).toBe("Can I bring a bike?");

      expect(await desk.setFaqPublished(editor(), id, false)).toBe("unpublished");
      expect(await desk.setFaqPublished(editor(), id, false)).toBe("unchanged");
      expect(await questions("en")).not.toContain("Can I bring a bike?");
      expect(await inSitemap()).toBeUndefined();
      expect((await auditOf("faqEntry", id)).map((e) => e.action)).toEqual([
        "faq.create",
        "faq.publish",
        "faq.update",
        "faq.unpublish",
      ]);
    });

    it("leaves one audit entry when two editors publish the same entry at once", async () => {
      const desk = await import("~/desk/content/editorial.server");
      const saved = await desk.saveFaq(editor(), {
        topic: "booking",
        position: 0,
        texts: { fa: faqEmpty, en: { question: "Twice at once?", answer: "Once." }, nl: faqEmpty, fr: faqEmpty },
      });
      const id = saved.outcome === "saved" ? saved.id : 0;
      const outcomes = await Promise.all([
        desk.setFaqPublished(editor(), id, true),
        desk.setFaqPublished(editor(), id, true),
      ]);
      expect(outcomes.sort()).toEqual(["published", "unchanged"]);
      expect((await auditOf("faqEntry", id)).map((e) => e.action)).toEqual(["faq.create", "faq.publish"]);
    });

    it("gives a question a free address in its language when another entry takes it at the same time", async () => {
      const desk = await import("~/desk/content/editorial.server");
      const texts = {
        fa: faqEmpty,
        en: { question: "Same words here", answer: "One." },
        nl: faqEmpty,
        fr: faqEmpty,
      };
      const [a, b] = await Promise.all([
        desk.saveFaq(editor(), { topic: "payment", position: 1, texts }),
        desk.saveFaq(editor(), { topic: "payment", position: 2, texts }),
      ]);
      const slugA = (await desk.deskFaqEntry(a.outcome === "saved" ? a.id : 0))!.slugs.en;
      const slugB = (await desk.deskFaqEntry(b.outcome === "saved" ? b.id : 0))!.slugs.en;
      expect(slugA).not.toBe(slugB);
    });

    it("publishes a team member with a photo only, cut square; an unpublished member leaves the site and bylines", async () => {
      const desk = await import("~/desk/content/editorial.server");
      const site = await import("~/domains/content/content.server");
      const { imageVariant } = await import("~/desk/content/articles.server");
      const saved = await desk.saveTeamMember(editor(), {
        email: "darya@parvaz.example",
        position: 20,
        texts: {
          fa: { name: "دریا کاظمی", role: "راهنمای سفر", bio: "دریا سفرهای کویر را می‌گرداند." },
          en: teamEmpty,
          nl: { name: "Darya Kazemi", role: "Reisleider", bio: "Darya leidt woestijnreizen." },
          fr: teamEmpty,
        },
      });
      const id = saved.outcome === "saved" ? saved.id : 0;
      const names = async (locale: "fa" | "en" | "nl" | "fr") => (await site.listTeam(locale)).map((m) => m.name);
      expect(await names("fa")).not.toContain("دریا کاظمی");
      expect(await desk.setTeamPublished(editor(), id, true)).toBe("noPhoto");
      const portrait = await sharp({ create: { width: 900, height: 600, channels: 3, background: "#365" } })
        .jpeg()
        .toBuffer();
      expect(await desk.setTeamPhoto(editor(), id, new Uint8Array(portrait))).toBe("saved");
      const photo = (await desk.deskTeamMember(id))!.photo;
      const [, imageId] = /^\/_\/content-image\/(\d+)\/256\.webp$/.exec(photo)!;
      for (const width of [128, 256]) {
        const meta = await sharp((await imageVariant(Number(imageId), width))!).metadata();
        expect([meta.format, meta.width, meta.height]).toEqual(["webp", width, width]);
      }
      expect(await desk.setTeamPublished(editor(), id, true)).toBe("published");
      expect(await names("fa")).toContain("دریا کاظمی");
      expect(await names("nl")).toContain("Darya Kazemi");
      expect(await names("en")).not.toContain("Darya Kazemi");
      const slugs = (await desk.deskTeamMember(id))!.slugs;
      expect((await site.getTeamMember("fa", slugs.fa!))?.member.role).toBe("راهنمای سفر");

      // A seeded author unpublished: off the team page, their page 404s, their articles no longer name them.
      const seeded = (await site.listTeam("en"))[0]!;
      const written = (await site.listArticles("en")).items.filter((a) => a.authorSlug === seeded.slug);
      expect(written.length).toBeGreaterThan(0);
      expect(await desk.setTeamPublished(editor(), seeded.id, false)).toBe("unpublished");
      expect(await names("en")).not.toContain(seeded.name);
      expect(await site.getTeamMember("en", seeded.slug)).toBeNull();
      const after = (await site.listArticles("en")).items.filter((a) => written.some((w) => w.id === a.id));
      expect(after.every((a) => a.authorName === null)).toBe(true);
      expect((await site.getArticle("en", written[0]!.slug))?.author).toBeFalsy();
      expect((await site.contentForSitemap()).some((i) => i.kind === "teamMember" && i.id === seeded.id)).toBe(false);
      expect(await desk.setTeamPublished(editor(), seeded.id, true)).toBe("published");

      expect((await auditOf("teamMember", id)).map((e) => e.action)).toEqual([
        "team.create",
        "team.photo",
        "team.publish",
      ]);
    });

    it("publishes the agency's answer on the question, in a language it is written in, signed by a team member", async () => {
      const desk = await import("~/desk/content/editorial.server");
      const site = await import("~/domains/content/content.server");
      const thread = (await site.listThreads("en")).items[0]!;
      const member = (await site.listTeam("en"))[0]!;
      const before = (await site.getThread("en", thread.slug, null))!.answers.length;
      expect(
        await desk.addAgencyAnswer(editor(), {
          id: thread.id,
          answerLocale: "en",
          authorId: member.id,
          answer: "Our desk can add it for you.",
        }),
      ).toBe("answered");
      const shown = (await site.getThread("en", thread.slug, null))!;
      expect(shown.answers).toHaveLength(before + 1);
      const answer = shown.answers.find((a) => a.body === "Our desk can add it for you.")!;
      expect([answer.staff, answer.authorName, answer.pending]).toEqual([true, member.name, false]);

      // Only in a language the question is written in; a refusal writes nothing.
      const edited = await desk.deskThread(thread.id);
      const missing = (["fa", "en", "nl", "fr"] as const).find((l) => edited!.texts[l].title === "");
      if (missing)
        expect(
          await desk.addAgencyAnswer(editor(), {
            id: thread.id,
            answerLocale: missing,
            authorId: member.id,
            answer: "x",
          }),
        ).toBe("noLanguage");
      expect(
        await desk.addAgencyAnswer(editor(), { id: 999_999, answerLocale: "en", authorId: member.id, answer: "x" }),
      ).toBe("notFound");

      // The question's words: corrected in English (same address), its text per language.
      expect(
        (
          await desk.saveThread(editor(), {
            id: thread.id,
            texts: { ...edited!.texts, en: { title: "A corrected title", body: edited!.texts.en.body } },
          })
        ).outcome,
      ).toBe("saved");
      expect((await site.getThread("en", thread.slug, null))!.thread.title).toBe("A corrected title");
      const answers = await auditOf("qaAnswer", answer.id);
      expect(answers.map((e) => e.action)).toEqual(["qa.answer"]);
      expect((await auditOf("qaThread", thread.id)).map((e) => e.action)).toEqual(["qa.update"]);
    });
  });
}
