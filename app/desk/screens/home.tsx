import type { LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { ScreenLink } from "~/components/screen-link";
import { getFixedT } from "~/i18n/i18next.server";
import { useTranslation } from "~/i18n/react";
import { screenOf } from "~/routing/screens";
import { DeskPage } from "../components/desk-page";
import { totpEnrolled } from "../factors.server";
import { deskPage, staffOf } from "../frame.server";
import { can } from "../permissions";
import { orderCounts } from "../orders/counts.server";
import { requestCounts } from "../requests/counts.server";

/** The desk's home: what waits in the areas this role may open, and a nudge to enrol an authenticator. */
export async function loader({ context }: LoaderFunctionArgs) {
  const { locale } = context;
  const staff = staffOf(context);
  const t = await getFixedT(locale, "common");
  const counts = await Promise.all(
    [...orderCounts, ...requestCounts]
      .filter(({ screen }) => {
        const s = screenOf(screen);
        return !!s.file && !!s.desk && can(staff.role, s.desk.view);
      })
      .map(async ({ screen, message, count }) => ({ screen, message, count: await count() })),
  );
  return {
    // The counts' own namespaces ("deskRequests:home.new" …) come with the page.
    ...deskPage(locale, staff, t("screen.desk"), ...new Set(counts.map((c) => c.message.split(":")[0]))),
    counts,
    enrolled: await totpEnrolled(staff.user.id),
  };
}

export default function DeskHome() {
  const { title, frame, counts, enrolled } = useLoaderData<typeof loader>();
  const { t } = useTranslation("desk");
  return (
    <DeskPage current="desk" frame={frame} title={title}>
      {enrolled ? null : (
        <p className="mb-6 rounded-lg bg-amber-50 p-4 text-amber-900 ring-1 ring-amber-200">
          {t("home.enrol")}{" "}
          <ScreenLink to="deskSecurity" className="font-semibold underline">
            {t("home.enrolLink")}
          </ScreenLink>
        </p>
      )}
      {counts.length ? (
        <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
          {counts.map((c) => (
            <li key={c.message} className="rounded-xl bg-white p-4 shadow-sm ring-1 ring-gray-200">
              <ScreenLink to={c.screen as "desk"} className="font-semibold text-green-800 underline">
                {t(c.message, { count: c.count })}
              </ScreenLink>
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-gray-700">{t("home.nothing")}</p>
      )}
    </DeskPage>
  );
}
