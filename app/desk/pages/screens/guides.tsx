import { getFormProps, getInputProps } from "@conform-to/react";
import { getZodConstraint } from "@conform-to/zod";
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { data } from "@remix-run/node";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import type { z } from "zod";
import { ErrorSummary, useValidatedForm } from "~/components/forms";
import { ScreenLink } from "~/components/screen-link";
import { getFixedT } from "~/i18n/i18next.server";
import { keyIn } from "~/i18n/keys";
import { useTranslation } from "~/i18n/react";
import { locales, pathFor, type Locale } from "~/routing/screens";
import { parseWithZod } from "~/utils/submission.server";
import { useLocale } from "~/utils/root-data";
import { redirectWithToast } from "~/utils/toast.server";
import { DeskPage } from "../../components/desk-page";
import { actorOf, deskPage, staffOf } from "../../frame.server";
import {
  LanguageFieldsets,
  ListHead,
  PreviewSection,
  fieldOf,
  languageLabels,
  useLanguageName,
  type TextPart,
} from "../components/parts";
import { deskGuide, listDeskGuides, previewOf, saveGuide } from "../pages.server";
import { guideSchema, guideScreens, type GuideScreen } from "../schemas";

/**
 * The purchase and refund guides on the desk (content editor, administrator; decision 118): each with the
 * languages it is published in; with `?edit=<screen>`, a form of its title, introduction and Markdown text
 * per language and whether each language is published (a language left empty is not, and its page is then
 * not found in it); "Preview" renders them with the site's own sanitiser.
 */
const isGuide = (value: unknown): value is GuideScreen => guideScreens.some((s) => s === value);

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { locale } = context;
  const staff = staffOf(context);
  const t = await getFixedT(locale, "common");
  const edit = new URL(request.url).searchParams.get("edit");
  const [rows, editing] = await Promise.all([listDeskGuides(), isGuide(edit) ? deskGuide(edit) : null]);
  return {
    ...deskPage(locale, staff, t("screen.deskGuides"), "deskPages"),
    guides: guideScreens.map((screen) => ({
      screen,
      name: t(keyIn("common:screen", screen)),
      published: locales.filter((l) => rows.some((r) => r.screen === screen && r.locale === l && r.published)),
      written: locales.filter((l) => rows.some((r) => r.screen === screen && r.locale === l)),
    })),
    editing: editing
      ? {
          screen: editing.screen,
          name: t(keyIn("common:screen", editing.screen)),
          defaults: {
            screen: editing.screen,
            ...Object.fromEntries(
              locales.flatMap((l) => [
                [`${l}Title`, editing.texts[l].title],
                [`${l}Intro`, editing.texts[l].intro],
                [`${l}Body`, editing.texts[l].body],
                [`${l}Published`, editing.published.includes(l) ? "on" : undefined],
              ]),
            ),
          },
        }
      : null,
    constraint: getZodConstraint(guideSchema),
  };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const { locale } = context;
  const actor = actorOf(staffOf(context));
  const formData = await request.formData();
  const intent = formData.get("intent");
  const submission = parseWithZod(formData, { schema: guideSchema });
  if (submission.status !== "success") return data({ result: submission.reply(), preview: null }, { status: 400 });
  if (intent === "preview") return data({ result: submission.reply(), preview: previewOf(submission.value.texts) });
  const outcome = await saveGuide(actor, submission.value);
  return redirectWithToast(`${pathFor("deskGuides", locale)}?edit=${submission.value.screen}`, {
    type: "success",
    message: outcome === "saved" ? "deskPages:common.saved" : "deskPages:common.unchanged",
  });
}

export default function DeskGuides() {
  const { title, frame, guides, editing, constraint } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const { t } = useTranslation("deskPages");
  const locale = useLocale();
  const language = useLanguageName();
  const [form, fields] = useValidatedForm<z.input<typeof guideSchema>>({
    id: `guide-${editing?.screen ?? "none"}`,
    lastResult: actionData?.result,
    constraint,
    defaultValue: editing?.defaults,
    schema: () => import("../schemas").then((m) => m.guideSchema),
  });
  const parts: TextPart[] = [
    { name: "Title", label: (language) => t("guides.titleIn", { language }), kind: "line" },
    { name: "Intro", label: (language) => t("guides.introIn", { language }), kind: "text" },
    { name: "Body", label: (language) => t("guides.bodyIn", { language }), kind: "markdown" },
  ];
  const labels = languageLabels(parts, language);
  const field = (name: string) => fieldOf(fields, name);
  const list = (ls: readonly Locale[]) => (ls.length ? new Intl.ListFormat(locale).format(ls.map(language)) : "—");
  return (
    <DeskPage current="deskGuides" frame={frame} title={title}>
      <div className="relative overflow-x-auto rounded-xl bg-white shadow-sm ring-1 ring-gray-200">
        <table className="w-full text-start text-sm">
          <caption className="sr-only">{title}</caption>
          <ListHead columns={["page", "languages", "publishedIn"]} />
          <tbody>
            {guides.map((g) => (
              <tr key={g.screen} className="border-t border-gray-200">
                <th scope="row" className="px-3 py-2 text-start font-medium">
                  {g.name}
                </th>
                <td className="px-3 py-2">{list(g.written)}</td>
                <td className="px-3 py-2">{list(g.published)}</td>
                <td className="px-3 py-2">
                  <ScreenLink
                    to="deskGuides"
                    search={`?edit=${g.screen}`}
                    className="text-green-800 underline"
                    aria-label={t("common.editNamed", { title: g.name })}
                  >
                    {t("common.edit")}
                  </ScreenLink>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>

      {editing ? (
        <section
          aria-labelledby="guide-form-title"
          className="mt-8 max-w-3xl rounded-xl bg-white p-6 shadow-sm ring-1 ring-gray-200"
        >
          <h2 id="guide-form-title" className="text-lg font-semibold">
            {t("guides.editTitle", { title: editing.name })}
          </h2>
          <p className="mt-1 text-sm text-gray-700">{t("guides.intro")}</p>
          <Form method="post" {...getFormProps(form)} className="mt-4 grid gap-4">
            <input type="hidden" name="screen" value={editing.screen} />
            <ErrorSummary form={form} labels={labels} />
            <LanguageFieldsets
              parts={parts}
              field={field}
              labels={labels}
              extra={(l) => {
                const meta = field(`${l}Published`);
                return (
                  <div className="flex items-center gap-2">
                    <input
                      {...getInputProps(meta, { type: "checkbox", value: "on" })}
                      key={meta.key}
                      className="h-5 w-5"
                    />
                    <label htmlFor={meta.id}>{t("guides.publishedIn", { language: language(l) })}</label>
                  </div>
                );
              }}
            />
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
      ) : (
        <p className="mt-6 text-sm text-gray-700">{t("guides.choose")}</p>
      )}

      <PreviewSection preview={actionData?.preview ?? null} />
    </DeskPage>
  );
}
