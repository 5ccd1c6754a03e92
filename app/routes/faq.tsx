import type { LoaderFunctionArgs } from "@remix-run/node";
import { Form, useLoaderData, useNavigation } from "@remix-run/react";
import { JsonLd } from "~/components/content/json-ld";
import { ScreenLink } from "~/components/screen-link";
import { keyIn } from "~/i18n/keys";
import { rtlLocales } from "~/routing/screens";
import { useLocale } from "~/utils/root-data";
import { useTranslation } from "~/i18n/react";
import { getFixedT } from "~/i18n/i18next.server";
import { listFaq } from "~/domains/content/content.server";
import { messagesFor } from "~/i18n/resources.server";
import { screenRequest } from "~/domains/content/http.server";

/** Frequently asked questions, grouped by topic, with a search box (a GET form: works without JavaScript). */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const { locale } = screenRequest(context, "faqList");
  const q = (new URL(request.url).searchParams.get("q") ?? "").trim().slice(0, 100);
  const faq = await listFaq(locale, q);
  const t = await getFixedT(locale, "content");
  return {
    q,
    total: faq.total,
    groups: faq.groups,
    title: t("faq.title"),
    description: t("faq.intro"),
    noindex: Boolean(q),
    messages: messagesFor(locale, "content"),
  };
}

export default function FaqList() {
  const { q, total, groups } = useLoaderData<typeof loader>();
  const { t } = useTranslation("content");
  const rtl = rtlLocales.includes(useLocale());
  const navigation = useNavigation();
  return (
    <main id="main" className="mx-auto max-w-3xl px-4 py-8">
      <h1 className="text-3xl font-bold">{t("faq.title")}</h1>
      <p className="mt-3 text-lg text-gray-700">{t("faq.intro")}</p>
      <Form method="get" role="search" className="mt-6 flex gap-2" aria-label={t("faq.searchLabel")}>
        <label htmlFor="faq-q" className="sr-only">
          {t("faq.searchLabel")}
        </label>
        <input
          id="faq-q"
          name="q"
          type="search"
          defaultValue={q}
          key={q}
          placeholder={t("faq.searchPlaceholder")}
          className="input"
        />
        <button className="btn-primary" disabled={navigation.state === "loading"}>
          {t("faq.search")}
        </button>
      </Form>
      <p className="mt-4 text-sm text-gray-700" aria-live="polite">
        {q ? t("faq.results", { count: total, q }) : null}
      </p>
      {q && !total ? (
        <p className="mt-4 rounded-lg bg-white p-4 ring-1 ring-gray-200">
          {t("faq.noResults")}{" "}
          <ScreenLink to="qaList" className="font-semibold text-green-800 underline">
            {t("faq.askInstead")}
          </ScreenLink>
        </p>
      ) : null}
      {!q ? (
        <nav aria-label={t("faq.topicsLabel")} className="mt-6">
          <ul className="flex flex-wrap gap-2">
            {groups.map((g) => (
              <li key={g.topic}>
                <a
                  href={`#topic-${g.topic}`}
                  className="inline-block rounded-full border border-gray-300 bg-white px-3 py-1 text-sm hover:bg-gray-100"
                >
                  {t(keyIn("content:faq.topics", g.topic))}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
      <div className="mt-8 space-y-10">
        {groups.map((g) => (
          <section key={g.topic} id={`topic-${g.topic}`} aria-labelledby={`topic-${g.topic}-title`}>
            <h2 id={`topic-${g.topic}-title`} className="text-xl font-semibold">
              {t(keyIn("content:faq.topics", g.topic))}
            </h2>
            <div className="mt-3 divide-y divide-gray-200 rounded-lg bg-white ring-1 ring-gray-200">
              {g.entries.map((e) => (
                <details key={e.id} className="group p-4" open={Boolean(q)}>
                  <summary className="cursor-pointer list-none font-medium text-gray-900">
                    {/* The chevron points the way the page reads (‹ on a right-to-left page) and down when open. */}
                    <span
                      aria-hidden="true"
                      className={`me-2 inline-block text-green-700 ${rtl ? "group-open:-rotate-90" : "group-open:rotate-90"}`}
                    >
                      {rtl ? "‹" : "›"}
                    </span>
                    {e.question}
                  </summary>
                  <p className="mt-2 leading-7 text-gray-800">{e.answer}</p>
                  <ScreenLink
                    to="faqEntry"
                    params={{ slug: e.slug }}
                    className="mt-2 inline-block text-sm text-green-800 underline"
                  >
                    {t("faq.permalink")}
                    <span className="sr-only">: {e.question}</span>
                  </ScreenLink>
                </details>
              ))}
            </div>
          </section>
        ))}
      </div>
      <p className="mt-10 rounded-lg bg-green-50 p-4 text-green-900">
        {t("faq.stillQuestions")}{" "}
        <ScreenLink to="contact" className="font-semibold underline">
          {t("common:screen.contact")}
        </ScreenLink>
      </p>
      <JsonLd
        data={{
          "@context": "https://schema.org",
          "@type": "FAQPage",
          mainEntity: groups.flatMap((g) =>
            g.entries.map((e) => ({
              "@type": "Question",
              name: e.question,
              acceptedAnswer: { "@type": "Answer", text: e.answer },
            })),
          ),
        }}
      />
    </main>
  );
}
