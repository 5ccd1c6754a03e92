import { getFormProps } from "@conform-to/react";
import { getZodConstraint } from "@conform-to/zod";
import { parseWithZod } from "~/utils/submission.server";
import type { z } from "zod";
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { data, redirect } from "@remix-run/node";
import { Form, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { viewLine } from "~/domains/orders/lines";
import { presentLine } from "~/domains/orders/present";
import { inquire, orderDetails } from "~/domains/orders/order-read.server";
import { inquirySchema } from "~/domains/orders/schema";
import { hitAll } from "~/domains/security/rate-limit.server";
import { BOOKING_LINK_FORM, bookingLinkIpLimit, sendBookingLink } from "~/domains/orders/guest-link.server";
import { ErrorList, Field, Honeypot, useValidatedForm, ErrorSummary } from "~/components/forms";
import { LineDescription } from "~/components/orders/summary";
import { Price } from "~/components/price";
import { useTranslation } from "~/i18n/react";
import { getFixedT } from "~/i18n/i18next.server";
import { lineMessages } from "~/domains/booking/products";
import { messagesFor } from "~/i18n/resources.server";
import { clientIp } from "~/domains/content/http.server";
import { messageKey } from "~/i18n/keys";
import { pathFor } from "~/routing/screens";
import { publicOrigin } from "~/utils/env.server";
import { checkHoneypot, honeypotInputs } from "~/utils/honeypot.server";
import { keepRetryAfter } from "~/utils/retry-after";

/**
 * Inquiry by electronic ticket number AND order number (a GET form): both must belong
 * together; either one alone shows nothing. Rate-limited per address against guessing.
 * Under the answer, "E-mail me a link to manage this booking" (a POST form with the same
 * numbers and schema, issue 22 item 6) sends the signed link of decision 409 to the booking's
 * e-mail; it answers the same whether or not the numbers matched (guest-link.server.ts).
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const { locale } = context;
  const t = await getFixedT(locale, "orders");
  const url = new URL(request.url);
  const base = {
    title: t("inquiry.title"),
    description: t("inquiry.intro"),
    messages: {
      ...messagesFor(locale, "orders"),
      ...lineMessages(locale),
    },
    // The form's native constraints from its schema; the schema itself loads in the browser later (useValidatedForm).
    constraint: getZodConstraint(inquirySchema),
  };
  if (!url.searchParams.has("ticket") && !url.searchParams.has("order"))
    return { ...base, lastResult: null, booking: null, notFound: false, limited: false, asked: null, sent: false };
  const submission = parseWithZod(url.searchParams, { schema: inquirySchema });
  if (submission.status !== "success")
    return {
      ...base,
      lastResult: submission.reply(),
      booking: null,
      notFound: false,
      limited: false,
      asked: null,
      sent: false,
    };
  // The numbers asked about, for the e-mail form; whether its link was asked for (the same answer either way).
  const asked = {
    ...submission.value,
    sent: url.searchParams.get("sent") === "1",
    honeypot: honeypotInputs(BOOKING_LINK_FORM),
  };
  const sent = asked.sent;
  const ip = (context as { clientIp?: string }).clientIp ?? "unknown";
  const limit = await hitAll([{ key: `inquiry:ip:${ip}`, limit: { max: 30, windowMs: 10 * 60_000 } }]);
  if (!limit.allowed)
    return { ...base, lastResult: submission.reply(), booking: null, notFound: false, limited: true, asked, sent };
  const order = await inquire(submission.value.ticket, submission.value.order);
  if (!order)
    return { ...base, lastResult: submission.reply(), booking: null, notFound: true, limited: false, asked, sent };
  const details = await orderDetails(order);
  return {
    ...base,
    lastResult: submission.reply(),
    notFound: false,
    limited: false,
    asked,
    sent,
    booking: {
      number: order.number,
      status: order.status,
      total: order.total,
      currency: order.currency,
      buyer: `${order.buyer.firstName} ${order.buyer.lastName}`,
      lines: details.lines.map((l) => ({
        id: l.id,
        line: presentLine(viewLine(l.kind, l.payload, l.quantity), locale),
        tickets: details.tickets
          .filter((x) => x.orderLineId === l.id)
          .map((x) => ({ number: x.number, passenger: x.passengerName, segment: x.segmentLabel })),
      })),
    },
  };
}

/**
 * "E-mail me a link to manage this booking": the same numbers and schema as the inquiry. Refused per IP (429,
 * saying nothing about the booking); otherwise always the same answer, the inquiry again with "If these numbers
 * match a booking, we have sent a link…": a mail goes only when they match, to the booking's e-mail, within the
 * booking's quota and with an unused honeypot token (decision 207), all silently.
 */
export async function action({ request, context }: ActionFunctionArgs) {
  const { locale } = context;
  const formData = await request.formData();
  const submission = parseWithZod(formData, { schema: inquirySchema });
  if (submission.status !== "success") return data(submission.reply(), { status: 400 });
  const limit = await bookingLinkIpLimit(clientIp(context));
  if (!limit.allowed)
    return data(submission.reply({ formErrors: [messageKey("orders:inquiry.linkTooMany")] }), {
      status: 429,
      headers: { "Retry-After": String(limit.retryAfter) },
    });
  const { ticket, order: number } = submission.value;
  const honeypot = checkHoneypot(formData, BOOKING_LINK_FORM);
  if (!honeypot.spam) {
    const order = await inquire(ticket, number);
    if (order) await sendBookingLink(order, publicOrigin(), honeypot.claim);
  }
  return redirect(`${pathFor("inquiry", locale)}?${new URLSearchParams({ ticket, order: number, sent: "1" })}`);
}

/** Keeps Retry-After on a refused (429) post. */
export const headers = keepRetryAfter;

export default function InquiryScreen() {
  const { lastResult, booking, notFound, limited, constraint, asked } = useLoaderData<typeof loader>();
  const navigation = useNavigation();
  const { t } = useTranslation("orders");
  const [form, fields] = useValidatedForm<z.input<typeof inquirySchema>, z.output<typeof inquirySchema>>({
    lastResult,
    constraint,
    schema: () => import("~/domains/orders/schema").then((m) => m.inquirySchema),
  });
  return (
    <main id="main" className="mx-auto max-w-4xl px-4 py-8">
      <h1 className="text-3xl font-bold">{t("inquiry.title")}</h1>
      <p className="mt-2 text-gray-700">{t("inquiry.intro")}</p>
      <Form
        method="get"
        {...getFormProps(form)}
        className="mt-6 grid gap-4 rounded-xl bg-white p-4 ring-1 ring-gray-200 sm:grid-cols-[1fr_1fr_auto] sm:items-start"
      >
        <ErrorSummary form={form} labels={{ ticket: t("inquiry.ticket"), order: t("inquiry.order") }} />
        <Field meta={fields.ticket} label={t("inquiry.ticket")} inputProps={{ dir: "ltr", inputMode: "numeric" }} />
        <Field meta={fields.order} label={t("inquiry.order")} inputProps={{ dir: "ltr" }} />
        <button className="btn-primary sm:mt-6" disabled={navigation.state !== "idle"}>
          {t("inquiry.search")}
        </button>
      </Form>
      <div aria-live="polite">
        {notFound ? (
          <p className="mt-6 rounded bg-amber-50 p-4 text-amber-900 ring-1 ring-amber-200">{t("inquiry.notFound")}</p>
        ) : null}
        {limited ? (
          <p className="mt-6 rounded bg-red-50 p-4 text-red-900 ring-1 ring-red-200">{t("inquiry.limited")}</p>
        ) : null}
        {booking ? (
          <section aria-labelledby="booking-title" className="mt-6 rounded-xl bg-white p-4 ring-1 ring-gray-200">
            <h2 id="booking-title" className="text-xl font-semibold">
              {t("inquiry.booking", { number: booking.number })}
            </h2>
            <p className="mt-1">
              {t("common:labelled", { label: t("order.status") })} <strong>{t(`status.${booking.status}`)}</strong>
            </p>
            {booking.status === "cancelled" ? (
              // The answer a scanned QR code leads to (its code carries this inquiry): the ticket does not verify.
              <p
                className="mt-2 rounded border-2 border-red-700 bg-red-50 p-3 text-lg font-bold text-red-800"
                data-testid="inquiry-void"
              >
                {t("void.band")} · {t("void.ticket")}
              </p>
            ) : null}
            <p>
              {t("common:labelled", { label: t("order.buyer") })} <span dir="auto">{booking.buyer}</span>
            </p>
            <p>
              {t("common:labelled", { label: t("summary.total") })}{" "}
              <Price money={{ amount: booking.total, currency: booking.currency }} own />
            </p>
            {booking.lines.map((l) => (
              <div key={l.id} className="mt-4">
                <LineDescription line={l.line} />
                <ul className="mt-2 text-sm">
                  {l.tickets.map((x) => (
                    <li key={x.number}>
                      <span dir="ltr" className="font-mono">
                        {x.number}
                      </span>{" "}
                      — <span dir="auto">{x.passenger}</span> — <span dir="ltr">{x.segment}</span> —{" "}
                      <strong
                        className={booking.status === "confirmed" ? "text-green-800" : "text-red-700"}
                        data-testid="ticket-validity"
                      >
                        {booking.status === "confirmed" ? t("void.valid") : t("void.ticket")}
                      </strong>
                    </li>
                  ))}
                </ul>
              </div>
            ))}
          </section>
        ) : null}
        {asked ? <BookingLinkForm asked={asked} constraint={constraint} /> : null}
      </div>
    </main>
  );
}

/** The e-mail form under the inquiry's answer, found or not: the numbers go again, hidden, with this form's token. */
function BookingLinkForm({
  asked,
  constraint,
}: {
  asked: { ticket: string; order: string; sent: boolean; honeypot: Parameters<typeof Honeypot>[0]["inputs"] };
  constraint: ReturnType<typeof useLoaderData<typeof loader>>["constraint"];
}) {
  const { t } = useTranslation("orders");
  const navigation = useNavigation();
  const lastResult = useActionData<typeof action>();
  const [form, fields] = useValidatedForm<z.input<typeof inquirySchema>, z.output<typeof inquirySchema>>({
    id: "booking-link",
    lastResult,
    constraint,
    schema: () => import("~/domains/orders/schema").then((m) => m.inquirySchema),
  });
  const errors = [...(form.errors ?? []), ...(fields.ticket.errors ?? []), ...(fields.order.errors ?? [])];
  return (
    <section aria-labelledby="booking-link-title" className="mt-6 rounded-xl bg-white p-4 ring-1 ring-gray-200">
      <h2 id="booking-link-title" className="text-lg font-semibold">
        {t("inquiry.linkTitle")}
      </h2>
      <p className="mt-1 text-gray-700">{t("inquiry.linkIntro")}</p>
      {asked.sent ? (
        <p role="status" className="mt-3 rounded bg-green-50 p-3 text-green-900 ring-1 ring-green-200">
          {t("inquiry.linkSent")}
        </p>
      ) : null}
      <Form method="post" {...getFormProps(form)} className="relative mt-3">
        <Honeypot inputs={asked.honeypot} />
        <input type="hidden" name={fields.ticket.name} value={asked.ticket} />
        <input type="hidden" name={fields.order.name} value={asked.order} />
        <ErrorList id={form.errorId} errors={errors.length ? errors : undefined} />
        <button className="btn-secondary mt-2" disabled={navigation.state !== "idle"}>
          {t("inquiry.linkButton")}
        </button>
      </Form>
    </section>
  );
}
