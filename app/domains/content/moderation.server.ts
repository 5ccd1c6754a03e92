import { eq, sql } from "drizzle-orm";
import { getDb } from "~/db/client.server";
import { articleComments, qaAnswers, qaThreads, qaThreadTranslations } from "~/db/schema";
import type { Tx } from "~/domains/booking/inventory";

/**
 * The agency's moderation of what visitors write (decisions 302, 304, 113): a comment, question or
 * answer is held ("pending") until an editor approves it (shown), rejects it or marks it spam
 * (never shown). Every function here runs inside the caller's transaction, so the desk can append
 * its audit entry beside the change.
 */
export const moderatedKinds = ["comment", "question", "answer"] as const;
export type ModeratedKind = (typeof moderatedKinds)[number];
export type ModerationDecision = "approved" | "rejected" | "spam";

const moderatedTables = {
  comment: { table: articleComments, id: articleComments.id, status: articleComments.status },
  question: { table: qaThreads, id: qaThreads.id, status: qaThreads.status },
  answer: { table: qaAnswers, id: qaAnswers.id, status: qaAnswers.status },
};

/** Sets the status of one contribution; returns the status it had, or null when there is no such contribution. */
export async function moderateWithin(
  tx: Tx,
  kind: ModeratedKind,
  id: number,
  status: ModerationDecision,
): Promise<string | null> {
  const { table, id: idColumn, status: statusColumn } = moderatedTables[kind];
  const [before] = await tx.select({ status: statusColumn }).from(table).where(eq(idColumn, id)).for("update");
  if (!before) return null;
  await tx.update(table).set({ status, moderatedAt: new Date() }).where(eq(idColumn, id));
  return before.status;
}

/**
 * Replaces the text of a contribution (a comment's or an answer's body, a question's text in
 * every language it has); returns the text it had, or null when there is no such contribution.
 */
export async function editContributionWithin(
  tx: Tx,
  kind: ModeratedKind,
  id: number,
  body: string,
): Promise<string | null> {
  if (kind === "comment") {
    const [before] = await tx
      .select({ body: articleComments.body })
      .from(articleComments)
      .where(eq(articleComments.id, id))
      .for("update");
    if (before) await tx.update(articleComments).set({ body }).where(eq(articleComments.id, id));
    return before?.body ?? null;
  }
  if (kind === "answer") {
    const [before] = await tx
      .select({ body: qaAnswers.body })
      .from(qaAnswers)
      .where(eq(qaAnswers.id, id))
      .for("update");
    if (before) await tx.update(qaAnswers).set({ body }).where(eq(qaAnswers.id, id));
    return before?.body ?? null;
  }
  const [before] = await tx
    .select({ body: qaThreadTranslations.body })
    .from(qaThreadTranslations)
    .where(eq(qaThreadTranslations.threadId, id))
    .for("update");
  if (before) await tx.update(qaThreadTranslations).set({ body }).where(eq(qaThreadTranslations.threadId, id));
  return before?.body ?? null;
}

/** How many contributions wait for moderation (comments, questions and answers together). */
export async function heldCount(): Promise<number> {
  const db = await getDb();
  const counts = await Promise.all(
    Object.values(moderatedTables).map(({ table, status }) =>
      db
        .select({ n: sql<number>`count(*)::int` })
        .from(table)
        .where(eq(status, "pending")),
    ),
  );
  return counts.reduce((sum, [row]) => sum + Number(row?.n ?? 0), 0);
}
