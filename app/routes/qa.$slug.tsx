import { getFormProps } from "@conform-to/react";
import { getZodConstraint } from "@conform-to/zod";
import { parseWithZod } from "~/utils/submission.server";
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { data } from "@remix-run/node";
import { Form, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import type { z } from "zod";
import { JsonLd } from "~/components/content/json-ld";
import { ErrorList, Field, Honeypot, TextareaField, useValidatedForm } from "~/components/forms";
import { ScreenLink } from "~/components/screen-link";
import { answerSchema, memberAnswerSchema } from "~/domains/content/schema";
import { useTranslation } from "~/i18n/react";
import { pathFor, type Locale } from "~/routing/screens";
import { formatLongDate, formatNumber } from "~/utils/format";
import { useLocale } from "~/utils/root-data";
import { alternatePaths, clientIp, screenRequest, voterOf } from "~/domains/content/http.server";
import { answerQuestion, getThread, voteAnswer } from "~/domains/content/content.server";
import { getUser } from "~/domains/accounts/session.server";
import { messageKey } from "~/i18n/keys";
import { messagesFor } from "~/i18n/resources.server";
import { checkHoneypot, honeypotInputs } from "~/utils/honeypot.server";
import { keepRetryAfter } from "~/utils/retry-after";
import { redirectWithToast } from "~/utils/toast.server";

/**
 * One question with its answers, best voted first; anyone may vote an answer up once, and
 * answer (signed in, or with a name and an e-mail address). Answers are held for moderation
 * (decision 304); their author, when signed in, sees them marked as awaiting review.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const { locale, params } = screenRequest(context, "qaEntry");
  const [{ voter }, user] = await Promise.all([voterOf(request), getUser(request)]);
  const found = await getThread(locale, params.slug, voter, user?.id ?? null);
  if (!found) throw new Response(null, { status: 404 });
  const published = found.answers.filter((a) => !a.pending);
  return {
    ...found,
    title: found.thread.title,
    description: (found.thread.body || published[0]?.body || found.thread.title).slice(0, 160),
    // The asker's own question before it is published: theirs to see, not the search engines'.
    noindex: found.thread.pending,
    alternates: alternatePaths("qaEntry", found.alternates),
    messages: messagesFor(locale, "content"),
    signedIn: user ? { name: `${user.firstName} ${user.lastName}`.trim() || user.email || "" } : null,
    // The answer form's native constraints (a visitor also gives a name and an e-mail address); its schema loads later.
    constraint: getZodConstraint(user ? memberAnswerSchema : answerSchema),
    // The answer form's honeypot: bound to this question.
    honeypot: honeypotInputs(`answer:${found.thread.id}`),
  };
}

/** Two forms post here, told apart by `intent`: an up-vote, or an answer. */
export async function action({ request, context }: ActionFunctionArgs) {
  const { locale, params } = screenRequest(context, "qaEntry");
  const found = await getThread(locale, params.slug, null);
  if (!found) throw new Response(null, { status: 404 });
  const back = pathFor("qaEntry", locale, { slug: found.thread.slug });
  const formData = await request.formData();
  const intent = formData.get("intent");
  if (intent === "answer") return answer(request, formData, { locale, back, threadId: found.thread.id, context });
  const answerId = Number(formData.get("answerId"));
  if (intent !== "vote" || !Number.isInteger(answerId)) throw new Response(null, { status: 400 });
  const { voter, setCookie } = await voterOf(request, true);
  const result = await voteAnswer(found.thread.id, answerId, voter!);
  if (result === "not-found") throw new Response(null, { status: 404 });
  return redirectWithToast(
    `${back}#answer-${answerId}`,
    {
      type: result === "voted" ? "success" : "info",
      message: result === "voted" ? "content:qa.voteThanks" : "content:qa.alreadyVoted",
    },
    { headers: setCookie ? { "Set-Cookie": setCookie } : undefined },
  );
}

async function answer(
  request: Request,
  formData: FormData,
  { locale, back, threadId, context }: { locale: Locale; back: string; threadId: number; context: unknown },
) {
  const held = `${back}#answer-form`;
  // Spam (decision 207): answered as if all went well, nothing kept.
  const honeypot = checkHoneypot(formData, `answer:${threadId}`);
  if (honeypot.spam) return redirectWithToast(held, { type: "success", message: "content:qa.answerHeld" });
  const user = await getUser(request);
  const submission = parseWithZod(formData, { schema: user ? memberAnswerSchema : answerSchema });
  if (submission.status !== "success") return data(submission.reply(), { status: 400 });
  const value = submission.value;
  const author = user
    ? { name: `${user.firstName} ${user.lastName}`.trim() || user.email || "—", email: user.email ?? "" }
    : { name: value.name!, email: value.email!.toLowerCase() };
  const posted = await answerQuestion(
    threadId,
    locale,
    { body: value.body },
    { ...author, userId: user?.id ?? null, ip: clientIp(context) },
    honeypot.claim,
  );
  if (posted.status === "spam") return redirectWithToast(held, { type: "success", message: "content:qa.answerHeld" });
  if (posted.status === "limited")
    return data(submission.reply({ formErrors: [messageKey("spam.tooMany")] }), {
      status: 429,
      headers: { "Retry-After": String(posted.retryAfter) },
    });
  if (posted.status === "duplicate") return redirectWithToast(held, { type: "info", message: "spam.duplicate" });
  return redirectWithToast(user ? `${back}#answer-${posted.id}` : held, {
    type: "success",
    message: "content:qa.answerHeld",
  });
}

/** Keeps Retry-After on a refused (429) answer. */
export const headers = keepRetryAfter;

export default function QaEntry() {
  const { thread, answers, signedIn, constraint, honeypot } = useLoaderData<typeof loader>();
  const lastResult = useActionData<typeof action>();
  const { t } = useTranslation("content");
  const locale = useLocale();
  const navigation = useNavigation();
  const submitting = navigation.state === "submitting" ? navigation.formData : null;
  const voting = submitting?.get("intent") === "vote" ? Number(submitting.get("answerId")) : null;
  const published = answers.filter((a) => !a.pending);
  const [form, fields] = useValidatedForm<z.input<typeof memberAnswerSchema>, z.output<typeof memberAnswerSchema>>({
    id: "answer",
    lastResult,
    constraint,
    // A signed-in user is known; a visitor's schema also requires a name and an e-mail address.
    schema: () => import("~/domains/content/schema").then((m) => (signedIn ? m.memberAnswerSchema : m.answerSchema)),
  });
  return (
    <main id="main" className="mx-auto max-w-3xl px-4 py-8">
      <h1 className="text-3xl font-bold">{thread.title}</h1>
      <p className="mt-2 text-sm text-gray-600">
        {t("qa.askedBy", { name: thread.authorName })} ·{" "}
        <time dateTime={new Date(thread.createdAt).toISOString()}>{formatLongDate(thread.createdAt, locale)}</time>
      </p>
      {thread.pending ? (
        <p className="mt-4 rounded-lg bg-amber-50 p-4 text-amber-950 ring-1 ring-amber-200">{t("qa.pendingNotice")}</p>
      ) : null}
      {thread.body ? <p className="mt-4 whitespace-pre-line text-lg leading-8 text-gray-800">{thread.body}</p> : null}
      <section aria-labelledby="answers-title" className="mt-10">
        <h2 id="answers-title" className="text-2xl font-semibold">
          {t("qa.answers", { count: published.length })}
        </h2>
        {answers.length ? (
          <ol className="mt-4 space-y-4">
            {answers.map((a) => (
              <li key={a.id} id={`answer-${a.id}`} className="flex gap-4 rounded-lg bg-white p-4 ring-1 ring-gray-200">
                {a.pending ? (
                  <p className="w-20 shrink-0 text-center text-sm">
                    <span className="rounded bg-amber-100 px-1.5 py-0.5 text-xs text-amber-950">
                      {t("qa.awaitingReview")}
                    </span>
                  </p>
                ) : (
                  <Form method="post" className="flex w-20 shrink-0 flex-col items-center gap-1" preventScrollReset>
                    <input type="hidden" name="intent" value="vote" />
                    <input type="hidden" name="answerId" value={a.id} />
                    <button
                      className={`rounded-lg border px-2 py-1 text-sm ${a.voted ? "border-green-700 bg-green-50 text-green-900" : "border-gray-300 hover:bg-gray-50"}`}
                      aria-pressed={a.voted}
                      disabled={a.voted || voting === a.id}
                    >
                      <span aria-hidden="true">▲</span> {a.voted ? t("qa.voted") : t("qa.vote")}
                      <span className="sr-only">
                        {a.voted ? t("qa.youVoted") : t("qa.voteUp", { name: a.authorName })}
                      </span>
                    </button>
                    <span className="text-sm text-gray-700">
                      {t("qa.votes", { count: a.votes, n: formatNumber(a.votes, locale) })}
                    </span>
                  </Form>
                )}
                <div>
                  <p className="text-sm">
                    <span className="font-semibold">{a.authorName}</span>
                    {a.staff ? (
                      <span className="ms-2 rounded bg-green-100 px-1.5 py-0.5 text-xs text-green-900">
                        {t("qa.staff")}
                      </span>
                    ) : null}
                    <span className="text-gray-600"> · {formatLongDate(a.createdAt, locale)}</span>
                  </p>
                  <p className="mt-2 whitespace-pre-line leading-7 text-gray-800">{a.body}</p>
                  {a.pending ? <p className="mt-2 text-sm text-gray-600">{t("qa.answerPendingNote")}</p> : null}
                </div>
              </li>
            ))}
          </ol>
        ) : (
          <p className="mt-4 rounded-lg bg-white p-4 text-gray-700 ring-1 ring-gray-200">{t("qa.noAnswers")}</p>
        )}
      </section>
      {thread.pending ? null : (
        <section
          id="answer-form"
          aria-labelledby="answer-heading"
          className="mt-10 rounded-xl bg-white p-6 shadow-sm ring-1 ring-gray-200"
        >
          <h2 id="answer-heading" className="text-xl font-semibold">
            {t("qa.answerTitle")}
          </h2>
          <p className="mt-1 text-sm text-gray-600">
            {signedIn ? t("qa.answeringAs", { name: signedIn.name }) : t("qa.answerAsGuest")}{" "}
            {!signedIn ? (
              <ScreenLink
                to="signIn"
                search={`?redirectTo=${encodeURIComponent(pathFor("qaEntry", locale, { slug: thread.slug }))}`}
                className="underline"
              >
                {t("common:screen.signIn")}
              </ScreenLink>
            ) : null}
          </p>
          <Form method="post" {...getFormProps(form)} className="relative mt-4 grid gap-4" preventScrollReset>
            <Honeypot inputs={honeypot} />
            <input type="hidden" name="intent" value="answer" />
            {!signedIn ? (
              <div className="grid gap-4 sm:grid-cols-2">
                <Field meta={fields.name} label={t("qa.name")} inputProps={{ autoComplete: "name" }} />
                <Field
                  meta={fields.email}
                  type="email"
                  label={t("qa.email")}
                  hint={t("qa.emailHint")}
                  inputProps={{ autoComplete: "email", dir: "ltr" }}
                />
              </div>
            ) : null}
            <TextareaField meta={fields.body} label={t("qa.answerLabel")} />
            <p className="text-sm text-gray-600">{t("qa.answerReviewNote")}</p>
            <ErrorList errors={form.errors} />
            <button className="btn-primary justify-self-start" disabled={submitting?.get("intent") === "answer"}>
              {t("qa.postAnswer")}
            </button>
          </Form>
        </section>
      )}
      <p className="mt-10">
        <ScreenLink to="qaList" className="btn-secondary">
          {t("qa.all")}
        </ScreenLink>
      </p>
      {thread.pending ? null : (
        <JsonLd
          data={{
            "@context": "https://schema.org",
            "@type": "QAPage",
            mainEntity: {
              "@type": "Question",
              name: thread.title,
              text: thread.body || thread.title,
              answerCount: published.length,
              dateCreated: new Date(thread.createdAt).toISOString(),
              author: { "@type": "Person", name: thread.authorName },
              ...(published.length
                ? {
                    suggestedAnswer: published.map((a) => ({
                      "@type": "Answer",
                      text: a.body,
                      upvoteCount: a.votes,
                      dateCreated: new Date(a.createdAt).toISOString(),
                      author: { "@type": a.staff ? "Organization" : "Person", name: a.authorName },
                    })),
                  }
                : {}),
            },
          }}
        />
      )}
    </main>
  );
}
