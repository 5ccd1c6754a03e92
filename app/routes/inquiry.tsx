import { getFormProps } from "@conform-to/react";
import { getZodConstraint } from "@conform-to/zod";
import { parseWithZod } from "~/utils/submission.server";
import type { z } from "zod";
import type { LoaderFunctionArgs } from "@remix-run/node";
import { Form, useLoaderData, useNavigation } from "@remix-run/react";
import { viewLine } from "~/domains/orders/lines";
import { presentLine } from "~/domains/orders/present";
import { inquire, orderDetails } from "~/domains/orders/orders.server";
import { inquirySchema } from "~/domains/orders/schema";
import { hitAll } from "~/domains/security/rate-limit.server";
import { Field, useValidatedForm, ErrorSummary } from "~/components/forms";
import { LineDescription } from "~/components/orders/summary";
import { Price } from "~/components/price";
import { useTranslation } from "~/i18n/react";
import { getFixedT } from "~/i18n/i18next.server";
import { messagesFor, messagesPart } from "~/i18n/resources.server";
import { localeOf } from "~/utils/locale.server";

/**
 * Inquiry by electronic ticket number AND order number (a GET form): both must belong
 * together; either one alone shows nothing. Rate-limited per address against guessing.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const locale = await localeOf(request);
  const t = await getFixedT(locale, "orders");
  const url = new URL(request.url);
  const base = {
    title: t("inquiry.title"),
    description: t("inquiry.intro"),
    messages: {
      ...messagesFor(locale, "orders"),
      ...messagesPart(locale, "hotels", "line", "stay", "board", "property", "added"),
      ...messagesPart(locale, "trains", "line", "card", "wagon", "kind", "meal", "added", "addedOutbound"),
    },
    // The form's native constraints from its schema; the schema itself loads in the browser later (useValidatedForm).
    constraint: getZodConstraint(inquirySchema),
  };
  if (!url.searchParams.has("ticket") && !url.searchParams.has("order"))
    return { ...base, lastResult: null, booking: null, notFound: false, limited: false };
  const submission = parseWithZod(url.searchParams, { schema: inquirySchema });
  if (submission.status !== "success")
    return { ...base, lastResult: submission.reply(), booking: null, notFound: false, limited: false };
  const ip = (context as { clientIp?: string }).clientIp ?? "unknown";
  const limit = await hitAll([{ key: `inquiry:ip:${ip}`, limit: { max: 30, windowMs: 10 * 60_000 } }]);
  if (!limit.allowed) return { ...base, lastResult: submission.reply(), booking: null, notFound: false, limited: true };
  const order = await inquire(submission.value.ticket, submission.value.order);
  if (!order) return { ...base, lastResult: submission.reply(), booking: null, notFound: true, limited: false };
  const details = await orderDetails(order);
  return {
    ...base,
    lastResult: submission.reply(),
    notFound: false,
    limited: false,
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

export default function InquiryScreen() {
  const { lastResult, booking, notFound, limited, constraint } = useLoaderData<typeof loader>();
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
        <ErrorSummary form={form} />
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
      </div>
    </main>
  );
}
