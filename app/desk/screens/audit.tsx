import type { LoaderFunctionArgs } from "@remix-run/node";
import { Form, useLoaderData } from "@remix-run/react";
import { z } from "zod";
import { labelClass } from "~/components/label-class";
import { ScreenLink } from "~/components/screen-link";
import { getFixedT } from "~/i18n/i18next.server";
import { loadResources } from "~/i18n/resources.server";
import { keyIn } from "~/i18n/keys";
import { useTranslation } from "~/i18n/react";
import { AGENCY_TIME_ZONE } from "~/travel/clock";
import { formatMoment } from "~/utils/format";
import { useLocale } from "~/utils/root-data";
import { AUDIT_PAGE, readAudit } from "../audit.server";
import { DeskPage } from "../components/desk-page";
import { DeskTable } from "../components/desk-table";
import { deskPage, staffOf } from "../frame.server";

/**
 * The audit log (administrator, decision 111): every staff write, newest first, filtered by who, the
 * kind of record and its id, and the action; read-only here and in the database.
 */
const filterSchema = z.object({
  actor: z.string().trim().max(200).optional().catch(undefined),
  entity: z.string().trim().max(60).optional().catch(undefined),
  entityId: z.string().trim().max(60).optional().catch(undefined),
  action: z.string().trim().max(60).optional().catch(undefined),
  before: z.coerce.number().int().positive().optional().catch(undefined),
});

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { locale } = context;
  const staff = staffOf(context);
  const t = await getFixedT(locale, "common");
  const words = await getFixedT(locale, "desk");
  /** An action in words; one no message names yet stays as written. */
  const actionText = (action: string) => {
    const key = `action.${action}` as "action.staff.grant";
    const text = words(key);
    return text === key ? action : text;
  };
  const query = Object.fromEntries([...new URL(request.url).searchParams].filter(([, v]) => v !== ""));
  const filter = filterSchema.parse(query);
  const rows = await readAudit(filter);
  const more = rows.length > AUDIT_PAGE;
  const shown = rows.slice(0, AUDIT_PAGE);
  const next = new URLSearchParams(
    Object.entries({ ...filter, before: undefined }).filter(([, v]) => v !== undefined) as [string, string][],
  );
  if (more) next.set("before", String(shown[shown.length - 1]!.id));
  return {
    ...deskPage(locale, staff, t("screen.deskAudit")),
    filter,
    entries: shown.map((e) => ({
      id: e.id,
      at: e.at.toISOString(),
      actor: e.actorEmail,
      role: e.actorRole,
      action: actionText(e.action),
      record: `${e.entity} ${e.entityId}`,
      before: e.before === null ? null : JSON.stringify(e.before),
      after: e.after === null ? null : JSON.stringify(e.after),
    })),
    older: more ? `?${next}` : null,
    // The actions the desk writes, for the filter (every one has its words: desk.json's "action").
    actions: Object.entries((loadResources()[locale].desk as { action: Record<string, Record<string, string>> }).action)
      .flatMap(([area, list]) => Object.entries(list).map(([name, text]) => ({ code: `${area}.${name}`, text })))
      .sort((a, b) => a.text.localeCompare(b.text, locale)),
  };
}

export default function DeskAudit() {
  const { title, frame, filter, entries, older, actions } = useLoaderData<typeof loader>();
  const { t } = useTranslation("desk");
  const locale = useLocale();
  const input = (name: keyof typeof filter, type = "text") => (
    <div>
      <label htmlFor={`audit-${name}`} className={labelClass}>
        {t(`audit.filter.${name}` as "audit.filter.actor")}
      </label>
      <input
        id={`audit-${name}`}
        name={name}
        type={type}
        defaultValue={filter[name] ?? ""}
        className="input"
        dir="ltr"
      />
    </div>
  );
  return (
    <DeskPage current="deskAudit" frame={frame} title={title}>
      <Form method="get" className="grid gap-4 rounded-xl bg-white p-4 shadow-sm ring-1 ring-gray-200 sm:grid-cols-3">
        {input("actor", "email")}
        <div>
          <label htmlFor="audit-action" className={labelClass}>
            {t("audit.filter.action")}
          </label>
          <select id="audit-action" name="action" defaultValue={filter.action ?? ""} className="input">
            <option value="">{t("audit.filter.anyAction")}</option>
            {actions.map((a) => (
              <option key={a.code} value={a.code}>
                {a.text}
              </option>
            ))}
          </select>
        </div>
        {input("entity")}
        {input("entityId")}
        <div className="sm:col-span-3">
          <button className="btn-primary">{t("audit.filter.submit")}</button>
        </div>
      </Form>
      {entries.length ? (
        <DeskTable
          caption={title}
          heads={(["at", "actor", "action", "record", "change"] as const).map((c) => t(keyIn("desk:audit.columns", c)))}
          className="mt-6"
        >
          {entries.map((e) => (
            <tr key={e.id} className="border-t border-gray-200 align-top">
              <td className="whitespace-nowrap px-3 py-2">
                {Object.values(formatMoment(e.at, locale, AGENCY_TIME_ZONE)).join(" ")}
              </td>
              <td className="px-3 py-2">
                <span dir="ltr">{e.actor}</span> · {t(`role.${e.role}` as "role.admin")}
              </td>
              <td className="px-3 py-2" dir="ltr">
                {e.action}
              </td>
              <td className="px-3 py-2" dir="ltr">
                {e.record}
              </td>
              <td className="px-3 py-2">
                <code dir="ltr" className="block max-w-md break-all text-xs">
                  {e.before ? `− ${e.before}` : null}
                  {e.before && e.after ? <br /> : null}
                  {e.after ? `+ ${e.after}` : null}
                </code>
              </td>
            </tr>
          ))}
        </DeskTable>
      ) : (
        <p className="mt-6 text-gray-700">{t("audit.empty")}</p>
      )}
      {older ? (
        <p className="mt-4">
          <ScreenLink to="deskAudit" search={older} className="text-green-800 underline">
            {t("audit.older")}
          </ScreenLink>
        </p>
      ) : null}
    </DeskPage>
  );
}
