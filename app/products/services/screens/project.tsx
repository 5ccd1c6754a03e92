import type { SubmissionResult } from "@conform-to/react";
import { getZodConstraint } from "@conform-to/zod";
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { data } from "@remix-run/node";
import { Form, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { ScreenLink } from "~/components/screen-link";
import { keyIn, messageKey } from "~/i18n/keys";
import { useTranslation } from "~/i18n/react";
import { messagesFor } from "~/i18n/resources.server";
import { pathFor } from "~/routing/screens";
import { parseWithZod } from "~/utils/submission.server";
import { redirectWithToast } from "~/utils/toast.server";
import { useLocale } from "~/utils/root-data";
import { editableStatuses } from "../codes";
import { Amount, HistoryList, ItemsTable, TotalsBox, WithNode, type ItemRow } from "../components/estimate-view";
import { GroupBox } from "../components/group-box";
import { PayBox } from "../components/pay-box";
import { ShareBox } from "../components/share-box";
import { participantSchema, removeParticipantSchema, resendParticipantSchema } from "../group-forms";
import { addParticipant, groupView, removeParticipant, resendParticipantLink } from "../group.server";
import { payAction, payView } from "../pay.server";
import { projectPage } from "../pages.server";
import { findProject, ownerOf, requestFirmQuote } from "../projects.server";
import { SHARE_PARAM, sharedProject, shareUrl, startSharing, stopSharing } from "../share.server";

/**
 * A project (decision 800): its items with their done percents, the totals per item, per person and overall in its
 * currency (VAT as the project shows it), the progress, the status history, and the request for a firm quote (a POST
 * that stores the request and e-mails the desk through the outbox). Only its owner sees it (404 for anyone else),
 * except through the owner's shared link (decision 813): then it is read-only — the quote, its totals and its PDF,
 * without the history, paying, editing or asking.
 */
export async function loader({ request, context, params }: LoaderFunctionArgs) {
  if (context.screen?.screen !== "estimateProject") throw new Response(null, { status: 404 });
  const { locale } = context;
  const slug = params.slug ?? "";
  const owned = await findProject(slug, await ownerOf(request));
  const shareKey = owned ? null : new URL(request.url).searchParams.get(SHARE_PARAM);
  const project = owned ?? (await sharedProject(slug, shareKey));
  if (!project) throw new Response(null, { status: 404 });
  const page = await projectPage(project, locale);
  return {
    title: project.title,
    noindex: true,
    messages: messagesFor(locale, "services", "servicesPay"),
    ...page,
    ...(owned
      ? {
          shared: null,
          editable: editableStatuses.includes(project.status),
          share: { url: shareUrl(project, locale), canShare: project.status !== "draft" },
          pay: await payView(project, locale),
          group: await groupView(project),
          participantConstraint: getZodConstraint(participantSchema),
        }
      : {
          shared: { key: shareKey! },
          editable: false,
          share: null,
          pay: null,
          group: null,
          participantConstraint: null,
          history: [],
        }),
  };
}

export async function action({ request, context, params }: ActionFunctionArgs) {
  if (context.screen?.screen !== "estimateProject") throw new Response(null, { status: 404 });
  const { locale } = context;
  const project = await findProject(params.slug ?? "", await ownerOf(request));
  if (!project) throw new Response(null, { status: 404 });
  const form = await request.formData();
  const back = pathFor("estimateProject", locale, { slug: project.slug });
  if (form.get("intent") === "pay") return payAction(request, project, locale);
  if (form.get("intent") === "share")
    return (await startSharing(project))
      ? redirectWithToast(`${back}#share-title`, { type: "success", message: "services:share.started" })
      : redirectWithToast(back, { type: "error", message: "services:share.draft" });
  if (form.get("intent") === "unshare") {
    await stopSharing(project);
    return redirectWithToast(`${back}#share-title`, { type: "success", message: "services:share.stopped" });
  }
  if (form.get("intent") === "participant") {
    // The share is read in the project's currency, whatever the form said.
    form.set("currency", project.currency);
    const submission = parseWithZod(form, { schema: participantSchema });
    if (submission.status !== "success") return data({ reply: submission.reply() }, { status: 400 });
    const outcome = await addParticipant(project, submission.value);
    if (outcome.ok) return redirectWithToast(back, { type: "success", message: "servicesPay:group.added" });
    const message = messageKey(keyIn("servicesPay:group.errors", outcome.error) as "servicesPay:group.errors.closed");
    const field = outcome.error === "duplicate" ? "email" : outcome.error === "closed" ? null : "share";
    return data(
      { reply: submission.reply(field ? { fieldErrors: { [field]: [message] } } : { formErrors: [message] }) },
      { status: 409 },
    );
  }
  // Removing a participant and sending one a new link: one participant id each, a toast either way.
  const participantAction = {
    removeParticipant: { schema: removeParticipantSchema, run: removeParticipant, done: "servicesPay:group.removed" },
    resendParticipant: {
      schema: resendParticipantSchema,
      run: resendParticipantLink,
      done: "servicesPay:group.resent",
    },
  } as const;
  const intent = String(form.get("intent") ?? "");
  if (intent === "removeParticipant" || intent === "resendParticipant") {
    const { schema, run, done } = participantAction[intent];
    const submission = parseWithZod(form, { schema });
    if (submission.status !== "success") throw new Response(null, { status: 400 });
    const outcome = await run(project.id, submission.value.participantId);
    return outcome.ok
      ? redirectWithToast(back, { type: "success", message: done })
      : redirectWithToast(back, {
          type: "error",
          message: keyIn("servicesPay:group.errors", outcome.error) as "servicesPay:group.errors.held",
        });
  }
  if (form.get("intent") !== "quote") throw new Response(null, { status: 400 });
  const note =
    String(form.get("note") ?? "")
      .trim()
      .slice(0, 1000) || null;
  const asked = await requestFirmQuote(project, note);
  return asked
    ? redirectWithToast(back, { type: "success", message: "services:project.quoteRequested" })
    : redirectWithToast(back, { type: "error", message: "services:errors.quote" });
}

export default function ProjectScreen() {
  const d = useLoaderData<typeof loader>();
  const { t } = useTranslation("services");
  const locale = useLocale();
  const navigation = useNavigation();
  const result = useActionData<typeof action>() as { reply?: SubmissionResult<string[]> } | undefined;
  const { project } = d;
  const self = pathFor("estimateProject", locale, { slug: project.slug });
  const pdf = pathFor("estimateProjectPdf", locale, { slug: project.slug });
  return (
    <main id="main" className="mx-auto max-w-7xl px-4 py-8">
      {d.shared ? (
        <p className="mb-4 rounded-lg bg-blue-50 p-3 text-blue-950 ring-1 ring-blue-200" data-testid="shared-banner">
          {t("shared.banner")}
        </p>
      ) : null}
      <h1 className="text-3xl font-bold">{project.title}</h1>
      <p className="mt-2 text-gray-700">
        <span
          className="me-2 inline-block rounded bg-green-100 px-2 py-0.5 font-semibold text-green-900"
          data-testid="status"
        >
          {t(keyIn("services:status", project.status))}
        </span>
        <WithNode
          text={(marker) =>
            t("project.summary", { persons: t("totals.persons", { count: project.persons }), currency: marker })
          }
          node={<bdi dir="ltr">{project.currency}</bdi>}
        />
      </p>
      {project.validUntil ? <p className="mt-2">{t("project.validUntil", { date: project.validUntil })}</p> : null}
      <p className="mt-2">
        <a
          href={d.shared ? `${pdf}?share=${encodeURIComponent(d.shared.key)}` : pdf}
          download
          className="text-green-800 underline"
        >
          {t("servicesPay:pdf")}
        </a>
      </p>

      <div className="mt-6 grid gap-8 lg:grid-cols-[minmax(0,1fr)_24rem]">
        <div className="min-w-0">
          <h2 className="text-xl font-semibold">{t("project.items")}</h2>
          <div className="mt-3">
            <ItemsTable
              items={d.items as ItemRow[]}
              currency={project.currency}
              vatMode={project.vatMode}
              caption={t("project.items")}
              showDone
            />
          </div>
          {d.editable ? (
            <p className="mt-4">
              <ScreenLink to="estimateNew" search={`?project=${project.slug}`} className="btn-secondary">
                {t("project.edit")}
              </ScreenLink>
            </p>
          ) : null}

          {d.history.length ? (
            <>
              <h2 className="mt-8 text-xl font-semibold">{t("project.history")}</h2>
              <HistoryList history={d.history} />
            </>
          ) : null}
        </div>

        <div className="grid h-fit min-w-0 gap-6">
          <TotalsBox
            totals={d.totals}
            currency={project.currency}
            persons={project.persons}
            vatMode={project.vatMode}
            vatPercent={d.vatPercent}
            progress={d.totals.progress}
          />
          {project.firmTotal !== null ? (
            <p className="rounded-lg bg-green-50 p-3 ring-1 ring-green-200">
              {t("common:labelled", { label: t("project.firmTotal") })}{" "}
              <strong>
                <Amount amount={project.firmTotal} currency={project.currency} />
              </strong>
            </p>
          ) : null}
          {d.pay ? <PayBox pay={d.pay} action={self} /> : null}
          {d.group && d.participantConstraint ? (
            <GroupBox
              group={d.group}
              action={self}
              lastResult={result?.reply}
              constraint={d.participantConstraint}
              editable={project.status === "firm"}
            />
          ) : null}
          {d.shared ? null : (
            <section aria-labelledby="quote-title" className="rounded-xl bg-white p-5 shadow-sm ring-1 ring-gray-200">
              <h2 id="quote-title" className="text-lg font-semibold">
                {t("project.quoteTitle")}
              </h2>
              <p className="mt-1 text-sm text-gray-700">{t("project.quoteIntro")}</p>
              {project.status === "in_progress" ? (
                <Form method="post" action={self} className="mt-3 grid gap-3">
                  <input type="hidden" name="intent" value="quote" />
                  <label htmlFor="quote-note" className="text-sm font-medium">
                    {t("project.quoteNote")}
                  </label>
                  <textarea id="quote-note" name="note" rows={3} maxLength={1000} className="input" />
                  <button className="btn-primary" disabled={navigation.state === "submitting"}>
                    {t("project.quoteButton")}
                  </button>
                </Form>
              ) : project.status === "draft" ? (
                <p className="mt-3">
                  {t("project.saveFirst")}{" "}
                  <ScreenLink to="estimateNew" search={`?project=${project.slug}`} className="text-green-800 underline">
                    {t("project.edit")}
                  </ScreenLink>
                </p>
              ) : project.quoteRequestedAt ? (
                <p className="mt-3 font-medium">{t("project.quoteWaiting", { date: project.quoteRequestedAt })}</p>
              ) : null}
            </section>
          )}
          {d.share ? <ShareBox share={d.share} action={self} /> : null}
        </div>
      </div>
    </main>
  );
}
