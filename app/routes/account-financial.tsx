import { getFormProps } from "@conform-to/react";
import { getZodConstraint } from "@conform-to/zod";
import { parseWithZod } from "~/utils/submission.server";
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { data } from "@remix-run/node";
import { Form, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { z } from "zod";
import { redeemSchema, saveCardSchema } from "~/domains/orders/schema";
import { deleteCard, listCards, redeemGiftCard, saveCard, walletOverview } from "~/domains/payments/wallet.server";
import { ErrorList, Field, useValidatedForm, ErrorSummary } from "~/components/forms";
import { Price } from "~/components/price";
import { AccountPage } from "~/components/account/account-nav";
import { formatDate } from "~/utils/format";
import { pathFor } from "~/routing/screens";
import { useLocale } from "~/utils/root-data";
import { useTranslation } from "~/i18n/react";
import { getFixedT } from "~/i18n/i18next.server";
import { messagesFor, messagesPart } from "~/i18n/resources.server";
import { redirectWithToast } from "~/utils/toast.server";
import { requireUser } from "~/domains/accounts/session.server";
import { keyIn } from "~/i18n/keys";
import { cardRefunds, refundReasonKey } from "~/domains/orders/refunds.server";

/** Financial: the wallet's available balance and its transactions, saved bank cards, gift cards. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const { locale } = context;
  const user = await requireUser(request, locale);
  const t = await getFixedT(locale, "orders");
  const [wallet, cards, refunds] = await Promise.all([
    walletOverview(user.id),
    listCards(user.id),
    cardRefunds(user.id),
  ]);
  return {
    title: t("financial.title"),
    noindex: true,
    messages: { ...messagesFor(locale, "orders"), ...messagesPart(locale, "account", "nav") },
    balance: wallet.balance,
    entries: wallet.entries.map((e) => ({
      id: e.id,
      amount: e.amount,
      currency: e.currency,
      kind: e.kind,
      note: e.note,
      createdAt: e.createdAt.toISOString(),
    })),
    cards,
    refunds: refunds.map((r) => ({
      ...r,
      reason: refundReasonKey(r.reason),
      createdAt: r.createdAt.toISOString(),
    })),
    // The two forms' native constraints; their schemas load in the browser later (useValidatedForm).
    cardConstraint: getZodConstraint(saveCardSchema),
    redeemConstraint: getZodConstraint(redeemSchema),
  };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const { locale } = context;
  const user = await requireUser(request, locale);
  const back = pathFor("accountFinancial", locale);
  const formData = await request.formData();
  const intent = formData.get("intent");
  if (intent === "addCard") {
    const submission = parseWithZod(formData, { schema: saveCardSchema });
    if (submission.status !== "success")
      return data({ intent, result: submission.reply({ hideFields: ["number"] }) }, { status: 400 });
    const saved = await saveCard(user.id, submission.value);
    if (!saved.ok)
      return data(
        { intent, result: submission.reply({ fieldErrors: { number: [saved.error] }, hideFields: ["number"] }) },
        { status: 409 },
      );
    return redirectWithToast(back, { type: "success", message: "orders:card.saved", values: { last4: saved.last4 } });
  }
  if (intent === "deleteCard") {
    const id = z.coerce.number().int().positive().safeParse(formData.get("cardId"));
    const ok = id.success && (await deleteCard(user.id, id.data));
    return redirectWithToast(
      back,
      ok
        ? { type: "success", message: "orders:card.deleted" }
        : { type: "error", message: "orders:payment.cardNotFound" },
    );
  }
  if (intent === "redeem") {
    const submission = parseWithZod(formData, { schema: redeemSchema });
    if (submission.status !== "success") return data({ intent, result: submission.reply() }, { status: 400 });
    const result = await redeemGiftCard(user.id, submission.value.code);
    if (!result.ok)
      return data({ intent, result: submission.reply({ fieldErrors: { code: [result.error] } }) }, { status: 409 });
    return redirectWithToast(back, { type: "success", message: "orders:gift.redeemed" });
  }
  throw new Response(null, { status: 400 });
}

export default function AccountFinancialScreen() {
  const { balance, entries, cards, refunds, cardConstraint, redeemConstraint } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const navigation = useNavigation();
  const { t } = useTranslation("orders");
  const locale = useLocale();
  const [cardForm, cardFields] = useValidatedForm<z.input<typeof saveCardSchema>>({
    id: "add-card",
    lastResult: actionData?.intent === "addCard" ? actionData.result : undefined,
    constraint: cardConstraint,
    schema: () => import("~/domains/orders/schema").then((m) => m.saveCardSchema),
  });
  const [giftForm, giftFields] = useValidatedForm<z.input<typeof redeemSchema>>({
    id: "redeem",
    lastResult: actionData?.intent === "redeem" ? actionData.result : undefined,
    constraint: redeemConstraint,
    schema: () => import("~/domains/orders/schema").then((m) => m.redeemSchema),
  });
  const busy = navigation.state !== "idle";
  return (
    <AccountPage current="accountFinancial" title={t("financial.title")}>
      <div className="grid gap-8">
        <section aria-labelledby="wallet-title" className="rounded-xl bg-white p-4 ring-1 ring-gray-200">
          <h2 id="wallet-title" className="text-xl font-semibold">
            {t("financial.wallet")}
          </h2>
          <p className="mt-2 text-2xl font-bold" data-testid="wallet-balance">
            {t("payment.available")} <Price money={{ amount: balance, currency: "EUR" }} vat={false} />
          </p>
          {entries.length ? (
            <table className="mt-4 w-full text-sm">
              <caption className="sr-only">{t("financial.transactions")}</caption>
              <thead>
                <tr>
                  <th scope="col" className="text-start">
                    {t("financial.date")}
                  </th>
                  <th scope="col" className="text-start">
                    {t("financial.kind")}
                  </th>
                  <th scope="col" className="text-end">
                    {t("financial.amount")}
                  </th>
                </tr>
              </thead>
              <tbody>
                {entries.map((e) => (
                  <tr key={e.id} className="border-t border-gray-100">
                    <td>{formatDate(e.createdAt, locale)}</td>
                    <td>
                      {t(`wallet.${e.kind}`)} {e.note ? <span dir="ltr">{e.note}</span> : null}
                    </td>
                    <td className="text-end">
                      {e.amount < 0 ? "−" : "+"}
                      <Price money={{ amount: Math.abs(e.amount), currency: e.currency }} vat={false} />
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          ) : (
            <p className="mt-2 text-sm text-gray-600">{t("financial.noTransactions")}</p>
          )}
        </section>

        <section aria-labelledby="card-refunds-title" className="rounded-xl bg-white p-4 ring-1 ring-gray-200">
          <h2 id="card-refunds-title" className="text-xl font-semibold">
            {t("financial.cardRefunds")}
          </h2>
          {refunds.length ? (
            <table className="mt-4 w-full text-sm" data-testid="card-refunds">
              <thead>
                <tr>
                  <th scope="col" className="text-start">
                    {t("financial.date")}
                  </th>
                  <th scope="col" className="text-start">
                    {t("financial.order")}
                  </th>
                  <th scope="col" className="text-start">
                    {t("financial.reason")}
                  </th>
                  <th scope="col" className="text-start">
                    {t("financial.status")}
                  </th>
                  <th scope="col" className="text-end">
                    {t("financial.amount")}
                  </th>
                </tr>
              </thead>
              <tbody>
                {refunds.map((r) => (
                  <tr key={r.id} className="border-t border-gray-100">
                    <td>{formatDate(r.createdAt, locale)}</td>
                    <td className="text-start">
                      <bdi dir="ltr">{r.orderNumber}</bdi>
                    </td>
                    <td>{t(r.reason)}</td>
                    <td>{r.status === "done" ? t("financial.refundDone") : t("financial.refundPending")}</td>
                    <td className="text-end">
                      <Price money={{ amount: r.amount, currency: r.currency }} own />
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          ) : (
            <p className="mt-2 text-sm text-gray-600">{t("financial.noCardRefunds")}</p>
          )}
        </section>

        <section aria-labelledby="cards-title" className="rounded-xl bg-white p-4 ring-1 ring-gray-200">
          <h2 id="cards-title" className="text-xl font-semibold">
            {t("financial.cards")}
          </h2>
          {cards.length ? (
            <ul className="mt-3 grid gap-2">
              {cards.map((c) => (
                <li key={c.id} className="flex items-center justify-between gap-3" data-testid="saved-card">
                  <span>
                    {t(keyIn("orders:brand", c.brand))} •••• <span dir="ltr">{c.last4}</span> ·{" "}
                    {String(c.expMonth).padStart(2, "0")}/{c.expYear} · <span dir="auto">{c.holder}</span>
                  </span>
                  <Form method="post">
                    <input type="hidden" name="intent" value="deleteCard" />
                    <input type="hidden" name="cardId" value={c.id} />
                    <button
                      className="btn-secondary"
                      aria-label={t("card.deleteLabel", { last4: c.last4 })}
                      disabled={busy}
                    >
                      {t("card.delete")}
                    </button>
                  </Form>
                </li>
              ))}
            </ul>
          ) : (
            <p className="mt-2 text-sm text-gray-600">{t("financial.noCards")}</p>
          )}
          <h3 className="mt-6 font-semibold">{t("card.add")}</h3>
          <p className="text-sm text-gray-600">{t("card.addHint")}</p>
          <Form method="post" {...getFormProps(cardForm)} className="mt-3 grid gap-3 sm:grid-cols-3 sm:items-start">
            <ErrorSummary
              form={cardForm}
              labels={{ holder: t("card.holder"), number: t("card.number"), expiry: t("card.expiry") }}
            />
            <input type="hidden" name="intent" value="addCard" />
            <Field meta={cardFields.holder} label={t("card.holder")} inputProps={{ autoComplete: "cc-name" }} />
            <Field
              meta={cardFields.number}
              label={t("card.number")}
              inputProps={{ autoComplete: "cc-number", inputMode: "numeric", dir: "ltr" }}
            />
            <Field
              meta={cardFields.expiry}
              label={t("card.expiry")}
              hint={t("card.expiryHint")}
              inputProps={{ autoComplete: "cc-exp", dir: "ltr" }}
            />
            <ErrorList errors={cardForm.errors} />
            <button className="btn-primary sm:col-span-3 sm:w-fit" disabled={busy}>
              {t("card.save")}
            </button>
          </Form>
        </section>

        <section aria-labelledby="gift-title" className="rounded-xl bg-white p-4 ring-1 ring-gray-200">
          <h2 id="gift-title" className="text-xl font-semibold">
            {t("financial.giftCards")}
          </h2>
          <p className="text-sm text-gray-600">{t("gift.redeemHint")}</p>
          <Form method="post" {...getFormProps(giftForm)} className="mt-3 flex flex-wrap items-start gap-3">
            <ErrorSummary form={giftForm} labels={{ code: t("checkout.giftCode") }} />
            <input type="hidden" name="intent" value="redeem" />
            <Field meta={giftFields.code} label={t("checkout.giftCode")} inputProps={{ dir: "ltr" }} />
            <button className="btn-primary mt-6" disabled={busy}>
              {t("gift.redeem")}
            </button>
          </Form>
        </section>
      </div>
    </AccountPage>
  );
}
