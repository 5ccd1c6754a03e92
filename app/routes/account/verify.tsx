import { getFormProps } from "@conform-to/react";
import { getZodConstraint } from "@conform-to/zod";
import { parseWithZod } from "~/utils/submission.server";
import type { z } from "zod";
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { data } from "@remix-run/node";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { useValidatedForm, ErrorSummary } from "~/components/forms";
import { FormFooter } from "~/components/account/fields";
import { CodeField } from "~/components/account/code-step";
import { ScreenLink } from "~/components/screen-link";
import { codeSchema } from "~/domains/accounts/identity";
import { useTranslation } from "~/i18n/react";
import { type Locale } from "~/routing/screens";
import {
  clientIp,
  maskTarget,
  pageHead,
  pathTo,
  rateLimited,
  readPendingSignup,
  screenOfRequest,
  TOO_MANY,
} from "~/domains/accounts/http.server";
import { confirmSignupCode, confirmSignupLink, resendSignupCode } from "~/domains/accounts/accounts.server";
import { codeRefusal } from "~/domains/accounts/code-step.server";
import { createSession, type SessionUser } from "~/domains/accounts/session.server";
import { mergeGuestCart } from "~/domains/cart/cart.server";
import { adoptGuestData } from "~/domains/booking/products";
import { messagesFor } from "~/i18n/resources.server";
import { pendingSignupCookie } from "~/utils/cookies.server";
import { redirectWithToast } from "~/utils/toast.server";
import { messageKey } from "~/i18n/keys";
import { publicOrigin } from "~/utils/env.server";

/**
 * Confirms a new account with the 6-digit code (typed here) or the one-click link of the
 * e-mail (?token=…). Success signs the customer in and opens the dashboard.
 */
async function welcome(request: Request, user: SessionUser, locale: Locale) {
  const headers = new Headers();
  headers.append("Set-Cookie", await createSession(user.id, request));
  headers.append("Set-Cookie", await pendingSignupCookie.serialize("", { maxAge: 0 }));
  const cart = await mergeGuestCart(request, user.id);
  if (cart) headers.append("Set-Cookie", cart);
  for (const cookie of await adoptGuestData(request, user.id)) headers.append("Set-Cookie", cookie);
  return redirectWithToast(
    pathTo("user", locale),
    {
      type: "success",
      message: user.email ? "account:verify.registered" : "account:verify.registeredPhone",
    },
    { headers },
  );
}

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { locale } = screenOfRequest(context);
  const token = new URL(request.url).searchParams.get("token");
  let linkInvalid = false;
  if (token) {
    const user = await confirmSignupLink(token);
    if (user) return welcome(request, user, locale);
    linkInvalid = true;
  }
  const pending = await readPendingSignup(request);
  return {
    ...(await pageHead(locale, "verify")),
    linkInvalid,
    pending: pending ? { channel: pending.channel, target: maskTarget(pending.target) } : null,
    messages: messagesFor(locale, "account"),
    // The form's native constraints; the schema itself loads in the browser later (useValidatedForm).
    constraint: getZodConstraint(codeSchema),
  };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const { locale } = screenOfRequest(context);
  const formData = await request.formData();
  const pending = await readPendingSignup(request);
  const submission = parseWithZod(formData, { schema: codeSchema });
  if (!pending)
    return data(
      {
        result: submission.reply({ formErrors: [messageKey("account:verify.noPending")] }),
      },
      { status: 400 },
    );
  const limited = await rateLimited("verify", clientIp(context), `user:${pending.userId}`);
  if (limited) return data({ result: submission.reply({ formErrors: [TOO_MANY] }) }, limited);

  if (formData.get("intent") === "resend") {
    await resendSignupCode(pending.userId, locale, publicOrigin());
    return redirectWithToast(pathTo("verify", locale), {
      type: "info",
      message: "account:verify.resent",
    });
  }
  if (submission.status !== "success") return data({ result: submission.reply() }, { status: 400 });
  const { result, user } = await confirmSignupCode(pending.userId, submission.value.code);
  if (result === "ok" && user) return welcome(request, user, locale);
  return data(
    { result: submission.reply({ fieldErrors: { code: [codeRefusal(result === "ok" ? "used" : result)] } }) },
    { status: 400 },
  );
}

export default function VerifyScreen() {
  const { pending, linkInvalid, constraint } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const { t } = useTranslation("account");
  const [form, fields] = useValidatedForm<z.input<typeof codeSchema>>({
    id: "verify",
    lastResult: actionData?.result,
    constraint,
    schema: () => import("~/domains/accounts/identity").then((m) => m.codeSchema),
  });
  return (
    <main id="main" className="mx-auto max-w-md px-4 py-10">
      <h1 className="text-2xl font-bold">{t("verify.title")}</h1>
      {linkInvalid ? (
        <p role="alert" className="mt-4 rounded-lg bg-red-50 p-3 text-sm text-red-800">
          {t("errors.linkInvalid")}
        </p>
      ) : null}
      {pending ? (
        <>
          <p className="mt-2 text-gray-700">
            {t(pending.channel === "email" ? "verify.sentEmail" : "verify.sentSms", { target: pending.target })}
          </p>
          <Form
            method="post"
            {...getFormProps(form)}
            className="mt-6 grid gap-4 rounded-xl bg-white p-6 shadow-sm ring-1 ring-gray-200"
          >
            <ErrorSummary form={form} labels={{ code: t("verify.code") }} />
            <CodeField meta={fields.code} />
            <FormFooter errors={form.errors} label={t("verify.submit")} />
          </Form>
          <Form method="post" className="mt-4 text-center">
            <input type="hidden" name="intent" value="resend" />
            <button className="text-sm text-green-800 underline">{t("verify.resend")}</button>
          </Form>
        </>
      ) : (
        <p className="mt-4 text-gray-700">
          {t("verify.noPending")}{" "}
          <ScreenLink to="signUp" className="font-semibold text-green-800 underline">
            {t("common:screen.signUp")}
          </ScreenLink>{" "}
          ·{" "}
          <ScreenLink to="signIn" className="font-semibold text-green-800 underline">
            {t("common:screen.signIn")}
          </ScreenLink>
        </p>
      )}
    </main>
  );
}
