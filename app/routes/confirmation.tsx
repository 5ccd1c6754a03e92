import type { ActionFunctionArgs, HeadersFunction, LinksFunction, LoaderFunctionArgs } from "@remix-run/node";
import { data, redirect } from "@remix-run/node";
import { Form, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { getZodConstraint } from "@conform-to/zod";
import { balanceAction, balanceView } from "~/domains/orders/balance-action.server";
import { balanceSchema } from "~/domains/orders/schema";
import { walletBalanceFor } from "~/domains/orders/wallet.server";
import { BalanceDue } from "~/components/orders/balance";
import { documentsOfOrder, presentDocuments } from "~/domains/traveller-documents/documents.server";
import { documentUploadSchema } from "~/domains/traveller-documents/schema";
import { uploadDocument } from "~/domains/traveller-documents/upload.server";
import { TravellerDocuments, type DocumentFormResult } from "~/components/orders/traveller-documents";
import { z } from "zod";
import { grantAccess } from "~/domains/orders/access.server";
import { openBookingLink, withdrawBookingLinks } from "~/domains/orders/booking-link.server";
import { splitRefund } from "~/domains/orders/currency";
import { cancelOrder, quoteCancellation, refundSteps } from "~/domains/orders/refunds.server";
import { RefundExplained } from "~/components/orders/refund-explained";
import { RefundSummaryView } from "~/components/orders/refund-summary";
import { refundSummary } from "~/domains/orders/refund-summary";
import { Price } from "~/components/price";
import { BidiList } from "~/components/bidi-list";
import { slot, withNodes } from "~/components/message";
import { useLocale } from "~/utils/root-data";
import { readingArrows } from "~/utils/arrows";
import { redirectWithToast } from "~/utils/toast.server";
import { keyIn, runtimeKey } from "~/i18n/keys";
import { useEffect } from "react";
import { viewerOf } from "~/domains/orders/access.server";
import { orderSummary, viewLine } from "~/domains/orders/lines";
import { agencyMoment, presentLine, type PresentedStep } from "~/domains/orders/present";
import { orderDetails, orderForViewer } from "~/domains/orders/order-read.server";
import { loadETicket, type ETicket } from "~/domains/orders/e-ticket.server";
import printStyles from "./orders-print.css?url";
import { CancellationTimeline, PriceSummary } from "~/components/orders/summary";
import { PartCard } from "~/products/document-cards";
import { RefundSteps } from "~/components/orders/refund-steps";
import type { DocumentT } from "~/domains/orders/document-parts";
import { ScreenLink } from "~/components/screen-link";
import { pathFor, resources } from "~/routing/screens";
import { useTranslation } from "~/i18n/react";
import { getFixedT } from "~/i18n/i18next.server";
import { messagesFor } from "~/i18n/resources.server";
import { documentMessages, documentNamespaces, productOf } from "~/domains/booking/products";
import { ticketHeaders } from "~/pwa/ticket-owner.server";
import { SavedTicketNote } from "~/components/orders/saved-ticket-note";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: printStyles }];

/** The owner and the ticket mark: the service worker keeps this page for offline use (decision 107). */
export const headers: HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const { locale } = context;
  const url = new URL(request.url);
  const key = url.searchParams.get("key");
  if (key !== null) {
    // A booking link from an e-mail (decision 409): this browser may see the order from now on.
    const opened = await openBookingLink(key);
    if (!opened.ok)
      throw await redirectWithToast(pathFor("inquiry", locale), {
        type: "error",
        message: keyIn("orders:link", opened.reason),
      });
    throw redirect(pathFor("confirmation", locale, { orderNumber: opened.order.number }), {
      headers: { "Set-Cookie": await grantAccess(request, opened.order.number) },
    });
  }
  const viewer = await viewerOf(request);
  const order = await orderForViewer(String(params.orderNumber ?? ""), viewer);
  if (!order) throw new Response(null, { status: 404 });
  if (order.status === "pending_payment")
    throw redirect(`${pathFor("payment", locale)}?order=${encodeURIComponent(order.number)}`);
  const details = await orderDetails(order);
  const t = await getFixedT(locale, "orders");
  const tr = (await getFixedT(locale, documentNamespaces())) as DocumentT;
  // Shown only when the service worker answers this page from the device's cache (decision 107).
  const rendered = agencyMoment(new Date(), locale);
  const savedNote = t("offline.saved", {
    date: rendered.date,
    time: t("time.at", { time: rendered.time, place: rendered.place }),
  });
  return data(
    {
      savedNote,
      title: t("confirmation.title"),
      noindex: true,
      messages: { ...messagesFor(locale, "orders"), ...documentMessages(locale) },
      print: new URL(request.url).searchParams.get("print") === "1",
      order: {
        number: order.number,
        status: order.status,
        buyer: order.buyer,
        billing: order.billing,
        sendTo: order.sendTo,
        summary: orderSummary(order),
        currency: order.currency,
        giftCardAmount: order.giftCardAmount,
        walletAmount: order.walletAmount,
        cardAmount: order.cardAmount,
      },
      ticket: await loadETicket(details, locale),
      // Confirmed on a deposit (decision 411): what is paid, what is due by when, and the form that pays it.
      balance: balanceView(
        order,
        locale,
        viewer.userId !== null && order.userId === viewer.userId && order.balanceAmount > 0
          ? await walletBalanceFor(viewer.userId, order)
          : null,
      ),
      balanceConstraint: getZodConstraint(balanceSchema),
      // Travellers' documents the lines ask for (decision 412), uploaded here once the order is paid.
      documents:
        order.status === "confirmed"
          ? presentDocuments(await documentsOfOrder(order.id, details.lines), locale, (id) =>
              resources.travellerDocument.path.replace(":id", id),
            )
          : [],
      documentConstraint: getZodConstraint(documentUploadSchema),
      // Each line's cancellation timeline, as shown before purchase (travel/timeline.ts).
      timelines: details.lines.map((l) => presentLine(viewLine(l.kind, l.payload, l.quantity), locale).timeline),
      // What the cancellation gave back, from the stored refund rows: how much, where and when.
      refunded: refundSummary(details.refunds, locale),
      // Changing a line (a flight's date) on its product's screen (decision 109).
      change:
        order.status === "confirmed" && order.balanceAmount === 0
          ? (details.lines.map((l) => productOf(l.kind).changeScreen).find((id) => id !== undefined) ?? null)
          : null,
      extras:
        order.status === "confirmed" && order.balanceAmount === 0
          ? (details.lines.map((l) => productOf(l.kind).extrasScreen).find((id) => id !== undefined) ?? null)
          : null,
      // Cancelling from here (a guest has no "booked" page): the quote, explained, behind ?cancel=1.
      cancel: url.searchParams.get("cancel") === "1",
      refund:
        order.status === "confirmed"
          ? (() => {
              const q = quoteCancellation(order, details.lines);
              const paid = { card: order.cardAmount, wallet: order.walletAmount, giftCard: order.giftCardAmount };
              // Where cancelling now falls on each line's own rules (a train's refund ladder step, decision 602).
              return {
                ...q,
                split: splitRefund(q.amount, paid),
                steps: refundSteps(details.lines, new Date(), locale, tr),
              };
            })()
          : null,
    },
    { headers: await ticketHeaders(request, order.number) },
  );
}

const intents = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("cancel") }),
  z.object({ intent: z.literal("withdrawLinks") }),
]);

/** A guest (or the owner) cancels with the refund quote, or withdraws the links sent by e-mail. */
export async function action({ request, params, context }: ActionFunctionArgs) {
  const { locale } = context;
  const viewer = await viewerOf(request);
  const order = await orderForViewer(String(params.orderNumber ?? ""), viewer);
  if (!order) throw new Response(null, { status: 404 });
  const back = pathFor("confirmation", locale, { orderNumber: order.number });
  if (request.headers.get("Content-Type")?.toLowerCase().startsWith("multipart/form-data")) {
    // A traveller's document (decision 412): its errors come back to its own form, next to the file field.
    const outcome = await uploadDocument(request, order.id);
    if (!outcome.ok) return data({ document: { form: outcome.form, result: outcome.result } }, { status: 400 });
    return redirectWithToast(`${back}#documents`, { type: "success", message: "orders:documents.saved" });
  }
  const formData = await request.formData();
  if (formData.get("intent") === "balance") {
    // Paying the balance of this booking (decision 411): the order posted must be this page's.
    formData.set("order", order.number);
    return balanceAction(formData, { userId: viewer.userId, back });
  }
  const parsed = intents.safeParse(Object.fromEntries(formData));
  if (!parsed.success) return redirectWithToast(back, { type: "error", message: "orders:cart.invalid" });
  if (parsed.data.intent === "withdrawLinks") {
    await withdrawBookingLinks(order.number);
    return redirectWithToast(back, { type: "success", message: "orders:link.withdrawnDone" });
  }
  const result = await cancelOrder(viewer, order.number);
  if (!result.ok) return redirectWithToast(back, { type: "error", message: runtimeKey(result.error) });
  return redirectWithToast(back, {
    type: "success",
    message: "orders:booked.cancelled",
    values: { number: order.number },
  });
}

export default function ConfirmationScreen() {
  const {
    order,
    ticket,
    timelines,
    print,
    cancel,
    refund,
    refunded,
    savedNote,
    change,
    extras,
    balance,
    balanceConstraint,
    documents,
    documentConstraint,
  } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  const documentResult = (answer && "document" in answer ? answer.document : undefined) as DocumentFormResult;
  const locale = useLocale();
  const navigation = useNavigation();
  const { t } = useTranslation("orders");
  useEffect(() => {
    if (print) window.print();
  }, [print]);
  const confirmed = order.status === "confirmed";
  return (
    <main id="main" className="mx-auto max-w-4xl px-4 py-8">
      <SavedTicketNote note={savedNote} />
      {confirmed ? (
        <div className="rounded-xl bg-green-50 p-6 ring-1 ring-green-200">
          <p className="text-lg font-semibold text-green-900">{t("confirmation.thankYou")}</p>
          <h1 className="mt-1 text-3xl font-bold">{t("confirmation.title")}</h1>
          <p className="mt-2">{ticket.words.ready}</p>
          <p className="mt-1 text-sm text-gray-700">
            {withNodes(t("confirmation.emailSent", { email: slot("email") }), {
              email: <bdi dir="ltr">{order.buyer.email}</bdi>,
            })}
          </p>
          {order.sendTo ? (
            <p className="mt-1 text-sm text-gray-700">
              {withNodes(t("confirmation.sentTo", { name: slot("name"), email: slot("email") }), {
                name: <bdi>{order.sendTo.name}</bdi>,
                email: <bdi dir="ltr">{order.sendTo.email}</bdi>,
              })}
            </p>
          ) : null}
        </div>
      ) : (
        <div
          className={
            ticket.cancelled
              ? "rounded-xl border-4 border-red-700 bg-red-50 p-6"
              : "rounded-xl bg-gray-50 p-6 ring-1 ring-gray-200"
          }
        >
          <h1 className="text-3xl font-bold">{t("confirmation.title")}</h1>
          {ticket.cancelled ? (
            <>
              <p className="mt-2 text-3xl font-black tracking-widest text-red-700" data-testid="document-cancelled">
                {ticket.cancelled.band}
              </p>
              <p className="mt-1 font-semibold text-red-900" data-testid="document-cancelled-note">
                {ticket.cancelled.note}
              </p>
            </>
          ) : (
            <p className="mt-2">{t(`status.${order.status}`)}</p>
          )}
        </div>
      )}
      <p className="mt-4">
        {t("common:labelled", { label: t("order.number") })}{" "}
        <strong>
          <bdi dir="ltr" data-testid="order-number">
            {order.number}
          </bdi>
        </strong>
      </p>
      {refunded ? <RefundSummaryView refund={refunded} /> : null}
      {balance ? (
        <BalanceDue
          balance={balance}
          constraint={balanceConstraint}
          lastResult={answer && "balanceFor" in answer && answer.balanceFor === balance.number ? answer.result : null}
        />
      ) : null}
      {confirmed || ticket.cancelled ? (
        <div className="no-print mt-4 flex flex-wrap gap-3">
          <a
            href={resources.ticketPdf.path.replace(":orderNumber", encodeURIComponent(order.number))}
            className="btn-primary"
            download
          >
            {ticket.pdfLabel}
          </a>
          <a href="?print=1" className="btn-secondary" target="_blank" rel="noopener">
            {t("confirmation.print")}
          </a>
        </div>
      ) : null}
      {print ? <p className="no-print mt-2 text-sm text-gray-600">{t("confirmation.printHint")}</p> : null}

      <section aria-labelledby="travellers-title" className="mt-8">
        <h2 id="travellers-title" className="text-xl font-semibold">
          {ticket.words.travellers}
        </h2>
        <p className="mt-1 text-sm text-gray-600">{ticket.words.timeNote}</p>
        <div className="relative">
          <ETicketLines ticket={ticket} timelines={timelines} />
          {ticket.cancelled ? (
            // The band across the documents: the eye cannot miss it; the words above say it to a screen reader.
            <div
              aria-hidden="true"
              className="pointer-events-none absolute inset-0 flex items-center justify-center overflow-hidden"
            >
              <span className="-rotate-[30deg] select-none whitespace-nowrap rounded border-8 border-red-700/40 px-6 text-6xl font-black tracking-widest text-red-700/40 sm:text-8xl">
                {ticket.cancelled.band}
              </span>
            </div>
          ) : null}
        </div>
      </section>

      <TravellerDocuments lines={documents} constraint={documentConstraint} last={documentResult} locale={locale} />

      <section aria-labelledby="buyer-title" className="mt-8 grid gap-6 md:grid-cols-2">
        <div className="rounded-xl bg-white p-4 ring-1 ring-gray-200">
          <h2 id="buyer-title" className="text-xl font-semibold">
            {t("confirmation.buyer")}
          </h2>
          {/* Text starts where the page's text starts (the right in Persian); each value keeps its own direction. */}
          <p className="mt-2 text-start">
            <bdi>
              {order.buyer.firstName} {order.buyer.lastName}
            </bdi>
          </p>
          <p className="text-start">
            <bdi dir="ltr">{order.buyer.email}</bdi>
          </p>
          <p className="text-start">
            <bdi dir="ltr">{order.buyer.phone}</bdi>
          </p>
          {order.billing ? (
            <p className="mt-2 text-start text-sm text-gray-700">
              <BidiList
                kind="parts"
                locale={locale}
                items={[
                  order.billing.address,
                  order.billing.houseNumber,
                  order.billing.street,
                  order.billing.postCode,
                  order.billing.city,
                  order.billing.county,
                  order.billing.province,
                ]}
              />
            </p>
          ) : null}
        </div>
        <div className="rounded-xl bg-white p-4 ring-1 ring-gray-200">
          <h2 className="mb-3 text-xl font-semibold">{t("summary.title")}</h2>
          <PriceSummary
            amountLabel={ticket.words.amount}
            summary={order.summary}
            currency={order.currency}
            paid={[
              { label: t("summary.giftCard"), amount: order.giftCardAmount },
              { label: t("summary.wallet"), amount: order.walletAmount },
              { label: t("summary.card"), amount: order.cardAmount },
            ]}
          />
        </div>
      </section>
      <section aria-labelledby="manage-title" className="no-print mt-8 rounded-xl bg-white p-4 ring-1 ring-gray-200">
        <h2 id="manage-title" className="text-xl font-semibold">
          {t("link.manage")}
        </h2>
        {change ? (
          <p className="mt-2">
            <ScreenLink to={change} params={{ orderNumber: order.number }} className="underline">
              {t("change.link")}
            </ScreenLink>
          </p>
        ) : null}
        {extras ? (
          <p className="mt-2">
            <ScreenLink to={extras} params={{ orderNumber: order.number }} className="underline">
              {t("change.extrasLink")}
            </ScreenLink>
          </p>
        ) : null}
        {refund?.refundable && !cancel ? (
          <a href="?cancel=1" className="mt-2 inline-block underline">
            {t("booked.requestRefund")}
          </a>
        ) : null}
        {refund && !refund.refundable ? (
          <p className="mt-2 text-sm text-gray-700">{t("booked.notRefundable")}</p>
        ) : null}
        {refund?.refundable && cancel ? (
          <Form method="post" className="mt-3 rounded-lg bg-amber-50 p-4 ring-1 ring-amber-200">
            <input type="hidden" name="intent" value="cancel" />
            <p>
              {t("booked.refundAmount")}{" "}
              <strong>
                <Price money={{ amount: refund.amount, currency: order.currency }} own />
              </strong>
            </p>
            <RefundSteps steps={refund.steps} />
            <RefundExplained refund={refund} currency={order.currency} />
            <div className="mt-3 flex gap-3">
              <button className="btn-primary" disabled={navigation.state !== "idle"}>
                {t("booked.confirmCancel")}
              </button>
              <a href="?" className="btn-secondary">
                {t("booked.keep")}
              </a>
            </div>
          </Form>
        ) : null}
        <Form method="post" className="mt-4 border-t border-gray-200 pt-3 text-sm">
          <input type="hidden" name="intent" value="withdrawLinks" />
          <p className="text-gray-700">{t("link.withdrawHint")}</p>
          <button className="btn-secondary mt-2" disabled={navigation.state !== "idle"}>
            {t("link.withdraw")}
          </button>
        </Form>
      </section>
      <AgencyFacts ticket={ticket} />
      <p className="no-print mt-8 text-sm">
        <ScreenLink to="inquiry" className="underline">
          {t("confirmation.inquiryLink")}
        </ScreenLink>
      </p>
    </main>
  );
}

/** The e-ticket as the page and its print view show it: the same document as the PDF (e-ticket.server.ts). */
function ETicketLines({ ticket, timelines }: { ticket: ETicket; timelines: PresentedStep[][] }) {
  const { t } = useTranslation("orders");
  const sep = t("common:separator");
  return ticket.lines.map((line, i) => (
    <div key={i} className="eticket mt-3 rounded-xl bg-white p-4 ring-1 ring-gray-200">
      {line.part ? <PartCard kind={line.part.kind} data={line.part.data} /> : null}
      {line.legs.length || line.part ? null : <p className="font-semibold">{line.title}</p>}
      {line.legs.map((leg, j) => (
        <div key={j} className="border-b border-gray-200 pb-3 last:border-0" data-testid="eticket-leg">
          <p className="font-semibold">
            {[`${t("eticket.flight")} ${leg.flightNumber}`, leg.airline, leg.cabin, leg.fare]
              .filter(Boolean)
              .join(t("eticket.separator"))}
          </p>
          <div className="mt-2 grid gap-4 sm:grid-cols-2">
            {(
              [
                ["departure", leg.depart],
                ["arrival", leg.arrive],
              ] as const
            ).map(([key, stop]) =>
              stop ? (
                <div key={key}>
                  <p className="text-xs text-gray-600">{t(`eticket.${key}`)}</p>
                  <p className="text-lg font-bold">{stop.city}</p>
                  <p className="text-sm">{stop.airport}</p>
                  <p className="text-sm">{stop.date}</p>
                  <p className="font-semibold" data-testid={`${key}-time`}>
                    {stop.time}
                  </p>
                </div>
              ) : null,
            )}
          </div>
          {leg.baggage ? (
            <p className="mt-2 text-sm">
              {t("common:labelled", { label: t("eticket.baggage") })} {leg.baggage}
            </p>
          ) : null}
          {leg.extras?.map((extra) => (
            <p key={extra} className="mt-1 text-sm" data-testid="leg-extra">
              {t("common:labelled", { label: t("eticket.extras") })} {extra}
            </p>
          ))}
          {leg.rules.length ? (
            <div className="mt-2 text-xs text-gray-700">
              <p className="font-semibold">{t("eticket.fareRules")}</p>
              {leg.rules.map((r) => (
                <p key={r}>{r}</p>
              ))}
            </div>
          ) : null}
        </div>
      ))}
      {line.passengers.length ? (
        <table className="mt-3 w-full text-sm">
          <caption className="text-start font-semibold">{t("eticket.passengers")}</caption>
          <thead>
            <tr>
              <th scope="col" className="text-start">
                {t("confirmation.passenger")}
              </th>
              <th scope="col" className="text-start">
                {t("eticket.document")}
              </th>
            </tr>
          </thead>
          <tbody>
            {line.passengers.map((p) => (
              <tr key={p.name}>
                <td>
                  <bdi>{p.name}</bdi>
                  {p.type ? (
                    <span className="text-gray-600">
                      {sep}
                      {p.type}
                    </span>
                  ) : null}
                </td>
                <td data-testid="passenger-document">
                  <bdi>{p.document}</bdi>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
      {line.part ? null : <CancellationTimeline steps={timelines[i] ?? []} />}
      {line.tickets.length ? (
        <div className="relative mt-3 overflow-x-auto">
          <table className="w-full text-sm">
            <caption className="text-start font-semibold">{ticket.words.tickets}</caption>
            <thead>
              <tr>
                <th scope="col" className="text-start">
                  {t("confirmation.passenger")}
                </th>
                <th scope="col" className="text-start">
                  {ticket.words.segment}
                </th>
                <th scope="col" className="text-start">
                  {ticket.words.number}
                </th>
                <th scope="col">
                  <span className="sr-only">{t("eticket.qrCode")}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {line.tickets.map((x) => (
                <tr key={x.number}>
                  <td>
                    <bdi>{x.passenger}</bdi>
                  </td>
                  <td>
                    {/* On a right-to-left page the route reads right to left ("تهران ← مشهد"), its Latin codes isolated. */}
                    <bdi dir={ticket.rtl ? "rtl" : "ltr"}>
                      {ticket.rtl ? readingArrows(x.segment.replace(/[\u2066-\u2069]/g, ""), ticket.locale) : x.segment}
                    </bdi>
                  </td>
                  <td className="font-mono">
                    <bdi dir="ltr" data-testid="eticket">
                      {x.number}
                    </bdi>
                    {ticket.cancelled ? (
                      <span className="block font-sans font-bold text-red-700" data-testid="eticket-void">
                        {t("void.ticket")}
                      </span>
                    ) : null}
                  </td>
                  <td className="py-1">
                    {/* The code carries the inquiry that verifies it; the link opens that answer from the page. */}
                    <a href={x.verify} data-testid="qr-verify" title={t("void.verify")}>
                      <svg
                        viewBox={`-1 -1 ${x.qr.size + 2} ${x.qr.size + 2}`}
                        className="h-16 w-16 bg-white sm:h-20 sm:w-20"
                        role="img"
                        aria-label={t("eticket.qr", { number: ticket.rtl ? `\u2066${x.number}\u2069` : x.number })}
                      >
                        <path d={x.qr.d} fill="currentColor" />
                      </svg>
                    </a>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
    </div>
  ));
}

/** The agency's contacts and licences: printed with the booking (the site's footer is not). */
function AgencyFacts({ ticket }: { ticket: ETicket }) {
  const { t } = useTranslation("orders");
  const sep = t("common:separator");
  return (
    <section aria-label={t("eticket.contact")} className="print-only mt-8 text-sm text-gray-700">
      <p>
        {ticket.agency.name}
        {sep}
        {t("pdf.footer")} <span dir="ltr">{ticket.agency.phone}</span>
        {sep}
        <span dir="ltr">{ticket.agency.email}</span>
      </p>
      {ticket.agency.licences.map((l) => (
        <p key={l.label}>
          {t("common:labelled", { label: l.label })} <span dir="ltr">{l.number}</span>
        </p>
      ))}
    </section>
  );
}
