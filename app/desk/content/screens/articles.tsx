import { getFormProps } from "@conform-to/react";
import { getZodConstraint } from "@conform-to/zod";
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { data } from "@remix-run/node";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import type { z } from "zod";
import { ErrorSummary, Field, TextareaField, SelectField, useValidatedForm } from "~/components/forms";
import { labelClass } from "~/components/label-class";
import { proseClass } from "~/components/content/stars";
import { ScreenLink } from "~/components/screen-link";
import { dirOf } from "~/i18n/config";
import { getFixedT } from "~/i18n/i18next.server";
import { keyIn, messageKey } from "~/i18n/keys";
import { useTranslation } from "~/i18n/react";
import { isLocale, locales, pathFor, type Locale } from "~/routing/screens";
import { formatDate } from "~/utils/format";
import { parseWithZod } from "~/utils/submission.server";
import { useLocale } from "~/utils/root-data";
import { redirectWithToast } from "~/utils/toast.server";
import { typeset } from "~/utils/typography";
import { recordId } from "../editorial";
import { DeskPage } from "../../components/desk-page";
import { actorOf, deskPage, staffOf } from "../../frame.server";
import {
  authors,
  deskArticle,
  listDeskArticles,
  previewOf,
  saveArticle,
  setArticlePicture,
  setArticlePublished,
} from "../articles.server";
import { articleSchema } from "../schemas";

/**
 * The blog on the desk (content editor, administrator; decision 115): every article with its languages
 * and whether it is published; a form that writes one (title, summary and Markdown body per language; a
 * language left empty is not published in it) or, with `?edit=<id>`, changes one; "Preview" renders the
 * bodies with the site's own sanitiser on this page; publish, unpublish; a picture (JPEG, PNG or WebP by
 * its bytes, resized on the server). Everything works as plain forms.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const { locale } = context;
  const staff = staffOf(context);
  const t = await getFixedT(locale, "common");
  const editId = recordId(new URL(request.url).searchParams.get("edit"));
  const [list, editing, people] = await Promise.all([
    listDeskArticles(),
    editId > 0 ? deskArticle(editId) : null,
    authors(locale),
  ]);
  /** The title in the desk's language, else the first written, spaced as the site shows it in its own language. */
  const titleOf = (texts: { locale: string; title: string }[]) => {
    const text = texts.find((x) => x.locale === locale) ?? texts[0];
    return text ? typeset(text.title, isLocale(text.locale) ? text.locale : locale) : "";
  };
  return {
    ...deskPage(locale, staff, t("screen.deskArticles"), "deskContent"),
    articles: list.map((a) => ({
      id: a.id,
      title: titleOf(a.texts),
      languages: locales.filter((l) => a.texts.some((x) => x.locale === l)),
      published: a.published,
      date: formatDate(a.publishedAt.toISOString().slice(0, 10), locale),
    })),
    authors: people,
    editing: editing
      ? {
          id: editing.id,
          published: editing.published,
          cover: editing.cover,
          slugs: editing.slugs,
          defaults: {
            id: String(editing.id),
            authorId: String(editing.authorId),
            ...Object.fromEntries(
              locales.flatMap((l) => [
                [`${l}Title`, editing.texts[l].title],
                [`${l}Summary`, editing.texts[l].summary],
                [`${l}Body`, editing.texts[l].body],
              ]),
            ),
          },
        }
      : null,
    constraint: getZodConstraint(articleSchema),
  };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const { locale } = context;
  const actor = actorOf(staffOf(context));
  const formData = await request.formData();
  const intent = formData.get("intent");
  const id = recordId(formData.get("id"));
  const list = pathFor("deskArticles", locale);
  const back = id > 0 ? `${list}?edit=${id}` : list;
  if (intent === "publish" || intent === "unpublish") {
    const outcome = await setArticlePublished(actor, id, intent === "publish");
    return redirectWithToast(back, {
      type: outcome === "published" || outcome === "unpublished" ? "success" : "error",
      message: keyIn("deskContent:publish", outcome),
    });
  }
  if (intent === "picture") {
    const file = formData.get("picture");
    const bytes = file instanceof File ? new Uint8Array(await file.arrayBuffer()) : new Uint8Array();
    const outcome = await setArticlePicture(actor, id, bytes);
    return redirectWithToast(back, {
      type: outcome === "saved" ? "success" : "error",
      message: keyIn("deskContent:picture", outcome),
    });
  }
  const submission = parseWithZod(formData, { schema: articleSchema });
  if (submission.status !== "success") return data({ result: submission.reply(), preview: null }, { status: 400 });
  if (intent === "preview") return data({ result: submission.reply(), preview: previewOf(submission.value.texts) });
  const saved = await saveArticle(actor, submission.value);
  if (saved.outcome === "saved")
    return redirectWithToast(`${list}?edit=${saved.id}`, { type: "success", message: "deskContent:articles.saved" });
  const field = saved.outcome === "unknownAuthor" ? "authorId" : "faTitle";
  const message =
    saved.outcome === "unknownAuthor"
      ? messageKey("deskContent:validation.author")
      : messageKey("deskContent:validation.notFound");
  return data({ result: submission.reply({ fieldErrors: { [field]: [message] } }), preview: null }, { status: 400 });
}

export default function DeskArticles() {
  const { title, frame, articles, authors, editing, constraint } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const { t } = useTranslation("deskContent");
  const locale = useLocale();
  const [form, fields] = useValidatedForm<z.input<typeof articleSchema>>({
    id: `article-${editing?.id ?? "new"}`,
    lastResult: actionData?.result,
    constraint,
    defaultValue: editing?.defaults ?? { authorId: authors[0] ? String(authors[0].id) : undefined },
    schema: () => import("../schemas").then((m) => m.articleSchema),
  });
  const language = (l: Locale) => t(keyIn("deskContent:languages", l));
  const labels: Record<string, string> = { authorId: t("articles.author") };
  for (const l of locales) {
    labels[`${l}Title`] = t("articles.titleIn", { language: language(l) });
    labels[`${l}Summary`] = t("articles.summaryIn", { language: language(l) });
    labels[`${l}Body`] = t("articles.bodyIn", { language: language(l) });
  }
  const field = (name: string) => fields[name as "faTitle"];
  const preview = actionData?.preview ?? null;
  return (
    <DeskPage current="deskArticles" frame={frame} title={title}>
      <div className="relative overflow-x-auto rounded-xl bg-white shadow-sm ring-1 ring-gray-200">
        <table className="w-full text-start text-sm">
          <caption className="sr-only">{title}</caption>
          <thead className="bg-gray-50 text-gray-700">
            <tr>
              {(["title", "languages", "date", "status"] as const).map((c) => (
                <th key={c} scope="col" className="px-3 py-2 text-start">
                  {t(keyIn("deskContent:articles.columns", c))}
                </th>
              ))}
              <th scope="col" className="px-3 py-2">
                <span className="sr-only">{t("articles.columns.actions")}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {articles.map((a) => (
              <tr key={a.id} className="border-t border-gray-200">
                <th scope="row" className="px-3 py-2 text-start font-medium">
                  {a.title}
                </th>
                <td className="px-3 py-2">{new Intl.ListFormat(locale).format(a.languages.map(language))}</td>
                <td className="px-3 py-2">{a.date}</td>
                <td className="px-3 py-2">{a.published ? t("articles.published") : t("articles.draft")}</td>
                <td className="flex gap-2 px-3 py-2">
                  <ScreenLink
                    to="deskArticles"
                    search={`?edit=${a.id}`}
                    className="text-green-800 underline"
                    aria-label={t("articles.editNamed", { title: a.title })}
                  >
                    {t("articles.edit")}
                  </ScreenLink>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>

      {editing ? (
        <section
          aria-labelledby="article-state-title"
          className="mt-8 max-w-3xl rounded-xl bg-white p-6 shadow-sm ring-1 ring-gray-200"
        >
          <h2 id="article-state-title" className="text-lg font-semibold">
            {t("articles.stateTitle")}
          </h2>
          <p className="mt-1 text-sm text-gray-700">
            {editing.published ? t("articles.isPublished") : t("articles.isDraft")}
          </p>
          <Form method="post" className="mt-3">
            <input type="hidden" name="id" value={editing.id} />
            <button name="intent" value={editing.published ? "unpublish" : "publish"} className="btn-primary">
              {editing.published ? t("articles.unpublish") : t("articles.publish")}
            </button>
          </Form>
          {editing.cover ? (
            <img
              src={editing.cover}
              alt=""
              width={600}
              height={300}
              className="mt-4 aspect-[2/1] w-full max-w-md rounded object-cover"
            />
          ) : (
            <p className="mt-4 text-sm text-gray-700">{t("articles.noPicture")}</p>
          )}
          <Form method="post" encType="multipart/form-data" className="mt-3 flex flex-wrap items-end gap-3">
            <input type="hidden" name="intent" value="picture" />
            <input type="hidden" name="id" value={editing.id} />
            <div className="min-w-0 max-w-full">
              <label htmlFor="article-picture" className={labelClass}>
                {t("articles.picture")}
              </label>
              <input
                id="article-picture"
                name="picture"
                type="file"
                required
                accept="image/jpeg,image/png,image/webp"
                aria-describedby="article-picture-hint"
                className="block w-full max-w-full text-sm"
              />
              <p id="article-picture-hint" className="mt-1 text-sm text-gray-700">
                {t("articles.pictureHint")}
              </p>
            </div>
            <button className="btn-secondary">{t("articles.upload")}</button>
          </Form>
        </section>
      ) : null}

      <section
        aria-labelledby="article-form-title"
        className="mt-8 max-w-3xl rounded-xl bg-white p-6 shadow-sm ring-1 ring-gray-200"
      >
        <h2 id="article-form-title" className="text-lg font-semibold">
          {editing ? t("articles.editTitle") : t("articles.newTitle")}
        </h2>
        <p className="mt-1 text-sm text-gray-700">{t("articles.intro")}</p>
        {editing ? (
          <p className="mt-1 text-sm">
            <ScreenLink to="deskArticles" className="text-green-800 underline">
              {t("articles.writeNew")}
            </ScreenLink>
          </p>
        ) : null}
        <Form method="post" {...getFormProps(form)} className="mt-4 grid gap-4">
          {editing ? <input type="hidden" name="id" value={editing.id} /> : null}
          <ErrorSummary form={form} labels={labels} />
          <SelectField
            meta={fields.authorId}
            label={labels.authorId}
            options={authors.map((a) => ({ value: a.id, label: a.name }))}
          />
          {locales.map((l) => (
            <fieldset
              key={l}
              lang={l}
              dir={dirOf(l)}
              className="grid min-w-0 gap-3 rounded-lg border border-gray-200 p-4"
            >
              <legend className="px-1 font-semibold">{language(l)}</legend>
              <Field meta={field(`${l}Title`)} label={labels[`${l}Title`]} />
              <TextareaField meta={field(`${l}Summary`)} label={labels[`${l}Summary`]} />
              <TextareaField
                meta={field(`${l}Body`)}
                label={labels[`${l}Body`]}
                textareaProps={{ className: "input min-h-48 font-mono" }}
              />
            </fieldset>
          ))}
          <div className="flex flex-wrap gap-3">
            <button name="intent" value="save" className="btn-primary">
              {t("articles.save")}
            </button>
            <button name="intent" value="preview" className="btn-secondary">
              {t("articles.preview")}
            </button>
          </div>
        </Form>
      </section>

      {preview ? (
        <section
          aria-labelledby="article-preview-title"
          className="mt-8 max-w-3xl rounded-xl bg-white p-6 shadow-sm ring-1 ring-gray-200"
        >
          <h2 id="article-preview-title" className="text-lg font-semibold">
            {t("articles.previewTitle")}
          </h2>
          {preview.map((p) => (
            <article
              key={p.locale}
              lang={p.locale}
              dir={dirOf(p.locale)}
              className="mt-6 border-t border-gray-200 pt-4"
            >
              <h3 className="text-xl font-bold">{p.title}</h3>
              <p className="mt-2 text-gray-700">{p.summary}</p>
              <div className={`mt-4 ${proseClass}`} dangerouslySetInnerHTML={{ __html: p.html }} />
            </article>
          ))}
        </section>
      ) : null}
    </DeskPage>
  );
}
