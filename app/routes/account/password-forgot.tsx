import { getFormProps } from "@conform-to/react";
import { getZodConstraint } from "@conform-to/zod";
import { parseWithZod } from "~/utils/submission.server";
import type { z } from "zod";
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { data } from "@remix-run/node";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { Field, Honeypot, useValidatedForm, ErrorSummary } from "~/components/forms";
import { FormFooter } from "~/components/account/fields";
import { ScreenLink } from "~/components/screen-link";
import { forgotSchema, parseIdentifier } from "~/domains/accounts/identity";
import { useTranslation } from "~/i18n/react";
import { resetMailAllowed, signInSource } from "~/domains/accounts/failures.server";
import { clientIp, pageHead, pathTo, rateLimited, screenOfRequest, TOO_MANY } from "~/domains/accounts/http.server";
import { checkHoneypot, honeypotInputs } from "~/utils/honeypot.server";
import { messagesFor } from "~/i18n/resources.server";
import { redirectWithToast } from "~/utils/toast.server";
import { requestPasswordReset } from "~/domains/accounts/accounts.server";
import { publicOrigin } from "~/utils/env.server";

/** Asks for a reset link. The answer is the same whether or not the account exists (spec §8). */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const { locale } = screenOfRequest(context);
  const sent = new URL(request.url).searchParams.get("sent") === "1";
  return {
    ...(await pageHead(locale, "passwordForgot")),
    sent,
    honeypot: honeypotInputs("password-forgot"),
    messages: messagesFor(locale, "account"),
    // The form's native constraints; the schema itself loads in the browser later (useValidatedForm).
    constraint: getZodConstraint(forgotSchema),
  };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const { locale } = screenOfRequest(context);
  const formData = await request.formData();
  const submission = parseWithZod(formData, {
    schema: forgotSchema,
  });
  if (submission.status !== "success") return data(submission.reply(), { status: 400 });
  const id = parseIdentifier(submission.value.identifier)!;
  const account = id.kind === "email" ? id.email : id.phone;
  // Refused per source only (429); the account's mail quota is silent (decision 205).
  const limited = await rateLimited("reset", clientIp(context), null);
  if (limited) return data(submission.reply({ formErrors: [TOO_MANY] }), limited);
  const source = await signInSource(request, clientIp(context), account);
  // Spam (decision 207) gets the same answer, and no mail; a token sends one mail at most.
  const honeypot = checkHoneypot(formData, "password-forgot");
  if (!honeypot.spam && (await resetMailAllowed(account, source)) && (await honeypot.claim()))
    await requestPasswordReset(submission.value.identifier, locale, publicOrigin());
  return redirectWithToast(`${pathTo("passwordForgot", locale)}?sent=1`, {
    type: "info",
    message: "account:forgot.sent",
  });
}

export default function PasswordForgotScreen() {
  const { sent, constraint, honeypot } = useLoaderData<typeof loader>();
  const lastResult = useActionData<typeof action>();
  const { t } = useTranslation("account");
  const [form, fields] = useValidatedForm<z.input<typeof forgotSchema>>({
    id: "forgot",
    lastResult,
    constraint,
    schema: () => import("~/domains/accounts/identity").then((m) => m.forgotSchema),
  });
  return (
    <main id="main" className="mx-auto max-w-md px-4 py-10">
      <h1 className="text-2xl font-bold">{t("forgot.title")}</h1>
      {sent ? (
        <p role="status" className="mt-4 rounded-lg bg-green-50 p-4 text-green-900">
          {t("forgot.sent")}
        </p>
      ) : (
        <p className="mt-2 text-gray-700">{t("forgot.intro")}</p>
      )}
      <Form
        method="post"
        {...getFormProps(form)}
        className="relative mt-6 grid gap-4 rounded-xl bg-white p-6 shadow-sm ring-1 ring-gray-200"
      >
        <ErrorSummary form={form} labels={{ identifier: t("signIn.identifier") }} />
        <Honeypot inputs={honeypot} />
        <Field
          meta={fields.identifier}
          label={t("signIn.identifier")}
          inputProps={{ autoComplete: "username", dir: "ltr" }}
        />
        <FormFooter errors={form.errors} label={t("forgot.submit")} />
      </Form>
      <p className="mt-6 text-center text-sm">
        <ScreenLink to="signIn" className="text-green-800 underline">
          {t("forgot.back")}
        </ScreenLink>
      </p>
    </main>
  );
}
