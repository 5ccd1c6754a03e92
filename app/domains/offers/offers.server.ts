import { and, eq } from "drizzle-orm";
import { getDb } from "~/db/client.server";
import { specialOffers, specialOfferTranslations } from "~/db/schema";
import { offerFareOf } from "~/domains/booking/products";
import { inOrder, withinWindow } from "~/domains/content/publishing";
import { screenIds, type Locale, type ScreenId } from "~/routing/screens";
import { agencyToday } from "~/travel/clock";
import { formatFullDate } from "~/utils/format";
import { typeset } from "~/utils/typography";
import type { OfferCardData } from "./offers";

/** The card's picture width (the 600 px variant of a desk picture, content/images.server.ts). */
const cardPicture = (picture: string) => picture.replace(/\/1200\.webp$/, "/600.webp");

/**
 * The special offers as the home and offers pages show them (decision 118): the published ones written
 * in the page's language whose window holds the agency's today, in order. A product's offer takes its
 * live fare from its product through the registry (the core imports no product), and is left out when
 * the product has nothing bookable; the others as the travel desk priced them.
 */
export async function offerCards(locale: Locale, now = new Date()): Promise<OfferCardData[]> {
  const db = await getDb();
  const today = agencyToday(now);
  const rows = await db
    .select({ offer: specialOffers, title: specialOfferTranslations.title, text: specialOfferTranslations.text })
    .from(specialOffers)
    .innerJoin(
      specialOfferTranslations,
      and(eq(specialOfferTranslations.offerId, specialOffers.id), eq(specialOfferTranslations.locale, locale)),
    )
    .where(eq(specialOffers.published, true));
  const shown = inOrder(rows.map((r) => ({ ...r, id: r.offer.id, position: r.offer.position }))).filter((r) =>
    withinWindow(today, r.offer),
  );
  const cards = await Promise.all(
    shown.map(async ({ offer, title, text }): Promise<OfferCardData | null> => {
      const base = { key: offer.key, picture: cardPicture(offer.picture), ...typeset({ title, text }, locale) };
      if (offer.product) {
        const fare = await offerFareOf(offer.product, offer.params, now);
        return fare ? { ...base, kind: "product", fare: { ...fare, date: formatFullDate(fare.date, locale) } } : null;
      }
      const screen = screenIds.find((id) => id === offer.screen);
      if (!screen || offer.price === null || offer.was === null) return null;
      return {
        ...base,
        kind: "priced",
        screen: screen satisfies ScreenId,
        price: { amount: offer.price, currency: "EUR" },
        was: { amount: offer.was, currency: "EUR" },
      };
    }),
  );
  return cards.filter((c): c is OfferCardData => c !== null);
}
