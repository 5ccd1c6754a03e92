import { getFormProps } from "@conform-to/react";
import { getZodConstraint } from "@conform-to/zod";
import { parseWithZod } from "~/utils/submission.server";
import type { z } from "zod";
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { data, redirect } from "@remix-run/node";
import { Form, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { Captcha } from "~/components/account/captcha";
import { CheckboxField, NewPasswordFields } from "~/components/account/fields";
import { ErrorList, Field, Honeypot, useValidatedForm, ErrorSummary, SelectField } from "~/components/forms";
import { ScreenLink } from "~/components/screen-link";
import { signUpSchema } from "~/domains/accounts/identity";
import { countryCodes } from "~/domains/accounts/identity-rules";
import { useTranslation } from "~/i18n/react";
import { discoverySources } from "~/utils/choices";
import { clientIp, pageHead, pathTo, rateLimited, screenOfRequest, TOO_MANY } from "~/domains/accounts/http.server";
import { createCaptcha, solveCaptcha } from "~/domains/accounts/captcha.server";
import { checkHoneypot, honeypotInputs } from "~/utils/honeypot.server";
import { messagesFor } from "~/i18n/resources.server";
import { pendingSignupCookie } from "~/utils/cookies.server";
import { redirectWithToast } from "~/utils/toast.server";
import { registerAccount } from "~/domains/accounts/accounts.server";
import { requireGuest } from "~/domains/accounts/session.server";
import { messageKey } from "~/i18n/keys";
import { publicOrigin } from "~/utils/env.server";

/**
 * Sign-up by e-mail or by mobile phone (spec §3 User, §4 Registration): the choice is a
 * link (?method=phone), so it works without JavaScript. The image puzzle is always asked.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const { locale } = screenOfRequest(context);
  await requireGuest(request, locale);
  const method = new URL(request.url).searchParams.get("method") === "phone" ? "phone" : "email";
  return {
    ...(await pageHead(locale, "signUp")),
    method,
    captcha: await createCaptcha(),
    honeypot: honeypotInputs("sign-up"),
    messages: messagesFor(locale, "account"),
    // The form's native constraints; the schema itself loads in the browser later (useValidatedForm).
    constraint: getZodConstraint(signUpSchema),
  };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const { locale } = screenOfRequest(context);
  await requireGuest(request, locale);
  const formData = await request.formData();
  const submission = parseWithZod(formData, { schema: signUpSchema });
  const hide = ["password", "confirmPassword", "captchaAnswer"];
  const reply = async (options: Parameters<typeof submission.reply>[0], status: number) =>
    data(
      {
        result: submission.reply({ ...options, hideFields: hide }),
        captcha: await createCaptcha(),
      },
      { status },
    );
  if (submission.status !== "success") return reply({}, 400);
  const v = submission.value;
  const account = v.email ?? v.phone;
  const limited = await rateLimited("signUp", clientIp(context), account);
  if (limited)
    return data(
      {
        result: submission.reply({ formErrors: [TOO_MANY], hideFields: hide }),
        captcha: await createCaptcha(),
      },
      limited,
    );
  if (!(await solveCaptcha(v.captchaId, v.captchaAnswer)))
    return reply({ fieldErrors: { captchaAnswer: [messageKey("account:errors.captcha")] } }, 400);
  // A bot filled the hidden field, or its token is not this form's (decision 207): answer as if all went well, create nothing.
  const honeypot = checkHoneypot(formData, "sign-up");
  if (honeypot.spam) return redirect(pathTo("verify", locale), 303);

  const outcome = await registerAccount(
    {
      email: v.email,
      phone: v.phone,
      countryCode: v.countryCode,
      password: v.password,
      firstName: v.firstName,
      lastName: v.lastName,
      referralCode: v.referralCode,
      newsletter: v.newsletter === "on",
      discoverySource: v.discoverySource,
    },
    locale,
    publicOrigin(),
    honeypot.claim,
  );
  // Its token was used already (a form sent twice): the first post made the account.
  if (outcome.status === "spam") return redirect(pathTo("verify", locale), 303);
  if (outcome.status === "emailInUse")
    return reply({ fieldErrors: { email: [messageKey("account:errors.emailInUse")] } }, 400);
  if (outcome.status === "phoneInUse")
    return reply({ fieldErrors: { phone: [messageKey("account:errors.phoneInUse")] } }, 400);
  const cookie = await pendingSignupCookie.serialize({
    userId: outcome.userId,
    channel: outcome.channel,
    target: outcome.target,
  });
  return redirectWithToast(
    pathTo("verify", locale),
    {
      type: "success",
      message: outcome.channel === "email" ? "account:verify.toastEmail" : "account:verify.toastSms",
    },
    { headers: { "Set-Cookie": cookie } },
  );
}

export default function SignUpScreen() {
  const { method: initialMethod, captcha: initialCaptcha, constraint, honeypot } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const navigation = useNavigation();
  const { t } = useTranslation("account");
  const [form, fields] = useValidatedForm<z.input<typeof signUpSchema>>({
    id: `sign-up-${initialMethod}`,
    lastResult: actionData?.result,
    constraint,
    schema: () => import("~/domains/accounts/identity").then((m) => m.signUpSchema),
    defaultValue: { method: initialMethod, countryCode: "+98" },
  });
  const method = initialMethod;
  const captcha = actionData?.captcha ?? initialCaptcha;
  const submitting = navigation.state === "submitting";
  const tab = (m: "email" | "phone") => (
    <ScreenLink
      to="signUp"
      search={m === "phone" ? "?method=phone" : ""}
      replace
      aria-current={method === m ? "page" : undefined}
      className={`flex-1 rounded-md px-3 py-2 text-center text-sm font-medium ${
        method === m ? "bg-white text-green-900 shadow" : "text-gray-700"
      }`}
    >
      {m === "email" ? t("signUp.byEmail") : t("signUp.byPhone")}
    </ScreenLink>
  );
  return (
    <main id="main" className="mx-auto max-w-lg px-4 py-10">
      <h1 className="text-2xl font-bold">{t("signUp.title")}</h1>
      <p className="mt-2 text-gray-700">{t("signUp.intro")}</p>
      <nav aria-label={t("signUp.method")} className="mt-6 flex gap-1 rounded-lg bg-gray-100 p-1">
        {tab("email")}
        {tab("phone")}
      </nav>
      <Form
        method="post"
        {...getFormProps(form)}
        className="relative mt-4 grid gap-4 rounded-xl bg-white p-6 shadow-sm ring-1 ring-gray-200"
      >
        <ErrorSummary
          form={form}
          labels={{
            firstName: t("signUp.firstName"),
            lastName: t("signUp.lastName"),
            email: t("signUp.email"),
            countryCode: t("signUp.countryCode"),
            phone: t("signUp.phone"),
            password: t("signUp.password"),
            confirmPassword: t("signUp.confirmPassword"),
            referralCode: t("signUp.referralCode"),
            discoverySource: t("signUp.discoverySource"),
            newsletter: t("signUp.newsletter"),
            captchaAnswer: t("captcha.answer"),
          }}
        />
        <Honeypot inputs={honeypot} />
        <input type="hidden" name="method" value={method} />
        <div className="grid gap-4 sm:grid-cols-2">
          <Field meta={fields.firstName} label={t("signUp.firstName")} inputProps={{ autoComplete: "given-name" }} />
          <Field meta={fields.lastName} label={t("signUp.lastName")} inputProps={{ autoComplete: "family-name" }} />
        </div>
        {method === "email" ? (
          <Field
            meta={fields.email}
            type="email"
            label={t("signUp.email")}
            inputProps={{ autoComplete: "email", dir: "ltr", required: true }}
          />
        ) : (
          <div className="grid grid-cols-[8rem_minmax(0,1fr)] gap-3">
            <SelectField
              meta={fields.countryCode}
              label={t("signUp.countryCode")}
              options={countryCodes.map((c) => ({ value: c, label: c }))}
              dir="ltr"
            />
            <Field
              meta={fields.phone}
              type="tel"
              label={t("signUp.phone")}
              inputProps={{
                autoComplete: "tel-national",
                dir: "ltr",
                required: true,
              }}
            />
          </div>
        )}
        <NewPasswordFields
          password={fields.password}
          confirm={fields.confirmPassword}
          label={t("signUp.password")}
          confirmLabel={t("signUp.confirmPassword")}
          hint={t("signUp.passwordHint")}
        />
        <Field meta={fields.referralCode} label={t("signUp.referralCode")} inputProps={{ dir: "ltr", maxLength: 20 }} />
        <SelectField
          meta={fields.discoverySource}
          label={t("signUp.discoverySource")}
          placeholder={t("signUp.choose")}
          options={discoverySources.map((s) => ({
            value: s,
            label: t(`sources.${s}`),
          }))}
        />
        <CheckboxField meta={fields.newsletter} label={t("signUp.newsletter")} />
        <Captcha captcha={captcha} errors={fields.captchaAnswer.errors} solving={submitting} />
        <div role="alert">
          <ErrorList errors={form.errors} />
        </div>
        <button className="btn-primary" disabled={submitting}>
          {t("signUp.submit")}
        </button>
      </Form>
      <p className="mt-6 text-center text-sm">
        {t("signUp.haveAccount")}{" "}
        <ScreenLink to="signIn" className="font-semibold text-green-800 underline">
          {t("signUp.signIn")}
        </ScreenLink>
      </p>
    </main>
  );
}
