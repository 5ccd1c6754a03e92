import type { LoaderFunctionArgs } from "@remix-run/node";
import { Form, useLoaderData } from "@remix-run/react";
import { ScreenLink } from "~/components/screen-link";
import { useTranslation } from "~/i18n/react";
import { messagesFor } from "~/i18n/resources.server";
import { getFixedT } from "~/i18n/i18next.server";
import { pathFor } from "~/routing/screens";
import { useLocale } from "~/utils/root-data";
import { ServiceCard } from "../components/service-card";
import { serviceEstimate } from "../pages.server";
import { listServices } from "../projects.server";

/** The estimate's landing (decision 800): start from a service (its items and prices) or from an empty estimate. */
export async function loader({ context }: LoaderFunctionArgs) {
  if (context.screen?.screen !== "estimate") throw new Response(null, { status: 404 });
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
  return {
    title: t("estimate.title"),
    description: t("estimate.intro"),
    messages: messagesFor(locale, "services"),
    cards,
  };
}

export default function EstimateScreen() {
  const { cards } = useLoaderData<typeof loader>();
  const { t } = useTranslation("services");
  const locale = useLocale();
  return (
    <main id="main" className="mx-auto max-w-7xl px-4 py-8">
      <h1 className="text-3xl font-bold">{t("estimate.title")}</h1>
      <p className="mt-3 max-w-3xl text-lg text-gray-700">{t("estimate.intro")}</p>
      <section
        aria-labelledby="scratch-title"
        className="mt-6 max-w-xl rounded-xl bg-white p-5 shadow-sm ring-1 ring-gray-200"
      >
        <h2 id="scratch-title" className="text-xl font-semibold">
          {t("estimate.fromScratch")}
        </h2>
        <p className="mt-1 text-gray-700">{t("estimate.scratchIntro")}</p>
        <Form method="post" action={pathFor("estimateNew", locale)} className="mt-3">
          <input type="hidden" name="intent" value="start" />
          <button className="btn-primary" aria-describedby="scratch-title">
            {t("estimate.start")}
          </button>
        </Form>
      </section>
      <h2 className="mt-10 text-xl font-semibold">{t("estimate.fromService")}</h2>
      <ul className="mt-4 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {cards.map((card) => (
          <li key={card.slug} className="min-w-0">
            <ServiceCard service={card} heading="h3" />
          </li>
        ))}
      </ul>
      <p className="mt-8">
        <ScreenLink to="estimateProjects" className="text-green-800 underline">
          {t("list.projects")}
        </ScreenLink>
      </p>
    </main>
  );
}
