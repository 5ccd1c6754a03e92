import { getFormProps } from "@conform-to/react";
import { getZodConstraint } from "@conform-to/zod";
import { parseWithZod } from "~/utils/submission.server";
import type { z } from "zod";
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { data } from "@remix-run/node";
import { Form, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { Captcha } from "~/components/account/captcha";
import { ErrorList, Field, Honeypot, useValidatedForm, ErrorSummary } from "~/components/forms";
import { ScreenLink } from "~/components/screen-link";
import { parseIdentifier, signInSchema } from "~/domains/accounts/identity";
import { useTranslation } from "~/i18n/react";
import { safeRedirect } from "~/utils/safe-redirect";
import { authenticate, resendSignupCode } from "~/domains/accounts/accounts.server";
import {
  needsCaptcha,
  recordFailedSignIn,
  signedIn,
  signInRefused,
  signInSource,
} from "~/domains/accounts/failures.server";
import { clientIp, pageHead, pathTo, screenOfRequest, TOO_MANY } from "~/domains/accounts/http.server";
import { createCaptcha, solveCaptcha } from "~/domains/accounts/captcha.server";
import { createSession, requireGuest } from "~/domains/accounts/session.server";
import { checkHoneypot, honeypotInputs } from "~/utils/honeypot.server";
import { mergeGuestCart } from "~/domains/cart/cart.server";
import { adoptGuestData } from "~/domains/booking/products";
import { messagesFor } from "~/i18n/resources.server";
import { pendingSignupCookie } from "~/utils/cookies.server";
import { redirectWithToast } from "~/utils/toast.server";
import { messageKey } from "~/i18n/keys";
import { publicOrigin } from "~/utils/env.server";

/** Sign in with e-mail or mobile number and password (spec §4 Login, §7). */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const { locale } = screenOfRequest(context);
  await requireGuest(request, locale);
  const url = new URL(request.url);
  const source = await signInSource(request, clientIp(context), null);
  const captcha = (await needsCaptcha(null, source)) ? await createCaptcha() : null;
  return {
    ...(await pageHead(locale, "signIn")),
    redirectTo: safeRedirect(url.searchParams.get("redirectTo"), ""),
    captcha,
    honeypot: honeypotInputs("sign-in"),
    messages: messagesFor(locale, "account"),
    // The form's native constraints; the schema itself loads in the browser later (useValidatedForm).
    constraint: getZodConstraint(signInSchema),
  };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const { locale } = screenOfRequest(context);
  await requireGuest(request, locale);
  const ip = clientIp(context);
  const formData = await request.formData();
  const submission = parseWithZod(formData, { schema: signInSchema });
  const reply = async (
    options: Parameters<typeof submission.reply>[0],
    status: number,
    account: string | null = null,
  ) =>
    data(
      {
        result: submission.reply({
          ...options,
          hideFields: ["password", "captchaAnswer"],
        }),
        captcha: (await needsCaptcha(account, await signInSource(request, ip, account))) ? await createCaptcha() : null,
      },
      { status },
    );
  if (submission.status !== "success") return reply({}, 400);
  const { identifier, password, redirectTo, captchaId, captchaAnswer } = submission.value;
  const id = parseIdentifier(identifier)!;
  const account = id.kind === "email" ? id.email : id.phone;

  const source = await signInSource(request, ip, account);
  const limited = await signInRefused(account, source);
  if (limited)
    return data(
      {
        result: submission.reply({
          formErrors: [TOO_MANY],
          hideFields: ["password", "captchaAnswer"],
        }),
        captcha: null,
      },
      limited,
    );

  // A bot filled the hidden field, or its token is not this form's (decision 207): as if the password were wrong.
  const honeypot = checkHoneypot(formData, "sign-in");
  if (honeypot.spam) return reply({ formErrors: [messageKey("account:errors.wrongCredentials")] }, 400, account);
  if (await needsCaptcha(account, source)) {
    if (!(await solveCaptcha(captchaId, captchaAnswer)))
      return reply({ fieldErrors: { captchaAnswer: [messageKey("account:errors.captcha")] } }, 400, account);
  }

  const outcome = await authenticate(identifier, password);
  if (outcome.status === "invalid") {
    await recordFailedSignIn(account, source);
    return reply({ formErrors: [messageKey("account:errors.wrongCredentials")] }, 400, account);
  }
  if (outcome.status === "suspended")
    return reply({ formErrors: [messageKey("account:errors.suspended")] }, 403, account);
  // A token signs in once: only a sign-in that succeeds uses it, so a mistyped password can be corrected on the same page.
  if (!(await honeypot.claim()))
    return reply({ formErrors: [messageKey("account:errors.wrongCredentials")] }, 400, account);
  const deviceSetCookie = await signedIn(request, account, source);
  if (outcome.status === "pending") {
    await resendSignupCode(outcome.userId, locale, publicOrigin());
    const cookie = await pendingSignupCookie.serialize({
      userId: outcome.userId,
      channel: id.kind === "email" ? "email" : "sms",
      target: account,
    });
    return redirectWithToast(
      pathTo("verify", locale),
      { type: "info", message: "account:verify.notConfirmed" },
      { headers: { "Set-Cookie": cookie } },
    );
  }

  const headers = new Headers();
  headers.append("Set-Cookie", deviceSetCookie);
  headers.append("Set-Cookie", await createSession(outcome.user.id, request));
  const cartCookie = await mergeGuestCart(request, outcome.user.id);
  if (cartCookie) headers.append("Set-Cookie", cartCookie);
  for (const cookie of await adoptGuestData(request, outcome.user.id)) headers.append("Set-Cookie", cookie);
  const target = safeRedirect(redirectTo, pathTo("home", locale));
  if (outcome.user.mustChangePassword) {
    return redirectWithToast(
      `${pathTo("accountPassword", locale)}?redirectTo=${encodeURIComponent(target)}`,
      { type: "info", message: "account:password.mustChange" },
      { headers },
    );
  }
  return redirectWithToast(
    target,
    {
      type: "success",
      message: "common:account.welcome",
      values: { name: outcome.user.firstName },
    },
    { headers },
  );
}

export default function SignInScreen() {
  const { redirectTo, captcha: initialCaptcha, constraint, honeypot } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const navigation = useNavigation();
  const { t } = useTranslation("account");
  const [form, fields] = useValidatedForm<z.input<typeof signInSchema>>({
    id: "sign-in",
    lastResult: actionData?.result,
    constraint,
    schema: () => import("~/domains/accounts/identity").then((m) => m.signInSchema),
  });
  const captcha = actionData ? actionData.captcha : initialCaptcha;
  const suspended = form.errors?.includes("account:errors.suspended");
  const submitting = navigation.state === "submitting";
  return (
    <main id="main" className="mx-auto max-w-md px-4 py-10">
      <h1 className="text-2xl font-bold">{t("signIn.title")}</h1>
      <p className="mt-2 text-gray-700">{t("signIn.intro")}</p>
      <Form
        method="post"
        {...getFormProps(form)}
        className="relative mt-6 grid gap-4 rounded-xl bg-white p-6 shadow-sm ring-1 ring-gray-200"
      >
        <ErrorSummary
          form={form}
          labels={{
            identifier: t("signIn.identifier"),
            password: t("signIn.password"),
            captchaAnswer: t("captcha.answer"),
          }}
        />
        <Honeypot inputs={honeypot} />
        <input type="hidden" name="redirectTo" value={redirectTo} />
        <Field
          meta={fields.identifier}
          label={t("signIn.identifier")}
          hint={t("signIn.identifierHint")}
          inputProps={{ autoComplete: "username", dir: "ltr" }}
        />
        <Field
          meta={fields.password}
          type="password"
          label={t("signIn.password")}
          inputProps={{ autoComplete: "current-password", dir: "ltr" }}
        />
        {captcha ? <Captcha captcha={captcha} errors={fields.captchaAnswer.errors} solving={submitting} /> : null}
        {suspended ? (
          <div role="alert" className="rounded-lg bg-red-50 p-3 text-sm text-red-800">
            {t("errors.suspended")}{" "}
            <ScreenLink to="contact" className="font-semibold underline">
              {t("errors.contactLink")}
            </ScreenLink>
          </div>
        ) : (
          <div role="alert">
            <ErrorList errors={form.errors} />
          </div>
        )}
        <button className="btn-primary" disabled={submitting}>
          {submitting ? t("signIn.submitting") : t("signIn.submit")}
        </button>
        <ScreenLink to="passwordForgot" className="text-sm text-green-800 underline">
          {t("signIn.forgot")}
        </ScreenLink>
      </Form>
      <p className="mt-6 text-center text-sm">
        {t("signIn.noAccount")}{" "}
        <ScreenLink
          to="signUp"
          search={redirectTo ? `?redirectTo=${encodeURIComponent(redirectTo)}` : undefined}
          className="font-semibold text-green-800 underline"
        >
          {t("signIn.signUp")}
        </ScreenLink>
      </p>
    </main>
  );
}
