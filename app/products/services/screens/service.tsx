import type { LoaderFunctionArgs } from "@remix-run/node";
import { Form, useLoaderData } from "@remix-run/react";
import { Price } from "~/components/price";
import { ScreenLink } from "~/components/screen-link";
import { useTranslation } from "~/i18n/react";
import { messagesFor } from "~/i18n/resources.server";
import { pathFor } from "~/routing/screens";
import { useLocale } from "~/utils/root-data";
import { ItemsTable } from "../components/estimate-view";
import { serviceEstimate } from "../pages.server";
import { serviceBySlug } from "../projects.server";

/**
 * A service's page (decision 800): what it is, the items its estimate starts from with their totals, the price per
 * person and overall (the site's price rule: the visitor's currency and VAT switch), and the form that starts an
 * estimate from it.
 */
export async function loader({ context, params }: LoaderFunctionArgs) {
  if (context.screen?.screen !== "serviceDetail") throw new Response(null, { status: 404 });
  const { locale } = context;
  const service = await serviceBySlug(params.slug ?? "", locale);
  if (!service) throw new Response(null, { status: 404 });
  const { currency, totals } = await serviceEstimate(service);
  return {
    title: service.text.name,
    description: service.text.summary,
    messages: messagesFor(locale, "services"),
    service: {
      slug: service.slug,
      name: service.text.name,
      summary: service.text.summary,
      description: service.text.description,
      picture: service.pictures[0] ?? null,
      persons: service.persons,
    },
    currency,
    items: service.items.map((item, i) => ({ ...item, id: i, total: totals.items[i] })),
    perPerson: totals.perPerson.net,
    overall: totals.overall.net,
  };
}

export default function ServiceScreen() {
  const d = useLoaderData<typeof loader>();
  const { t } = useTranslation("services");
  const locale = useLocale();
  return (
    <main id="main" className="mx-auto grid max-w-7xl gap-8 px-4 py-8 lg:grid-cols-[minmax(0,1fr)_22rem]">
      <div className="min-w-0">
        <h1 className="text-3xl font-bold">{d.service.name}</h1>
        <p className="mt-3 text-lg text-gray-700">{d.service.summary}</p>
        {d.service.picture ? (
          <img
            src={d.service.picture}
            alt=""
            width={640}
            height={400}
            className="mt-6 aspect-[8/5] w-full max-w-2xl rounded-xl object-cover"
          />
        ) : null}
        <p className="mt-6 max-w-3xl">{d.service.description}</p>
        <h2 className="mt-8 text-xl font-semibold">{t("detail.items")}</h2>
        <p className="mt-1 text-sm text-gray-700">{t("detail.persons", { count: d.service.persons })}</p>
        <div className="mt-3">
          <ItemsTable items={d.items} currency={d.currency} vatMode="excl" caption={t("detail.items")} />
        </div>
      </div>
      <aside className="h-fit min-w-0 rounded-xl bg-white p-5 shadow-sm ring-1 ring-gray-200">
        <dl className="grid gap-3">
          <div>
            <dt className="text-sm text-gray-700">{t("detail.perPerson")}</dt>
            <dd className="text-2xl font-bold">
              <Price money={{ amount: d.perPerson, currency: d.currency }} />
            </dd>
          </div>
          <div>
            <dt className="text-sm text-gray-700">{t("detail.total")}</dt>
            <dd className="text-lg font-semibold">
              <Price money={{ amount: d.overall, currency: d.currency }} />
            </dd>
          </div>
        </dl>
        <Form method="post" action={pathFor("estimateNew", locale)} className="mt-5">
          <input type="hidden" name="intent" value="start" />
          <input type="hidden" name="service" value={d.service.slug} />
          <button className="btn-primary w-full">{t("detail.start")}</button>
        </Form>
        <p className="mt-4 text-sm">
          <ScreenLink to="estimateProjects" className="text-green-800 underline">
            {t("list.projects")}
          </ScreenLink>
        </p>
      </aside>
    </main>
  );
}
