import { getFormProps } from "@conform-to/react";
import { getZodConstraint } from "@conform-to/zod";
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { data } from "@remix-run/node";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { ErrorSummary, Field, NumberField, useValidatedForm } from "~/components/forms";
import { labelClass } from "~/components/label-class";
import { ScreenLink } from "~/components/screen-link";
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
import { fieldName, recordId, teamParts, teamSchema } from "../editorial";
import { LanguageFieldsets, Languages, PublishSection, sectionClass, useLabels } from "../editorial-parts";
import {
  deskTeamMember,
  listDeskTeam,
  nextTeamPosition,
  saveTeamMember,
  setTeamPhoto,
  setTeamPublished,
} from "../editorial.server";

/**
 * The team on the desk (content editor, administrator; decision 117): every member in the team page's
 * order with their languages and whether they are on the site; a form that adds one (name, role and
 * biography per language, an e-mail address, the order) or, with `?edit=<id>`, changes one; a photo
 * (JPEG, PNG or WebP by its bytes, cut square and resized on the server); publish and unpublish. An
 * unpublished member is off the team pages and no longer named on the articles they wrote.
 */
const parts = [{ name: "name" }, { name: "role" }, { name: "bio", long: true }] as const;

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { locale } = context;
  const staff = staffOf(context);
  const t = await getFixedT(locale, "common");
  const editId = Number(new URL(request.url).searchParams.get("edit"));
  const [list, editing, next] = await Promise.all([
    listDeskTeam(),
    editId > 0 ? deskTeamMember(editId) : null,
    nextTeamPosition(),
  ]);
  const textOf = (texts: { locale: string; text: string }[]) => {
    const text = texts.find((x) => x.locale === locale) ?? texts[0];
    return text ? typeset(text.text, isLocale(text.locale) ? text.locale : locale) : "";
  };
  return {
    ...deskPage(locale, staff, t("screen.deskTeam"), "deskEditorial"),
    members: list.map((m) => ({
      id: m.id,
      name: textOf(m.texts),
      photo: m.photo,
      languages: locales.filter((l) => m.texts.some((x) => x.locale === l)),
      position: formatNumber(m.position, locale),
      published: m.published,
    })),
    editing: editing
      ? {
          id: editing.id,
          published: editing.published,
          photo: editing.photo,
          defaults: {
            id: String(editing.id),
            email: editing.email,
            position: String(editing.position),
            ...Object.fromEntries(
              locales.flatMap((l) => teamParts.map((p) => [fieldName(l, p.name), editing.texts[l][p.name]])),
            ),
          },
        }
      : null,
    next: String(next),
    constraint: getZodConstraint(teamSchema),
  };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const { locale } = context;
  const actor = actorOf(staffOf(context));
  const formData = await request.formData();
  const intent = formData.get("intent");
  const id = recordId(formData.get("id"));
  const list = pathFor("deskTeam", locale);
  const back = id > 0 ? `${list}?edit=${id}` : list;
  if (intent === "publish" || intent === "unpublish") {
    const outcome = await setTeamPublished(actor, id, intent === "publish");
    return redirectWithToast(back, {
      type: outcome === "published" || outcome === "unpublished" ? "success" : "error",
      message: keyIn("deskEditorial:publish", outcome),
    });
  }
  if (intent === "photo") {
    const file = formData.get("photo");
    const bytes = file instanceof File ? new Uint8Array(await file.arrayBuffer()) : new Uint8Array();
    const outcome = await setTeamPhoto(actor, id, bytes);
    return redirectWithToast(back, {
      type: outcome === "saved" ? "success" : "error",
      message: keyIn("deskEditorial:photo", outcome),
    });
  }
  const submission = parseWithZod(formData, { schema: teamSchema });
  if (submission.status !== "success") return data({ result: submission.reply() }, { status: 400 });
  const saved = await saveTeamMember(actor, submission.value);
  if (saved.outcome === "saved")
    return redirectWithToast(`${list}?edit=${saved.id}`, { type: "success", message: "deskEditorial:team.saved" });
  return data(
    { result: submission.reply({ fieldErrors: { faName: [messageKey("deskEditorial:validation.notFound")] } }) },
    { status: 400 },
  );
}

export default function DeskTeam() {
  const { title, frame, members, editing, next, constraint } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const { t } = useTranslation("deskEditorial");
  const [form, fields] = useValidatedForm<Record<string, string | undefined>>({
    id: `member-${editing?.id ?? "new"}`,
    lastResult: actionData?.result,
    constraint,
    defaultValue: editing?.defaults ?? { position: next },
    schema: () => import("../editorial").then((m) => m.teamSchema),
  });
  const labels = { ...useLabels(teamParts), email: t("team.email"), position: t("team.position") };
  return (
    <DeskPage current="deskTeam" frame={frame} title={title}>
      <DeskTable
        caption={title}
        heads={[t("columns.name"), t("columns.languages"), t("columns.order"), t("columns.status")]}
        actions={t("columns.actions")}
      >
        {members.map((m) => (
          <tr key={m.id} className="border-t border-gray-200">
            <th scope="row" className="px-3 py-2 text-start font-medium">
              <span className="flex items-center gap-2">
                {m.photo ? <img src={m.photo} alt="" width={32} height={32} className="h-8 w-8 rounded-full" /> : null}
                {m.name}
              </span>
            </th>
            <td className="px-3 py-2">
              <Languages of={m.languages} />
            </td>
            <td className="px-3 py-2">{m.position}</td>
            <td className="px-3 py-2">{m.published ? t("published") : t("draft")}</td>
            <td className="px-3 py-2">
              <ScreenLink
                to="deskTeam"
                search={`?edit=${m.id}`}
                className="text-green-800 underline"
                aria-label={t("editNamed", { title: m.name })}
              >
                {t("edit")}
              </ScreenLink>
            </td>
          </tr>
        ))}
      </DeskTable>

      {editing ? (
        <>
          <PublishSection
            id={editing.id}
            published={editing.published}
            shown={t("team.isPublished")}
            hidden={t("team.isDraft")}
          />
          <section aria-labelledby="photo-title" className={sectionClass}>
            <h2 id="photo-title" className="text-lg font-semibold">
              {t("team.photoTitle")}
            </h2>
            {editing.photo ? (
              <img src={editing.photo} alt="" width={128} height={128} className="mt-3 h-32 w-32 rounded-full" />
            ) : (
              <p className="mt-1 text-sm text-gray-700">{t("team.noPhoto")}</p>
            )}
            <Form method="post" encType="multipart/form-data" className="mt-3 flex flex-wrap items-end gap-3">
              <input type="hidden" name="intent" value="photo" />
              <input type="hidden" name="id" value={editing.id} />
              <div className="min-w-0 max-w-full">
                <label htmlFor="member-photo" className={labelClass}>
                  {t("team.photo")}
                </label>
                <input
                  id="member-photo"
                  name="photo"
                  type="file"
                  required
                  accept="image/jpeg,image/png,image/webp"
                  aria-describedby="member-photo-hint"
                  className="block w-full max-w-full text-sm"
                />
                <p id="member-photo-hint" className="mt-1 text-sm text-gray-700">
                  {t("team.photoHint")}
                </p>
              </div>
              <button className="btn-secondary">{t("team.upload")}</button>
            </Form>
          </section>
        </>
      ) : null}

      <section aria-labelledby="member-form-title" className={sectionClass}>
        <h2 id="member-form-title" className="text-lg font-semibold">
          {editing ? t("team.editTitle") : t("team.newTitle")}
        </h2>
        <p className="mt-1 text-sm text-gray-700">{t("team.intro")}</p>
        {editing ? (
          <p className="mt-1 text-sm">
            <ScreenLink to="deskTeam" className="text-green-800 underline">
              {t("team.writeNew")}
            </ScreenLink>
          </p>
        ) : null}
        <Form method="post" {...getFormProps(form)} className="mt-4 grid gap-4">
          {editing ? <input type="hidden" name="id" value={editing.id} /> : null}
          <ErrorSummary form={form} labels={labels} />
          <Field meta={fields.email} label={labels.email} type="email" inputProps={{ dir: "ltr" }} />
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
