import crypto from "node:crypto";
import { getFormProps } from "@conform-to/react";
import { getZodConstraint } from "@conform-to/zod";
import { parseWithZod } from "~/utils/submission.server";
import type { z } from "zod";
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { data, redirect } from "@remix-run/node";
import { Form, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { eq } from "drizzle-orm";
import { getDb } from "~/db/client.server";
import { orders, payments } from "~/db/schema";
import { cardSchema } from "~/domains/orders/schema";
import { cardBrand, parseExpiry, sandboxTestCards } from "~/domains/payments/card";
import { sandboxProvider, signatureValid } from "~/domains/payments/provider.server";
import { Field, useValidatedForm, ErrorSummary } from "~/components/forms";
import { currencyDisplay, formatAmount, formatMoney, toMajor } from "~/utils/money";
import { getFixedT } from "~/i18n/i18next.server";
import { allCurrencies } from "~/utils/currency.server";
import { dirOf, intlLocale } from "~/i18n/config";
import { useLocale } from "~/utils/root-data";
import { useTranslation } from "~/i18n/react";
import { isLocale } from "~/routing/screens";
import { messagesFor } from "~/i18n/resources.server";

/**
 * The sandbox provider's hosted payment page. It stands for the bank's page: the shop
 * redirects here, the card is typed here (Luhn, expiry, CVV checked), and the buyer
 * goes back through a signed callback. Nothing typed here is stored by the shop.
 */
async function paymentOf(params: { paymentId?: string }, request: Request) {
  const id = Number(params.paymentId);
  const sig = new URL(request.url).searchParams.get("sig");
  if (!Number.isInteger(id) || !signatureValid(`page:${id}`, sig)) throw new Response(null, { status: 404 });
  const db = await getDb();
  const [row] = await db
    .select({ payment: payments, order: orders })
    .from(payments)
    .innerJoin(orders, eq(orders.id, payments.orderId))
    .where(eq(payments.id, id));
  if (!row) throw new Response(null, { status: 404 });
  return row;
}

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const { payment, order } = await paymentOf(params, request);
  // The page speaks the order's language, whatever the browser's (issue 23 item 11): an address without it
  // (a bookmark, a bank's back link) or with another is sent to the same page in the order's language, so the
  // root (html lang and dir, header, cookie notice) speaks it too.
  const url = new URL(request.url);
  if (isLocale(order.locale) && url.searchParams.get("lang") !== order.locale) {
    url.searchParams.set("lang", order.locale);
    throw redirect(url.pathname + url.search);
  }
  const { locale } = context;
  // The amount as the customer chose it (the order's currency, written as their pages write it: toman on a Persian
  // page); where the bank charges it in another unit (rials), that too, in the page's language and digits.
  const currency = (await allCurrencies()).find((c) => c.code === payment.currency) ?? {
    code: payment.currency,
    sign: payment.currency,
    rate: 1,
    decimals: 2,
  };
  const money = { amount: payment.amount, currency: payment.currency };
  const amount = formatMoney(money, currency, intlLocale[locale]);
  const t = await getFixedT(locale, "orders");
  const charged =
    currencyDisplay(currency, intlLocale[locale]).divisor === 1
      ? null
      : t("gateway.chargedAs", {
          amount: formatAmount(toMajor(payment.amount, currency), t("gateway.rials"), intlLocale[locale]),
        });
  return {
    messages: messagesFor(locale, "orders"),
    noindex: true,
    amount,
    charged,
    orderNumber: order.number,
    status: payment.status,
    signedIn: order.userId !== null,
    testCards: sandboxTestCards,
    // The form's native constraints from its schema; the schema itself loads in the browser later (useValidatedForm).
    constraint: getZodConstraint(cardSchema),
  };
}

export async function action({ request, params }: ActionFunctionArgs) {
  const { payment } = await paymentOf(params, request);
  // The shop has closed this payment (paid, replaced by a newer page, or the order changed): nothing is charged.
  if (payment.status !== "pending") return redirect(new URL(request.url).pathname + new URL(request.url).search, 303);
  const formData = await request.formData();
  if (formData.get("intent") === "cancel") {
    return redirect(
      sandboxProvider.callbackUrl({
        paymentId: payment.id,
        status: "failed",
        ref: `sbx_cancel_${crypto.randomUUID()}`,
        brand: null,
        last4: null,
      }),
      303,
    );
  }
  const submission = parseWithZod(formData, { schema: cardSchema });
  if (submission.status !== "success")
    return data(submission.reply({ hideFields: ["number", "cvv"] }), { status: 400 });
  const { number, holder, expiry, saveCard } = submission.value;
  const e = parseExpiry(expiry)!;
  const status = sandboxProvider.outcomeFor(number);
  const url = sandboxProvider.callbackUrl(
    {
      paymentId: payment.id,
      status,
      ref: `sbx_${crypto.randomUUID()}`,
      brand: cardBrand(number),
      last4: number.slice(-4),
    },
    saveCard && status === "succeeded" ? { number, expMonth: e.month, expYear: e.year, holder } : null,
  );
  return redirect(url, 303);
}

export default function SandboxPaymentPage() {
  const { amount, charged, orderNumber, status, signedIn, testCards, constraint } = useLoaderData<typeof loader>();
  const lastResult = useActionData<typeof action>();
  const navigation = useNavigation();
  const { t } = useTranslation("orders");
  // The amount is a phrase of the page's language: number then unit on a Persian page (issue 23 item 6).
  const dir = dirOf(useLocale());
  const [form, fields] = useValidatedForm<z.input<typeof cardSchema>, z.output<typeof cardSchema>>({
    lastResult,
    constraint,
    schema: () => import("~/domains/orders/schema").then((m) => m.cardSchema),
  });
  return (
    <main id="main" className="mx-auto max-w-md px-4 py-10">
      <p className="text-sm font-semibold uppercase tracking-wide text-gray-600">{t("gateway.provider")}</p>
      <h1 className="mt-1 text-2xl font-bold">{t("gateway.title")}</h1>
      <p className="mt-2 text-gray-700">
        {t("gateway.merchant")} · {t("order.number")} <span dir="ltr">{orderNumber}</span>
      </p>
      <p className="mt-1 text-xl font-semibold" data-testid="gateway-amount">
        <bdi dir={dir}>{amount}</bdi>
      </p>
      {charged ? (
        <p className="mt-1 text-sm text-gray-700" data-testid="gateway-charged">
          {charged}
        </p>
      ) : null}
      {status !== "pending" ? (
        <p className="mt-6 rounded bg-gray-100 p-3">{t("gateway.done")}</p>
      ) : (
        <Form
          method="post"
          reloadDocument
          {...getFormProps(form)}
          className="mt-6 grid gap-4 rounded-xl bg-white p-5 ring-1 ring-gray-200"
        >
          <ErrorSummary
            form={form}
            labels={{
              holder: t("card.holder"),
              number: t("card.number"),
              expiry: t("card.expiry"),
              cvv: t("card.cvv"),
            }}
          />
          <Field meta={fields.holder} label={t("card.holder")} inputProps={{ autoComplete: "cc-name" }} />
          <Field
            meta={fields.number}
            label={t("card.number")}
            inputProps={{ autoComplete: "cc-number", inputMode: "numeric", dir: "ltr" }}
          />
          <div className="grid grid-cols-2 gap-3">
            <Field
              meta={fields.expiry}
              label={t("card.expiry")}
              hint={t("card.expiryHint")}
              inputProps={{ autoComplete: "cc-exp", dir: "ltr" }}
            />
            <Field
              meta={fields.cvv}
              label={t("card.cvv")}
              inputProps={{ autoComplete: "cc-csc", inputMode: "numeric", dir: "ltr" }}
            />
          </div>
          {signedIn ? (
            <div className="flex items-center gap-2">
              <input type="checkbox" id="save-card" name="saveCard" className="h-4 w-4" />
              <label htmlFor="save-card">{t("gateway.saveCard")}</label>
            </div>
          ) : null}
          <button className="btn-primary" disabled={navigation.state !== "idle"}>
            {t("gateway.pay")} <bdi dir={dir}>{amount}</bdi>
          </button>
          <button name="intent" value="cancel" formNoValidate className="btn-secondary">
            {t("gateway.cancel")}
          </button>
        </Form>
      )}
      <details className="mt-6 text-sm text-gray-700">
        <summary>{t("payment.testCards")}</summary>
        <ul className="mt-2" dir="ltr">
          <li>
            {testCards.succeeds} — {t("payment.testSucceeds")}
          </li>
          <li>
            {testCards.declined} — {t("payment.testDeclined")}
          </li>
          <li>
            {testCards.fails} — {t("payment.testFails")}
          </li>
        </ul>
      </details>
    </main>
  );
}
