import { getFormProps } from "@conform-to/react";
import { getZodConstraint } from "@conform-to/zod";
import { parseWithZod } from "~/utils/submission.server";
import type { z } from "zod";
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { data } from "@remix-run/node";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { useValidatedForm, ErrorSummary } from "~/components/forms";
import { FormFooter, NewPasswordFields } from "~/components/account/fields";
import { ScreenLink } from "~/components/screen-link";
import { resetSchema } from "~/domains/accounts/identity";
import { useTranslation } from "~/i18n/react";
import { clientIp, pageHead, pathTo, rateLimited, screenOfRequest, TOO_MANY } from "~/domains/accounts/http.server";
import { createSession } from "~/domains/accounts/session.server";
import { isResetTokenValid, resetPassword } from "~/domains/accounts/accounts.server";
import { messagesFor } from "~/i18n/resources.server";
import { redirectWithToast } from "~/utils/toast.server";
import { messageKey } from "~/i18n/keys";

/** Chooses a new password from a one-use, expiring link; every old session ends. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const { locale } = screenOfRequest(context);
  const token = new URL(request.url).searchParams.get("token") ?? "";
  return {
    ...(await pageHead(locale, "passwordReset")),
    token,
    valid: token ? await isResetTokenValid(token) : false,
    messages: messagesFor(locale, "account"),
    // The form's native constraints; the schema itself loads in the browser later (useValidatedForm).
    constraint: getZodConstraint(resetSchema),
  };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const { locale } = screenOfRequest(context);
  const submission = parseWithZod(await request.formData(), {
    schema: resetSchema,
  });
  const hideFields = ["password", "confirmPassword"];
  if (submission.status !== "success") return data(submission.reply({ hideFields }), { status: 400 });
  const limited = await rateLimited("reset", clientIp(context), `token:${submission.value.token.slice(0, 16)}`);
  if (limited) return data(submission.reply({ formErrors: [TOO_MANY], hideFields }), limited);
  const userId = await resetPassword(submission.value.token, submission.value.password);
  if (!userId)
    return data(
      submission.reply({
        formErrors: [messageKey("account:errors.resetInvalid")],
        hideFields,
      }),
      { status: 400 },
    );
  // The person who holds the link is signed in on this device only.
  const cookie = await createSession(userId, request);
  return redirectWithToast(
    pathTo("user", locale),
    { type: "success", message: "common:account.passwordChanged" },
    { headers: { "Set-Cookie": cookie } },
  );
}

export default function PasswordResetScreen() {
  const { token, valid, constraint } = useLoaderData<typeof loader>();
  const lastResult = useActionData<typeof action>();
  const { t } = useTranslation("account");
  const [form, fields] = useValidatedForm<z.input<typeof resetSchema>>({
    id: "reset",
    lastResult,
    constraint,
    schema: () => import("~/domains/accounts/identity").then((m) => m.resetSchema),
  });
  return (
    <main id="main" className="mx-auto max-w-md px-4 py-10">
      <h1 className="text-2xl font-bold">{t("reset.title")}</h1>
      {valid ? (
        <Form
          method="post"
          {...getFormProps(form)}
          className="mt-6 grid gap-4 rounded-xl bg-white p-6 shadow-sm ring-1 ring-gray-200"
        >
          <ErrorSummary
            form={form}
            labels={{ password: t("reset.password"), confirmPassword: t("reset.confirmPassword") }}
          />
          <input type="hidden" name="token" value={token} />
          <NewPasswordFields
            password={fields.password}
            confirm={fields.confirmPassword}
            label={t("reset.password")}
            confirmLabel={t("reset.confirmPassword")}
            hint={t("signUp.passwordHint")}
          />
          <FormFooter errors={form.errors} label={t("reset.submit")} />
        </Form>
      ) : (
        <div className="mt-4">
          <p role="alert" className="rounded-lg bg-red-50 p-3 text-sm text-red-800">
            {t("errors.resetInvalid")}
          </p>
          <ScreenLink to="passwordForgot" className="mt-4 inline-block font-semibold text-green-800 underline">
            {t("reset.again")}
          </ScreenLink>
        </div>
      )}
    </main>
  );
}
