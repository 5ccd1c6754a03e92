import { getFormProps } from "@conform-to/react";
import { getZodConstraint } from "@conform-to/zod";
import { parseWithZod } from "~/utils/submission.server";
import type { z } from "zod";
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { keepRetryAfter } from "~/utils/retry-after";
import { Form, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { ErrorList, Field, Honeypot, TextareaField, useValidatedForm, ErrorSummary } from "~/components/forms";
import { ScreenLink } from "~/components/screen-link";
import { contactSchema } from "~/domains/content/schema";
import { useTranslation } from "~/i18n/react";
import { pathFor } from "~/routing/screens";
import { agency } from "~/utils/agency";
import { clientIp, screenRequest } from "~/domains/content/http.server";
import { contactRateLimit, sendContactMessage, simulatedMailFailure } from "~/domains/content/messages.server";
import { data } from "@remix-run/node";
import { getFixedT } from "~/i18n/i18next.server";
import { getUser } from "~/domains/accounts/session.server";
import { checkHoneypot, honeypotInputs } from "~/utils/honeypot.server";
import { messagesFor } from "~/i18n/resources.server";
import { redirectWithToast } from "~/utils/toast.server";
import { messageKey } from "~/i18n/keys";
import { formatDigits } from "~/utils/format";

/**
 * Contact: the message is stored, then e-mailed to the agency. "Successfully sent!" on
 * success; if delivery fails, "Error in sending. Please contact us by phone!" and the form
 * comes back with everything typed (decision 301).
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const { locale } = screenRequest(context, "contact");
  const [t, user] = await Promise.all([getFixedT(locale, "content"), getUser(request)]);
  return {
    title: t("contact.title"),
    description: t("contact.intro"),
    // The support number in the page's digits (decision 019); the link dials the same number.
    agency: {
      phone: formatDigits(agency.supportPhone, locale),
      phoneHref: agency.supportPhoneHref,
      email: agency.email,
    },
    viewer: user
      ? { name: `${user.firstName} ${user.lastName}`.trim(), email: user.email ?? "", phone: user.phone ?? "" }
      : null,
    messages: messagesFor(locale, "content"),
    // The form's native constraints from its schema; the schema itself loads in the browser later (useValidatedForm).
    constraint: getZodConstraint(contactSchema),
    honeypot: honeypotInputs("contact"),
  };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const { locale } = screenRequest(context, "contact");
  const formData = await request.formData();
  // Spam (decision 207): answered as if all went well, nothing kept.
  const sent = () =>
    redirectWithToast(pathFor("contact", locale), { type: "success", message: "content:contact.sent" });
  const honeypot = checkHoneypot(formData, "contact");
  if (honeypot.spam) return sent();
  const submission = parseWithZod(formData, { schema: contactSchema });
  if (submission.status !== "success") return data(submission.reply(), { status: 400 });
  const ip = clientIp(context);
  const limit = await contactRateLimit(ip);
  if (!limit.allowed) {
    return data(submission.reply({ formErrors: [messageKey("content:contact.tooMany")] }), {
      status: 429,
      headers: { "Retry-After": String(limit.retryAfter) },
    });
  }
  const result = await sendContactMessage(submission.value, locale, ip, {
    failDelivery: simulatedMailFailure(request),
    claim: honeypot.claim,
  });
  if (result.delivery === "spam") return sent();
  if (result.delivery === "failed")
    return data(submission.reply({ formErrors: [messageKey("content:contact.sendError")] }), { status: 502 });
  return sent();
}

/** Keeps Retry-After on a refused (429) post. */
export const headers = keepRetryAfter;

export default function Contact() {
  const { viewer, agency, constraint, honeypot } = useLoaderData<typeof loader>();
  const lastResult = useActionData<typeof action>();
  const navigation = useNavigation();
  const { t } = useTranslation("content");
  const [form, fields] = useValidatedForm<z.input<typeof contactSchema>, z.output<typeof contactSchema>>({
    id: "contact",
    lastResult,
    constraint,
    schema: () => import("~/domains/content/schema").then((m) => m.contactSchema),
    defaultValue: viewer ? { ...viewer, message: "" } : undefined,
  });
  return (
    <main id="main" className="mx-auto grid max-w-7xl gap-10 px-4 py-8 lg:grid-cols-[minmax(0,1fr)_28rem]">
      <div>
        <h1 className="text-3xl font-bold">{t("contact.title")}</h1>
        <p className="mt-3 text-lg text-gray-700">{t("contact.intro")}</p>
        <dl className="mt-6 grid gap-4 rounded-xl bg-white p-6 ring-1 ring-gray-200">
          <div>
            <dt className="text-sm text-gray-600">{t("contact.phone247")}</dt>
            <dd className="text-lg font-semibold">
              <a href={agency.phoneHref} dir="ltr" className="text-green-800 underline">
                {agency.phone}
              </a>
            </dd>
          </div>
          <div>
            <dt className="text-sm text-gray-600">{t("contact.emailUs")}</dt>
            <dd>
              <a href={`mailto:${agency.email}`} dir="ltr" className="text-green-800 underline">
                {agency.email}
              </a>
            </dd>
          </div>
          <div>
            <dt className="text-sm text-gray-600">{t("contact.office")}</dt>
            <dd>{t("contact.address")}</dd>
          </div>
        </dl>
        <p className="mt-6 text-gray-700">
          {t("contact.faqFirst")}{" "}
          <ScreenLink to="faqList" className="font-semibold text-green-800 underline">
            {t("common:screen.faqList")}
          </ScreenLink>
        </p>
      </div>
      <section
        aria-labelledby="contact-form-title"
        className="h-fit rounded-xl bg-white p-6 shadow-sm ring-1 ring-gray-200"
      >
        <h2 id="contact-form-title" className="text-xl font-semibold">
          {t("contact.formTitle")}
        </h2>
        <Form method="post" {...getFormProps(form)} className="relative mt-4 grid gap-4">
          <ErrorSummary
            form={form}
            labels={{
              name: t("contact.name"),
              email: t("contact.email"),
              phone: t("contact.phoneOptional"),
              message: t("contact.message"),
            }}
          />
          <Honeypot inputs={honeypot} />
          {form.errors?.length ? (
            <div role="alert" className="rounded-lg bg-red-50 p-3 ring-1 ring-red-200">
              <ErrorList id={form.errorId} errors={form.errors} />
            </div>
          ) : null}
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
          <TextareaField meta={fields.message} label={t("contact.message")} textareaProps={{ rows: 6 }} />
          <button className="btn-primary" disabled={navigation.state === "submitting"}>
            {navigation.state === "submitting" ? t("contact.sending") : t("contact.send")}
          </button>
        </Form>
      </section>
    </main>
  );
}
