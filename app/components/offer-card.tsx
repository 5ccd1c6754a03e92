import { useTranslation } from "~/i18n/react";
import type { OfferCardData } from "~/domains/offers/offers";
import { Price } from "./price";
import { ScreenLink } from "./screen-link";

/**
 * One special offer; its title is an h3 under a section's h2 (home), or an h2 right under the page's h1 (offers).
 * A product's offer (a flight's route) shows its live fare (the cheapest bookable one in the next days) and links
 * to the results of that day, where the first one has that price; the others show the travel desk's price and the
 * usual one. Its texts are the page's language's (decision 118); a picture, when it has one, heads the card.
 */
export function OfferCard({ offer, headingLevel = 3 }: { offer: OfferCardData; headingLevel?: 2 | 3 }) {
  const { t } = useTranslation("offers");
  const Heading = headingLevel === 2 ? "h2" : "h3";
  // The accessible name says which offer; it starts with the visible words (label in name).
  const cta = {
    className: "btn-secondary mt-4 self-start",
    "aria-label": t("ctaFor", { title: offer.title }),
  };
  return (
    <article className="flex flex-col rounded-xl bg-white p-5 shadow-sm ring-1 ring-gray-200">
      {offer.picture ? (
        <img
          src={offer.picture}
          alt=""
          width={600}
          height={300}
          loading="lazy"
          className="mb-4 aspect-[2/1] w-full rounded-lg object-cover"
        />
      ) : null}
      <Heading className="text-lg font-semibold">{offer.title}</Heading>
      <p className="mt-1 flex-1 text-sm text-gray-700">{offer.text}</p>
      {offer.kind === "product" ? (
        <>
          <p className="mt-4 flex items-baseline gap-2">
            <span className="text-sm text-gray-600">{t("from")}</span>
            <Price money={{ amount: offer.fare.price, currency: "EUR" }} className="text-xl font-bold text-green-800" />
          </p>
          <p className="mt-1 text-sm text-gray-600">{t("fare.when", { date: offer.fare.date })}</p>
          <ScreenLink to={offer.fare.screen} search={offer.fare.search} {...cta}>
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
