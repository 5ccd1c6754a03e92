import { labelClass } from "~/components/label-class";
import { getFormProps, getSelectProps } from "@conform-to/react";
import { getZodConstraint } from "@conform-to/zod";
import { parseWithZod } from "~/utils/submission.server";
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { keepRetryAfter } from "~/utils/retry-after";
import { Form, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { Sections, type ContentSection } from "~/components/prose";
import { ErrorList, Field, Honeypot, TextareaField, useValidatedForm, ErrorSummary } from "~/components/forms";
import { jobApplicationSchema } from "~/domains/content/schema";
import { openJobOffers } from "~/domains/content/pages.server";
import { OPEN_APPLICATION } from "~/domains/content/form-options";
import { proseClass } from "~/components/content/stars";
import type { z } from "zod";
import { useTranslation } from "~/i18n/react";
import { pathFor } from "~/routing/screens";
import { CONTACT_LIMIT, applyForJob } from "~/domains/content/messages.server";
import { clientIp, screenRequest } from "~/domains/content/http.server";
import { data } from "@remix-run/node";
import { getFixedT } from "~/i18n/i18next.server";
import { letter, renderMail } from "~/domains/mail/layout";
import { hit } from "~/domains/security/rate-limit.server";
import { formatDigits } from "~/utils/format";
import { checkHoneypot, honeypotInputs } from "~/utils/honeypot.server";
import { messagesFor } from "~/i18n/resources.server";
import { redirectWithToast } from "~/utils/toast.server";
import { messageKey } from "~/i18n/keys";

/**
 * Job offers: the open positions in the page's language (written on the desk, decision 118), how to
 * apply (pages.json), and an application form that reaches the agency, for one of those or an open one.
 */
export async function loader({ context }: LoaderFunctionArgs) {
  const { locale } = screenRequest(context, "jobs");
  const t = await getFixedT(locale, "pages");
  return {
    offers: await openJobOffers(locale),
    title: t("jobs.title"),
    description: t("jobs.intro"),
    messages: messagesFor(locale, "pages", "content"),
    // The application form's native constraints; its schema loads in the browser later (useValidatedForm).
    constraint: getZodConstraint(jobApplicationSchema),
    honeypot: honeypotInputs("jobs"),
  };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const { locale } = screenRequest(context, "jobs");
  const formData = await request.formData();
  const back = `${pathFor("jobs", locale)}#apply`;
  // Spam (decision 207): answered as if all went well, nothing kept.
  const honeypot = checkHoneypot(formData, "jobs");
  if (honeypot.spam) return redirectWithToast(back, { type: "success", message: "content:jobs.applied" });
  const submission = parseWithZod(formData, { schema: jobApplicationSchema });
  if (submission.status !== "success") return data(submission.reply(), { status: 400 });
  // Only an offer open today in this language, or an open application (what the page offers).
  const offers = await openJobOffers(locale);
  const offer = offers.find((o) => o.key === submission.value.position);
  if (!offer && submission.value.position !== OPEN_APPLICATION)
    return data(submission.reply({ fieldErrors: { position: [messageKey("content:jobs.positionClosed")] } }), {
      status: 400,
    });
  const limit = await hit(`jobs:ip:${clientIp(context) ?? "unknown"}`, CONTACT_LIMIT);
  if (!limit.allowed)
    return data(submission.reply({ formErrors: [messageKey("content:contact.tooMany")] }), {
      status: 429,
      headers: { "Retry-After": String(limit.retryAfter) },
    });
  const t = await getFixedT(locale, ["content", "common"]);
  const position = offer?.title ?? t("jobs.positions.open");
  // The applicant's confirmation: HTML and text in the page's language (decision 021).
  const confirmation = renderMail(
    letter(locale, t("jobs.mailSubject", { position }), t("jobs.mailBody", { name: submission.value.name, position })),
    t,
  );
  const id = await applyForJob(submission.value, locale, confirmation, honeypot.claim);
  if (id === null) return redirectWithToast(back, { type: "success", message: "content:jobs.applied" });
  // An application number is an identifier: the page's digits, no grouping (decision 019).
  return redirectWithToast(back, {
    type: "success",
    message: "content:jobs.applied",
    values: { number: formatDigits(id, locale) },
  });
}

/** Keeps Retry-After on a refused (429) post. */
export const headers = keepRetryAfter;

export default function Jobs() {
  const { constraint, honeypot, offers } = useLoaderData<typeof loader>();
  const lastResult = useActionData<typeof action>();
  const navigation = useNavigation();
  const { t } = useTranslation("content");
  const { t: tp } = useTranslation("pages");
  const sections = tp<ContentSection[]>("jobs.sections", { returnObjects: true });
  const [form, fields] = useValidatedForm<z.input<typeof jobApplicationSchema>, z.output<typeof jobApplicationSchema>>({
    id: "job-application",
    lastResult,
    constraint,
    schema: () => import("~/domains/content/schema").then((m) => m.jobApplicationSchema),
  });
  const positionError = fields.position.errors?.length ? fields.position.errorId : undefined;
  return (
    <main id="main" className="mx-auto grid max-w-7xl gap-10 px-4 py-8 lg:grid-cols-[minmax(0,1fr)_26rem]">
      <div>
        <h1 className="text-3xl font-bold text-gray-900">{tp("jobs.title")}</h1>
        <p className="mt-3 text-lg leading-8 text-gray-700">{tp("jobs.intro")}</p>
        <div className="mt-8 space-y-8">
          {offers.map((o) => (
            <section key={o.key} aria-labelledby={`job-${o.key}`} className="space-y-3">
              <h2 id={`job-${o.key}`} className="text-xl font-semibold text-gray-900">
                {o.title}
              </h2>
              <div className={proseClass} dangerouslySetInnerHTML={{ __html: o.html }} />
            </section>
          ))}
          <Sections sections={Array.isArray(sections) ? sections : []} />
        </div>
      </div>
      <section
        id="apply"
        aria-labelledby="apply-title"
        className="h-fit rounded-xl bg-white p-6 shadow-sm ring-1 ring-gray-200"
      >
        <h2 id="apply-title" className="text-xl font-semibold">
          {t("jobs.formTitle")}
        </h2>
        <p className="mt-1 text-sm text-gray-600">{t("jobs.formText")}</p>
        <Form method="post" {...getFormProps(form)} className="relative mt-4 grid gap-4">
          <ErrorSummary
            form={form}
            labels={{
              position: t("jobs.position"),
              name: t("contact.name"),
              email: t("contact.email"),
              phone: t("contact.phoneOptional"),
              cvUrl: t("jobs.cvUrl"),
              letter: t("jobs.letter"),
            }}
          />
          <Honeypot inputs={honeypot} />
          <div>
            <label htmlFor={fields.position.id} className={labelClass}>
              {t("jobs.position")}
            </label>
            <select
              {...getSelectProps(fields.position)}
              key={fields.position.key}
              aria-describedby={positionError}
              className="input"
            >
              <option value="">{t("jobs.choose")}</option>
              {offers.map((o) => (
                <option key={o.key} value={o.key}>
                  {o.title}
                </option>
              ))}
              <option value={OPEN_APPLICATION}>{t("jobs.positions.open")}</option>
            </select>
            <ErrorList id={positionError} errors={fields.position.errors} />
          </div>
          <Field meta={fields.name} label={t("contact.name")} inputProps={{ autoComplete: "name" }} />
          <Field
            meta={fields.email}
            type="email"
            label={t("contact.email")}
            inputProps={{ autoComplete: "email", dir: "ltr" }}
          />
          <Field
            meta={fields.phone}
            type="tel"
            label={t("contact.phoneOptional")}
            inputProps={{ autoComplete: "tel", dir: "ltr" }}
          />
          <Field
            meta={fields.cvUrl}
            type="url"
            label={t("jobs.cvUrl")}
            hint={t("jobs.cvHint")}
            inputProps={{ dir: "ltr" }}
          />
          <TextareaField meta={fields.letter} label={t("jobs.letter")} textareaProps={{ rows: 6 }} />
          <ErrorList errors={form.errors} />
          <button className="btn-primary" disabled={navigation.state === "submitting"}>
            {t("jobs.submit")}
          </button>
        </Form>
      </section>
    </main>
  );
}
