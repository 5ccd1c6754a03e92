import type { LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { ScreenLink } from "~/components/screen-link";
import { DeskPage } from "~/desk/components/desk-page";
import { DeskTable } from "~/desk/components/desk-table";
import { deskPage, staffOf } from "~/desk/frame.server";
import { getFixedT } from "~/i18n/i18next.server";
import { keyIn } from "~/i18n/keys";
import { useTranslation } from "~/i18n/react";
import { AGENCY_TIME_ZONE } from "~/travel/clock";
import { formatDate, formatDigits, formatLongDate } from "~/utils/format";
import { Amount } from "../components/estimate-view";
import { listDeskProjects } from "../desk/projects.server";

/**
 * Projects on the desk (agent; decision 810): every saved project, those whose customer asked for a firm quote
 * first (oldest request first), then the newest; each opens its own page.
 */
export async function loader({ context }: LoaderFunctionArgs) {
  const { locale } = context;
  const staff = staffOf(context);
  const t = await getFixedT(locale, "common");
  const rows = await listDeskProjects();
  return {
    ...deskPage(locale, staff, t("screen.deskProjects"), "deskServices", "services"),
    projects: rows.map((r) => ({
      id: String(r.id),
      title: r.title,
      status: r.status,
      currency: r.currency,
      persons: formatDigits(r.persons, locale),
      firmTotal: r.firmTotal,
      validUntil: r.validUntil ? formatDate(r.validUntil, locale) : null,
      asked: r.quoteRequestedAt ? formatLongDate(r.quoteRequestedAt, locale, AGENCY_TIME_ZONE) : null,
      customer: r.email,
    })),
  };
}

export default function DeskProjects() {
  const { title, frame, projects } = useLoaderData<typeof loader>();
  const { t } = useTranslation("deskServices");
  return (
    <DeskPage current="deskProjects" frame={frame} title={title}>
      <p className="text-gray-700">{t("list.intro")}</p>
      {projects.length ? (
        <DeskTable
          className="mt-4"
          caption={title}
          heads={(["project", "status", "customer", "persons", "asked", "firm"] as const).map((c) =>
            t(`list.columns.${c}`),
          )}
        >
          {projects.map((p) => (
            <tr key={p.id} className="border-t border-gray-200">
              <th scope="row" className="px-3 py-2 text-start font-normal">
                <ScreenLink to="deskProject" params={{ id: p.id }} className="text-green-800 underline">
                  {p.title}
                </ScreenLink>
              </th>
              <td className="px-3 py-2">{t(keyIn("services:status", p.status))}</td>
              <td className="px-3 py-2">{p.customer ? <bdi dir="ltr">{p.customer}</bdi> : t("list.guest")}</td>
              <td className="px-3 py-2">{p.persons}</td>
              <td className="px-3 py-2">{p.asked ?? "—"}</td>
              <td className="px-3 py-2">
                {p.firmTotal !== null ? (
                  <>
                    <Amount amount={p.firmTotal} currency={p.currency} />
                    {p.validUntil ? (
                      <span className="block text-xs">{t("list.until", { date: p.validUntil })}</span>
                    ) : null}
                  </>
                ) : (
                  "—"
                )}
              </td>
            </tr>
          ))}
        </DeskTable>
      ) : (
        <p className="mt-4">{t("list.none")}</p>
      )}
    </DeskPage>
  );
}
