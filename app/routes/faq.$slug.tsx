import type { LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { JsonLd } from "~/components/content/json-ld";
import { ScreenLink } from "~/components/screen-link";
import { keyIn } from "~/i18n/keys";
import { useTranslation } from "~/i18n/react";
import { alternatePaths, screenRequest } from "~/domains/content/http.server";
import { getFaqEntry } from "~/domains/content/content.server";
import { messagesFor } from "~/i18n/resources.server";

/** One FAQ entry on its own page (linkable, indexed), with the other questions of its topic. */
export async function loader({ context }: LoaderFunctionArgs) {
  const { locale, params } = screenRequest(context, "faqEntry");
  const found = await getFaqEntry(locale, params.slug);
  if (!found) throw new Response(null, { status: 404 });
  return {
    ...found,
    title: found.entry.question,
    description: found.entry.answer.slice(0, 160),
    alternates: alternatePaths("faqEntry", found.alternates),
    messages: messagesFor(locale, "content"),
  };
}

export default function FaqEntry() {
  const { entry, siblings } = useLoaderData<typeof loader>();
  const { t } = useTranslation("content");
  return (
    <main id="main" className="mx-auto max-w-3xl px-4 py-8">
      <p className="text-sm font-medium text-green-800">{t(keyIn("content:faq.topics", entry.topic))}</p>
      <h1 className="mt-2 text-3xl font-bold">{entry.question}</h1>
      <p className="mt-4 text-lg leading-8 text-gray-800">{entry.answer}</p>
      {siblings.length ? (
        <section aria-labelledby="more-title" className="mt-10">
          <h2 id="more-title" className="text-xl font-semibold">
            {t("faq.more")}
          </h2>
          <ul className="mt-3 list-disc space-y-1 ps-6">
            {siblings.map((s) => (
              <li key={s.slug}>
                <ScreenLink to="faqEntry" params={{ slug: s.slug }} className="text-green-800 underline">
                  {s.question}
                </ScreenLink>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <p className="mt-10 flex flex-wrap gap-4">
        <ScreenLink to="faqList" className="btn-secondary">
          {t("faq.all")}
        </ScreenLink>
        <ScreenLink to="contact" className="btn-secondary">
          {t("common:screen.contact")}
        </ScreenLink>
      </p>
      <JsonLd
        data={{
          "@context": "https://schema.org",
          "@type": "FAQPage",
          mainEntity: [
            { "@type": "Question", name: entry.question, acceptedAnswer: { "@type": "Answer", text: entry.answer } },
          ],
        }}
      />
    </main>
  );
}
