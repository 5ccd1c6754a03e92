import crypto from "node:crypto";
import { and, asc, desc, eq, ne } from "drizzle-orm";
import { getDb } from "~/db/client.server";
import { articles, articleTranslations, contentImageVariants, teamMembers, teamMemberTranslations } from "~/db/schema";
import { renderMarkdown } from "~/domains/content/markdown.server";
import { readingMinutes, slugify } from "~/domains/content/text";
import { locales, type Locale } from "~/routing/screen-table";
import { typeset } from "~/utils/typography";
import { audited, type Actor } from "../audit.server";
import { imagePath, keepImage, prepareImage } from "./images.server";
import type { ArticleTexts } from "./schemas";

/**
 * The blog on the desk (issue 26, decision 115): articles with their text per language, a picture
 * uploaded here, published or not. A language left empty has no translation row, so the site (which
 * reads only a language's own row) never shows the article in it. Every write is audited in its own
 * transaction; a write that changes nothing logs nothing.
 */
export async function listDeskArticles() {
  const db = await getDb();
  const [rows, texts] = await Promise.all([
    db.select().from(articles).orderBy(desc(articles.publishedAt), desc(articles.id)),
    db
      .select({
        articleId: articleTranslations.articleId,
        locale: articleTranslations.locale,
        title: articleTranslations.title,
      })
      .from(articleTranslations),
  ]);
  return rows.map((a) => ({
    ...a,
    texts: texts.filter((t) => t.articleId === a.id).map(({ locale, title }) => ({ locale, title })),
  }));
}

export async function deskArticle(id: number) {
  const db = await getDb();
  const [article] = await db.select().from(articles).where(eq(articles.id, id));
  if (!article) return null;
  const rows = await db.select().from(articleTranslations).where(eq(articleTranslations.articleId, id));
  const texts = Object.fromEntries(
    locales.map((l) => {
      const row = rows.find((r) => r.locale === l);
      return [l, { title: row?.title ?? "", summary: row?.summary ?? "", body: row?.bodyMarkdown ?? "" }];
    }),
  ) as ArticleTexts;
  return {
    ...article,
    texts,
    slugs: Object.fromEntries(rows.map((r) => [r.locale, r.slug])) as Partial<Record<Locale, string>>,
  };
}

/** The team members an article can be signed by, named in the desk's language (or any). */
export async function authors(locale: Locale) {
  const db = await getDb();
  const rows = await db
    .select({ id: teamMembers.id, name: teamMemberTranslations.name, locale: teamMemberTranslations.locale })
    .from(teamMembers)
    .innerJoin(teamMemberTranslations, eq(teamMemberTranslations.memberId, teamMembers.id))
    .orderBy(asc(teamMembers.position), asc(teamMembers.id));
  const ids = [...new Set(rows.map((r) => r.id))];
  return ids.map((id) => {
    const names = rows.filter((r) => r.id === id);
    return { id, name: (names.find((r) => r.locale === locale) ?? names[0]!).name };
  });
}

/** Each language's rendered body, as the site would show it (the site's one sanitiser, French spacing). */
export function previewOf(texts: ArticleTexts) {
  return locales
    .filter((l) => texts[l].title !== "")
    .map((l) => ({
      locale: l,
      ...typeset({ title: texts[l].title, summary: texts[l].summary, html: renderMarkdown(texts[l].body) }, l),
    }));
}

export type SaveArticle = { outcome: "saved"; id: number } | { outcome: "notFound" | "unknownAuthor" };

export async function saveArticle(
  actor: Actor,
  input: { id?: number; authorId: number; texts: ArticleTexts },
): Promise<SaveArticle> {
  return audited<SaveArticle>(actor, async (tx) => {
    const [author] = await tx
      .select({ id: teamMembers.id })
      .from(teamMembers)
      .where(eq(teamMembers.id, input.authorId));
    if (!author) return { result: { outcome: "unknownAuthor" }, entry: null };
    let id = input.id;
    let before: unknown = null;
    if (id === undefined) {
      const [created] = await tx
        .insert(articles)
        .values({
          key: `desk-${crypto.randomBytes(6).toString("hex")}`,
          authorId: input.authorId,
          cover: "",
          publishedAt: new Date(),
          published: false,
        })
        .returning();
      id = created!.id;
    } else {
      const [row] = await tx.select().from(articles).where(eq(articles.id, id)).for("update");
      if (!row) return { result: { outcome: "notFound" }, entry: null };
      const old = await tx.select().from(articleTranslations).where(eq(articleTranslations.articleId, id));
      before = {
        authorId: row.authorId,
        texts: old.map((t) => ({
          locale: t.locale,
          slug: t.slug,
          title: t.title,
          summary: t.summary,
          body: t.bodyMarkdown,
        })),
      };
      await tx.update(articles).set({ authorId: input.authorId, updatedAt: new Date() }).where(eq(articles.id, id));
    }
    const after: { locale: Locale; slug: string; title: string; summary: string; body: string }[] = [];
    for (const locale of locales) {
      const text = input.texts[locale];
      const where = and(eq(articleTranslations.articleId, id), eq(articleTranslations.locale, locale));
      if (text.title === "") {
        await tx.delete(articleTranslations).where(where);
        continue;
      }
      const [current] = await tx.select({ slug: articleTranslations.slug }).from(articleTranslations).where(where);
      let slug = current?.slug ?? (slugify(text.title) || `article-${id}`);
      if (!current) {
        const [taken] = await tx
          .select({ id: articleTranslations.articleId })
          .from(articleTranslations)
          .where(
            and(
              eq(articleTranslations.locale, locale),
              eq(articleTranslations.slug, slug),
              ne(articleTranslations.articleId, id),
            ),
          );
        if (taken) slug = `${slug}-${id}`;
      }
      const values = {
        title: text.title,
        summary: text.summary,
        bodyMarkdown: text.body,
        bodyHtml: renderMarkdown(text.body),
        readingMinutes: readingMinutes(text.body),
      };
      await tx
        .insert(articleTranslations)
        .values({ articleId: id, locale, slug, ...values })
        .onConflictDoUpdate({ target: [articleTranslations.articleId, articleTranslations.locale], set: values });
      after.push({ locale, slug, title: text.title, summary: text.summary, body: text.body });
    }
    return {
      result: { outcome: "saved", id },
      entry: {
        action: input.id === undefined ? "article.create" : "article.update",
        entity: "article",
        entityId: id,
        before,
        after: { authorId: input.authorId, texts: after },
      },
    };
  });
}

export type Publish = "published" | "unpublished" | "unchanged" | "notFound" | "noPicture" | "noText";

export async function setArticlePublished(actor: Actor, id: number, published: boolean): Promise<Publish> {
  return audited(actor, async (tx) => {
    const [row] = await tx.select().from(articles).where(eq(articles.id, id)).for("update");
    if (!row) return { result: "notFound" as const, entry: null };
    if (row.published === published) return { result: "unchanged" as const, entry: null };
    if (published && !row.cover) return { result: "noPicture" as const, entry: null };
    if (published) {
      const [text] = await tx.select().from(articleTranslations).where(eq(articleTranslations.articleId, id)).limit(1);
      if (!text) return { result: "noText" as const, entry: null };
    }
    // The article keeps the date it was written on the desk (or seeded with); publishing shows it, no more.
    await tx.update(articles).set({ published, updatedAt: new Date() }).where(eq(articles.id, id));
    return {
      result: published ? ("published" as const) : ("unpublished" as const),
      entry: {
        action: published ? "article.publish" : "article.unpublish",
        entity: "article",
        entityId: id,
        before: { published: row.published },
        after: { published },
      },
    };
  });
}

export type SetPicture = "saved" | "notFound" | "type" | "size" | "dimensions";

/** Checks, resizes and keeps an uploaded picture, and makes it the article's. */
export async function setArticlePicture(actor: Actor, id: number, bytes: Uint8Array): Promise<SetPicture> {
  const image = await prepareImage(bytes);
  if (!image.ok) return image.reason;
  return audited(actor, async (tx) => {
    const [row] = await tx.select().from(articles).where(eq(articles.id, id)).for("update");
    if (!row) return { result: "notFound" as const, entry: null };
    const cover = imagePath(await keepImage(tx, image));
    await tx.update(articles).set({ cover, updatedAt: new Date() }).where(eq(articles.id, id));
    return {
      result: "saved" as const,
      entry: {
        action: "article.picture",
        entity: "article",
        entityId: id,
        before: { cover: row.cover },
        after: { cover },
      },
    };
  });
}

/** One stored width of a picture, or null. */
export async function imageVariant(imageId: number, width: number) {
  const db = await getDb();
  const [row] = await db
    .select({ data: contentImageVariants.data })
    .from(contentImageVariants)
    .where(and(eq(contentImageVariants.imageId, imageId), eq(contentImageVariants.width, width)));
  return row ? Buffer.from(row.data, "base64") : null;
}
