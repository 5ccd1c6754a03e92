import { getFormProps } from "@conform-to/react";
import { getZodConstraint } from "@conform-to/zod";
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { data } from "@remix-run/node";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import type { z } from "zod";
import { FormFooter } from "~/components/account/fields";
import { ErrorSummary, TextareaField, useValidatedForm } from "~/components/forms";
import { getDb } from "~/db/client.server";
import { verticals } from "~/domains/requests/verticals";
import { getFixedT } from "~/i18n/i18next.server";
import { useTranslation } from "~/i18n/react";
import { pathFor } from "~/routing/screens";
import { AGENCY_TIME_ZONE } from "~/travel/clock";
import { formatMoment } from "~/utils/format";
import { useLocale } from "~/utils/root-data";
import { parseWithZod } from "~/utils/submission.server";
import { redirectWithToast } from "~/utils/toast.server";
import { DeskPage } from "../../components/desk-page";
import { actorOf, deskPage, staffOf } from "../../frame.server";
import { ItemFacts, StateForms } from "../components/item";
import { itemId, parseItemId } from "../kinds";
import { detailsOf, queueItem, requestStaff } from "../queue.server";
import { assignSchema, replySchema, statusSchema } from "../schemas";
import { assign, repliesTo, reply, setStatus } from "../writes.server";

/**
 * One request or message (agent, decision 113): the original, every reply the agency sent, a
 * reply by e-mail (in the customer's language, through the outbox; the item becomes answered),
 * its status and its assignee. The `:id` names the kind: `request-5`, `contact-12`, `job-3`.
 */
const notFound = () => new Response(null, { status: 404 });

const isVertical = (value: string): value is (typeof verticals)[number] =>
  (verticals as readonly string[]).includes(value);

export async function loader({ params, context }: LoaderFunctionArgs) {
  const { locale } = context;
  const staff = staffOf(context);
  const ref = parseItemId(params.id);
  if (!ref) throw notFound();
  const item = await queueItem(await getDb(), ref);
  if (!item) throw notFound();
  const t = await getFixedT(locale, ["deskRequests", "common", "verticals"]);
  const [facts, replies, agents] = await Promise.all([detailsOf(ref, locale), repliesTo(ref), requestStaff()]);
  // A desk request's product by its name in the page's language.
  const details = facts.map((d) =>
    d.key === "vertical" && isVertical(d.value) ? { ...d, value: t(`verticals:${d.value}.title`) } : d,
  );
  return {
    ...deskPage(locale, staff, t("deskRequests:thread.title", { name: item.name }), "deskRequests"),
    item: { ...item, id: itemId(ref) },
    details,
    replies: replies.map(({ id, staffName, subject, body, createdAt }) => ({
      id,
      staffName,
      subject,
      body,
      createdAt,
    })),
    agents,
    constraint: getZodConstraint(replySchema),
  };
}

export async function action({ request, params, context }: ActionFunctionArgs) {
  const { locale } = context;
  const staff = staffOf(context);
  const actor = actorOf(staff);
  const ref = parseItemId(params.id);
  if (!ref) throw notFound();
  const here = pathFor("deskRequest", locale, { id: itemId(ref) });
  const formData = await request.formData();
  const intent = formData.get("intent");
  if (intent === "status") {
    const parsed = statusSchema.safeParse(Object.fromEntries(formData));
    if (!parsed.success) return redirectWithToast(here, { type: "error", message: "deskRequests:toast.invalid" });
    if (!(await setStatus(actor, ref, parsed.data.status))) throw notFound();
    return redirectWithToast(here, { type: "success", message: "deskRequests:toast.status" });
  }
  if (intent === "assign") {
    const parsed = assignSchema.safeParse(Object.fromEntries(formData));
    const ok = parsed.success && (await assign(actor, ref, parsed.data.assignee === "" ? null : parsed.data.assignee));
    return redirectWithToast(here, {
      type: ok ? "success" : "error",
      message: ok ? "deskRequests:toast.assigned" : "deskRequests:toast.invalid",
    });
  }
  const submission = parseWithZod(formData, { schema: replySchema });
  if (submission.status !== "success") return data({ result: submission.reply() }, { status: 400 });
  if ((await reply(actor, staff, ref, submission.value.body)) === null) throw notFound();
  return redirectWithToast(here, { type: "success", message: "deskRequests:toast.replied" });
}

export default function DeskRequest() {
  const { title, frame, item, details, replies, agents, constraint } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const { t } = useTranslation("deskRequests");
  const locale = useLocale();
  const [form, fields] = useValidatedForm<z.input<typeof replySchema>>({
    id: "desk-reply",
    lastResult: actionData?.result,
    constraint,
    schema: () => import("../schemas").then((m) => m.replySchema),
  });
  const when = (at: string | Date) => Object.values(formatMoment(at, locale, AGENCY_TIME_ZONE)).join(" ");
  return (
    <DeskPage current="deskRequest" frame={frame} title={title}>
      <ItemFacts item={item} details={details} agents={agents} />
      <ol className="mt-6 space-y-4" aria-label={t("thread.label")}>
        <li className="rounded-xl bg-white p-4 shadow-sm ring-1 ring-gray-200">
          <p className="text-sm text-gray-700">{t("thread.wrote", { name: item.name, at: when(item.createdAt) })}</p>
          <p className="mt-2 whitespace-pre-line break-words">{item.text || t("thread.noText")}</p>
        </li>
        {replies.map((r) => (
          <li key={r.id} className="rounded-xl bg-green-50 p-4 ring-1 ring-green-200">
            <p className="text-sm text-gray-700">{t("thread.replied", { name: r.staffName, at: when(r.createdAt) })}</p>
            <p className="mt-1 font-semibold">{r.subject}</p>
            <p className="mt-2 whitespace-pre-line break-words">{r.body}</p>
          </li>
        ))}
      </ol>
      <section aria-labelledby="reply-title" className="mt-8 rounded-xl bg-white p-6 shadow-sm ring-1 ring-gray-200">
        <h2 id="reply-title" className="text-lg font-semibold">
          {t("reply.title")}
        </h2>
        <p className="mt-1 text-sm text-gray-700">{t("reply.intro", { email: item.email })}</p>
        <Form method="post" {...getFormProps(form)} className="mt-4 grid gap-4">
          <input type="hidden" name="intent" value="reply" />
          <ErrorSummary form={form} labels={{ body: t("reply.body") }} />
          <TextareaField meta={fields.body} label={t("reply.body")} textareaProps={{ rows: 8 }} />
          <div>
            <FormFooter errors={form.errors} label={t("reply.send")} />
          </div>
        </Form>
      </section>
      <StateForms item={item} agents={agents} />
    </DeskPage>
  );
}
