import { and, asc, eq, gte, isNull, or } from "drizzle-orm";
import { getDb } from "~/db/client.server";
import { guidePageTranslations, jobOffers, jobOfferTranslations } from "~/db/schema";
import type { Locale } from "~/routing/screens";
import { agencyToday } from "~/travel/clock";
import { typeset } from "~/utils/typography";

/**
 * The job offers and guide pages as the site shows them (decision 118), read from the database where the
 * desk writes them. Only a language's own text is read: a page or an offer without it is not shown in
 * that language, never with another language's text.
 */

/** The job offers taking applications today in this language (published, not closed), in order. */
export async function openJobOffers(locale: Locale, now = new Date()) {
  const db = await getDb();
  const rows = await db
    .select({ key: jobOffers.key, title: jobOfferTranslations.title, html: jobOfferTranslations.bodyHtml })
    .from(jobOffers)
    .innerJoin(
      jobOfferTranslations,
      and(eq(jobOfferTranslations.offerId, jobOffers.id), eq(jobOfferTranslations.locale, locale)),
    )
    .where(
      and(eq(jobOffers.published, true), or(isNull(jobOffers.closesOn), gte(jobOffers.closesOn, agencyToday(now)))),
    )
    .orderBy(asc(jobOffers.position), asc(jobOffers.id));
  return typeset(rows, locale);
}

/** A guide page in one language, when it is written and published in it; otherwise null (404). */
export async function guidePage(screen: string, locale: Locale) {
  const db = await getDb();
  const [row] = await db
    .select({
      title: guidePageTranslations.title,
      intro: guidePageTranslations.intro,
      html: guidePageTranslations.bodyHtml,
    })
    .from(guidePageTranslations)
    .where(
      and(
        eq(guidePageTranslations.screen, screen),
        eq(guidePageTranslations.locale, locale),
        eq(guidePageTranslations.published, true),
      ),
    );
  return row ? typeset(row, locale) : null;
}

/** The languages each guide page is published in (the sitemaps list it in those only). */
export async function guideLanguages(): Promise<Record<string, Locale[]>> {
  const db = await getDb();
  const rows = await db
    .select({ screen: guidePageTranslations.screen, locale: guidePageTranslations.locale })
    .from(guidePageTranslations)
    .where(eq(guidePageTranslations.published, true));
  const shown: Record<string, Locale[]> = { purchaseGuide: [], refundGuide: [] };
  for (const r of rows) (shown[r.screen] ??= []).push(r.locale as Locale);
  return shown;
}
