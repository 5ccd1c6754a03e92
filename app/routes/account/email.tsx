import { getFormProps } from "@conform-to/react";
import { getZodConstraint } from "@conform-to/zod";
import { parseWithZod } from "~/utils/submission.server";
import type { z } from "zod";
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { data } from "@remix-run/node";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { AccountPage } from "~/components/account/account-nav";
import { Field, useValidatedForm, ErrorSummary } from "~/components/forms";
import { CodeStep } from "~/components/account/code-step";
import { FormFooter } from "~/components/account/fields";
import { changeEmailSchema, codeSchema } from "~/domains/accounts/identity";
import { useTranslation } from "~/i18n/react";
import { confirmEmailChangeLink, pendingChange, requestEmailChange } from "~/domains/accounts/accounts.server";
import { codeStepAction } from "~/domains/accounts/code-step.server";
import {
  clientIp,
  maskTarget,
  pageHead,
  pathTo,
  rateLimited,
  screenOfRequest,
  TOO_MANY,
} from "~/domains/accounts/http.server";
import { messagesFor } from "~/i18n/resources.server";
import { redirectWithToast } from "~/utils/toast.server";
import { requireUser } from "~/domains/accounts/session.server";
import { messageKey } from "~/i18n/keys";
import { publicOrigin } from "~/utils/env.server";

/**
 * Change e-mail: the new address (typed twice) and the current password; a 6-digit code
 * goes to the new address, and the change happens when it is entered here (or the link
 * in the message is opened by the same signed-in user).
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const { locale } = screenOfRequest(context);
  const user = await requireUser(request, locale);
  const token = new URL(request.url).searchParams.get("token");
  if (token) {
    if (await confirmEmailChangeLink(user.id, token))
      return redirectWithToast(pathTo("accountEmail", locale), {
        type: "success",
        message: "account:email.changed",
      });
    return redirectWithToast(pathTo("accountEmail", locale), {
      type: "error",
      message: "account:errors.linkInvalid",
    });
  }
  const pending = await pendingChange(user.id, "email_change");
  return {
    ...(await pageHead(locale, "accountEmail")),
    current: user.email,
    // A locked code (five wrong tries) ends the step: the address is asked for again.
    pending: pending && !pending.locked ? maskTarget(pending.target) : null,
    messages: messagesFor(locale, "account"),
    // The two forms' native constraints; their schemas load in the browser later (useValidatedForm).
    requestConstraint: getZodConstraint(changeEmailSchema),
    confirmConstraint: getZodConstraint(codeSchema),
  };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const { locale } = screenOfRequest(context);
  const user = await requireUser(request, locale);
  const formData = await request.formData();
  const intent = formData.get("intent");
  const back = pathTo("accountEmail", locale);
  // The e-mail's step offers no new code: the address is asked for again after a cancel.
  if (intent === "confirm" || intent === "cancel")
    return codeStepAction(intent, formData, {
      purpose: "email_change",
      userId: user.id,
      ip: clientIp(context),
      back,
      done: back,
    });
  const submission = parseWithZod(formData, { schema: changeEmailSchema });
  const hideFields = ["currentPassword"];
  if (submission.status !== "success")
    return data({ form: "request" as const, result: submission.reply({ hideFields }) }, { status: 400 });
  const limited = await rateLimited("signIn", clientIp(context), user.email ?? user.phone);
  if (limited)
    return data(
      {
        form: "request" as const,
        result: submission.reply({ formErrors: [TOO_MANY], hideFields }),
      },
      limited,
    );
  const outcome = await requestEmailChange(
    user.id,
    submission.value.currentPassword,
    submission.value.email,
    locale,
    publicOrigin(),
  );
  if (outcome === "sent")
    return redirectWithToast(back, {
      type: "info",
      message: "account:email.sentToast",
    });
  const errors: Record<string, string[]> =
    outcome === "wrongPassword"
      ? { currentPassword: [messageKey("account:errors.wrongPassword")] }
      : outcome === "inUse"
        ? { email: [messageKey("account:errors.emailInUse")] }
        : { email: [messageKey("account:errors.sameEmail")] };
  return data(
    {
      form: "request" as const,
      result: submission.reply({ fieldErrors: errors, hideFields }),
    },
    { status: 400 },
  );
}

type FormProps = {
  lastResult: Parameters<typeof useValidatedForm>[0]["lastResult"];
  constraint: Parameters<typeof useValidatedForm>[0]["constraint"];
};

function RequestForm({ lastResult, constraint }: FormProps) {
  const { t } = useTranslation("account");
  const [form, fields] = useValidatedForm<z.input<typeof changeEmailSchema>>({
    id: "email-request",
    lastResult,
    constraint,
    schema: () => import("~/domains/accounts/identity").then((m) => m.changeEmailSchema),
  });
  return (
    <Form
      method="post"
      {...getFormProps(form)}
      className="grid max-w-lg gap-4 rounded-xl bg-white p-6 shadow-sm ring-1 ring-gray-200"
    >
      <ErrorSummary
        form={form}
        labels={{ email: t("email.new"), confirmEmail: t("email.confirm"), currentPassword: t("password.current") }}
      />
      <Field
        meta={fields.email}
        type="email"
        label={t("email.new")}
        inputProps={{ autoComplete: "email", dir: "ltr" }}
      />
      <Field
        meta={fields.confirmEmail}
        type="email"
        label={t("email.confirm")}
        inputProps={{ autoComplete: "email", dir: "ltr", required: true }}
      />
      <Field
        meta={fields.currentPassword}
        type="password"
        label={t("password.current")}
        inputProps={{ autoComplete: "current-password", dir: "ltr" }}
      />
      <FormFooter errors={form.errors} label={t("email.submit")} />
    </Form>
  );
}

export default function AccountEmailScreen() {
  const { current, pending, title, requestConstraint, confirmConstraint } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const { t } = useTranslation("account");
  return (
    <AccountPage current="accountEmail" title={title}>
      <p className="mb-4 text-gray-800">
        {t("common:labelled", { label: t("email.current") })}{" "}
        <span dir="ltr" className="font-semibold">
          {current ?? t("profile.notSet")}
        </span>
      </p>
      {pending ? (
        <CodeStep
          id="email-confirm"
          lastResult={actionData?.form === "confirm" ? actionData.result : undefined}
          constraint={confirmConstraint}
          sent={t("email.sent", { target: pending })}
          submitLabel={t("email.confirmSubmit")}
          cancelLabel={t("email.cancel")}
        />
      ) : (
        <RequestForm
          lastResult={actionData?.form === "request" ? actionData.result : undefined}
          constraint={requestConstraint}
        />
      )}
    </AccountPage>
  );
}
