import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { Form, useLoaderData } from "@remix-run/react";
import { keyIn } from "~/i18n/keys";
import { useTranslation } from "~/i18n/react";
import { messagesFor } from "~/i18n/resources.server";
import { pathFor } from "~/routing/screens";
import { getEnv } from "~/utils/env.server";
import { redirectWithToast } from "~/utils/toast.server";
import { Amount, ItemsTable, TotalsBox, type ItemRow } from "../components/estimate-view";
import { addShareToBasket, groupView, openShare, shareRefusal } from "../group.server";
import { projectPage } from "../pages.server";
import { withVat } from "~/utils/vat";

/**
 * A group participant's share of a firm quote (decision 814), opened by the personal signed link e-mailed to them
 * (not by ownership: 404 for a forged, withdrawn or removed link): the project's title, the quote's items read-only
 * with the totals per person and for the group, their share, and "Pay my share" — a POST that puts one line of
 * this product for the share into the visitor's basket and goes there ("It is added to your basket").
 */
async function opened(params: { slug?: string; key?: string }) {
  const found = await openShare(params.slug ?? "", params.key ?? "");
  if (!found) throw new Response(null, { status: 404 });
  return found;
}

export async function loader({ params, context }: LoaderFunctionArgs) {
  if (context.screen?.screen !== "estimateShare") throw new Response(null, { status: 404 });
  const { locale } = context;
  const { project, participant } = await opened(params);
  const [page, group] = await Promise.all([projectPage(project, locale), groupView(project)]);
  const mine = group.participants.find((p) => p.id === participant.id);
  return {
    title: project.title,
    noindex: true,
    messages: messagesFor(locale, "services", "servicesPay"),
    project: page.project,
    items: page.items,
    totals: page.totals,
    vatPercent: page.vatPercent,
    name: participant.name,
    share: withVat(participant.amount, getEnv().VAT_PERCENT),
    state: mine?.state ?? "notOrdered",
    refusal: shareRefusal(project, participant),
  };
}

export async function action({ request, params, context }: ActionFunctionArgs) {
  if (context.screen?.screen !== "estimateShare") throw new Response(null, { status: 404 });
  const { locale } = context;
  const { project, participant } = await opened(params);
  const form = await request.formData();
  if (form.get("intent") !== "payShare") throw new Response(null, { status: 400 });
  const outcome = await addShareToBasket(request, project, participant);
  if (outcome.ok)
    return redirectWithToast(
      pathFor("cart", locale),
      { type: "success", message: "servicesPay:added" },
      { headers: outcome.headers },
    );
  return redirectWithToast(new URL(request.url).pathname, {
    type: "error",
    message: keyIn("servicesPay:refusal", outcome.error) as "servicesPay:refusal.expired",
  });
}

export default function ShareScreen() {
  const d = useLoaderData<typeof loader>();
  const { t } = useTranslation("servicesPay");
  const { project } = d;
  return (
    <main id="main" className="mx-auto max-w-7xl px-4 py-8">
      <h1 className="text-3xl font-bold">{project.title}</h1>
      <p className="mt-2 text-gray-700">{t("group.page.intro", { name: d.name })}</p>
      <div className="mt-6 grid gap-8 lg:grid-cols-[minmax(0,1fr)_24rem]">
        <div className="min-w-0">
          <h2 className="text-xl font-semibold">{t("group.page.items")}</h2>
          <div className="mt-3">
            <ItemsTable
              items={d.items as ItemRow[]}
              currency={project.currency}
              vatMode={project.vatMode}
              caption={t("group.page.items")}
            />
          </div>
        </div>
        <div className="grid h-fit min-w-0 gap-6">
          <TotalsBox
            totals={d.totals}
            currency={project.currency}
            persons={project.persons}
            vatMode={project.vatMode}
            vatPercent={d.vatPercent}
          />
          <section aria-labelledby="share-title" className="rounded-xl bg-white p-5 shadow-sm ring-1 ring-gray-200">
            <h2 id="share-title" className="text-lg font-semibold">
              {t("group.page.yourShare")}{" "}
              <span data-testid="my-share">
                <Amount amount={d.share} currency={project.currency} />
              </span>
            </h2>
            {d.state === "paid" ? (
              <p className="mt-3 font-medium" role="status">
                {t("group.page.paid")}
              </p>
            ) : d.refusal === null ? (
              <Form method="post" className="mt-3">
                <input type="hidden" name="intent" value="payShare" />
                <button className="btn-primary">{t("group.page.button")}</button>
                <p className="mt-1 text-sm text-gray-700">{t("group.page.hint")}</p>
              </Form>
            ) : (
              <p className="mt-3 rounded bg-amber-50 p-2 font-medium ring-1 ring-amber-200" role="status">
                {t(keyIn("servicesPay:refusal", d.refusal))}
              </p>
            )}
          </section>
        </div>
      </div>
    </main>
  );
}
