import type { LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { AccountPage } from "~/components/account/account-nav";
import { ScreenLink } from "~/components/screen-link";
import { keyIn } from "~/i18n/keys";
import { useTranslation } from "~/i18n/react";
import { getFixedT } from "~/i18n/i18next.server";
import { messagesFor } from "~/i18n/resources.server";
import { formatDate } from "~/utils/format";
import { Amount, ProgressBar } from "../components/estimate-view";
import { listProjects, ownerOf } from "../projects.server";

/**
 * The visitor's projects (decision 800): the spec's "estimate projects" and "projects" lists, and "my projects" in the
 * user area — one module. A guest sees the projects kept under this browser's cookie (decision 803).
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const screen = context.screen?.screen;
  if (screen !== "estimateProjects" && screen !== "projects" && screen !== "userProjects")
    throw new Response(null, { status: 404 });
  const { locale } = context;
  const owner = await ownerOf(request);
  const [t, list] = await Promise.all([getFixedT(locale, "services"), listProjects(owner)]);
  return {
    title: t("projects.title"),
    noindex: true,
    messages: messagesFor(locale, "services", "account"),
    screen,
    guest: !owner.userId,
    projects: list.map(({ project, items, totals }) => ({
      slug: project.slug,
      title: project.title,
      status: project.status,
      currency: project.currency,
      items,
      total: project.vatMode === "incl" ? totals.overall.gross : totals.overall.net,
      progress: totals.progress,
      updated: formatDate(project.updatedAt, locale),
    })),
  };
}

function ProjectList() {
  const { projects, guest } = useLoaderData<typeof loader>();
  const { t } = useTranslation("services");
  return (
    <>
      {guest ? (
        <p className="mb-4 text-gray-700">
          {t("projects.guestNote")}{" "}
          <ScreenLink to="signIn" className="text-green-800 underline">
            {t("projects.signIn")}
          </ScreenLink>
        </p>
      ) : null}
      {projects.length ? (
        <ul className="grid gap-4">
          {projects.map((p) => (
            <li key={p.slug} className="min-w-0 rounded-xl bg-white p-4 shadow-sm ring-1 ring-gray-200">
              <h2 className="text-lg font-semibold">
                {p.status === "draft" ? (
                  <ScreenLink to="estimateNew" search={`?project=${p.slug}`} className="text-green-900 underline">
                    {p.title}
                  </ScreenLink>
                ) : (
                  <ScreenLink to="estimateProject" params={{ slug: p.slug }} className="text-green-900 underline">
                    {p.title}
                  </ScreenLink>
                )}
              </h2>
              <dl className="mt-2 grid gap-2 text-sm sm:grid-cols-4">
                <div>
                  <dt className="text-gray-600">{t("projects.status")}</dt>
                  <dd className="font-medium">{t(keyIn("services:status", p.status))}</dd>
                </div>
                <div>
                  <dt className="text-gray-600">{t("projects.total")}</dt>
                  <dd className="font-medium">
                    <Amount amount={p.total} currency={p.currency} />
                  </dd>
                </div>
                <div>
                  <dt className="text-gray-600">{t("projects.progress")}</dt>
                  <dd>
                    <ProgressBar percent={p.progress} label={t("projects.progress")} />
                  </dd>
                </div>
                <div>
                  <dt className="text-gray-600">{t("projects.updated")}</dt>
                  <dd>{p.updated}</dd>
                </div>
              </dl>
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-gray-700">{t("projects.empty")}</p>
      )}
      <p className="mt-6">
        <ScreenLink to="estimate" className="btn-primary">
          {t("projects.newEstimate")}
        </ScreenLink>
      </p>
    </>
  );
}

export default function ProjectsScreen() {
  const { screen } = useLoaderData<typeof loader>();
  const { t } = useTranslation("services");
  if (screen === "userProjects")
    return (
      <AccountPage current="userProjects" title={t("projects.title")}>
        <ProjectList />
      </AccountPage>
    );
  return (
    <main id="main" className="mx-auto max-w-5xl px-4 py-8">
      <h1 className="text-3xl font-bold">{t("projects.title")}</h1>
      <p className="mt-2 mb-6 text-gray-700">{t("projects.intro")}</p>
      <ProjectList />
    </main>
  );
}
