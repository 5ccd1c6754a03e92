import { and, asc, desc, eq, sql } from "drizzle-orm";
import { getDb } from "~/db/client.server";
import {
  articleComments,
  articles,
  articleTranslations,
  faqEntries,
  faqTranslations,
  qaAnswers,
  qaThreads,
  qaThreadTranslations,
  qaVotes,
  teamMembers,
  teamMemberTranslations,
} from "~/db/schema";
import type { Locale } from "~/routing/screens";
import { averageRating, paginate, relatedArticles, slugify } from "./text";
import { matchesSearch } from "~/utils/search-text";

/** Reading the agency's content (blog, FAQ, Q&A, team) in one language, and writing comments, questions and votes. */

export const ARTICLES_PER_PAGE = 6;
export const THREADS_PER_PAGE = 10;

type Alternates = Partial<Record<Locale, string>>;

async function slugsOf<T extends { locale: string; slug: string }>(rows: Promise<T[]>): Promise<Alternates> {
  return Object.fromEntries((await rows).map((r) => [r.locale, r.slug]));
}

// ── Team ──────────────────────────────────────────────────────────────────────

export async function listTeam(locale: Locale) {
  const db = await getDb();
  return db
    .select({
      id: teamMembers.id,
      photo: teamMembers.photo,
      slug: teamMemberTranslations.slug,
      name: teamMemberTranslations.name,
      role: teamMemberTranslations.role,
      bio: teamMemberTranslations.bio,
    })
    .from(teamMembers)
    .innerJoin(
      teamMemberTranslations,
      and(eq(teamMemberTranslations.memberId, teamMembers.id), eq(teamMemberTranslations.locale, locale)),
    )
    .orderBy(asc(teamMembers.position), asc(teamMembers.id));
}

export async function getTeamMember(locale: Locale, slug: string) {
  const db = await getDb();
  const [member] = await db
    .select({
      id: teamMembers.id,
      photo: teamMembers.photo,
      email: teamMembers.email,
      slug: teamMemberTranslations.slug,
      name: teamMemberTranslations.name,
      role: teamMemberTranslations.role,
      bio: teamMemberTranslations.bio,
    })
    .from(teamMemberTranslations)
    .innerJoin(teamMembers, eq(teamMembers.id, teamMemberTranslations.memberId))
    .where(and(eq(teamMemberTranslations.locale, locale), eq(teamMemberTranslations.slug, slug)))
    .limit(1);
  if (!member) return null;
  const [alternates, written] = await Promise.all([
    slugsOf(
      db
        .select({ locale: teamMemberTranslations.locale, slug: teamMemberTranslations.slug })
        .from(teamMemberTranslations)
        .where(eq(teamMemberTranslations.memberId, member.id)),
    ),
    db
      .select({ slug: articleTranslations.slug, title: articleTranslations.title, publishedAt: articles.publishedAt })
      .from(articles)
      .innerJoin(
        articleTranslations,
        and(eq(articleTranslations.articleId, articles.id), eq(articleTranslations.locale, locale)),
      )
      .where(eq(articles.authorId, member.id))
      .orderBy(desc(articles.publishedAt)),
  ]);
  return { member, alternates, articles: written };
}

// ── Blog ──────────────────────────────────────────────────────────────────────

const articleCard = {
  id: articles.id,
  slug: articleTranslations.slug,
  title: articleTranslations.title,
  summary: articleTranslations.summary,
  cover: articles.cover,
  publishedAt: articles.publishedAt,
  readingMinutes: articleTranslations.readingMinutes,
  categories: articleTranslations.categories,
  tags: articleTranslations.tags,
};

/** Every article in a language, newest first (a few dozen: filtered and paged in memory). */
async function allArticles(locale: Locale) {
  const db = await getDb();
  return db
    .select({ ...articleCard, authorName: teamMemberTranslations.name, authorSlug: teamMemberTranslations.slug })
    .from(articles)
    .innerJoin(
      articleTranslations,
      and(eq(articleTranslations.articleId, articles.id), eq(articleTranslations.locale, locale)),
    )
    .leftJoin(
      teamMemberTranslations,
      and(eq(teamMemberTranslations.memberId, articles.authorId), eq(teamMemberTranslations.locale, locale)),
    )
    .where(sql`${articles.publishedAt} <= now()`)
    .orderBy(desc(articles.publishedAt), desc(articles.id));
}

export async function listArticles(
  locale: Locale,
  filter: { page?: number; category?: string | null; tag?: string | null } = {},
) {
  const all = await allArticles(locale);
  const categories = [...new Set(all.flatMap((a) => a.categories))].sort();
  const tags = [...new Set(all.flatMap((a) => a.tags))].sort((a, b) => a.localeCompare(b, locale));
  const filtered = all.filter(
    (a) => (!filter.category || a.categories.includes(filter.category)) && (!filter.tag || a.tags.includes(filter.tag)),
  );
  const pages = paginate(filtered.length, filter.page ?? 1, ARTICLES_PER_PAGE);
  return {
    items: filtered.slice(pages.offset, pages.offset + pages.limit),
    total: filtered.length,
    page: pages.page,
    pages: pages.pages,
    categories,
    tags,
  };
}

export async function getArticle(locale: Locale, slug: string) {
  const db = await getDb();
  const [article] = await db
    .select({
      ...articleCard,
      updatedAt: articles.updatedAt,
      bodyHtml: articleTranslations.bodyHtml,
      authorId: articles.authorId,
    })
    .from(articleTranslations)
    .innerJoin(articles, eq(articles.id, articleTranslations.articleId))
    .where(
      and(
        eq(articleTranslations.locale, locale),
        eq(articleTranslations.slug, slug),
        sql`${articles.publishedAt} <= now()`,
      ),
    )
    .limit(1);
  if (!article) return null;
  const [alternates, [author], others, comments] = await Promise.all([
    slugsOf(
      db
        .select({ locale: articleTranslations.locale, slug: articleTranslations.slug })
        .from(articleTranslations)
        .where(eq(articleTranslations.articleId, article.id)),
    ),
    db
      .select({
        slug: teamMemberTranslations.slug,
        name: teamMemberTranslations.name,
        role: teamMemberTranslations.role,
        photo: teamMembers.photo,
      })
      .from(teamMembers)
      .innerJoin(
        teamMemberTranslations,
        and(eq(teamMemberTranslations.memberId, teamMembers.id), eq(teamMemberTranslations.locale, locale)),
      )
      .where(eq(teamMembers.id, article.authorId)),
    allArticles(locale),
    db
      .select({
        id: articleComments.id,
        name: articleComments.name,
        rating: articleComments.rating,
        body: articleComments.body,
        createdAt: articleComments.createdAt,
      })
      .from(articleComments)
      .where(
        and(
          eq(articleComments.articleId, article.id),
          eq(articleComments.locale, locale),
          eq(articleComments.status, "approved"),
        ),
      )
      .orderBy(asc(articleComments.createdAt)),
  ]);
  return {
    article,
    author: author ?? null,
    alternates,
    related: relatedArticles<(typeof others)[number]>(
      others.find((o) => o.id === article.id) ?? { ...article, authorName: null, authorSlug: null },
      others,
    ).map(({ slug, title, cover, publishedAt, readingMinutes }) => ({
      slug,
      title,
      cover,
      publishedAt,
      readingMinutes,
    })),
    comments,
    rating: averageRating(comments.map((c) => c.rating)),
  };
}

/** A comment waits for moderation (status "pending"); only approved ones are shown. */
export async function addComment(
  articleId: number,
  locale: Locale,
  input: { name: string; email: string; rating: number; body: string },
  userId: number | null,
) {
  const db = await getDb();
  const [row] = await db
    .insert(articleComments)
    .values({
      articleId,
      locale,
      userId,
      name: input.name,
      email: input.email,
      rating: input.rating,
      body: input.body,
      status: "pending",
    })
    .returning({ id: articleComments.id });
  return row.id;
}

/** The agency's moderation decision (back office, scripts/moderate-comments.ts). */
export async function moderateComment(id: number, status: "approved" | "rejected") {
  const db = await getDb();
  const rows = await db
    .update(articleComments)
    .set({ status, moderatedAt: new Date() })
    .where(eq(articleComments.id, id))
    .returning({ id: articleComments.id });
  return rows.length === 1;
}

export async function pendingComments(limit = 50) {
  const db = await getDb();
  return db
    .select()
    .from(articleComments)
    .where(eq(articleComments.status, "pending"))
    .orderBy(asc(articleComments.id))
    .limit(limit);
}

// ── FAQ ───────────────────────────────────────────────────────────────────────

export const faqTopics = ["booking", "payment", "changes", "baggage", "documents", "account"] as const;

export async function listFaq(locale: Locale, query = "") {
  const db = await getDb();
  const rows = await db
    .select({
      id: faqEntries.id,
      topic: faqEntries.topic,
      slug: faqTranslations.slug,
      question: faqTranslations.question,
      answer: faqTranslations.answer,
    })
    .from(faqEntries)
    .innerJoin(faqTranslations, and(eq(faqTranslations.entryId, faqEntries.id), eq(faqTranslations.locale, locale)))
    .orderBy(asc(faqEntries.position), asc(faqEntries.id));
  const found = rows.filter((r) => matchesSearch(`${r.question} ${r.answer}`, query));
  const topics = [...new Set(rows.map((r) => r.topic))].sort(
    (a, b) => faqTopics.indexOf(a as never) - faqTopics.indexOf(b as never),
  );
  return {
    total: found.length,
    all: rows,
    groups: topics
      .map((topic) => ({ topic, entries: found.filter((r) => r.topic === topic) }))
      .filter((g) => g.entries.length),
  };
}

export async function getFaqEntry(locale: Locale, slug: string) {
  const db = await getDb();
  const [entry] = await db
    .select({
      id: faqEntries.id,
      topic: faqEntries.topic,
      slug: faqTranslations.slug,
      question: faqTranslations.question,
      answer: faqTranslations.answer,
    })
    .from(faqTranslations)
    .innerJoin(faqEntries, eq(faqEntries.id, faqTranslations.entryId))
    .where(and(eq(faqTranslations.locale, locale), eq(faqTranslations.slug, slug)))
    .limit(1);
  if (!entry) return null;
  const [alternates, siblings] = await Promise.all([
    slugsOf(
      db
        .select({ locale: faqTranslations.locale, slug: faqTranslations.slug })
        .from(faqTranslations)
        .where(eq(faqTranslations.entryId, entry.id)),
    ),
    db
      .select({ slug: faqTranslations.slug, question: faqTranslations.question })
      .from(faqEntries)
      .innerJoin(faqTranslations, and(eq(faqTranslations.entryId, faqEntries.id), eq(faqTranslations.locale, locale)))
      .where(and(eq(faqEntries.topic, entry.topic), sql`${faqEntries.id} <> ${entry.id}`))
      .orderBy(asc(faqEntries.position)),
  ]);
  return { entry, alternates, siblings };
}

// ── Q&A ───────────────────────────────────────────────────────────────────────

export async function listThreads(locale: Locale, filter: { page?: number; q?: string } = {}) {
  const db = await getDb();
  const rows = await db
    .select({
      id: qaThreads.id,
      slug: qaThreadTranslations.slug,
      title: qaThreadTranslations.title,
      body: qaThreadTranslations.body,
      authorName: qaThreads.authorName,
      createdAt: qaThreads.createdAt,
      answers: sql<number>`(SELECT count(*)::int FROM qa_answers a WHERE a.thread_id = ${qaThreads.id} AND a.locale = ${locale})`,
    })
    .from(qaThreads)
    .innerJoin(
      qaThreadTranslations,
      and(eq(qaThreadTranslations.threadId, qaThreads.id), eq(qaThreadTranslations.locale, locale)),
    )
    .orderBy(desc(qaThreads.createdAt), desc(qaThreads.id));
  const found = rows.filter((r) => matchesSearch(`${r.title} ${r.body}`, filter.q ?? ""));
  const pages = paginate(found.length, filter.page ?? 1, THREADS_PER_PAGE);
  return {
    items: found.slice(pages.offset, pages.offset + pages.limit).map((r) => ({ ...r, answers: Number(r.answers) })),
    total: found.length,
    page: pages.page,
    pages: pages.pages,
  };
}

export async function getThread(locale: Locale, slug: string, voter: string | null) {
  const db = await getDb();
  const [thread] = await db
    .select({
      id: qaThreads.id,
      slug: qaThreadTranslations.slug,
      title: qaThreadTranslations.title,
      body: qaThreadTranslations.body,
      authorName: qaThreads.authorName,
      createdAt: qaThreads.createdAt,
    })
    .from(qaThreadTranslations)
    .innerJoin(qaThreads, eq(qaThreads.id, qaThreadTranslations.threadId))
    .where(and(eq(qaThreadTranslations.locale, locale), eq(qaThreadTranslations.slug, slug)))
    .limit(1);
  if (!thread) return null;
  const [alternates, answers] = await Promise.all([
    slugsOf(
      db
        .select({ locale: qaThreadTranslations.locale, slug: qaThreadTranslations.slug })
        .from(qaThreadTranslations)
        .where(eq(qaThreadTranslations.threadId, thread.id)),
    ),
    db
      .select({
        id: qaAnswers.id,
        authorName: qaAnswers.authorName,
        staff: qaAnswers.staff,
        body: qaAnswers.body,
        createdAt: qaAnswers.createdAt,
        votes: sql<number>`(SELECT count(*)::int FROM qa_votes v WHERE v.answer_id = ${qaAnswers.id})`,
        voted: voter
          ? sql<boolean>`EXISTS (SELECT 1 FROM qa_votes v WHERE v.answer_id = ${qaAnswers.id} AND v.voter = ${voter})`
          : sql<boolean>`false`,
      })
      .from(qaAnswers)
      .where(and(eq(qaAnswers.threadId, thread.id), eq(qaAnswers.locale, locale)))
      .orderBy(asc(qaAnswers.createdAt), asc(qaAnswers.id)),
  ]);
  const list = answers
    .map((a) => ({ ...a, votes: Number(a.votes), voted: Boolean(a.voted) }))
    .sort((a, b) => b.votes - a.votes || a.id - b.id);
  return { thread, alternates, answers: list };
}

/** Stores a new question (in the asker's language) and returns its slug. */
export async function askQuestion(
  locale: Locale,
  input: { title: string; body?: string; name: string; email: string },
  userId: number | null,
) {
  const db = await getDb();
  return db.transaction(async (tx) => {
    const [thread] = await tx
      .insert(qaThreads)
      .values({ userId, authorName: input.name, authorEmail: input.email })
      .returning({ id: qaThreads.id });
    const slug = `${slugify(input.title, 70)}-${thread.id}`;
    await tx
      .insert(qaThreadTranslations)
      .values({ threadId: thread.id, locale, slug, title: input.title, body: input.body ?? "" });
    return { id: thread.id, slug };
  });
}

/**
 * One up-vote per answer and voter. The answer must belong to the thread shown (an id
 * changed in the form cannot reach another thread's answers).
 */
export async function voteAnswer(
  threadId: number,
  answerId: number,
  voter: string,
): Promise<"voted" | "already" | "not-found"> {
  const db = await getDb();
  return db.transaction(async (tx) => {
    const [answer] = await tx
      .select({ id: qaAnswers.id })
      .from(qaAnswers)
      .where(and(eq(qaAnswers.id, answerId), eq(qaAnswers.threadId, threadId)))
      .limit(1);
    if (!answer) return "not-found";
    const inserted = await tx
      .insert(qaVotes)
      .values({ answerId, voter })
      .onConflictDoNothing()
      .returning({ answerId: qaVotes.answerId });
    return inserted.length ? "voted" : "already";
  });
}

// ── Discovery ─────────────────────────────────────────────────────────────────

export interface SitemapItem {
  kind: "blogArticle" | "faqEntry" | "qaEntry" | "teamMember";
  id: number;
  lastmod: Date | null;
  slugs: Alternates;
}

/** Every content page with its slug in each language (for the sitemaps). */
export async function contentForSitemap(): Promise<SitemapItem[]> {
  const db = await getDb();
  const [a, f, q, t] = await Promise.all([
    db
      .select({
        id: articles.id,
        lastmod: articles.updatedAt,
        locale: articleTranslations.locale,
        slug: articleTranslations.slug,
      })
      .from(articles)
      .innerJoin(articleTranslations, eq(articleTranslations.articleId, articles.id))
      .where(sql`${articles.publishedAt} <= now()`),
    db
      .select({ id: faqTranslations.entryId, locale: faqTranslations.locale, slug: faqTranslations.slug })
      .from(faqTranslations),
    db
      .select({
        id: qaThreads.id,
        lastmod: qaThreads.createdAt,
        locale: qaThreadTranslations.locale,
        slug: qaThreadTranslations.slug,
      })
      .from(qaThreads)
      .innerJoin(qaThreadTranslations, eq(qaThreadTranslations.threadId, qaThreads.id)),
    db
      .select({
        id: teamMemberTranslations.memberId,
        locale: teamMemberTranslations.locale,
        slug: teamMemberTranslations.slug,
      })
      .from(teamMemberTranslations),
  ]);
  const group = (
    kind: SitemapItem["kind"],
    rows: { id: number; locale: string; slug: string; lastmod?: Date | null }[],
  ) => {
    const map = new Map<number, SitemapItem>();
    for (const r of rows) {
      const item = map.get(r.id) ?? { kind, id: r.id, lastmod: r.lastmod ?? null, slugs: {} };
      item.slugs[r.locale as Locale] = r.slug;
      map.set(r.id, item);
    }
    return [...map.values()].sort((x, y) => x.id - y.id);
  };
  return [...group("blogArticle", a), ...group("faqEntry", f), ...group("qaEntry", q), ...group("teamMember", t)];
}

/**
 * The slug of the same content page in another language (language switcher), or null
 * when it does not exist there (e.g. a question asked only in English).
 */
export async function translateSlug(
  screen: "blogArticle" | "faqEntry" | "qaEntry" | "teamMember",
  from: Locale,
  slug: string,
  to: Locale,
): Promise<string | null> {
  const db = await getDb();
  const table = {
    blogArticle: { t: articleTranslations, id: articleTranslations.articleId },
    faqEntry: { t: faqTranslations, id: faqTranslations.entryId },
    qaEntry: { t: qaThreadTranslations, id: qaThreadTranslations.threadId },
    teamMember: { t: teamMemberTranslations, id: teamMemberTranslations.memberId },
  }[screen];
  const source = db
    .select({ id: table.id })
    .from(table.t)
    .where(and(eq(table.t.locale, from), eq(table.t.slug, slug)));
  const [row] = await db
    .select({ slug: table.t.slug })
    .from(table.t)
    .where(and(eq(table.t.locale, to), sql`${table.id} IN (${source})`))
    .limit(1);
  return row?.slug ?? null;
}
