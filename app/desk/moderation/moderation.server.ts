import { inArray } from "drizzle-orm";
import { getDb } from "~/db/client.server";
import { articleTranslations } from "~/db/schema";
import { pendingContributions } from "~/domains/content/content.server";
import { editContributionWithin, moderateWithin } from "~/domains/content/moderation.server";
import { audit, audited, type Actor } from "../audit.server";
import { contributionId, decisions, type ContributionRef, type DecisionIntent } from "./kinds";

/**
 * Moderation on the desk (content editor, decision 113): what waits, and the editor's decisions
 * through the content domain's own functions — an approved contribution appears on the site as
 * it always has. One transaction per post; one audit entry per contribution changed.
 */
const HELD_LIMIT = 100;

/** The entity an audit entry names for each kind. */
const entityOf = { comment: "article_comment", question: "qa_thread", answer: "qa_answer" } as const;

/** Every held contribution, oldest first, with what it is about (the article, the question). */
export async function heldContributions() {
  const { comments, questions, answers } = await pendingContributions(HELD_LIMIT);
  const db = await getDb();
  const titles = comments.length
    ? await db
        .select({
          articleId: articleTranslations.articleId,
          locale: articleTranslations.locale,
          title: articleTranslations.title,
        })
        .from(articleTranslations)
        .where(inArray(articleTranslations.articleId, [...new Set(comments.map((c) => c.articleId))]))
    : [];
  const titleOf = (articleId: number, locale: string) =>
    titles.find((t) => t.articleId === articleId && t.locale === locale)?.title ?? `#${articleId}`;
  return [
    ...comments.map((c) => ({
      id: contributionId({ kind: "comment", refId: c.id }),
      kind: "comment" as const,
      about: titleOf(c.articleId, c.locale),
      title: null,
      body: c.body,
      rating: c.rating,
      author: c.name,
      email: c.email,
      locale: c.locale,
      createdAt: c.createdAt,
    })),
    ...questions.map((q) => ({
      id: contributionId({ kind: "question", refId: q.id }),
      kind: "question" as const,
      about: null,
      title: q.title,
      body: q.body,
      rating: null,
      author: q.authorName,
      email: q.authorEmail,
      locale: q.locale,
      createdAt: q.createdAt,
    })),
    ...answers.map((a) => ({
      id: contributionId({ kind: "answer", refId: a.id }),
      kind: "answer" as const,
      about: a.question ?? `#${a.threadId}`,
      title: null,
      body: a.body,
      rating: null,
      author: a.authorName,
      email: a.authorEmail,
      locale: a.locale,
      createdAt: a.createdAt,
    })),
  ].sort((x, y) => x.createdAt.getTime() - y.createdAt.getTime());
}

/** Approves, rejects or marks as spam each contribution; returns how many changed (one audit entry each). */
export function decide(actor: Actor, refs: ContributionRef[], intent: DecisionIntent) {
  const status = decisions[intent];
  return audited(actor, async (tx) => {
    let changed = 0;
    for (const ref of refs) {
      const before = await moderateWithin(tx, ref.kind, ref.refId, status);
      if (before === null || before === status) continue;
      changed += 1;
      await audit(tx, actor, {
        action: `moderation.${intent}`,
        entity: entityOf[ref.kind],
        entityId: ref.refId,
        before: { status: before },
        after: { status },
      });
    }
    return { result: changed, entry: null };
  });
}

/** Replaces a contribution's text; false when there is no such contribution. */
export function editContribution(actor: Actor, ref: ContributionRef, body: string) {
  return audited(actor, async (tx) => {
    const before = await editContributionWithin(tx, ref.kind, ref.refId, body);
    if (before === null) return { result: false, entry: null };
    return {
      result: true,
      entry:
        before === body
          ? null
          : {
              action: "moderation.edit",
              entity: entityOf[ref.kind],
              entityId: ref.refId,
              before: { body: before },
              after: { body },
            },
    };
  });
}
