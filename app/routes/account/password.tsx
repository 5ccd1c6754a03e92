import { getFormProps } from "@conform-to/react";
import { getZodConstraint } from "@conform-to/zod";
import { parseWithZod } from "~/utils/submission.server";
import type { z } from "zod";
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { data } from "@remix-run/node";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { AccountPage } from "~/components/account/account-nav";
import { Field, useValidatedForm, ErrorSummary } from "~/components/forms";
import { FormFooter, NewPasswordFields } from "~/components/account/fields";
import { changePasswordSchema } from "~/domains/accounts/identity";
import { useTranslation } from "~/i18n/react";
import { safeRedirect } from "~/utils/safe-redirect";
import { changePassword } from "~/domains/accounts/accounts.server";
import { clientIp, pageHead, pathTo, rateLimited, screenOfRequest, TOO_MANY } from "~/domains/accounts/http.server";
import { createSession, requireUser } from "~/domains/accounts/session.server";
import { messagesFor } from "~/i18n/resources.server";
import { redirectWithToast } from "~/utils/toast.server";
import { messageKey } from "~/i18n/keys";

/**
 * Change password (old, new, repeat). Every session of the account ends; this device gets
 * a fresh one. A password flagged as needing change lands here right after sign-in.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const { locale } = screenOfRequest(context);
  const user = await requireUser(request, locale);
  return {
    ...(await pageHead(locale, "accountPassword")),
    mustChange: user.mustChangePassword,
    redirectTo: safeRedirect(new URL(request.url).searchParams.get("redirectTo"), ""),
    messages: messagesFor(locale, "account"),
    // The form's native constraints; the schema itself loads in the browser later (useValidatedForm).
    constraint: getZodConstraint(changePasswordSchema),
  };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const { locale } = screenOfRequest(context);
  const user = await requireUser(request, locale);
  const submission = parseWithZod(await request.formData(), {
    schema: changePasswordSchema,
  });
  const hideFields = ["currentPassword", "password", "confirmPassword"];
  if (submission.status !== "success") return data(submission.reply({ hideFields }), { status: 400 });
  // Guessing the current password is a sign-in attempt like any other.
  const limited = await rateLimited("signIn", clientIp(context), user.email ?? user.phone);
  if (limited) return data(submission.reply({ formErrors: [TOO_MANY], hideFields }), limited);
  if (!(await changePassword(user.id, submission.value.currentPassword, submission.value.password))) {
    return data(
      submission.reply({
        fieldErrors: { currentPassword: [messageKey("account:errors.wrongPassword")] },
        hideFields,
      }),
      { status: 400 },
    );
  }
  const cookie = await createSession(user.id, request);
  const target = safeRedirect(submission.value.redirectTo, pathTo("user", locale));
  return redirectWithToast(
    target,
    { type: "success", message: "common:account.passwordChanged" },
    { headers: { "Set-Cookie": cookie } },
  );
}

export default function AccountPasswordScreen() {
  const { mustChange, redirectTo, title, constraint } = useLoaderData<typeof loader>();
  const lastResult = useActionData<typeof action>();
  const { t } = useTranslation("account");
  const [form, fields] = useValidatedForm<z.input<typeof changePasswordSchema>>({
    id: "password",
    lastResult,
    constraint,
    schema: () => import("~/domains/accounts/identity").then((m) => m.changePasswordSchema),
  });
  return (
    <AccountPage current="accountPassword" title={title}>
      {mustChange ? (
        <p role="status" className="mb-4 max-w-lg rounded-lg bg-amber-50 p-3 text-sm text-amber-900">
          {t("password.mustChange")}
        </p>
      ) : null}
      <Form
        method="post"
        {...getFormProps(form)}
        className="grid max-w-lg gap-4 rounded-xl bg-white p-6 shadow-sm ring-1 ring-gray-200"
      >
        <ErrorSummary
          form={form}
          labels={{
            currentPassword: t("password.current"),
            password: t("password.new"),
            confirmPassword: t("password.confirm"),
          }}
        />
        <input type="hidden" name="redirectTo" value={redirectTo} />
        <Field
          meta={fields.currentPassword}
          type="password"
          label={t("password.current")}
          inputProps={{ autoComplete: "current-password", dir: "ltr" }}
        />
        <NewPasswordFields
          password={fields.password}
          confirm={fields.confirmPassword}
          label={t("password.new")}
          confirmLabel={t("password.confirm")}
          hint={t("signUp.passwordHint")}
        />
        <FormFooter errors={form.errors} label={t("password.submit")} />
      </Form>
    </AccountPage>
  );
}
