import { getFormProps } from "@conform-to/react";
import { getZodConstraint } from "@conform-to/zod";
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { data } from "@remix-run/node";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import type { z } from "zod";
import { DateField, ErrorSummary, NumberField, useValidatedForm } from "~/components/forms";
import { ScreenLink } from "~/components/screen-link";
import { getFixedT } from "~/i18n/i18next.server";
import { keyIn, messageKey } from "~/i18n/keys";
import { useTranslation } from "~/i18n/react";
import { locales, pathFor } from "~/routing/screens";
import { formatDate, formatNumber } from "~/utils/format";
import { parseWithZod } from "~/utils/submission.server";
import { useLocale } from "~/utils/root-data";
import { redirectWithToast } from "~/utils/toast.server";
import { DeskPage } from "../../components/desk-page";
import { actorOf, deskPage, staffOf } from "../../frame.server";
import {
  LanguageFieldsets,
  ListHead,
  PreviewSection,
  PublishForm,
  fieldOf,
  languageLabels,
  useLanguageName,
  type TextPart,
} from "../components/parts";
import { deskJobOffer, listDeskJobOffers, previewOf, saveJobOffer, setPublished } from "../pages.server";
import { jobOfferSchema } from "../schemas";

/**
 * Job offers on the desk (content editor, administrator; decision 118): every offer with its languages,
 * its closing day and whether it is published; a form that writes one (a title and a Markdown text per
 * language; a language left empty is not published in it) or, with `?edit=<id>`, changes one; "Preview"
 * renders the texts with the site's own sanitiser; publish, unpublish. The jobs page lists the published
 * ones still open, and its application form accepts exactly those (and an open application).
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const { locale } = context;
  const staff = staffOf(context);
  const t = await getFixedT(locale, "common");
  const editId = Number(new URL(request.url).searchParams.get("edit"));
  const [list, editing] = await Promise.all([listDeskJobOffers(locale), editId > 0 ? deskJobOffer(editId) : null]);
  return {
    ...deskPage(locale, staff, t("screen.deskJobOffers"), "deskPages"),
    offers: list.map((o) => ({
      id: o.id,
      title: o.title,
      languages: o.languages,
      order: formatNumber(o.position, locale),
      closes: o.closesOn ? formatDate(o.closesOn, locale) : null,
      published: o.published,
    })),
    editing: editing
      ? {
          id: editing.id,
          published: editing.published,
          defaults: {
            id: String(editing.id),
            position: String(editing.position),
            closesOn: editing.closesOn ?? undefined,
            ...Object.fromEntries(
              locales.flatMap((l) => [
                [`${l}Title`, editing.texts[l].title],
                [`${l}Body`, editing.texts[l].body],
              ]),
            ),
          },
        }
      : null,
    constraint: getZodConstraint(jobOfferSchema),
  };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const { locale } = context;
  const actor = actorOf(staffOf(context));
  const formData = await request.formData();
  const intent = formData.get("intent");
  const id = Number(formData.get("id"));
  const list = pathFor("deskJobOffers", locale);
  if (intent === "publish" || intent === "unpublish") {
    const outcome = await setPublished(actor, "jobOffer", id, intent === "publish");
    return redirectWithToast(id > 0 ? `${list}?edit=${id}` : list, {
      type: outcome === "published" || outcome === "unpublished" ? "success" : "error",
      message: keyIn("deskPages:publish", outcome),
    });
  }
  const submission = parseWithZod(formData, { schema: jobOfferSchema });
  if (submission.status !== "success") return data({ result: submission.reply(), preview: null }, { status: 400 });
  if (intent === "preview") return data({ result: submission.reply(), preview: previewOf(submission.value.texts) });
  const saved = await saveJobOffer(actor, submission.value);
  if (saved.outcome === "saved")
    return redirectWithToast(`${list}?edit=${saved.id}`, { type: "success", message: "deskPages:common.saved" });
  return data(
    {
      result: submission.reply({ fieldErrors: { faTitle: [messageKey("deskPages:validation.notFound")] } }),
      preview: null,
    },
    { status: 400 },
  );
}

export default function DeskJobOffers() {
  const { title, frame, offers, editing, constraint } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const { t } = useTranslation("deskPages");
  const locale = useLocale();
  const language = useLanguageName();
  const [form, fields] = useValidatedForm<z.input<typeof jobOfferSchema>>({
    id: `job-offer-${editing?.id ?? "new"}`,
    lastResult: actionData?.result,
    constraint,
    defaultValue: editing?.defaults ?? { position: "0" },
    schema: () => import("../schemas").then((m) => m.jobOfferSchema),
  });
  const parts: TextPart[] = [
    { name: "Title", label: (language) => t("jobs.titleIn", { language }), kind: "line" },
    { name: "Body", label: (language) => t("jobs.bodyIn", { language }), kind: "markdown" },
  ];
  const labels: Record<string, string> = {
    position: t("common.order"),
    closesOn: t("jobs.closesOn"),
    ...languageLabels(parts, language),
  };
  const field = (name: string) => fieldOf(fields, name);
  return (
    <DeskPage current="deskJobOffers" frame={frame} title={title}>
      <div className="relative overflow-x-auto rounded-xl bg-white shadow-sm ring-1 ring-gray-200">
        <table className="w-full text-start text-sm">
          <caption className="sr-only">{title}</caption>
          <ListHead columns={["title", "languages", "order", "closes", "status"]} />
          <tbody>
            {offers.map((o) => (
              <tr key={o.id} className="border-t border-gray-200">
                <th scope="row" className="px-3 py-2 text-start font-medium">
                  {o.title}
                </th>
                <td className="px-3 py-2">{new Intl.ListFormat(locale).format(o.languages.map(language))}</td>
                <td className="px-3 py-2">{o.order}</td>
                <td className="px-3 py-2">{o.closes ?? t("jobs.noClosing")}</td>
                <td className="px-3 py-2">{o.published ? t("common.published") : t("common.draft")}</td>
                <td className="px-3 py-2">
                  <ScreenLink
                    to="deskJobOffers"
                    search={`?edit=${o.id}`}
                    className="text-green-800 underline"
                    aria-label={t("common.editNamed", { title: o.title })}
                  >
                    {t("common.edit")}
                  </ScreenLink>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>

      {editing ? <PublishForm id={editing.id} published={editing.published} /> : null}

      <section
        aria-labelledby="job-form-title"
        className="mt-8 max-w-3xl rounded-xl bg-white p-6 shadow-sm ring-1 ring-gray-200"
      >
        <h2 id="job-form-title" className="text-lg font-semibold">
          {editing ? t("jobs.editTitle") : t("jobs.newTitle")}
        </h2>
        <p className="mt-1 text-sm text-gray-700">{t("common.languagesHint")}</p>
        {editing ? (
          <p className="mt-1 text-sm">
            <ScreenLink to="deskJobOffers" className="text-green-800 underline">
              {t("jobs.writeNew")}
            </ScreenLink>
          </p>
        ) : null}
        <Form method="post" {...getFormProps(form)} className="mt-4 grid gap-4">
          {editing ? <input type="hidden" name="id" value={editing.id} /> : null}
          <ErrorSummary form={form} labels={labels} />
          <div className="grid gap-4 sm:grid-cols-2">
            <NumberField meta={fields.position} label={labels.position} />
            <DateField meta={fields.closesOn} label={labels.closesOn} hint={t("jobs.closesHint")} />
          </div>
          <LanguageFieldsets parts={parts} field={field} labels={labels} />
          <div className="flex flex-wrap gap-3">
            <button name="intent" value="save" className="btn-primary">
              {t("common.save")}
            </button>
            <button name="intent" value="preview" className="btn-secondary">
              {t("common.preview")}
            </button>
          </div>
        </Form>
      </section>

      <PreviewSection preview={actionData?.preview ?? null} />
    </DeskPage>
  );
}
