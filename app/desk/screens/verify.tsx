import { getFormProps } from "@conform-to/react";
import { getZodConstraint } from "@conform-to/zod";
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { data, redirect } from "@remix-run/node";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import type { z } from "zod";
import { FormFooter } from "~/components/account/fields";
import { ErrorSummary, Field, useValidatedForm } from "~/components/forms";
import { codeRefusal } from "~/domains/accounts/code-step.server";
import { rateLimited, TOO_MANY } from "~/domains/accounts/http.server";
import { renderMail } from "~/domains/mail/layout";
import { queueMail } from "~/domains/mail/mail.server";
import { getDb } from "~/db/client.server";
import { getFixedT } from "~/i18n/i18next.server";
import { messageKey } from "~/i18n/keys";
import { useTranslation } from "~/i18n/react";
import { messagesFor, messagesPart } from "~/i18n/resources.server";
import { pathFor, type Locale } from "~/routing/screens";
import { redirectWithToast } from "~/utils/toast.server";
import { parseWithZod } from "~/utils/submission.server";
import { audit } from "../audit.server";
import { actorOf, staffOf } from "../frame.server";
import { checkEmailCode, newEmailCode, totpEnrolled, spendRecoveryCode, verifyStaffTotp } from "../factors.server";
import { deskCodeMail } from "../mails";
import { DESK_CODE_MINUTES } from "../permissions";
import { codeSchema, recoverySchema } from "../schemas";
import { openDeskSession, type DeskFactor, type Staff } from "../staff.server";

/**
 * The desk's second factor (decision 111): a code from the authenticator app, or a recovery code;
 * before an authenticator is enrolled, a code sent by e-mail. Success opens a desk session (8 hours,
 * 30 minutes idle) and returns to the desk screen asked for.
 */
function nextOf(request: Request, locale: Locale): string {
  const next = new URL(request.url).searchParams.get("next") ?? "";
  const home = pathFor("desk", locale);
  // Only a desk path of this language: the second factor never sends anyone elsewhere.
  const prefix = decodeURI(home);
  let decoded = "";
  try {
    decoded = decodeURIComponent(next);
  } catch {
    return home;
  }
  return decoded.startsWith(prefix) && !decoded.startsWith("//") && !decoded.includes("\\") ? next : home;
}

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { locale } = context;
  const staff = staffOf(context);
  if (staff.sessionId) throw redirect(nextOf(request, locale));
  const t = await getFixedT(locale, "common");
  return {
    title: t("screen.deskVerify"),
    noindex: true,
    messages: { ...messagesFor(locale, "desk"), ...messagesPart(locale, "account", "errors", "validation") },
    enrolled: await totpEnrolled(staff.user.id),
    email: staff.user.email,
    codeConstraint: getZodConstraint(codeSchema),
    recoveryConstraint: getZodConstraint(recoverySchema),
  };
}

async function welcome(request: Request, locale: Locale, staff: Staff, factor: DeskFactor) {
  const cookie = await openDeskSession(staff.user.id, factor);
  const db = await getDb();
  await db.transaction((tx) =>
    audit(tx, actorOf(staff), { action: "desk.signIn", entity: "user", entityId: staff.user.id, after: { factor } }),
  );
  return redirectWithToast(
    nextOf(request, locale),
    { type: "success", message: "desk:verify.welcome" },
    { headers: { "Set-Cookie": cookie } },
  );
}

export async function action({ request, context }: ActionFunctionArgs) {
  const { locale } = context;
  const staff = staffOf(context);
  const formData = await request.formData();
  const intent = formData.get("intent");
  const limited = await rateLimited("verify", context.clientIp, `desk:${staff.user.id}`);

  if (intent === "recovery") {
    const submission = parseWithZod(formData, { schema: recoverySchema });
    if (limited) return data({ form: "recovery", result: submission.reply({ formErrors: [TOO_MANY] }) }, limited);
    if (submission.status !== "success") return data({ form: "recovery", result: submission.reply() }, { status: 400 });
    if (await spendRecoveryCode(staff.user.id, submission.value.recovery))
      return welcome(request, locale, staff, "recovery");
    return data(
      {
        form: "recovery",
        result: submission.reply({ fieldErrors: { recovery: [messageKey("desk:verify.recoveryWrong")] } }),
      },
      { status: 400 },
    );
  }

  if (intent === "send") {
    if (!staff.user.email || (await totpEnrolled(staff.user.id)))
      return redirectWithToast(request.url, { type: "error", message: "desk:verify.noEmail" });
    const t = await getFixedT(locale, ["desk", "common"]);
    const db = await getDb();
    const sent = await db.transaction(async (tx) => {
      const code = await newEmailCode(tx, staff.user.id);
      if (!code) return false;
      await queueMail(
        { to: staff.user.email!, ...renderMail(deskCodeMail(locale, t, code, DESK_CODE_MINUTES), t) },
        tx,
      );
      return true;
    });
    return redirectWithToast(request.url, {
      type: sent ? "success" : "info",
      message: sent ? "desk:verify.sent" : "desk:verify.wait",
    });
  }

  const submission = parseWithZod(formData, { schema: codeSchema });
  if (limited) return data({ form: "code", result: submission.reply({ formErrors: [TOO_MANY] }) }, limited);
  if (submission.status !== "success") return data({ form: "code", result: submission.reply() }, { status: 400 });
  if (await totpEnrolled(staff.user.id)) {
    if (await verifyStaffTotp(staff.user.id, submission.value.code)) return welcome(request, locale, staff, "totp");
    return data(
      { form: "code", result: submission.reply({ fieldErrors: { code: [messageKey("desk:verify.totpWrong")] } }) },
      { status: 400 },
    );
  }
  const checked = await checkEmailCode(staff.user.id, submission.value.code);
  if (checked === "ok") return welcome(request, locale, staff, "email");
  return data(
    { form: "code", result: submission.reply({ fieldErrors: { code: [codeRefusal(checked)] } }) },
    { status: 400 },
  );
}

export default function DeskVerify() {
  const { title, enrolled, email, codeConstraint, recoveryConstraint } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const { t } = useTranslation("desk");
  const [codeForm, codeFields] = useValidatedForm<z.input<typeof codeSchema>>({
    id: "desk-code",
    lastResult: actionData?.form === "code" ? actionData.result : undefined,
    constraint: codeConstraint,
    schema: () => import("../schemas").then((m) => m.codeSchema),
  });
  const [recoveryForm, recoveryFields] = useValidatedForm<z.input<typeof recoverySchema>>({
    id: "desk-recovery",
    lastResult: actionData?.form === "recovery" ? actionData.result : undefined,
    constraint: recoveryConstraint,
    schema: () => import("../schemas").then((m) => m.recoverySchema),
  });
  return (
    <main id="main" className="mx-auto max-w-md px-4 py-10">
      <h1 className="text-2xl font-bold">{title}</h1>
      <p className="mt-2 text-gray-700">
        {enrolled ? t("verify.introTotp") : t("verify.introEmail", { email: email ?? "" })}
      </p>
      {enrolled ? null : (
        <Form method="post" className="mt-4">
          <input type="hidden" name="intent" value="send" />
          <button className="btn-secondary">{t("verify.send")}</button>
        </Form>
      )}
      <Form
        method="post"
        {...getFormProps(codeForm)}
        className="mt-6 grid gap-4 rounded-xl bg-white p-6 shadow-sm ring-1 ring-gray-200"
      >
        <input type="hidden" name="intent" value="code" />
        <ErrorSummary form={codeForm} labels={{ code: t(enrolled ? "verify.totpLabel" : "verify.emailLabel") }} />
        <Field
          meta={codeFields.code}
          label={t(enrolled ? "verify.totpLabel" : "verify.emailLabel")}
          hint={enrolled ? t("verify.totpHint") : t("verify.emailHint")}
          inputProps={{ inputMode: "numeric", autoComplete: "one-time-code", dir: "ltr", maxLength: 6 }}
        />
        <FormFooter errors={codeForm.errors} label={t("verify.submit")} />
      </Form>
      {enrolled ? (
        <details
          className="mt-6 rounded-xl bg-white p-4 shadow-sm ring-1 ring-gray-200"
          open={actionData?.form === "recovery"}
        >
          <summary className="cursor-pointer font-semibold">{t("verify.recoveryTitle")}</summary>
          <Form method="post" {...getFormProps(recoveryForm)} className="mt-4 grid gap-4">
            <input type="hidden" name="intent" value="recovery" />
            <ErrorSummary form={recoveryForm} labels={{ recovery: t("verify.recoveryLabel") }} />
            <Field
              meta={recoveryFields.recovery}
              label={t("verify.recoveryLabel")}
              hint={t("verify.recoveryHint")}
              inputProps={{ dir: "ltr", autoComplete: "off", maxLength: 11 }}
            />
            <FormFooter errors={recoveryForm.errors} label={t("verify.submit")} />
          </Form>
        </details>
      ) : null}
    </main>
  );
}
