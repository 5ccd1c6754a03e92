import { useTranslation } from "~/i18n/react";
import type { OfferCardData } from "~/domains/offers/offers";
import { Price } from "./price";
import { ScreenLink } from "./screen-link";

/**
 * One special offer; its title is an h3 under a section's h2 (home), or an h2 right under the page's h1 (offers).
 * A flight offer shows its route's true fare (the cheapest bookable one in the next days) and links to the results
 * of that day, where the first flight has that price; the others show the travel desk's price and the usual one.
 */
export function OfferCard({ offer, headingLevel = 3 }: { offer: OfferCardData; headingLevel?: 2 | 3 }) {
  const { t } = useTranslation("offers");
  const Heading = headingLevel === 2 ? "h2" : "h3";
  // The accessible name says which offer; it starts with the visible words (label in name).
  const cta = {
    className: "btn-secondary mt-4 self-start",
    "aria-label": t("ctaFor", { title: t(`items.${offer.id}.title`) }),
  };
  return (
    <article className="flex flex-col rounded-xl bg-white p-5 shadow-sm ring-1 ring-gray-200">
      <Heading className="text-lg font-semibold">{t(`items.${offer.id}.title`)}</Heading>
      <p className="mt-1 flex-1 text-sm text-gray-700">{t(`items.${offer.id}.text`)}</p>
      {offer.kind === "flight" ? (
        <>
          <p className="mt-4 flex items-baseline gap-2">
            <span className="text-sm text-gray-600">{t("from")}</span>
            <Price money={{ amount: offer.fare.price, currency: "EUR" }} className="text-xl font-bold text-green-800" />
          </p>
          <p className="mt-1 text-sm text-gray-600">{t("fare.when", { date: offer.fare.date })}</p>
          <ScreenLink to="flightResults" search={offer.fare.search} {...cta}>
            {t("cta")}
          </ScreenLink>
        </>
      ) : (
        <>
          <p className="mt-4 flex items-baseline gap-2">
            <span className="text-sm text-gray-600">{t("from")}</span>
            <Price money={offer.price} className="text-xl font-bold text-green-800" />
            <s className="text-sm text-gray-500">
              <Price money={offer.was} />
            </s>
          </p>
          <ScreenLink to={offer.screen} {...cta}>
            {t("cta")}
          </ScreenLink>
        </>
      )}
    </article>
  );
}
