import crypto from "node:crypto";
import { and, asc, desc, eq, ne, sql } from "drizzle-orm";
import { getDb } from "~/db/client.server";
import {
  faqEntries,
  faqTranslations,
  qaAnswers,
  qaThreads,
  qaThreadTranslations,
  teamMembers,
  teamMemberTranslations,
} from "~/db/schema";
import type { Tx } from "~/domains/booking/inventory";
import { slugify } from "~/domains/content/text";
import { locales, type Locale } from "~/routing/screen-table";
import { audited, type Actor } from "../audit.server";
import { faqParts, teamParts, threadParts, type Texts } from "./editorial";
import { imagePath, PORTRAIT_FRAME, keepImage, prepareImage } from "./images.server";

/**
 * The FAQ, the team and the agency's side of the Q&A on the desk (issue 26, decision 117). As for the
 * blog (decision 115), a language left empty has no translation row, so the site (which reads only a
 * language's own row) never shows the entry in it, nor another language's words in its place. Every
 * write is audited in its own transaction; a write that changes nothing logs nothing.
 */

type FaqPart = (typeof faqParts)[number]["name"];
type TeamPart = (typeof teamParts)[number]["name"];
type ThreadPart = (typeof threadParts)[number]["name"];

const emptyTexts = <P extends string>(parts: readonly { name: P }[]) =>
  Object.fromEntries(locales.map((l) => [l, Object.fromEntries(parts.map((p) => [p.name, ""]))])) as Texts<P>;

/**
 * A slug free in its language: the one wished for, else with the record's number added. Two editors
 * giving two entries the same words at once wait for each other here (a lock for the table and language,
 * held to the end of the transaction), so the second sees the first's slug and never fails on it.
 */
async function freeSlug(
  tx: Tx,
  lock: string,
  taken: (slug: string) => Promise<boolean>,
  wished: string,
  fallback: string,
  id: number,
): Promise<string> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${lock}))`);
  const slug = wished || fallback;
  return (await taken(slug)) ? `${slug}-${id}` : slug;
}

export type Publish = "published" | "unpublished" | "unchanged" | "notFound" | "noText" | "noPhoto";
export type Saved = { outcome: "saved"; id: number } | { outcome: "notFound" };

// ── FAQ ───────────────────────────────────────────────────────────────────────

export async function listDeskFaq() {
  const db = await getDb();
  const [rows, texts] = await Promise.all([
    db.select().from(faqEntries).orderBy(asc(faqEntries.topic), asc(faqEntries.position), asc(faqEntries.id)),
    db
      .select({ id: faqTranslations.entryId, locale: faqTranslations.locale, question: faqTranslations.question })
      .from(faqTranslations),
  ]);
  return rows.map((e) => ({
    ...e,
    texts: texts.filter((t) => t.id === e.id).map(({ locale, question }) => ({ locale, text: question })),
  }));
}

export async function deskFaqEntry(id: number) {
  const db = await getDb();
  const [entry] = await db.select().from(faqEntries).where(eq(faqEntries.id, id));
  if (!entry) return null;
  const rows = await db.select().from(faqTranslations).where(eq(faqTranslations.entryId, id));
  const texts = emptyTexts(faqParts);
  for (const r of rows) if (r.locale in texts) texts[r.locale as Locale] = { question: r.question, answer: r.answer };
  return { ...entry, texts, slugs: Object.fromEntries(rows.map((r) => [r.locale, r.slug])) };
}

/** The place after the last entry of a topic (a new entry's order, which the editor may change). */
export async function nextFaqPosition(topic: string) {
  const db = await getDb();
  const [row] = await db
    .select({ next: sql<number>`coalesce(max(${faqEntries.position}), -1)::int + 1` })
    .from(faqEntries)
    .where(eq(faqEntries.topic, topic));
  return Number(row?.next ?? 0);
}

export async function saveFaq(
  actor: Actor,
  input: { id?: number; topic: string; position: number; texts: Texts<FaqPart> },
): Promise<Saved> {
  return audited<Saved>(actor, async (tx) => {
    let id = input.id;
    let before: unknown = null;
    if (id === undefined) {
      const [created] = await tx
        .insert(faqEntries)
        .values({
          key: `desk-${crypto.randomBytes(6).toString("hex")}`,
          topic: input.topic,
          position: input.position,
          published: false,
        })
        .returning();
      id = created!.id;
    } else {
      const [row] = await tx.select().from(faqEntries).where(eq(faqEntries.id, id)).for("update");
      if (!row) return { result: { outcome: "notFound" }, entry: null };
      const old = await tx.select().from(faqTranslations).where(eq(faqTranslations.entryId, id));
      before = {
        topic: row.topic,
        position: row.position,
        texts: old.map(({ locale, slug, question, answer }) => ({ locale, slug, question, answer })),
      };
      await tx.update(faqEntries).set({ topic: input.topic, position: input.position }).where(eq(faqEntries.id, id));
    }
    const entryId = id;
    const after: { locale: Locale; slug: string; question: string; answer: string }[] = [];
    for (const locale of locales) {
      const { question, answer } = input.texts[locale];
      const where = and(eq(faqTranslations.entryId, entryId), eq(faqTranslations.locale, locale));
      if (question === "") {
        await tx.delete(faqTranslations).where(where);
        continue;
      }
      const [current] = await tx.select({ slug: faqTranslations.slug }).from(faqTranslations).where(where);
      const slug =
        current?.slug ??
        (await freeSlug(
          tx,
          `faq_translations:${locale}`,
          async (s) =>
            (
              await tx
                .select({ id: faqTranslations.entryId })
                .from(faqTranslations)
                .where(
                  and(
                    eq(faqTranslations.locale, locale),
                    eq(faqTranslations.slug, s),
                    ne(faqTranslations.entryId, entryId),
                  ),
                )
            ).length > 0,
          slugify(question, 70),
          `faq-${entryId}`,
          entryId,
        ));
      await tx
        .insert(faqTranslations)
        .values({ entryId, locale, slug, question, answer })
        .onConflictDoUpdate({ target: [faqTranslations.entryId, faqTranslations.locale], set: { question, answer } });
      after.push({ locale, slug, question, answer });
    }
    return {
      result: { outcome: "saved", id: entryId },
      entry: {
        action: input.id === undefined ? "faq.create" : "faq.update",
        entity: "faqEntry",
        entityId: entryId,
        before,
        after: { topic: input.topic, position: input.position, texts: after },
      },
    };
  });
}

export async function setFaqPublished(actor: Actor, id: number, published: boolean): Promise<Publish> {
  return audited(actor, async (tx) => {
    const [row] = await tx.select().from(faqEntries).where(eq(faqEntries.id, id)).for("update");
    if (!row) return { result: "notFound" as const, entry: null };
    if (row.published === published) return { result: "unchanged" as const, entry: null };
    if (published && !(await hasRow(tx, faqTranslations, eq(faqTranslations.entryId, id))))
      return { result: "noText" as const, entry: null };
    await tx.update(faqEntries).set({ published }).where(eq(faqEntries.id, id));
    return {
      result: published ? ("published" as const) : ("unpublished" as const),
      entry: {
        action: published ? "faq.publish" : "faq.unpublish",
        entity: "faqEntry",
        entityId: id,
        before: { published: row.published },
        after: { published },
      },
    };
  });
}

async function hasRow(
  tx: Tx,
  table: typeof faqTranslations | typeof teamMemberTranslations,
  where: ReturnType<typeof eq>,
) {
  const rows = await tx
    .select({ one: sql`1` })
    .from(table)
    .where(where)
    .limit(1);
  return rows.length > 0;
}

// ── Team ──────────────────────────────────────────────────────────────────────

export async function listDeskTeam() {
  const db = await getDb();
  const [rows, texts] = await Promise.all([
    db.select().from(teamMembers).orderBy(asc(teamMembers.position), asc(teamMembers.id)),
    db
      .select({
        id: teamMemberTranslations.memberId,
        locale: teamMemberTranslations.locale,
        name: teamMemberTranslations.name,
      })
      .from(teamMemberTranslations),
  ]);
  return rows.map((m) => ({
    ...m,
    texts: texts.filter((t) => t.id === m.id).map(({ locale, name }) => ({ locale, text: name })),
  }));
}

export async function deskTeamMember(id: number) {
  const db = await getDb();
  const [member] = await db.select().from(teamMembers).where(eq(teamMembers.id, id));
  if (!member) return null;
  const rows = await db.select().from(teamMemberTranslations).where(eq(teamMemberTranslations.memberId, id));
  const texts = emptyTexts(teamParts);
  for (const r of rows) if (r.locale in texts) texts[r.locale as Locale] = { name: r.name, role: r.role, bio: r.bio };
  return { ...member, texts, slugs: Object.fromEntries(rows.map((r) => [r.locale, r.slug])) };
}

export async function nextTeamPosition() {
  const db = await getDb();
  const [row] = await db
    .select({ next: sql<number>`coalesce(max(${teamMembers.position}), -1)::int + 1` })
    .from(teamMembers);
  return Number(row?.next ?? 0);
}

export async function saveTeamMember(
  actor: Actor,
  input: { id?: number; email: string; position: number; texts: Texts<TeamPart> },
): Promise<Saved> {
  return audited<Saved>(actor, async (tx) => {
    let id = input.id;
    let before: unknown = null;
    if (id === undefined) {
      const [created] = await tx
        .insert(teamMembers)
        .values({
          key: `desk-${crypto.randomBytes(6).toString("hex")}`,
          photo: "",
          email: input.email,
          position: input.position,
          published: false,
        })
        .returning();
      id = created!.id;
    } else {
      const [row] = await tx.select().from(teamMembers).where(eq(teamMembers.id, id)).for("update");
      if (!row) return { result: { outcome: "notFound" }, entry: null };
      const old = await tx.select().from(teamMemberTranslations).where(eq(teamMemberTranslations.memberId, id));
      before = {
        email: row.email,
        position: row.position,
        texts: old.map(({ locale, slug, name, role, bio }) => ({ locale, slug, name, role, bio })),
      };
      await tx.update(teamMembers).set({ email: input.email, position: input.position }).where(eq(teamMembers.id, id));
    }
    const memberId = id;
    const after: { locale: Locale; slug: string; name: string; role: string; bio: string }[] = [];
    for (const locale of locales) {
      const { name, role, bio } = input.texts[locale];
      const where = and(eq(teamMemberTranslations.memberId, memberId), eq(teamMemberTranslations.locale, locale));
      if (name === "") {
        await tx.delete(teamMemberTranslations).where(where);
        continue;
      }
      const [current] = await tx
        .select({ slug: teamMemberTranslations.slug })
        .from(teamMemberTranslations)
        .where(where);
      const slug =
        current?.slug ??
        (await freeSlug(
          tx,
          `team_member_translations:${locale}`,
          async (s) =>
            (
              await tx
                .select({ id: teamMemberTranslations.memberId })
                .from(teamMemberTranslations)
                .where(
                  and(
                    eq(teamMemberTranslations.locale, locale),
                    eq(teamMemberTranslations.slug, s),
                    ne(teamMemberTranslations.memberId, memberId),
                  ),
                )
            ).length > 0,
          slugify(name, 60),
          `member-${memberId}`,
          memberId,
        ));
      await tx
        .insert(teamMemberTranslations)
        .values({ memberId, locale, slug, name, role, bio })
        .onConflictDoUpdate({
          target: [teamMemberTranslations.memberId, teamMemberTranslations.locale],
          set: { name, role, bio },
        });
      after.push({ locale, slug, name, role, bio });
    }
    return {
      result: { outcome: "saved", id: memberId },
      entry: {
        action: input.id === undefined ? "team.create" : "team.update",
        entity: "teamMember",
        entityId: memberId,
        before,
        after: { email: input.email, position: input.position, texts: after },
      },
    };
  });
}

export async function setTeamPublished(actor: Actor, id: number, published: boolean): Promise<Publish> {
  return audited(actor, async (tx) => {
    const [row] = await tx.select().from(teamMembers).where(eq(teamMembers.id, id)).for("update");
    if (!row) return { result: "notFound" as const, entry: null };
    if (row.published === published) return { result: "unchanged" as const, entry: null };
    if (published && !row.photo) return { result: "noPhoto" as const, entry: null };
    if (published && !(await hasRow(tx, teamMemberTranslations, eq(teamMemberTranslations.memberId, id))))
      return { result: "noText" as const, entry: null };
    await tx.update(teamMembers).set({ published }).where(eq(teamMembers.id, id));
    return {
      result: published ? ("published" as const) : ("unpublished" as const),
      entry: {
        action: published ? "team.publish" : "team.unpublish",
        entity: "teamMember",
        entityId: id,
        before: { published: row.published },
        after: { published },
      },
    };
  });
}

export type SetPhoto = "saved" | "notFound" | "type" | "size" | "dimensions";

/** Checks, cuts square, resizes and keeps an uploaded portrait, and makes it the member's photo. */
export async function setTeamPhoto(actor: Actor, id: number, bytes: Uint8Array): Promise<SetPhoto> {
  const image = await prepareImage(bytes, PORTRAIT_FRAME);
  if (!image.ok) return image.reason;
  return audited(actor, async (tx) => {
    const [row] = await tx.select().from(teamMembers).where(eq(teamMembers.id, id)).for("update");
    if (!row) return { result: "notFound" as const, entry: null };
    const photo = imagePath(await keepImage(tx, image), PORTRAIT_FRAME.widths[PORTRAIT_FRAME.widths.length - 1]);
    await tx.update(teamMembers).set({ photo }).where(eq(teamMembers.id, id));
    return {
      result: "saved" as const,
      entry: {
        action: "team.photo",
        entity: "teamMember",
        entityId: id,
        before: { photo: row.photo },
        after: { photo },
      },
    };
  });
}

// ── Q&A: the agency's side ────────────────────────────────────────────────────

/** Every question but spam, newest first, with its languages and how many answers the agency wrote. */
export async function listDeskThreads() {
  const db = await getDb();
  const [rows, texts] = await Promise.all([
    db
      .select({
        id: qaThreads.id,
        status: qaThreads.status,
        createdAt: qaThreads.createdAt,
        agencyAnswers: sql<number>`(SELECT count(*)::int FROM qa_answers a WHERE a.thread_id = ${qaThreads.id} AND a.staff AND a.status = 'approved')`,
      })
      .from(qaThreads)
      .where(ne(qaThreads.status, "spam"))
      .orderBy(desc(qaThreads.createdAt), desc(qaThreads.id)),
    db
      .select({
        id: qaThreadTranslations.threadId,
        locale: qaThreadTranslations.locale,
        title: qaThreadTranslations.title,
      })
      .from(qaThreadTranslations),
  ]);
  return rows.map((r) => ({
    ...r,
    agencyAnswers: Number(r.agencyAnswers),
    texts: texts.filter((t) => t.id === r.id).map(({ locale, title }) => ({ locale, text: title })),
  }));
}

export async function deskThread(id: number) {
  const db = await getDb();
  const [thread] = await db.select().from(qaThreads).where(eq(qaThreads.id, id));
  if (!thread) return null;
  const [rows, answers] = await Promise.all([
    db.select().from(qaThreadTranslations).where(eq(qaThreadTranslations.threadId, id)),
    db
      .select({
        id: qaAnswers.id,
        locale: qaAnswers.locale,
        authorName: qaAnswers.authorName,
        staff: qaAnswers.staff,
        body: qaAnswers.body,
        status: qaAnswers.status,
        createdAt: qaAnswers.createdAt,
      })
      .from(qaAnswers)
      .where(and(eq(qaAnswers.threadId, id), ne(qaAnswers.status, "spam")))
      .orderBy(asc(qaAnswers.createdAt), asc(qaAnswers.id)),
  ]);
  const texts = emptyTexts(threadParts);
  for (const r of rows) if (r.locale in texts) texts[r.locale as Locale] = { title: r.title, body: r.body };
  return {
    id: thread.id,
    status: thread.status,
    authorName: thread.authorName,
    createdAt: thread.createdAt,
    texts,
    slugs: Object.fromEntries(rows.map((r) => [r.locale, r.slug])) as Partial<Record<Locale, string>>,
    answers,
  };
}

/**
 * A question's title and text per language: a language changed keeps its address, a language added
 * gets one as a visitor's question would, a language emptied is no longer shown (nor its answers).
 */
export async function saveThread(actor: Actor, input: { id: number; texts: Texts<ThreadPart> }): Promise<Saved> {
  return audited<Saved>(actor, async (tx) => {
    const { id } = input;
    const [row] = await tx.select({ id: qaThreads.id }).from(qaThreads).where(eq(qaThreads.id, id)).for("update");
    if (!row) return { result: { outcome: "notFound" }, entry: null };
    const old = await tx.select().from(qaThreadTranslations).where(eq(qaThreadTranslations.threadId, id));
    const after: { locale: Locale; slug: string; title: string; body: string }[] = [];
    for (const locale of locales) {
      const { title, body } = input.texts[locale];
      const where = and(eq(qaThreadTranslations.threadId, id), eq(qaThreadTranslations.locale, locale));
      if (title === "") {
        await tx.delete(qaThreadTranslations).where(where);
        continue;
      }
      const current = old.find((r) => r.locale === locale);
      const slug = current?.slug ?? `${slugify(title, 70) || "question"}-${id}`;
      await tx
        .insert(qaThreadTranslations)
        .values({ threadId: id, locale, slug, title, body })
        .onConflictDoUpdate({
          target: [qaThreadTranslations.threadId, qaThreadTranslations.locale],
          set: { title, body },
        });
      after.push({ locale, slug, title, body });
    }
    return {
      result: { outcome: "saved", id },
      entry: {
        action: "qa.update",
        entity: "qaThread",
        entityId: id,
        before: { texts: old.map(({ locale, slug, title, body }) => ({ locale, slug, title, body })) },
        after: { texts: after },
      },
    };
  });
}

export type AgencyAnswer = "answered" | "notFound" | "noLanguage" | "unknownAuthor";

/**
 * The agency's answer, published at once and marked as the agency's on the question's page: in a
 * language the question is written in, signed with a team member's name as written in that language.
 */
export async function addAgencyAnswer(
  actor: Actor,
  input: { id: number; answerLocale: Locale; authorId: number; answer: string },
): Promise<AgencyAnswer> {
  return audited(actor, async (tx) => {
    const [thread] = await tx.select({ id: qaThreads.id }).from(qaThreads).where(eq(qaThreads.id, input.id));
    if (!thread) return { result: "notFound" as const, entry: null };
    const [text] = await tx
      .select({ slug: qaThreadTranslations.slug })
      .from(qaThreadTranslations)
      .where(and(eq(qaThreadTranslations.threadId, input.id), eq(qaThreadTranslations.locale, input.answerLocale)));
    if (!text) return { result: "noLanguage" as const, entry: null };
    const [author] = await tx
      .select({ name: teamMemberTranslations.name })
      .from(teamMemberTranslations)
      .where(
        and(eq(teamMemberTranslations.memberId, input.authorId), eq(teamMemberTranslations.locale, input.answerLocale)),
      );
    if (!author) return { result: "unknownAuthor" as const, entry: null };
    const [answer] = await tx
      .insert(qaAnswers)
      .values({
        threadId: input.id,
        locale: input.answerLocale,
        authorName: author.name,
        staff: true,
        body: input.answer,
        status: "approved",
        moderatedAt: new Date(),
      })
      .returning({ id: qaAnswers.id });
    return {
      result: "answered" as const,
      entry: {
        action: "qa.answer",
        entity: "qaAnswer",
        entityId: answer!.id,
        after: { threadId: input.id, locale: input.answerLocale, authorName: author.name, body: input.answer },
      },
    };
  });
}
