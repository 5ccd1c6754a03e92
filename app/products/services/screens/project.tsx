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
import { Amount, ItemsTable, TotalsBox, WithNode, type ItemRow } from "../components/estimate-view";
import { GroupBox } from "../components/group-box";
import { PayBox } from "../components/pay-box";
import { participantSchema, removeParticipantSchema } from "../group-forms";
import { addParticipant, groupView, removeParticipant } from "../group.server";
import { payAction, payView } from "../pay.server";
import { projectPage } from "../pages.server";
import { findProject, ownerOf, requestFirmQuote } from "../projects.server";

/**
 * A project (decision 800): its items with their done percents, the totals per item, per person and overall in its
 * currency (VAT as the project shows it), the progress, the status history, and the request for a firm quote (a POST
 * that stores the request and e-mails the desk through the outbox). Only its owner sees it (404 for anyone else).
 */
export async function loader({ request, context, params }: LoaderFunctionArgs) {
  if (context.screen?.screen !== "estimateProject") throw new Response(null, { status: 404 });
  const { locale } = context;
  const project = await findProject(params.slug ?? "", await ownerOf(request));
  if (!project) throw new Response(null, { status: 404 });
  return {
    title: project.title,
    noindex: true,
    messages: messagesFor(locale, "services", "servicesPay"),
    editable: editableStatuses.includes(project.status),
    ...(await projectPage(project, locale)),
    pay: await payView(project, locale),
    group: await groupView(project),
    participantConstraint: getZodConstraint(participantSchema),
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
  if (form.get("intent") === "removeParticipant") {
    const submission = parseWithZod(form, { schema: removeParticipantSchema });
    if (submission.status !== "success") throw new Response(null, { status: 400 });
    const outcome = await removeParticipant(project.id, submission.value.participantId);
    return outcome.ok
      ? redirectWithToast(back, { type: "success", message: "servicesPay:group.removed" })
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
  return (
    <main id="main" className="mx-auto max-w-7xl px-4 py-8">
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
          href={pathFor("estimateProjectPdf", locale, { slug: project.slug })}
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

          <h2 className="mt-8 text-xl font-semibold">{t("project.history")}</h2>
          <ol className="mt-3 grid gap-2">
            {d.history.map((h) => (
              <li key={h.id} className="rounded-lg bg-white p-3 text-sm ring-1 ring-gray-200">
                <span className="font-medium">
                  {t("project.historyEntry", {
                    status: t(keyIn("services:status", h.status)),
                    actor: t(keyIn("services:actor", h.actor)),
                  })}
                </span>{" "}
                <span className="text-gray-600">{h.at}</span>
                {h.note ? <p className="mt-1 text-gray-700">{h.note}</p> : null}
              </li>
            ))}
          </ol>
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
          <PayBox pay={d.pay} action={pathFor("estimateProject", locale, { slug: project.slug })} />
          <GroupBox
            group={d.group}
            action={pathFor("estimateProject", locale, { slug: project.slug })}
            lastResult={result?.reply}
            constraint={d.participantConstraint}
            editable={project.status === "firm"}
          />
          <section aria-labelledby="quote-title" className="rounded-xl bg-white p-5 shadow-sm ring-1 ring-gray-200">
            <h2 id="quote-title" className="text-lg font-semibold">
              {t("project.quoteTitle")}
            </h2>
            <p className="mt-1 text-sm text-gray-700">{t("project.quoteIntro")}</p>
            {project.status === "in_progress" ? (
              <Form
                method="post"
                action={pathFor("estimateProject", locale, { slug: project.slug })}
                className="mt-3 grid gap-3"
              >
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
        </div>
      </div>
    </main>
  );
}
