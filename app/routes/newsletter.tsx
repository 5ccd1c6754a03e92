import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { data } from "@remix-run/node";
import { Form, useLoaderData, useNavigation } from "@remix-run/react";
import { maskTarget } from "~/domains/accounts/http.server";
import { confirmSubscription, unsubscribeTarget, unsubscribeWithToken } from "~/domains/newsletter/newsletter.server";
import { getFixedT } from "~/i18n/i18next.server";
import { useTranslation } from "~/i18n/react";
import { messagesPart } from "~/i18n/resources.server";
import { pathFor } from "~/routing/screens";
import { redirectWithToast } from "~/utils/toast.server";

/**
 * Where the newsletter's e-mailed links land (docs/decisions/305-newsletter-double-opt-in.md):
 * `?confirm=…` confirms the subscription and says so; `?unsubscribe=…` asks once and
 * unsubscribes with a button (a form, so a mail scanner that opens every link does not
 * unsubscribe anyone); without a link, how the newsletter works. No JavaScript needed.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const { locale } = context;
  const t = await getFixedT(locale, "common");
  const search = new URL(request.url).searchParams;
  const confirm = search.get("confirm");
  const unsubscribe = search.get("unsubscribe");
  const base = {
    title: t("newsletter.title"),
    description: t("newsletter.text"),
    messages: messagesPart(
      locale,
      "newsletter",
      "confirmed",
      "invalidLink",
      "unsubscribeQuestion",
      "unsubscribe",
      "unsubscribed",
      "howTo",
    ),
  };
  if (confirm !== null) {
    const confirmed = (await confirmSubscription(confirm)) === "confirmed";
    return data({ ...base, state: { kind: confirmed ? "confirmed" : "invalid" } as const }, confirmed ? 200 : 400);
  }
  if (unsubscribe !== null) {
    const target = await unsubscribeTarget(unsubscribe);
    if (!target) return data({ ...base, state: { kind: "invalid" } as const }, 400);
    return { ...base, state: { kind: "unsubscribe", token: unsubscribe, email: maskTarget(target.email) } as const };
  }
  return { ...base, state: { kind: "info" } as const };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const { locale } = context;
  const formData = await request.formData();
  const token = formData.get("token");
  if (typeof token !== "string" || !(await unsubscribeWithToken(token)))
    return data({ unsubscribed: false }, { status: 400 });
  return redirectWithToast(pathFor("newsletter", locale), { type: "success", message: "newsletter:unsubscribed" });
}

export default function NewsletterScreen() {
  const { state } = useLoaderData<typeof loader>();
  const navigation = useNavigation();
  const { t } = useTranslation("newsletter");
  return (
    <main id="main" className="mx-auto max-w-3xl px-4 py-8">
      <h1 className="text-3xl font-bold">{t("common:newsletter.title")}</h1>
      {state.kind === "confirmed" ? (
        <p className="mt-6 rounded-lg bg-green-50 p-4 text-lg text-green-900 ring-1 ring-green-200">{t("confirmed")}</p>
      ) : state.kind === "invalid" ? (
        <p className="mt-6 rounded-lg bg-amber-50 p-4 text-amber-950 ring-1 ring-amber-200">{t("invalidLink")}</p>
      ) : state.kind === "unsubscribe" ? (
        <Form method="post" className="mt-6 grid gap-4 rounded-lg bg-white p-6 ring-1 ring-gray-200">
          <input type="hidden" name="token" value={state.token} />
          <p className="text-lg">{t("unsubscribeQuestion", { email: state.email })}</p>
          <button className="btn-primary justify-self-start" disabled={navigation.state === "submitting"}>
            {t("unsubscribe")}
          </button>
        </Form>
      ) : null}
      <p className="mt-6 text-gray-700">{t("common:newsletter.text")}</p>
      {state.kind === "unsubscribe" ? null : <p className="mt-2 text-gray-700">{t("howTo")}</p>}
    </main>
  );
}
