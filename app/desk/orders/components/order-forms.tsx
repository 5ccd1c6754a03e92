import { getFormProps } from "@conform-to/react";
import { Form } from "@remix-run/react";
import type { z } from "zod";
import { FormFooter } from "~/components/account/fields";
import { ErrorSummary, Field, RadioGroupField, TextareaField, useValidatedForm } from "~/components/forms";
import { keyIn } from "~/i18n/keys";
import { useTranslation } from "~/i18n/react";
import type { noteSchema, refundSchema } from "../schemas";
import type { SubmissionResult } from "@conform-to/react";
import type { OrderScreen } from "../order-page.server";
import { Section, useWhen } from "./table";

/** The desk's order page, its forms: notes, cancel (with the quote), resend the documents, finance's manual refund. */
/** What the order screen's action answers when a form is refused: which form, and conform's result. */
export type OrderFormReply = { form: "note" | "refund"; result: SubmissionResult<string[]> } | undefined;

export function OrderForms({ page, actionData }: { page: OrderScreen; actionData: OrderFormReply }) {
  const { t } = useTranslation("deskOrders");
  const when = useWhen();
  const [noteForm, noteFields] = useValidatedForm<z.input<typeof noteSchema>>({
    id: "desk-note",
    lastResult: actionData?.form === "note" ? actionData.result : undefined,
    constraint: page.constraints.note,
    schema: () => import("../schemas").then((m) => m.noteSchema),
  });
  const [refundForm, refundFields] = useValidatedForm<z.input<typeof refundSchema>>({
    id: "desk-refund",
    lastResult: actionData?.form === "refund" ? actionData.result : undefined,
    constraint: page.constraints.refund,
    defaultValue: { method: page.refundable[0]?.method },
    schema: () => import("../schemas").then((m) => m.refundSchema),
  });
  const chosen = page.refundable.find((r) => r.method === refundFields.method.value) ?? page.refundable[0];
  return (
    <>
      <Section id="order-notes" title={t("order.notes")}>
        {page.notes.length ? (
          <ul className="grid gap-2 text-sm">
            {page.notes.map((n) => (
              <li key={n.id} className="rounded bg-gray-50 p-2">
                <p className="whitespace-pre-line">{n.body}</p>
                <p className="mt-1 text-xs text-gray-700">
                  {when(n.at)} · {t("order.by", { email: n.by })}
                </p>
              </li>
            ))}
          </ul>
        ) : (
          <p className="text-sm text-gray-700">{t("order.nothing")}</p>
        )}
        {page.may.note ? (
          <Form method="post" {...getFormProps(noteForm)} className="mt-4 grid max-w-xl gap-3">
            <input type="hidden" name="intent" value="note" />
            <TextareaField meta={noteFields.body} label={t("note.label")} />
            <p className="-mt-2 text-xs text-gray-600">{t("note.hint")}</p>
            <FormFooter errors={noteForm.errors} label={t("note.add")} />
          </Form>
        ) : null}
      </Section>
      {page.may.resend && page.order.status === "confirmed" ? (
        <Form method="post" className="mt-6">
          <input type="hidden" name="intent" value="resend" />
          <button className="btn-secondary">{t("order.resend")}</button>
        </Form>
      ) : null}
      {page.may.cancel && page.cancel ? (
        <Section id="order-cancel" title={t("cancel.title")}>
          {page.cancel.refundable ? (
            <Form method="post" className="grid gap-3">
              <p className="text-sm">
                {t("cancel.quote", { amount: page.cancel.amount, penalty: page.cancel.penalty })}
              </p>
              <input type="hidden" name="intent" value="cancel" />
              <div>
                <button className="rounded bg-red-700 px-4 py-2 font-semibold text-white hover:bg-red-800">
                  {t("cancel.confirm", { amount: page.cancel.amount })}
                </button>
              </div>
            </Form>
          ) : (
            <p className="text-sm">{t("cancel.notRefundable")}</p>
          )}
        </Section>
      ) : null}
      {page.may.refund ? (
        <Section id="order-refund" title={t("refund.title")}>
          {chosen ? (
            <>
              <p className="text-sm text-gray-700">{t("refund.intro")}</p>
              <ul className="mt-2 text-sm">
                {page.refundable.map((r) => (
                  <li key={r.method}>
                    {t(keyIn("deskOrders:method", r.method))} · {t("refund.left")} · <bdi>{r.left}</bdi>
                  </li>
                ))}
              </ul>
              <Form method="post" {...getFormProps(refundForm)} className="mt-4 grid max-w-xl gap-4">
                <input type="hidden" name="intent" value="refund" />
                <ErrorSummary
                  form={refundForm}
                  labels={{
                    method: t("refund.method"),
                    amount: t("refund.amount", { currency: page.currency }),
                    reason: t("refund.reason"),
                  }}
                />
                <RadioGroupField
                  meta={refundFields.method}
                  legend={t("refund.method")}
                  options={page.refundable.map((r) => ({
                    value: r.method,
                    label: t(keyIn("deskOrders:method", r.method)),
                  }))}
                />
                <Field
                  meta={refundFields.amount}
                  label={t("refund.amount", { currency: page.currency })}
                  hint={t("refund.amountHint", { amount: chosen.max })}
                  inputProps={{ inputMode: "decimal", dir: "ltr", autoComplete: "off" }}
                />
                <Field meta={refundFields.reason} label={t("refund.reason")} hint={t("refund.reasonHint")} />
                <FormFooter errors={refundForm.errors} label={t("refund.submit")} />
              </Form>
            </>
          ) : (
            <p className="text-sm">{t("refund.nothing")}</p>
          )}
        </Section>
      ) : null}
    </>
  );
}
