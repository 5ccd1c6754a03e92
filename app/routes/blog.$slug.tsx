import { getFormProps, getInputProps } from "@conform-to/react";
import { getZodConstraint } from "@conform-to/zod";
import { parseWithZod } from "~/utils/submission.server";
import type { ActionFunctionArgs, AppLoadContext, LoaderFunctionArgs } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { JsonLd } from "~/components/content/json-ld";
import { proseClass, Stars } from "~/components/content/stars";
import { ErrorList, Field, Honeypot, TextareaField, useValidatedForm, ErrorSummary } from "~/components/forms";
import { ScreenLink } from "~/components/screen-link";
import { commentSchema } from "~/domains/content/schema";
import type { z } from "zod";
import { keyIn } from "~/i18n/keys";
import { useTranslation } from "~/i18n/react";
import { pathFor } from "~/routing/screens";
import { formatLongDate, formatNumber } from "~/utils/format";
import { useLocale } from "~/utils/root-data";
import { addComment, getArticle } from "~/domains/content/content.server";
import { agency } from "~/utils/agency";
import { alternatePaths, clientIp, screenRequest } from "~/domains/content/http.server";
import { messageKey } from "~/i18n/keys";
import { keepRetryAfter } from "~/utils/retry-after";
import { data } from "@remix-run/node";
import { publicOrigin } from "~/utils/env.server";
import { getUser } from "~/domains/accounts/session.server";
import { checkHoneypot, honeypotInputs } from "~/utils/honeypot.server";
import { messagesFor } from "~/i18n/resources.server";
import { redirectWithToast } from "~/utils/toast.server";

/** One blog article: Markdown body (sanitised HTML), author, related articles and readers' rated comments. */
async function load(context: AppLoadContext) {
  const { locale, params } = screenRequest(context, "blogArticle");
  const found = await getArticle(locale, params.slug);
  if (!found) throw new Response(null, { status: 404 });
  return { locale, ...found };
}

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { locale, article, author, alternates, related, comments, rating } = await load(context);
  const user = await getUser(request);
  const origin = publicOrigin();
  return {
    article,
    author,
    related,
    comments,
    rating,
    viewer: user ? { name: `${user.firstName ?? ""} ${user.lastName ?? ""}`.trim(), email: user.email ?? "" } : null,
    title: article.title,
    description: article.summary,
    alternates: alternatePaths("blogArticle", alternates),
    image: `${origin}${article.cover}`,
    ogType: "article",
    url: `${origin}${pathFor("blogArticle", locale, { slug: article.slug })}`,
    origin,
    publisher: {
      "@type": "TravelAgency",
      name: agency.name,
      url: `${origin}${pathFor("home", locale)}`,
      logo: `${origin}/icons/icon-512.png`,
      telephone: agency.supportPhone,
    },
    messages: messagesFor(locale, "content"),
    // The comment form's native constraints; its schema loads in the browser later (useValidatedForm).
    constraint: getZodConstraint(commentSchema),
    // The comment form's honeypot: bound to this article.
    honeypot: honeypotInputs(`comment:${article.id}`),
  };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const { locale, article } = await load(context);
  const formData = await request.formData();
  const back = `${pathFor("blogArticle", locale, { slug: article.slug })}#comments`;
  // Spam (decision 207): answered as if all went well, nothing kept.
  const honeypot = checkHoneypot(formData, `comment:${article.id}`);
  if (honeypot.spam) return redirectWithToast(back, { type: "success", message: "content:comments.held" });
  const submission = parseWithZod(formData, { schema: commentSchema });
  if (submission.status !== "success") return data(submission.reply(), { status: 400 });
  const user = await getUser(request);
  // Limited per IP and per author, stored once (decision 304).
  const posted = await addComment(
    article.id,
    locale,
    submission.value,
    {
      userId: user?.id ?? null,
      ip: clientIp(context),
    },
    honeypot.claim,
  );
  if (posted.status === "spam") return redirectWithToast(back, { type: "success", message: "content:comments.held" });
  if (posted.status === "limited")
    return data(submission.reply({ formErrors: [messageKey("spam.tooMany")] }), {
      status: 429,
      headers: { "Retry-After": String(posted.retryAfter) },
    });
  if (posted.status === "duplicate") return redirectWithToast(back, { type: "info", message: "spam.duplicate" });
  return redirectWithToast(back, { type: "success", message: "content:comments.held" });
}

/** Keeps Retry-After on a refused (429) comment. */
export const headers = keepRetryAfter;

export default function BlogArticle() {
  const { article, author, related, comments, rating, viewer, url, image, origin, publisher, constraint, honeypot } =
    useLoaderData<typeof loader>();
  const lastResult = useActionData<typeof action>();
  const navigation = useNavigation();
  const { t } = useTranslation("content");
  const sep = t("common:separator");
  const locale = useLocale();
  const [form, fields] = useValidatedForm<z.input<typeof commentSchema>, z.output<typeof commentSchema>>({
    id: "comment",
    lastResult,
    constraint,
    schema: () => import("~/domains/content/schema").then((m) => m.commentSchema),
    defaultValue: viewer ? { name: viewer.name, email: viewer.email } : undefined,
  });
  const published = new Date(article.publishedAt).toISOString();
  const ratingErrorId = fields.rating.errors?.length ? fields.rating.errorId : undefined;
  return (
    <main id="main" className="mx-auto max-w-3xl px-4 py-8">
      <article>
        <header>
          <p className="text-sm font-medium text-green-800">
            {article.categories.map((c, i) => (
              <span key={c}>
                {i > 0 ? sep : null}
                <ScreenLink to="blogList" search={`?category=${encodeURIComponent(c)}`} className="hover:underline">
                  {t(keyIn("content:categories", c))}
                </ScreenLink>
              </span>
            ))}
          </p>
          <h1 className="mt-2 text-3xl font-bold md:text-4xl">{article.title}</h1>
          <p className="mt-3 text-lg text-gray-700">{article.summary}</p>
          <p className="mt-4 flex flex-wrap items-center gap-x-2 text-sm text-gray-600">
            {author ? (
              <>
                <img src={author.photo} alt="" width={32} height={32} className="h-8 w-8 rounded-full" />
                <ScreenLink
                  to="teamMember"
                  params={{ slug: author.slug }}
                  className="font-medium text-gray-900 hover:underline"
                >
                  {author.name}
                </ScreenLink>
                <span aria-hidden="true">{sep.trim()}</span>
              </>
            ) : null}
            <time dateTime={published}>{formatLongDate(article.publishedAt, locale)}</time>
            <span aria-hidden="true">{sep.trim()}</span>
            <span>{t("blog.readingTime", { minutes: formatNumber(article.readingMinutes, locale) })}</span>
            {rating ? (
              <>
                <span aria-hidden="true">{sep.trim()}</span>
                <Stars value={rating} />
              </>
            ) : null}
          </p>
        </header>
        <img
          src={article.cover}
          alt=""
          width={1280}
          height={640}
          className="mt-6 aspect-[2/1] w-full rounded-xl object-cover"
        />
        <div className={`mt-8 ${proseClass}`} dangerouslySetInnerHTML={{ __html: article.bodyHtml }} />
        {article.tags.length ? (
          <ul className="mt-8 flex flex-wrap gap-2" aria-label={t("blog.tags")}>
            {article.tags.map((tag) => (
              <li key={tag}>
                <ScreenLink
                  to="blogList"
                  search={`?tag=${encodeURIComponent(tag)}`}
                  className="rounded bg-gray-100 px-2 py-1 text-sm text-gray-800 hover:bg-gray-200"
                >
                  #{tag}
                </ScreenLink>
              </li>
            ))}
          </ul>
        ) : null}
      </article>

      <section id="comments" aria-labelledby="comments-title" className="mt-12 border-t border-gray-200 pt-8">
        <h2 id="comments-title" className="text-2xl font-semibold">
          {t("comments.title", { count: comments.length })}
        </h2>
        {comments.length ? (
          <ul className="mt-4 space-y-4">
            {comments.map((c) => (
              <li key={c.id} className="rounded-lg bg-white p-4 ring-1 ring-gray-200">
                <p className="flex flex-wrap items-center gap-2 text-sm">
                  <span className="font-semibold">{c.name}</span>
                  <Stars value={c.rating} />
                  <time dateTime={new Date(c.createdAt).toISOString()} className="text-gray-600">
                    {formatLongDate(c.createdAt, locale)}
                  </time>
                </p>
                <p className="mt-2 whitespace-pre-line text-gray-800">{c.body}</p>
              </li>
            ))}
          </ul>
        ) : (
          <p className="mt-4 text-gray-700">{t("comments.none")}</p>
        )}

        <h3 className="mt-8 text-xl font-semibold">{t("comments.formTitle")}</h3>
        <p className="mt-1 text-sm text-gray-600">{t("comments.moderationNote")}</p>
        <Form method="post" {...getFormProps(form)} className="relative mt-4 grid gap-4" preventScrollReset>
          <ErrorSummary
            form={form}
            labels={{
              name: t("comments.name"),
              email: t("comments.email"),
              rating: t("comments.rating"),
              body: t("comments.body"),
            }}
          />
          <Honeypot inputs={honeypot} />
          <div className="grid gap-4 sm:grid-cols-2">
            <Field meta={fields.name} label={t("comments.name")} inputProps={{ autoComplete: "name" }} />
            <Field
              meta={fields.email}
              type="email"
              label={t("comments.email")}
              hint={t("comments.emailHint")}
              inputProps={{ autoComplete: "email", dir: "ltr" }}
            />
          </div>
          <fieldset aria-describedby={ratingErrorId} aria-invalid={ratingErrorId ? true : undefined}>
            <legend className="mb-1 text-sm font-medium text-gray-800">{t("comments.rating")}</legend>
            <div className="flex flex-row-reverse flex-wrap justify-end gap-3">
              {[5, 4, 3, 2, 1].map((n) => (
                <label key={n} className="inline-flex items-center gap-1 text-sm">
                  <input
                    {...getInputProps(fields.rating, { type: "radio", value: String(n) })}
                    key={`${fields.rating.key}-${n}`}
                    className="accent-green-700"
                  />
                  <span aria-hidden="true" className="text-amber-600">
                    {"★".repeat(n)}
                  </span>
                  <span className="sr-only">{t("rating.stars", { count: n })}</span>
                </label>
              ))}
            </div>
            <ErrorList id={ratingErrorId} errors={fields.rating.errors} />
          </fieldset>
          <TextareaField meta={fields.body} label={t("comments.body")} />
          <ErrorList errors={form.errors} />
          <div>
            <button className="btn-primary" disabled={navigation.state === "submitting"}>
              {t("comments.submit")}
            </button>
          </div>
        </Form>
      </section>

      {related.length ? (
        <section aria-labelledby="related-title" className="mt-12 border-t border-gray-200 pt-8">
          <h2 id="related-title" className="text-2xl font-semibold">
            {t("blog.related")}
          </h2>
          <ul className="mt-4 grid gap-4 sm:grid-cols-3">
            {related.map((r) => (
              <li key={r.slug} className="overflow-hidden rounded-lg bg-white ring-1 ring-gray-200">
                <img
                  src={r.cover}
                  alt=""
                  width={320}
                  height={160}
                  loading="lazy"
                  className="aspect-[2/1] w-full object-cover"
                />
                <p className="p-3 font-medium">
                  <Link to={pathFor("blogArticle", locale, { slug: r.slug })} className="hover:underline">
                    {r.title}
                  </Link>
                </p>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <JsonLd
        data={{
          "@context": "https://schema.org",
          "@type": "Article",
          headline: article.title,
          description: article.summary,
          image: [image],
          datePublished: published,
          dateModified: new Date(article.updatedAt).toISOString(),
          inLanguage: locale,
          mainEntityOfPage: url,
          articleSection: article.categories.map((c) => t(keyIn("content:categories", c))),
          keywords: article.tags.join(", "),
          author: author
            ? {
                "@type": "Person",
                name: author.name,
                jobTitle: author.role,
                url: `${origin}${pathFor("teamMember", locale, { slug: author.slug })}`,
              }
            : undefined,
          publisher,
        }}
      />
    </main>
  );
}
