import { labelClass } from "~/components/label-class";
import type { LoaderFunctionArgs } from "@remix-run/node";
import { Form, useLoaderData } from "@remix-run/react";
import { screenRequest } from "~/domains/content/http.server";
import { AGENCY_TIME_ZONE } from "~/travel/clock";
import { latestMessages } from "~/domains/mail/mail.server";
import { getFixedT } from "~/i18n/i18next.server";
import { useTranslation } from "~/i18n/react";
import { messagesFor } from "~/i18n/resources.server";
import { demoMailbox } from "~/utils/env.server";
import { formatDigits, formatMoment } from "~/utils/format";
import { useRootData } from "~/utils/root-data";

/**
 * The demo mailbox (issue 22 item 10): on a demonstration nothing is sent, so every e-mail and
 * SMS the site would send is shown here, newest first, with its codes and links, and a person
 * can finish sign-up or a password reset. `?to=` keeps one address's messages. 404 in production.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const { locale } = screenRequest(context, "mailbox");
  if (!demoMailbox()) throw new Response(null, { status: 404 });
  const to = (new URL(request.url).searchParams.get("to") ?? "").trim().slice(0, 254);
  // A phone number as people write it ("+98 912 345-6789") matches the stored "+989123456789".
  const needle = /^[+\d(]/.test(to) ? to.replace(/[\s()-]/g, "") : to.toLowerCase();
  const [rows, t] = await Promise.all([latestMessages(200), getFixedT(locale, "content")]);
  return {
    to,
    mails: rows
      .filter((r) => !needle || r.recipient.toLowerCase().includes(needle))
      .map((r) => ({
        id: r.id,
        channel: r.channel === "sms" ? ("sms" as const) : ("email" as const),
        recipient: r.recipient,
        subject: r.subject,
        body: r.body,
        sentAt: r.createdAt.toISOString(),
      })),
    title: t("mailbox.title"),
    description: t("mailbox.intro"),
    messages: messagesFor(locale, "content"),
  };
}

export default function Mailbox() {
  const { to, mails } = useLoaderData<typeof loader>();
  const { t } = useTranslation("content");
  const locale = useRootData()?.locale ?? "fa";
  return (
    <main id="main" className="mx-auto max-w-4xl px-4 py-8">
      <h1 className="text-3xl font-bold">{t("mailbox.title")}</h1>
      <p className="mt-3 max-w-3xl text-gray-700">{t("mailbox.intro")}</p>
      <Form method="get" className="mt-6 flex flex-wrap items-end gap-3" role="search">
        <div className="min-w-0 grow">
          <label htmlFor="mailbox-to" className={labelClass}>
            {t("mailbox.filter")}
          </label>
          <input
            id="mailbox-to"
            name="to"
            dir="ltr"
            className="input w-full"
            defaultValue={to}
            aria-describedby="mailbox-to-hint"
          />
          <p id="mailbox-to-hint" className="mt-1 text-xs text-gray-600">
            {t("mailbox.filterHint")}
          </p>
        </div>
        <button className="btn-primary mb-5">{t("mailbox.show")}</button>
        {to ? (
          <a href="?" className="mb-5 text-sm text-green-800 underline">
            {t("mailbox.all")}
          </a>
        ) : null}
      </Form>
      <p role="status" className="mt-4 text-sm text-gray-700">
        {mails.length === 0
          ? to
            ? t("mailbox.emptyFor", { to })
            : t("mailbox.empty")
          : t("mailbox.count", { count: mails.length })}
      </p>
      <ol className="mt-4 space-y-4">
        {mails.map((m) => {
          const sent = formatMoment(m.sentAt, locale, AGENCY_TIME_ZONE);
          return (
            <li key={m.id}>
              <article
                aria-labelledby={`mail-${m.id}`}
                className="min-w-0 rounded-xl bg-white p-5 shadow-sm ring-1 ring-gray-200"
              >
                <p className="text-xs font-semibold uppercase tracking-wide text-green-800">
                  {t(`mailbox.${m.channel}`)}
                </p>
                <h2 id={`mail-${m.id}`} className="mt-1 text-lg font-semibold [overflow-wrap:anywhere]">
                  {m.subject}
                </h2>
                <dl className="mt-2 grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 text-sm text-gray-700">
                  <dt>{t("mailbox.to")}</dt>
                  <dd className="min-w-0 [overflow-wrap:anywhere]">
                    <bdi dir="ltr">{m.recipient}</bdi>
                  </dd>
                  <dt>{t("mailbox.sent")}</dt>
                  <dd>
                    {sent.date}
                    {locale === "fa" ? "، " : ", "}
                    {formatDigits(sent.time, locale)}
                  </dd>
                </dl>
                <pre
                  dir="auto"
                  className="mt-3 whitespace-pre-wrap font-sans text-sm text-gray-900 [overflow-wrap:anywhere]"
                >
                  {m.body}
                </pre>
              </article>
            </li>
          );
        })}
      </ol>
    </main>
  );
}
