import type { LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { ScreenLink } from "~/components/screen-link";
import { useTranslation } from "~/i18n/react";
import { getFixedT } from "~/i18n/i18next.server";
import { listTeam } from "~/domains/content/content.server";
import { messagesFor } from "~/i18n/resources.server";
import { screenRequest } from "~/domains/content/http.server";

/** The people of Parvaz. */
export async function loader({ context }: LoaderFunctionArgs) {
  const { locale } = screenRequest(context, "team");
  const [members, t] = await Promise.all([listTeam(locale), getFixedT(locale, "content")]);
  return { members, title: t("team.title"), description: t("team.intro"), messages: messagesFor(locale, "content") };
}

export default function Team() {
  const { members } = useLoaderData<typeof loader>();
  const { t } = useTranslation("content");
  return (
    <main id="main" className="mx-auto max-w-7xl px-4 py-8">
      <h1 className="text-3xl font-bold">{t("team.title")}</h1>
      <p className="mt-3 max-w-3xl text-lg text-gray-700">{t("team.intro")}</p>
      <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {members.map((m) => (
          <li key={m.id} className="flex gap-4 rounded-xl bg-white p-5 shadow-sm ring-1 ring-gray-200">
            <img src={m.photo} alt="" width={80} height={80} className="h-20 w-20 shrink-0 rounded-full" />
            <div className="min-w-0">
              <h2 className="text-lg font-semibold">
                <ScreenLink to="teamMember" params={{ slug: m.slug }} className="hover:underline">
                  {m.name}
                </ScreenLink>
              </h2>
              <p className="text-sm font-medium text-green-800">{m.role}</p>
              <p className="mt-2 line-clamp-3 text-sm text-gray-700">{m.bio}</p>
            </div>
          </li>
        ))}
      </ul>
      <p className="mt-10 rounded-lg bg-green-50 p-4 text-green-900">
        {t("team.join")}{" "}
        <ScreenLink to="jobs" className="font-semibold underline">
          {t("common:screen.jobs")}
        </ScreenLink>
      </p>
    </main>
  );
}
