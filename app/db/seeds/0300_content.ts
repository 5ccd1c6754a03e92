import { eq, sql } from "drizzle-orm";
import { renderMarkdown } from "~/domains/content/markdown.server";
import { readingMinutes } from "~/domains/content/text";
import { locales } from "~/routing/screens";
import type { Db } from "../client.server";
import {
  articleComments,
  articles,
  articleTranslations,
  faqEntries,
  faqTranslations,
  qaAnswers,
  qaThreads,
  qaThreadTranslations,
  teamMembers,
  teamMemberTranslations,
} from "../schema";
import { articlesPart1 } from "./content/articles-1";
import { articlesPart2 } from "./content/articles-2";
import { articlesPart3 } from "./content/articles-3";
import { faq } from "./content/faq";
import { qa } from "./content/qa";
import { team } from "./content/team";

export const name = "content";

export const seedArticles = [...articlesPart1, ...articlesPart2, ...articlesPart3];

/** Approved readers' comments on the first articles (idempotent: only where an article has none). */
const seedComments = {
  fa: [
    ["پریسا", 5, "خیلی مفید بود، ممنون از راهنمایی دقیق."],
    ["مهدی", 4, "با همین نکته‌ها سفرم خیلی راحت‌تر شد."],
  ],
  en: [
    ["Parisa", 5, "Very useful, thank you for the clear advice."],
    ["Mehdi", 4, "These tips made my trip much easier."],
  ],
  nl: [
    ["Parisa", 5, "Heel nuttig, bedankt voor het duidelijke advies."],
    ["Mehdi", 4, "Met deze tips ging mijn reis veel makkelijker."],
  ],
  fr: [
    ["Parisa", 5, "Très utile, merci pour ces conseils clairs."],
    ["Mehdi", 4, "Grâce à ces astuces, mon voyage a été bien plus simple."],
  ],
} as const;

/** The agency's blog, FAQ, Q&A and team in four languages (app/db/seeds/content/). Idempotent. */
export async function seed(db: Db) {
  await db.transaction(async (tx) => {
    const memberIds = new Map<string, number>();
    for (const [position, m] of team.entries()) {
      const [row] = await tx
        .insert(teamMembers)
        .values({ key: m.key, photo: m.photo, email: m.email, position })
        .onConflictDoUpdate({ target: teamMembers.key, set: { photo: m.photo, email: m.email, position } })
        .returning({ id: teamMembers.id });
      memberIds.set(m.key, row.id);
      await tx.delete(teamMemberTranslations).where(eq(teamMemberTranslations.memberId, row.id));
      await tx.insert(teamMemberTranslations).values(locales.map((l) => ({ memberId: row.id, locale: l, ...m.t[l] })));
    }

    for (const [i, a] of seedArticles.entries()) {
      const values = {
        key: a.key,
        authorId: memberIds.get(a.author)!,
        cover: `/images/blog/${a.key}.svg`,
        publishedAt: new Date(a.publishedAt),
        updatedAt: new Date(a.publishedAt),
      };
      const [row] = await tx
        .insert(articles)
        .values(values)
        .onConflictDoUpdate({
          target: articles.key,
          set: { authorId: values.authorId, cover: values.cover, publishedAt: values.publishedAt },
        })
        .returning({ id: articles.id });
      await tx.delete(articleTranslations).where(eq(articleTranslations.articleId, row.id));
      await tx.insert(articleTranslations).values(
        locales.map((l) => {
          const t = a.t[l];
          return {
            articleId: row.id,
            locale: l,
            slug: t.slug,
            title: t.title,
            summary: t.summary,
            bodyMarkdown: t.body,
            bodyHtml: renderMarkdown(t.body),
            categories: a.categories,
            tags: t.tags,
            readingMinutes: readingMinutes(t.body),
          };
        }),
      );
      if (i < 3) {
        const [{ n }] = await tx
          .select({ n: sql<number>`count(*)::int` })
          .from(articleComments)
          .where(eq(articleComments.articleId, row.id));
        if (Number(n) === 0) {
          await tx.insert(articleComments).values(
            locales.flatMap((l) =>
              seedComments[l].map(([name, rating, body], j) => ({
                articleId: row.id,
                locale: l,
                name,
                email: `reader${j + 1}@example.com`,
                rating,
                body,
                status: "approved",
                createdAt: new Date(new Date(a.publishedAt).getTime() + (j + 1) * 86_400_000),
                moderatedAt: new Date(new Date(a.publishedAt).getTime() + (j + 1) * 86_400_000),
              })),
            ),
          );
        }
      }
    }

    for (const [position, f] of faq.entries()) {
      const [row] = await tx
        .insert(faqEntries)
        .values({ key: f.key, topic: f.topic, position })
        .onConflictDoUpdate({ target: faqEntries.key, set: { topic: f.topic, position } })
        .returning({ id: faqEntries.id });
      await tx.delete(faqTranslations).where(eq(faqTranslations.entryId, row.id));
      await tx
        .insert(faqTranslations)
        .values(
          locales.map((l) => ({ entryId: row.id, locale: l, slug: f.t[l].slug, question: f.t[l].q, answer: f.t[l].a })),
        );
    }

    for (const q of qa) {
      const [row] = await tx
        .insert(qaThreads)
        .values({
          key: q.key,
          authorName: q.author,
          authorEmail: q.email,
          createdAt: new Date(q.createdAt),
          status: "approved",
        })
        .onConflictDoUpdate({ target: qaThreads.key, set: { authorName: q.author, authorEmail: q.email } })
        .returning({ id: qaThreads.id });
      await tx.delete(qaThreadTranslations).where(eq(qaThreadTranslations.threadId, row.id));
      await tx.insert(qaThreadTranslations).values(
        locales.map((l) => ({
          threadId: row.id,
          locale: l,
          slug: q.t[l].slug,
          title: q.t[l].title,
          body: q.t[l].body,
          authorName: l === "fa" ? q.authorFa : null,
        })),
      );
      const [{ n }] = await tx
        .select({ n: sql<number>`count(*)::int` })
        .from(qaAnswers)
        .where(eq(qaAnswers.threadId, row.id));
      if (Number(n) === 0) {
        await tx.insert(qaAnswers).values(
          locales.flatMap((l) =>
            q.t[l].answers.map((answer, j) => ({
              threadId: row.id,
              locale: l,
              authorName: answer.author,
              staff: Boolean(answer.staff),
              body: answer.body,
              status: "approved",
              createdAt: new Date(new Date(q.createdAt).getTime() + (j + 1) * 3_600_000),
            })),
          ),
        );
      }
    }
  });
}
