import { getFormProps, type SubmissionResult } from "@conform-to/react";
import { getZodConstraint } from "@conform-to/zod";
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { data } from "@remix-run/node";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import type { z } from "zod";
import { TextareaField, useValidatedForm } from "~/components/forms";
import { getFixedT } from "~/i18n/i18next.server";
import { keyIn } from "~/i18n/keys";
import { useTranslation } from "~/i18n/react";
import { pathFor } from "~/routing/screens";
import { AGENCY_TIME_ZONE } from "~/travel/clock";
import { formatMoment } from "~/utils/format";
import { useLocale } from "~/utils/root-data";
import { parseWithZod } from "~/utils/submission.server";
import { redirectWithToast } from "~/utils/toast.server";
import { DeskPage } from "../../components/desk-page";
import { actorOf, deskPage, staffOf } from "../../frame.server";
import { isDecisionIntent } from "../kinds";
import { decide, editContribution, heldContributions } from "../moderation.server";
import { decisionSchema, editSchema } from "../schemas";

/**
 * Moderation (content editor, decision 113): blog comments, Q&A questions and answers held for
 * review. Each can be approved, rejected, marked as spam or have its text corrected; the ticked
 * ones are decided together by one submit (the checkboxes belong to the bulk form, so it works
 * without JavaScript).
 */
const BULK_FORM = "moderation-bulk";

export async function loader({ context }: LoaderFunctionArgs) {
  const { locale } = context;
  const staff = staffOf(context);
  const t = await getFixedT(locale, "common");
  return {
    ...deskPage(locale, staff, t("screen.deskModeration"), "deskRequests"),
    items: await heldContributions(),
    constraint: getZodConstraint(editSchema),
  };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const { locale } = context;
  const actor = actorOf(staffOf(context));
  const here = pathFor("deskModeration", locale);
  const formData = await request.formData();
  const intent = formData.get("intent");
  if (intent === "edit") {
    const submission = parseWithZod(formData, { schema: editSchema });
    if (submission.status !== "success")
      return data({ id: String(formData.get("id")), result: submission.reply() }, { status: 400 });
    const ok = await editContribution(actor, submission.value.id, submission.value.body);
    return redirectWithToast(here, {
      type: ok ? "success" : "error",
      message: ok ? "deskRequests:moderation.edited" : "deskRequests:moderation.gone",
    });
  }
  if (!isDecisionIntent(intent)) throw new Response(null, { status: 400 });
  const parsed = decisionSchema.safeParse({ ids: formData.getAll("ids") });
  if (!parsed.success) return redirectWithToast(here, { type: "error", message: "deskRequests:validation.chooseSome" });
  const count = await decide(actor, parsed.data.ids, intent);
  return redirectWithToast(here, {
    type: "success",
    message: keyIn("deskRequests:moderation.done", intent),
    values: { count },
  });
}

export default function DeskModeration() {
  const { title, frame, items, constraint } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const { t } = useTranslation("deskRequests");
  const locale = useLocale();
  const decisionButtons = (label: (intent: "approve" | "reject" | "spam") => string) =>
    (["approve", "reject", "spam"] as const).map((intent) => (
      <button
        key={intent}
        name="intent"
        value={intent}
        className={intent === "approve" ? "btn-primary" : "btn-secondary"}
      >
        {label(intent)}
      </button>
    ));
  return (
    <DeskPage current="deskModeration" frame={frame} title={title}>
      {items.length ? (
        <>
          <Form
            method="post"
            id={BULK_FORM}
            className="flex flex-wrap items-center gap-3 rounded-xl bg-white p-4 shadow-sm ring-1 ring-gray-200"
          >
            <p className="w-full text-sm text-gray-700">{t("moderation.bulkIntro")}</p>
            {decisionButtons((intent) => t(keyIn("deskRequests:moderation.bulk", intent)))}
          </Form>
          <ul className="mt-6 space-y-4">
            {items.map((item) => (
              <li key={item.id}>
                <article
                  aria-labelledby={`${item.id}-title`}
                  className="rounded-xl bg-white p-4 shadow-sm ring-1 ring-gray-200"
                >
                  <div className="flex items-start gap-3">
                    <input
                      type="checkbox"
                      name="ids"
                      value={item.id}
                      form={BULK_FORM}
                      id={`${item.id}-pick`}
                      className="mt-1 size-5"
                      aria-labelledby={`${item.id}-pick-label ${item.id}-title`}
                    />
                    <div className="min-w-0 flex-1">
                      <span id={`${item.id}-pick-label`} className="sr-only">
                        {t("moderation.pick")}
                      </span>
                      <h2 id={`${item.id}-title`} className="font-semibold">
                        {t(keyIn("deskRequests:moderation.kind", item.kind), {
                          name: item.author,
                          about: item.about ?? "",
                        })}
                      </h2>
                      <p className="text-sm text-gray-700">
                        <span dir="ltr" className="break-all">
                          {item.email}
                        </span>{" "}
                        · {Object.values(formatMoment(item.createdAt, locale, AGENCY_TIME_ZONE)).join(" ")}
                        {item.rating ? <> · {t("moderation.rating", { count: item.rating })}</> : null}
                      </p>
                      {item.title ? <p className="mt-2 font-medium">{item.title}</p> : null}
                      <p className="mt-2 whitespace-pre-line break-words">{item.body}</p>
                    </div>
                  </div>
                  <ContributionForm
                    id={item.id}
                    body={item.body}
                    constraint={constraint}
                    lastResult={actionData?.id === item.id ? actionData.result : undefined}
                  >
                    {decisionButtons((intent) => t(keyIn("deskRequests:moderation.one", intent)))}
                  </ContributionForm>
                </article>
              </li>
            ))}
          </ul>
        </>
      ) : (
        <p className="text-gray-700">{t("moderation.empty")}</p>
      )}
    </DeskPage>
  );
}

/**
 * One contribution's own form: its decision buttons, and its text to correct (the error beside the
 * field, what was typed kept, the editor opened again when the server refused it).
 */
function ContributionForm({
  id,
  body,
  constraint,
  lastResult,
  children,
}: {
  id: string;
  body: string;
  constraint: ReturnType<typeof getZodConstraint>;
  lastResult: SubmissionResult<string[]> | undefined;
  children: React.ReactNode;
}) {
  const { t } = useTranslation("deskRequests");
  const [form, fields] = useValidatedForm<z.input<typeof editSchema>>({
    id: `edit-${id}`,
    lastResult,
    constraint,
    defaultValue: { id, body },
    schema: () => import("../schemas").then((m) => m.editSchema),
  });
  return (
    <Form method="post" {...getFormProps(form)} className="mt-4 space-y-3">
      <input type="hidden" name="ids" value={id} />
      <input type="hidden" name="id" value={id} />
      <div className="flex flex-wrap gap-3">{children}</div>
      <details open={!!fields.body.errors?.length}>
        <summary className="cursor-pointer text-green-800 underline">{t("moderation.editTitle")}</summary>
        <TextareaField meta={fields.body} label={t("moderation.text")} className="mt-2" textareaProps={{ rows: 5 }} />
        <button name="intent" value="edit" className="btn-secondary mt-2">
          {t("moderation.save")}
        </button>
      </details>
    </Form>
  );
}
