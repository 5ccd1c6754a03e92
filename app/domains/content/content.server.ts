import { and, asc, desc, eq, or, sql } from "drizzle-orm";
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
import { queueMail } from "~/domains/mail/mail.server";
import { moderateWithin, type ModeratedKind, type ModerationDecision } from "./moderation.server";
import { gateSubmission, refusal, type Refused } from "~/domains/security/submissions.server";
import { authorKey } from "~/domains/security/submissions";
import { pathFor, type Locale } from "~/routing/screens";
import { getEnv, publicOrigin } from "~/utils/env.server";
import type { Claim } from "~/utils/honeypot.server";
import { matchesSearch } from "~/utils/search-text";
import { typeset } from "~/utils/typography";
import { faqTopics } from "./form-options";
import { averageRating, paginate, relatedArticles, slugify } from "./text";

/**
 * Reading the agency's content (blog, FAQ, Q&A, team) in one language, and writing comments,
 * questions, answers and votes. What visitors write is held for moderation, limited per IP
 * and per author, and stored once (decisions 302 and 304).
 */

/** Who wrote a comment, question or answer: the account when signed in, and the client's IP address. */
export interface Author {
  userId: number | null;
  name: string;
  email: string;
  ip: string | null;
}

/** The outcome of a visitor's post: held for moderation, refused by the limits, or already received. */
/** Kept ("held"), turned away by the gate, or "spam": its honeypot token was already used (decision 207), nothing kept. */
type Posted<T> = ({ status: "held" } & T) | Refused | { status: "spam" };

export const ARTICLES_PER_PAGE = 6;
export const THREADS_PER_PAGE = 10;

type Alternates = Partial<Record<Locale, string>>;

async function slugsOf<T extends { locale: string; slug: string }>(rows: Promise<T[]>): Promise<Alternates> {
  return Object.fromEntries((await rows).map((r) => [r.locale, r.slug]));
}

// ── Team ──────────────────────────────────────────────────────────────────────

export async function listTeam(locale: Locale) {
  const db = await getDb();
  const members = await db
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
    .where(eq(teamMembers.published, true))
    .orderBy(asc(teamMembers.position), asc(teamMembers.id));
  return typeset(members, locale);
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
    .where(
      and(
        eq(teamMemberTranslations.locale, locale),
        eq(teamMemberTranslations.slug, slug),
        eq(teamMembers.published, true),
      ),
    )
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
      .where(and(eq(articles.authorId, member.id), onSite))
      .orderBy(desc(articles.publishedAt)),
  ]);
  return typeset({ member, alternates, articles: written }, locale);
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

/** An article the site shows: published on the desk (decision 115) and dated today or earlier. */
const onSite = sql`${articles.published} and ${articles.publishedAt} <= now()`;

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
      and(
        eq(teamMemberTranslations.memberId, articles.authorId),
        eq(teamMemberTranslations.locale, locale),
        sql`exists (select 1 from team_members m where m.id = ${articles.authorId} and m.published)`,
      ),
    )
    .where(onSite)
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
  return typeset(
    {
      items: filtered.slice(pages.offset, pages.offset + pages.limit),
      total: filtered.length,
      page: pages.page,
      pages: pages.pages,
      categories,
      tags,
    },
    locale,
  );
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
    .where(and(eq(articleTranslations.locale, locale), eq(articleTranslations.slug, slug), onSite))
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
      .where(and(eq(teamMembers.id, article.authorId), eq(teamMembers.published, true))),
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
  return typeset(
    {
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
    },
    locale,
  );
}

/** A comment waits for moderation (status "pending"); only approved ones are shown. */
export async function addComment(
  articleId: number,
  locale: Locale,
  input: { name: string; email: string; rating: number; body: string },
  author: { userId: number | null; ip: string | null },
  claim?: Claim,
): Promise<Posted<{ id: number }>> {
  const gate = await gateSubmission("comment", {
    ip: author.ip,
    author: authorKey(author.userId, input.email),
    text: [articleId, input.body],
  });
  if (gate.outcome !== "accepted") return refusal(gate);
  const db = await getDb();
  try {
    const posted = await db.transaction(async (tx): Promise<Posted<{ id: number }>> => {
      if (claim && !(await claim(tx))) return { status: "spam" };
      const [row] = await tx
        .insert(articleComments)
        .values({
          articleId,
          locale,
          userId: author.userId,
          name: input.name,
          email: input.email,
          rating: input.rating,
          body: input.body,
          status: "pending",
        })
        .returning({ id: articleComments.id });
      return { status: "held", id: row.id };
    });
    if (posted.status === "spam") await gate.release();
    return posted;
  } catch (error) {
    await gate.release();
    throw error;
  }
}

// ── Moderation ────────────────────────────────────────────────────────────────

/** The agency's moderation decision on a comment, question or answer (the desk uses moderation.server.ts itself). */
export async function moderate(kind: ModeratedKind, id: number, status: ModerationDecision) {
  const db = await getDb();
  return db.transaction(async (tx) => (await moderateWithin(tx, kind, id, status)) !== null);
}

/** What waits for moderation, oldest first: comments, questions (with their text) and answers (with their question). */
export async function pendingContributions(limit = 50) {
  const db = await getDb();
  const [comments, questions, answers] = await Promise.all([
    db
      .select()
      .from(articleComments)
      .where(eq(articleComments.status, "pending"))
      .orderBy(asc(articleComments.id))
      .limit(limit),
    db
      .select({
        id: qaThreads.id,
        locale: qaThreadTranslations.locale,
        slug: qaThreadTranslations.slug,
        title: qaThreadTranslations.title,
        body: qaThreadTranslations.body,
        authorName: qaThreads.authorName,
        authorEmail: qaThreads.authorEmail,
        userId: qaThreads.userId,
        createdAt: qaThreads.createdAt,
      })
      .from(qaThreads)
      .innerJoin(qaThreadTranslations, eq(qaThreadTranslations.threadId, qaThreads.id))
      .where(eq(qaThreads.status, "pending"))
      .orderBy(asc(qaThreads.id))
      .limit(limit),
    db
      .select({
        id: qaAnswers.id,
        threadId: qaAnswers.threadId,
        locale: qaAnswers.locale,
        question: qaThreadTranslations.title,
        authorName: qaAnswers.authorName,
        authorEmail: qaAnswers.authorEmail,
        userId: qaAnswers.userId,
        body: qaAnswers.body,
        createdAt: qaAnswers.createdAt,
      })
      .from(qaAnswers)
      .leftJoin(
        qaThreadTranslations,
        and(eq(qaThreadTranslations.threadId, qaAnswers.threadId), eq(qaThreadTranslations.locale, qaAnswers.locale)),
      )
      .where(eq(qaAnswers.status, "pending"))
      .orderBy(asc(qaAnswers.id))
      .limit(limit),
  ]);
  return { comments, questions, answers };
}

// ── FAQ ───────────────────────────────────────────────────────────────────────

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
    .where(eq(faqEntries.published, true))
    .orderBy(asc(faqEntries.position), asc(faqEntries.id));
  const found = rows.filter((r) => matchesSearch(`${r.question} ${r.answer}`, query));
  const topics = [...new Set(rows.map((r) => r.topic))].sort(
    (a, b) => faqTopics.indexOf(a as never) - faqTopics.indexOf(b as never),
  );
  return typeset(
    {
      total: found.length,
      all: rows,
      groups: topics
        .map((topic) => ({ topic, entries: found.filter((r) => r.topic === topic) }))
        .filter((g) => g.entries.length),
    },
    locale,
  );
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
    .where(and(eq(faqTranslations.locale, locale), eq(faqTranslations.slug, slug), eq(faqEntries.published, true)))
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
      .where(
        and(eq(faqEntries.topic, entry.topic), sql`${faqEntries.id} <> ${entry.id}`, eq(faqEntries.published, true)),
      )
      .orderBy(asc(faqEntries.position), asc(faqEntries.id)),
  ]);
  return typeset({ entry, alternates, siblings }, locale);
}

// ── Q&A ───────────────────────────────────────────────────────────────────────

/** Published questions only: held and rejected ones are neither listed, counted nor searched. */
export async function listThreads(locale: Locale, filter: { page?: number; q?: string } = {}) {
  const db = await getDb();
  const rows = await db
    .select({
      id: qaThreads.id,
      slug: qaThreadTranslations.slug,
      title: qaThreadTranslations.title,
      body: qaThreadTranslations.body,
      authorName: sql<string>`coalesce(${qaThreadTranslations.authorName}, ${qaThreads.authorName})`,
      createdAt: qaThreads.createdAt,
      answers: sql<number>`(SELECT count(*)::int FROM qa_answers a WHERE a.thread_id = ${qaThreads.id} AND a.locale = ${locale} AND a.status = 'approved')`,
    })
    .from(qaThreads)
    .innerJoin(
      qaThreadTranslations,
      and(eq(qaThreadTranslations.threadId, qaThreads.id), eq(qaThreadTranslations.locale, locale)),
    )
    .where(eq(qaThreads.status, "approved"))
    .orderBy(desc(qaThreads.createdAt), desc(qaThreads.id));
  const found = rows.filter((r) => matchesSearch(`${r.title} ${r.body}`, filter.q ?? ""));
  const pages = paginate(found.length, filter.page ?? 1, THREADS_PER_PAGE);
  return typeset(
    {
      items: found.slice(pages.offset, pages.offset + pages.limit).map((r) => ({ ...r, answers: Number(r.answers) })),
      total: found.length,
      page: pages.page,
      pages: pages.pages,
    },
    locale,
  );
}

/**
 * A published question with its published answers, best voted first. The signed-in author
 * (`userId`) also sees their own question and answers while they wait for moderation,
 * marked `pending`; nobody else does.
 */
export async function getThread(locale: Locale, slug: string, voter: string | null, userId: number | null = null) {
  const db = await getDb();
  const [found] = await db
    .select({
      id: qaThreads.id,
      slug: qaThreadTranslations.slug,
      title: qaThreadTranslations.title,
      body: qaThreadTranslations.body,
      authorName: sql<string>`coalesce(${qaThreadTranslations.authorName}, ${qaThreads.authorName})`,
      createdAt: qaThreads.createdAt,
      status: qaThreads.status,
      userId: qaThreads.userId,
    })
    .from(qaThreadTranslations)
    .innerJoin(qaThreads, eq(qaThreads.id, qaThreadTranslations.threadId))
    .where(and(eq(qaThreadTranslations.locale, locale), eq(qaThreadTranslations.slug, slug)))
    .limit(1);
  if (!found) return null;
  const { status, userId: askerId, ...rest } = found;
  const own = userId !== null && askerId === userId;
  if (status !== "approved" && !(status === "pending" && own)) return null;
  const thread = { ...rest, pending: status === "pending" };
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
        status: qaAnswers.status,
        votes: sql<number>`(SELECT count(*)::int FROM qa_votes v WHERE v.answer_id = ${qaAnswers.id})`,
        voted: voter
          ? sql<boolean>`EXISTS (SELECT 1 FROM qa_votes v WHERE v.answer_id = ${qaAnswers.id} AND v.voter = ${voter})`
          : sql<boolean>`false`,
      })
      .from(qaAnswers)
      .where(
        and(
          eq(qaAnswers.threadId, thread.id),
          eq(qaAnswers.locale, locale),
          userId === null
            ? eq(qaAnswers.status, "approved")
            : or(eq(qaAnswers.status, "approved"), and(eq(qaAnswers.status, "pending"), eq(qaAnswers.userId, userId))),
        ),
      )
      .orderBy(asc(qaAnswers.createdAt), asc(qaAnswers.id)),
  ]);
  const list = answers
    .map(({ status: answerStatus, ...a }) => ({
      ...a,
      votes: Number(a.votes),
      voted: Boolean(a.voted),
      pending: answerStatus === "pending",
    }))
    // Published answers best voted first; the author's own held answers after them.
    .sort((a, b) => Number(a.pending) - Number(b.pending) || b.votes - a.votes || a.id - b.id);
  return typeset({ thread, alternates, answers: list }, locale);
}

/**
 * Stores a new question (in the asker's language), held for moderation, and tells the
 * agency's desk in the same transaction (the outbox delivers it, decision 404): only a
 * question within the limits and not already received is stored and e-mailed.
 */
export async function askQuestion(
  locale: Locale,
  input: { title: string; body?: string },
  author: Author,
  claim?: Claim,
): Promise<Posted<{ id: number; slug: string }>> {
  const gate = await gateSubmission("question", {
    ip: author.ip,
    author: authorKey(author.userId, author.email),
    text: [input.title, input.body],
  });
  if (gate.outcome !== "accepted") return refusal(gate);
  const db = await getDb();
  try {
    const posted = await db.transaction(async (tx): Promise<Posted<{ id: number; slug: string }>> => {
      if (claim && !(await claim(tx))) return { status: "spam" };
      const [thread] = await tx
        .insert(qaThreads)
        .values({ userId: author.userId, authorName: author.name, authorEmail: author.email, status: "pending" })
        .returning({ id: qaThreads.id });
      const slug = `${slugify(input.title, 70)}-${thread.id}`;
      await tx
        .insert(qaThreadTranslations)
        .values({ threadId: thread.id, locale, slug, title: input.title, body: input.body ?? "" });
      await queueMail(
        {
          to: getEnv().AGENCY_EMAIL,
          subject: `New question #${thread.id} (${locale}), awaiting moderation: ${input.title}`,
          text: [
            `${author.name} <${author.email}>${author.userId ? ` (account ${author.userId})` : ""}`,
            `${publicOrigin()}${pathFor("qaEntry", locale, { slug })}`,
            "",
            input.title,
            "",
            input.body ?? "",
            "",
            `Approve, edit or reject it on the desk: ${publicOrigin()}${pathFor("deskModeration", "en")}`,
          ].join("\n"),
        },
        tx,
      );
      return { status: "held" as const, id: thread.id, slug };
    });
    if (posted.status === "spam") await gate.release();
    return posted;
  } catch (error) {
    await gate.release();
    throw error;
  }
}

/** A traveller's answer to a published question, held for moderation like a comment. */
export async function answerQuestion(
  threadId: number,
  locale: Locale,
  input: { body: string },
  author: Author,
  claim?: Claim,
): Promise<Posted<{ id: number }>> {
  const gate = await gateSubmission("answer", {
    ip: author.ip,
    author: authorKey(author.userId, author.email),
    text: [threadId, input.body],
  });
  if (gate.outcome !== "accepted") return refusal(gate);
  const db = await getDb();
  try {
    const posted = await db.transaction(async (tx): Promise<Posted<{ id: number }>> => {
      if (claim && !(await claim(tx))) return { status: "spam" };
      const [row] = await tx
        .insert(qaAnswers)
        .values({
          threadId,
          locale,
          userId: author.userId,
          authorName: author.name,
          authorEmail: author.email || null,
          body: input.body,
          status: "pending",
        })
        .returning({ id: qaAnswers.id });
      return { status: "held", id: row.id };
    });
    if (posted.status === "spam") await gate.release();
    return posted;
  } catch (error) {
    await gate.release();
    throw error;
  }
}

/**
 * One up-vote per answer and voter. The answer must be published and belong to the thread
 * shown (an id changed in the form cannot reach another thread's answers).
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
      .where(and(eq(qaAnswers.id, answerId), eq(qaAnswers.threadId, threadId), eq(qaAnswers.status, "approved")))
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
      .where(onSite),
    db
      .select({ id: faqTranslations.entryId, locale: faqTranslations.locale, slug: faqTranslations.slug })
      .from(faqTranslations)
      .innerJoin(faqEntries, eq(faqEntries.id, faqTranslations.entryId))
      .where(eq(faqEntries.published, true)),
    db
      .select({
        id: qaThreads.id,
        lastmod: qaThreads.createdAt,
        locale: qaThreadTranslations.locale,
        slug: qaThreadTranslations.slug,
      })
      .from(qaThreads)
      .innerJoin(qaThreadTranslations, eq(qaThreadTranslations.threadId, qaThreads.id))
      .where(eq(qaThreads.status, "approved")),
    db
      .select({
        id: teamMemberTranslations.memberId,
        locale: teamMemberTranslations.locale,
        slug: teamMemberTranslations.slug,
      })
      .from(teamMemberTranslations)
      .innerJoin(teamMembers, eq(teamMembers.id, teamMemberTranslations.memberId))
      .where(eq(teamMembers.published, true)),
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
