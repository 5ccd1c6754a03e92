import { useTranslation } from "~/i18n/react";
import type { SpecialOffer } from "~/domains/offers/offers";
import { Price } from "./price";
import { ScreenLink } from "./screen-link";

/** One special offer; its title is an h3 under a section's h2 (home), or an h2 right under the page's h1 (offers). */
export function OfferCard({ offer, headingLevel = 3 }: { offer: SpecialOffer; headingLevel?: 2 | 3 }) {
  const { t } = useTranslation("offers");
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <article className="flex flex-col rounded-xl bg-white p-5 shadow-sm ring-1 ring-gray-200">
      <Heading className="text-lg font-semibold">{t(`items.${offer.id}.title`)}</Heading>
      <p className="mt-1 flex-1 text-sm text-gray-700">{t(`items.${offer.id}.text`)}</p>
      <p className="mt-4 flex items-baseline gap-2">
        <span className="text-sm text-gray-600">{t("from")}</span>
        <Price money={offer.price} className="text-xl font-bold text-green-800" />
        <s className="text-sm text-gray-500">
          <Price money={offer.was} />
        </s>
      </p>
      {/* The accessible name says which offer; it starts with the visible words (label in name). */}
      <ScreenLink
        to={offer.screen}
        className="btn-secondary mt-4 self-start"
        aria-label={t("ctaFor", { title: t(`items.${offer.id}.title`) })}
      >
        {t("cta")}
      </ScreenLink>
    </article>
  );
}
