import { getFormProps } from "@conform-to/react";
import { getZodConstraint } from "@conform-to/zod";
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { data } from "@remix-run/node";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import type { z } from "zod";
import { FormFooter } from "~/components/account/fields";
import { ErrorSummary, Field, useValidatedForm } from "~/components/forms";
import { qrPath } from "~/domains/orders/qr.server";
import { getFixedT } from "~/i18n/i18next.server";
import { messagesFor, messagesPart } from "~/i18n/resources.server";
import { messageKey } from "~/i18n/keys";
import { useTranslation } from "~/i18n/react";
import { pathFor } from "~/routing/screens";
import { parseWithZod } from "~/utils/submission.server";
import { redirectWithToast } from "~/utils/toast.server";
import { audit, audited } from "../audit.server";
import { DeskPage } from "../components/desk-page";
import { confirmEnrolment, pendingEnrolment, recoveryCodesLeft, totpEnrolled } from "../factors.server";
import { actorOf, deskPage, staffOf } from "../frame.server";
import { codeSchema } from "../schemas";
import { endAllDeskSessions, endDeskSession, openDeskSessions } from "../staff.server";
import { getDb } from "~/db/client.server";

/**
 * One's own sign-in security on the desk (decision 111): enrol an authenticator app (QR code or the
 * key typed in, confirmed with a code; ten recovery codes shown once), how many recovery codes are
 * left, the desk sessions open, "sign out of the desk everywhere", and leaving the desk here.
 */
export async function loader({ context }: LoaderFunctionArgs) {
  const { locale } = context;
  const staff = staffOf(context);
  const t = await getFixedT(locale, "common");
  const enrolled = await totpEnrolled(staff.user.id);
  const enrolment = enrolled
    ? null
    : await pendingEnrolment(staff.user.id, staff.user.email ?? staff.user.phone ?? String(staff.user.id));
  return {
    ...deskPage(locale, staff, t("screen.deskSecurity")),
    ...{ messages: { ...messagesFor(locale, "desk"), ...messagesPart(locale, "account", "validation") } },
    enrolled,
    enrolment: enrolment
      ? { secret: enrolment.secret.replace(/(.{4})/g, "$1 ").trim(), qr: qrPath(enrolment.uri) }
      : null,
    recoveryLeft: enrolled ? await recoveryCodesLeft(staff.user.id) : 0,
    sessions: (await openDeskSessions(staff.user.id)).length,
    constraint: getZodConstraint(codeSchema),
  };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const { locale } = context;
  const staff = staffOf(context);
  const actor = actorOf(staff);
  const formData = await request.formData();
  const intent = formData.get("intent");
  if (intent === "leave") {
    const cookie = await endDeskSession(request);
    return redirectWithToast(
      pathFor("home", locale),
      { type: "success", message: "desk:security.left" },
      { headers: { "Set-Cookie": cookie } },
    );
  }
  if (intent === "everywhere") {
    const db = await getDb();
    await db.transaction(async (tx) => {
      await endAllDeskSessions(staff.user.id, tx);
      await audit(tx, actor, { action: "desk.signOutEverywhere", entity: "user", entityId: staff.user.id });
    });
    return redirectWithToast(pathFor("home", locale), { type: "success", message: "desk:security.endedEverywhere" });
  }
  const submission = parseWithZod(formData, { schema: codeSchema });
  if (submission.status !== "success") return data({ result: submission.reply(), codes: null }, { status: 400 });
  const codes = await audited(actor, async (tx) => {
    const result = await confirmEnrolment(tx, staff.user.id, submission.value.code);
    return {
      result,
      entry: result ? { action: "desk.totpEnrolled", entity: "user", entityId: staff.user.id } : null,
    };
  });
  if (!codes)
    return data(
      { result: submission.reply({ fieldErrors: { code: [messageKey("desk:verify.totpWrong")] } }), codes: null },
      { status: 400 },
    );
  return { result: submission.reply({ resetForm: true }), codes };
}

export default function DeskSecurity() {
  const { title, frame, enrolled, enrolment, recoveryLeft, sessions, constraint } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const { t } = useTranslation("desk");
  const [form, fields] = useValidatedForm<z.input<typeof codeSchema>>({
    id: "desk-enrol",
    lastResult: actionData?.result,
    constraint,
    schema: () => import("../schemas").then((m) => m.codeSchema),
  });
  return (
    <DeskPage current="deskSecurity" frame={frame} title={title}>
      <div className="grid max-w-2xl gap-6">
        {actionData?.codes ? (
          <section aria-labelledby="codes-title" className="rounded-xl bg-green-50 p-6 ring-1 ring-green-200">
            <h2 id="codes-title" className="text-lg font-semibold text-green-900">
              {t("security.codesTitle")}
            </h2>
            <p className="mt-2 text-green-900">{t("security.codesIntro")}</p>
            <ul
              dir="ltr"
              className="mt-4 grid grid-cols-2 gap-2 font-mono text-lg"
              aria-label={t("security.codesTitle")}
            >
              {actionData.codes.map((code) => (
                <li key={code}>{code}</li>
              ))}
            </ul>
          </section>
        ) : null}
        <section aria-labelledby="totp-title" className="rounded-xl bg-white p-6 shadow-sm ring-1 ring-gray-200">
          <h2 id="totp-title" className="text-lg font-semibold">
            {t("security.totpTitle")}
          </h2>
          {enrolled ? (
            <p className="mt-2 text-gray-700">
              {t("security.enrolled")} {t("security.recoveryLeft", { count: recoveryLeft })}
            </p>
          ) : enrolment ? (
            <>
              <p className="mt-2 text-gray-700">{t("security.enrolIntro")}</p>
              <svg
                role="img"
                aria-label={t("security.qrLabel")}
                viewBox={`-4 -4 ${enrolment.qr.size + 8} ${enrolment.qr.size + 8}`}
                className="mt-4 h-48 w-48 bg-white"
                shapeRendering="crispEdges"
              >
                <rect x={-4} y={-4} width={enrolment.qr.size + 8} height={enrolment.qr.size + 8} fill="#fff" />
                <path d={enrolment.qr.d} fill="#000" />
              </svg>
              <p className="mt-4 text-sm text-gray-700">{t("security.keyIntro")}</p>
              <p dir="ltr" className="mt-1 break-all font-mono text-base" data-testid="totp-secret">
                {enrolment.secret}
              </p>
              <Form method="post" {...getFormProps(form)} className="mt-6 grid gap-4">
                <input type="hidden" name="intent" value="enrol" />
                <ErrorSummary form={form} labels={{ code: t("verify.totpLabel") }} />
                <Field
                  meta={fields.code}
                  label={t("verify.totpLabel")}
                  hint={t("verify.totpHint")}
                  inputProps={{ inputMode: "numeric", autoComplete: "one-time-code", dir: "ltr", maxLength: 6 }}
                />
                <FormFooter errors={form.errors} label={t("security.enrol")} />
              </Form>
            </>
          ) : null}
        </section>
        <section aria-labelledby="sessions-title" className="rounded-xl bg-white p-6 shadow-sm ring-1 ring-gray-200">
          <h2 id="sessions-title" className="text-lg font-semibold">
            {t("security.sessionsTitle")}
          </h2>
          <p className="mt-2 text-gray-700">
            {t("security.sessions", { count: sessions })} {t("security.limits")}
          </p>
          <Form method="post" className="mt-4">
            <input type="hidden" name="intent" value="everywhere" />
            <button className="btn-secondary">{t("security.everywhere")}</button>
          </Form>
        </section>
      </div>
    </DeskPage>
  );
}
