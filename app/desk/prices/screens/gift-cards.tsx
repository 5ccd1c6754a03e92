import { getFormProps } from "@conform-to/react";
import { getZodConstraint } from "@conform-to/zod";
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { data } from "@remix-run/node";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import type { z } from "zod";
import { FormFooter } from "~/components/account/fields";
import { DateField, ErrorSummary, Field, SelectField, useValidatedForm } from "~/components/forms";

import { Price } from "~/components/price";
import { getFixedT } from "~/i18n/i18next.server";
import { keyIn, messageKey } from "~/i18n/keys";
import { useTranslation } from "~/i18n/react";
import { pathFor } from "~/routing/screens";
import { agencyToday } from "~/travel/clock";
import { formatDate } from "~/utils/format";
import { parseWithZod } from "~/utils/submission.server";
import { redirectWithToast } from "~/utils/toast.server";
import { DeskPage } from "../../components/desk-page";
import { DeskTable } from "../../components/desk-table";
import { actorOf, deskPage, staffOf } from "../../frame.server";
import { issueGiftCard, listGiftCards, voidGiftCard } from "../prices.server";
import { giftCardSchema } from "../schemas";

/**
 * Gift and promo cards (finance, administrator; decision 114): the latest 200 with their balance, expiry
 * and who redeemed them; issue one (a code is made when none is typed), void one (its balance goes to 0).
 */
export async function loader({ context }: LoaderFunctionArgs) {
  const { locale } = context;
  const staff = staffOf(context);
  const t = await getFixedT(locale, "common");
  const now = new Date();
  return {
    ...deskPage(locale, staff, t("screen.deskGiftCards"), "deskPrices"),
    cards: (await listGiftCards()).map((c) => ({
      id: c.id,
      code: c.code,
      kind: c.kind,
      currency: c.currency,
      initialAmount: c.initialAmount,
      balance: c.balance,
      expires: c.expiresAt ? formatDate(agencyToday(c.expiresAt), locale) : null,
      status:
        c.balance === 0 ? "empty" : c.expiresAt && c.expiresAt < now ? "expired" : c.redeemedBy ? "redeemed" : "open",
    })),
    constraint: getZodConstraint(giftCardSchema),
  };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const { locale } = context;
  const actor = actorOf(staffOf(context));
  const formData = await request.formData();
  const here = pathFor("deskGiftCards", locale);
  if (formData.get("intent") === "void") {
    const voided = await voidGiftCard(actor, Number(formData.get("id")));
    return redirectWithToast(here, {
      type: voided ? "success" : "info",
      message: voided ? "deskPrices:giftCards.voided" : "deskPrices:giftCards.alreadyEmpty",
    });
  }
  const submission = parseWithZod(formData, { schema: giftCardSchema });
  if (submission.status !== "success") return data({ result: submission.reply() }, { status: 400 });
  const code = await issueGiftCard(actor, submission.value);
  if (code === "tooPrecise")
    return data(
      { result: submission.reply({ fieldErrors: { amount: [messageKey("deskPrices:validation.tooPrecise")] } }) },
      { status: 400 },
    );
  if (!code)
    return data(
      { result: submission.reply({ fieldErrors: { code: [messageKey("deskPrices:validation.codeTaken")] } }) },
      { status: 400 },
    );
  return redirectWithToast(here, { type: "success", message: "deskPrices:giftCards.issued" });
}

export default function DeskGiftCards() {
  const { title, frame, cards, constraint } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const { t } = useTranslation("deskPrices");
  const [form, fields] = useValidatedForm<z.input<typeof giftCardSchema>>({
    id: "gift-card",
    lastResult: actionData?.result,
    constraint,
    defaultValue: { kind: "gift" },
    schema: () => import("../schemas").then((m) => m.giftCardSchema),
  });
  const labels = {
    code: t("giftCards.code"),
    kind: t("giftCards.kind"),
    amount: t("giftCards.amount"),
    expiresAt: t("giftCards.expiresAt"),
  };
  return (
    <DeskPage current="deskGiftCards" frame={frame} title={title}>
      <DeskTable
        caption={title}
        heads={(["code", "kind", "initial", "balance", "expires", "status"] as const).map((c) =>
          t(keyIn("deskPrices:giftCards.columns", c)),
        )}
        actions={t("giftCards.columns.actions")}
      >
        {cards.map((c) => (
          <tr key={c.id} className="border-t border-gray-200">
            <th scope="row" className="px-3 py-2 text-start font-mono" dir="ltr">
              {c.code}
            </th>
            <td className="px-3 py-2">{t(keyIn("deskPrices:giftCards.kinds", c.kind))}</td>
            <td className="px-3 py-2">
              <Price money={{ amount: c.initialAmount, currency: c.currency }} own vat={false} />
            </td>
            <td className="px-3 py-2">
              <Price money={{ amount: c.balance, currency: c.currency }} own vat={false} />
            </td>
            <td className="px-3 py-2">{c.expires ?? t("giftCards.noExpiry")}</td>
            <td className="px-3 py-2">{t(keyIn("deskPrices:giftCards.status", c.status))}</td>
            <td className="px-3 py-2">
              {c.balance > 0 ? (
                <Form method="post">
                  <input type="hidden" name="id" value={c.id} />
                  <button
                    name="intent"
                    value="void"
                    className="text-red-800 underline"
                    aria-label={t("giftCards.voidNamed", { code: c.code })}
                  >
                    {t("giftCards.void")}
                  </button>
                </Form>
              ) : null}
            </td>
          </tr>
        ))}
      </DeskTable>
      <section
        aria-labelledby="gift-form-title"
        className="mt-8 max-w-2xl rounded-xl bg-white p-6 shadow-sm ring-1 ring-gray-200"
      >
        <h2 id="gift-form-title" className="text-lg font-semibold">
          {t("giftCards.newTitle")}
        </h2>
        <p className="mt-1 text-sm text-gray-700">{t("giftCards.intro")}</p>
        <Form method="post" {...getFormProps(form)} className="mt-4 grid gap-4 sm:grid-cols-2">
          <input type="hidden" name="intent" value="issue" />
          <ErrorSummary form={form} labels={labels} className="sm:col-span-2" />
          <Field
            meta={fields.code}
            label={labels.code}
            hint={t("giftCards.codeHint")}
            inputProps={{ dir: "ltr", autoComplete: "off" }}
          />
          <SelectField
            meta={fields.kind}
            label={labels.kind}
            options={(["gift", "promo"] as const).map((kind) => ({
              value: kind,
              label: t(keyIn("deskPrices:giftCards.kinds", kind)),
            }))}
          />
          <Field
            meta={fields.amount}
            label={labels.amount}
            hint={t("giftCards.amountHint")}
            inputProps={{ inputMode: "decimal", dir: "ltr" }}
          />
          <DateField meta={fields.expiresAt} label={labels.expiresAt} />
          <div className="sm:col-span-2">
            <FormFooter errors={form.errors} label={t("giftCards.issue")} />
          </div>
        </Form>
      </section>
    </DeskPage>
  );
}
