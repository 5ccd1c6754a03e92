import { getFormProps } from "@conform-to/react";
import { getZodConstraint } from "@conform-to/zod";
import { parseWithZod } from "~/utils/submission.server";
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { Form, useActionData, useLoaderData, useNavigation, useSearchParams } from "@remix-run/react";
import { Pager } from "~/components/content/pager";
import { ErrorList, Field, Honeypot, TextareaField, useValidatedForm, ErrorSummary } from "~/components/forms";
import { ScreenLink } from "~/components/screen-link";
import { memberQuestionSchema, questionSchema } from "~/domains/content/schema";
import type { z } from "zod";
import { useTranslation } from "~/i18n/react";
import { pathFor } from "~/routing/screens";
import { formatLongDate, formatNumber } from "~/utils/format";
import { useLocale } from "~/utils/root-data";
import { askQuestion, listThreads } from "~/domains/content/content.server";
import { data } from "@remix-run/node";
import { getFixedT } from "~/i18n/i18next.server";
import { getUser } from "~/domains/accounts/session.server";
import { checkHoneypot, honeypotInputs } from "~/utils/honeypot.server";
import { messagesFor } from "~/i18n/resources.server";
import { redirectWithToast } from "~/utils/toast.server";
import { clientIp, screenRequest } from "~/domains/content/http.server";
import { messageKey } from "~/i18n/keys";
import { keepRetryAfter } from "~/utils/retry-after";

/** Questions and answers: read the threads, search them, and ask a question (signed in, or with an e-mail address). */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const { locale } = screenRequest(context, "qaList");
  const search = new URL(request.url).searchParams;
  const q = (search.get("q") ?? "").trim().slice(0, 100);
  const [list, user, t] = await Promise.all([
    listThreads(locale, { page: Number(search.get("page") ?? 1), q }),
    getUser(request),
    getFixedT(locale, "content"),
  ]);
  return {
    ...list,
    q,
    signedIn: user ? { name: `${user.firstName} ${user.lastName}`.trim() || user.email || "" } : null,
    title: t("qa.title"),
    description: t("qa.intro"),
    noindex: Boolean(q || list.page > 1),
    messages: messagesFor(locale, "content"),
    // The question form's native constraints (a visitor also gives a name and an e-mail address); its schema loads in the browser later.
    constraint: getZodConstraint(user ? memberQuestionSchema : questionSchema),
    honeypot: honeypotInputs("question"),
  };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const { locale } = screenRequest(context, "qaList");
  const formData = await request.formData();
  // Spam (decision 207): answered as if all went well, nothing kept.
  const honeypot = checkHoneypot(formData, "question");
  if (honeypot.spam)
    return redirectWithToast(pathFor("qaList", locale), { type: "success", message: "content:qa.held" });
  const user = await getUser(request);
  const submission = parseWithZod(formData, { schema: user ? memberQuestionSchema : questionSchema });
  if (submission.status !== "success") return data(submission.reply(), { status: 400 });
  const value = submission.value;
  const author = user
    ? { name: `${user.firstName} ${user.lastName}`.trim() || user.email || "—", email: user.email ?? "" }
    : { name: value.name!, email: value.email!.toLowerCase() };
  // Held for moderation (decision 304); the desk is e-mailed only about a question that is stored.
  const asked = await askQuestion(
    locale,
    { title: value.title, body: value.body },
    { ...author, userId: user?.id ?? null, ip: clientIp(context) },
    honeypot.claim,
  );
  if (asked.status === "spam")
    return redirectWithToast(pathFor("qaList", locale), { type: "success", message: "content:qa.held" });
  if (asked.status === "limited")
    return data(submission.reply({ formErrors: [messageKey("spam.tooMany")] }), {
      status: 429,
      headers: { "Retry-After": String(asked.retryAfter) },
    });
  if (asked.status === "duplicate")
    return redirectWithToast(pathFor("qaList", locale), { type: "info", message: "spam.duplicate" });
  // A signed-in asker sees their question, marked as awaiting review; a visitor comes back to the list.
  return redirectWithToast(user ? pathFor("qaEntry", locale, { slug: asked.slug }) : pathFor("qaList", locale), {
    type: "success",
    message: "content:qa.held",
  });
}

/** Keeps Retry-After on a refused (429) post. */
export const headers = keepRetryAfter;

export default function QaList() {
  const { items, total, page, pages, q, signedIn, constraint, honeypot } = useLoaderData<typeof loader>();
  const lastResult = useActionData<typeof action>();
  const navigation = useNavigation();
  const [search] = useSearchParams();
  const { t } = useTranslation("content");
  const locale = useLocale();
  const [form, fields] = useValidatedForm<z.input<typeof memberQuestionSchema>, z.output<typeof memberQuestionSchema>>({
    id: "ask",
    lastResult,
    constraint,
    // A signed-in user is known; a visitor's schema also requires a name and an e-mail address.
    schema: () =>
      import("~/domains/content/schema").then((m) => (signedIn ? m.memberQuestionSchema : m.questionSchema)),
  });
  return (
    <main id="main" className="mx-auto grid max-w-7xl gap-10 px-4 py-8 lg:grid-cols-[minmax(0,1fr)_24rem]">
      <div>
        <h1 className="text-3xl font-bold">{t("qa.title")}</h1>
        <p className="mt-3 text-lg text-gray-700">{t("qa.intro")}</p>
        <Form method="get" role="search" className="mt-6 flex gap-2" aria-label={t("qa.searchLabel")}>
          <label htmlFor="qa-q" className="sr-only">
            {t("qa.searchLabel")}
          </label>
          <input
            id="qa-q"
            name="q"
            type="search"
            defaultValue={q}
            key={q}
            placeholder={t("qa.searchPlaceholder")}
            className="input"
          />
          <button className="btn-secondary">{t("faq.search")}</button>
        </Form>
        <p className="mt-4 text-sm text-gray-700" aria-live="polite">
          {q ? t("faq.results", { count: total, q }) : t("qa.count", { count: total })}
        </p>
        <ul className="mt-4 divide-y divide-gray-200 rounded-lg bg-white ring-1 ring-gray-200">
          {items.map((thread) => (
            <li key={thread.id} className="flex items-start gap-4 p-4">
              <div className="w-16 shrink-0 text-center text-sm text-gray-700">
                <span className="block text-lg font-semibold text-gray-900">
                  {formatNumber(thread.answers, locale)}
                </span>
                {t("qa.answersLabel", { count: thread.answers })}
              </div>
              <div>
                <h2 className="font-semibold">
                  <ScreenLink to="qaEntry" params={{ slug: thread.slug }} className="hover:underline">
                    {thread.title}
                  </ScreenLink>
                </h2>
                <p className="mt-1 text-sm text-gray-600">
                  {thread.authorName} ·{" "}
                  <time dateTime={new Date(thread.createdAt).toISOString()}>
                    {formatLongDate(thread.createdAt, locale)}
                  </time>
                </p>
              </div>
            </li>
          ))}
        </ul>
        <Pager page={page} pages={pages} search={search} />
      </div>
      <section aria-labelledby="ask-heading" className="h-fit rounded-xl bg-white p-6 shadow-sm ring-1 ring-gray-200">
        <h2 id="ask-heading" className="text-xl font-semibold">
          {t("qa.askTitle")}
        </h2>
        <p className="mt-1 text-sm text-gray-600">
          {signedIn ? t("qa.askingAs", { name: signedIn.name }) : t("qa.askAsGuest")}{" "}
          {!signedIn ? (
            <ScreenLink
              to="signIn"
              search={`?redirectTo=${encodeURIComponent(pathFor("qaList", locale))}`}
              className="underline"
            >
              {t("common:screen.signIn")}
            </ScreenLink>
          ) : null}
        </p>
        <Form method="post" {...getFormProps(form)} className="relative mt-4 grid gap-4">
          <ErrorSummary
            form={form}
            labels={{ name: t("qa.name"), email: t("qa.email"), title: t("qa.question"), body: t("qa.details") }}
          />
          <Honeypot inputs={honeypot} />
          {!signedIn ? (
            <>
              <Field meta={fields.name} label={t("qa.name")} inputProps={{ autoComplete: "name" }} />
              <Field
                meta={fields.email}
                type="email"
                label={t("qa.email")}
                hint={t("qa.emailHint")}
                inputProps={{ autoComplete: "email", dir: "ltr" }}
              />
            </>
          ) : null}
          <Field meta={fields.title} label={t("qa.question")} hint={t("qa.questionHint")} />
          <TextareaField meta={fields.body} label={t("qa.details")} />
          <p className="text-sm text-gray-600">{t("qa.reviewNote")}</p>
          <ErrorList errors={form.errors} />
          <button className="btn-primary" disabled={navigation.state === "submitting"}>
            {t("qa.ask")}
          </button>
        </Form>
      </section>
    </main>
  );
}
