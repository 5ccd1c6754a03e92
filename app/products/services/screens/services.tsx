import type { LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { ScreenLink } from "~/components/screen-link";
import { useTranslation } from "~/i18n/react";
import { messagesFor } from "~/i18n/resources.server";
import { getFixedT } from "~/i18n/i18next.server";
import { ServiceCard } from "../components/service-card";
import { serviceEstimate } from "../pages.server";
import { listServices } from "../projects.server";

/** The services (decision 800): a card per template with its starting price per person, and the way to estimate. */
export async function loader({ context }: LoaderFunctionArgs) {
  if (context.screen?.screen !== "services") throw new Response(null, { status: 404 });
  const { locale } = context;
  const [t, list] = await Promise.all([getFixedT(locale, "services"), listServices(locale)]);
  const cards = await Promise.all(
    list.map(async (s) => {
      const { currency, totals } = await serviceEstimate(s);
      return {
        slug: s.slug,
        name: s.text.name,
        summary: s.text.summary,
        picture: s.pictures[0] ?? null,
        items: s.items.length,
        perPerson: { amount: totals.perPerson.net, currency },
      };
    }),
  );
  return { title: t("list.title"), description: t("list.intro"), messages: messagesFor(locale, "services"), cards };
}

export default function ServicesScreen() {
  const { cards } = useLoaderData<typeof loader>();
  const { t } = useTranslation("services");
  return (
    <main id="main" className="mx-auto max-w-7xl px-4 py-8">
      <h1 className="text-3xl font-bold">{t("list.title")}</h1>
      <p className="mt-3 max-w-3xl text-lg text-gray-700">{t("list.intro")}</p>
      <p className="mt-4 flex flex-wrap gap-3">
        <ScreenLink to="estimate" className="btn-secondary">
          {t("estimate.title")}
        </ScreenLink>
        <ScreenLink to="estimateProjects" className="btn-secondary">
          {t("list.projects")}
        </ScreenLink>
      </p>
      <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {cards.map((card) => (
          <li key={card.slug} className="min-w-0">
            <ServiceCard service={card} />
          </li>
        ))}
      </ul>
    </main>
  );
}
