import { and, eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase } from "../support/db";

/**
 * The blog on the desk (issue 26, decision 115) on PGlite: an article written on the desk is on the site
 * only once published, only in the languages it is written in; every write leaves one audit entry; a
 * picture is accepted by its bytes (JPEG, PNG, WebP), never by its name, and kept resized as WebP.
 */
describe("desk content: articles", () => {
  let drop: () => Promise<void>;
  let editorId: number;
  let authorId: number;
  const editor = () => ({ id: editorId, email: "editor@parvaz.example", role: "editor" as const });

  beforeAll(async () => {
    let handle;
    ({ drop, handle } = await createTestDatabase("pglite"));
    const { seed } = await import("~/db/seeds/0300_content");
    await seed(handle.db);
    const { ensureStaffAccount } = await import("~/desk/accounts.server");
    editorId = await ensureStaffAccount(handle.db, { email: "editor@parvaz.example", role: "editor" });
    const { teamMembers } = await import("~/db/schema");
    [{ id: authorId }] = await handle.db.select({ id: teamMembers.id }).from(teamMembers).limit(1);
  }, 60_000);
  afterAll(async () => drop());

  const auditOf = async (entityId: number) => {
    const { getDb } = await import("~/db/client.server");
    const { auditLog } = await import("~/db/schema");
    const db = await getDb();
    return db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, "article"), eq(auditLog.entityId, String(entityId))));
  };
  const empty = { title: "", summary: "", body: "" };
  const png = (width: number, height: number) =>
    sharp({ create: { width, height, channels: 3, background: { r: 20, g: 120, b: 60 } } })
      .png()
      .toBuffer();

  it("shows a desk article only once published, only in its languages, with one audit entry per write", async () => {
    const desk = await import("~/desk/content/articles.server");
    const site = await import("~/domains/content/content.server");
    const saved = await desk.saveArticle(editor(), {
      authorId,
      texts: {
        fa: {
          title: "سفر به یزد",
          summary: "دو روز در شهر بادگیرها.",
          body: "## روز اول\n\nمسجد جامع و **باغ دولت‌آباد**.",
        },
        en: {
          title: "A trip to Yazd",
          summary: "Two days in the city of windcatchers.",
          body: "## Day one\n\nThe mosque.",
        },
        nl: empty,
        fr: empty,
      },
    });
    expect(saved.outcome).toBe("saved");
    const id = saved.outcome === "saved" ? saved.id : 0;
    expect(await auditOf(id)).toHaveLength(1);

    // Written but not published: nowhere on the site.
    const titles = async (locale: "fa" | "en" | "nl" | "fr") =>
      (await site.listArticles(locale)).items.map((a) => a.title);
    expect(await titles("fa")).not.toContain("سفر به یزد");
    const article = await desk.deskArticle(id);
    expect(await site.getArticle("fa", article!.slugs.fa!)).toBeNull();

    // Publishing needs a picture first; the refusal changes nothing and logs nothing.
    expect(await desk.setArticlePublished(editor(), id, true)).toBe("noPicture");
    expect(await auditOf(id)).toHaveLength(1);

    expect(await desk.setArticlePicture(editor(), id, new Uint8Array(await png(1600, 900)))).toBe("saved");
    expect(await auditOf(id)).toHaveLength(2);
    const cover = (await desk.deskArticle(id))!.cover;
    const [, imageId, width] = /^\/_\/content-image\/(\d+)\/(\d+)\.webp$/.exec(cover)!;
    const stored = await desk.imageVariant(Number(imageId), Number(width));
    expect((await sharp(stored!).metadata()).format).toBe("webp");
    expect((await sharp(stored!).metadata()).width).toBe(1200);

    expect(await desk.setArticlePublished(editor(), id, true)).toBe("published");
    expect(await desk.setArticlePublished(editor(), id, true)).toBe("unchanged");
    expect(await auditOf(id)).toHaveLength(3);
    expect(await titles("fa")).toContain("سفر به یزد");
    expect(await titles("en")).toContain("A trip to Yazd");
    // A language left empty: the article is not shown in it, in no other language's words either.
    expect(await titles("nl")).not.toContain("A trip to Yazd");
    expect(await titles("nl")).not.toContain("سفر به یزد");
    expect(await site.getArticle("nl", article!.slugs.en!)).toBeNull();
    expect((await site.getArticle("fa", article!.slugs.fa!))!.article.bodyHtml).toContain(
      "<strong>باغ دولت‌آباد</strong>",
    );

    // Emptying a language takes the article off the site in it.
    await desk.saveArticle(editor(), { id, authorId, texts: { ...article!.texts, en: empty } });
    expect(await titles("en")).not.toContain("A trip to Yazd");
    expect(await auditOf(id)).toHaveLength(4);

    expect(await desk.setArticlePublished(editor(), id, false)).toBe("unpublished");
    expect(await titles("fa")).not.toContain("سفر به یزد");
    expect((await auditOf(id)).map((e) => e.action)).toEqual([
      "article.create",
      "article.picture",
      "article.publish",
      "article.update",
      "article.unpublish",
    ]);
  });

  it("renders the preview with the site's sanitiser", async () => {
    const { previewOf } = await import("~/desk/content/articles.server");
    const [fa] = previewOf({
      fa: { title: "عنوان", summary: "خلاصه", body: "سلام <script>alert(1)</script> [پیوند](javascript:alert(1))" },
      en: empty,
      nl: empty,
      fr: empty,
    });
    expect(fa!.html).not.toContain("<script");
    expect(fa!.html).not.toContain("javascript:");
    expect(previewOf({ fa: empty, en: empty, nl: empty, fr: empty })).toEqual([]);
  });

  it("refuses a picture whose bytes are not JPEG, PNG or WebP, whatever its name, and logs nothing", async () => {
    const desk = await import("~/desk/content/articles.server");
    const { prepareImage } = await import("~/desk/content/images.server");
    const saved = await desk.saveArticle(editor(), {
      authorId,
      texts: { fa: { title: "آزمون تصویر", summary: "خلاصه", body: "متن" }, en: empty, nl: empty, fr: empty },
    });
    const id = saved.outcome === "saved" ? saved.id : 0;
    // Text named picture.jpg: its bytes say text.
    const text = new TextEncoder().encode("This is not a picture, whatever the file is called.\n".repeat(20));
    expect(await desk.setArticlePicture(editor(), id, text)).toBe("type");
    // A PNG signature followed by junk (a renamed .txt with a PNG header) cannot be decoded.
    const fake = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, ...text]);
    expect(await desk.setArticlePicture(editor(), id, fake)).toBe("type");
    // A real GIF is a picture, but not one of the accepted kinds.
    const gif = await sharp({ create: { width: 800, height: 400, channels: 3, background: "#fff" } })
      .gif()
      .toBuffer();
    expect(await desk.setArticlePicture(editor(), id, new Uint8Array(gif))).toBe("type");
    expect(await desk.setArticlePicture(editor(), id, new Uint8Array(await png(300, 200)))).toBe("dimensions");
    expect(await desk.setArticlePicture(editor(), id, new Uint8Array())).toBe("size");
    expect((await prepareImage(new Uint8Array(await png(800, 400)))).ok).toBe(true);
    expect(await auditOf(id)).toHaveLength(1);
    expect((await desk.deskArticle(id))!.cover).toBe("");
  });
});
