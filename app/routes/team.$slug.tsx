import type { LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { JsonLd } from "~/components/content/json-ld";
import { ScreenLink } from "~/components/screen-link";
import { useTranslation } from "~/i18n/react";
import { formatLongDate } from "~/utils/format";
import { useLocale } from "~/utils/root-data";
import { alternatePaths, screenRequest } from "~/domains/content/http.server";
import { getTeamMember } from "~/domains/content/content.server";
import { messagesFor } from "~/i18n/resources.server";

/** A team member: role, biography and the articles they wrote. */
export async function loader({ context }: LoaderFunctionArgs) {
  const { locale, params } = screenRequest(context, "teamMember");
  const found = await getTeamMember(locale, params.slug);
  if (!found) throw new Response(null, { status: 404 });
  return {
    ...found,
    title: `${found.member.name} — ${found.member.role}`,
    description: found.member.bio.slice(0, 160),
    alternates: alternatePaths("teamMember", found.alternates),
    messages: messagesFor(locale, "content"),
  };
}

export default function TeamMember() {
  const { member, articles } = useLoaderData<typeof loader>();
  const { t } = useTranslation("content");
  const locale = useLocale();
  return (
    <main id="main" className="mx-auto max-w-3xl px-4 py-8">
      <div className="flex flex-col gap-6 sm:flex-row sm:items-center">
        <img src={member.photo} alt="" width={128} height={128} className="h-32 w-32 rounded-full" />
        <div>
          <h1 className="text-3xl font-bold">{member.name}</h1>
          <p className="mt-1 text-lg font-medium text-green-800">{member.role}</p>
          <p className="mt-2 text-sm text-gray-700">
            {t("common:labelled", { label: t("team.email") })}{" "}
            <a href={`mailto:${member.email}`} dir="ltr" className="underline">
              {member.email}
            </a>
          </p>
        </div>
      </div>
      <p className="mt-8 text-lg leading-8 text-gray-800">{member.bio}</p>
      {articles.length ? (
        <section aria-labelledby="articles-title" className="mt-10">
          <h2 id="articles-title" className="text-xl font-semibold">
            {t("team.articles", { name: member.name })}
          </h2>
          <ul className="mt-3 space-y-2">
            {articles.map((a) => (
              <li key={a.slug}>
                <ScreenLink to="blogArticle" params={{ slug: a.slug }} className="text-green-800 underline">
                  {a.title}
                </ScreenLink>{" "}
                <span className="text-sm text-gray-600">· {formatLongDate(a.publishedAt, locale)}</span>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <p className="mt-10">
        <ScreenLink to="team" className="btn-secondary">
          {t("team.all")}
        </ScreenLink>
      </p>
      <JsonLd
        data={{
          "@context": "https://schema.org",
          "@type": "Person",
          name: member.name,
          jobTitle: member.role,
          description: member.bio,
          image: member.photo,
          worksFor: { "@type": "TravelAgency", name: t("common:brand") },
        }}
      />
    </main>
  );
}
