import { getFormProps } from "@conform-to/react";
import type { z } from "zod";
import { Form } from "@remix-run/react";
import { Field, useValidatedForm, ErrorSummary } from "~/components/forms";
import { FormFooter } from "~/components/account/fields";
import type { codeSchema } from "~/domains/accounts/identity";
import { useTranslation } from "~/i18n/react";

type Options = Parameters<typeof useValidatedForm>[0];

/** The 6-digit code a person types from an e-mail or SMS (sign-up, and an e-mail or phone change). */
export function CodeField({ meta }: { meta: Parameters<typeof Field>[0]["meta"] }) {
  const { t } = useTranslation("account");
  return (
    <Field
      meta={meta}
      label={t("verify.code")}
      hint={t("verify.expiry")}
      inputProps={{ inputMode: "numeric", autoComplete: "one-time-code", dir: "ltr", maxLength: 6 }}
    />
  );
}

/**
 * The code step of an e-mail or phone change (decision 206): what was sent where, the
 * 6-digit code (intent "confirm"), a new code when the screen offers one (intent "resend")
 * and cancelling the change (intent "cancel"). The route answers them with `codeStepAction`.
 */
export function CodeStep({
  id,
  lastResult,
  constraint,
  title,
  sent,
  submitLabel,
  cancelLabel,
  resend = false,
}: {
  id: string;
  lastResult: Options["lastResult"];
  constraint: Options["constraint"];
  /** A heading when the step shares its screen with another form. */
  title?: string;
  sent: string;
  submitLabel: string;
  cancelLabel: string;
  resend?: boolean;
}) {
  const { t } = useTranslation("account");
  const [form, fields] = useValidatedForm<z.input<typeof codeSchema>>({
    id,
    lastResult,
    constraint,
    schema: () => import("~/domains/accounts/identity").then((m) => m.codeSchema),
  });
  return (
    <section
      aria-labelledby={title ? `${id}-title` : undefined}
      className="grid max-w-lg gap-4 rounded-xl bg-white p-6 shadow-sm ring-1 ring-gray-200"
    >
      {title ? (
        <h2 id={`${id}-title`} className="text-lg font-semibold">
          {title}
        </h2>
      ) : null}
      <p className="text-gray-800">{sent}</p>
      <Form method="post" {...getFormProps(form)} className="grid gap-4">
        <ErrorSummary form={form} labels={{ code: t("verify.code") }} />
        <input type="hidden" name="intent" value="confirm" />
        <CodeField meta={fields.code} />
        <FormFooter errors={form.errors} label={submitLabel} />
      </Form>
      <div className="flex flex-wrap gap-x-6 gap-y-2">
        {resend ? (
          <Form method="post">
            <input type="hidden" name="intent" value="resend" />
            <button className="text-sm text-green-800 underline">{t("verify.resend")}</button>
          </Form>
        ) : null}
        <Form method="post">
          <input type="hidden" name="intent" value="cancel" />
          <button className="text-sm text-gray-700 underline">{cancelLabel}</button>
        </Form>
      </div>
    </section>
  );
}
