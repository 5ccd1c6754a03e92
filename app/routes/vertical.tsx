import { getFormProps } from "@conform-to/react";
import { getZodConstraint } from "@conform-to/zod";
import { parseWithZod } from "~/utils/submission.server";
import type { ActionFunctionArgs, AppLoadContext, LoaderFunctionArgs } from "@remix-run/node";
import { data } from "@remix-run/node";
import { Form, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { iconSvg } from "~/components/icons.server";
import { useTranslation } from "~/i18n/react";
import {
  DateField,
  ErrorList,
  ErrorSummary,
  Field,
  Honeypot,
  NumberField,
  TextareaField,
  useValidatedForm,
} from "~/components/forms";
import { ScreenLink } from "~/components/screen-link";
import { serviceRequestSchema } from "~/domains/requests/schema";
import { verticals, type Vertical } from "~/domains/requests/verticals";
import type { z } from "zod";
import { createServiceRequest } from "~/domains/requests/requests.server";
import { getFixedT } from "~/i18n/i18next.server";
import { messagesFor } from "~/i18n/resources.server";
import { pathFor } from "~/routing/screens";
import { checkHoneypot, honeypotInputs } from "~/utils/honeypot.server";
import { agencyToday } from "~/travel/clock";
import { formatDigits } from "~/utils/format";
import { redirectWithToast } from "~/utils/toast.server";
import { clientIp } from "~/domains/content/http.server";
import { messageKey } from "~/i18n/keys";
import { keepRetryAfter } from "~/utils/retry-after";

/**
 * The verticals the agency books through its travel desk (hotels, trains, insurance,
 * car rental, cruises, tours, visas): what is offered, and a request form that reaches
 * an agent (docs/decisions/004-verticals-by-request.md).
 */
function verticalOf(context: AppLoadContext) {
  const found = context.screen;
  // Hotels, trains and tours are booked online; their request forms (groups, long stays, private tours) have
  // screens of their own.
  const own = { hotelsRequest: "hotels", trainsRequest: "trains", toursRequest: "tours" } as Record<string, string>;
  const vertical = found ? (own[found.screen] ?? found.screen) : undefined;
  if (!found || !vertical || !(verticals as readonly string[]).includes(vertical))
    throw new Response(null, { status: 404 });
  return { vertical: vertical as Vertical, screen: found.screen, locale: context.locale };
}

export async function loader({ context }: LoaderFunctionArgs) {
  const { vertical, locale } = verticalOf(context);
  const t = await getFixedT(locale, "verticals");
  return {
    vertical,
    title: t(`${vertical}.title`),
    description: t(`${vertical}.intro`),
    messages: messagesFor(locale, "verticals"),
    // The request form's native constraints; its schema loads in the browser later (useValidatedForm).
    constraint: getZodConstraint(serviceRequestSchema),
    honeypot: honeypotInputs(`request:${vertical}`),
    // The first day the calendar offers (the agency's today).
    today: agencyToday(),
    check: iconSvg("check"),
  };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const { vertical, screen, locale } = verticalOf(context);
  const formData = await request.formData();
  // Spam (decision 207): answered as if all went well, nothing kept.
  const honeypot = checkHoneypot(formData, `request:${vertical}`);
  if (honeypot.spam)
    return redirectWithToast(pathFor(screen, locale), { type: "success", message: "verticals:request.sent" });
  const submission = parseWithZod(formData, { schema: serviceRequestSchema });
  if (submission.status !== "success") return data(submission.reply(), { status: 400 });
  const sent = await createServiceRequest(vertical, submission.value, locale, clientIp(context), honeypot.claim);
  if (sent.status === "spam")
    return redirectWithToast(pathFor(screen, locale), { type: "success", message: "verticals:request.sent" });
  if (sent.status === "limited")
    return data(submission.reply({ formErrors: [messageKey("spam.tooMany")] }), {
      status: 429,
      headers: { "Retry-After": String(sent.retryAfter) },
    });
  if (sent.status === "duplicate")
    return redirectWithToast(pathFor(screen, locale), { type: "info", message: "spam.duplicate" });
  return redirectWithToast(pathFor(screen, locale), {
    type: "success",
    message: "verticals:request.sent",
    // A request number is an identifier: the page's digits, no grouping (decision 019).
    values: { number: formatDigits(sent.id, locale) },
  });
}

/** Keeps Retry-After on a refused (429) request. */
export const headers = keepRetryAfter;

export default function VerticalScreen() {
  const { vertical, title, constraint, today, check, honeypot } = useLoaderData<typeof loader>();
  const lastResult = useActionData<typeof action>();
  const navigation = useNavigation();
  const { t } = useTranslation("verticals");
  const [form, fields] = useValidatedForm<z.input<typeof serviceRequestSchema>, z.output<typeof serviceRequestSchema>>({
    lastResult,
    constraint,
    defaultValue: { travellers: "1" },
    schema: () => import("~/domains/requests/schema").then((m) => m.serviceRequestSchema),
  });
  const highlights = t<string[]>(`${vertical}.highlights`, { returnObjects: true });
  return (
    <main id="main" className="mx-auto grid max-w-7xl gap-10 px-4 py-8 lg:grid-cols-[minmax(0,1fr)_26rem]">
      <div>
        <h1 className="text-3xl font-bold">{title}</h1>
        <p className="mt-3 text-lg leading-8 text-gray-700">{t(`${vertical}.intro`)}</p>
        <ul className="mt-6 space-y-2">
          {(Array.isArray(highlights) ? highlights : []).map((h) => (
            <li key={h} className="flex gap-2">
              <span
                aria-hidden="true"
                className="inline-block shrink-0 mt-1 h-4 w-4 text-green-700"
                dangerouslySetInnerHTML={{ __html: check }}
              />
              <span>{h}</span>
            </li>
          ))}
        </ul>
        <p className="mt-8 text-sm text-gray-600">
          {t("request.howItWorks")}{" "}
          <ScreenLink to="purchaseGuide" className="underline">
            {t("common:screen.purchaseGuide")}
          </ScreenLink>
        </p>
      </div>
      <section aria-labelledby="request-title" className="rounded-xl bg-white p-6 shadow-sm ring-1 ring-gray-200">
        <h2 id="request-title" className="text-xl font-semibold">
          {t("request.title")}
        </h2>
        <p className="mt-1 text-sm text-gray-600">{t("request.text")}</p>
        <Form method="post" {...getFormProps(form)} className="relative mt-4 grid gap-4">
          <ErrorSummary
            form={form}
            labels={{
              name: t("request.name"),
              email: t("request.email"),
              phone: t("request.phone"),
              destination: t(`${vertical}.destinationLabel`),
              startDate: t("request.startDate"),
              endDate: t("request.endDate"),
              travellers: t("request.travellers"),
              message: t("request.message"),
            }}
          />
          <Honeypot inputs={honeypot} />
          <Field meta={fields.name} label={t("request.name")} inputProps={{ autoComplete: "name" }} />
          <Field
            meta={fields.email}
            type="email"
            label={t("request.email")}
            inputProps={{ autoComplete: "email", dir: "ltr" }}
          />
          <Field
            meta={fields.phone}
            type="tel"
            label={t("request.phone")}
            inputProps={{ autoComplete: "tel", dir: "ltr" }}
          />
          <Field meta={fields.destination} label={t(`${vertical}.destinationLabel`)} />
          <div className="grid gap-3 sm:grid-cols-2">
            <DateField meta={fields.startDate} label={t("request.startDate")} min={today} />
            <DateField meta={fields.endDate} label={t("request.endDate")} min={today} />
          </div>
          <NumberField meta={fields.travellers} label={t("request.travellers")} />
          <TextareaField meta={fields.message} label={t("request.message")} />
          <ErrorList errors={form.errors} />
          <button className="btn-primary" disabled={navigation.state === "submitting"}>
            {t("request.submit")}
          </button>
        </Form>
      </section>
    </main>
  );
}
