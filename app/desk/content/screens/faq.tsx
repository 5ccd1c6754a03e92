import { getFormProps } from "@conform-to/react";
import { getZodConstraint } from "@conform-to/zod";
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { data } from "@remix-run/node";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { ErrorSummary, NumberField, useValidatedForm } from "~/components/forms";
import { ScreenLink } from "~/components/screen-link";
import { faqTopics } from "~/domains/content/form-options";
import { getFixedT } from "~/i18n/i18next.server";
import { keyIn, messageKey } from "~/i18n/keys";
import { useTranslation } from "~/i18n/react";
import { isLocale, locales, pathFor } from "~/routing/screens";
import { formatNumber } from "~/utils/format";
import { parseWithZod } from "~/utils/submission.server";
import { redirectWithToast } from "~/utils/toast.server";
import { typeset } from "~/utils/typography";
import { DeskTable } from "../../components/desk-table";
import { DeskPage } from "../../components/desk-page";
import { actorOf, deskPage, staffOf } from "../../frame.server";
import { faqParts, faqSchema, fieldName, recordId } from "../editorial";
import { LanguageFieldsets, Languages, PublishSection, sectionClass, SelectField, useLabels } from "../editorial-parts";
import { deskFaqEntry, listDeskFaq, nextFaqPosition, saveFaq, setFaqPublished } from "../editorial.server";

/**
 * The FAQ on the desk (content editor, administrator; decision 117): every entry by topic, in the FAQ
 * page's order, with its languages and whether it is published; a form that writes one (question and
 * answer per language, plain text as the FAQ shows it; a language left empty is not published in it)
 * or, with `?edit=<id>`, changes one; publish and unpublish. An entry is never deleted: unpublished,
 * it is off the site and its history stays in the audit log. Everything works as plain forms.
 */
const parts = [{ name: "question" }, { name: "answer", long: true }] as const satisfies readonly {
  name: (typeof faqParts)[number]["name"];
  long?: boolean;
}[];

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { locale } = context;
  const staff = staffOf(context);
  const t = await getFixedT(locale, "common");
  const editId = Number(new URL(request.url).searchParams.get("edit"));
  const [list, editing, next] = await Promise.all([
    listDeskFaq(),
    editId > 0 ? deskFaqEntry(editId) : null,
    nextFaqPosition(faqTopics[0]),
  ]);
  const textOf = (texts: { locale: string; text: string }[]) => {
    const text = texts.find((x) => x.locale === locale) ?? texts[0];
    return text ? typeset(text.text, isLocale(text.locale) ? text.locale : locale) : "";
  };
  return {
    ...deskPage(locale, staff, t("screen.deskFaq"), "deskEditorial", "content"),
    topics: faqTopics
      .map((topic) => ({
        topic,
        entries: list
          .filter((e) => e.topic === topic)
          .map((e) => ({
            id: e.id,
            question: textOf(e.texts),
            languages: locales.filter((l) => e.texts.some((x) => x.locale === l)),
            position: formatNumber(e.position, locale),
            published: e.published,
          })),
      }))
      .filter((g) => g.entries.length),
    editing: editing
      ? {
          id: editing.id,
          published: editing.published,
          defaults: {
            id: String(editing.id),
            topic: editing.topic,
            position: String(editing.position),
            ...Object.fromEntries(
              locales.flatMap((l) => faqParts.map((p) => [fieldName(l, p.name), editing.texts[l][p.name]])),
            ),
          },
        }
      : null,
    next: String(next),
    constraint: getZodConstraint(faqSchema),
  };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const { locale } = context;
  const actor = actorOf(staffOf(context));
  const formData = await request.formData();
  const intent = formData.get("intent");
  const id = recordId(formData.get("id"));
  const list = pathFor("deskFaq", locale);
  if (intent === "publish" || intent === "unpublish") {
    const outcome = await setFaqPublished(actor, id, intent === "publish");
    return redirectWithToast(id > 0 ? `${list}?edit=${id}` : list, {
      type: outcome === "published" || outcome === "unpublished" ? "success" : "error",
      message: keyIn("deskEditorial:publish", outcome),
    });
  }
  const submission = parseWithZod(formData, { schema: faqSchema });
  if (submission.status !== "success") return data({ result: submission.reply() }, { status: 400 });
  const saved = await saveFaq(actor, submission.value);
  if (saved.outcome === "saved")
    return redirectWithToast(`${list}?edit=${saved.id}`, { type: "success", message: "deskEditorial:faq.saved" });
  return data(
    { result: submission.reply({ fieldErrors: { faQuestion: [messageKey("deskEditorial:validation.notFound")] } }) },
    { status: 400 },
  );
}

export default function DeskFaq() {
  const { title, frame, topics, editing, next, constraint } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const { t } = useTranslation("deskEditorial");
  const [form, fields] = useValidatedForm<Record<string, string | undefined>>({
    id: `faq-${editing?.id ?? "new"}`,
    lastResult: actionData?.result,
    constraint,
    defaultValue: editing?.defaults ?? { topic: faqTopics[0], position: next },
    schema: () => import("../editorial").then((m) => m.faqSchema),
  });
  const labels = { ...useLabels(faqParts), topic: t("faq.topic"), position: t("faq.position") };
  const topicName = (topic: string) => t(keyIn("content:faq.topics", topic));
  return (
    <DeskPage current="deskFaq" frame={frame} title={title}>
      {topics.map((g) => (
        <section key={g.topic} aria-labelledby={`topic-${g.topic}`} className="mb-6">
          <h2 id={`topic-${g.topic}`} className="mb-2 text-lg font-semibold">
            {topicName(g.topic)}
          </h2>
          <DeskTable
            caption={topicName(g.topic)}
            heads={[t("columns.question"), t("columns.languages"), t("columns.order"), t("columns.status")]}
            actions={t("columns.actions")}
          >
            {g.entries.map((e) => (
              <tr key={e.id} className="border-t border-gray-200">
                <th scope="row" className="px-3 py-2 text-start font-medium">
                  {e.question}
                </th>
                <td className="px-3 py-2">
                  <Languages of={e.languages} />
                </td>
                <td className="px-3 py-2">{e.position}</td>
                <td className="px-3 py-2">{e.published ? t("published") : t("draft")}</td>
                <td className="px-3 py-2">
                  <ScreenLink
                    to="deskFaq"
                    search={`?edit=${e.id}`}
                    className="text-green-800 underline"
                    aria-label={t("editNamed", { title: e.question })}
                  >
                    {t("edit")}
                  </ScreenLink>
                </td>
              </tr>
            ))}
          </DeskTable>
        </section>
      ))}

      {editing ? (
        <PublishSection
          id={editing.id}
          published={editing.published}
          shown={t("faq.isPublished")}
          hidden={t("faq.isDraft")}
        />
      ) : null}

      <section aria-labelledby="faq-form-title" className={sectionClass}>
        <h2 id="faq-form-title" className="text-lg font-semibold">
          {editing ? t("faq.editTitle") : t("faq.newTitle")}
        </h2>
        <p className="mt-1 text-sm text-gray-700">{t("faq.intro")}</p>
        {editing ? (
          <p className="mt-1 text-sm">
            <ScreenLink to="deskFaq" className="text-green-800 underline">
              {t("faq.writeNew")}
            </ScreenLink>
          </p>
        ) : null}
        <Form method="post" {...getFormProps(form)} className="mt-4 grid gap-4">
          {editing ? <input type="hidden" name="id" value={editing.id} /> : null}
          <ErrorSummary form={form} labels={labels} />
          <SelectField
            meta={fields.topic}
            label={labels.topic}
            options={faqTopics.map((topic) => ({ value: topic, label: topicName(topic) }))}
          />
          <NumberField meta={fields.position} label={labels.position} />
          <LanguageFieldsets parts={parts} fields={fields} labels={labels} />
          <div>
            <button name="intent" value="save" className="btn-primary">
              {t("save")}
            </button>
          </div>
        </Form>
      </section>
    </DeskPage>
  );
}
