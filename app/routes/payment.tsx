import crypto from "node:crypto";
import { getFormProps } from "@conform-to/react";
import { getZodConstraint } from "@conform-to/zod";
import { parseWithZod } from "~/utils/submission.server";
import type { z } from "zod";
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { redirect } from "@remix-run/node";
import { Form, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { viewerOf } from "~/domains/orders/access.server";
import { awaitingPayment } from "~/domains/orders/awaiting.server";
import { countCartLines } from "~/domains/cart/cart.server";
import { AwaitingPayment } from "~/components/orders/awaiting-payment";
import { viewLine, orderSummary } from "~/domains/orders/lines";
import { agencyMoment, presentLine } from "~/domains/orders/present";
import { orderDetails, orderForViewer } from "~/domains/orders/order-read.server";
import { payOrder } from "~/domains/orders/payments.server";
import { walletBalanceFor } from "~/domains/orders/wallet.server";
import { paymentSchema } from "~/domains/orders/schema";
import { sandboxTestCards } from "~/domains/payments/card";
import { listCards } from "~/domains/payments/wallet.server";
import { getProvider } from "~/domains/payments/provider.server";
import { ErrorList, useValidatedForm, ErrorSummary, RadioGroupField } from "~/components/forms";
import { planOfLines } from "~/domains/orders/balance.server";
import { dueNow } from "~/domains/booking/payment-plan";
import { formatLongDate } from "~/utils/format";
import { slot, withNodes } from "~/components/message";
import { messageKey } from "~/i18n/keys";
import { LineDescription, PriceSummary } from "~/components/orders/summary";
import { Price } from "~/components/price";
import { ScreenLink } from "~/components/screen-link";
import { pathFor } from "~/routing/screens";
import { useTranslation } from "~/i18n/react";
import { getFixedT } from "~/i18n/i18next.server";
import { getUserId } from "~/domains/accounts/session.server";
import { documentWord, lineMessages } from "~/domains/booking/products";
import { messagesFor } from "~/i18n/resources.server";
import { redirectWithToast } from "~/utils/toast.server";
import { keyIn, runtimeKey } from "~/i18n/keys";

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { locale } = context;
  const number = new URL(request.url).searchParams.get("order") ?? "";
  const viewer = await viewerOf(request);
  // The bare path (decision 413): this visitor's orders awaiting payment, or a clear page that nothing is.
  if (!number) {
    const [awaiting, cartLines, t] = await Promise.all([
      awaitingPayment(viewer, locale),
      countCartLines(request),
      getFixedT(locale, "orders"),
    ]);
    return {
      mode: "list" as const,
      title: awaiting.length ? t("awaiting.title") : t("awaiting.none"),
      noindex: true,
      messages: messagesFor(locale, "orders"),
      orders: awaiting,
      cartLines,
    };
  }
  const order = await orderForViewer(number, viewer);
  if (!order) throw new Response(null, { status: 404 });
  if (order.status === "confirmed") throw redirect(pathFor("confirmation", locale, { orderNumber: order.number }));
  const details = await orderDetails(order);
  const owner = viewer.userId !== null && order.userId === viewer.userId;
  const t = await getFixedT(locale, "orders");
  // Deposit now, balance later (decision 411): what the lines offer, as it would be charged (the gift card counted).
  const plan = planOfLines(order, details.lines, new Date());
  const now = plan ? dueNow(plan, order.total, order.giftCardAmount) : 0;
  return {
    mode: "order" as const,
    title: t("payment.title"),
    noindex: true,
    messages: {
      ...messagesFor(locale, "orders"),
      ...lineMessages(locale),
    },
    order: {
      number: order.number,
      status: order.status,
      holdUntil: agencyMoment(order.expiresAt, locale),
      summary: orderSummary(order),
      currency: order.currency,
      giftCardAmount: order.giftCardAmount,
      walletAmount: order.walletAmount,
    },
    lines: details.lines.map((l) => ({ id: l.id, line: presentLine(viewLine(l.kind, l.payload, l.quantity), locale) })),
    plan:
      plan && now < order.total
        ? { deposit: now, balance: order.total - now, dueOn: formatLongDate(plan.balanceDue, locale) }
        : null,
    amountLabel: t(
      documentWord(
        details.lines.map((l) => l.kind),
        "amount",
      ),
    ),
    declined: details.payments.some((p) => p.status === "declined" || p.status === "failed"),
    // The wallet keeps euros; shown as what it is worth for this order, at the order's rate.
    wallet: owner ? await walletBalanceFor(viewer.userId!, order) : null,
    cards: owner ? await listCards(viewer.userId!) : [],
    attempt: crypto.randomUUID(),
    sandbox: getProvider().id === "sandbox" ? sandboxTestCards : null,
    // The form's native constraints from its schema; the schema itself loads in the browser later (useValidatedForm).
    constraint: getZodConstraint(paymentSchema),
  };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const { locale } = context;
  const formData = await request.formData();
  const submission = parseWithZod(formData, { schema: paymentSchema });
  if (submission.status !== "success") return Response.json(submission.reply(), { status: 400 });
  const { order: number, attempt, useWallet, card } = submission.value;
  const viewer = await viewerOf(request);
  const order = await orderForViewer(number, viewer);
  if (!order) throw new Response(null, { status: 404 });
  const back = `${pathFor("payment", locale)}?order=${encodeURIComponent(number)}`;
  // An order whose lines offer a plan asks which: in full, or a deposit now and the balance later (decision 411).
  const offered = planOfLines(order, (await orderDetails(order)).lines, new Date());
  if (offered && !submission.value.plan)
    return Response.json(submission.reply({ fieldErrors: { plan: [messageKey("orders:balance.choose")] } }), {
      status: 400,
    });
  const outcome = await payOrder({
    plan: offered ? submission.value.plan : "full",
    orderNumber: number,
    userId: await getUserId(request),
    attempt,
    useWallet,
    savedCardId: card,
  });
  if (outcome.kind === "redirect") return redirect(outcome.url, 303);
  if (outcome.kind === "error")
    return redirectWithToast(outcome.message === "orders:payment.expired" ? pathFor("cart", locale) : back, {
      type: "error",
      message: runtimeKey(outcome.message),
    });
  return redirectWithToast(pathFor("confirmation", locale, { orderNumber: number }), {
    type: "success",
    message: "orders:payment.paid",
  });
}

type ScreenData = ReturnType<typeof useLoaderData<typeof loader>>;

export default function PaymentScreen() {
  const data = useLoaderData<typeof loader>();
  return data.mode === "list" ? (
    <AwaitingPayment orders={data.orders} cartLines={data.cartLines} />
  ) : (
    <PayOrder data={data} />
  );
}

/** The payment of one order (`?order=`): the plan, the wallet, the card, and the summary beside. */
function PayOrder({ data }: { data: Extract<ScreenData, { mode: "order" }> }) {
  const { order, lines, wallet, cards, attempt, sandbox, declined, constraint, amountLabel, plan } = data;
  const lastResult = useActionData<typeof action>();
  const navigation = useNavigation();
  const { t } = useTranslation("orders");
  const [form, fields] = useValidatedForm<z.input<typeof paymentSchema>, z.output<typeof paymentSchema>>({
    lastResult,
    constraint,
    schema: () => import("~/domains/orders/schema").then((m) => m.paymentSchema),
  });
  const pending = order.status === "pending_payment";
  const due = order.summary.total - order.giftCardAmount - order.walletAmount;
  return (
    <main id="main" className="mx-auto max-w-5xl px-4 py-8">
      <h1 className="text-3xl font-bold">{t("payment.title")}</h1>
      <p className="mt-2 text-gray-700">
        {t("common:labelled", { label: t("order.number") })} <strong dir="ltr">{order.number}</strong>
      </p>
      {!pending ? (
        <div className="mt-6 rounded-xl bg-red-50 p-4 text-red-900 ring-1 ring-red-200">
          <p>{t(`payment.${order.status}`)}</p>
          <ScreenLink to="cart" className="mt-2 inline-block underline">
            {t("common:screen.cart")}
          </ScreenLink>
        </div>
      ) : (
        <div className="mt-6 grid gap-8 md:grid-cols-[minmax(0,1fr)_20rem]">
          <section aria-labelledby="pay-title" className="rounded-xl bg-white p-4 ring-1 ring-gray-200">
            <h2 id="pay-title" className="text-lg font-semibold">
              {t("payment.method")}
            </h2>
            <p className="mt-1 text-sm text-gray-600">
              {t("payment.holdUntil", {
                time: t("time.at", { time: order.holdUntil.time, place: order.holdUntil.place }),
              })}
            </p>
            {declined ? <p className="mt-2 text-sm text-red-700">{t("payment.tryAgain")}</p> : null}
            <Form method="post" {...getFormProps(form)} className="mt-4 grid gap-4">
              <ErrorSummary
                form={form}
                labels={{ useWallet: t("payment.useWallet"), card: t("payment.cardChoice"), plan: t("balance.legend") }}
              />
              <input type="hidden" name="order" value={order.number} />
              <input type="hidden" name="attempt" value={attempt} />
              {plan ? (
                <RadioGroupField
                  meta={fields.plan}
                  legend={t("balance.legend")}
                  className="grid gap-1"
                  options={[
                    {
                      value: "full",
                      label: withNodes(t("balance.full", { amount: slot("amount") }), {
                        amount: <Price money={{ amount: order.summary.total, currency: order.currency }} own />,
                      }),
                    },
                    {
                      value: "deposit",
                      label: withNodes(
                        t("balance.deposit", {
                          deposit: slot("deposit"),
                          balance: slot("balance"),
                          date: slot("date"),
                        }),
                        {
                          deposit: <Price money={{ amount: plan.deposit, currency: order.currency }} own />,
                          balance: <Price money={{ amount: plan.balance, currency: order.currency }} own />,
                          date: <span>{plan.dueOn}</span>,
                        },
                      ),
                    },
                  ]}
                />
              ) : null}
              {wallet !== null ? (
                <div className="flex items-center gap-2">
                  <input
                    type="checkbox"
                    id="use-wallet"
                    name="useWallet"
                    className="h-4 w-4"
                    disabled={wallet <= 0 || order.walletAmount > 0}
                    defaultChecked={wallet > 0 && order.walletAmount === 0}
                  />
                  <label htmlFor="use-wallet">
                    {t("payment.useWallet")} (<span>{t("payment.available")}</span>{" "}
                    <Price money={{ amount: wallet, currency: order.currency }} own />)
                  </label>
                </div>
              ) : null}
              <fieldset>
                <legend className="mb-2 font-medium">{t("payment.cardChoice")}</legend>
                {cards.map((c, i) => (
                  <div key={c.id} className="flex items-center gap-2">
                    <input type="radio" id={`card-${c.id}`} name="card" value={c.id} defaultChecked={i === 0} />
                    <label htmlFor={`card-${c.id}`} dir="auto">
                      {t(keyIn("orders:brand", c.brand))} •••• {c.last4}
                    </label>
                  </div>
                ))}
                <div className="flex items-center gap-2">
                  <input type="radio" id="card-new" name="card" value="new" defaultChecked={cards.length === 0} />
                  <label htmlFor="card-new">{t("payment.newCard")}</label>
                </div>
              </fieldset>
              <ErrorList errors={form.errors} />
              <button className="btn-primary" disabled={navigation.state !== "idle"}>
                {t("payment.pay")}
                {/* With a plan the amount is the option chosen above. */}
                {plan ? null : (
                  <>
                    {" "}
                    <Price money={{ amount: due, currency: order.currency }} own />
                  </>
                )}
              </button>
              <p className="text-xs text-gray-600">{t("payment.secure")}</p>
            </Form>
            {sandbox ? (
              <details className="mt-4 text-sm text-gray-700">
                <summary>{t("payment.testCards")}</summary>
                <ul className="mt-2" dir="ltr">
                  <li>
                    {sandbox.succeeds} — {t("payment.testSucceeds")}
                  </li>
                  <li>
                    {sandbox.declined} — {t("payment.testDeclined")}
                  </li>
                  <li>
                    {sandbox.fails} — {t("payment.testFails")}
                  </li>
                </ul>
              </details>
            ) : null}
          </section>
          <aside aria-labelledby="payment-summary" className="h-fit rounded-xl bg-white p-4 ring-1 ring-gray-200">
            <h2 id="payment-summary" className="mb-3 text-lg font-semibold">
              {t("summary.title")}
            </h2>
            <ul className="mb-4 grid gap-3 border-b border-gray-200 pb-4">
              {lines.map((l) => (
                <li key={l.id}>
                  <LineDescription line={l.line} />
                </li>
              ))}
            </ul>
            <PriceSummary
              summary={order.summary}
              currency={order.currency}
              amountLabel={amountLabel}
              paid={[
                { label: t("summary.giftCard"), amount: order.giftCardAmount },
                { label: t("summary.wallet"), amount: order.walletAmount },
              ]}
            />
          </aside>
        </div>
      )}
    </main>
  );
}
