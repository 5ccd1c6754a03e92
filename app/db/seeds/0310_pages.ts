import { renderMarkdown } from "~/domains/content/markdown.server";
import { locales } from "~/routing/screens";
import type { Db } from "../client.server";
import {
  guidePages,
  guidePageTranslations,
  jobOffers,
  jobOfferTranslations,
  specialOffers,
  specialOfferTranslations,
} from "../schema";
import { guides, jobOffers as jobSeeds, offerTexts } from "./content/pages";

export const name = "pages";

/** The special offers the site showed before the desk (decision 118): three flight routes, three priced offers. */
const offers = [
  { key: "istanbul", product: "flight", params: { from: "IKA", to: "IST" } },
  { key: "kish", product: "flight", params: { from: "THR", to: "KIH" } },
  { key: "amsterdam", product: "flight", params: { from: "IKA", to: "AMS" } },
  { key: "shiraz", screen: "hotelsDomestic", price: 3500, was: 4800 },
  { key: "dubai", screen: "tours", price: 61000, was: 74000 },
  { key: "insurance", screen: "insurance", price: 1900, was: 2600 },
];

/**
 * Job offers, the purchase and refund guides and the special offers, published in four languages
 * (app/db/seeds/content/pages.ts). Each is written once: running the seeds again never overwrites
 * what editors changed on the desk.
 */
export async function seed(db: Db) {
  await db.transaction(async (tx) => {
    for (const [position, job] of jobSeeds.entries()) {
      const [row] = await tx
        .insert(jobOffers)
        .values({ key: job.key, position, published: true })
        .onConflictDoNothing()
        .returning({ id: jobOffers.id });
      if (!row) continue;
      await tx.insert(jobOfferTranslations).values(
        locales.map((l) => ({
          offerId: row.id,
          locale: l,
          title: job.t[l].title,
          bodyMarkdown: job.t[l].body,
          bodyHtml: renderMarkdown(job.t[l].body),
        })),
      );
    }

    for (const guide of guides) {
      const [row] = await tx
        .insert(guidePages)
        .values({ screen: guide.screen })
        .onConflictDoNothing()
        .returning({ screen: guidePages.screen });
      if (!row) continue;
      await tx.insert(guidePageTranslations).values(
        locales.map((l) => ({
          screen: guide.screen,
          locale: l,
          title: guide.t[l].title,
          intro: guide.t[l].intro,
          bodyMarkdown: guide.t[l].body,
          bodyHtml: renderMarkdown(guide.t[l].body),
        })),
      );
    }

    for (const [position, offer] of offers.entries()) {
      const [row] = await tx
        .insert(specialOffers)
        .values({ ...offer, position, published: true })
        .onConflictDoNothing()
        .returning({ id: specialOffers.id });
      if (!row) continue;
      const texts = offerTexts[offer.key]!;
      await tx
        .insert(specialOfferTranslations)
        .values(locales.map((l) => ({ offerId: row.id, locale: l, title: texts[l].title, text: texts[l].text })));
    }
  });
}
