import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { Form, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { getZodConstraint } from "@conform-to/zod";
import { balanceAction, balanceView } from "~/domains/orders/balance-action.server";
import { balanceSchema } from "~/domains/orders/schema";
import { walletBalanceFor } from "~/domains/orders/wallet.server";
import { orderForViewer } from "~/domains/orders/order-read.server";
import { BalanceDue } from "~/components/orders/balance";
import { z } from "zod";
import { viewLine } from "~/domains/orders/lines";
import { presentLine } from "~/domains/orders/present";
import { LineDescription } from "~/components/orders/summary";
import { cancelOrder, quoteCancellation, refundSteps } from "~/domains/orders/refunds.server";
import { listUserOrders } from "~/domains/orders/order-read.server";
import { Price } from "~/components/price";
import { ScreenLink } from "~/components/screen-link";
import { AccountPage } from "~/components/account/account-nav";
import { formatDate } from "~/utils/format";
import { pathFor } from "~/routing/screens";
import { useLocale } from "~/utils/root-data";
import { useTranslation } from "~/i18n/react";
import { getFixedT } from "~/i18n/i18next.server";
import { documentNamespaces, lineMessages } from "~/domains/booking/products";
import { messagesFor, messagesPart } from "~/i18n/resources.server";
import { redirectWithToast } from "~/utils/toast.server";
import { requireUser } from "~/domains/accounts/session.server";
import { runtimeKey } from "~/i18n/keys";
import { splitRefund } from "~/domains/orders/currency";
import { RefundExplained } from "~/components/orders/refund-explained";
import { RefundSummaryView } from "~/components/orders/refund-summary";
import { refundSummary } from "~/domains/orders/refund-summary";
import { RefundSteps } from "~/components/orders/refund-steps";
import type { DocumentT } from "~/domains/orders/document-parts";

/** The signed-in user's orders and tickets, with a cancellation and refund where the fare rules allow. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const { locale } = context;
  const user = await requireUser(request, locale);
  const t = await getFixedT(locale, "orders");
  const cancel = new URL(request.url).searchParams.get("cancel");
  const now = new Date();
  const list = await listUserOrders(user.id);
  const tr = (await getFixedT(locale, documentNamespaces())) as DocumentT;
  return {
    title: t("booked.title"),
    noindex: true,
    messages: {
      ...messagesFor(locale, "orders"),
      ...messagesPart(locale, "account", "nav"),
      // Each product's line card speaks its own namespace (LineDescription).
      ...lineMessages(locale),
    },
    cancel,
    balanceConstraint: getZodConstraint(balanceSchema),
    orders: await Promise.all(
      list.map(async ({ order, lines, tickets, refunds }) => {
        const q = quoteCancellation(order, lines, now);
        return {
          // Confirmed on a deposit (decision 411): paid, due by when, and the form that pays the balance.
          balance: balanceView(
            order,
            locale,
            order.status === "confirmed" && order.balanceAmount > 0 ? await walletBalanceFor(user.id, order) : null,
          ),
          number: order.number,
          status: order.status,
          createdAt: order.createdAt.toISOString(),
          total: order.total,
          currency: order.currency,
          lines: lines.map((l) => presentLine(viewLine(l.kind, l.payload, l.quantity), locale)),
          tickets: tickets.map((x) => ({ number: x.number, passenger: x.passengerName, segment: x.segmentLabel })),
          // What was given back, from the stored refund rows: how much, where (card, wallet, gift card) and when.
          refunded: refundSummary(refunds, locale),
          refund:
            order.status === "confirmed"
              ? {
                  ...q,
                  // Where the refund goes: the way the money came (decision 406).
                  split: splitRefund(q.amount, {
                    card: order.cardAmount,
                    wallet: order.walletAmount,
                    giftCard: order.giftCardAmount,
                  }),
                  // Where cancelling now falls on each line's own rules (a train's refund ladder step, decision 602).
                  steps: refundSteps(lines, now, locale, tr),
                }
              : null,
        };
      }),
    ),
  };
}

const cancelSchema = z.object({ order: z.string().trim().min(1) });

export async function action({ request, context }: ActionFunctionArgs) {
  const { locale } = context;
  const user = await requireUser(request, locale);
  const back = pathFor("userBooked", locale);
  const formData = await request.formData();
  if (formData.get("intent") === "balance") {
    // Paying a booking's balance (decision 411): only one of this user's.
    const order = await orderForViewer(String(formData.get("order") ?? ""), { userId: user.id, numbers: [] });
    if (!order) return redirectWithToast(back, { type: "error", message: "orders:booked.notFound" });
    return balanceAction(formData, { userId: user.id, back });
  }
  const parsed = cancelSchema.safeParse(Object.fromEntries(formData));
  if (!parsed.success) return redirectWithToast(back, { type: "error", message: "orders:booked.notFound" });
  const result = await cancelOrder(user.id, parsed.data.order);
  if (!result.ok) return redirectWithToast(back, { type: "error", message: runtimeKey(result.error) });
  return redirectWithToast(back, {
    type: "success",
    message: "orders:booked.cancelled",
    values: { number: parsed.data.order },
  });
}

export default function UserBookedScreen() {
  const { orders, cancel, balanceConstraint } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  const { t } = useTranslation("orders");
  const locale = useLocale();
  const navigation = useNavigation();
  return (
    <AccountPage current="userBooked" title={t("booked.title")}>
      {orders.length === 0 ? (
        <div className="rounded-xl bg-white p-6 ring-1 ring-gray-200">
          <p>{t("booked.none")}</p>
          <ScreenLink to="flights" className="btn-primary mt-4 inline-block">
            {t("booked.searchFlights")}
          </ScreenLink>
        </div>
      ) : null}
      <ul className="grid gap-4">
        {orders.map((o) => (
          <li key={o.number} className="rounded-xl bg-white p-4 ring-1 ring-gray-200" data-testid="booked-order">
            <div className="flex flex-wrap items-baseline justify-between gap-2">
              <h2 className="text-lg font-semibold">
                {t("order.number")} <span dir="ltr">{o.number}</span>
              </h2>
              <span className="rounded bg-gray-100 px-2 py-0.5 text-sm">{t(`status.${o.status}`)}</span>
            </div>
            <p className="text-sm text-gray-600">
              {formatDate(o.createdAt, locale)} · <Price money={{ amount: o.total, currency: o.currency }} own />
            </p>
            <div className="mt-2 grid gap-2">
              {o.lines.map((l, i) => (
                <LineDescription key={i} line={l} />
              ))}
            </div>
            {o.tickets.length ? (
              <ul className="mt-2 text-sm">
                {o.tickets.map((x) => (
                  <li key={x.number}>
                    {t("ticket.number")}{" "}
                    <span dir="ltr" className="font-mono">
                      {x.number}
                    </span>{" "}
                    — <span dir="auto">{x.passenger}</span> — <span dir="ltr">{x.segment}</span>
                  </li>
                ))}
              </ul>
            ) : null}
            {o.refunded ? <RefundSummaryView refund={o.refunded} /> : null}
            {o.balance ? (
              <BalanceDue
                balance={o.balance}
                heading="h3"
                constraint={balanceConstraint}
                lastResult={answer && "balanceFor" in answer && answer.balanceFor === o.number ? answer.result : null}
              />
            ) : null}
            <div className="mt-3 flex flex-wrap gap-3">
              {o.status === "confirmed" || o.status === "cancelled" ? (
                <ScreenLink to="confirmation" params={{ orderNumber: o.number }} className="underline">
                  {t("booked.details")}
                </ScreenLink>
              ) : null}
              {o.status === "pending_payment" ? (
                <ScreenLink to="payment" search={`?order=${encodeURIComponent(o.number)}`} className="underline">
                  {t("booked.pay")}
                </ScreenLink>
              ) : null}
              {o.refund && o.refund.refundable && cancel !== o.number ? (
                <a href={`?cancel=${encodeURIComponent(o.number)}`} className="underline">
                  {t("booked.requestRefund")}
                </a>
              ) : null}
              {o.refund && !o.refund.refundable ? (
                <span className="text-sm text-gray-600">{t("booked.notRefundable")}</span>
              ) : null}
            </div>
            {o.refund?.refundable && cancel === o.number ? (
              <Form method="post" className="mt-4 rounded-lg bg-amber-50 p-4 ring-1 ring-amber-200">
                <input type="hidden" name="order" value={o.number} />
                <p>
                  {t("booked.refundAmount")}{" "}
                  <strong>
                    <Price money={{ amount: o.refund.amount, currency: o.currency }} own />
                  </strong>
                </p>
                <RefundSteps steps={o.refund.steps} />
                <RefundExplained refund={o.refund} currency={o.currency} />
                <div className="mt-3 flex gap-3">
                  <button className="btn-primary" disabled={navigation.state !== "idle"}>
                    {t("booked.confirmCancel")}
                  </button>
                  <ScreenLink to="userBooked" className="btn-secondary">
                    {t("booked.keep")}
                  </ScreenLink>
                </div>
              </Form>
            ) : null}
          </li>
        ))}
      </ul>
      <p className="mt-6 text-sm">
        <ScreenLink to="refundGuide" className="underline">
          {t("common:screen.refundGuide")}
        </ScreenLink>
      </p>
    </AccountPage>
  );
}
