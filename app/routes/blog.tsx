import type { LoaderFunctionArgs } from "@remix-run/node";
import { Link, useLoaderData, useSearchParams } from "@remix-run/react";
import { Pager } from "~/components/content/pager";
import { chipClass } from "~/components/content/stars";
import { ScreenLink } from "~/components/screen-link";
import { keyIn } from "~/i18n/keys";
import { useTranslation } from "~/i18n/react";
import { formatLongDate, formatNumber } from "~/utils/format";
import { useLocale } from "~/utils/root-data";
import { getFixedT } from "~/i18n/i18next.server";
import { listArticles } from "~/domains/content/content.server";
import { messagesFor } from "~/i18n/resources.server";
import { screenRequest } from "~/domains/content/http.server";

/** The traveller blog/club: articles in the visitor's language, newest first, by category or tag, six a page. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const { locale } = screenRequest(context, "blogList");
  const search = new URL(request.url).searchParams;
  const category = search.get("category");
  const tag = search.get("tag");
  const list = await listArticles(locale, { page: Number(search.get("page") ?? 1), category, tag });
  const t = await getFixedT(locale, "content");
  const filterName = category ? t(keyIn("content:categories", category), { defaultValue: category }) : tag;
  return {
    ...list,
    category,
    tag,
    title: filterName ? `${t("common:labelled", { label: t("blog.title") })} ${filterName}` : t("blog.title"),
    description: t("blog.intro"),
    // Filtered and later pages are variations of the list: not indexed on their own.
    noindex: Boolean(category || tag || list.page > 1),
    messages: messagesFor(locale, "content"),
  };
}

export default function BlogList() {
  const data = useLoaderData<typeof loader>();
  const { t } = useTranslation("content");
  const sep = t("common:separator");
  const locale = useLocale();
  const [search] = useSearchParams();
  return (
    <main id="main" className="mx-auto max-w-7xl px-4 py-8">
      <h1 className="text-3xl font-bold">{data.title}</h1>
      <p className="mt-3 max-w-3xl text-lg text-gray-700">{t("blog.intro")}</p>
      <nav aria-label={t("blog.categoriesLabel")} className="mt-6">
        <ul className="flex flex-wrap gap-2">
          <li>
            <ScreenLink
              to="blogList"
              className={chipClass(!data.category && !data.tag)}
              aria-current={!data.category && !data.tag ? "page" : undefined}
            >
              {t("blog.all")}
            </ScreenLink>
          </li>
          {data.categories.map((c) => (
            <li key={c}>
              <ScreenLink
                to="blogList"
                search={`?category=${encodeURIComponent(c)}`}
                className={chipClass(data.category === c)}
                aria-current={data.category === c ? "page" : undefined}
              >
                {t(keyIn("content:categories", c))}
              </ScreenLink>
            </li>
          ))}
        </ul>
      </nav>
      {data.tag ? (
        <p className="mt-4 text-sm text-gray-700">
          {t("blog.taggedWith", { tag: data.tag })}{" "}
          <ScreenLink to="blogList" className="underline">
            {t("blog.clearFilter")}
          </ScreenLink>
        </p>
      ) : null}
      <p className="sr-only" aria-live="polite">
        {t("blog.count", { count: data.total })}
      </p>
      {data.items.length ? (
        <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {data.items.map((a) => (
            <li key={a.id} className="flex flex-col overflow-hidden rounded-xl bg-white shadow-sm ring-1 ring-gray-200">
              <img
                src={a.cover}
                alt=""
                width={640}
                height={320}
                loading="lazy"
                className="aspect-[2/1] w-full object-cover"
              />
              <div className="flex flex-1 flex-col p-5">
                <p className="text-xs font-medium uppercase tracking-wide text-green-800">
                  {a.categories.map((c) => t(keyIn("content:categories", c))).join(sep)}
                </p>
                <h2 className="mt-1 text-lg font-semibold">
                  <ScreenLink to="blogArticle" params={{ slug: a.slug }} className="hover:underline">
                    {a.title}
                  </ScreenLink>
                </h2>
                <p className="mt-2 flex-1 text-gray-700">{a.summary}</p>
                <p className="mt-4 text-sm text-gray-600">
                  {a.authorName ? (
                    <span>
                      {a.authorName}
                      {sep}
                    </span>
                  ) : null}
                  <time dateTime={new Date(a.publishedAt).toISOString()}>{formatLongDate(a.publishedAt, locale)}</time>{" "}
                  {sep}
                  {t("blog.readingTime", { minutes: formatNumber(a.readingMinutes, locale) })}
                </p>
                {a.tags.length ? (
                  <ul className="mt-3 flex flex-wrap gap-1" aria-label={t("blog.tags")}>
                    {a.tags.map((tag) => (
                      <li key={tag}>
                        <Link
                          to={`?tag=${encodeURIComponent(tag)}`}
                          className="rounded bg-gray-100 px-2 py-0.5 text-xs text-gray-800 hover:bg-gray-200"
                        >
                          #{tag}
                        </Link>
                      </li>
                    ))}
                  </ul>
                ) : null}
              </div>
            </li>
          ))}
        </ul>
      ) : (
        <p className="mt-8 text-gray-700">{t("blog.empty")}</p>
      )}
      <Pager page={data.page} pages={data.pages} search={search} />
    </main>
  );
}
