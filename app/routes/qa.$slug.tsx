import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { Form, useLoaderData, useNavigation } from "@remix-run/react";
import { JsonLd } from "~/components/content/json-ld";
import { ScreenLink } from "~/components/screen-link";
import { useTranslation } from "~/i18n/react";
import { pathFor } from "~/routing/screens";
import { formatLongDate, formatNumber } from "~/utils/format";
import { useLocale } from "~/utils/root-data";
import { alternatePaths, screenRequest, voterOf } from "~/domains/content/http.server";
import { getThread, voteAnswer } from "~/domains/content/content.server";
import { messagesFor } from "~/i18n/resources.server";
import { redirectWithToast } from "~/utils/toast.server";

/** One question with its answers, best voted first; anyone may vote an answer up once. */
export async function loader({ request }: LoaderFunctionArgs) {
  const { locale, params } = await screenRequest(request, "qaEntry");
  const { voter } = await voterOf(request);
  const found = await getThread(locale, params.slug, voter);
  if (!found) throw new Response(null, { status: 404 });
  return {
    ...found,
    title: found.thread.title,
    description: (found.thread.body || found.answers[0]?.body || found.thread.title).slice(0, 160),
    alternates: alternatePaths("qaEntry", found.alternates),
    messages: messagesFor(locale, "content"),
  };
}

export async function action({ request }: ActionFunctionArgs) {
  const { locale, params } = await screenRequest(request, "qaEntry");
  const found = await getThread(locale, params.slug, null);
  if (!found) throw new Response(null, { status: 404 });
  const formData = await request.formData();
  const answerId = Number(formData.get("answerId"));
  const back = pathFor("qaEntry", locale, { slug: found.thread.slug });
  if (formData.get("intent") !== "vote" || !Number.isInteger(answerId)) throw new Response(null, { status: 400 });
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

export default function QaEntry() {
  const { thread, answers } = useLoaderData<typeof loader>();
  const { t } = useTranslation("content");
  const locale = useLocale();
  const navigation = useNavigation();
  const voting = navigation.state === "submitting" ? Number(navigation.formData?.get("answerId")) : null;
  return (
    <main id="main" className="mx-auto max-w-3xl px-4 py-8">
      <h1 className="text-3xl font-bold">{thread.title}</h1>
      <p className="mt-2 text-sm text-gray-600">
        {t("qa.askedBy", { name: thread.authorName })} ·{" "}
        <time dateTime={new Date(thread.createdAt).toISOString()}>{formatLongDate(thread.createdAt, locale)}</time>
      </p>
      {thread.body ? <p className="mt-4 whitespace-pre-line text-lg leading-8 text-gray-800">{thread.body}</p> : null}
      <section aria-labelledby="answers-title" className="mt-10">
        <h2 id="answers-title" className="text-2xl font-semibold">
          {t("qa.answers", { count: answers.length })}
        </h2>
        {answers.length ? (
          <ol className="mt-4 space-y-4">
            {answers.map((a) => (
              <li key={a.id} id={`answer-${a.id}`} className="flex gap-4 rounded-lg bg-white p-4 ring-1 ring-gray-200">
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
                </div>
              </li>
            ))}
          </ol>
        ) : (
          <p className="mt-4 rounded-lg bg-white p-4 text-gray-700 ring-1 ring-gray-200">{t("qa.noAnswers")}</p>
        )}
      </section>
      <p className="mt-10">
        <ScreenLink to="qaList" className="btn-secondary">
          {t("qa.all")}
        </ScreenLink>
      </p>
      <JsonLd
        data={{
          "@context": "https://schema.org",
          "@type": "QAPage",
          mainEntity: {
            "@type": "Question",
            name: thread.title,
            text: thread.body || thread.title,
            answerCount: answers.length,
            dateCreated: new Date(thread.createdAt).toISOString(),
            author: { "@type": "Person", name: thread.authorName },
            ...(answers.length
              ? {
                  suggestedAnswer: answers.map((a) => ({
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
    </main>
  );
}
