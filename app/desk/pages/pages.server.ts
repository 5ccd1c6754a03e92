import { and, eq } from "drizzle-orm";
import { getDb } from "~/db/client.server";
import {
  guidePages,
  guidePageTranslations,
  jobOffers,
  jobOfferTranslations,
  specialOffers,
  specialOfferTranslations,
} from "~/db/schema";
import type { Tx } from "~/domains/booking/inventory";
import { offerParamsOf, offerProducts } from "~/domains/booking/products";
import { renderMarkdown } from "~/domains/content/markdown.server";
import { inOrder, writtenLanguages } from "~/domains/content/publishing";
import { staticScreens } from "~/domains/content/sitemap";
import { slugify } from "~/domains/content/text";
import { locales, type Locale } from "~/routing/screen-table";
import { minorFromText } from "~/utils/money";
import { typeset } from "~/utils/typography";
import { audited, type Actor } from "../audit.server";
import { imagePath, keepImage, prepareImage } from "../content/images.server";
import type { GuideScreen, GuideTexts, JobTexts, OfferTexts } from "./schemas";

/**
 * Job offers, the purchase and refund guides and the special offers on the desk (issue 26, decision 118).
 * Each language's text is its own row: a language left empty has none, and the site, reading only the
 * page's language, never shows the item in it. Every write is audited in its transaction; a write that
 * changes nothing, or is refused, logs nothing.
 */

/** A value shown in the desk's list: the desk's language, else the first written, spaced as the site would. */
function inDeskLanguage<T extends { locale: string }>(rows: T[], locale: Locale) {
  const row = rows.find((r) => r.locale === locale) ?? rows[0];
  return row ? typeset(row, locale) : null;
}

/** Writes each language's row, deletes the rows of languages left empty; returns what was written. */
async function writeTexts<P extends string>(
  texts: Record<Locale, Record<P, string>>,
  write: (locale: Locale, text: Record<P, string>) => Promise<void>,
  remove: (locale: Locale) => Promise<void>,
) {
  const written = writtenLanguages(texts);
  for (const l of locales) await (written.includes(l) ? write(l, texts[l]) : remove(l));
  return Object.fromEntries(written.map((l) => [l, texts[l]]));
}

// ── Job offers ─────────────────────────────────────────────────────────────

export async function listDeskJobOffers(locale: Locale) {
  const db = await getDb();
  const [rows, texts] = await Promise.all([
    db.select().from(jobOffers),
    db
      .select({
        offerId: jobOfferTranslations.offerId,
        locale: jobOfferTranslations.locale,
        title: jobOfferTranslations.title,
      })
      .from(jobOfferTranslations),
  ]);
  return inOrder(rows).map((o) => {
    const own = texts.filter((t) => t.offerId === o.id);
    return {
      ...o,
      title: inDeskLanguage(own, locale)?.title ?? o.key,
      languages: locales.filter((l) => own.some((t) => t.locale === l)),
    };
  });
}

export async function deskJobOffer(id: number) {
  const db = await getDb();
  const [offer] = await db.select().from(jobOffers).where(eq(jobOffers.id, id));
  if (!offer) return null;
  const rows = await db.select().from(jobOfferTranslations).where(eq(jobOfferTranslations.offerId, id));
  const texts = Object.fromEntries(
    locales.map((l) => {
      const row = rows.find((r) => r.locale === l);
      return [l, { title: row?.title ?? "", body: row?.bodyMarkdown ?? "" }];
    }),
  ) as JobTexts;
  return { ...offer, texts };
}

/** Each written language's body as the site renders it (its one sanitiser, French spacing). */
export function previewOf(texts: Record<Locale, { title: string; body: string; intro?: string }>) {
  return writtenLanguages(texts).map((l) => ({
    locale: l,
    ...typeset({ title: texts[l].title, intro: texts[l].intro ?? "", html: renderMarkdown(texts[l].body) }, l),
  }));
}

/** A new item's key: from its first written title, made unique among the table's keys. */
async function freshKey(tx: Tx, table: typeof jobOffers | typeof specialOffers, title: string, prefix: string) {
  const base = slugify(title, 60);
  const key = base === "item" ? prefix : base;
  const [taken] = await tx.select({ id: table.id }).from(table).where(eq(table.key, key));
  return taken ? `${key}-${Date.now().toString(36)}` : key;
}

export type SaveOutcome = { outcome: "saved"; id: number } | { outcome: "notFound" };

export async function saveJobOffer(
  actor: Actor,
  input: { id?: number; position: number; closesOn: string | null; texts: JobTexts },
): Promise<SaveOutcome> {
  return audited<SaveOutcome>(actor, async (tx) => {
    let id = input.id;
    let before: unknown = null;
    const fields = { position: input.position, closesOn: input.closesOn, updatedAt: new Date() };
    if (id === undefined) {
      const first = writtenLanguages(input.texts)[0]!;
      const key = await freshKey(tx, jobOffers, input.texts[first].title, "job");
      const [created] = await tx
        .insert(jobOffers)
        .values({ key, ...fields, published: false })
        .returning();
      id = created!.id;
    } else {
      const [row] = await tx.select().from(jobOffers).where(eq(jobOffers.id, id)).for("update");
      if (!row) return { result: { outcome: "notFound" }, entry: null };
      const old = await tx.select().from(jobOfferTranslations).where(eq(jobOfferTranslations.offerId, id));
      before = {
        position: row.position,
        closesOn: row.closesOn,
        texts: Object.fromEntries(old.map((t) => [t.locale, { title: t.title, body: t.bodyMarkdown }])),
      };
      await tx.update(jobOffers).set(fields).where(eq(jobOffers.id, id));
    }
    const offerId = id;
    const texts = await writeTexts(
      input.texts,
      async (locale, text) => {
        const values = { title: text.title, bodyMarkdown: text.body, bodyHtml: renderMarkdown(text.body) };
        await tx
          .insert(jobOfferTranslations)
          .values({ offerId, locale, ...values })
          .onConflictDoUpdate({ target: [jobOfferTranslations.offerId, jobOfferTranslations.locale], set: values });
      },
      async (locale) => {
        await tx
          .delete(jobOfferTranslations)
          .where(and(eq(jobOfferTranslations.offerId, offerId), eq(jobOfferTranslations.locale, locale)));
      },
    );
    return {
      result: { outcome: "saved", id: offerId },
      entry: {
        action: input.id === undefined ? "jobOffer.create" : "jobOffer.update",
        entity: "job_offer",
        entityId: offerId,
        before,
        after: { position: input.position, closesOn: input.closesOn, texts },
      },
    };
  });
}

export type Publish = "published" | "unpublished" | "unchanged" | "notFound" | "noText";

/** Publishes or unpublishes a job offer or a special offer (publishing needs a language written). */
export async function setPublished(
  actor: Actor,
  what: "jobOffer" | "specialOffer",
  id: number,
  published: boolean,
): Promise<Publish> {
  const table = what === "jobOffer" ? jobOffers : specialOffers;
  const texts = what === "jobOffer" ? jobOfferTranslations : specialOfferTranslations;
  return audited(actor, async (tx) => {
    const [row] = await tx.select().from(table).where(eq(table.id, id)).for("update");
    if (!row) return { result: "notFound" as const, entry: null };
    if (row.published === published) return { result: "unchanged" as const, entry: null };
    if (published) {
      const [text] = await tx.select().from(texts).where(eq(texts.offerId, id)).limit(1);
      if (!text) return { result: "noText" as const, entry: null };
    }
    await tx.update(table).set({ published, updatedAt: new Date() }).where(eq(table.id, id));
    return {
      result: published ? ("published" as const) : ("unpublished" as const),
      entry: {
        action: `${what}.${published ? "publish" : "unpublish"}`,
        entity: what === "jobOffer" ? "job_offer" : "special_offer",
        entityId: id,
        before: { published: row.published },
        after: { published },
      },
    };
  });
}

// ── Guide pages ────────────────────────────────────────────────────────────

export async function listDeskGuides() {
  const db = await getDb();
  const rows = await db
    .select({
      screen: guidePageTranslations.screen,
      locale: guidePageTranslations.locale,
      published: guidePageTranslations.published,
    })
    .from(guidePageTranslations);
  return rows;
}

export async function deskGuide(screen: GuideScreen) {
  const db = await getDb();
  const rows = await db.select().from(guidePageTranslations).where(eq(guidePageTranslations.screen, screen));
  const texts = Object.fromEntries(
    locales.map((l) => {
      const row = rows.find((r) => r.locale === l);
      return [l, { title: row?.title ?? "", intro: row?.intro ?? "", body: row?.bodyMarkdown ?? "" }];
    }),
  ) as GuideTexts;
  return { screen, texts, published: locales.filter((l) => rows.some((r) => r.locale === l && r.published)) };
}

export type SaveGuide = "saved" | "unchanged";

/** A guide's texts and the languages it is published in (only written ones can be). */
export async function saveGuide(
  actor: Actor,
  input: { screen: GuideScreen; texts: GuideTexts; published: Locale[] },
): Promise<SaveGuide> {
  return audited<SaveGuide>(actor, async (tx) => {
    await tx.insert(guidePages).values({ screen: input.screen }).onConflictDoNothing();
    await tx.select().from(guidePages).where(eq(guidePages.screen, input.screen)).for("update");
    const old = await tx.select().from(guidePageTranslations).where(eq(guidePageTranslations.screen, input.screen));
    const beforeTexts = Object.fromEntries(
      old.map((t) => [t.locale, { title: t.title, intro: t.intro, body: t.bodyMarkdown, published: t.published }]),
    );
    const texts = await writeTexts(
      input.texts,
      async (locale, text) => {
        const values = {
          title: text.title,
          intro: text.intro,
          bodyMarkdown: text.body,
          bodyHtml: renderMarkdown(text.body),
          published: input.published.includes(locale),
        };
        await tx
          .insert(guidePageTranslations)
          .values({ screen: input.screen, locale, ...values })
          .onConflictDoUpdate({
            target: [guidePageTranslations.screen, guidePageTranslations.locale],
            set: values,
          });
      },
      async (locale) => {
        await tx
          .delete(guidePageTranslations)
          .where(and(eq(guidePageTranslations.screen, input.screen), eq(guidePageTranslations.locale, locale)));
      },
    );
    const afterTexts = Object.fromEntries(
      Object.entries(texts).map(([l, t]) => [l, { ...t, published: input.published.includes(l as Locale) }]),
    );
    if (JSON.stringify(afterTexts) === JSON.stringify(sortByLocale(beforeTexts)))
      return { result: "unchanged" as const, entry: null };
    await tx.update(guidePages).set({ updatedAt: new Date() }).where(eq(guidePages.screen, input.screen));
    return {
      result: "saved" as const,
      entry: {
        action: "guide.update",
        entity: "guide_page",
        entityId: input.screen,
        before: beforeTexts,
        after: afterTexts,
      },
    };
  });
}

const sortByLocale = <T>(byLocale: Record<string, T>) =>
  Object.fromEntries(locales.flatMap((l) => (l in byLocale ? [[l, byLocale[l]!]] : [])));

// ── Special offers ─────────────────────────────────────────────────────────

export async function listDeskOffers(locale: Locale) {
  const db = await getDb();
  const [rows, texts] = await Promise.all([
    db.select().from(specialOffers),
    db
      .select({
        offerId: specialOfferTranslations.offerId,
        locale: specialOfferTranslations.locale,
        title: specialOfferTranslations.title,
      })
      .from(specialOfferTranslations),
  ]);
  return inOrder(rows).map((o) => {
    const own = texts.filter((t) => t.offerId === o.id);
    return {
      ...o,
      title: inDeskLanguage(own, locale)?.title ?? o.key,
      languages: locales.filter((l) => own.some((t) => t.locale === l)),
    };
  });
}

export async function deskOffer(id: number) {
  const db = await getDb();
  const [offer] = await db.select().from(specialOffers).where(eq(specialOffers.id, id));
  if (!offer) return null;
  const rows = await db.select().from(specialOfferTranslations).where(eq(specialOfferTranslations.offerId, id));
  const texts = Object.fromEntries(
    locales.map((l) => {
      const row = rows.find((r) => r.locale === l);
      return [l, { title: row?.title ?? "", text: row?.text ?? "" }];
    }),
  ) as OfferTexts;
  return { ...offer, texts };
}

/** What an offer can be: the products that price offers, and the site's pages a travel desk's offer may open. */
export function offerChoices() {
  return { products: offerProducts(), screens: staticScreens().filter((s) => !s.startsWith("desk")) };
}

export interface OfferInput {
  id?: number;
  position: number;
  startsOn: string | null;
  endsOn: string | null;
  kind: "product" | "priced";
  product: string;
  params: Record<string, string>;
  screen: string;
  price: string;
  was: string;
  texts: OfferTexts;
}

export type SaveOffer =
  | { outcome: "saved"; id: number }
  | { outcome: "notFound" }
  | { outcome: "invalid"; field: "product" | "search" | "screen" | "price" | "was" };

const EUR = { decimals: 2 };

export async function saveOffer(actor: Actor, input: OfferInput): Promise<SaveOffer> {
  let fields: {
    position: number;
    startsOn: string | null;
    endsOn: string | null;
    product: string | null;
    params: Record<string, string>;
    screen: string | null;
    price: number | null;
    was: number | null;
  };
  const common = { position: input.position, startsOn: input.startsOn, endsOn: input.endsOn };
  if (input.kind === "product") {
    if (!offerProducts().includes(input.product)) return { outcome: "invalid", field: "product" };
    const params = offerParamsOf(input.product, input.params);
    if (!params) return { outcome: "invalid", field: "search" };
    fields = { ...common, product: input.product, params, screen: null, price: null, was: null };
  } else {
    if (!offerChoices().screens.some((s) => s === input.screen)) return { outcome: "invalid", field: "screen" };
    const price = minorFromText(input.price, EUR);
    const was = minorFromText(input.was, EUR);
    if (price === null || price <= 0) return { outcome: "invalid", field: "price" };
    if (was === null || was <= 0) return { outcome: "invalid", field: "was" };
    fields = { ...common, product: null, params: {}, screen: input.screen, price, was };
  }
  return audited<SaveOffer>(actor, async (tx) => {
    let id = input.id;
    let before: unknown = null;
    if (id === undefined) {
      const first = writtenLanguages(input.texts)[0]!;
      const key = await freshKey(tx, specialOffers, input.texts[first].title, "offer");
      const [created] = await tx
        .insert(specialOffers)
        .values({ key, ...fields, published: false })
        .returning();
      id = created!.id;
    } else {
      const [row] = await tx.select().from(specialOffers).where(eq(specialOffers.id, id)).for("update");
      if (!row) return { result: { outcome: "notFound" }, entry: null };
      const old = await tx.select().from(specialOfferTranslations).where(eq(specialOfferTranslations.offerId, id));
      const { id: _id, key: _key, published: _published, updatedAt: _updated, picture: _picture, ...was } = row;
      before = { ...was, texts: Object.fromEntries(old.map((t) => [t.locale, { title: t.title, text: t.text }])) };
      await tx
        .update(specialOffers)
        .set({ ...fields, updatedAt: new Date() })
        .where(eq(specialOffers.id, id));
    }
    const offerId = id;
    const texts = await writeTexts(
      input.texts,
      async (locale, text) => {
        await tx
          .insert(specialOfferTranslations)
          .values({ offerId, locale, title: text.title, text: text.text })
          .onConflictDoUpdate({
            target: [specialOfferTranslations.offerId, specialOfferTranslations.locale],
            set: { title: text.title, text: text.text },
          });
      },
      async (locale) => {
        await tx
          .delete(specialOfferTranslations)
          .where(and(eq(specialOfferTranslations.offerId, offerId), eq(specialOfferTranslations.locale, locale)));
      },
    );
    return {
      result: { outcome: "saved", id: offerId },
      entry: {
        action: input.id === undefined ? "specialOffer.create" : "specialOffer.update",
        entity: "special_offer",
        entityId: offerId,
        before,
        after: { ...fields, texts },
      },
    };
  });
}

export type SetPicture = "saved" | "notFound" | "type" | "size" | "dimensions";

/** Checks, resizes and keeps an uploaded picture (decision 115's pipeline), and makes it the offer's. */
export async function setOfferPicture(actor: Actor, id: number, bytes: Uint8Array): Promise<SetPicture> {
  const image = await prepareImage(bytes);
  if (!image.ok) return image.reason;
  return audited(actor, async (tx) => {
    const [row] = await tx.select().from(specialOffers).where(eq(specialOffers.id, id)).for("update");
    if (!row) return { result: "notFound" as const, entry: null };
    const picture = imagePath(await keepImage(tx, image));
    await tx.update(specialOffers).set({ picture, updatedAt: new Date() }).where(eq(specialOffers.id, id));
    return {
      result: "saved" as const,
      entry: {
        action: "specialOffer.picture",
        entity: "special_offer",
        entityId: id,
        before: { picture: row.picture },
        after: { picture },
      },
    };
  });
}
