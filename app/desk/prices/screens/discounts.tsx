import { getFormProps, getInputProps } from "@conform-to/react";
import { getZodConstraint } from "@conform-to/zod";
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { data } from "@remix-run/node";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import type { z } from "zod";
import { FormFooter } from "~/components/account/fields";
import { DateField, ErrorSummary, Field, SelectField, useValidatedForm } from "~/components/forms";

import { Price } from "~/components/price";
import { ScreenLink } from "~/components/screen-link";
import { discountTypes } from "~/domains/orders/rules";
import { getFixedT } from "~/i18n/i18next.server";
import { keyIn, messageKey } from "~/i18n/keys";
import { useTranslation } from "~/i18n/react";
import { pathFor } from "~/routing/screens";
import { agencyToday } from "~/travel/clock";
import { formatDate } from "~/utils/format";
import { toMajor } from "~/utils/money";
import { parseWithZod } from "~/utils/submission.server";
import { redirectWithToast } from "~/utils/toast.server";
import { DeskPage } from "../../components/desk-page";
import { DeskTable } from "../../components/desk-table";
import { actorOf, deskPage, staffOf } from "../../frame.server";
import { currencyList, listDiscounts, saveDiscount, setDiscountActive } from "../prices.server";
import { discountSchema, discountTypeKey } from "../schemas";

/**
 * Discount codes (finance, administrator; decision 114): every code with its type, value, minimum,
 * validity and usage so far; a form that creates one or, with `?edit=<id>`, changes one; activate and
 * deactivate. A code applies at checkout as soon as it is saved (checkout reads the table).
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const { locale } = context;
  const staff = staffOf(context);
  const t = await getFixedT(locale, "common");
  const [codes, currencyRows] = await Promise.all([listDiscounts(), currencyList()]);
  const editId = Number(new URL(request.url).searchParams.get("edit"));
  const editing = codes.find((c) => c.id === editId) ?? null;
  const day = (d: Date | null) => (d ? agencyToday(d) : undefined);
  const decimals = (code: string) => currencyRows.find((c) => c.code === code)?.decimals ?? 2;
  const major = (amount: number, code: string) => String(toMajor(amount, { decimals: decimals(code) }));
  return {
    ...deskPage(locale, staff, t("screen.deskDiscounts"), "deskPrices"),
    codes: codes.map((c) => ({
      id: c.id,
      code: c.code,
      type: c.type,
      value: c.value,
      currency: c.currency,
      minAmount: c.minAmount,
      validFrom: c.validFrom ? formatDate(day(c.validFrom)!, locale) : null,
      validUntil: c.validUntil ? formatDate(day(c.validUntil)!, locale) : null,
      usedCount: c.usedCount,
      usageLimit: c.usageLimit,
      active: c.active,
    })),
    currencies: currencyRows.map((c) => c.code),
    editing: editing
      ? {
          id: String(editing.id),
          code: editing.code,
          type: editing.type,
          value:
            editing.type === "fixed_amount" || editing.type === "direct"
              ? major(editing.value, editing.currency)
              : editing.type === "buy_one_get_one"
                ? ""
                : String(editing.value),
          currency: editing.currency,
          minAmount: editing.minAmount ? major(editing.minAmount, editing.currency) : "",
          validFrom: day(editing.validFrom),
          validUntil: day(editing.validUntil),
          usageLimit: editing.usageLimit === null ? "" : String(editing.usageLimit),
          active: editing.active ? "on" : undefined,
        }
      : null,
    constraint: getZodConstraint(discountSchema),
  };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const { locale } = context;
  const staff = staffOf(context);
  const actor = actorOf(staff);
  const formData = await request.formData();
  const here = pathFor("deskDiscounts", locale);
  const intent = formData.get("intent");
  if (intent === "activate" || intent === "deactivate") {
    const changed = await setDiscountActive(actor, Number(formData.get("id")), intent === "activate");
    return redirectWithToast(here, {
      type: changed ? "success" : "info",
      message: changed
        ? intent === "activate"
          ? "deskPrices:discounts.activated"
          : "deskPrices:discounts.deactivated"
        : "deskPrices:discounts.unchanged",
    });
  }
  const submission = parseWithZod(formData, { schema: discountSchema });
  if (submission.status !== "success") return data({ result: submission.reply() }, { status: 400 });
  const outcome = await saveDiscount(actor, submission.value);
  if (outcome === "saved") return redirectWithToast(here, { type: "success", message: "deskPrices:discounts.saved" });
  const field = outcome === "codeTaken" ? "code" : outcome === "tooPrecise" ? "value" : "currency";
  const message = {
    codeTaken: messageKey("deskPrices:validation.codeTaken"),
    tooPrecise: messageKey("deskPrices:validation.tooPrecise"),
    unknownCurrency: messageKey("deskPrices:validation.currency"),
    notFound: messageKey("deskPrices:validation.notFound"),
  }[outcome];
  return data({ result: submission.reply({ fieldErrors: { [field]: [message] } }) }, { status: 400 });
}

export default function DeskDiscounts() {
  const { title, frame, codes, currencies, editing, constraint } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const { t } = useTranslation("deskPrices");
  const [form, fields] = useValidatedForm<z.input<typeof discountSchema>>({
    id: `discount-${editing?.id ?? "new"}`,
    lastResult: actionData?.result,
    constraint,
    defaultValue: editing ?? { currency: "EUR", active: "on" },
    schema: () => import("../schemas").then((m) => m.discountSchema),
  });
  const labels = {
    code: t("discounts.code"),
    type: t("discounts.type"),
    value: t("discounts.value"),
    currency: t("discounts.currency"),
    minAmount: t("discounts.minAmount"),
    validFrom: t("discounts.validFrom"),
    validUntil: t("discounts.validUntil"),
    usageLimit: t("discounts.usageLimit"),
  };
  const valueOf = (c: (typeof codes)[number]) =>
    c.type === "fixed_amount" || c.type === "direct" ? (
      <Price money={{ amount: c.value, currency: c.currency }} own vat={false} />
    ) : c.type === "buy_one_get_one" ? (
      "—"
    ) : (
      t("discounts.percent", { value: c.value })
    );
  return (
    <DeskPage current="deskDiscounts" frame={frame} title={title}>
      <DeskTable
        caption={title}
        heads={(["code", "type", "value", "minAmount", "validity", "usage", "status"] as const).map((c) =>
          t(keyIn("deskPrices:discounts.columns", c)),
        )}
        actions={t("discounts.columns.actions")}
      >
        {codes.map((c) => (
          <tr key={c.id} className="border-t border-gray-200">
            <th scope="row" className="px-3 py-2 text-start font-mono" dir="ltr">
              {c.code}
            </th>
            <td className="px-3 py-2">{t(discountTypeKey(c.type))}</td>
            <td className="px-3 py-2">{valueOf(c)}</td>
            <td className="px-3 py-2">
              {c.minAmount ? <Price money={{ amount: c.minAmount, currency: c.currency }} own vat={false} /> : "—"}
            </td>
            <td className="px-3 py-2">
              {c.validFrom || c.validUntil
                ? t("discounts.validity", { from: c.validFrom ?? "…", until: c.validUntil ?? "…" })
                : t("discounts.always")}
            </td>
            <td className="px-3 py-2">
              {c.usageLimit === null
                ? t("discounts.used", { count: c.usedCount })
                : t("discounts.usedOf", { count: c.usedCount, limit: c.usageLimit })}
            </td>
            <td className="px-3 py-2">{c.active ? t("discounts.active") : t("discounts.inactive")}</td>
            <td className="flex gap-2 px-3 py-2">
              <ScreenLink
                to="deskDiscounts"
                search={`?edit=${c.id}`}
                className="text-green-800 underline"
                aria-label={t("discounts.editNamed", { code: c.code })}
              >
                {t("discounts.edit")}
              </ScreenLink>
              <Form method="post">
                <input type="hidden" name="id" value={c.id} />
                <button
                  name="intent"
                  value={c.active ? "deactivate" : "activate"}
                  className="text-red-800 underline"
                  aria-label={t(c.active ? "discounts.deactivateNamed" : "discounts.activateNamed", {
                    code: c.code,
                  })}
                >
                  {t(c.active ? "discounts.deactivate" : "discounts.activate")}
                </button>
              </Form>
            </td>
          </tr>
        ))}
      </DeskTable>
      <section
        aria-labelledby="discount-form-title"
        className="mt-8 max-w-2xl rounded-xl bg-white p-6 shadow-sm ring-1 ring-gray-200"
      >
        <h2 id="discount-form-title" className="text-lg font-semibold">
          {editing ? t("discounts.editTitle", { code: editing.code }) : t("discounts.newTitle")}
        </h2>
        <p className="mt-1 text-sm text-gray-700">{t("discounts.intro")}</p>
        <Form method="post" {...getFormProps(form)} className="mt-4 grid gap-4 sm:grid-cols-2">
          <input type="hidden" name="intent" value="save" />
          {editing ? <input type="hidden" name="id" value={editing.id} /> : null}
          <ErrorSummary form={form} labels={labels} className="sm:col-span-2" />
          <Field
            meta={fields.code}
            label={labels.code}
            hint={t("discounts.codeHint")}
            inputProps={{ dir: "ltr", autoComplete: "off" }}
          />
          <SelectField
            meta={fields.type}
            label={labels.type}
            placeholder={t("discounts.chooseType")}
            options={discountTypes.map((type) => ({ value: type, label: t(discountTypeKey(type)) }))}
          />
          <Field
            meta={fields.value}
            label={labels.value}
            hint={t("discounts.valueHint")}
            inputProps={{ inputMode: "decimal", dir: "ltr" }}
          />
          <SelectField
            meta={fields.currency}
            label={labels.currency}
            options={currencies.map((code) => ({ value: code, label: code }))}
          />
          <Field
            meta={fields.minAmount}
            label={labels.minAmount}
            hint={t("discounts.minHint")}
            inputProps={{ inputMode: "decimal", dir: "ltr" }}
          />
          <Field
            meta={fields.usageLimit}
            label={labels.usageLimit}
            hint={t("discounts.limitHint")}
            inputProps={{ inputMode: "numeric", dir: "ltr" }}
          />
          <DateField meta={fields.validFrom} label={labels.validFrom} />
          <DateField meta={fields.validUntil} label={labels.validUntil} />
          <div className="flex items-center gap-2 sm:col-span-2">
            <input
              {...getInputProps(fields.active, { type: "checkbox", value: "on" })}
              key={fields.active.key}
              className="h-5 w-5"
            />
            <label htmlFor={fields.active.id}>{t("discounts.activeLabel")}</label>
          </div>
          <div className="sm:col-span-2">
            <FormFooter errors={form.errors} label={t("discounts.save")} />
          </div>
        </Form>
      </section>
    </DeskPage>
  );
}
