import { getFormProps } from "@conform-to/react";
import { getZodConstraint } from "@conform-to/zod";
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { data } from "@remix-run/node";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { ErrorSummary, TextareaField, useValidatedForm } from "~/components/forms";
import { ScreenLink } from "~/components/screen-link";
import { dirOf } from "~/i18n/config";
import { getFixedT } from "~/i18n/i18next.server";
import { keyIn, messageKey } from "~/i18n/keys";
import { useTranslation } from "~/i18n/react";
import { isLocale, locales, pathFor, type Locale } from "~/routing/screens";
import { formatDate, formatNumber } from "~/utils/format";
import { parseWithZod } from "~/utils/submission.server";
import { redirectWithToast } from "~/utils/toast.server";
import { typeset } from "~/utils/typography";
import { DeskTable } from "../../components/desk-table";
import { DeskPage } from "../../components/desk-page";
import { actorOf, deskPage, staffOf } from "../../frame.server";
import { authors } from "../articles.server";
import { agencyAnswerSchema, fieldName, recordId, threadParts, threadSchema } from "../editorial";
import { LanguageFieldsets, Languages, sectionClass, SelectField, useLabels } from "../editorial-parts";
import { addAgencyAnswer, deskThread, listDeskThreads, saveThread } from "../editorial.server";

/**
 * The agency's side of the Q&A (content editor, administrator; decision 117). Moderation (approve,
 * reject, spam, a visitor's words corrected) stays on the moderation screen; here an editor opens any
 * question (`?edit=<id>`), writes or corrects its title and text per language (a language left empty
 * is no longer shown in it) and writes the agency's answer in one of its languages, signed by a team
 * member: published at once and marked as the agency's on the question's page. Plain forms throughout.
 */
const parts = [{ name: "title" }, { name: "body", long: true }] as const;

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { locale } = context;
  const staff = staffOf(context);
  const t = await getFixedT(locale, "common");
  const editId = Number(new URL(request.url).searchParams.get("edit"));
  const [list, editing, people] = await Promise.all([
    listDeskThreads(),
    editId > 0 ? deskThread(editId) : null,
    authors(locale),
  ]);
  const textOf = (texts: { locale: string; text: string }[]) => {
    const text = texts.find((x) => x.locale === locale) ?? texts[0];
    return text ? typeset(text.text, isLocale(text.locale) ? text.locale : locale) : "";
  };
  return {
    ...deskPage(locale, staff, t("screen.deskQa"), "deskEditorial"),
    threads: list.map((r) => ({
      id: r.id,
      title: textOf(r.texts),
      languages: locales.filter((l) => r.texts.some((x) => x.locale === l)),
      date: formatDate(r.createdAt.toISOString().slice(0, 10), locale),
      status: r.status,
      agencyAnswers: formatNumber(r.agencyAnswers, locale),
    })),
    authors: people,
    editing: editing
      ? {
          id: editing.id,
          status: editing.status,
          languages: locales.filter((l) => editing.texts[l].title !== ""),
          answers: editing.answers.map((a) => ({
            id: a.id,
            locale: (isLocale(a.locale) ? a.locale : locale) as Locale,
            authorName: a.authorName,
            staff: a.staff,
            body: a.body,
            status: a.status,
          })),
          defaults: {
            id: String(editing.id),
            ...Object.fromEntries(
              locales.flatMap((l) => threadParts.map((p) => [fieldName(l, p.name), editing.texts[l][p.name]])),
            ),
          },
        }
      : null,
    constraints: { thread: getZodConstraint(threadSchema), answer: getZodConstraint(agencyAnswerSchema) },
  };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const { locale } = context;
  const actor = actorOf(staffOf(context));
  const formData = await request.formData();
  const intent = formData.get("intent");
  const id = recordId(formData.get("id"));
  const back = `${pathFor("deskQa", locale)}${id > 0 ? `?edit=${id}` : ""}`;
  if (intent === "answer") {
    const submission = parseWithZod(formData, { schema: agencyAnswerSchema });
    if (submission.status !== "success") return data({ form: "answer", result: submission.reply() }, { status: 400 });
    const outcome = await addAgencyAnswer(actor, submission.value);
    if (outcome === "answered")
      return redirectWithToast(back, { type: "success", message: "deskEditorial:qa.answered" });
    const [field, message] =
      outcome === "unknownAuthor"
        ? ["authorId", messageKey("deskEditorial:validation.authorLanguage")]
        : outcome === "noLanguage"
          ? ["answerLocale", messageKey("deskEditorial:validation.language")]
          : ["answer", messageKey("deskEditorial:validation.notFound")];
    return data({ form: "answer", result: submission.reply({ fieldErrors: { [field]: [message] } }) }, { status: 400 });
  }
  const submission = parseWithZod(formData, { schema: threadSchema });
  if (submission.status !== "success") return data({ form: "thread", result: submission.reply() }, { status: 400 });
  const saved = await saveThread(actor, submission.value);
  if (saved.outcome === "saved") return redirectWithToast(back, { type: "success", message: "deskEditorial:qa.saved" });
  return data(
    {
      form: "thread",
      result: submission.reply({ fieldErrors: { faTitle: [messageKey("deskEditorial:validation.notFound")] } }),
    },
    { status: 400 },
  );
}

export default function DeskQa() {
  const { title, frame, threads, editing } = useLoaderData<typeof loader>();
  const { t } = useTranslation("deskEditorial");
  return (
    <DeskPage current="deskQa" frame={frame} title={title}>
      <p className="mb-4 max-w-3xl text-sm text-gray-700">
        {t("qa.intro")}{" "}
        <ScreenLink to="deskModeration" className="text-green-800 underline">
          {t("qa.moderation")}
        </ScreenLink>
      </p>
      <DeskTable
        caption={title}
        heads={[
          t("columns.question"),
          t("columns.languages"),
          t("columns.date"),
          t("columns.status"),
          t("columns.agencyAnswers"),
        ]}
        actions={t("columns.actions")}
      >
        {threads.map((r) => (
          <tr key={r.id} className="border-t border-gray-200">
            <th scope="row" className="px-3 py-2 text-start font-medium">
              {r.title}
            </th>
            <td className="px-3 py-2">
              <Languages of={r.languages} />
            </td>
            <td className="px-3 py-2">{r.date}</td>
            <td className="px-3 py-2">{t(keyIn("deskEditorial:qa.status", r.status))}</td>
            <td className="px-3 py-2">{r.agencyAnswers}</td>
            <td className="px-3 py-2">
              <ScreenLink
                to="deskQa"
                search={`?edit=${r.id}`}
                className="text-green-800 underline"
                aria-label={t("editNamed", { title: r.title })}
              >
                {t("edit")}
              </ScreenLink>
            </td>
          </tr>
        ))}
      </DeskTable>
      {editing ? <ThreadEditor key={editing.id} /> : null}
    </DeskPage>
  );
}

function ThreadEditor() {
  const { authors, editing, constraints } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const { t } = useTranslation("deskEditorial");
  const thread = editing!;
  const [form, fields] = useValidatedForm<Record<string, string | undefined>>({
    id: `thread-${thread.id}`,
    lastResult: actionData?.form === "thread" ? actionData.result : undefined,
    constraint: constraints.thread,
    defaultValue: thread.defaults,
    schema: () => import("../editorial").then((m) => m.threadSchema),
  });
  const [answerForm, answerFields] = useValidatedForm<{
    id?: string;
    answerLocale?: string;
    authorId?: string;
    answer?: string;
  }>({
    id: `agency-answer-${thread.id}`,
    lastResult: actionData?.form === "answer" ? actionData.result : undefined,
    constraint: constraints.answer,
    defaultValue: { answerLocale: thread.languages[0], authorId: authors[0] ? String(authors[0].id) : undefined },
    schema: () => import("../editorial").then((m) => m.agencyAnswerSchema),
  });
  const labels = useLabels(threadParts);
  const answerLabels = { answerLocale: t("qa.language"), authorId: t("qa.author"), answer: t("qa.answer") };
  return (
    <>
      <section aria-labelledby="answers-title" className={sectionClass}>
        <h2 id="answers-title" className="text-lg font-semibold">
          {t("qa.answersTitle")}
        </h2>
        <p className="mt-1 text-sm text-gray-700">{t(keyIn("deskEditorial:qa.status", thread.status))}</p>
        {thread.answers.length ? (
          <ul className="mt-3 grid gap-3">
            {thread.answers.map((a) => (
              <li key={a.id} className="rounded-lg border border-gray-200 p-3">
                <p className="text-sm">
                  <bdi className="font-semibold">{a.authorName}</bdi>
                  {a.staff ? (
                    <span className="ms-2 rounded bg-green-100 px-1.5 py-0.5 text-xs text-green-900">
                      {t("qa.agency")}
                    </span>
                  ) : null}
                  <span className="text-gray-700">
                    {" · "}
                    {t(keyIn("deskEditorial:languages", a.locale))}
                    {" · "}
                    {t(keyIn("deskEditorial:qa.status", a.status))}
                  </span>
                </p>
                <p lang={a.locale} dir={dirOf(a.locale)} className="mt-1 whitespace-pre-line text-sm text-gray-800">
                  {a.body}
                </p>
              </li>
            ))}
          </ul>
        ) : (
          <p className="mt-3 text-sm text-gray-700">{t("qa.noAnswers")}</p>
        )}
      </section>

      <section aria-labelledby="agency-answer-title" className={sectionClass}>
        <h2 id="agency-answer-title" className="text-lg font-semibold">
          {t("qa.answerTitle")}
        </h2>
        <p className="mt-1 text-sm text-gray-700">{t("qa.answerIntro")}</p>
        <Form method="post" {...getFormProps(answerForm)} className="mt-4 grid gap-4">
          <input type="hidden" name="id" value={thread.id} />
          <ErrorSummary form={answerForm} labels={answerLabels} />
          <SelectField
            meta={answerFields.answerLocale}
            label={answerLabels.answerLocale}
            options={thread.languages.map((l) => ({ value: l, label: t(keyIn("deskEditorial:languages", l)) }))}
          />
          <SelectField
            meta={answerFields.authorId}
            label={answerLabels.authorId}
            options={authors.map((a) => ({ value: String(a.id), label: a.name }))}
          />
          <TextareaField meta={answerFields.answer} label={answerLabels.answer} />
          <div>
            <button name="intent" value="answer" className="btn-primary">
              {t("qa.publishAnswer")}
            </button>
          </div>
        </Form>
      </section>

      <section aria-labelledby="thread-form-title" className={sectionClass}>
        <h2 id="thread-form-title" className="text-lg font-semibold">
          {t("qa.editTitle")}
        </h2>
        <p className="mt-1 text-sm text-gray-700">{t("qa.editIntro")}</p>
        <Form method="post" {...getFormProps(form)} className="mt-4 grid gap-4">
          <input type="hidden" name="id" value={thread.id} />
          <ErrorSummary form={form} labels={labels} />
          <LanguageFieldsets parts={parts} fields={fields} labels={labels} />
          <div>
            <button name="intent" value="save" className="btn-primary">
              {t("save")}
            </button>
          </div>
        </Form>
      </section>
    </>
  );
}
