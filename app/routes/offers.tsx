import type { LoaderFunctionArgs } from "@remix-run/node";
import { useTranslation } from "~/i18n/react";
import { OfferCard } from "~/components/offer-card";
import { offerCards } from "~/domains/offers/offers.server";
import { useLoaderData } from "@remix-run/react";
import { getFixedT } from "~/i18n/i18next.server";
import { messagesFor } from "~/i18n/resources.server";

export async function loader({ context }: LoaderFunctionArgs) {
  const { locale } = context;
  const t = await getFixedT(locale, "offers");
  return {
    title: t("title"),
    description: t("intro"),
    messages: messagesFor(locale, "offers"),
    offers: await offerCards(locale),
  };
}

/** Special prices: the agency's current offers (flights at their true fares), priced in the visitor's currency. */
export default function OffersScreen() {
  const { t } = useTranslation("offers");
  const { offers } = useLoaderData<typeof loader>();
  return (
    <main id="main" className="mx-auto max-w-7xl px-4 py-8">
      <h1 className="text-3xl font-bold">{t("title")}</h1>
      <p className="mt-3 max-w-3xl text-lg text-gray-700">{t("intro")}</p>
      <div className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {offers.map((o) => (
          <OfferCard key={o.key} offer={o} headingLevel={2} />
        ))}
      </div>
      <p className="mt-8 text-sm text-gray-600">{t("terms")}</p>
    </main>
  );
}
